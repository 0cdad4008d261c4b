import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fullPersonName } from '@commonshelf/shared/users/public-name';
import { DATA_RIGHTS_MSG as MSG, ERASURE_GRACE_DAYS, type TDataRequest, type TSchoolErasureInput } from '@commonshelf/shared/privacy/data-rights.schemas';
import type { AppConfig } from '../../config.js';
import { execRows, inPlatformScope, sqlArray, type Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { pictureFiles } from '../../lib/media.js';
import { privateStorageFromConfig, type PrivateStorage } from '../../lib/private-storage.js';
import { storageFromConfig } from '../../lib/storage.js';
import { zipStream } from '../../lib/zip-stream.js';
import { revokeUserSessions } from '../auth/auth.repository.js';
import type { Run } from '../auth/auth.service.js';
import { storyFolder } from '../library-media/media-urls.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import { users, type UserRow } from '../users/users.table.js';
import { mailContext } from '../auth/recovery.service.js';
import { renderMail } from '../mail/mail.templates.js';
import { recordSchoolConsent, staffLabel } from './consents.service.js';
import { fileKeysIn, personRows, rowsWhere, siteTables } from './personal-data.js';
import { consents, privacyRequests, type PrivacyRequestRow } from './privacy.table.js';
import { isoOrNull } from '../../lib/iso-date.js';

type Row = Record<string, unknown>;
const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => fullPersonName(u.firstName, u.lastName);

export function presentRequest(r: PrivacyRequestRow): TDataRequest {
  return {
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    subject_name: r.subjectName,
    student_id: r.studentId,
    reason: r.reason,
    status: r.status,
    requested_by: r.requestedBy,
    requested_at: r.requestedAt.toISOString(),
    purge_after: isoOrNull(r.purgeAfter),
    completed_at: isoOrNull(r.completedAt),
    cancelled_at: isoOrNull(r.cancelledAt),
  };
}

export async function listRequests(tx: Tx): Promise<TDataRequest[]> {
  return (await tx.select().from(privacyRequests).orderBy(desc(privacyRequests.requestedAt)).limit(500)).map(presentRequest);
}

// --- Export ------------------------------------------------------------------------------------

/** Where stored files are read from: children's private uploads first, then the public ones (avatars). */
export type FileStores = PrivateStorage[];
export const fileStoresFromConfig = (config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'objectStorage'>): FileStores => [
  privateStorageFromConfig(config),
  storageFromConfig(config),
];

export type ExportPlan = { fileName: string; readme: string; data: Record<string, Row[]>; files: string[]; meta: Row };

/** The pictures of stories' text live in each story's folder, not in a column. */
async function withStoryFolders(stores: FileStores, data: Record<string, Row[]>): Promise<string[]> {
  const keys = new Set(fileKeysIn(data));
  for (const story of data.stories ?? []) for (const key of await stores[0]!.list(storyFolder(story.id as number))) keys.add(key);
  return [...keys].sort();
}

const README = (what: string, site: TenantRow) => `Commonshelf data export

${what}, from ${site.schoolName}.

- export.json: when and by whom this export was made, and how many rows each table holds.
- data/<table>.json: the rows, one JSON array per table, with the database's own column names.
  Passwords and sign-in tokens are never exported.
- files/: the uploaded files the rows name (pictures, covers, books, challenge entries), by their
  storage key.
`;

const today = () => new Date().toISOString().slice(0, 10);

/** The ZIP of an export: the README, a manifest, one JSON file per table, then the files. */
export function exportZip(stores: FileStores, plan: ExportPlan): Readable {
  return zipStream(async (zip) => {
    await zip.addText('README.txt', plan.readme);
    const tables = Object.fromEntries(Object.entries(plan.data).map(([t, rows]) => [t, rows.length]));
    await zip.addText('export.json', JSON.stringify({ ...plan.meta, exported_at: new Date().toISOString(), tables, files: plan.files }, null, 2));
    for (const [table, rows] of Object.entries(plan.data)) await zip.addText(`data/${table}.json`, JSON.stringify(rows, null, 2));
    for (const key of plan.files) {
      for (const store of stores) {
        if (await store.stat(key)) {
          await zip.addStream(`files/${key}`, await store.readStream(key));
          break;
        }
      }
    }
  });
}

/** Records a download in the school's list of its data requests. */
const recordExport = (tx: Tx, values: Pick<typeof privacyRequests.$inferInsert, 'tenantId' | 'subject' | 'studentId' | 'subjectName' | 'requestedBy'>) =>
  tx.insert(privacyRequests).values({ ...values, kind: 'export', status: 'completed', completedAt: new Date() });

export type DataRightsCtx = { run: Run; site: TenantRow; admin: UserRow; stores: FileStores };

async function studentOr404(tx: Tx, site: TenantRow, id: string, lock = false): Promise<UserRow> {
  const q = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, site.id), eq(users.role, 'student')));
  const [student] = lock ? await q.for('update') : await q;
  if (!student) throw notFound(MSG.studentNotFound);
  return student;
}

