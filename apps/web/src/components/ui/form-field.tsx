import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { translateMessage } from '../../i18n/messages';
import { AlertIcon } from './icons';

/** Text inputs: 48 px tall (a child's finger), 16 px text (no zoom on iPhones), a clear error state. */
export function inputClass(invalid = false, extra = ''): string {
  return [
    'block h-12 w-full min-w-0 rounded-xl border bg-surface px-4 text-base text-ink placeholder:text-ink-muted',
    'transition-colors hover:border-ink-muted focus:outline-none focus-visible:outline-none focus:ring-3',
    'disabled:cursor-not-allowed disabled:bg-surface-alt disabled:text-ink-muted read-only:bg-surface-alt',
    invalid ? 'border-danger focus:border-danger focus:ring-danger/40' : 'border-line focus:border-primary focus:ring-primary/45',
    extra,
  ].join(' ');
}

export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type Props = {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby; null/undefined when valid. */
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the id and ARIA attributes that connect it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /** Marks the label as optional ("(optional)") instead of relying on an asterisk. */
  optional?: boolean;
  testId?: string;
};

/** The id of a FormField's label, from its control's id (for a control inside the field that names itself after it). */
export const fieldLabelId = (controlId: string) => `${controlId}-label`;

/** A labelled form control with its hint and error message. */
export function FormField({ label, error, hint, children, className = '', optional, testId }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`} data-testid={testId}>
      <label id={fieldLabelId(id)} htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {t('optional')}</span> : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a control; the message is linked by id from the control's aria-describedby. */
export function FieldError({ id, message, testId }: { id?: string | undefined; message?: string | null; testId?: string }) {
  useTranslation(); // re-renders the message when the language changes
  if (!message) return null;
  return (
    <p id={id} data-testid={testId ?? 'field-error'} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertIcon size={16} className="mt-0.5 shrink-0" />
      <span>{translateMessage(message)}</span>
    </p>
  );
}

/**
 * The fields of filter bars (a search box with its icon, selects): the text inputs' look, with the
 * padding left to each (an icon takes the left of a search box).
 */
export const filterFieldClass =
  'block h-12 w-full min-w-0 rounded-xl border border-line bg-surface text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none';

/** Selects and text areas with the same look and error state as `inputClass`. */
export const selectClass = (invalid = false) =>
  `block h-12 w-full min-w-0 rounded-xl border bg-surface px-3 text-base text-ink hover:border-ink-muted focus:outline-none focus:ring-3 disabled:cursor-not-allowed disabled:bg-surface-alt ${
    invalid ? 'border-danger focus:ring-danger/40' : 'border-line focus:border-primary focus:ring-primary/45'
  }`;

export const textareaClass = (invalid = false) =>
  `block w-full min-w-0 rounded-xl border bg-surface px-4 py-3 text-base text-ink focus:outline-none focus:ring-3 ${
    invalid ? 'border-danger focus:ring-danger/40' : 'border-line focus:border-primary focus:ring-primary/45'
  }`;
