import { describe, expect, it } from 'vitest';
import { chooseReaderCurrency } from './reader-currency';

describe('the reader’s currency', () => {
  const offered = ['EUR', 'GBP', 'USD'];

  it('takes the address first, then the remembered one, then EUR (the server’s default)', () => {
    expect(chooseReaderCurrency('usd', 'GBP', offered)).toEqual({ currency: 'USD', source: 'address' });
    expect(chooseReaderCurrency(null, 'GBP', offered)).toEqual({ currency: 'GBP', source: 'remembered' });
    expect(chooseReaderCurrency(undefined, null, offered)).toEqual({ currency: 'EUR', source: 'default' });
    expect(chooseReaderCurrency('', '', null)).toEqual({ currency: 'EUR', source: 'default' });
  });

  it('passes over what is no currency, and a remembered one the rate table no longer has', () => {
    expect(chooseReaderCurrency('dollars', 'GBP', offered)).toEqual({
      currency: 'GBP',
      source: 'remembered',
    });
    expect(chooseReaderCurrency(null, 'NOK', offered)).toEqual({ currency: 'EUR', source: 'default' });
    expect(chooseReaderCurrency(null, 'xx', offered)).toEqual({ currency: 'EUR', source: 'default' });
    // Before the table is known, the remembered one stands.
    expect(chooseReaderCurrency(null, 'NOK', null)).toEqual({ currency: 'NOK', source: 'remembered' });
    // The address's is taken as written, even one the table lacks (then nothing is converted).
    expect(chooseReaderCurrency('NOK', 'GBP', offered)).toEqual({ currency: 'NOK', source: 'address' });
  });
});
