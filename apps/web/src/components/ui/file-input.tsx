import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';
import { UploadIcon } from './icons';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  ref?: Ref<HTMLInputElement>;
  /** The file chosen, shown by name beside the button; leave out for a field that uploads at once (its preview says it). */
  file?: File | null;
  className?: string;
};

/**
 * A file field in the page's language. The browser's own ("Choose File · No file chosen") speaks the
 * browser's language, not the site's; this keeps the native input (labels, keyboard, screen readers
 * and tests work on it as before) and shows a button and the chosen file's name over it.
 */
export function FileInput({ ref, file, id, className = '', ...props }: Props) {
  const { t } = useTranslation('common');
  const ownId = useId();
  const inputId = id ?? ownId;
  const statusId = `${inputId}-chosen`;
  const describedBy = [props['aria-describedby'], file !== undefined ? statusId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 ${className}`}>
      <input {...props} ref={ref} id={inputId} type="file" aria-describedby={describedBy} className="peer sr-only" />
      {/* The field's label names the input; this second label is only the visible button. */}
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className={buttonClass(
          'secondary',
          'md',
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <UploadIcon size={16} />
        {file ? t('file.chooseAnother') : t('file.choose')}
      </label>
      {file !== undefined ? (
        <span id={statusId} className={`min-w-0 text-sm wrap-anywhere ${file ? 'font-semibold text-ink' : 'text-ink-muted'}`}>
          {file ? file.name : t('file.none')}
        </span>
      ) : null}
    </div>
  );
}
