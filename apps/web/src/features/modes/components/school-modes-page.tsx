import type { TSchoolMode } from '@commonshelf/shared/modes/modes-admin.schemas';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader, ListSkeleton } from '../../../components/ui/admin-list';
import { LayersIcon, LockIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSchoolModesQuery, useSetSchoolModeMutation } from '../api/modes-admin.api';
import { Toggle } from './mode-toggles';

/** `admin-school/school-modes`: which of the platform's modes the school offers in its Switchboard, and which it locks. */
export function SchoolModesPage() {
  const { t } = useTranslation('contentAdmin');
  useDocumentTitle(t('schoolModes.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolModesQuery();
  const [setMode, state] = useSetSchoolModeMutation();
  const change = async (m: TSchoolMode, choice: { enabled: boolean; locked: boolean }) => {
    try {
      await setMode({ id: m.mode.id, ...choice }).unwrap();
      showToast(t(!choice.enabled ? 'modes.siteNotOffered' : choice.locked ? 'modes.siteOfferedLocked' : 'modes.siteOffered', { name: m.mode.name }), 'success');
      return true;
    } catch (err) {
      showToast(errorMessage(err, t('modes.changeFailed')), 'error');
      return false;
    }
  };
  return (
    <section aria-labelledby="school-modes-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="school-modes">
      <AdminPageHeader
        title={t('schoolModes.title')}
        titleId="school-modes-title"
        description={t('schoolModes.description')}
      />
      {isLoading ? (
        <ListSkeleton rows={4} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('schoolModes.forbidden')} testId="school-modes-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('modes.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          {data.switchboard ? null : (
            <p className="rounded-2xl bg-announcement p-4 text-sm text-ink" data-testid="switchboard-off">
              {t('schoolModes.switchboardOff')}
            </p>
          )}
          {data.results.length === 0 ? (
            <StateMessage icon={<LayersIcon size={24} />} title={t('modes.noneYet')} testId="school-modes-empty">
              {t('schoolModes.noneYetBody')}
            </StateMessage>
          ) : (
            <ul role="list" className="flex flex-col gap-3" aria-busy={state.isLoading}>
              {data.results.map((m) => (
                <li key={m.mode.id} data-testid="school-mode" data-mode-name={m.mode.name} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-center gap-4">
                    {m.mode.image ? <img src={m.mode.image} alt="" className="size-16 shrink-0 rounded-xl object-cover" /> : <span className="size-16 shrink-0 rounded-xl bg-surface-alt" />}
                    <div className="min-w-0">
                      <h2 className="text-base font-bold text-ink">{m.mode.name}</h2>
                      {m.mode.description ? <p className="text-sm text-ink-soft">{m.mode.description}</p> : null}
                    </div>
                  </div>
                  <div className="flex flex-col gap-3 sm:w-64">
                    <Toggle label={t('schoolModes.offeredHere')} item={m.mode.name} checked={m.enabled} onChange={(enabled) => change(m, { enabled, locked: m.locked })} testId="school-mode-enabled" />
                    <Toggle
                      label={t('modes.locked')}
                      item={m.mode.name}
                      checked={m.locked || m.locked_by_platform}
                      disabled={!m.enabled || m.locked_by_platform}
                      hint={m.locked_by_platform ? t('schoolModes.lockedByPlatform') : t('schoolModes.lockedHint')}
                      onChange={(locked) => change(m, { enabled: m.enabled, locked })}
                      testId="school-mode-locked"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
