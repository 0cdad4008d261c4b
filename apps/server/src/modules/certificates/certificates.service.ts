import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TCertificate, TCertificateVerification } from '@commonshelf/shared/courses/learning.schemas';
import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';
import { publicPersonName } from '@commonshelf/shared/users/public-name';
import type { AppConfig } from '../../config.js';
import { SEED_ASSETS_DIR } from '../../lib/paths.js';
import { siteUrl } from '../../lib/site-url.js';
import type { CertificatePdfInput } from './certificate-pdf.js';
import type { CertificateWithIssuer } from './certificates.repository.js';

type Config = Pick<AppConfig, 'publicUrl' | 'productName' | 'uploadsDir'>;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The name the public may see: a student's first name only, an adult's full name. */
export function publicLearnerName(c: { learnerFirstName: string; learnerLastName: string; learnerRole: string }): string {
  return publicPersonName(c.learnerFirstName, c.learnerLastName, c.learnerRole);
}

const issuerName = (config: Config, row: CertificateWithIssuer) => row.tenant?.name ?? config.productName;

/** The public page of a certificate, on the site of the learner who earned it. */
export const verifyUrl = (config: Config, row: CertificateWithIssuer) =>
  `${siteUrl(config, row.tenant ? { subdomain: row.tenant.subdomain } : null)}/certificate/${row.certificate.id}`;

/** What the learner sees of their own certificate. */
export function presentCertificate(config: Config, row: CertificateWithIssuer): TCertificate {
  const c = row.certificate;
  return {
    id: c.id,
    course: { id: c.courseId, slug: row.courseSlug, name: c.courseName },
    learner_name: fullName(c.learnerFirstName, c.learnerLastName),
    issued_at: c.issuedAt.toISOString(),
    issuer: issuerName(config, row),
    verify_url: verifyUrl(config, row),
    pdf_url: `/api/certificates/${c.id}/pdf`,
  };
}

/** What anyone may see of a certificate: only what is printed on it, with a student by first name only. */
export function presentVerification(config: Config, row: CertificateWithIssuer): TCertificateVerification {
  const c = row.certificate;
  return {
    valid: true,
    id: c.id,
    learner: publicLearnerName(c),
    course: c.courseName,
    issued_at: c.issuedAt.toISOString(),
    issuer: issuerName(config, row),
  };
}

/** A stored file's bytes (seeded art or an upload), or null when it is missing. */
async function readStoredFile(config: Config, key: string): Promise<Buffer | null> {
  const [base, rel] = key.startsWith('seed/') ? [SEED_ASSETS_DIR, key.slice('seed/'.length)] : [config.uploadsDir, key];
  const root = path.resolve(base);
  const file = path.resolve(root, rel);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** A logo pdf-lib can embed, judged by its bytes: PNG or JPEG; SVG and anything else is left out. */
export async function embeddableLogo(config: Config, key: string | null): Promise<CertificatePdfInput['logo']> {
  if (!key) return null;
  const bytes = await readStoredFile(config, key);
  if (!bytes || bytes.length < 8) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'png', bytes };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: 'jpeg', bytes };
  return null;
}

/** The certificate as a PDF in its issuing site's colours. */
export async function certificatePdf(config: Config, row: CertificateWithIssuer): Promise<Uint8Array> {
  const c = row.certificate;
  // pdf-lib and the font shaper take most of a second to load: they load with the first PDF, not at start.
  const { renderCertificatePdf } = await import('./certificate-pdf.js');
  return renderCertificatePdf({
    id: c.id,
    learnerName: fullName(c.learnerFirstName, c.learnerLastName),
    courseName: c.courseName,
    issuedAt: c.issuedAt,
    issuerName: issuerName(config, row),
    primaryColor: row.tenant?.primaryColor ?? DEFAULT_TENANT_COLORS.primary_color,
    logo: await embeddableLogo(config, row.tenant?.logo ?? null),
    verifyUrl: verifyUrl(config, row),
    productName: config.productName,
  });
}
