import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { ChevronRightIcon, SparklesIcon, UserIcon } from '../../../components/ui/icons';
import { useSite } from '../../../lib/site';
import { CommunityAccessNote } from './community-access-note';

const optionClass =
  'group flex w-full items-center gap-4 rounded-2xl border-2 border-line-soft bg-surface p-5 text-left transition-colors hover:border-primary hover:bg-primary-light';

/**
 * `/login-or-register`: where protected pages send visitors. Tenant sites create their users
 * themselves, so there only Login is offered (spec 2). The page they came from travels on.
 */
export function LoginOrRegisterPage() {
  const { isTenant, siteName } = useSite();
  const location = useLocation();
  const { t } = useTranslation('auth');
  return (
    <FormCard testId="login-or-register">
      <CommunityAccessNote />
      <FormCardHeader icon={<UserIcon size={28} />} title={t('loginOrRegister.title')}>
        {isTenant ? t('loginOrRegister.leadTenant', { site: siteName }) : t('loginOrRegister.lead')}
      </FormCardHeader>
      <ul role="list" className="flex flex-col gap-3">
        {isTenant ? null : (
          <li>
            <Link to="/register" state={location.state} className={optionClass} data-testid="create-account-link">
              <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-announcement text-ink">
                <SparklesIcon size={28} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold text-ink">{t('loginOrRegister.create')}</span>
                <span className="block text-sm text-ink-muted">{t('loginOrRegister.createText')}</span>
              </span>
              <ChevronRightIcon size={22} className="shrink-0 text-ink-muted group-hover:text-primary" />
            </Link>
          </li>
        )}
        <li>
          <Link to="/login" state={location.state} className={optionClass} data-testid="login-link">
            <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-light text-primary">
              <UserIcon size={28} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold text-ink">{t('loginOrRegister.login')}</span>
              <span className="block text-sm text-ink-muted">{t('loginOrRegister.loginText')}</span>
            </span>
            <ChevronRightIcon size={22} className="shrink-0 text-ink-muted group-hover:text-primary" />
          </Link>
        </li>
      </ul>
      {isTenant ? (
        <p className="mt-6 text-center text-sm text-ink-muted">
          {t('loginOrRegister.tenantNote', { site: siteName })}
        </p>
      ) : null}
    </FormCard>
  );
}
