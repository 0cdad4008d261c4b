import { TENANT_ADMIN_MSG, TENANT_STATUSES, type TAdminTenant, type TTenantStatus } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BuildingIcon, ExternalLinkIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDecideTenantMutation, useGetAdminTenantsQuery, useRejectTenantMutation, type TenantAction } from '../api/tenant-admin.api';

type Tab = 'all' | TTenantStatus;
const TABS: Tab[] = ['pending', 'active', 'suspended', 'rejected', 'all'];
const TAB_LABELS: Record<Tab, string> = { all: 'All', pending: 'Waiting for review', active: 'Active', suspended: 'Suspended', rejected: 'Rejected' };
const STATUS_BADGE: Record<TTenantStatus, { label: string; tone: 'neutral' | 'primary' | 'warm' }> = {
  pending: { label: 'Waiting for review', tone: 'warm' },
  active: { label: 'Active', tone: 'primary' },
  suspended: { label: 'Suspended', tone: 'neutral' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};
const KINDS = [
  { value: 'school', label: 'Schools' },
  { value: 'organization', label: 'Organizations' },
];

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** What a confirmation asks before a decision that needs no reason. */
const CONFIRM: Record<TenantAction, { title: (t: TAdminTenant) => string; body: (t: TAdminTenant) => string; label: string; danger?: boolean }> = {
  approve: {
    title: (t) => `Approve ${t.school_name}?`,
    body: (t) =>
      `Its site goes live at ${t.site_url}, and ${t.school_email} is invited by email to set up its ${t.is_organization ? 'organization' : 'school'} admin account.`,
    label: 'Approve',
  },
  suspend: {
    title: (t) => `Suspend ${t.school_name}?`,
    body: () => 'Its site goes offline at once and nobody can log in to it. Nothing is deleted: reactivate it to bring it back as it was.',
    label: 'Suspend',
    danger: true,
  },
  reactivate: {
    title: (t) => `Reactivate ${t.school_name}?`,
    body: (t) =>
      t.erasure?.status === 'scheduled'
        ? `The school asked for all its data to be erased. Reactivating cancels the erasure, and its site at ${t.site_url} comes back online as it was. Do this only if the school asks you to.`
        : `Its site at ${t.site_url} comes back online as it was.`,
    label: 'Reactivate',
  },
};

/**
 * `admin-panel/all-tenants`: every school and organization, registrations waiting for review
 * first; approve or reject them, suspend and reactivate sites; filters and search in the URL.
 */
export function AllTenantsPage() {
  useDocumentTitle('All tenants');
  const { values, page, set, pageHref } = useListParams(['status', 'kind', 'search'] as const);
  const status: Tab = (['all', ...TENANT_STATUSES] as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetAdminTenantsQuery({ status, kind: values.kind, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [confirm, setConfirm] = useState<{ tenant: TAdminTenant; action: TenantAction } | null>(null);
  const [rejecting, setRejecting] = useState<TAdminTenant | null>(null);
  const [decide, decideState] = useDecideTenantMutation();
  const [reject, rejectState] = useRejectTenantMutation();

  const doDecide = async () => {
    if (!confirm) return;
    try {
      const result = await decide({ id: confirm.tenant.id, action: confirm.action }).unwrap();
      showToast(result.message, 'success');
      setConfirm(null);
    } catch (err) {
      showToast(errorMessage(err, 'The change could not be saved. Please try again.'), 'error');
      setConfirm(null);
    }
  };
  const doReject = async (reason: string) => {
    if (!rejecting) return;
    const result = await reject({ id: rejecting.id, reason }).unwrap();
    showToast(result.message, 'success');
    setRejecting(null);
  };

  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = status !== 'all' || values.kind !== '' || values.search !== '';

  return (
    <section aria-labelledby="tenants-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="all-tenants">
      <AdminPageHeader
        title="All tenants"
        titleId="tenants-title"
        description="Every school and organization on the platform. Review new registrations, and take a site offline when you must."
        action={
          <Link to="/admin-panel/tenant" className={buttonClass('primary', 'md')} data-testid="add-tenant">
            <PenIcon size={18} />
            Add a tenant
          </Link>
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label="Status"
          testId="tenant-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: TAB_LABELS[s], count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search tenants" placeholder="Search by name, email or address" testId="tenant-search" />
          <FilterSelect label="Kind" value={values.kind} onChange={(v) => set({ kind: v })} allLabel="All kinds" options={KINDS} testId="tenant-kind" />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the platform admin manages tenants." testId="tenants-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the tenants" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={status === 'pending' && !values.search ? 'No registrations are waiting for review.' : 'No tenants match these filters.'}
            testId="tenants-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, kind: null, search: null })}>
                Show all tenants
              </button>
            }
          />
        ) : (
          <StateMessage icon={<BuildingIcon size={24} />} title="No tenants yet" testId="tenants-empty">
            Schools and organizations that register at /tenant-register appear here for review.
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['tenant', 'tenants']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="flex flex-col gap-3">
            {data.results.map((t) => (
              <TenantCard
                key={t.id}
                tenant={t}
                onAction={(action) => setConfirm({ tenant: t, action })}
                onReject={() => setRejecting(t)}
              />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Tenant pages" className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? CONFIRM[confirm.action].title(confirm.tenant) : ''}
        confirmLabel={confirm ? CONFIRM[confirm.action].label : ''}
        danger={confirm ? CONFIRM[confirm.action].danger : false}
        busy={decideState.isLoading}
        onConfirm={() => void doDecide()}
        onCancel={() => setConfirm(null)}
        testId="tenant-confirm"
      >
        {confirm ? CONFIRM[confirm.action].body(confirm.tenant) : null}
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title={`Reject ${rejecting?.school_name ?? ''}?`}
        description={`Its site never goes live. ${rejecting?.school_email ?? 'The applicant'} is told by email, with your reason.`}
        label="Why is the registration not accepted?"
        confirmLabel="Reject the registration"
        requiredMessage={TENANT_ADMIN_MSG.reasonRequired}
        failMessage="The registration could not be rejected. Please try again."
        maxLength={1000}
        busy={rejectState.isLoading}
        onConfirm={doReject}
        onCancel={() => setRejecting(null)}
        testId="tenant-reject-dialog"
      />
    </section>
  );
}

function TenantCard({ tenant: t, onAction, onReject }: { tenant: TAdminTenant; onAction: (a: TenantAction) => void; onReject: () => void }) {
  const badge = STATUS_BADGE[t.status];
  return (
    <li
      data-testid="tenant-row"
      data-tenant-id={t.id}
      data-status={t.status}
      data-subdomain={t.subdomain}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        {t.logo ? (
          <img src={t.logo} alt="" className="size-14 shrink-0 rounded-xl border border-line-soft bg-white object-contain p-1" />
        ) : (
          <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl text-lg font-extrabold text-white" style={{ backgroundColor: t.primary_color }}>
            {t.school_name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold break-words text-ink" data-testid="tenant-card-name">
              {t.school_name}
            </h2>
            <span data-testid="tenant-status">
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </span>
            {t.erasure ? (
              <span data-testid="tenant-erasure" data-erasure={t.erasure.status}>
                <Badge tone="warm">{t.erasure.status === 'completed' ? 'Data erased' : `Erasure on ${shortDate(t.erasure.purge_after ?? t.updated_at)}`}</Badge>
              </span>
            ) : null}
          </div>
          <p className="text-sm text-ink-soft">
            {t.is_organization ? 'Organization' : t.parent ? `School of ${t.parent.name}` : 'School'} ·{' '}
            <span data-testid="tenant-country" data-code={t.country ?? ''}>
              {t.country ? (countryName(t.country) ?? t.country) : 'country not stated'}
            </span>{' '}
            · registered {shortDate(t.created_at)}
            {t.status === 'active' || t.status === 'suspended' ? ` · ${t.users_count} ${t.users_count === 1 ? 'user' : 'users'}` : ''}
          </p>
          <p className="text-sm break-all text-ink-muted">
            {t.school_email} · {t.domain_url ?? `${t.subdomain} (subdomain)`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link to={`/admin-panel/tenant/${t.id}`} className={buttonClass('ghost', 'sm')} data-testid="tenant-edit">
          Edit
        </Link>
        {t.status === 'pending' ? (
          <>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onAction('approve')} data-testid="tenant-approve">
              Approve
            </button>
            <button type="button" className={dangerButtonClass('sm')} onClick={onReject} data-testid="tenant-reject">
              Reject
            </button>
          </>
        ) : null}
        {t.status === 'active' ? (
          <>
            <a href={t.site_url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')} data-testid="tenant-visit">
              Visit site
              <ExternalLinkIcon size={16} />
            </a>
            <button type="button" className={dangerButtonClass('sm')} onClick={() => onAction('suspend')} data-testid="tenant-suspend">
              Suspend
            </button>
          </>
        ) : null}
        {t.status === 'suspended' && t.erasure?.status !== 'completed' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onAction('reactivate')} data-testid="tenant-reactivate">
            {t.erasure ? 'Reactivate and cancel the erasure' : 'Reactivate'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

