import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONSENT_SCOPES,
  DATA_RIGHTS_MSG as MSG,
  PARENT_CONSENT_DAYS,
  TERMS_VERSION,
  type TConsent,
  type TParentConsentInput,
  type TParentConsentView,
  type TParentDecision,
} from '@commonshelf/shared/privacy/data-rights.schemas';
import { fullPersonName } from '@commonshelf/shared/users/public-name';
import { inPlatformScope, type Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { hashToken, newOpaqueToken } from '../auth/auth.tokens.js';
import type { Run } from '../auth/auth.service.js';
import { mailContext } from '../auth/recovery.service.js';
import { parentConsentMail } from '../mail/mail.templates.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import { users, type UserRow } from '../users/users.table.js';
import { consents, type ConsentRow } from './privacy.table.js';
import { isoOrNull } from '../../lib/iso-date.js';

/** How staff are named in the records: "Priya Nair (schooladmin@greenwood.test)". */
export const staffLabel = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'username'>) =>
  `${fullPersonName(u.firstName, u.lastName)} (${u.email ?? u.username ?? 'no email'})`;

export function presentConsent(c: ConsentRow, student: { firstName: string; lastName: string } | null): TConsent {
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    scope: CONSENT_SCOPES[c.kind],
    terms_version: c.termsVersion,
    student: c.studentId && student ? { id: c.studentId, name: fullPersonName(student.firstName, student.lastName) } : null,
    given_by: c.givenBy,
    recorded_by: c.recordedBy,
    requested_at: c.requestedAt.toISOString(),
    decided_at: isoOrNull(c.decidedAt),
    withdrawn_at: isoOrNull(c.withdrawnAt),
    withdrawn_by: c.withdrawnBy,
  };
}

/**
 * The school's consent for its students' educational use, recorded when the platform approves the
 * school: given by its applicant (who accepted the terms when registering), recorded by the admin
 * who approved it, under the current terms.
 */
export async function recordSchoolConsent(tx: Tx, site: TenantRow, approver: UserRow) {
  await tx.insert(consents).values({
    tenantId: site.id,
    kind: 'school_educational',
    status: 'granted',
    termsVersion: TERMS_VERSION,
    givenBy: `${site.schoolName} (${site.schoolEmail})`,
    recordedBy: staffLabel(approver),
    decidedAt: new Date(),
  });
}

export async function listConsents(tx: Tx): Promise<TConsent[]> {
  const rows = await tx
    .select({ consent: getTableColumns(consents), firstName: users.firstName, lastName: users.lastName })
    .from(consents)
    .leftJoin(users, eq(users.id, consents.studentId))
    .orderBy(desc(consents.requestedAt))
    .limit(500);
  return rows.map((r) => presentConsent(r.consent, r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '' }));
}

export type ConsentCtx = { app: FastifyInstance; run: Run; site: TenantRow; admin: UserRow };

/** A student of this site, or a field error naming the student. */
async function studentOfSite(tx: Tx, site: TenantRow, id: string): Promise<UserRow> {
  const [student] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, site.id), eq(users.role, 'student')));
  if (!student) throw badRequest(MSG.studentNotFound, { student_id: [MSG.studentNotFound] });
  return student;
}

/**
 * Asks a parent, by email, to consent to their child's account being used at home: a pending
 * record and a link that works for PARENT_CONSENT_DAYS. One pending request per student; one that
 * expired unanswered is marked so and a new one may be sent.
 */
