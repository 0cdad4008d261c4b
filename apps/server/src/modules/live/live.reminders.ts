import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_REMINDER_HOURS, STARTING_SOON_MINUTES } from '@commonshelf/shared/live/live.schemas';
import type { Tx } from '../../db/client.js';
import { mailContext } from '../auth/recovery.service.js';
import { LIVE_REMINDER_MAIL, renderTemplate } from '../mail/mail.templates.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { claimDueReminders, type ReminderKind } from './live.repository.js';
import { liveRegistrations, liveSessions } from './live.table.js';
import { mailSession } from './live.service.js';

const BATCH = 200;
export const REMINDER_INTERVAL_MS = 60_000;

/** The claimed registrations with what their emails need: the person, the session, the person's site. */
async function recipients(tx: Tx, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select({ registration: liveRegistrations, session: liveSessions, user: users, tenant: tenants })
    .from(liveRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, liveRegistrations.sessionId))
    .innerJoin(users, eq(users.id, liveRegistrations.userId))
    .leftJoin(tenants, eq(tenants.id, liveRegistrations.tenantId))
    .where(inArray(liveRegistrations.id, ids));
}

/** One batch of one kind: claims due reminders and writes their emails, in one transaction. */
async function remindBatch(app: FastifyInstance, kind: ReminderKind, now: Date): Promise<{ claimed: number; emailed: number }> {
  return app.db.withTenant({ tenantId: null, platform: true }, async (tx) => {
    const claimed = await claimDueReminders(tx, kind, now, { dayHours: DAY_REMINDER_HOURS, soonMinutes: STARTING_SOON_MINUTES }, BATCH);
    let emailed = 0;
    for (const r of await recipients(tx, claimed.map((c) => c.id))) {
      // Students sign in with a username and may have no email: their reminder is the dashboard.
      if (!r.user.email || !r.user.isActive) continue;
      const minutesLeft = Math.round((r.session.startsAt.getTime() - now.getTime()) / 60_000);
      const { brand } = mailContext(app, r.tenant);
      const mail = renderTemplate(brand, r.user.language, LIVE_REMINDER_MAIL, { firstName: r.user.firstName, session: mailSession(app, r.tenant, r.session), kind, minutesLeft });
      await app.mailer.enqueue(tx, { ...mail, tenantId: r.registration.tenantId, to: r.user.email, template: `live_reminder_${kind}` });
      emailed++;
    }
    return { claimed: claimed.length, emailed };
  });
}

/**
 * Writes every reminder due at `now` to the outbox, each exactly once per registration: the one
 * shortly before the start (which also stands in for a day reminder not yet sent), then the one a
 * day before. Safe to run in several processes at once. Tests call it with the `now` they need.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date = new Date()): Promise<{ day: number; soon: number }> {
  const totals = { day: 0, soon: 0 };
  for (const kind of ['soon', 'day'] as const) {
    for (;;) {
      const { claimed, emailed } = await remindBatch(app, kind, now);
      totals[kind] += emailed;
      if (claimed < BATCH) break;
    }
  }
  if (totals.day + totals.soon > 0) void app.mailer.flush();
  return totals;
}

export type ReminderJobOptions = { enabled?: boolean; intervalMs?: number };

/**
 * The reminder job: once a minute across all instances, on the job queue (the first slot's run
 * comes as the server is ready). Off in tests, which drive sendDueReminders themselves;
 * `LIVE_REMINDERS_INTERVAL_MS` sets the period (0 turns it off). The claim of each registration's
 * reminder in the database stays the guard against a reminder sent twice.
 */
export default fp(
  async function liveRemindersJob(app: FastifyInstance, opts: ReminderJobOptions) {
    const intervalMs = opts.intervalMs ?? app.config.liveRemindersIntervalMs ?? REMINDER_INTERVAL_MS;
    const enabled = (opts.enabled ?? app.config.env !== 'test') && intervalMs > 0;
    if (!enabled) return;

    app.jobs.every('live-reminders', intervalMs, () => sendDueReminders(app));
  },
  { name: 'live-reminders', dependencies: ['jobs'] },
);
