import { BULK_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import {
  IMPORT_LIMITS,
  IMPORT_MSG,
  IMPORT_ROW_MSG as ROW,
  USER_ADMIN_MSG as MSG,
  USERNAME_PATTERN,
  type TImportReport,
  type TImportResult,
  type TImportRow,
} from '@commonshelf/shared/users/user-admin.schemas';
import { NAME_MAX } from '@commonshelf/shared/auth/auth.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { loginUrl, newStudentPassword } from '../classes/class-admin.service.js';
import { cleanFileName, normaliseHeader, parseCsvTable } from '../courses/bulk-enrolment.csv.js';
import { sameName } from '../courses/bulk-enrolment.service.js';
import { insertUser } from '../users/users.repository.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import * as repo from './user-admin.repository.js';
import { freshUsernames, type UserAdminCtx } from './user-admin.service.js';

/**
 * A school's CSV import of students: one student a row (first name, last name, class by name or
 * code, an optional username). Every row is checked and reported; applying checks the file again
 * and adds every student, with a generated password (and username where the file gives none), or
 * none at all.
 */

export type ImportRow = { row: number; firstName: string; lastName: string; klass: string; username: string };
export type ImportFile = { fileName: string; rows: ImportRow[] };

const CLASS_COLUMN = new Set(['class', 'class_name', 'class_code', 'classname', 'classcode', 'code', 'form', 'group']);

/** Reads the file: a header naming first_name, last_name and class (any usual spelling), then a student a row. */
export function parseImportCsv(bytes: Buffer, name: string | undefined): ImportFile {
  const { header, records } = parseCsvTable(bytes, {
    maxRows: IMPORT_LIMITS.maxRows,
    tooManyRows: IMPORT_MSG.tooManyRows,
    normalise: (h) => {
      const n = normaliseHeader(h);
      return CLASS_COLUMN.has(n) ? 'class' : n;
    },
  });
  if (!['first_name', 'last_name', 'class'].every((c) => header.includes(c))) throw badRequest(IMPORT_MSG.columns);
  if (!records.length) throw badRequest(BULK_MSG.noRows);
  return {
    fileName: cleanFileName(name),
    rows: records.map((r) => ({ row: r.line, firstName: r.cell('first_name'), lastName: r.cell('last_name'), klass: r.cell('class'), username: r.cell('username').toLowerCase() })),
  };
}

type SiteClass = Awaited<ReturnType<typeof repo.siteClasses>>[number];
type Plan = { row: number; firstName: string; lastName: string; klass: SiteClass; username: string | null };

/**
 * The report of a file against the site's classes and usernames. Errors (a missing name, an
 * unknown class, a username that is malformed, taken or repeated) stop the import; warnings (the
 * same name already in the class, or twice in the file) only say what will happen. Reads only.
 */
export async function checkImport(tx: Tx, site: TenantRow, file: ImportFile): Promise<{ report: TImportReport; plan: Plan[] | null }> {
  const classes = await repo.siteClasses(tx, site.id);
  const byKey = new Map<string, SiteClass>();
  for (const c of classes) byKey.set(c.name.trim().toLowerCase(), c);
  // A code wins over a name it happens to equal.
  for (const c of classes) byKey.set(c.code.toLowerCase(), c);
  const given = [...new Set(file.rows.map((r) => r.username).filter(Boolean))];
  const taken = await repo.takenUsernames(tx, site.id, given);
  const roster = await repo.classRoster(tx, classes.map((c) => c.id));

  const rows: TImportRow[] = [];
  const plan: Plan[] = [];
  const firstWithUsername = new Map<string, number>();
  for (const r of file.rows) {
    const klass = r.klass ? byKey.get(r.klass.trim().toLowerCase()) : undefined;
    let error: string | null = null;
    if (!r.firstName) error = ROW.firstName;
    else if (!r.lastName) error = ROW.lastName;
    else if (r.firstName.length > NAME_MAX || r.lastName.length > NAME_MAX) error = ROW.tooLong;
    else if (!r.klass) error = ROW.noClass;
    else if (!klass) error = ROW.unknownClass(r.klass);
    else if (r.username && !USERNAME_PATTERN.test(r.username)) error = ROW.usernameFormat;
    else if (r.username && taken.has(r.username)) error = ROW.usernameTaken;
    else if (r.username && firstWithUsername.has(r.username)) error = ROW.usernameRepeated(firstWithUsername.get(r.username)!);
    if (r.username && !firstWithUsername.has(r.username)) firstWithUsername.set(r.username, r.row);

    let warning: string | null = null;
    if (!error && klass) {
      const same = (a: { firstName: string; lastName: string }) => sameName(a.firstName, r.firstName) && sameName(a.lastName, r.lastName);
      const earlier = plan.find((p) => p.klass.id === klass.id && same(p));
      if (roster.some((s) => s.classId === klass.id && same(s))) warning = ROW.alreadyInClass(klass.name);
      else if (earlier) warning = ROW.sameAsRow(earlier.row);
      plan.push({ row: r.row, firstName: r.firstName, lastName: r.lastName, klass, username: r.username || null });
    }
    rows.push({
      row: r.row,
      first_name: r.firstName,
      last_name: r.lastName,
      class_name: klass?.name ?? (r.klass || null),
      username: r.username,
      status: error ? 'error' : warning ? 'warning' : 'ok',
      message: error ?? warning,
    });
  }
  const count = (s: TImportRow['status']) => rows.filter((r) => r.status === s).length;
  const summary = { rows: rows.length, ok: count('ok'), warnings: count('warning'), errors: count('error') };
  return { report: { file_name: file.fileName, summary, rows }, plan: summary.errors ? null : plan };
}

/** Argon2 hashes, four at a time (the thread pool's size), so a class's passwords do not starve other work. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < passwords.length; i += 4) out.push(...(await Promise.all(passwords.slice(i, i + 4).map(hashPassword))));
  return out;
}

/**
 * Adds every student of the file, or none: the file is checked first (a report with errors comes
 * back as `rejected`), the passwords hashed outside any transaction, then checked again and written
 * in one transaction with the usernames made there.
 */
export async function applyImport(ctx: UserAdminCtx & { site: TenantRow }, file: ImportFile): Promise<{ rejected: TImportReport } | { result: TImportResult }> {
  const first = await ctx.run((tx) => checkImport(tx, ctx.site, file));
  if (!first.plan) return { rejected: first.report };
  const passwords = first.plan.map(() => newStudentPassword());
  const hashes = await hashAll(passwords);
  try {
    return await ctx.run(async (tx) => {
      const { report, plan } = await checkImport(tx, ctx.site, file);
      if (!plan || plan.length !== passwords.length) return { rejected: report };
      const given = new Set(plan.map((p) => p.username).filter((u): u is string => !!u));
      const needing = plan.filter((p) => !p.username);
      const made = await freshUsernames(tx, ctx.site.id, needing, given);
      const usernames = new Map(needing.map((p, i) => [p.row, made[i]!]));
      const credentials = [];
      const memberships = [];
      for (const [i, p] of plan.entries()) {
        const username = p.username ?? usernames.get(p.row)!;
        const user = await insertUser(tx, { tenantId: ctx.site.id, role: 'student', firstName: p.firstName, lastName: p.lastName, username, passwordHash: hashes[i]! });
        memberships.push({ tenantId: ctx.site.id, classId: p.klass.id, studentId: user.id });
        const code = p.klass.code.toUpperCase();
        credentials.push({ first_name: p.firstName, last_name: p.lastName, username, password: passwords[i]!, class_name: p.klass.name, class_code: code, login_url: loginUrl(ctx.config, ctx.site, code) });
      }
      await repo.addStudents(tx, memberships);
      return { result: { message: IMPORT_MSG.imported(credentials.length), site_name: ctx.site.schoolName, credentials } };
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(MSG.usernameClash);
    throw err;
  }
}
