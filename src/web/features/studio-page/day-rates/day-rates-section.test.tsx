import type { Studio } from '@domain/schemas/studio-schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { StudioDayRatesSection } from './day-rates-section';

function render(dayRates: Studio['day_rates'], locale: Locale = 'en'): string {
  const studio = { id: 7, day_rates: dayRates } as Studio;
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <StudioDayRatesSection studio={studio} actions={<button type="button">Edit</button>} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

const RATES = {
  currency: 'EUR',
  shooting_day: 13_000,
  prep_day: null,
  half_day: 7_500,
  minimum_days: 2,
  included: ['led_technicians' as const, 'tracking' as const],
  overtime: 'Time and a half after 12 hours',
};

describe('the studio page’s Day rates card (product.md §18)', () => {
  it('shows every term in the studio’s currency, an unstated one as Not stated, and an editor’s slot', () => {
    const text = render(RATES);
    expect(text).toContain('Day rates');
    expect(text).toContain('Edit');
    expect(text).toContain('Shooting day €13,000');
    expect(text).toContain('Prep/strike day Not stated');
    expect(text).toContain('Half day €7,500');
    expect(text).toContain('Minimum booking 2 days');
    expect(text).toContain('Included LED technicians Camera tracking Anything not listed is not stated');
    expect(text).toContain('Overtime Time and a half after 12 hours');
    // The server's page converts nothing: the reader's currency is the browser's.
    expect(text).not.toContain('about');
  });

  it('reads in Russian, and says so when the studio has no day rates', () => {
    const text = render({ ...RATES, minimum_days: 1, overtime: '' }, 'ru');
    expect(text).toContain('Дневные ставки');
    expect(text).toContain('Съёмочный день 13 000 €');
    expect(text).toContain('Минимальный заказ 1 день');
    expect(text).toContain('Переработка Не указано');
    expect(render(null)).toContain('The studio has not stated structured day rates.');
  });
});