/** One student's data, as their school downloads it; the export is recorded. */
export async function planStudentExport(ctx: DataRightsCtx, studentId: string): Promise<ExportPlan> {
  return ctx.run(async (tx) => {
    const student = await studentOr404(tx, ctx.site, studentId);
    const data = await personRows(tx, student.id);
    await recordExport(tx, { tenantId: ctx.site.id, subject: 'student', studentId: student.id, subjectName: fullName(student), requestedBy: staffLabel(ctx.admin) });
    return {
      fileName: `${ctx.site.subdomain}-${student.username ?? student.id}-${today()}.zip`,
      readme: README(`The data of ${fullName(student)} (${student.username ?? 'no username'})`, ctx.site),
      data,
      files: await withStoryFolders(ctx.stores, data),
      meta: { site: ctx.site.subdomain, subject: 'student', student_id: student.id, exported_by: staffLabel(ctx.admin) },
    };
  });
}

/** A signed-in person's own data (a student downloading theirs); recorded for their school. */
export async function planOwnExport(run: Run, site: TenantRow | null, user: UserRow, stores: FileStores): Promise<ExportPlan> {
  return run(async (tx) => {
    const data = await personRows(tx, user.id);
    if (site) await recordExport(tx, { tenantId: site.id, subject: 'self', studentId: user.id, subjectName: fullName(user), requestedBy: `${fullName(user)} (themself)` });
    const where = site?.schoolName ?? 'the main site';
    return {
      fileName: `my-data-${user.username ?? 'account'}-${today()}.zip`,
      readme: `Commonshelf data export\n\nYour own data (${fullName(user)}), from ${where}: your account, classes, stories, reading,\ncourses, certificates, entries and orders, one JSON file per table under data/, and your uploaded\nfiles under files/. Passwords and sign-in tokens are never exported.\n`,
      data,
      files: await withStoryFolders(stores, data),
      meta: { site: site?.subdomain ?? null, subject: 'self', user_id: user.id },
    };
  });
}

/** Everything of a school: every row of every table that belongs to the site, and their files. */
export async function planSchoolExport(ctx: DataRightsCtx): Promise<ExportPlan> {
  return ctx.run(async (tx) => {
    const data: Record<string, Row[]> = { tenants: await rowsWhere(tx, 'tenants', 'id', ctx.site.id) };
    for (const table of await siteTables(tx, true)) {
      const rows = await rowsWhere(tx, table, 'tenant_id', ctx.site.id);
      if (rows.length) data[table] = rows;
    }
    await recordExport(tx, { tenantId: ctx.site.id, subject: 'school', subjectName: ctx.site.schoolName, requestedBy: staffLabel(ctx.admin) });
    return {
      fileName: `${ctx.site.subdomain}-all-data-${today()}.zip`,
      readme: README('All the data of the school: its people, classes, books, stories, courses, causes, orders and records', ctx.site),
      data,
      files: await withStoryFolders(ctx.stores, data),
      meta: { site: ctx.site.subdomain, subject: 'school', exported_by: staffLabel(ctx.admin) },
    };
  });
}

