import i18next from 'i18next';
import { en } from './en';

type MessageKey = keyof typeof en.common.messages;
const byEnglish = new Map(Object.entries(en.common.messages).map(([key, text]) => [text as string, key as MessageKey]));

/**
 * A message written in English elsewhere (a shared Zod schema, a spec-quoted toast) in the UI
 * language; anything else (a server's own message) is returned as it is.
 */
export function translateMessage(message: string): string {
  const key = byEnglish.get(message);
  return key ? i18next.t(`common:messages.${key}`) : message;
}
