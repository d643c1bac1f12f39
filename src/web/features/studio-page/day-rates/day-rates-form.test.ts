import type { DayRates } from '@domain/schemas/day-rate-schemas';
import { describe, expect, it } from 'vitest';
import { type DayRatesDraft, draftOf, EMPTY_DRAFT, readDraft, serverProblems } from './day-rates-form';

const draft = (fields: Partial<DayRatesDraft>): DayRatesDraft => ({ ...EMPTY_DRAFT, ...fields });

const RATES: DayRates = {
  currency: 'EUR',
  shooting_day: 13000,
  prep_day: null,
  half_day: 7500.5,
  minimum_days: 0.5,
  included: ['tracking', 'led_technicians'],
  overtime: '10% per hour',
};

describe('the form read with the server’s rules', () => {
  it('gives the terms: the code in capitals, empty fields null, the inclusions in the schema’s order', () => {
    const reading = readDraft(
      draft({
        currency: 'usd',
        shooting_day: '14,000',
        minimum_days: '2',
        included: ['tracking', 'vp_supervisor'],
        overtime: '  1.5x after 10 hours ',
      }),
      'en',
    );
    expect(reading).toEqual({
      ok: true,
      rates: {
        currency: 'USD',
        shooting_day: 14000,
        prep_day: null,
        half_day: null,
        minimum_days: 2,
        included: ['vp_supervisor', 'tracking'],
        overtime: '1.5x after 10 hours',
      },
    });
  });

  it('names each refused field with its problem', () => {
    const reading = readDraft(
      draft({
        currency: 'EURO',
        shooting_day: '0',
        prep_day: 'twelve',
        half_day: '100000001',
        minimum_days: '400',
        overtime: 'x'.repeat(501),
      }),
      'en',
    );
    expect(reading).toEqual({
      ok: false,
      problems: {
        currency: 'currency',
        shooting_day: 'notPositive',
        prep_day: 'notNumber',
        half_day: 'tooLarge',
        minimum_days: 'minimumTooLarge',
        overtime: 'overtimeTooLong',
      },
    });
  });

  it('asks for at least one rate, on the shooting day', () => {
    expect(readDraft(draft({ currency: 'EUR', minimum_days: '1' }), 'en')).toEqual({
      ok: false,
      problems: { shooting_day: 'noRate' },
    });
    expect(readDraft(draft({ currency: 'EUR', half_day: '500' }), 'en').ok).toBe(true);
  });

  it('asks for a currency when none is chosen', () => {
    expect(readDraft(draft({ shooting_day: '1000' }), 'ru')).toEqual({
      ok: false,
      problems: { currency: 'currency' },
    });
  });

  it('shows the stored terms in the fields and reads them back unchanged, in both languages', () => {
    for (const locale of ['en', 'ru'] as const) {
      const fields = draftOf(RATES, locale);
      expect(fields.half_day).toBe(locale === 'ru' ? '7500,5' : '7500.5');
      expect(fields.included).toEqual(['led_technicians', 'tracking']);
      expect(readDraft(fields, locale)).toEqual({
        ok: true,
        rates: { ...RATES, included: ['led_technicians', 'tracking'] },
      });
    }
    expect(draftOf(null, 'en')).toEqual(EMPTY_DRAFT);
  });
});

describe('the server’s refusals on the form', () => {
  it('marks the fields it names, and leaves others to the general message', () => {
    expect(
      serverProblems({
        'day_rates.currency': ['Must be an ISO 4217 currency code.'],
        'day_rates.shooting_day': ['Give at least one rate.'],
        'day_rates.included.0': ['Invalid option'],
      }),
    ).toEqual({ currency: 'refused', shooting_day: 'refused' });
    expect(serverProblems(undefined)).toEqual({});
    expect(serverProblems({ body: ['x'] })).toEqual({});
  });
});
