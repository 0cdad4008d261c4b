import { Trans, useTranslation } from 'react-i18next';
import { DATA_RIGHTS_MSG, type TParentConsentView, type TParentDecision } from '@commonshelf/shared/privacy/data-rights.schemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { AlertIcon, ShieldIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useFragmentToken } from '../../auth/url-token';
import { useParentConsentMutation, useParentDecisionMutation } from '../api/privacy.api';
import { translateMessage } from '../../../i18n/messages';

/**
 * `/parent-consent#token=…`: a parent's answer to the school's request (from the emailed link). They
 * read what they are asked, about which child (first name only) and by which school, then give or
 * refuse consent; later, the same link withdraws a consent given.
 */
export function ParentConsentPage() {
  const { t } = useTranslation('policies');
  const token = useFragmentToken();
  const [load, loading] = useParentConsentMutation();
  const [decide, deciding] = useParentDecisionMutation();
  const [view, setView] = useState<TParentConsentView | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : DATA_RIGHTS_MSG.linkInvalid);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    load(token)
      .unwrap()
      .then(setView)
      .catch((err: unknown) => setProblem(errorMessage(err, DATA_RIGHTS_MSG.linkInvalid)));
  }, [token, load]);

  const answer = async (decision: TParentDecision['decision']) => {
    setFailure(null);
    try {
      const result = await decide({ token: token ?? '', decision }).unwrap();
      setView(result.consent);
      setMessage(result.message);
    } catch (err) {
      setFailure(errorMessage(err, t('parent.saveFailed')));
    }
  };

  if (problem)
    return (
      <FormCard testId="parent-consent-invalid">
        <FormCardHeader icon={<AlertIcon size={28} />} title={t('parent.invalidTitle')} focusOnMount>
          <span data-testid="parent-consent-problem">{translateMessage(problem)}</span>
        </FormCardHeader>
        <Link to="/" className={buttonClass('secondary', 'lg', 'w-full')}>
          {t('parent.schoolSite')}
        </Link>
      </FormCard>
    );
  if (!view || loading.isLoading)
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('parent.loading')}>
        <Spinner />
      </div>
    );

  return (
    <FormCard testId="parent-consent">
      <FormCardHeader icon={<ShieldIcon size={28} />} title={t('parent.title', { name: view.student_first_name })} focusOnMount>
        {t('parent.asks', { school: view.school_name, name: view.student_first_name })}
      </FormCardHeader>
      <div className="flex flex-col gap-4">
        <p className="rounded-2xl bg-surface-alt p-4 text-ink" data-testid="parent-consent-scope">
          {view.scope}
        </p>
        <p className="text-sm text-ink-soft">
          <Trans
            t={t}
            i18nKey="parent.terms"
            values={{ version: view.terms_version }}
            components={{ policy: <Link to="/privacy-policy" className="font-semibold text-primary-dark underline" /> }}
          />
        </p>
        {message ? (
          <p role="status" className="rounded-2xl border-2 border-primary bg-primary-light p-4 font-semibold text-ink" data-testid="parent-consent-message">
            {message}
          </p>
        ) : (
          <p className="font-semibold text-ink" data-testid="parent-consent-status" data-status={view.status}>
            {t(`parent.status.${view.status}`)}
            {view.status === 'pending' ? t('parent.answerBy', { date: formatLongDate(view.expires_at) }) : ''}
          </p>
        )}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {view.status === 'pending' ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className={buttonClass('primary', 'lg', 'flex-1')} {...busyButtonProps(deciding.isLoading)} onClick={() => void answer('grant')} data-testid="parent-consent-grant">
              {t('parent.grant')}
            </button>
            <button type="button" className={buttonClass('secondary', 'lg', 'flex-1')} {...busyButtonProps(deciding.isLoading)} onClick={() => void answer('decline')} data-testid="parent-consent-decline">
              {t('parent.decline')}
            </button>
          </div>
        ) : null}
        {view.status === 'granted' ? (
          <button type="button" className={buttonClass('secondary', 'lg', 'w-full')} {...busyButtonProps(deciding.isLoading)} onClick={() => void answer('withdraw')} data-testid="parent-consent-withdraw">
            {t('parent.withdraw')}
          </button>
        ) : null}
      </div>
    </FormCard>
  );
}
