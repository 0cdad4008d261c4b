import { CATEGORY_MSG } from '@commonshelf/shared/library/categories.schemas';
import i18next from 'i18next';

type MessageKey = keyof typeof CATEGORY_MSG;
const byEnglish = new Map(Object.entries(CATEGORY_MSG).map(([key, text]) => [text as string, key as MessageKey]));

/** A category message of the shared schema (sent by the server as a field error, too) in the UI language; any other text as it is. */
export function categoryMessage(message: string): string {
  const key = byEnglish.get(message);
  return key ? i18next.t(`adminLibrary:categories.messages.${key}`) : message;
}