// --- Erasure -----------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/**
 * Closes a student's account now and schedules its erasure for the end of the grace period: they
 * cannot sign in or be picked from the class list meanwhile, and the school can cancel it.
 */
export async function scheduleStudentErasure(ctx: DataRightsCtx, studentId: string): Promise<{ request: TDataRequest; message: string }> {
  return ctx.run(async (tx) => {
    const student = await studentOr404(tx, ctx.site, studentId, true);
    const purgeAfter = new Date(Date.now() + ERASURE_GRACE_DAYS * DAY_MS);
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        tenantId: ctx.site.id,
        kind: 'erasure',
        subject: 'student',
        studentId: student.id,
        subjectName: fullName(student),
        reason: 'requested',
        status: 'scheduled',
        requestedBy: staffLabel(ctx.admin),
        purgeAfter,
        wasActive: student.isActive,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MSG.erasureAlreadyScheduled);
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, student.id));
    await revokeUserSessions(tx, student.id, 'erasure scheduled by a school admin');
    return { request: presentRequest(row), message: MSG.erasureScheduled(student.firstName, purgeAfter.toISOString().slice(0, 10)) };
  });
}

/** Cancels a scheduled erasure within the grace period: the account is as it was. */
export async function cancelErasure(ctx: DataRightsCtx, requestId: string): Promise<{ request: TDataRequest; message: string }> {
  return ctx.run(async (tx) => {
    const [req] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, requestId)).for('update');
    if (!req) throw notFound(MSG.requestNotFound);
    // A school's own erasure is cancelled by the platform reactivating its site (cancelSchoolErasure).
    if (req.kind !== 'erasure' || req.subject === 'school' || req.status !== 'scheduled') throw conflict(MSG.notCancellable);
    const [row] = await tx.update(privacyRequests).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(privacyRequests.id, req.id)).returning();
    if (req.studentId) await tx.update(users).set({ isActive: req.wasActive ?? false, updatedAt: new Date() }).where(eq(users.id, req.studentId));
    return { request: presentRequest(row!), message: MSG.erasureCancelled(req.subjectName.split(' ')[0] ?? '') };
  });
}

const ERASED_EMAIL = 'erased@erased.invalid';
/** A string as it appears inside JSON text, to find it in stored provider payloads. */
const inJson = (s: string) => JSON.stringify(s).slice(1, -1);

/**
 * Orders and gifts: the financial record stays (amounts, dates, invoice numbers), the person leaves
 * it: name, email, address and dedication go from the order, its invoice, its gift, the emails about
 * it and the payment provider's payloads.
 */
async function anonymiseOrders(tx: Tx, which: SQL) {
  const orders = await execRows<{ id: string; email: string; name: string; reference: string }>(tx, sql`select id, email, name, reference from orders where ${which}`);
  if (!orders.length) return;
  const ids = sqlArray(orders.map((o) => o.id), 'uuid');
  for (const o of orders) {
    if (o.email === ERASED_EMAIL) continue;
    // The order's emails (receipt, shipping) went to the buyer by name.
    await tx.execute(sql`delete from mail_outbox where lower(to_address) = lower(${o.email}) and position(${o.reference} in text) > 0`);
    for (const value of [o.email, o.name].filter((v) => v.trim().length > 2)) {
      await tx.execute(sql`update payment_events set payload = replace(payload::text, ${inJson(value)}, '[erased]')::jsonb
        where payload is not null and payment_id in (select id from payments where order_id = ${o.id}::uuid)`);
    }
  }
  await tx.execute(sql`update orders set name = '', email = ${ERASED_EMAIL}, shipping_address = null, checkout_key = null where id = any(${ids})`);
  await tx.execute(sql`update invoices set buyer = jsonb_build_object('name', 'Erased account') where order_id = any(${ids})`);
  await tx.execute(sql`update donations set display_name = 'Anonymous', anonymous = true, dedication = null where order_id = any(${ids})`);
}

