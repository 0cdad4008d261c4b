import type { TConsent, TConsentStatus, TDataRequest } from '@commonshelf/shared/privacy/data-rights.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { useFileDownload } from '../../../lib/csv-download';
import { formatLongDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useSite } from '../../../lib/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelErasureMutation, useGetPrivacyRecordsQuery, useWithdrawConsentMutation } from '../api/privacy.api';
import { SchoolErasure } from './school-erasure';

const STATUS: Record<TConsentStatus, { label: string; tone: 'neutral' | 'primary' | 'warm' }> = {
  granted: { label: 'Given', tone: 'primary' },
  pending: { label: 'Waiting for the parent', tone: 'warm' },
  declined: { label: 'Refused', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
  expired: { label: 'Expired unanswered', tone: 'neutral' },
};

const when = (iso: string | null) => (iso ? formatLongDate(iso) : '');

function consentTitle(c: TConsent) {
  return c.kind === 'school_educational' ? 'School consent for educational use' : `Parent consent for home use: ${c.student?.name ?? 'an erased student'}`;
}

function requestTitle(r: TDataRequest) {
  const who = r.subject === 'school' ? 'the whole school' : r.subject_name;
  if (r.kind === 'export') return r.subject === 'self' ? `${r.subject_name} downloaded their own data` : `Export of ${who}`;
  return r.reason === 'retention' ? 'Erasure at the end of the retention period' : `Erasure of ${who}`;
}

function requestStatus(r: TDataRequest) {
  if (r.status === 'scheduled') return { label: `Erased on ${when(r.purge_after)}`, tone: 'warm' as const };
  if (r.status === 'cancelled') return { label: `Cancelled ${when(r.cancelled_at)}`, tone: 'neutral' as const };
  return { label: r.kind === 'export' ? 'Downloaded' : `Erased ${when(r.completed_at)}`, tone: 'primary' as const };
}

/**
 * `/admin-school/privacy`: what the school holds about its students' data rights. Its consents (its
 * own, given when the platform approved it, and parents' for use at home), and every export and
 * erasure with its dates. A parent's consent can be withdrawn here, a scheduled erasure cancelled,
 * the whole school's data downloaded or erased. Per-student actions are on each class's student list.
 */
export function PrivacyRecordsPage() {
  useDocumentTitle('Privacy and data');
  const { siteName } = useSite();
  const { data, error, isLoading, isFetching, refetch } = useGetPrivacyRecordsQuery();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const [cancel, cancelling] = useCancelErasureMutation();
  const [confirmWithdraw, setConfirmWithdraw] = useState<TConsent | null>(null);
  const [confirmCancel, setConfirmCancel] = useState<TDataRequest | null>(null);
  const exporter = useFileDownload();

  const act = async (run: () => Promise<{ message: string }>, failed: string) => {
    try {
      showToast((await run()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, failed), 'error');
    }
  };

  if (isLoading) return <ListSkeleton rows={6} />;
  if (error || !data) return <ErrorState what="the privacy records" onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <section aria-labelledby="privacy-records-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="privacy-records">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="privacy-records-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Privacy and data
          </h1>
          <p className="mt-1 max-w-2xl text-ink-soft">
            The consents your school holds, and every download and erasure of your students’ data. To download or erase one student’s data, or to ask a parent’s consent, open their class in{' '}
            <Link to="/admin-school/classes" className="font-semibold text-primary-dark underline">
              Classes
            </Link>
            . Names on the login list, sign-out on shared computers and how long archived students are kept are set in{' '}
            <Link to="/admin-school/profile" className="font-semibold text-primary-dark underline">
              Profile
            </Link>
            .
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={exporter.busy}
          onClick={() =>
            void exporter.download({
              url: '/school-admin/privacy/export/',
              fileName: `school-data-${new Date().toISOString().slice(0, 10)}.zip`,
              failed: 'The school’s data could not be downloaded. Please try again.',
            })
          }
          data-testid="privacy-export-school"
        >
          {exporter.busy ? 'Preparing…' : 'Download all school data'}
        </button>
      </div>

      <section aria-labelledby="consents-title" className="flex flex-col gap-3">
        <h2 id="consents-title" className="text-lg font-bold text-ink">
          Consents
        </h2>
        <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={withdrawing.isLoading}>
          {data.consents.map((c) => (
            <li key={c.id} data-testid="consent-row" data-kind={c.kind} data-status={c.status} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {consentTitle(c)} <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
                </p>
                <p className="mt-0.5 text-sm text-ink-soft">
                  {c.status === 'pending' ? `Asked of ${c.given_by}` : `Given by ${c.given_by}`} · recorded by {c.recorded_by} · terms of {c.terms_version}
                </p>
                <p className="text-sm text-ink-muted">
                  Asked {when(c.requested_at)}
                  {c.decided_at ? ` · answered ${when(c.decided_at)}` : ''}
                  {c.withdrawn_at ? ` · withdrawn ${when(c.withdrawn_at)} by ${c.withdrawn_by ?? ''}` : ''}
                </p>
              </div>
              {c.kind === 'parent_home' && c.status === 'granted' ? (
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirmWithdraw(c)} data-testid="consent-withdraw">
                  Withdraw
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="requests-title" className="flex flex-col gap-3">
        <h2 id="requests-title" className="text-lg font-bold text-ink">
          Downloads and erasures
        </h2>
        {data.requests.length === 0 ? (
          <StateMessage icon={<ShieldIcon size={24} />} title="No downloads or erasures yet" testId="requests-empty">
            When someone downloads a student’s or the school’s data, or a student’s data is erased, it is listed here with its dates.
          </StateMessage>
        ) : (
          <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={cancelling.isLoading}>
            {data.requests.map((r) => {
              const status = requestStatus(r);
              return (
                <li key={r.id} data-testid="request-row" data-kind={r.kind} data-status={r.status} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {requestTitle(r)} <Badge tone={status.tone}>{status.label}</Badge>
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      By {r.requested_by} on {when(r.requested_at)}
                    </p>
                  </div>
                  {r.kind === 'erasure' && r.status === 'scheduled' ? (
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirmCancel(r)} data-testid="request-cancel">
                      Cancel erasure
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <SchoolErasure schoolName={siteName} />

      <ConfirmDialog
        open={confirmWithdraw !== null}
        title="Withdraw this consent?"
        confirmLabel="Withdraw consent"
        danger
        busy={withdrawing.isLoading}
        onConfirm={() => {
          const c = confirmWithdraw;
          if (c) void act(() => withdraw(c.id).unwrap(), 'The consent could not be withdrawn. Please try again.').then(() => setConfirmWithdraw(null));
        }}
        onCancel={() => setConfirmWithdraw(null)}
        testId="withdraw-dialog"
      >
        Do this when the parent asks you to. The record stays, marked withdrawn with your name and today’s date; the student keeps using their account at school.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmCancel !== null}
        title="Cancel this erasure?"
        confirmLabel="Cancel erasure"
        cancelLabel="Keep it"
        busy={cancelling.isLoading}
        onConfirm={() => {
          const r = confirmCancel;
          if (r) void act(() => cancel(r.id).unwrap(), 'The erasure could not be cancelled. Please try again.').then(() => setConfirmCancel(null));
        }}
        onCancel={() => setConfirmCancel(null)}
        testId="cancel-erasure-dialog"
      >
        Nothing is erased, and the student’s account is as it was before the erasure was asked for.
      </ConfirmDialog>
    </section>
  );
}
