import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { TConsent, TConsentStatus, TDataRequest } from '@commonshelf/shared/privacy/data-rights.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
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

/** The badge tone of each consent status (its label is in the policies namespace). */
const STATUS_TONE: Record<TConsentStatus, 'neutral' | 'primary' | 'warm'> = {
  granted: 'primary',
  pending: 'warm',
  declined: 'neutral',
  withdrawn: 'neutral',
  expired: 'neutral',
};

const when = (iso: string | null) => (iso ? formatLongDate(iso) : '');

type T = TFunction<'policies'>;

function consentTitle(c: TConsent, t: T) {
  return c.kind === 'school_educational' ? t('records.schoolConsent') : t('records.parentConsent', { name: c.student?.name ?? t('records.erasedStudent') });
}

function requestTitle(r: TDataRequest, t: T) {
  const who = r.subject === 'school' ? t('records.wholeSchool') : r.subject_name;
  if (r.kind === 'export') return r.subject === 'self' ? t('records.ownData', { name: r.subject_name }) : t('records.exportOf', { who });
  return r.reason === 'retention' ? t('records.retentionErasure') : t('records.erasureOf', { who });
}

function requestStatus(r: TDataRequest, t: T) {
  if (r.status === 'scheduled') return { label: t('records.erasedOn', { date: when(r.purge_after) }), tone: 'warm' as const };
  if (r.status === 'cancelled') return { label: t('records.cancelledOn', { date: when(r.cancelled_at) }), tone: 'neutral' as const };
  return { label: r.kind === 'export' ? t('records.downloaded') : t('records.erased', { date: when(r.completed_at) }), tone: 'primary' as const };
}

/**
 * `/admin-school/privacy`: what the school holds about its students' data rights. Its consents (its
 * own, given when the platform approved it, and parents' for use at home), and every export and
 * erasure with its dates. A parent's consent can be withdrawn here, a scheduled erasure cancelled,
 * the whole school's data downloaded or erased. Per-student actions are on each class's student list.
 */
export function PrivacyRecordsPage() {
  const { t } = useTranslation('policies');
  useDocumentTitle(t('records.documentTitle'));
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
  if (error || !data) return <ErrorState what={t('records.what')} onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <section aria-labelledby="privacy-records-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="privacy-records">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="privacy-records-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('records.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-ink-soft">
            <Trans
              t={t}
              i18nKey="records.intro"
              components={{
                classes: <Link to="/admin-school/classes" className="font-semibold text-primary-dark underline" />,
                profile: <Link to="/admin-school/profile" className="font-semibold text-primary-dark underline" />,
              }}
            />
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary')}
          {...busyButtonProps(exporter.busy)}
          onClick={() =>
            void exporter.download({
              url: '/school-admin/privacy/export/',
              fileName: `school-data-${new Date().toISOString().slice(0, 10)}.zip`,
              failed: t('records.exportFailed'),
            })
          }
          data-testid="privacy-export-school"
        >
          {exporter.busy ? t('records.preparing') : t('records.exportSchool')}
        </button>
      </div>

      <section aria-labelledby="consents-title" className="flex flex-col gap-3">
        <h2 id="consents-title" className="text-lg font-bold text-ink">
          {t('records.consents')}
        </h2>
        <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={withdrawing.isLoading}>
          {data.consents.map((c) => (
            <li key={c.id} data-testid="consent-row" data-kind={c.kind} data-status={c.status} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {consentTitle(c, t)} <Badge tone={STATUS_TONE[c.status]}>{t(`records.status.${c.status}`)}</Badge>
                </p>
                <p className="mt-0.5 text-sm text-ink-soft">
                  {c.status === 'pending' ? t('records.askedOf', { who: c.given_by }) : t('records.givenBy', { who: c.given_by })}
                  {t('records.recordedBy', { who: c.recorded_by, version: c.terms_version })}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('records.asked', { date: when(c.requested_at) })}
                  {c.decided_at ? t('records.answered', { date: when(c.decided_at) }) : ''}
                  {c.withdrawn_at ? t('records.withdrawnBy', { date: when(c.withdrawn_at), who: c.withdrawn_by ?? '' }) : ''}
                </p>
              </div>
              {c.kind === 'parent_home' && c.status === 'granted' ? (
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirmWithdraw(c)} data-testid="consent-withdraw">
                  {t('records.withdraw')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="requests-title" className="flex flex-col gap-3">
        <h2 id="requests-title" className="text-lg font-bold text-ink">
          {t('records.requests')}
        </h2>
        {data.requests.length === 0 ? (
          <StateMessage icon={<ShieldIcon size={24} />} title={t('records.noRequestsTitle')} testId="requests-empty">
            {t('records.noRequestsBody')}
          </StateMessage>
        ) : (
          <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={cancelling.isLoading}>
            {data.requests.map((r) => {
              const status = requestStatus(r, t);
              return (
                <li key={r.id} data-testid="request-row" data-kind={r.kind} data-status={r.status} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {requestTitle(r, t)} <Badge tone={status.tone}>{status.label}</Badge>
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {t('records.byOn', { who: r.requested_by, date: when(r.requested_at) })}
                    </p>
                  </div>
                  {r.kind === 'erasure' && r.status === 'scheduled' ? (
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirmCancel(r)} data-testid="request-cancel">
                      {t('records.cancelErasure')}
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
        title={t('records.withdrawTitle')}
        confirmLabel={t('records.withdrawConfirm')}
        danger
        busy={withdrawing.isLoading}
        onConfirm={() => {
          const c = confirmWithdraw;
          if (c) void act(() => withdraw(c.id).unwrap(), t('records.withdrawFailed')).then(() => setConfirmWithdraw(null));
        }}
        onCancel={() => setConfirmWithdraw(null)}
        testId="withdraw-dialog"
      >
        {t('records.withdrawBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmCancel !== null}
        title={t('records.cancelTitle')}
        confirmLabel={t('records.cancelErasure')}
        cancelLabel={t('records.keep')}
        busy={cancelling.isLoading}
        onConfirm={() => {
          const r = confirmCancel;
          if (r) void act(() => cancel(r.id).unwrap(), t('records.cancelFailed')).then(() => setConfirmCancel(null));
        }}
        onCancel={() => setConfirmCancel(null)}
        testId="cancel-erasure-dialog"
      >
        {t('records.cancelBody')}
      </ConfirmDialog>
    </section>
  );
}
