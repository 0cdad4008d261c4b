import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormCardHeader } from '../../../components/ui/form-card';
import { HeartIcon, HomeIcon, PartyIcon, RefreshIcon, UsersIcon } from '../../../components/ui/icons';
import type { RegistrationDone } from './tenant-registration-form';

type Props = {
  done: RegistrationDone;
  productName: string;
  /** The type the next registration starts as: the label reads "Register Another Organization" or "…School". */
  againAs: 'Organization' | 'School';
  onRegisterAnother: () => void;
};

/** The thank-you screen of spec 2, with the extra welcome organizations get. */
export function RegistrationThankYou({ done, productName, againAs, onRegisterAnother }: Props) {
  const { t } = useTranslation('tenants');
  return (
    <div data-testid="tenant-thank-you" className="mx-auto max-w-2xl">
      <FormCardHeader icon={<PartyIcon size={28} />} title={t('thankYou.title')} focusOnMount>
        <span role="status" data-testid="tenant-success-message">
          {done.message}
        </span>
      </FormCardHeader>
      {done.isOrganization ? (
        <div className="mb-8 flex flex-col gap-3" data-testid="organization-extras">
          <div className="flex items-start gap-3 rounded-2xl bg-primary-light p-4">
            <HeartIcon size={22} className="mt-0.5 shrink-0 text-primary" />
            <p className="text-sm text-ink">
              <Trans t={t} i18nKey="thankYou.welcome" values={{ product: productName }} components={{ strong: <strong className="font-bold" /> }} />
            </p>
          </div>
          <div className="flex items-start gap-3 rounded-2xl bg-announcement p-4">
            <UsersIcon size={22} className="mt-0.5 shrink-0 text-ink" />
            <p className="text-sm text-ink">
              {t('thankYou.onboarding')}
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:flex-1')} data-testid="tenant-home">
          <HomeIcon size={20} />
          {t('thankYou.home')}
        </Link>
        <button type="button" onClick={onRegisterAnother} className={buttonClass('secondary', 'lg', 'w-full max-sm:px-3 max-sm:text-[15px] sm:w-auto sm:flex-1')} data-testid="tenant-register-another">
          <RefreshIcon size={20} className="max-sm:hidden" />
          {againAs === 'Organization' ? t('thankYou.anotherOrganization') : t('thankYou.anotherSchool')}
        </button>
      </div>
    </div>
  );
}
