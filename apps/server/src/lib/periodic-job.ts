import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` when the server is ready (with `startOn: 'listen'`, once it listens: for a job that may
 * call the server's own endpoints, as test mode's payment stand-ins are), then every `intervalMs`,
 * until it closes (which waits for a run under way). A run still going when the next is due (a slow
 * database) is not doubled up; the next tick catches up. A failed run is logged and tried again at
 * the next tick. Jobs must be safe to run in several processes at once: each claims its work in the
 * database.
 */
export function periodicJob(app: FastifyInstance, job: { name: string; intervalMs: number; run: () => Promise<unknown>; startOn?: 'ready' | 'listen' }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= job
      .run()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook(job.startOn === 'listen' ? 'onListen' : 'onReady', async () => {
    tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
