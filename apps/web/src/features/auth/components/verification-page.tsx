import { useTranslation } from 'react-i18next';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { AlertIcon, CheckIcon, MailIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmailMutation } from '../api/auth.api';
import { useFragmentToken } from '../url-token';
import { translateMessage } from '../../../i18n/messages';

export const VERIFY_LINK_INVALID = 'This confirmation link is invalid or has expired.';

type Outcome = { ok: boolean; message: string };

/** `/verification/#token=…`: confirms the email address as soon as the emailed link opens. */
export function VerificationPage() {
  const { t } = useTranslation('auth');
  const token = useFragmentToken();
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: VERIFY_LINK_INVALID });
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: React's development double effects must not spend it twice.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail({ token })
      .unwrap()
      .then((result) => setOutcome({ ok: true, message: result.message }))
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, MSG.somethingWrong) }));
  }, [token, verifyEmail]);

  if (!outcome) {
    return (
      <FormCard testId="verification-pending">
        <FormCardHeader icon={<MailIcon size={28} />} title={t('verification.pending')} />
        <div role="status" className="flex justify-center text-primary">
          <Spinner className="size-8" />
          <span className="sr-only">{t('verification.wait')}</span>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard testId={outcome.ok ? 'verification-done' : 'verification-failed'}>
      <FormCardHeader
        icon={outcome.ok ? <CheckIcon size={28} /> : <AlertIcon size={28} />}
        title={outcome.ok ? t('verification.done') : t('verification.failed')}
        focusOnMount
      >
        <span role={outcome.ok ? 'status' : 'alert'} data-testid="verification-message">
          {translateMessage(outcome.message)}
        </span>
      </FormCardHeader>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:flex-1')}>
          {t('verification.home')}
        </Link>
        <Link to="/login" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto sm:flex-1')}>
          {t('verification.logIn')}
        </Link>
      </div>
    </FormCard>
  );
}
