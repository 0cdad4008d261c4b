import { CHECKOUT_MSG, DEDICATION_MAX } from '@commonshelf/shared/commerce/checkout.schemas';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../i18n';
import { en } from '../i18n/en';
import { checkoutMessage } from './checkout-messages';

describe('checkoutMessage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes the length limit as the shared schema does', () => {
    expect(en.shop.messages.fieldLong.replace('{{max}}', '7')).toBe(CHECKOUT_MSG.fieldLong(7));
  });

  it('keeps English as it is, and gives a known message in Spanish; an unknown one stays as written', async () => {
    expect(checkoutMessage(CHECKOUT_MSG.shippingRequired)).toBe(CHECKOUT_MSG.shippingRequired);
    expect(checkoutMessage(CHECKOUT_MSG.dedicationLong)).toBe(`Use at most ${DEDICATION_MAX} characters.`);
    await switchLanguage('es', null);
    expect(checkoutMessage(CHECKOUT_MSG.name)).toBe('Escribe tu nombre.');
    expect(checkoutMessage(CHECKOUT_MSG.dedicationLong)).toBe(`Usa como máximo ${DEDICATION_MAX} caracteres.`);
    expect(checkoutMessage('Something only the server says.')).toBe('Something only the server says.');
    expect(checkoutMessage(undefined)).toBeUndefined();
  });
});
