import type { TSchoolOrganization } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader, dangerButtonClass, ListSkeleton } from '../../../components/ui/admin-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BuildingIcon, ExternalLinkIcon, LockIcon, MailIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSchoolOrganizationsQuery, useLeaveOrganizationMutation } from '../api/organization-admin.api';
import { SiteLogo } from './site-logo';

/**
 * `admin-school/organizations` (school admins only, spec 6): the organization the school belongs
 * to, what its admins see of the school, and leaving it.
 */
export function SchoolOrganizationsPage() {
  const { t } = useTranslation('tenants');
  useDocumentTitle(t('org.organizations'));
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolOrganizationsQuery();
  return (
    <section aria-labelledby="school-orgs-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="school-organizations">
      <AdminPageHeader
        title={t('org.organizations')}
        titleId="school-orgs-title"
        description={t('org.organizationsDescription')}
      />
      {isLoading ? (
        <ListSkeleton rows={1} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('org.orgsForbidden')} testId="orgs-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('org.whatOrgs')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<BuildingIcon size={24} />} title={t('org.noOrgTitle')} testId="orgs-empty">
          {t('org.noOrgBody')}
        </StateMessage>
      ) : (
        <ul role="list" className="flex flex-col gap-4">
          {data.results.map((o) => (
            <OrganizationCard key={o.id} org={o} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrganizationCard({ org }: { org: TSchoolOrganization }) {
  const { t } = useTranslation('tenants');
  const [confirming, setConfirming] = useState(false);
  const [leave, state] = useLeaveOrganizationMutation();
  const doLeave = async () => {
    try {
      showToast((await leave(org.id).unwrap()).message, 'success');
      setConfirming(false);
    } catch (err) {
      showToast(errorMessage(err, t('org.leaveFailed')), 'error');
      setConfirming(false);
    }
  };
  return (
    <li className="rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="organization-card" data-name={org.name}>
      <div className="flex flex-wrap items-start gap-4">
        <SiteLogo name={org.name} logo={org.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold wrap-anywhere text-ink" data-testid="organization-name">
            {org.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('org.joinedOn', { schools: t('org.schools', { count: org.schools }), date: formatLongDate(org.joined_at) })}
          </p>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm">
            <li>
              <a href={org.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-primary-dark hover:underline" data-testid="organization-site">
                <ExternalLinkIcon size={16} />
                {org.url.replace(/^https?:\/\//, '')}
                <span className="sr-only">{t('org.opensSite')}</span>
              </a>
            </li>
            {org.domain_url ? (
              <li>
                <a href={org.domain_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-ink-soft hover:underline">
                  <ExternalLinkIcon size={16} />
                  {org.domain_url.replace(/^https?:\/\//, '')}
                  <span className="sr-only">{t('org.ownWebsite')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <a href={`mailto:${org.email}`} className="inline-flex items-center gap-1.5 text-ink-soft hover:underline" data-testid="organization-email">
                <MailIcon size={16} />
                {org.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-5 rounded-2xl bg-surface-alt p-4 text-sm text-ink-soft">
        <p className="font-semibold text-ink">{t('org.whatAdminsSee', { name: org.name })}</p>
        <p className="mt-1">{t('org.adminsSee')}</p>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" className={dangerButtonClass('md')} onClick={() => setConfirming(true)} data-testid="leave-organization">
          {t('org.leave', { name: org.name })}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('org.leaveTitle', { name: org.name })}
        confirmLabel={t('org.leaveConfirm')}
        danger
        busy={state.isLoading}
        onConfirm={() => void doLeave()}
        onCancel={() => setConfirming(false)}
        testId="leave-dialog"
      >
        <p>{t('org.leaveBody1')}</p>
        <p className="mt-2">{t('org.leaveBody2')}</p>
      </ConfirmDialog>
    </li>
  );
}
