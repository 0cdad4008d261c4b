import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import i18next from 'i18next';
import { en } from '../i18n/en';
import { translateMessage } from '../i18n/messages';

type MessageKey = Exclude<keyof typeof en.shop.messages, 'fieldLong'>;

// English text → its key, for the shared checkout schemas' fixed messages.
const byEnglish = new Map<string, MessageKey>(
  Object.keys(en.shop.messages).flatMap((key): [string, MessageKey][] => {
    const text = CHECKOUT_MSG[key as keyof typeof CHECKOUT_MSG];
    return typeof text === 'string' ? [[text, key as MessageKey]] : [];
  }),
);

/**
 * A checkout or donation message (the shared schemas' own, from the browser's check or the server's
 * answer) in the UI language; any other message as `translateMessage` leaves it.
 */
export function checkoutMessage(message: string): string;
export function checkoutMessage(message: string | undefined): string | undefined;
export function checkoutMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = byEnglish.get(message);
  if (key) return i18next.t(`shop:messages.${key}`);
  const long = /^Use at most (\d+) characters\.$/.exec(message);
  if (long) return i18next.t('shop:messages.fieldLong', { max: Number(long[1]) });
  return translateMessage(message);
}
