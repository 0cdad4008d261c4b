import { SUPERPOWER_MSG as MSG, NOTE_MAX, type TSuperpower, type TSuperpowerProgramme, type TSuperpowerStatus } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { ROLE_LABELS } from '@commonshelf/shared/users/user-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon, SearchIcon, SparklesIcon, StarIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { longDateLocale } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSuperpowersQuery, useRevokeSuperpowerMutation } from '../api/superpowers.api';
import { GrantDialog } from './grant-dialog';
import { EmailText } from '../../../components/ui/email-text';
import { ItemName } from '../../../components/ui/item-name';
import { fullName } from '../../../lib/roles';

const day = (iso: string) => new Date(iso).toLocaleDateString(longDateLocale(), { dateStyle: 'medium' });

/** `admin-panel/superpower-teacher` and `admin-panel/superpower-parent`: one programme's members, granting and revoking. */
export function SuperpowersPage({ programme }: { programme: TSuperpowerProgramme }) {
  const { t } = useTranslation('activities');
  const p = `superpowers.programmes.${programme}` as const;
  useDocumentTitle(t(`${p}.title`));
  const { values, page, set, pageHref } = useListParams(['status', 'search'] as const);
  const status: TSuperpowerStatus = values.status === 'revoked' ? 'revoked' : 'active';
  const { data, error, isLoading, isFetching, refetch } = useGetSuperpowersQuery({ programme, status, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<TSuperpower | null>(null);
  const [revoke, revokeState] = useRevokeSuperpowerMutation();
  const pages = useListPages(data?.count, page, set);
  const Icon = programme === 'teacher' ? SparklesIcon : StarIcon;

  const doRevoke = async (reason: string) => {
    if (!revoking) return;
    const result = await revoke({ id: revoking.id, reason }).unwrap();
    showToast(result.message, 'success');
    setRevoking(null);
  };

  return (
    <section aria-labelledby="superpowers-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="superpowers" data-programme={programme}>
      <AdminPageHeader
        title={t(`${p}.title`)}
        titleId="superpowers-title"
        description={t(`${p}.about`)}
        action={
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setGranting(true)} data-testid="grant-open">
            {t(`${p}.add`)}
          </button>
        }
      />
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('superpowers.statusLabel')}
          testId="superpower-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'active' ? null : v })}
          tabs={(['active', 'revoked'] as const).map((s) => ({ value: s, label: t(`superpowers.status.${s}`), count: data?.counts[s] }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('superpowers.search')} placeholder={t('superpowers.searchPlaceholder')} testId="superpower-search" />
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('superpowers.forbidden')} testId="superpowers-forbidden">
          {errorMessage(error, MSG.notPlatformAdmin)}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t(`${p}.what`)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={values.search ? <SearchIcon size={24} /> : <Icon size={24} />}
          title={values.search ? t('superpowers.noMatch') : status === 'active' ? t(`${p}.none`) : t('superpowers.noneRevoked')}
          action={
            !values.search && status === 'active' ? (
              <button type="button" className={buttonClass('primary', 'md')} onClick={() => setGranting(true)}>
                {t(`${p}.addFirst`)}
              </button>
            ) : undefined
          }
          testId="superpowers-empty"
        />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={status === 'active' ? [t('superpowers.member'), t('superpowers.members')] : [t('superpowers.revokedMembership'), t('superpowers.revokedMemberships')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('superpowers.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((m) => (
              <li key={m.id} data-testid="superpower-row" data-user={m.user.email ?? m.user.id} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,2fr)_auto] lg:items-center lg:gap-4">
                <div className="min-w-0">
                  <Link to={`../userprofile/${m.user.id}`} relative="path" className="font-bold wrap-anywhere text-ink hover:underline">
                    {m.user.first_name} {m.user.last_name}
                  </Link>
                  <p className="text-sm text-ink-muted wrap-anywhere">
                    <EmailText email={m.user.email} />
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <Badge tone="primary">{ROLE_LABELS[m.user.role]}</Badge>
                    {m.user.site?.name ?? t('superpowers.mainSite')}
                    {m.user.is_active ? null : <Badge tone="warm">{t('superpowers.deactivated')}</Badge>}
                  </p>
                </div>
                <div className="min-w-0 text-sm text-ink-soft">
                  <p>
                    {t('superpowers.added', { date: day(m.granted_at) })}
                    {m.granted_by ? t('superpowers.by', { name: m.granted_by.name }) : ''}
                  </p>
                  {m.note ? <p className="wrap-anywhere text-ink-muted">“{m.note}”</p> : null}
                  {m.revoked_at ? (
                    <p className="wrap-anywhere" data-testid="superpower-revoked">
                      {t('superpowers.revokedOn', { date: day(m.revoked_at) })}
                      {m.revoked_by ? t('superpowers.by', { name: m.revoked_by.name }) : ''}: {m.revoke_reason}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2 lg:justify-end">
                  {m.revoked_at ? null : (
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setRevoking(m)} data-testid="superpower-revoke">
                      {t('superpowers.revoke')}<ItemName>{fullName(m.user)}</ItemName>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('superpowers.pages')} className="mt-2" /> : null}
        </>
      )}
      <GrantDialog programme={programme} open={granting} onClose={() => setGranting(false)} />
      <ReasonDialog
        open={revoking !== null}
        title={t(`${p}.removeTitle`, { name: revoking ? fullName(revoking.user) : '' })}
        description={t('superpowers.revokeDescription')}
        label={t('superpowers.revokeLabel')}
        confirmLabel={t('superpowers.revokeConfirm')}
        requiredMessage={MSG.reasonRequired}
        failMessage={t('superpowers.revokeFailed')}
        maxLength={NOTE_MAX}
        busy={revokeState.isLoading}
        onConfirm={doRevoke}
        onCancel={() => setRevoking(null)}
        testId="revoke-dialog"
      />
    </section>
  );
}

export const SuperpowerTeacherPage = () => <SuperpowersPage programme="teacher" />;
export const SuperpowerParentPage = () => <SuperpowersPage programme="parent" />;
