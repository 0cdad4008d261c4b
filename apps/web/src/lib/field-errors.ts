import { serverFieldErrors } from './server-errors';

/** A form's messages by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Sets one field's message, or clears it when `error` is null, as a field is judged again while it
 * changes. Hands back the same object when nothing changed, so React skips the render.
 */
export function withFieldError<T extends FieldErrors>(errors: T, key: string, error: string | null): T {
  if ((errors[key] ?? null) === error) return errors;
  const { [key]: _old, ...rest } = errors;
  return (error === null ? rest : { ...rest, [key]: error }) as T;
}

/** An API error's field messages, one line per field (several messages of a field joined). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(serverFieldErrors(error)).map(([key, messages]) => [key, messages.join(' ')]));
}
