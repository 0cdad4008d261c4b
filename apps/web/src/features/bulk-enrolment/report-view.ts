import type { TBulkCsvReport, TBulkEnrolment, TBulkSummary } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import i18next from 'i18next';
import { formatNumber } from '../../lib/format';
import { isRecord } from '../../lib/storage';
import { translateMessage } from '../../i18n/messages';

export const GENERIC_FAILURE = 'We couldn’t check the file just now. Please try again.';
export const NETWORK_FAILURE = 'The file did not reach the server. Check your connection and try again.';

/** Apply is possible once a report has no errors and names at least one user. */
export function canApply(report: TBulkCsvReport | null): boolean {
  return !!report && report.summary.errors === 0 && report.summary.rows > 0;
}

/** Rows to show: every row, or only those in error. */
export function visibleRows(report: TBulkCsvReport, onlyErrors: boolean) {
  return onlyErrors ? report.rows.filter((r) => r.status === 'error') : report.rows;
}

/** "Fix the 3 rows with errors in your file, then choose it again and check it." */
export function fixHint(summary: Pick<TBulkSummary, 'errors'>): string {
  return i18next.t('classroom:bulk.fixHint', { count: summary.errors });
}

/** "3 will be enrolled, 0 already enrolled, 1 error": a checked file's summary, in the UI language. */
export function summarySentence(s: Pick<TBulkSummary, 'will_enrol' | 'already_enrolled' | 'errors'>): string {
  return i18next.t('classroom:bulk.summary', { will: formatNumber(s.will_enrol), already: formatNumber(s.already_enrolled), count: s.errors });
}

/** "25 enrolled, 2 already enrolled": the outcome of an applied bulk enrolment, in the UI language. */
export function resultSentence(r: Pick<TBulkEnrolment, 'enrolled_count' | 'already_enrolled_count'>): string {
  return i18next.t('classroom:bulk.result', { enrolled: formatNumber(r.enrolled_count), already: formatNumber(r.already_enrolled_count) });
}

/** A failure written here (not the server's own message) in the UI language. */
export function failureText(message: string): string {
  if (message === GENERIC_FAILURE) return i18next.t('classroom:bulk.genericFailure');
  if (message === NETWORK_FAILURE) return i18next.t('classroom:bulk.networkFailure');
  return translateMessage(message);
}

export type CsvAnswer =
  | { kind: 'report'; report: TBulkCsvReport }
  | { kind: 'rejected'; report: TBulkCsvReport; message: string }
  | { kind: 'applied'; record: TBulkEnrolment; summary: TBulkSummary }
  | { kind: 'failed'; message: string };

const isReport = (v: unknown): v is TBulkCsvReport => isRecord(v) && isRecord(v.summary) && Array.isArray(v.rows) && isRecord(v.course);

/** Makes sense of what the validate and apply calls answered. */
export function readCsvAnswer(status: number, body: unknown): CsvAnswer {
  if (status === 200 && isReport(body)) return { kind: 'report', report: body };
  if (status === 201 && isRecord(body) && isRecord(body.bulk_enrolment) && isRecord(body.summary)) {
    return { kind: 'applied', record: body.bulk_enrolment as TBulkEnrolment, summary: body.summary as TBulkSummary };
  }
  if (status === 422 && isRecord(body) && isReport(body.report)) {
    return { kind: 'rejected', report: body.report, message: typeof body.error === 'string' ? body.error : GENERIC_FAILURE };
  }
  if (isRecord(body) && typeof body.error === 'string' && body.error) {
    // Field errors (a missing course or file) say more than the form-level sentence.
    const field = ['file', 'course'].map((k) => body[k]).find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
    return { kind: 'failed', message: field?.[0] ?? body.error };
  }
  return { kind: 'failed', message: GENERIC_FAILURE };
}
