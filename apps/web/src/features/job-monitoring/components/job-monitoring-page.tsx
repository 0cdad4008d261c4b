import type { TFailedJob } from '@commonshelf/shared/admin/jobs.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '../../../i18n';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckIcon, LockIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDiscardJobMutation, useGetFailedJobsQuery, useRetryJobMutation } from '../api/job-monitoring.api';

const dateTime = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `admin-panel/background-jobs`: the background jobs whose retries ran out (the dead letters), of
 * every kind, with their last error; each can be run again or discarded.
 */
export function JobMonitoringPage() {
  const { t } = useTranslation('adminPlatform');
  useDocumentTitle(t('jobs.title'));
  const { values, page, set, pageHref } = useListParams(['kind'] as const);
  const { data, error, isLoading, isFetching, refetch } = useGetFailedJobsQuery({ kind: values.kind, page, size: ADMIN_PAGE_SIZE });
  const [retry, retryState] = useRetryJobMutation();
  const [discard, discardState] = useDiscardJobMutation();
  const [discarding, setDiscarding] = useState<TFailedJob | null>(null);
  const kindLabel = (kind: string) => t(`jobs.kinds.${kind}`, { defaultValue: kind });

  const act = async (run: () => Promise<{ message: string }>, failed: string) => {
    try {
      showToast((await run()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, failed), 'error');
    }
  };
  const doRetry = (job: TFailedJob) => void act(() => retry(job.id).unwrap(), t('jobs.retryFailed'));
  const doDiscard = async (job: TFailedJob) => {
    await act(() => discard(job.id).unwrap(), t('jobs.discardFailed'));
    setDiscarding(null);
  };
  const busyId = retryState.isLoading ? retryState.originalArgs : undefined;
  const pages = useListPages(data?.count, page, set);

  return (
    <section aria-labelledby="jobs-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="job-monitoring">
      <AdminPageHeader title={t('jobs.title')} titleId="jobs-title" description={t('jobs.description')} />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterSelect
          label={t('jobs.kind')}
          value={values.kind}
          onChange={(v) => set({ kind: v })}
          allLabel={t('jobs.allKinds')}
          options={(data?.kinds ?? []).map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          testId="jobs-kind"
        />
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('jobs.forbidden')} testId="jobs-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('jobs.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<CheckIcon size={24} />} title={t('jobs.noneTitle')} testId="jobs-empty">
          {values.kind ? t('jobs.noneOfKind', { kind: kindLabel(values.kind) }) : t('jobs.noneBody')}
        </StateMessage>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('jobs.job'), t('jobs.jobs')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('updating')}</span> : null}
          </div>
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={isFetching}>
              <caption className="sr-only">{t('jobs.caption')}</caption>
              <thead className="border-b border-line-soft bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2.5">{t('jobs.columns.kind')}</th>
                  <th scope="col" className="px-4 py-2.5">{t('jobs.columns.error')}</th>
                  <th scope="col" className="px-4 py-2.5">{t('jobs.columns.attempts')}</th>
                  <th scope="col" className="px-4 py-2.5">{t('jobs.columns.times')}</th>
                  <th scope="col" className="px-4 py-2.5 text-right">{t('jobs.columns.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line-soft">
                {data.results.map((job) => (
                  <tr key={job.id} data-testid="job-row" data-job-id={job.id} className="align-top">
                    <th scope="row" className="px-4 py-3 font-semibold text-ink">
                      {kindLabel(job.kind)}
                    </th>
                    <td className="max-w-md px-4 py-3 wrap-anywhere text-book-button" data-testid="job-error">
                      {job.error ?? t('jobs.noError')}
                    </td>
                    <td className="px-4 py-3 text-ink" data-testid="job-attempts">
                      {job.attempts}
                    </td>
                    <td className="px-4 py-3 text-ink-muted">
                      <p>{t('jobs.failedAt', { date: dateTime(job.failed_at) })}</p>
                      <p>{t('jobs.createdAt', { date: dateTime(job.created_at) })}</p>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <button
                          type="button"
                          className={buttonClass('secondary', 'sm')}
                          onClick={() => doRetry(job)}
                          disabled={busyId === job.id}
                          aria-label={t('jobs.retryLabel', { kind: kindLabel(job.kind) })}
                          data-testid="job-retry"
                        >
                          {busyId === job.id ? <Spinner /> : null}
                          {t('jobs.retry')}
                        </button>
                        <button
                          type="button"
                          className={buttonClass('ghost', 'sm')}
                          onClick={() => setDiscarding(job)}
                          aria-label={t('jobs.discardLabel', { kind: kindLabel(job.kind) })}
                          data-testid="job-discard"
                        >
                          {t('jobs.discard')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('jobs.pagesLabel')} className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={discarding !== null}
        title={t('jobs.discardTitle')}
        confirmLabel={t('jobs.discard')}
        danger
        busy={discardState.isLoading}
        onConfirm={() => discarding && void doDiscard(discarding)}
        onCancel={() => setDiscarding(null)}
        testId="job-discard-dialog"
      >
        {discarding ? t('jobs.discardBody', { kind: kindLabel(discarding.kind) }) : null}
      </ConfirmDialog>
    </section>
  );
}
