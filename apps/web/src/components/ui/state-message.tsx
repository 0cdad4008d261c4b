import { useTranslation } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
import { announce } from '../../lib/announce';
import { buttonClass } from './button';
import { AlertIcon, RefreshIcon } from './icons';

type Props = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** Said to screen readers when it appears (a search that found nothing); an alert around it says it already. */
  announced?: boolean;
};

/** The friendly box shown instead of content: empty lists, errors, sign-in prompts. */
export function StateMessage({ icon, title, children, action, testId, announced = true }: Props) {
  useEffect(() => {
    if (announced) announce(title);
  }, [announced, title]);
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line bg-surface-alt px-6 py-10 text-center"
    >
      {icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-light text-primary">{icon}</span>
      ) : null}
      <p className="text-base font-semibold text-ink">{title}</p>
      {children ? <div className="max-w-md text-sm text-ink-muted">{children}</div> : null}
      {action}
    </div>
  );
}

export function ErrorState({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert">
      <StateMessage
        announced={false}
        testId="error-state"
        icon={<AlertIcon size={24} />}
        title={t('errors.couldNotLoad', { what })}
        action={
          <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass('secondary', 'sm')}>
            <RefreshIcon size={16} className={retrying ? 'animate-spin' : ''} />
            {retrying ? t('actions.tryingAgain') : t('actions.tryAgain')}
          </button>
        }
      >
        {t('errors.checkConnection')}
      </StateMessage>
    </div>
  );
}
