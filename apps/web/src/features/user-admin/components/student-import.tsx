import { IMPORT_CSV_TEMPLATE, IMPORT_LIMITS, type TImportReport, type TImportResult, type TImportRow } from '@commonshelf/shared/users/user-admin.schemas';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CsvFileField } from '../../../components/ui/csv-file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { AlertIcon, CheckIcon, InfoIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { isRecord } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useApplyStudentImportMutation, useCheckStudentImportMutation } from '../api/user-admin.api';
import { importReady, importSummary } from '../user-form';
import { CredentialsSheet } from './credentials-sheet';
import { SheetDialog } from './sheet-dialog';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_CSV_TEMPLATE)}`;

const STATUS: Record<TImportRow['status'], { style: string; icon: typeof CheckIcon }> = {
  ok: { style: 'bg-primary-light text-primary-dark', icon: CheckIcon },
  warning: { style: 'bg-announcement text-ink ring-1 ring-line', icon: InfoIcon },
  error: { style: 'bg-danger text-white', icon: AlertIcon },
};
const COLUMNS = ['row', 'name', 'class', 'username', 'status', 'note'] as const;

/** The report a refused import (422) carries, if that is what the error is. */
function rejectedReport(err: unknown): TImportReport | null {
  const data = isRecord(err) && isRecord(err.data) ? err.data : null;
  return data && isRecord(data.report) ? (data.report as TImportReport) : null;
}

/**
 * A school's students from a CSV file (first name, last name, class by name or code, and an
 * optional username): the file is checked row by row, then added all at once or not at all; the
 * new logins are shown once, to print as cards.
 */
export function StudentImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [check, checkState] = useCheckStudentImportMutation();
  const [apply, applyState] = useApplyStudentImportMutation();
  const input = useRef<HTMLInputElement>(null);
  const busy = checkState.isLoading || applyState.isLoading;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setReport(null);
    setProblem(null);
    setResult(null);
  };
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    reset();
    onClose();
  };
  // Logins are shown once: closing them any other way than "Done" asks first.
  const tryClose = () => (result ? setAsking(true) : close());

  const body = () => {
    const form = new FormData();
    form.append('file', file!, file!.name);
    return form;
  };
  const failed = (err: unknown) => {
    const fields = serverFieldErrors(err);
    if (fields.file) setFileError(fields.file.join(' '));
    else setProblem(errorMessage(err, t('import.checkFailed')));
  };

  const runCheck = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(null);
    setFileError(null);
    setReport(null);
    if (!file) {
      setFileError(t('import.noFile'));
      input.current?.focus();
      return;
    }
    if (file.size > IMPORT_LIMITS.maxBytes) return setFileError(t('import.tooLarge', { size: IMPORT_LIMITS.maxBytes / 1024 }));
    try {
      setReport(await check(body()).unwrap());
    } catch (err) {
      failed(err);
    }
  };
  const runApply = async () => {
    setProblem(null);
    try {
      const added = await apply(body()).unwrap();
      setResult(added);
      setReport(null);
      showToast(added.message, 'success');
    } catch (err) {
      const rejected = rejectedReport(err);
      if (rejected) {
        setReport(rejected);
        setProblem(t('import.hasErrors'));
      } else failed(err);
      showToast(errorMessage(err, t('import.addFailed')), 'error');
    }
  };

  return (
    <>
      <SheetDialog open={open} title={result ? t('import.studentsAdded') : t('import.title')} onClose={tryClose} wide testId="import-dialog">
        {result ? (
          <CredentialsSheet
            siteName={result.site_name}
            credentials={result.credentials}
            actions={
              <button type="button" onClick={close} className={buttonClass('secondary', 'md')} data-testid="import-done">
                {t('import.done')}
              </button>
            }
          />
        ) : (
          <>
            <form onSubmit={(e) => void runCheck(e)} noValidate className="flex flex-col gap-4">
              <CsvFileField
                file={file}
                inputRef={input}
                disabled={busy}
                onChoose={(chosen) => {
                  setFile(chosen);
                  setReport(null);
                  setProblem(null);
                  setFileError(null);
                }}
                template={{ href: TEMPLATE_HREF, fileName: 'students-template.csv', testId: 'import-template' }}
                hint={
                  <Trans
                    t={t}
                    i18nKey="import.hint"
                    values={{ rows: IMPORT_LIMITS.maxRows, size: formatBytes(IMPORT_LIMITS.maxBytes) }}
                    components={{ code: <code className="font-mono text-ink" /> }}
                  />
                }
                error={fileError}
                testId="import-file"
                errorTestId="import-file-error"
              />
              <div>
                <button type="submit" disabled={busy} className={buttonClass(report ? 'secondary' : 'primary', 'md', 'w-full sm:w-auto')} data-testid="import-check">
                  {checkState.isLoading ? <Spinner /> : <SearchIcon size={18} />}
                  {checkState.isLoading ? t('import.checking') : report ? t('import.checkAgain') : t('import.check')}
                </button>
              </div>
            </form>

            {problem ? <FormAlert testId="import-problem">{problem}</FormAlert> : null}
            {report ? <ImportReport report={report} /> : null}
            {report ? (
              <div className="flex flex-col gap-2 border-t border-line-soft pt-4">
                <button
                  type="button"
                  onClick={() => void runApply()}
                  disabled={!importReady(report) || busy}
                  className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-start')}
                  data-testid="import-apply"
                >
                  {applyState.isLoading ? <Spinner /> : <CheckIcon size={18} />}
                  {applyState.isLoading
                    ? t('import.adding')
                    : report.summary.errors
                      ? t('import.fixFirst', { count: report.summary.errors })
                      : t('import.add', { count: report.summary.rows })}
                </button>
                {!importReady(report) ? <p className="text-sm text-ink-muted">{t('import.fixRows')}</p> : null}
              </div>
            ) : null}
          </>
        )}
      </SheetDialog>
      <ConfirmDialog
        open={asking}
        title={t('import.closeTitle')}
        confirmLabel={t('import.closeConfirm')}
        cancelLabel={t('import.keepOpen')}
        danger
        onConfirm={close}
        onCancel={() => setAsking(false)}
        testId="import-close-dialog"
      >
        {t('import.closeBody')}
      </ConfirmDialog>
    </>
  );
}

/** The file row by row, problems first marked; scrolls sideways on a phone. */
function ImportReport({ report }: { report: TImportReport }) {
  const { t } = useTranslation('adminUsers');
  const captionId = useId();
  return (
    <section aria-labelledby={captionId} className="flex flex-col gap-3" data-testid="import-report">
      <div>
        <h3 id={captionId} className="text-base font-bold wrap-anywhere text-ink">
          {t('import.checkOf', { file: report.file_name })}
        </h3>
        <p role="status" className={`mt-0.5 text-sm font-semibold ${report.summary.errors ? 'text-book-button' : 'text-primary-dark'}`} data-testid="import-summary">
          {importSummary(report.summary)}
        </p>
      </div>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-h-[24rem] overflow-auto rounded-2xl border border-line-soft focus:outline-none focus-visible:ring-3 focus-visible:ring-primary/40">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            {t('import.rowsOf', { file: report.file_name, summary: importSummary(report.summary) })}
          </caption>
          <thead className="sticky top-0 z-10 bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2.5">
                  {t(`import.columns.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => {
              const s = STATUS[r.status];
              const Icon = s.icon;
              return (
                <tr key={r.row} data-testid="import-row" data-row={r.row} data-status={r.status} className={`border-t border-line-soft align-top ${r.status === 'error' ? 'bg-announcement' : 'bg-surface'}`}>
                  <th scope="row" className={`border-l-4 px-3 py-2.5 font-mono tabular-nums ${r.status === 'error' ? 'border-danger text-ink' : 'border-transparent text-ink-muted'}`}>
                    {r.row}
                  </th>
                  <td className="px-3 py-2.5 text-ink">{`${r.first_name} ${r.last_name}`.trim() || <span className="text-ink-muted italic">{t('import.empty')}</span>}</td>
                  <td className="px-3 py-2.5 text-ink-soft">{r.class_name ?? '—'}</td>
                  <td className="px-3 py-2.5 font-mono text-ink-soft">{r.username || <span className="font-sans text-ink-muted">{t('import.madeForThem')}</span>}</td>
                  <td className="px-3 py-2.5 whitespace-nowrap">
                    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${s.style}`}>
                      <Icon size={13} />
                      {t(`import.statuses.${r.status}`)}
                    </span>
                  </td>
                  <td className={`min-w-[14rem] px-3 py-2.5 ${r.status === 'error' ? 'font-medium text-ink' : 'text-ink-muted'}`}>{r.message ? translateMessage(r.message) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
