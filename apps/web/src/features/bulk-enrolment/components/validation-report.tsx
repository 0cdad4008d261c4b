import type { TBulkCsvReport, TBulkReportRow } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../components/ui/icons';
import { translateMessage } from '../../../i18n/messages';
import { summarySentence, visibleRows } from '../report-view';

const STATUS_STYLE: Record<TBulkReportRow['status'], string> = {
  will_enrol: 'bg-primary-light text-primary-dark',
  already_enrolled: 'bg-surface-alt text-ink-soft ring-1 ring-line',
  error: 'bg-danger text-white',
};

const STATUS_ICON = { will_enrol: CheckIcon, already_enrolled: InfoIcon, error: AlertIcon } as const;

/** The file row by row: a summary, then a table (scrolling sideways on a phone) with errors marked. */
export function ValidationReport({ report }: { report: TBulkCsvReport }) {
  const { t } = useTranslation('classroom');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const captionId = useId();
  const filterId = useId();
  const { summary } = report;
  const rows = visibleRows(report, onlyErrors && summary.errors > 0);

  return (
    <section aria-labelledby={captionId} className="flex flex-col gap-3" data-testid="bulk-report">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={captionId} className="text-base font-bold wrap-anywhere text-ink">
            {t('bulk.checkOf', { name: report.file_name })}
          </h3>
          <p role="status" className={`mt-0.5 text-sm font-semibold ${summary.errors ? 'text-book-button' : 'text-primary-dark'}`} data-testid="bulk-summary">
            {summarySentence(summary)}
          </p>
        </div>
        {summary.errors > 0 ? (
          <label htmlFor={filterId} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
            <input id={filterId} type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} className="size-5 accent-[var(--color-primary)]" data-testid="bulk-only-errors" />
            {t('bulk.onlyErrors')}
          </label>
        ) : null}
      </div>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-h-[32rem] overflow-auto rounded-2xl border border-line-soft focus:outline-none focus-visible:ring-3 focus-visible:ring-primary/40">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm" data-testid="bulk-report-table">
          <caption className="sr-only">
            {t('bulk.reportCaption', { name: report.file_name, summary: summarySentence(summary) })}
          </caption>
          <thead className="sticky top-0 z-10 bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                {t('bulk.columns.row')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('bulk.columns.identifier')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('bulk.columns.name')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('bulk.columns.status')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('bulk.columns.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const Icon = STATUS_ICON[r.status];
              const error = r.status === 'error';
              return (
                <tr
                  key={r.row}
                  data-testid="bulk-report-row"
                  data-row={r.row}
                  data-status={r.status}
                  className={`border-t border-line-soft align-top ${error ? 'bg-announcement' : 'bg-surface'}`}
                >
                  <th scope="row" className={`px-3 py-2.5 font-mono font-semibold tabular-nums ${error ? 'border-l-4 border-danger text-ink' : 'border-l-4 border-transparent text-ink-muted'}`}>
                    {r.row}
                  </th>
                  <td className="max-w-[16rem] px-3 py-2.5 break-all text-ink">{r.identifier || <span className="text-ink-muted italic">{t('bulk.empty')}</span>}</td>
                  <td className="px-3 py-2.5 text-ink-soft">{r.name ?? '—'}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">
                    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[r.status]}`}>
                      <Icon size={13} />
                      {t(`bulk.status.${r.status}`)}
                    </span>
                  </td>
                  <td className={`min-w-[14rem] px-3 py-2.5 ${error ? 'font-medium text-ink' : 'text-ink-muted'}`}>{r.message ? translateMessage(r.message) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
