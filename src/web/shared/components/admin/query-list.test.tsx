import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryList, type QueryStateTexts } from './query-list';

type Item = { id: number; name: string };

type Texts = QueryStateTexts & { empty: string; count(p: { count: number }): string };

const english: Texts = {
  loading: 'Loading...',
  loadFailed: (p) => `Could not load: ${p.message}`,
  retry: 'Try again',
  empty: 'No claims here.',
  count: (p) => `${p.count} ${p.count === 1 ? 'claim' : 'claims'}`,
};

const russian: Texts = {
  loading: 'Загрузка...',
  loadFailed: (p) => `Не удалось загрузить: ${p.message}`,
  retry: 'Повторить',
  empty: 'Заявок нет.',
  count: (p) => `${p.count} заявки`,
};

// Only the fields QueryList reads: the rendering depends on the query's state alone.
function query(state: Partial<UseQueryResult<Item[]>>): UseQueryResult<Item[]> {
  return { isPending: false, isError: false, data: undefined, error: null, ...state } as UseQueryResult<
    Item[]
  >;
}

function render(q: UseQueryResult<Item[]>, texts = english) {
  return renderToStaticMarkup(
    <QueryList
      query={q}
      texts={texts}
      emptyText={texts.empty}
      countText={texts.count}
      renderItem={(item) => <span>{item.name}</span>}
    />,
  );
}

describe('QueryList', () => {
  it('says it is loading, as a status, while the query is pending', () => {
    const html = render(query({ isPending: true }));
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('<ul');
  });

  it('shows a failed load as an alert with the reason and a retry button', () => {
    const html = render(query({ isError: true, error: new Error('HTTP 500') }), russian);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Не удалось загрузить: HTTP 500');
    expect(html).toMatch(/<button[^>]*>Повторить<\/button>/);
  });

  it('says so when the list is empty', () => {
    const html = render(query({ data: [] }));
    expect(html).toBe('<p class="text-muted">No claims here.</p>');
  });

  it('counts the items and renders each in its own list item, in order', () => {
    const html = render(
      query({
        data: [
          { id: 2, name: 'Second' },
          { id: 1, name: 'First' },
        ],
      }),
      russian,
    );
    expect(html).toContain('<p class="text-sm text-muted">2 заявки</p>');
    expect(html).toContain(
      '<ul class="flex flex-col gap-4"><li><span>Second</span></li><li><span>First</span></li></ul>',
    );
  });
});
