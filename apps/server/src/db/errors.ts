/** The SQLSTATE of a database error, wherever Drizzle or the driver wrapped it (`cause` chains). */
export function sqlState(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e && typeof e === 'object'; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

/** A unique violation (23505): typically a concurrent write took the same key between a check and a write. */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';
