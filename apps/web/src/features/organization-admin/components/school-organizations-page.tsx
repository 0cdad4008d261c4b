import type { TSchoolOrganization } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { AdminPageHeader, dangerButtonClass, ListSkeleton } from '../../../components/ui/admin-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BuildingIcon, ExternalLinkIcon, LockIcon, MailIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate, pluralize } from '../../../lib/format';
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
  useDocumentTitle('Organizations');
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolOrganizationsQuery();
  return (
    <section aria-labelledby="school-orgs-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="school-organizations">
      <AdminPageHeader
        title="Organizations"
        titleId="school-orgs-title"
        description="The organization your school belongs to. A school joins one by registering with the invitation link the organization sends."
      />
      {isLoading ? (
        <ListSkeleton rows={1} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the school’s admins see its organizations." testId="orgs-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="your school’s organizations" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<BuildingIcon size={24} />} title="Your school is not part of an organization" testId="orgs-empty">
          An organization (a trust, a network of schools) sends its schools a link to register with. Your school is on its own.
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
  const [confirming, setConfirming] = useState(false);
  const [leave, state] = useLeaveOrganizationMutation();
  const doLeave = async () => {
    try {
      showToast((await leave(org.id).unwrap()).message, 'success');
      setConfirming(false);
    } catch (err) {
      showToast(errorMessage(err, 'Your school could not leave the organization. Please try again.'), 'error');
      setConfirming(false);
    }
  };
  return (
    <li className="rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="organization-card" data-name={org.name}>
      <div className="flex flex-wrap items-start gap-4">
        <SiteLogo name={org.name} logo={org.logo} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold break-words text-ink" data-testid="organization-name">
            {org.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {pluralize(org.schools, 'school')} · your school joined on {formatLongDate(org.joined_at)}
          </p>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm">
            <li>
              <a href={org.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 font-semibold text-primary-dark hover:underline" data-testid="organization-site">
                <ExternalLinkIcon size={16} />
                {org.url.replace(/^https?:\/\//, '')}
                <span className="sr-only">(opens its site in a new tab)</span>
              </a>
            </li>
            {org.domain_url ? (
              <li>
                <a href={org.domain_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-ink-soft hover:underline">
                  <ExternalLinkIcon size={16} />
                  {org.domain_url.replace(/^https?:\/\//, '')}
                  <span className="sr-only">(its own website, in a new tab)</span>
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
        <p className="font-semibold text-ink">What {org.name}’s admins see</p>
        <p className="mt-1">Your school’s published stories and books and those waiting for review, and your school’s numbers (students, classes, readings, donations). They cannot change anything on your site.</p>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" className={dangerButtonClass('md')} onClick={() => setConfirming(true)} data-testid="leave-organization">
          Leave {org.name}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${org.name}?`}
        confirmLabel="Leave the organization"
        danger
        busy={state.isLoading}
        onConfirm={() => void doLeave()}
        onCancel={() => setConfirming(false)}
        testId="leave-dialog"
      >
        <p>Its admins stop seeing your school’s work and numbers at once, and we let them know by email.</p>
        <p className="mt-2">Your site, users and content stay as they are. Leaving cannot be undone from your site.</p>
      </ConfirmDialog>
    </li>
  );
}
