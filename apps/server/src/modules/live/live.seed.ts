import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_LIVE_REGISTRATIONS, DEMO_LIVE_SESSIONS } from '../../db/seed/content/live.content.js';
import { sanitizeRichText } from '../courses/rich-text.js';
import { users } from '../users/users.table.js';
import { insertRegistration, upsertSession } from './live.repository.js';
import { liveSessions } from './live.table.js';

/** The demo's live sessions (platform-wide, and the demo school's own) and its registrations. Platform scope. */
export async function seedLiveSessions(tx: Tx, sites: { greenwood: string }) {
  for (const s of DEMO_LIVE_SESSIONS) {
    await upsertSession(tx, {
      tenantId: s.site === 'greenwood' ? sites.greenwood : null,
      slug: s.slug,
      kind: s.kind,
      title: s.title,
      summary: s.summary,
      descriptionHtml: await sanitizeRichText(s.description_html),
      hostName: s.host_name,
      hostBio: s.host_bio,
      cover: s.cover ? `seed/${s.cover}` : null,
      startsAt: new Date(s.starts_at),
      durationMinutes: s.duration_minutes,
      joinUrl: s.join_url,
      recordingUrl: s.recording_url,
      capacity: s.capacity,
      sdgs: s.sdgs,
      status: s.status,
    });
  }
  for (const r of DEMO_LIVE_REGISTRATIONS) {
    const [user] = await tx.select().from(users).where(eq(sql`lower(${users.email})`, r.email.toLowerCase())).limit(1);
    const [session] = await tx
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.slug, r.session), isNull(liveSessions.tenantId)))
      .limit(1);
    if (!user || !session) throw new Error(`Demo live registration: no ${r.email} or ${r.session}`);
    await insertRegistration(tx, { tenantId: user.tenantId, sessionId: session.id, userId: user.id });
  }
}
