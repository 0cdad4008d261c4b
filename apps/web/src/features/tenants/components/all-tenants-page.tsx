import { TENANT_STATUSES, type TAdminTenant, type TTenantStatus } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { countryNameIn } from '../../../lib/countries';
import { BuildingIcon, ExternalLinkIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { longDateLocale } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDecideTenantMutation, useGetAdminTenantsQuery, useRejectTenantMutation, type TenantAction } from '../api/tenant-admin.api';
import { ItemName } from '../../../components/ui/item-name';

type Tab = 'all' | TTenantStatus;
const TABS: Tab[] = ['pending', 'active', 'suspended', 'rejected', 'all'];
const STATUS_TONE: Record<TTenantStatus, 'neutral' | 'primary' | 'warm'> = { pending: 'warm', active: 'primary', suspended: 'neutral', rejected: 'neutral' };
const KINDS = ['school', 'organization'] as const;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(longDateLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

/** What a confirmation asks before a decision that needs no reason. */
function confirmTexts(t: TFunction<'tenants'>, action: TenantAction, tenant: TAdminTenant): { title: string; body: string; label: string; danger?: boolean } {
  const name = tenant.school_name;
  const url = tenant.site_url;
  switch (action) {
    case 'approve':
      return {
        title: t('list.approveTitle', { name }),
        body: t(tenant.is_organization ? 'list.approveBodyOrganization' : 'list.approveBodySchool', { url, email: tenant.school_email }),
        label: t('list.approve'),
      };
    case 'suspend':
      return { title: t('list.suspendTitle', { name }), body: t('list.suspendBody'), label: t('list.suspend'), danger: true };
    case 'reactivate':
      return {
        title: t('list.reactivateTitle', { name }),
        body: tenant.erasure?.status === 'scheduled' ? t('list.reactivateErasureBody', { url }) : t('list.reactivateBody', { url }),
        label: t('list.reactivate'),
      };
  }
}

/**
 * `admin-panel/all-tenants`: every school and organization, registrations waiting for review
 * first; approve or reject them, suspend and reactivate sites; filters and search in the URL.
 */
export function AllTenantsPage() {
  const { t } = useTranslation('tenants');
  useDocumentTitle(t('list.title'));
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
      showToast(errorMessage(err, t('list.changeFailed')), 'error');
      setConfirm(null);
    }
  };
  const doReject = async (reason: string) => {
    if (!rejecting) return;
    const result = await reject({ id: rejecting.id, reason }).unwrap();
    showToast(result.message, 'success');
    setRejecting(null);
  };

  const pages = useListPages(data?.count, page, set);
  const filtered = status !== 'all' || values.kind !== '' || values.search !== '';
  const asking = confirm ? confirmTexts(t, confirm.action, confirm.tenant) : null;

  return (
    <section aria-labelledby="tenants-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="all-tenants">
      <AdminPageHeader
        title={t('list.title')}
        titleId="tenants-title"
        description={t('list.description')}
        action={
          <Link to="/admin-panel/tenant" className={buttonClass('primary', 'md')} data-testid="add-tenant">
            <PenIcon size={18} />
            {t('list.add')}
          </Link>
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('list.status')}
          testId="tenant-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: t(`list.tabs.${s}`), count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('list.search')} placeholder={t('list.searchPlaceholder')} testId="tenant-search" />
          <FilterSelect label={t('list.kind')} value={values.kind} onChange={(v) => set({ kind: v })} allLabel={t('list.allKinds')} options={KINDS.map((k) => ({ value: k, label: t(`list.kinds.${k}`) }))} testId="tenant-kind" />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('list.forbidden')} testId="tenants-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('list.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={status === 'pending' && !values.search ? t('list.noneWaiting') : t('list.noMatch')}
            testId="tenants-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, kind: null, search: null })}>
                {t('list.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<BuildingIcon size={24} />} title={t('list.noneYet')} testId="tenants-empty">
            {t('list.noneYetBody')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('list.tenant'), t('list.tenants')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('list.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="flex flex-col gap-3">
            {data.results.map((tenant) => (
              <TenantCard
                key={tenant.id}
                tenant={tenant}
                onAction={(action) => setConfirm({ tenant, action })}
                onReject={() => setRejecting(tenant)}
              />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('list.pagesLabel')} className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={asking?.title ?? ''}
        confirmLabel={asking?.label ?? ''}
        danger={asking?.danger ?? false}
        busy={decideState.isLoading}
        onConfirm={() => void doDecide()}
        onCancel={() => setConfirm(null)}
        testId="tenant-confirm"
      >
        {asking?.body ?? null}
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title={t('list.rejectTitle', { name: rejecting?.school_name ?? '' })}
        description={t('list.rejectDescription', { email: rejecting?.school_email ?? t('list.theApplicant') })}
        label={t('list.rejectLabel')}
        confirmLabel={t('list.rejectConfirm')}
        requiredMessage={t('messages.reasonRequired')}
        failMessage={t('list.rejectFailed')}
        maxLength={1000}
        busy={rejectState.isLoading}
        onConfirm={doReject}
        onCancel={() => setRejecting(null)}
        testId="tenant-reject-dialog"
      />
    </section>
  );
}

function TenantCard({ tenant, onAction, onReject }: { tenant: TAdminTenant; onAction: (a: TenantAction) => void; onReject: () => void }) {
  const { t, i18n } = useTranslation('tenants');
  return (
    <li
      data-testid="tenant-row"
      data-tenant-id={tenant.id}
      data-status={tenant.status}
      data-subdomain={tenant.subdomain}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        {tenant.logo ? (
          <img src={tenant.logo} alt="" className="size-14 shrink-0 rounded-xl border border-line-soft bg-white object-contain p-1" />
        ) : (
          <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-xl text-lg font-extrabold text-white" style={{ backgroundColor: tenant.primary_color }}>
            {tenant.school_name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold wrap-anywhere text-ink" data-testid="tenant-card-name">
              {tenant.school_name}
            </h2>
            <span data-testid="tenant-status">
              <Badge tone={STATUS_TONE[tenant.status]}>{t(`list.tabs.${tenant.status}`)}</Badge>
            </span>
            {tenant.erasure ? (
              <span data-testid="tenant-erasure" data-erasure={tenant.erasure.status}>
                <Badge tone="warm">{tenant.erasure.status === 'completed' ? t('list.dataErased') : t('list.erasureOn', { date: shortDate(tenant.erasure.purge_after ?? tenant.updated_at) })}</Badge>
              </span>
            ) : null}
          </div>
          <p className="text-sm text-ink-soft">
            {tenant.is_organization ? t('list.organization') : tenant.parent ? t('list.schoolOf', { name: tenant.parent.name }) : t('list.school')} ·{' '}
            <span data-testid="tenant-country" data-code={tenant.country ?? ''}>
              {tenant.country ? countryNameIn(tenant.country, i18n.resolvedLanguage ?? i18n.language) || tenant.country : t('list.noCountry')}
            </span>{' '}
            · {t('list.registered', { date: shortDate(tenant.created_at) })}
            {tenant.status === 'active' || tenant.status === 'suspended' ? t('list.users', { count: tenant.users_count }) : ''}
          </p>
          <p className="text-sm break-all text-ink-muted">
            {tenant.school_email} · {tenant.domain_url ?? t('list.subdomain', { subdomain: tenant.subdomain })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link to={`/admin-panel/tenant/${tenant.id}`} className={buttonClass('ghost', 'sm')} data-testid="tenant-edit">
          {t('list.edit')}<ItemName>{tenant.school_name}</ItemName>
        </Link>
        {tenant.status === 'pending' ? (
          <>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onAction('approve')} data-testid="tenant-approve">
              {t('list.approve')}<ItemName>{tenant.school_name}</ItemName>
            </button>
            <button type="button" className={dangerButtonClass('sm')} onClick={onReject} data-testid="tenant-reject">
              {t('list.reject')}<ItemName>{tenant.school_name}</ItemName>
            </button>
          </>
        ) : null}
        {tenant.status === 'active' ? (
          <>
            <a href={tenant.site_url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')} data-testid="tenant-visit">
              {t('list.visit')}<ItemName>{tenant.school_name}</ItemName>
              <span className="sr-only">{t('list.newTab')}</span>
              <ExternalLinkIcon size={16} />
            </a>
            <button type="button" className={dangerButtonClass('sm')} onClick={() => onAction('suspend')} data-testid="tenant-suspend">
              {t('list.suspend')}<ItemName>{tenant.school_name}</ItemName>
            </button>
          </>
        ) : null}
        {tenant.status === 'suspended' && tenant.erasure?.status !== 'completed' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onAction('reactivate')} data-testid="tenant-reactivate">
            {tenant.erasure ? t('list.reactivateAndCancel') : t('list.reactivate')}<ItemName>{tenant.school_name}</ItemName>
          </button>
        ) : null}
      </div>
    </li>
  );
}

