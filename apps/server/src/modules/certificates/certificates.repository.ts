import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courses } from '../courses/courses.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { certificates, type CertificateRow } from './certificates.table.js';

// Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh certificate number: 60 random bits as `XXXX-XXXX-XXXX`. */
export function newCertificateId(): string {
  const chars = Array.from(randomBytes(12), (b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * A certificate number as typed (any case, with or without hyphens or spaces, O for 0, I or L for
 * 1) in its stored form; null when it cannot be one.
 */
export function normalizeCertificateId(input: string): string | null {
  const s = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (s.length !== 12 || ![...s].every((c) => ALPHABET.includes(c))) return null;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/** Issues the learner's certificate for a course unless one exists; the existing or new row. */
export async function issueCertificate(tx: Tx, values: Omit<typeof certificates.$inferInsert, 'id'>): Promise<CertificateRow> {
  await tx
    .insert(certificates)
    .values({ ...values, id: newCertificateId() })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] });
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, values.userId), eq(certificates.courseId, values.courseId!)))
    .limit(1);
  return row!;
}

const withIssuer = {
  certificate: certificates,
  courseSlug: courses.slug,
  tenant: {
    id: tenants.id,
    name: tenants.schoolName,
    subdomain: tenants.subdomain,
    logo: tenants.logo,
    primaryColor: tenants.primaryColor,
  },
};

/** A certificate with its course's slug and its issuing site (null tenant: the platform). */
export async function findCertificate(tx: Tx, id: string) {
  const [row] = await tx
    .select(withIssuer)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(tenants, eq(tenants.id, certificates.tenantId))
    .where(eq(certificates.id, id))
    .limit(1);
  return row ?? null;
}
export type CertificateWithIssuer = NonNullable<Awaited<ReturnType<typeof findCertificate>>>;

/** A learner's certificates, newest first. */
export async function listCertificates(tx: Tx, userId: string) {
  return tx
    .select(withIssuer)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(tenants, eq(tenants.id, certificates.tenantId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
}

/** The learner's certificate for a course, if issued. */
export async function findCertificateOf(tx: Tx, userId: string, courseId: number) {
  const [row] = await tx
    .select({ id: certificates.id, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}
