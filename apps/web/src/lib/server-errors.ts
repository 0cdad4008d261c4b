import { translateMessage } from '../i18n/messages';
import { isRecord } from './storage';

/** The HTTP status of a failed RTK Query call, or null for network and parsing failures. */
export function errorStatus(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

/**
 * The per-field messages of an API error body (`{error, <field>: string[]}`), for showing each
 * next to its field, in the UI language when known (translateMessage); `error` itself is the
 * summary and is not included.
 */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const data = isRecord(error) && 'status' in error ? error.data : error;
  const fields: Record<string, string[]> = {};
  if (!isRecord(data)) return fields;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'error') continue;
    if (Array.isArray(value)) {
      const messages = value.filter((m): m is string => typeof m === 'string' && m !== '').map(translateMessage);
      if (messages.length) fields[key] = messages;
    } else if (typeof value === 'string' && value) {
      fields[key] = [translateMessage(value)];
    }
  }
  return fields;
}
