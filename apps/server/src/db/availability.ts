import pg from 'pg';

/**
 * PostgreSQL error classes that mean "the database cannot serve right now", not "this query is
 * wrong": connection exceptions (08), the server shutting down or starting (57P01-57P03) and no
 * free connection slot (53300).
 */
const UNAVAILABLE_SQLSTATES = /^(?:08...|57P0[123]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
// node-postgres says these in words, with no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's) is the database being out
 * of reach: a restart, a failover, a network cut or a full pool. Such a request is answered 503
 * with Retry-After, never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // A host name with several addresses fails with one error per address.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** `host:port/database` of a connection string, with no user or password, for messages. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the configured database';
  }
}

export class DatabaseUnreachableError extends Error {}

export type WaitOptions = {
  /** Give up after this long (ms). */
  timeoutMs: number;
  /** Told about each failed attempt, with the delay before the next. */
  onRetry?: (message: string) => void;
  /** First delay (ms); doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * Waits for PostgreSQL to accept a connection, retrying with backoff while it is unreachable or
 * starting, so a server started before its database (a container set, a host reboot) comes up when
 * the database does instead of crashing in a loop. Any other error (a wrong password, a missing
 * database) is not waited out: it is thrown at once. Gives up with DatabaseUnreachableError.
 */
export async function waitForDatabase(url: string, opts: WaitOptions): Promise<void> {
  const started = Date.now();
  let delay = opts.initialDelayMs ?? 500;
  const maxDelay = opts.maxDelayMs ?? 5_000;
  const where = describeDatabase(url);
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A connection refused after it was made would otherwise be an unheard 'error' event.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const reason = (err as { code?: string; message?: string }).code ?? (err as Error).message;
      const elapsed = Date.now() - started;
      if (elapsed + delay > opts.timeoutMs) {
        throw new DatabaseUnreachableError(
          `The database at ${where} could not be reached for ${Math.round(elapsed / 1000)} s (${reason}). ` +
            'Check that PostgreSQL is running and that DATABASE_URL points at it, then start again.',
        );
      }
      opts.onRetry?.(`Waiting for the database at ${where} (${reason}); attempt ${attempt}, retrying in ${(delay / 1000).toFixed(1)} s`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, maxDelay);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
