import { Trans, useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import type { TInvitationInfo } from '@commonshelf/shared/auth/auth.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { AlertIcon, MailIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { rolePhrase } from '../invitation-text';

/** Who is invited where, as the invited person reads it at the top of both invitation pages. */
export function InvitationSummary({ invitation }: { invitation: TInvitationInfo }) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-base text-ink-soft" data-testid="invitation-summary">
      <Trans
        t={t}
        i18nKey="invitation.summary"
        values={{ tenant: invitation.tenant_name, role: rolePhrase(invitation.role) }}
        components={{ strong: <strong className="font-bold text-ink" /> }}
      />
    </p>
  );
}

export function InvitationLoading() {
  const { t } = useTranslation('auth');
  return (
    <FormCard testId="invitation-loading">
      <div aria-busy="true" className="flex flex-col items-center gap-4">
        <Skeleton className="size-14 rounded-2xl" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="mt-4 h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
      <p role="status" className="sr-only">
        {t('invitation.loading')}
      </p>
    </FormCard>
  );
}

export function InvitationProblem({ message, action }: { message: string; action?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <FormCard testId="invitation-problem">
      <FormCardHeader icon={<AlertIcon size={28} />} title={t('invitation.problemTitle')}>
        <span role="alert" data-testid="invitation-problem-message">
          {translateMessage(message)}
        </span>
      </FormCardHeader>
      {action ?? (
        <Link to="/" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('invitation.home')}
        </Link>
      )}
    </FormCard>
  );
}

export function InvitationHeader({ invitation, title }: { invitation: TInvitationInfo; title: string }) {
  return (
    <FormCardHeader icon={<MailIcon size={28} />} title={title} focusTarget>
      <InvitationSummary invitation={invitation} />
    </FormCardHeader>
  );
}
