import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

/** Argon2id at OWASP's minimum or above: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

/**
 * How many hashes run at once: one per core, up to four, each on a thread of its own (off the event
 * loop and off libuv's pool, which compresses responses and reads files). Further logins queue
 * here, in order. This also bounds the memory hashing takes (19 MiB per hash under way, and about
 * 10 MB per thread), which on a host of many cores would otherwise grow with them.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), 4));

/**
 * The niceness of the hashing threads (Linux). While logins saturate the cores, the event loop,
 * PostgreSQL and compression run first and hashing takes the CPU they leave: pages stay quick and
 * logins wait instead. With nothing else to do, hashing still has every core.
 */
export const HASH_NICENESS = 10;

/** A hashing thread stopped after this long without work, so an idle server keeps no isolates. */
const IDLE_MS = 60_000;

// The thread's code: CommonJS run with `eval`, so it is the same under the built server and the
// tests' on-the-fly TypeScript. It lowers its own priority (its thread id from /proc, where
// setpriority applies to one thread), then hashes and verifies synchronously, one job at a time.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.niceness);
} catch {}
const { hashSync, verifySync } = require(workerData.argon2);
parentPort.on('message', ({ op, password, stored, options }) => {
  try {
    parentPort.postMessage({ value: op === 'hash' ? hashSync(password, options) : verifySync(stored, password) });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

/** The thread doing a hash failed: a fault of the server, never a wrong password. */
export class HashingThreadError extends Error {}

type Job = { op: 'hash'; password: string; options: typeof ARGON2_OPTIONS } | { op: 'verify'; password: string; stored: string };

interface Thread {
  worker: Worker;
  idle?: NodeJS.Timeout;
}

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
const hashing = pLimit(HASH_CONCURRENCY);
/** Threads waiting for a job; p-limit lets at most HASH_CONCURRENCY jobs through, so a job never waits for one. */
const free: Thread[] = [];

function startThread(): Thread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { argon2: argon2Path, niceness: HASH_NICENESS } });
  // An idle thread does not keep the process alive (a closing server or an ending script just exits).
  worker.unref();
  return { worker };
}

function run<T>(job: Job): Promise<T> {
  return hashing(
    () =>
      new Promise<T>((resolve, reject) => {
        const thread = free.pop() ?? startThread();
        clearTimeout(thread.idle);
        thread.worker.ref();
        const done = (settle: () => void, broken = false) => {
          thread.worker.off('message', onMessage).off('error', onError).off('exit', onExit).unref();
          if (!broken) {
            thread.idle = setTimeout(() => {
              // Its timer is cleared whenever it takes a job, so an idle thread is always in the list.
              free.splice(free.indexOf(thread), 1);
              void thread.worker.terminate();
            }, IDLE_MS).unref();
            free.push(thread);
          }
          settle();
        };
        const onMessage = (m: { value?: T; error?: string }) => done(() => (m.error === undefined ? resolve(m.value as T) : reject(new Error(m.error))));
        // A thread that died (out of memory, say) is not reused; the next job starts a new one.
        const onError = (err: Error) => done(() => reject(new HashingThreadError(err.message)), true);
        const onExit = () => done(() => reject(new HashingThreadError('the hashing thread stopped')), true);
        thread.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        thread.worker.postMessage(job);
      }),
  );
}

/** Hashes under way and waiting (metrics, tests). */
export const hashQueue = () => ({ running: hashing.activeCount, waiting: hashing.pendingCount });

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password, options: ARGON2_OPTIONS });
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await run<boolean>({ op: 'verify', password, stored });
  } catch (err) {
    // A stored value that is not an Argon2 hash matches no password.
    if (err instanceof HashingThreadError) throw err;
    return false;
  }
}
