import type { TInvitationStatus, TSchoolInvitation } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dangerButtonClass, FilterTabs, ListSkeleton } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MailIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { formatLongDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useGetSchoolInvitationsQuery, useRevokeInvitationMutation } from '../api/organization-admin.api';

const PAGE_SIZE = 10;
type Tab = 'all' | TInvitationStatus;
const TABS: Tab[] = ['pending', 'used', 'expired', 'revoked', 'all'];
const LABELS: Record<Tab, string> = { pending: 'Not used yet', used: 'Used', expired: 'Expired', revoked: 'Revoked', all: 'All' };
const TONES: Record<TInvitationStatus, 'primary' | 'warm' | 'neutral'> = { pending: 'warm', used: 'primary', expired: 'neutral', revoked: 'neutral' };

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
  const [params, setParams] = useSearchParams();
  const raw = params.get('invites') ?? 'pending';
  const status: Tab = (TABS as string[]).includes(raw) ? (raw as Tab) : 'pending';
  const rawPage = Number(params.get('ipage') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolInvitationsQuery({ status, page, size: PAGE_SIZE });
  const [revoking, setRevoking] = useState<TSchoolInvitation | null>(null);
  const [revoke, revokeState] = useRevokeInvitationMutation();
  const pages = data ? pageCountOf(data.count, PAGE_SIZE) : 1;

  const href = (patch: Record<string, string | null>) => `?${withPatch(params, patch).toString()}#invitations`;
  const doRevoke = async () => {
    if (!revoking) return;
    try {
      showToast((await revoke(revoking.id).unwrap()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The invitation could not be revoked. Please try again.'), 'error');
    }
    setRevoking(null);
  };

  return (
    <section id="invitations" aria-labelledby="invitations-title" className="flex scroll-mt-20 flex-col gap-4" data-testid="invitations">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="invitations-title" className="text-xl font-bold text-ink">
            Invitations
          </h2>
          <p className="text-sm text-ink-soft">Links you have sent schools to register with. A link works once, for 7 days.</p>
        </div>
      </div>
      <FilterTabs
        label="Invitations"
        testId="invitation-status"
        value={status}
        onChange={(v) => setParams((current) => withPatch(current, { invites: v === 'pending' ? null : v, ipage: null }), { preventScrollReset: true })}
        tabs={TABS.map((t) => ({ value: t, label: LABELS[t], count: data?.counts[t] }))}
      />
      {isLoading ? (
        <ListSkeleton rows={2} testId="invitations-loading" />
      ) : error || !data ? (
        <ErrorState what="the invitations" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={<MailIcon size={24} />}
          title={status === 'pending' ? 'No invitation is waiting to be used' : `No ${LABELS[status].toLowerCase()} invitations`}
          testId="invitations-empty"
          action={
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={onInvite}>
              Invite a school
            </button>
          }
        />
      ) : (
        <>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((i) => (
              <li key={i.id} data-testid="invitation-row" data-email={i.email ?? ''} data-status={i.status} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-ink">{i.email ?? 'A link handed out by hand'}</p>
                  <p className="text-sm text-ink-muted">
                    Sent {formatLongDate(i.created_at)} ·{' '}
                    {i.status === 'used' && i.school
                      ? `${i.school.name} registered with it${i.used_at ? ` on ${formatLongDate(i.used_at)}` : ''}`
                      : i.status === 'pending'
                        ? `works until ${formatLongDate(i.expires_at)}`
                        : i.status === 'expired'
                          ? `expired ${formatLongDate(i.expires_at)}`
                          : 'turned off'}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={TONES[i.status]}>{LABELS[i.status]}</Badge>
                  {i.status === 'pending' ? (
                    <button type="button" className={dangerButtonClass('sm')} onClick={() => setRevoking(i)} data-testid="revoke-invitation">
                      Revoke<span className="sr-only"> the invitation to {i.email ?? 'this link'}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={(n) => href({ ipage: n > 1 ? String(n) : null })} label="Invitation pages" className="mt-1" /> : null}
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        confirmLabel="Revoke the invitation"
        danger
        busy={revokeState.isLoading}
        onConfirm={() => void doRevoke()}
        onCancel={() => setRevoking(null)}
        testId="revoke-dialog"
      >
        The link sent to {revoking?.email ?? 'this school'} stops working at once. You can send a new invitation afterwards.
      </ConfirmDialog>
    </section>
  );
}
