import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { QuoteRequestForm } from './quote-request-form';

function render(locale: Locale): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <QuoteRequestForm studioIds={[3, 5, 8]} onSent={() => {}} />
    </I18nProvider>,
  );
}

describe('QuoteRequestForm', () => {
  it('labels every control: each input and the select has a <label for>, each group a legend', () => {
    const html = render('en');
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      // The honeypot is hidden from people and assistive technology by design.
      if (/website/.test(id ?? '')) continue;
      expect(html, id).toContain(`for="${id}"`);
    }
    for (const legend of ['Dates', 'Days', 'Crew wanted from the studio'])
      expect(html).toContain(`<legend class="mb-1.5 text-sm font-medium">${legend}</legend>`);
  });

  it('offers the crew and production choices in the reader’s language', () => {
    const en = render('en');
    expect(en).toContain('LED technicians');
    expect(en).toContain('VP supervisor');
    expect(en).toContain('Render operators');
    expect(en).toContain('Tracking operator');
    expect(en).toContain('Commercial');
    expect(en).toContain('these 3 studios');
    const ru = render('ru');
    expect(ru).toContain('LED-техники');
    expect(ru).toContain('Оператор трекинга');
    expect(ru).toContain('Отправить запрос');
  });
});
