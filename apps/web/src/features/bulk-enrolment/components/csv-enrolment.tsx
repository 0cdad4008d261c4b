import {
  BULK_CSV_LIMITS,
  bulkResultSentence,
  type TBulkCourseRef,
  type TBulkCsvReport,
  type TBulkEnrolment,
  type TBulkOptions,
} from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { buttonClass } from '../../../components/ui/button';
import { CsvFileField } from '../../../components/ui/csv-file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { pluralize } from '../../../lib/format';
import { sendCsv, TEMPLATE_URL } from '../api/bulk-enrolment.api';
import { canApply, fixHint } from '../report-view';
import { uploadPercent } from '../upload';
import { OpenCourseLink } from './course-link';
import { ValidationReport } from './validation-report';

type Phase = 'idle' | 'checking' | 'applying';

/** Step 3 for a file: choose it, check it (upload with progress, then the report), apply it. */
export function CsvEnrolment({ course, scope }: { course: TBulkCourseRef | null; scope: TBulkOptions['scope'] }) {
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
    if (!course) return setProblem('Choose the course first (step 1).');
    if (!file) {
      setFileError('Choose a CSV file to upload.');
      inputRef.current?.focus();
      return;
    }
    if (file.size > BULK_CSV_LIMITS.maxBytes) return setFileError(`The file is larger than ${BULK_CSV_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`);
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
        setProblem(answer.message);
      } else if (answer.kind === 'applied') {
        setApplied(answer.record);
        setReport(null);
      } else setProblem(answer.message);
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') setProblem('We couldn’t send the file just now. Please try again.');
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
            <>
              The first row names the columns: <code className="font-mono text-ink">email</code> or <code className="font-mono text-ink">username</code> finds each{' '}
              {scope === 'own_classes' ? 'student of your classes' : 'user'}; <code className="font-mono text-ink">first_name</code> and{' '}
              <code className="font-mono text-ink">last_name</code> are checked when given. Up to {BULK_CSV_LIMITS.maxBytes / 1024 / 1024} MB and{' '}
              {BULK_CSV_LIMITS.maxRows.toLocaleString('en-GB')} rows.
            </>
          }
          error={fileError}
          testId="bulk-file"
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass(report ? 'secondary' : 'primary', 'lg', 'w-full sm:w-auto')} data-testid="bulk-check">
            {phase === 'checking' ? <Spinner /> : <SearchIcon size={18} />}
            {phase === 'checking' ? 'Checking…' : report ? 'Check again' : 'Check the file'}
          </button>
        </div>
      </form>

      {busy ? (
        <div data-testid="bulk-progress" data-percent={pct ?? ''} aria-live="polite">
          {pct === 100 ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <Spinner />
              {phase === 'checking' ? 'Uploaded. Checking every row…' : 'Uploaded. Enrolling…'}
            </p>
          ) : (
            <ProgressBar
              value={pct}
              label={`Uploading ${file?.name ?? 'the file'}`}
              valueText={(p) => (p === null ? 'Uploading' : `${p}% uploaded`)}
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
            <strong>{applied.file_name}</strong> in <strong>{applied.course.name}</strong>: {bulkResultSentence(applied)}.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <OpenCourseLink course={applied.course} />
            <button type="button" onClick={chooseAnother} className={buttonClass('ghost', 'sm')}>
              Enrol another file
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
                ? 'Enrolling…'
                : report.summary.will_enrol > 0
                  ? `Enrol ${pluralize(report.summary.will_enrol, 'user')}`
                  : 'Apply (everyone is already enrolled)'}
            </button>
            {!ready ? (
              <p id={applyHintId} className="text-sm text-ink-muted" data-testid="bulk-apply-hint">
                {report.summary.errors > 0 ? fixHint(report.summary) : 'The file names no one to enrol.'}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
