import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StatusFilterNav } from './status-filter-nav';

const russian = {
  filterLabel: 'Показать исправления',
  filterPending: 'Ожидают',
  filterApproved: 'Одобренные',
  filterRejected: 'Отклонённые',
  filterAll: 'Все',
};

function render(current: 'pending' | 'approved' | 'rejected' | 'all') {
  return renderToStaticMarkup(
    <MemoryRouter>
      <StatusFilterNav
        texts={russian}
        current={current}
        pathOf={(status) => (status ? `/admin/corrections?status=${status}` : '/admin/corrections')}
      />
    </MemoryRouter>,
  );
}

describe('StatusFilterNav', () => {
  it('is a navigation named by the caller, with a link a status in a fixed order', () => {
    const html = render('pending');
    expect(html).toContain('<nav aria-label="Показать исправления"');
    const texts = [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(texts).toEqual(['Ожидают', 'Одобренные', 'Отклонённые', 'Все']);
  });

  it('links pending to the bare address and the others with their status', () => {
    const hrefs = [...render('all').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/admin/corrections',
      '/admin/corrections?status=approved',
      '/admin/corrections?status=rejected',
      '/admin/corrections?status=all',
    ]);
  });

  it('marks only the current status as the current page', () => {
    const html = render('rejected');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>Отклонённые<\/a>/);
  });
});
