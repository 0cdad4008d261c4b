import i18next from 'i18next';
import { en } from './en';

// English text → its key, for the namespaces that hold messages written elsewhere.
const byEnglish = new Map<string, string>([
  ...Object.entries(en.common.messages).map(([key, text]): [string, string] => [text, `common:messages.${key}`]),
  ...Object.entries(en.forms.messages).map(([key, text]): [string, string] => [text, `forms:messages.${key}`]),
]);

/**
 * A message written in English elsewhere (a shared Zod schema, a spec-quoted toast) in the UI
 * language; anything else (a server's own message) is returned as it is.
 */
export function translateMessage(message: string): string {
  const key = byEnglish.get(message);
  return key ? i18next.t(key as 'common:messages.required') : message;
}
