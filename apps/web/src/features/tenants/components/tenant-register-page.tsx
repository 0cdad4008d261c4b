import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { AlertIcon, BuildingIcon, SchoolIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSite } from '../../../lib/site';
import { useTenantInvitationQuery } from '../api/tenant-registration.api';
import { RegistrationThankYou } from './registration-thank-you';
import { TenantRegistrationForm, type RegistrationDone } from './tenant-registration-form';

/**
 * `/tenant-register` (an organization or a school) and `/tenant-register/:token` (a school invited
 * by its organization: the type is fixed to School). New tenants are registered on the main site.
 */
export function TenantRegisterPage() {
  const { t } = useTranslation('tenants');
  const { token } = useParams();
  const site = useSite();
  const invitationToken = token ?? null;
  const invitation = useTenantInvitationQuery(invitationToken ?? '', { skip: !invitationToken, refetchOnMountOrArgChange: true });
  const [done, setDone] = useState<RegistrationDone | null>(null);
  // A new key gives "Register Another" a fresh, empty form.
  const [formKey, setFormKey] = useState(0);

  if (site.isTenant) {
    return (
      <FormCard testId="tenant-register-elsewhere">
        <FormCardHeader icon={<BuildingIcon size={28} />} title={t('register.elsewhereTitle')}>
          {t('register.elsewhereBody', { product: site.productName })}
        </FormCardHeader>
      </FormCard>
    );
  }

  if (done) {
    return (
      <FormCard width="wide">
        <RegistrationThankYou
          done={done}
          productName={site.productName}
          againAs={invitationToken ? 'School' : done.isOrganization ? 'Organization' : 'School'}
          onRegisterAnother={() => {
            setDone(null);
            setFormKey((k) => k + 1);
            if (invitationToken) void invitation.refetch();
            window.scrollTo({ top: 0 });
          }}
        />
      </FormCard>
    );
  }

  if (invitationToken && invitation.isLoading) {
    return (
      <FormCard width="wide" testId="tenant-invitation-loading">
        <div aria-busy="true" className="flex flex-col items-center gap-4">
          <Skeleton className="size-14 rounded-2xl" />
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </FormCard>
    );
  }

  if (invitationToken && (invitation.isError || !invitation.data)) {
    return (
      <FormCard testId="tenant-invitation-invalid">
        <FormCardHeader icon={<AlertIcon size={28} />} title={t('register.invalidTitle')}>
          <span role="alert" data-testid="tenant-invitation-message">
            {errorMessage(invitation.error, t('messages.invitationInvalid'))}
          </span>
        </FormCardHeader>
        <Link to="/tenant-register" className={buttonClass('secondary', 'lg', 'w-full')}>
          {t('register.registerOrganizationInstead')}
        </Link>
      </FormCard>
    );
  }

  const organizationName = invitation.data?.organization_name ?? null;
  return (
    <FormCard width="wide" testId="tenant-register">
      <FormCardHeader icon={invitationToken ? <SchoolIcon size={28} /> : <BuildingIcon size={28} />} title={invitationToken ? t('register.titleSchool') : t('register.title')}>
        {organizationName ? (
          <Trans
            t={t}
            i18nKey="register.invitedBy"
            values={{ product: site.productName }}
            components={{
              organization: (
                <strong className="font-semibold text-ink" data-testid="tenant-invited-by">
                  {organizationName}
                </strong>
              ),
            }}
          />
        ) : (
          t('register.intro', { product: site.productName })
        )}
      </FormCardHeader>
      <TenantRegistrationForm key={formKey} invitationToken={invitationToken} organizationName={organizationName} onRegistered={setDone} />
    </FormCard>
  );
}
