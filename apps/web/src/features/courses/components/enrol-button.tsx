import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from '../../../components/ui/button';
import { ArrowRightIcon, SparklesIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { CONTINUE_LABEL } from '../enrol-state';
import { useEnrol, type EnrolOptions } from '../hooks/use-enrol';

type Props = EnrolOptions & {
  variant?: ButtonVariant;
  className?: string;
  testId?: string;
};

/** 'Enrol Now' / 'Continue To Course' (spec 4), with a polite announcement when enrolling worked. */
export function EnrolButton({ variant = 'primary', className = '', testId = 'enrol-button', ...options }: Props) {
  const { t } = useTranslation('learning');
  const enrol = useEnrol(options);
  const busy = enrol.busyText !== null;
  return (
    <>
      <button
        type="button"
        onClick={enrol.onClick}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-testid={testId}
        data-enrolled={enrol.enrolled}
        data-action={enrol.action}
        className={buttonClass(variant, 'lg', `min-w-48 shadow-card ${busy ? 'cursor-progress opacity-80' : ''} ${className}`)}
      >
        {busy ? (
          <>
            <Spinner className="size-5" />
            {enrol.busyText}
          </>
        ) : (
          <>
            {enrol.enrolled ? null : <SparklesIcon size={20} />}
            {enrol.label === CONTINUE_LABEL ? t('enrol.continue') : t('enrol.enrol')}
            {enrol.enrolled ? <ArrowRightIcon size={20} /> : null}
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {enrol.announcement}
      </span>
    </>
  );
}