/**
 * Erases one person (a student, or anyone of an erased school) for good, in one transaction: their
 * stories and uploaded books, every row that names them (through the foreign keys' cascades when
 * the account goes), the parent-consent emails about them, and what the audit log says about them.
 * What the law keeps stays, without them: their orders and gifts keep amounts, dates and the
 * invoice number, with the name, email, address and dedication removed, in the order, invoice, gift
 * and payment records alike. Returns the stored files to remove once the transaction has committed.
 */
async function purgePerson(tx: Tx, userId: string): Promise<string[]> {
  const [student] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!student) return [];
  const data = await personRows(tx, student.id);
  // Their own work only: a copy the platform published of a school's book stays in the platform's catalogue.
  const ownBooks = (data.books ?? []).filter((b) => b.tenant_id === student.tenantId);
  const files = fileKeysIn({ ...data, books: ownBooks }).filter((k) => !k.startsWith('seed/'));
  const folders = (data.stories ?? []).map((s) => storyFolder(s.id as number));
  const orderIds = (data.orders ?? []).map((o) => o.id as string);
  const donationIds = orderIds.length
    ? (await execRows<{ id: string }>(tx, sql`select id from donations where order_id = any(${sqlArray(orderIds, 'uuid')})`)).map((d) => d.id)
    : [];

  await anonymiseOrders(tx, sql`user_id = ${student.id}`);

  // Emails about them: parent-consent requests, and any naming them in full (a teacher's review request).
  await tx.execute(sql`delete from mail_outbox where template = 'parent_consent'
    and lower(to_address) in (select lower(given_by) from consents where student_id = ${student.id})`);
  await tx.execute(sql`delete from mail_outbox where tenant_id is not distinct from ${student.tenantId}
    and (position(${fullName(student)} in text) > 0 or position(${fullName(student)} in subject) > 0)`);
  if (student.email) await tx.execute(sql`delete from mail_outbox where lower(to_address) = lower(${student.email})`);

  // The audit log keeps that changes happened, no longer what they said about the child.
  const targets = [
    ...(data.stories ?? []).map((r) => `stories:${r.id}`),
    ...(data.books ?? []).map((r) => `books:${r.id}`),
    ...(data.challenge_submissions ?? []).map((r) => `challenge_submissions:${r.id}`),
    ...(data.fundraisers ?? []).map((r) => `fundraisers:${r.id}`),
    ...orderIds.map((id) => `orders:${id}`),
    ...donationIds.map((id) => `donations:${id}`),
  ];
  await tx.execute(sql`select cs_erase_from_audit(${student.id}::uuid, ${sqlArray(targets, 'text')})`);

  // Their own work, then the account (its cascades take every other row that names them).
  await tx.execute(sql`delete from stories where author_id = ${student.id}`);
  await tx.execute(sql`delete from books where uploaded_by = ${student.id} and tenant_id is not distinct from ${student.tenantId}`);
  await tx.delete(users).where(eq(users.id, student.id));
  // Requests about them forget whom they concerned; one still scheduled (a school's erasure erasing
  // everyone, the retention job) is done with this.
  await tx.execute(sql`update privacy_requests
    set student_id = null, subject_name = ${MSG.erasedStudent},
        completed_at = case when status = 'scheduled' then now() else completed_at end,
        status = case when status = 'scheduled' then 'completed'::privacy_request_status else status end
    where student_id = ${student.id}`);
  return [...(await notStillUsed(tx, files)), ...folders.map((f) => `${f}/`)];
}

