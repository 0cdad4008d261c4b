import type { TInvitationStatus, TSchoolInvitation } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { dangerButtonClass, FilterTabs, ListSkeleton, useListPages } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MailIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useGetSchoolInvitationsQuery, useRevokeInvitationMutation } from '../api/organization-admin.api';
import { EmailText } from '../../../components/ui/email-text';

const PAGE_SIZE = 10;
type Tab = 'all' | TInvitationStatus;
const TABS: Tab[] = ['pending', 'used', 'expired', 'revoked', 'all'];
const TONES: Record<TInvitationStatus, 'primary' | 'warm' | 'neutral'> = { pending: 'warm', used: 'primary', expired: 'neutral', revoked: 'neutral' };
const EMPTY = { pending: 'noneWaiting', used: 'noneUsed', expired: 'noneExpired', revoked: 'noneRevoked', all: 'noneAll' } as const satisfies Record<Tab, string>;

/** The query string with some parameters set (null: removed). */
function withPatch(params: URLSearchParams, patch: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) next.delete(k);
    else next.set(k, v);
  }
  return next;
}

/**
 * The invitations the organization has sent (`?invites=` and `?ipage=` in the URL, apart from the
 * schools list's own filters): who each went to, whether it was used and by which school, and
 * revoking one that still works.
 */
export function InvitationsPanel({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation('tenants');
  const [params, setParams] = useSearchParams();
  const raw = params.get('invites') ?? 'pending';
  const status: Tab = (TABS as string[]).includes(raw) ? (raw as Tab) : 'pending';
  const rawPage = Number(params.get('ipage') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolInvitationsQuery({ status, page, size: PAGE_SIZE });
  const [revoking, setRevoking] = useState<TSchoolInvitation | null>(null);
  const [revoke, revokeState] = useRevokeInvitationMutation();
  const navigate = useNavigate();
  const setPage = useCallback(
    ({ page: n }: { page: number }, replace: boolean) =>
      void navigate({ search: withPatch(params, { ipage: n > 1 ? String(n) : null }).toString(), hash: 'invitations' }, { replace, preventScrollReset: true }),
    [navigate, params],
  );
  const pages = useListPages(data?.count, page, setPage, PAGE_SIZE);

  const href = (patch: Record<string, string | null>) => `?${withPatch(params, patch).toString()}#invitations`;
  const doRevoke = async () => {
    if (!revoking) return;
    try {
      showToast((await revoke(revoking.id).unwrap()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('org.revokeFailed')), 'error');
    }
    setRevoking(null);
  };

  return (
    <section id="invitations" aria-labelledby="invitations-title" className="flex scroll-mt-20 flex-col gap-4" data-testid="invitations">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="invitations-title" className="text-xl font-bold text-ink">
            {t('org.invitations')}
          </h2>
          <p className="text-sm text-ink-soft">{t('org.invitationsIntro')}</p>
        </div>
      </div>
      <FilterTabs
        label={t('org.invitations')}
        testId="invitation-status"
        value={status}
        onChange={(v) => setParams((current) => withPatch(current, { invites: v === 'pending' ? null : v, ipage: null }), { preventScrollReset: true })}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`org.invitationTabs.${tab}`), count: data?.counts[tab] }))}
      />
      {isLoading ? (
        <ListSkeleton rows={2} testId="invitations-loading" />
      ) : error || !data ? (
        <ErrorState what={t('org.whatInvitations')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={<MailIcon size={24} />}
          title={t(`org.${EMPTY[status]}`)}
          testId="invitations-empty"
          action={
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={onInvite}>
              {t('org.inviteSchool')}
            </button>
          }
        />
      ) : (
        <>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((i) => (
              <li key={i.id} data-testid="invitation-row" data-email={i.email ?? ''} data-status={i.status} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink wrap-anywhere">{i.email ? <EmailText email={i.email} /> : t('org.byHand')}</p>
                  <p className="text-sm text-ink-muted">
                    {t('org.sent', { date: formatLongDate(i.created_at) })}
                    {i.status === 'used' && i.school
                      ? i.used_at
                        ? t('org.registeredWithOn', { school: i.school.name, date: formatLongDate(i.used_at) })
                        : t('org.registeredWith', { school: i.school.name })
                      : i.status === 'pending'
                        ? t('org.worksUntil', { date: formatLongDate(i.expires_at) })
                        : i.status === 'expired'
                          ? t('org.expired', { date: formatLongDate(i.expires_at) })
                          : t('org.turnedOff')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={TONES[i.status]}>{t(`org.invitationTabs.${i.status}`)}</Badge>
                  {i.status === 'pending' ? (
                    <button type="button" className={dangerButtonClass('sm')} onClick={() => setRevoking(i)} data-testid="revoke-invitation">
                      {t('org.revoke')}
                      <span className="sr-only">{t('org.revokeWho', { email: i.email ?? t('org.thisLink') })}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={(n) => href({ ipage: n > 1 ? String(n) : null })} label={t('org.invitationPages')} className="mt-1" /> : null}
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('org.revokeTitle')}
        confirmLabel={t('org.revokeConfirm')}
        danger
        busy={revokeState.isLoading}
        onConfirm={() => void doRevoke()}
        onCancel={() => setRevoking(null)}
        testId="revoke-dialog"
      >
        {t('org.revokeBody', { email: revoking?.email ?? t('org.thisSchool') })}
      </ConfirmDialog>
    </section>
  );
}
