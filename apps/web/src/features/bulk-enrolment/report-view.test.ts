import type { TBulkCsvReport } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { canApply, fixHint, GENERIC_FAILURE, readCsvAnswer, visibleRows } from './report-view';

const report = (errors: number, rows = 3): TBulkCsvReport => ({
  course: { id: 1, slug: 'c', name: 'C', kind: 'course' },
  file_name: 'f.csv',
  summary: { rows, will_enrol: rows - errors, already_enrolled: 0, errors },
  rows: Array.from({ length: rows }, (_, i) => ({
    row: i + 2,
    identifier: `u${i}`,
    name: null,
    status: i < errors ? 'error' : 'will_enrol',
    message: i < errors ? 'Unknown user' : null,
  })),
});

describe('report view', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('allows applying only a report without errors', () => {
    expect(canApply(null)).toBe(false);
    expect(canApply(report(1))).toBe(false);
    expect(canApply(report(0))).toBe(true);
    expect(canApply(report(0, 0))).toBe(false);
  });

  it('filters the rows in error and says how many to fix', () => {
    expect(visibleRows(report(2), true).map((r) => r.row)).toEqual([2, 3]);
    expect(visibleRows(report(2), false)).toHaveLength(3);
    expect(fixHint({ errors: 1 })).toContain('fix the row with an error');
    expect(fixHint({ errors: 1200 })).toContain('fix the 1,200 rows with errors');
  });

  it('reads each answer of the file calls', () => {
    const r = report(0);
    expect(readCsvAnswer(200, r)).toEqual({ kind: 'report', report: r });
    expect(readCsvAnswer(422, { error: 'Nothing was enrolled', report: r })).toEqual({ kind: 'rejected', report: r, message: 'Nothing was enrolled' });
    const record = { id: 'x', enrolled_count: 3 };
    expect(readCsvAnswer(201, { bulk_enrolment: record, summary: r.summary })).toEqual({ kind: 'applied', record, summary: r.summary });
    expect(readCsvAnswer(413, { error: 'The file is larger than 2 MB.' })).toEqual({ kind: 'failed', message: 'The file is larger than 2 MB.' });
    expect(readCsvAnswer(400, { error: 'Please correct the highlighted fields.', file: ['Choose a CSV file to upload.'] })).toEqual({
      kind: 'failed',
      message: 'Choose a CSV file to upload.',
    });
    expect(readCsvAnswer(500, null)).toEqual({ kind: 'failed', message: GENERIC_FAILURE });
    expect(readCsvAnswer(200, { nope: true })).toEqual({ kind: 'failed', message: GENERIC_FAILURE });
  });
});