/**
 * Of these stored files, those no remaining row names. The platform's copy of a school's book shares
 * the school's files; only the book tables share files like that.
 */
async function notStillUsed(tx: Tx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const list = sqlArray(keys, 'text');
  const used = await execRows<{ key: string }>(
    tx,
    sql`select cover as key from books where cover = any(${list}) union select file_key from books where file_key = any(${list})
        union select image from book_pages where image = any(${list})`,
  );
  const kept = new Set(used.map((u) => u.key));
  return keys.filter((k) => !kept.has(k));
}

/** What a school's erasure keeps: the financial record (anonymised), and the records of its consents and requests. */
const KEPT_ON_SCHOOL_ERASURE = new Set(['orders', 'order_items', 'payments', 'payment_events', 'refunds', 'invoices', 'invoice_counters', 'donations', 'consents', 'privacy_requests']);

const sqlState = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
};

/** Runs a delete in a savepoint; false when a foreign key refuses it (23503, or 23001 for ON DELETE RESTRICT), and nothing of it is done. */
async function deleteOrRefuse(tx: Tx, statement: SQL): Promise<boolean> {
  try {
    await tx.transaction((sp) => sp.execute(statement));
    return true;
  } catch (err) {
    if (sqlState(err) !== '23503' && sqlState(err) !== '23001') throw err;
    return false;
  }
}

/**
 * Erases a whole school, in one transaction: each of its people as a student is erased (their work,
 * rows, emails and audit entries), then every remaining row of the site but the financial record
 * and the consent and request records, then its audit entries. Its causes that received gifts stay
 * (a gift's record needs its charity). The site's row stays as a closed tombstone under its name
 * (invoices name their seller), without its email, logo, domain or address. Returns the files to
 * remove once the transaction has committed.
 */
async function purgeSchool(tx: Tx, siteId: string): Promise<string[]> {
  const [site] = await tx.select().from(tenants).where(eq(tenants.id, siteId)).for('update');
  if (!site) return [];
  const tables = (await siteTables(tx)).filter((t) => !KEPT_ON_SCHOOL_ERASURE.has(t));
  const rowsOf = async (list: string[]) => {
    const data: Record<string, Row[]> = {};
    for (const t of list) data[t] = await rowsWhere(tx, t, 'tenant_id', siteId);
    return data;
  };
  const before = await rowsOf(tables);
  const folders = (before.stories ?? []).map((r) => `${storyFolder(r.id as number)}/`);
  const files = [...fileKeysIn(before), ...(site.logo ? pictureFiles(site.logo) : [])];

  const people = (await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, siteId))).map((p) => p.id);
  for (const id of people) files.push(...(await purgePerson(tx, id)));
  await anonymiseOrders(tx, sql`tenant_id = ${siteId}`);

  // Whatever is left, table by table, in whatever order the foreign keys allow.
  let pending = tables;
  for (let pass = 0; pending.length && pass <= tables.length; pass++) {
    const refused: string[] = [];
    for (const table of pending) if (!(await deleteOrRefuse(tx, sql`delete from ${sql.identifier(table)} where tenant_id = ${siteId}`))) refused.push(table);
    if (refused.length === pending.length) break;
    pending = refused;
  }
  // A table still refused has rows others need (a charity that received gifts): each other row goes.
  for (const table of pending) {
    const rows = await execRows<{ ctid: string }>(tx, sql`select ctid::text as ctid from ${sql.identifier(table)} where tenant_id = ${siteId}`);
    for (const { ctid } of rows) await deleteOrRefuse(tx, sql`delete from ${sql.identifier(table)} where ctid = ${ctid}::tid`);
  }
  // The records that stay name the school, not its people.
  await tx.execute(sql`delete from mail_outbox where lower(to_address) = lower(${site.schoolEmail})`);
  await tx
    .update(consents)
    .set({ givenBy: site.schoolName, withdrawnBy: sql`case when ${consents.withdrawnBy} is null then null else '[erased]' end` })
    .where(eq(consents.tenantId, siteId));
  await tx.update(privacyRequests).set({ requestedBy: '[erased]' }).where(eq(privacyRequests.tenantId, siteId));
  await tx
    .update(tenants)
    .set({
      status: 'suspended',
      schoolEmail: ERASED_EMAIL,
      subdomain: `erased-${site.id.slice(0, 8)}`,
      domainUrl: null,
      domainHost: null,
      logo: null,
      communityPasswordHash: null,
      parentId: null,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, siteId));
  await tx.execute(sql`select cs_erase_site_from_audit(${siteId}::uuid, ${sqlArray(people, 'uuid')})`);
  // Files of rows that had to stay are kept.
  const kept = new Set(fileKeysIn(await rowsOf(tables)));
  return (await notStillUsed(tx, [...new Set(files)].filter((k) => !kept.has(k) && !k.startsWith('seed/')))).concat(folders);
}

