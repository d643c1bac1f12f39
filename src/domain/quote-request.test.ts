import { describe, expect, it } from 'vitest';
import {
  CREW_ROLES,
  crewRoleLabel,
  isPastDate,
  localToday,
  PRODUCTION_TYPES,
  productionTypeLabel,
} from './quote-request';
import { quoteRequestSchema } from './schemas/quote-request-schemas';

describe('isPastDate', () => {
  const now = new Date('2026-12-07T03:00:00Z');
  it('allows today and, for senders west of UTC, the UTC yesterday', () => {
    expect(isPastDate('2026-12-07', now)).toBe(false);
    expect(isPastDate('2026-12-06', now)).toBe(false);
    expect(isPastDate('2027-01-01', now)).toBe(false);
  });
  it('refuses earlier dates', () => {
    expect(isPastDate('2026-12-05', now)).toBe(true);
    expect(isPastDate('2025-12-31', now)).toBe(true);
  });
});

describe('localToday', () => {
  it('is the local date as YYYY-MM-DD', () => {
    expect(localToday(new Date(2027, 0, 5, 12))).toBe('2027-01-05');
  });
});

describe('labels', () => {
  it('name every choice in both languages, and keep an unknown value as it was', () => {
    for (const value of PRODUCTION_TYPES)
      for (const locale of ['en', 'ru'] as const) expect(productionTypeLabel(value, locale)).not.toBe(value);
    for (const value of CREW_ROLES)
      for (const locale of ['en', 'ru'] as const) expect(crewRoleLabel(value, locale)).not.toBe(value);
    expect(productionTypeLabel('Feature film', 'ru')).toBe('Feature film');
    expect(crewRoleLabel('led_technicians', 'ru')).toBe('LED-техники');
  });
});

describe('quoteRequestSchema', () => {
  const valid = {
    studio_ids: [1, 2],
    date_from: '2099-03-01',
    date_to: '2099-03-02',
    production_type: 'series',
    prep_days: 0,
    shoot_days: 1,
    strike_days: 0,
    crew: [],
    name: 'Pat',
    email: 'pat@example.com',
    message: 'Hello',
    consent: true,
  };
  it('accepts a valid request and trims dates', () => {
    const parsed = quoteRequestSchema.parse({ ...valid, date_from: ' 2099-03-01 ' });
    expect(parsed.date_from).toBe('2099-03-01');
    expect(parsed.company).toBe('');
  });
  it.each([
    [{ studio_ids: [1] }, 'studio_ids'],
    [{ studio_ids: [1, 2, 3, 4, 5] }, 'studio_ids'],
    [{ studio_ids: [3, 3] }, 'studio_ids'],
    [{ date_from: '2099-02-30' }, 'date_from'],
    [{ date_from: '2000-01-01', date_to: '2000-01-01' }, 'date_from'],
    [{ date_to: '2099-02-28' }, 'date_to'],
    [{ production_type: '' }, 'production_type'],
    [{ prep_days: 61 }, 'prep_days'],
    [{ shoot_days: 0 }, 'shoot_days'],
    [{ strike_days: 1.5 }, 'strike_days'],
    [{ crew: ['vp_supervisor', 'vp_supervisor'] }, 'crew'],
    [{ consent: false }, 'consent'],
  ])('refuses %j at %s', (change, field) => {
    const result = quoteRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});
