import i18next from 'i18next';
import { translateMessage } from '../i18n/messages';

/**
 * A checkout or donation message (the shared schemas' own, from the browser's check or the server's
 * answer) in the UI language: the length limits, which the schemas build with their number, here;
 * every other message through `translateMessage`.
 */
export function checkoutMessage(message: string): string;
export function checkoutMessage(message: string | undefined): string | undefined;
export function checkoutMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const long = /^Use at most (\d+) characters\.$/.exec(message);
  if (long) return i18next.t('shop:messages.fieldLong', { max: Number(long[1]) });
  return translateMessage(message);
}
