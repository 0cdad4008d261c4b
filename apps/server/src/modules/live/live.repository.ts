import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TLiveKind } from '@commonshelf/shared/live/live.schemas';
import type { Tx } from '../../db/client.js';
import { liveRegistrations, liveSessions } from './live.table.js';

// Registrations of a platform-wide session come from every site, and places are counted across
// all of them: these queries run in the platform scope, so each one names the site it serves
// (`visibleOn`) or the person it is about (a user id), explicitly.

/** When a session ends. */
export const endsAt = sql<Date>`(${liveSessions.startsAt} + ${liveSessions.durationMinutes} * interval '1 minute')`;

/** Sessions a site shows: its own and the platform-wide ones; the main site shows platform-wide ones only. */
export const visibleOn = (siteTenantId: string | null): SQL =>
  siteTenantId ? or(isNull(liveSessions.tenantId), eq(liveSessions.tenantId, siteTenantId))! : isNull(liveSessions.tenantId);

/** A point in time as an SQL timestamptz parameter. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Registered people, from every site. Written out: drizzle leaves columns of a one-table select unqualified. */
const registeredCount = sql<number>`(select count(*)::int from live_registrations r where r.session_id = live_sessions.id)`;

export type LiveListFilter = {
  siteTenantId: string | null;
  when: 'upcoming' | 'past';
  kind?: TLiveKind;
  now: Date;
  limit: number;
  offset: number;
};

/**
 * Published sessions of a site: upcoming (not yet ended, so one under way is still listed; soonest
 * first) or past (ended; latest first), with their registration counts.
 */
export async function listSessions(tx: Tx, f: LiveListFilter) {
  const where: SQL[] = [eq(liveSessions.status, 'published'), visibleOn(f.siteTenantId)];
  where.push(f.when === 'upcoming' ? sql`${endsAt} > ${at(f.now)}` : sql`${endsAt} <= ${at(f.now)}`);
  if (f.kind) where.push(eq(liveSessions.kind, f.kind));
  const cond = and(...where);
  const order = f.when === 'upcoming' ? [asc(liveSessions.startsAt), asc(liveSessions.id)] : [desc(liveSessions.startsAt), desc(liveSessions.id)];
  const [rows, [total]] = await Promise.all([
    tx
      .select({ session: liveSessions, registered: registeredCount })
      .from(liveSessions)
      .where(cond)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(liveSessions).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * A published session of a site by slug (its own wins over a platform-wide one of the same slug),
 * with its registration count. `lock` holds the session row for this transaction, so registrations
 * for one session queue behind each other and the count they check is the real one.
 */
export async function findPublishedSession(tx: Tx, siteTenantId: string | null, slug: string, opts: { lock?: boolean } = {}) {
  const q = tx
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.slug, slug), eq(liveSessions.status, 'published'), visibleOn(siteTenantId)))
    .orderBy(sql`${liveSessions.tenantId} is null`)
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) return null;
  return { session: row, registered: await countRegistrations(tx, row.id) };
}

export async function countRegistrations(tx: Tx, sessionId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(liveRegistrations).where(eq(liveRegistrations.sessionId, sessionId));
  return Number(row?.n ?? 0);
}

export async function findRegistration(tx: Tx, sessionId: number, userId: string) {
  const [row] = await tx
    .select()
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Creates the registration unless it exists; null when it already did. */
export async function insertRegistration(tx: Tx, values: typeof liveRegistrations.$inferInsert) {
  const [row] = await tx
    .insert(liveRegistrations)
    .values(values)
    .onConflictDoNothing({ target: [liveRegistrations.sessionId, liveRegistrations.userId] })
    .returning();
  return row ?? null;
}

/** Removes a person's registration; whether there was one. */
export async function deleteRegistration(tx: Tx, sessionId: number, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(liveRegistrations)
    .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.userId, userId)))
    .returning({ id: liveRegistrations.id });
  return rows.length > 0;
}

/** A person's registrations for published sessions, with each session and its count. */
export async function listUserRegistrations(tx: Tx, userId: string) {
  return tx
    .select({ registration: liveRegistrations, session: liveSessions, registered: registeredCount })
    .from(liveRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, liveRegistrations.sessionId))
    .where(and(eq(liveRegistrations.userId, userId), eq(liveSessions.status, 'published')))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}

/** Whether a site already has a session with this slug (draft or not). */
export async function slugTaken(tx: Tx, tenantId: string | null, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(eq(liveSessions.slug, slug), tenantId ? eq(liveSessions.tenantId, tenantId) : isNull(liveSessions.tenantId)))
    .limit(1);
  return !!row;
}

export async function insertSession(tx: Tx, values: typeof liveSessions.$inferInsert) {
  const [row] = await tx.insert(liveSessions).values(values).returning();
  return row!;
}

/** Inserts a session, or replaces the one of that slug on that site (the seed). */
export async function upsertSession(tx: Tx, values: typeof liveSessions.$inferInsert) {
  const [row] = await tx
    .insert(liveSessions)
    .values(values)
    .onConflictDoUpdate({ target: [liveSessions.tenantId, liveSessions.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export type ReminderKind = 'day' | 'soon';

/**
 * Claims the registrations whose reminder of this kind is due at `now`, marking them sent in the
 * same statement, so each reminder is claimed exactly once even with several servers running the
 * job at the same moment: rows another run holds are skipped (SKIP LOCKED), and the outer
 * `… is null` is checked again after any wait, so a row that run already marked is not taken twice.
 *
 * Day reminder: due from DAY_REMINDER_HOURS before the start until the "soon" window begins.
 * Soon reminder: due from `soonMinutes` before the start until the start; it also marks the day
 * reminder, which it makes redundant.
 */
export async function claimDueReminders(
  tx: Tx,
  kind: ReminderKind,
  now: Date,
  windows: { dayHours: number; soonMinutes: number },
  batch: number,
) {
  const column = kind === 'day' ? liveRegistrations.dayReminderAt : liveRegistrations.soonReminderAt;
  const soonFrom = sql`(${at(now)} + ${windows.soonMinutes} * interval '1 minute')`;
  const dayFrom = sql`(${at(now)} + ${windows.dayHours} * interval '1 hour')`;
  const window =
    kind === 'day'
      ? sql`${liveSessions.startsAt} > ${soonFrom} and ${liveSessions.startsAt} <= ${dayFrom}`
      : sql`${liveSessions.startsAt} > ${at(now)} and ${liveSessions.startsAt} <= ${soonFrom}`;
  const due = tx
    .select({ id: liveRegistrations.id })
    .from(liveRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, liveRegistrations.sessionId))
    .where(and(isNull(column), eq(liveSessions.status, 'published'), window))
    .orderBy(asc(liveSessions.startsAt), asc(liveRegistrations.id))
    .limit(batch)
    .for('update', { of: liveRegistrations, skipLocked: true });
  const set =
    kind === 'day'
      ? { dayReminderAt: now }
      : { soonReminderAt: now, dayReminderAt: sql`coalesce(${liveRegistrations.dayReminderAt}, ${at(now)})` };
  return tx
    .update(liveRegistrations)
    .set(set)
    .where(and(isNull(column), inArray(liveRegistrations.id, due)))
    .returning();
}

export async function findSessionById(tx: Tx, id: number) {
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).limit(1);
  return row ?? null;
}