/**
 * A school asks for all its data to be erased: its site closes now (it answers like an unknown
 * address, so nobody signs in), the school's consent is withdrawn, and the purge follows after the
 * grace period. The school is emailed the date; until then the platform's team can cancel it by
 * reactivating the site.
 */
export async function scheduleSchoolErasure(ctx: DataRightsCtx & { app: FastifyInstance }, input: TSchoolErasureInput): Promise<{ request: TDataRequest; message: string }> {
  if (input.confirm_name.trim() !== ctx.site.schoolName.trim()) throw badRequest(MSG.confirmSchoolName, { confirm_name: [MSG.confirmSchoolName] });
  const purgeAfter = new Date(Date.now() + ERASURE_GRACE_DAYS * DAY_MS);
  const date = purgeAfter.toISOString().slice(0, 10);
  const who = staffLabel(ctx.admin);
  const result = await ctx.run(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        tenantId: ctx.site.id,
        kind: 'erasure',
        subject: 'school',
        subjectName: ctx.site.schoolName,
        reason: 'requested',
        status: 'scheduled',
        requestedBy: who,
        purgeAfter,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(MSG.schoolErasureAlreadyScheduled);
    await tx
      .update(consents)
      .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: who })
      .where(and(eq(consents.kind, 'school_educational'), eq(consents.status, 'granted')));
    await tx.update(tenants).set({ status: 'suspended', updatedAt: new Date() }).where(eq(tenants.id, ctx.site.id));
    const { brand } = mailContext(ctx.app, null);
    const mail = renderMail(brand, {
      subject: `${ctx.site.schoolName}: all its data will be erased on ${date}`,
      paragraphs: [
        'Hello,',
        `${who} asked for all the data of ${ctx.site.schoolName} to be erased. Its site is closed from now on.`,
        `On ${date} its students, staff, classes, books, stories, courses and files will be erased for good. Orders and donations keep their amounts and dates, without anyone’s name.`,
        'If this is a mistake, reply to this email before then and we will cancel it.',
      ],
    });
    const to = new Set([ctx.site.schoolEmail.toLowerCase(), ...(ctx.admin.email ? [ctx.admin.email.toLowerCase()] : [])]);
    for (const address of to) await ctx.app.mailer.enqueue(tx, { ...mail, tenantId: ctx.site.id, to: address, template: 'school_erasure_scheduled' });
    return { request: presentRequest(row), message: MSG.schoolErasureScheduled(date) };
  });
  void ctx.app.mailer.flush();
  return result;
}

/**
 * The platform reactivates a closed school: a scheduled erasure of it is cancelled, and its consent
 * given again on the record, by the platform admin who reactivated it. A school already erased
 * cannot be reactivated.
 */
