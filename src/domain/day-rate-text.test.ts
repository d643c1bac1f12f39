import { describe, expect, it } from 'vitest';
import { parseDayRateText } from './day-rate-text';

describe('parseDayRateText', () => {
  it.each([
    ['From 13,000 EUR per shooting day', 'EUR', 13000],
    ['From 3,200,000 HUF per shooting day', 'HUF', 3200000],
    ['13000 EUR per day', 'EUR', 13000],
    ['13 000 EUR a day', 'EUR', 13000],
    ['€9,500 per shooting day', 'EUR', 9500],
    ['£8,000/day', 'GBP', 8000],
    ['USD 6,500 per day.', 'USD', 6500],
    ['from 95,000 nok per shooting day [2]', 'NOK', 95000],
    ['Starting at 14,000 SGD per day', 'SGD', 14000],
    ['From\u00a013,000\u00a0EUR per shooting day', 'EUR', 13000],
  ])('reads %j', (text, currency, amount) => {
    expect(parseDayRateText(text)).toEqual({ currency, shooting_day: amount });
  });

  it.each([
    '',
    'On request',
    'Price on request',
    '8,000–12,000 EUR per day',
    '8,000 - 12,000 EUR per day',
    'From 8,000 EUR per day, 5,000 EUR per prep day',
    '13.000 EUR per day',
    '13,5 EUR per day',
    '$9,500 per day',
    '9,500 per day',
    '9,500 EUR',
    '9,500 EUR per hour',
    '9,500 EUR per week',
    '9,500 EUR per half day',
    '9,500 EUR per prep day',
    '9,500 EUR per day + VAT',
    '9,500 EUR per day excl. VAT',
    'Up to 9,500 EUR per day',
    'About 9,500 EUR per day',
    '9,500 XYZ per day',
    '9,500 EUR per day, 10% off for a week',
    '9k EUR per day',
    '0 EUR per day',
    '1,00 EUR per day',
    '12,0000 EUR per day',
    'From 13,000 EUR per shooting day or 20,000 EUR with crew',
  ])('refuses %j', (text) => {
    expect(parseDayRateText(text)).toBeNull();
  });
});
