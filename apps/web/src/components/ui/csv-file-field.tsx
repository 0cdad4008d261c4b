import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './form-field';
import { FileInput } from './file-input';
import { DownloadIcon } from './icons';

type Props = {
  inputRef?: Ref<HTMLInputElement>;
  /** The file chosen, named beside the button. */
  file: File | null;
  disabled: boolean;
  /** A file chosen, or the choice cleared. */
  onChoose: (file: File | null) => void;
  /** The template to download: its address and the file name it is saved as. */
  template: { href: string; fileName: string; testId: string };
  /** What the file must hold (columns, limits). */
  hint: ReactNode;
  error: string | null;
  testId: string;
  errorTestId?: string;
};

/** A CSV file input (bulk enrolment, students' import) with its template link, what the file needs, and its error. */
export function CsvFileField({ inputRef, file, disabled, onChoose, template, hint, error, testId, errorTestId }: Props) {
  const { t } = useTranslation('adminPlatform');
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          {t('csv.file')}
        </label>
        <a href={template.href} download={template.fileName} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline" data-testid={template.testId}>
          <DownloadIcon size={16} />
          {t('csv.template')}
        </a>
      </div>
      <FileInput
        ref={inputRef}
        id={fileId}
        file={file}
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        className="rounded-xl border border-dashed border-line bg-surface-alt p-3"
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <FieldError id={errorId} message={error} {...(errorTestId ? { testId: errorTestId } : {})} />
    </div>
  );
}
