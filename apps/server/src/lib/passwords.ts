import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** Argon2id at OWASP's minimum or above: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

/**
 * How many hashes run at once. Each runs on libuv's thread pool (off the event loop), which also
 * serves file reads and response compression: with every pool thread hashing, a list answer would
 * wait for a hash to finish before it could be compressed. So at most one hash per core, and never
 * the whole pool (UV_THREADPOOL_SIZE, 4 unless set); further logins queue here, in order. This also
 * bounds the memory Argon2 takes (19 MiB per hash under way).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1));

const hashing = pLimit(HASH_CONCURRENCY);

/** Hashes under way and waiting (metrics, tests). */
export const hashQueue = () => ({ running: hashing.activeCount, waiting: hashing.pendingCount });

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}
