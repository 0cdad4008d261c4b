import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeDue } from './data-rights.service.js';

export const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The privacy purge: erasures whose grace period has ended and archived students kept past their
 * school's retention period, once an hour across all instances, on the job queue. Off in tests, which call purgeDue(app, now); `PRIVACY_PURGE_INTERVAL_MS` sets the period
 * (0 turns it off).
 */
export default fp(
  async function privacyPurgeJob(app: FastifyInstance, opts: { enabled?: boolean; intervalMs?: number }) {
    const intervalMs = opts.intervalMs ?? app.config.privacyPurgeIntervalMs ?? PURGE_INTERVAL_MS;
    if (!(opts.enabled ?? app.config.env !== 'test') || intervalMs <= 0) return;
    app.jobs.every('privacy-purge', intervalMs, async () => {
      const done = await purgeDue(app);
      if (done.requested + done.retention > 0) app.log.info(done, 'privacy purge: students erased');
      return done;
    });
  },
  { name: 'privacy-purge', dependencies: ['jobs'] },
);
