import type { TBulkCourseRef, TBulkCsvReport, TBulkEnrolment, TBulkOptions } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { BULK_CSV_LIMITS } from '@commonshelf/shared/courses/learning-limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { buttonClass } from '../../../components/ui/button';
import { CsvFileField } from '../../../components/ui/csv-file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';
import { sendCsv, TEMPLATE_URL } from '../api/bulk-enrolment.api';
import { canApply, failureText, fixHint, resultSentence } from '../report-view';
import { uploadPercent } from '../upload';
import { OpenCourseLink } from './course-link';
import { ValidationReport } from './validation-report';

type Phase = 'idle' | 'checking' | 'applying';

/** Step 3 for a file: choose it, check it (upload with progress, then the report), apply it. */
export function CsvEnrolment({ course, scope }: { course: TBulkCourseRef | null; scope: TBulkOptions['scope'] }) {
  const { t } = useTranslation('classroom');
  const store = useStore();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [checked, setReport] = useState<TBulkCsvReport | null>(null);
  const [applied, setApplied] = useState<TBulkEnrolment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const applyHintId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);
  // A report belongs to one course and one file: choosing another course (or file) sets it aside.
  const report = checked && checked.course.id === course?.id ? checked : null;

  const busy = phase !== 'idle';

  const run = async (step: 'validate' | 'apply') => {
    setProblem(null);
    setFileError(null);
    if (!course) return setProblem(t('bulk.courseFirst'));
    if (!file) {
      setFileError(t('bulk.chooseFile'));
      inputRef.current?.focus();
      return;
    }
    if (file.size > BULK_CSV_LIMITS.maxBytes) return setFileError(t('bulk.tooLarge', { mb: BULK_CSV_LIMITS.maxBytes / 1024 / 1024 }));
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase(step === 'validate' ? 'checking' : 'applying');
    setProgress(0);
    if (step === 'validate') {
      setReport(null);
      setApplied(null);
    }
    try {
      const answer = await sendCsv(store, step, { course: course.id, file, onProgress: setProgress, signal: controller.signal });
      if (answer.kind === 'report') setReport(answer.report);
      else if (answer.kind === 'rejected') {
        setReport(answer.report);
        setProblem(failureText(answer.message));
      } else if (answer.kind === 'applied') {
        setApplied(answer.record);
        setReport(null);
      } else setProblem(failureText(answer.message));
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') setProblem(t('bulk.sendFailed'));
    } finally {
      if (abortRef.current === controller) {
        setPhase('idle');
        setProgress(null);
      }
    }
  };

  const chooseAnother = () => {
    setApplied(null);
    setReport(null);
    setFile(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void run('validate');
  };

  const ready = canApply(report);
  const pct = uploadPercent(progress);

  return (
    <div className="flex flex-col gap-5" data-testid="bulk-csv">
      <form onSubmit={check} className="flex flex-col gap-4" noValidate>
        <CsvFileField
          file={file}
          inputRef={inputRef}
          disabled={busy}
          onChoose={(chosen) => {
            setFile(chosen);
            setReport(null);
            setApplied(null);
            setProblem(null);
            setFileError(null);
          }}
          template={{ href: TEMPLATE_URL, fileName: 'bulk-enrolment-template.csv', testId: 'bulk-template' }}
          hint={
            <Trans
              t={t}
              i18nKey="bulk.fileHint"
              values={{
                who: scope === 'own_classes' ? t('bulk.fileHintOwn') : t('bulk.fileHintAny'),
                mb: BULK_CSV_LIMITS.maxBytes / 1024 / 1024,
                rows: formatNumber(BULK_CSV_LIMITS.maxRows),
              }}
              components={{ code: <code className="font-mono text-ink" /> }}
            />
          }
          error={fileError}
          testId="bulk-file"
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass(report ? 'secondary' : 'primary', 'lg', 'w-full sm:w-auto')} data-testid="bulk-check">
            {phase === 'checking' ? <Spinner /> : <SearchIcon size={18} />}
            {phase === 'checking' ? t('bulk.checking') : report ? t('bulk.checkAgain') : t('bulk.check')}
          </button>
        </div>
      </form>

      {busy ? (
        <div data-testid="bulk-progress" data-percent={pct ?? ''} aria-live="polite">
          {pct === 100 ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <Spinner />
              {phase === 'checking' ? t('bulk.uploadedChecking') : t('bulk.uploadedEnrolling')}
            </p>
          ) : (
            <ProgressBar
              value={pct}
              label={t('bulk.uploadingFile', { name: file?.name ?? t('bulk.theFile') })}
              valueText={(p) => (p === null ? t('bulk.uploading') : t('bulk.uploaded', { percent: p }))}
              fast
              truncate
              testId="bulk-progress-bar"
              percentTestId="bulk-progress-percent"
            />
          )}
        </div>
      ) : null}

      {problem ? <FormAlert testId="bulk-problem">{problem}</FormAlert> : null}

      {applied ? (
        <FormAlert tone="success" testId="bulk-csv-done">
          <p>
            <Trans
              t={t}
              i18nKey="bulk.doneIn"
              values={{ what: applied.file_name ?? '', course: applied.course.name, result: resultSentence(applied) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <OpenCourseLink course={applied.course} />
            <button type="button" onClick={chooseAnother} className={buttonClass('ghost', 'sm')}>
              {t('bulk.another')}
            </button>
          </div>
        </FormAlert>
      ) : null}

      {report ? (
        <>
          <ValidationReport report={report} />
          <div className="flex flex-col gap-2 border-t border-line-soft pt-5">
            <button
              type="button"
              onClick={() => void run('apply')}
              disabled={!ready || busy}
              aria-describedby={ready ? undefined : applyHintId}
              className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-start')}
              data-testid="bulk-apply"
            >
              {phase === 'applying' ? <Spinner /> : <CheckIcon size={18} />}
              {phase === 'applying'
                ? t('bulk.enrolling')
                : report.summary.will_enrol > 0
                  ? t('bulk.enrolUsers', { count: report.summary.will_enrol })
                  : report.summary.errors > 0
                    ? t('bulk.nothingToEnrol')
                    : t('bulk.applyAll')}
            </button>
            {!ready ? (
              <p id={applyHintId} className="text-sm text-ink-muted" data-testid="bulk-apply-hint">
                {report.summary.errors > 0 ? fixHint(report.summary) : t('bulk.noOne')}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
