import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  JOIN_OPENS_MINUTES,
  LIVE_ENDED,
  LIVE_FULL,
  LIVE_NOT_FOUND,
  LIVE_NOT_REGISTERED,
  type TLiveKind,
  type TLiveListQuery,
  type TLivePhase,
  type TLiveRecording,
  type TLiveRegistration,
  type TLiveRegistrationResult,
  type TLiveSessionCard,
  type TLiveSessionDetail,
  type ZLiveSessionCreate,
} from '@commonshelf/shared/live/live.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { siteUrl } from '../../lib/site-url.js';
import { mailContext } from '../auth/recovery.service.js';
import { sanitizeRichText, videoEmbed } from '../courses/rich-text.js';
import { LIVE_REGISTRATION_MAIL, renderTemplate, type LiveMailSession } from '../mail/mail.templates.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { buildIcs } from './live.ics.js';
import {
  deleteRegistration,
  findPublishedSession,
  findRegistration,
  insertRegistration,
  insertSession,
  listSessions,
  listUserRegistrations,
  slugTaken,
} from './live.repository.js';
import type { LiveSessionRow } from './live.table.js';

export const LIVE_KIND_LABELS: Record<TLiveKind, string> = { live_lesson: 'Live lesson', webinar: 'Webinar' };
export const NOTHING_TO_CANCEL = 'This session has ended, so there is nothing to cancel.';
export const SLUG_TAKEN = 'This site already has a session at this address.';

const MINUTE = 60_000;

export const sessionEnd = (s: Pick<LiveSessionRow, 'startsAt' | 'durationMinutes'>) => new Date(s.startsAt.getTime() + s.durationMinutes * MINUTE);
export const joinOpensAt = (s: Pick<LiveSessionRow, 'startsAt'>) => new Date(s.startsAt.getTime() - JOIN_OPENS_MINUTES * MINUTE);

export function phaseAt(s: Pick<LiveSessionRow, 'startsAt' | 'durationMinutes'>, now: Date): TLivePhase {
  if (now < s.startsAt) return 'upcoming';
  return now < sessionEnd(s) ? 'live' : 'ended';
}

/** The recording as a privacy-friendly player when it is on YouTube or Vimeo, else as a web link. */
export function recordingOf(url: string | null): TLiveRecording | null {
  if (!url) return null;
  const embed = videoEmbed(url);
  if (embed) return { kind: 'embed', ...embed };
  // Only web links leave: a stored `javascript:` address would run on click.
  return /^https?:\/\//i.test(url.trim()) ? { kind: 'link', url: url.trim() } : null;
}

type Counted = { session: LiveSessionRow; registered: number };

export function presentCard({ session: s, registered }: Counted, now: Date): TLiveSessionCard {
  const count = Number(registered);
  return {
    id: s.id,
    slug: s.slug,
    kind: s.kind,
    title: s.title,
    summary: s.summary,
    host_name: s.hostName,
    cover: mediaUrl(s.cover),
    sdgs: s.sdgs,
    starts_at: s.startsAt.toISOString(),
    ends_at: sessionEnd(s).toISOString(),
    duration_minutes: s.durationMinutes,
    phase: phaseAt(s, now),
    capacity: s.capacity,
    registered_count: count,
    places_left: s.capacity === null ? null : Math.max(0, s.capacity - count),
    has_recording: recordingOf(s.recordingUrl) !== null,
  };
}

/** `GET /api/live/`. */
export async function listLive(tx: Tx, siteTenantId: string | null, q: TLiveListQuery, now: Date) {
  const { rows, count } = await listSessions(tx, { siteTenantId, when: q.when, kind: q.kind, now, limit: q.limit, offset: q.offset });
  return { count, results: rows.map((r) => presentCard(r, now)) };
}

/** A published session this site shows, or 404 (drafts, unknown slugs and other sites' sessions alike). */
export async function publishedSession(tx: Tx, siteTenantId: string | null, slug: string, opts: { lock?: boolean } = {}): Promise<Counted> {
  const found = await findPublishedSession(tx, siteTenantId, slug, opts);
  if (!found) throw notFound(LIVE_NOT_FOUND);
  return found;
}

/**
 * `GET /api/live/:slug/`: the join link goes to registered people only, from JOIN_OPENS_MINUTES
 * before the start until the end; the recording only after the end.
 */
export async function sessionDetail(tx: Tx, found: Counted, user: UserRow | null, now: Date): Promise<TLiveSessionDetail> {
  const s = found.session;
  const registration = user ? await findRegistration(tx, s.id, user.id) : null;
  const ended = now >= sessionEnd(s);
  const joinOpen = registration !== null && now >= joinOpensAt(s) && !ended;
  return {
    ...presentCard(found, now),
    description_html: await sanitizeRichText(s.descriptionHtml),
    host_bio: s.hostBio,
    join_opens_at: joinOpensAt(s).toISOString(),
    registered: registration !== null,
    registered_at: registration ? registration.createdAt.toISOString() : null,
    join_url: joinOpen ? s.joinUrl : null,
    recording: ended ? recordingOf(s.recordingUrl) : null,
  };
}

/** The session page on a site, for emails and calendar files. */
export const sessionPageUrl = (app: FastifyInstance, tenant: TenantRow | null, slug: string) =>
  `${siteUrl(app.config, tenant)}/webinar/${encodeURIComponent(slug)}`;
export const calendarFileUrl = (app: FastifyInstance, tenant: TenantRow | null, slug: string) =>
  `${siteUrl(app.config, tenant)}/api/live/${encodeURIComponent(slug)}/calendar.ics`;