export async function requestParentConsent(ctx: ConsentCtx, input: TParentConsentInput): Promise<{ consent: TConsent; message: string }> {
  const token = newOpaqueToken();
  const now = new Date();
  const consent = await ctx.run(async (tx) => {
    const student = await studentOfSite(tx, ctx.site, input.student_id);
    await tx
      .update(consents)
      .set({ status: 'expired' })
      .where(and(eq(consents.studentId, student.id), eq(consents.status, 'pending'), sql`${consents.expiresAt} <= ${now}`));
    const inserted = await tx
      .insert(consents)
      .values({
        tenantId: ctx.site.id,
        kind: 'parent_home',
        status: 'pending',
        termsVersion: TERMS_VERSION,
        studentId: student.id,
        givenBy: input.parent_email.toLowerCase(),
        recordedBy: staffLabel(ctx.admin),
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PARENT_CONSENT_DAYS * 86_400_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted[0]) throw conflict(MSG.consentPending);
    const { base, brand } = mailContext(ctx.app, ctx.site);
    // In the staff member's language: the school's, as far as the server knows.
    const mail = parentConsentMail(brand, ctx.admin.language, {
      productName: ctx.app.config.productName,
      childFirstName: student.firstName,
      days: PARENT_CONSENT_DAYS,
      url: `${base}/parent-consent#token=${token}`,
    });
    await ctx.app.mailer.enqueue(tx, { ...mail, tenantId: ctx.site.id, to: inserted[0].givenBy, template: 'parent_consent' });
    return presentConsent(inserted[0], student);
  });
  void ctx.app.mailer.flush();
  return { consent, message: MSG.consentRequested(consent.given_by) };
}

/** A school admin withdraws a parent's consent (at the parent's request, by phone or letter). */
export async function withdrawConsent(ctx: ConsentCtx, id: string): Promise<{ consent: TConsent; message: string }> {
  return ctx.run(async (tx) => {
    const [row] = await tx
      .select({ consent: getTableColumns(consents), firstName: users.firstName, lastName: users.lastName })
      .from(consents)
      .leftJoin(users, eq(users.id, consents.studentId))
      .where(eq(consents.id, id))
      .for('update', { of: consents });
    if (!row) throw notFound(MSG.consentNotFound);
    if (row.consent.kind === 'school_educational') throw conflict(MSG.schoolConsentWithdraw);
    if (row.consent.status !== 'granted') throw conflict(MSG.consentNotWithdrawable);
    const [updated] = await tx
      .update(consents)
      .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: staffLabel(ctx.admin) })
      .where(eq(consents.id, id))
      .returning();
    return { consent: presentConsent(updated!, { firstName: row.firstName ?? '', lastName: row.lastName ?? '' }), message: MSG.consentWithdrawn };
  });
}

// --- The parent's page: reached by the link's token alone, so it reads across sites (platform scope).

async function byToken(tx: Tx, token: string, lock = false) {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw notFound(MSG.linkInvalid);
  const q = tx
    .select({ consent: getTableColumns(consents), schoolName: tenants.schoolName, firstName: users.firstName })
    .from(consents)
    .innerJoin(tenants, eq(tenants.id, consents.tenantId))
    .innerJoin(users, eq(users.id, consents.studentId))
    .where(eq(consents.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for('update', { of: consents }) : await q;
  if (!row) throw notFound(MSG.linkInvalid);
  return row;
}

const parentView = (row: Awaited<ReturnType<typeof byToken>>, consent: ConsentRow = row.consent): TParentConsentView => ({
  school_name: row.schoolName,
  student_first_name: row.firstName,
  scope: CONSENT_SCOPES.parent_home,
  terms_version: consent.termsVersion,
  status: consent.status === 'pending' && consent.expiresAt && consent.expiresAt <= new Date() ? 'expired' : consent.status,
  expires_at: consent.expiresAt!.toISOString(),
  decided_at: isoOrNull(consent.decidedAt),
});

export async function parentConsentView(app: FastifyInstance, token: string): Promise<TParentConsentView> {
  return inPlatformScope(app.db, async (tx) => parentView(await byToken(tx, token)));
}

/**
 * The parent's answer: give or refuse a pending request before it expires, or withdraw a consent
 * given. The link keeps working after a decision so that the parent can withdraw later.
 */
export async function parentDecision(app: FastifyInstance, token: string, { decision }: TParentDecision): Promise<{ consent: TParentConsentView; message: string }> {
  return inPlatformScope(app.db, async (tx) => {
    const row = await byToken(tx, token, true);
    const c = row.consent;
    const now = new Date();
    const set =
      decision === 'withdraw'
        ? c.status === 'granted'
          ? ({ status: 'withdrawn', withdrawnAt: now, withdrawnBy: `the parent (${c.givenBy})` } as const)
          : null
        : c.status === 'pending'
          ? ({ status: decision === 'grant' ? 'granted' : 'declined', decidedAt: now } as const)
          : null;
    if (c.status === 'pending' && c.expiresAt && c.expiresAt <= now) throw conflict(MSG.linkExpired);
    if (!set) throw conflict(decision === 'withdraw' ? MSG.consentNotWithdrawable : MSG.alreadyAnswered);
    const [updated] = await tx.update(consents).set(set).where(eq(consents.id, c.id)).returning();
    const message = decision === 'grant' ? MSG.granted : decision === 'decline' ? MSG.declined : MSG.withdrawn;
    return { consent: parentView(row, updated!), message };
  });
}
