import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MSG, parseAmount } from './money-input';

describe('typed money amounts', () => {
  it('reads typed amounts as minor units without floating point', () => {
    expect(parseAmount('25', 'USD')).toEqual({ minor: 2_500 });
    expect(parseAmount('12.5', 'GBP')).toEqual({ minor: 1_250 });
    expect(parseAmount(' 1,250.05 ', 'INR')).toEqual({ minor: 125_005 });
    expect(parseAmount('₹500', 'INR')).toEqual({ minor: 50_000 });
    expect(parseAmount('0.29', 'USD')).toEqual({ minor: 29 });
  });

  it('reads the decimal mark of the UI language, and thousands as people write them', () => {
    expect(parseAmount('12,50', 'USD', 'es')).toEqual({ minor: 1_250 });
    expect(parseAmount('0,5', 'USD', 'es')).toEqual({ minor: 50 });
    expect(parseAmount('1.000', 'USD', 'es')).toEqual({ minor: 100_000 });
    expect(parseAmount('1.000,50', 'EUR', 'es')).toEqual({ minor: 100_050 });
    expect(parseAmount('1 000,50 €', 'EUR', 'es')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('€ 1 000,50', 'EUR', 'es')).toEqual({ minor: 100_050 });
    // The other language's way is understood when it cannot be thousands.
    expect(parseAmount('12.50', 'USD', 'es')).toEqual({ minor: 1_250 });
    expect(parseAmount('12,50', 'USD', 'en')).toEqual({ minor: 1_250 });
    expect(parseAmount('1,000', 'USD', 'en')).toEqual({ minor: 100_000 });
    expect(parseAmount('1.250,05', 'INR', 'en')).toEqual({ minor: 125_005 });
    expect(parseAmount('1,2,3', 'USD', 'en')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('12,505', 'USD', 'es')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
  });

  it('refuses empty, malformed, zero, negative and absurd amounts', () => {
    expect(parseAmount('', 'USD')).toEqual({ error: AMOUNT_MSG.required, reason: 'required' });
    expect(parseAmount('abc', 'USD')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('1.234', 'USD')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('1e5', 'USD')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('-5', 'USD')).toEqual({ error: AMOUNT_MSG.positive, reason: 'positive' });
    expect(parseAmount('-₹5', 'INR')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('--5', 'USD')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('NaN', 'USD')).toEqual({ error: AMOUNT_MSG.format, reason: 'format' });
    expect(parseAmount('0', 'USD')).toEqual({ error: AMOUNT_MSG.positive, reason: 'positive' });
    expect(parseAmount('0.00', 'USD')).toEqual({ error: AMOUNT_MSG.positive, reason: 'positive' });
    expect(parseAmount(String(MAX_AMOUNT_MINOR / 100), 'USD')).toEqual({ minor: MAX_AMOUNT_MINOR });
    expect(parseAmount(String(MAX_AMOUNT_MINOR / 100 + 1), 'USD')).toEqual({ error: AMOUNT_MSG.tooLarge('USD'), reason: 'tooLarge' });
  });
  it('refuses an amount typed in another currency than the page’s, and takes the page’s own sign or code', () => {
    expect(parseAmount('£5', 'USD', 'en')).toEqual({ error: AMOUNT_MSG.otherCurrency('USD'), reason: 'otherCurrency' });
    expect(parseAmount('EUR 5', 'GBP', 'en')).toMatchObject({ reason: 'otherCurrency' });
    expect(parseAmount('Rs 500', 'GBP', 'en')).toMatchObject({ reason: 'otherCurrency' });
    expect(parseAmount('$5', 'USD', 'en')).toEqual({ minor: 500 });
    expect(parseAmount('$5', 'AUD', 'en')).toEqual({ minor: 500 });
    expect(parseAmount('£ 12.50', 'GBP', 'en')).toEqual({ minor: 1250 });
    expect(parseAmount('rs. 500', 'INR', 'en')).toEqual({ minor: 50000 });
  });
});