export function mailSession(app: FastifyInstance, tenant: TenantRow | null, s: LiveSessionRow): LiveMailSession {
  return {
    kind: s.kind,
    title: s.title,
    hostName: s.hostName,
    startsAt: s.startsAt,
    durationMinutes: s.durationMinutes,
    pageUrl: sessionPageUrl(app, tenant, s.slug),
    calendarUrl: calendarFileUrl(app, tenant, s.slug),
    joinOpensMinutes: JOIN_OPENS_MINUTES,
  };
}

/**
 * `POST /api/live/:slug/registration/`: registers once (again: the same registration, 200). The
 * session row is locked first, so registrations for one session queue and the places counted are
 * the real ones; refused when it has ended or is full. The confirmation email is written in the
 * same transaction. Someone registering less than a day (or an hour) before the start has that
 * reminder's news in the confirmation already, so it is marked as sent.
 */
export async function register(
  app: FastifyInstance,
  tx: Tx,
  ctx: { site: TenantRow | null; user: UserRow; slug: string; now: Date },
): Promise<{ created: boolean; result: TLiveRegistrationResult }> {
  const { session: s, registered } = await publishedSession(tx, ctx.site?.id ?? null, ctx.slug, { lock: true });
  const existing = await findRegistration(tx, s.id, ctx.user.id);
  const result = (at: Date, count: number): TLiveRegistrationResult => ({
    registered: true,
    registered_at: at.toISOString(),
    registered_count: count,
    places_left: s.capacity === null ? null : Math.max(0, s.capacity - count),
  });
  if (existing) return { created: false, result: result(existing.createdAt, registered) };
  if (ctx.now >= sessionEnd(s)) throw badRequest(LIVE_ENDED);
  if (s.capacity !== null && registered >= s.capacity) throw conflict(LIVE_FULL);

  const untilStart = s.startsAt.getTime() - ctx.now.getTime();
  const row = await insertRegistration(tx, {
    tenantId: ctx.user.tenantId,
    sessionId: s.id,
    userId: ctx.user.id,
    dayReminderAt: untilStart <= 24 * 60 * MINUTE ? ctx.now : null,
    soonReminderAt: untilStart <= 60 * MINUTE ? ctx.now : null,
  });
  // The session row lock makes a concurrent insert of the same pair impossible; kept for safety.
  if (!row) {
    const again = await findRegistration(tx, s.id, ctx.user.id);
    return { created: false, result: result(again!.createdAt, registered) };
  }
  if (ctx.user.email) {
    const { brand } = mailContext(app, ctx.site);
    const mail = renderTemplate(brand, ctx.user.language, LIVE_REGISTRATION_MAIL, { firstName: ctx.user.firstName, session: mailSession(app, ctx.site, s) });
    await app.mailer.enqueue(tx, { ...mail, tenantId: ctx.user.tenantId, to: ctx.user.email, template: 'live_registration' });
  }
  return { created: true, result: result(row.createdAt, registered + 1) };
}

/** `DELETE /api/live/:slug/registration/`: gives the place back (until the session ends). */
export async function cancelRegistration(tx: Tx, ctx: { siteTenantId: string | null; user: UserRow; slug: string; now: Date }) {
  const { session: s } = await publishedSession(tx, ctx.siteTenantId, ctx.slug, { lock: true });
  if (ctx.now >= sessionEnd(s)) throw badRequest(NOTHING_TO_CANCEL);
  if (!(await deleteRegistration(tx, s.id, ctx.user.id))) throw notFound(LIVE_NOT_REGISTERED);
}

/** `GET /api/live-registrations/`: upcoming first (soonest first), then past ones (latest first). */
export async function myRegistrations(tx: Tx, user: UserRow, now: Date): Promise<TLiveRegistration[]> {
  const rows = await listUserRegistrations(tx, user.id);
  const items = rows.map((r) => ({
    id: r.registration.id,
    registered_at: r.registration.createdAt.toISOString(),
    session: presentCard({ session: r.session, registered: r.registered }, now),
  }));
  const upcoming = items.filter((i) => i.session.phase !== 'ended');
  const past = items.filter((i) => i.session.phase === 'ended').reverse();
  return [...upcoming, ...past];
}

/** `GET /api/live/:slug/calendar.ics`: the event in UTC, linking to the session page (never the join link). */
export function calendarFile(app: FastifyInstance, site: TenantRow | null, s: LiveSessionRow): string {
  const url = sessionPageUrl(app, site, s.slug);
  const description = [s.summary, s.hostName ? `Host: ${s.hostName}` : '', `Join from the session page: ${url}`].filter(Boolean).join('\n\n');
  return buildIcs(
    {
      uid: `live-session-${s.id}@${new URL(app.config.publicUrl).hostname}`,
      stamp: s.updatedAt,
      start: s.startsAt,
      end: sessionEnd(s),
      title: `${s.title} (${LIVE_KIND_LABELS[s.kind]})`,
      description,
      url,
    },
    app.config.productName,
  );
}

/** `POST /api/live/sessions/`: a session of this site (on the main site, a platform-wide one). */
export async function createSession(tx: Tx, site: TenantRow | null, body: z.output<typeof ZLiveSessionCreate>, now: Date) {
  const tenantId = site?.id ?? null;
  if (await slugTaken(tx, tenantId, body.slug)) throw badRequest(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
  const row = await insertSession(tx, {
    tenantId,
    slug: body.slug,
    kind: body.kind,
    title: body.title,
    summary: body.summary,
    descriptionHtml: await sanitizeRichText(body.description_html),
    hostName: body.host_name,
    hostBio: body.host_bio,
    startsAt: new Date(body.starts_at),
    durationMinutes: body.duration_minutes,
    joinUrl: body.join_url,
    recordingUrl: body.recording_url,
    capacity: body.capacity,
    sdgs: body.sdgs,
    status: body.status,
  });
  return sessionDetail(tx, { session: row, registered: 0 }, null, now);
}