export async function cancelSchoolErasure(tx: Tx, site: TenantRow, admin: UserRow): Promise<void> {
  // NOWAIT: a purge holding the request is erasing the school right now; waiting for it could deadlock
  // (it takes the site's row next, which the reactivation holds).
  const requests = await tx
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.tenantId, site.id), eq(privacyRequests.subject, 'school'), eq(privacyRequests.kind, 'erasure')))
    .for('update', { noWait: true })
    .catch((err: unknown) => {
      if (sqlState(err) === '55P03') throw conflict(MSG.schoolErased);
      throw err;
    });
  if (requests.some((r) => r.status === 'completed')) throw conflict(MSG.schoolErased);
  const scheduled = requests.filter((r) => r.status === 'scheduled');
  if (!scheduled.length) return;
  await tx
    .update(privacyRequests)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(inArray(privacyRequests.id, scheduled.map((r) => r.id)));
  await recordSchoolConsent(tx, site, admin);
}

async function removeFiles(app: FastifyInstance, stores: FileStores, keys: string[]) {
  for (const key of keys) {
    try {
      if (key.endsWith('/')) await stores[0]!.deleteFolder(key.slice(0, -1));
      else for (const store of stores) await store.delete(key);
    } catch (err) {
      app.log.error({ err, key }, 'could not remove an erased file');
    }
  }
}

/** Purges one due erasure (claimed under a row lock, so two processes never purge the same). */
async function purgeOneDue(app: FastifyInstance, now: Date): Promise<string[] | null> {
  return inPlatformScope(app.db, async (tx) => {
    const [req] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.kind, 'erasure'), eq(privacyRequests.status, 'scheduled'), lte(privacyRequests.purgeAfter, now)))
      .orderBy(privacyRequests.purgeAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!req) return null;
    const files = req.subject === 'school' ? await purgeSchool(tx, req.tenantId) : req.studentId ? await purgePerson(tx, req.studentId) : [];
    await tx
      .update(privacyRequests)
      .set({ status: 'completed', completedAt: now, studentId: null, ...(req.subject === 'school' ? {} : { subjectName: MSG.erasedStudent }) })
      .where(eq(privacyRequests.id, req.id));
    return files;
  });
}

/** Erases one archived student whose school's retention period has run out, recording it. */
async function purgeOneExpired(app: FastifyInstance, now: Date): Promise<string[] | null> {
  return inPlatformScope(app.db, async (tx) => {
    const [due] = await tx
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(
        and(
          eq(users.role, 'student'),
          eq(users.isActive, false),
          sql`${users.archivedAt} <= ${now}::timestamptz - make_interval(days => ${tenants.archivedStudentRetentionDays})`,
          sql`not exists (select 1 from ${privacyRequests} p where p.student_id = ${users.id} and p.status = 'scheduled')`,
        ),
      )
      .limit(1)
      .for('update', { of: users, skipLocked: true });
    if (!due) return null;
    const files = await purgePerson(tx, due.id);
    await tx.insert(privacyRequests).values({
      tenantId: due.tenantId!,
      kind: 'erasure',
      subject: 'student',
      subjectName: MSG.erasedStudent,
      reason: 'retention',
      status: 'completed',
      requestedBy: 'The school’s retention period',
      requestedAt: now,
      completedAt: now,
    });
    return files;
  });
}

/**
 * The purge job: erasures whose grace period has ended, then archived students kept longer than
 * their school's retention period, each in its own transaction, and their files once it commits.
 * Safe to run in several processes at once. Tests call it with the `now` they need.
 */
export async function purgeDue(app: FastifyInstance, now: Date = new Date()): Promise<{ requested: number; retention: number }> {
  const stores = fileStoresFromConfig(app.config);
  const totals = { requested: 0, retention: 0 };
  for (const [kind, next] of [
    ['requested', purgeOneDue],
    ['retention', purgeOneExpired],
  ] as const) {
    for (let files = await next(app, now); files; files = await next(app, now)) {
      totals[kind]++;
      await removeFiles(app, stores, files);
    }
  }
  return totals;
}
