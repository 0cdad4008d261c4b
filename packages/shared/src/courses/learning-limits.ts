/**
 * Texts and limits of the learning pages that the web app uses as values. Kept apart from the
 * schema modules (which build Zod schemas when loaded) so that those pages load no Zod.
 */

export const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with this number.';

/** Limits of one CSV file of a bulk enrolment. */
export const BULK_CSV_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5000, maxFileName: 200 } as const;
