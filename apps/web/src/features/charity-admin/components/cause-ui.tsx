import type { TCauseStatus } from '@commonshelf/shared/charities/charity-admin.schemas';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dangerButtonClass } from '../../../components/ui/admin-list';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckIcon, HeartIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { uiLocale } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDeleteCauseMutation, useSetCauseStatusMutation, type CauseKind } from '../api/charity-admin.api';

/** A cause's status in words, in the UI language. */
export const causeStatusLabel = (status: TCauseStatus) => i18next.t(`adminGiving:causes.status.${status}`);

const STATUS_TONES: Record<TCauseStatus, string> = {
  draft: 'bg-surface-alt text-ink-soft border border-line-soft',
  published: 'bg-primary-light text-primary-dark',
  archived: 'bg-announcement text-ink',
};

/** Where a cause stands, in words (never by colour alone). */
export function CauseStatusBadge({ status, testId }: { status: TCauseStatus; testId?: string }) {
  const { t } = useTranslation('adminGiving');
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}>
      {t(`causes.status.${status}`)}
    </span>
  );
}

/** A cause's cover, or a heart on the site's light colour when it has none. */
export function CauseThumb({ src, className = 'h-14 w-20' }: { src: string | null; className?: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line-soft bg-primary-light text-primary ${className}`}>
      {src ? <img src={src} alt="" loading="lazy" className="size-full object-cover" /> : <HeartIcon size={20} />}
    </span>
  );
}

/** A day as the admin lists show it ("Nov 24, 2026"), in the UI language. */
export const formatDay = (iso: string) => new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/**
 * Publish or unpublish, and delete (after asking), for one of the console's causes. A cause that
 * has received gifts cannot be deleted: the server says so (409) and the toast tells why.
 */
export function CauseActions({
  kind,
  cause,
  onDeleted,
  size = 'sm',
}: {
  kind: CauseKind;
  cause: { id: number; name: string; status: TCauseStatus; donations_count: number };
  onDeleted?: () => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('adminGiving');
  const [setStatus, statusState] = useSetCauseStatusMutation();
  const [remove, removeState] = useDeleteCauseMutation();
  const [asking, setAsking] = useState(false);
  const published = cause.status === 'published';
  const toggle = async () => {
    try {
      await setStatus({ kind, id: cause.id, publish: !published }).unwrap();
      showToast(published ? t('causes.actions.unpublished', { name: cause.name }) : t('causes.actions.published', { name: cause.name }), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('causes.actions.failed')), 'error');
    }
  };
  const doDelete = async () => {
    try {
      await remove({ kind, id: cause.id }).unwrap();
      showToast(t('causes.actions.deleted', { name: cause.name }), 'success');
      setAsking(false);
      onDeleted?.();
    } catch (err) {
      setAsking(false);
      showToast(errorMessage(err, t(`causes.actions.${kind}.deleteFailed`)), 'error');
    }
  };
  return (
    <>
      <button
        type="button"
        {...busyButtonProps(statusState.isLoading)}
        className={published ? buttonClass('secondary', size) : buttonClass('primary', size)}
        onClick={() => void toggle()}
        data-testid={published ? 'cause-unpublish' : 'cause-publish'}
      >
        {statusState.isLoading ? <Spinner /> : published ? null : <CheckIcon size={16} />}
        {published ? t('causes.unpublish') : t('causes.publish')}
        <span className="sr-only">{t('causes.quoted', { name: cause.name })}</span>
      </button>
      {/* A cause that has received gifts is kept (unpublish it instead): no delete to offer. */}
      {cause.donations_count === 0 ? (
        <button type="button" className={dangerButtonClass(size)} onClick={() => setAsking(true)} data-testid="cause-delete">
          {t('causes.delete')}
          <span className="sr-only">{t('causes.quoted', { name: cause.name })}</span>
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('causes.actions.deleteTitle', { name: cause.name })}
        confirmLabel={t(`causes.actions.${kind}.deleteConfirm`)}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setAsking(false)}
        testId="delete-cause-dialog"
      >
        {t(`causes.actions.${kind}.deleteBody`)}
      </ConfirmDialog>
    </>
  );
}
