import type { TCauseStatus } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useState } from 'react';
import { dangerButtonClass } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckIcon, HeartIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDeleteCauseMutation, useSetCauseStatusMutation, type CauseKind } from '../api/charity-admin.api';

export const CAUSE_STATUS_LABELS: Record<TCauseStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

const STATUS_TONES: Record<TCauseStatus, string> = {
  draft: 'bg-surface-alt text-ink-soft border border-line-soft',
  published: 'bg-primary-light text-primary-dark',
  archived: 'bg-announcement text-ink',
};

/** Where a cause stands, in words (never by colour alone). */
export function CauseStatusBadge({ status, testId }: { status: TCauseStatus; testId?: string }) {
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}>
      {CAUSE_STATUS_LABELS[status]}
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

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

const NOUN: Record<CauseKind, string> = { charities: 'charity', projects: 'project' };

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
  const [setStatus, statusState] = useSetCauseStatusMutation();
  const [remove, removeState] = useDeleteCauseMutation();
  const [asking, setAsking] = useState(false);
  const published = cause.status === 'published';
  const toggle = async () => {
    try {
      await setStatus({ kind, id: cause.id, publish: !published }).unwrap();
      showToast(published ? `“${cause.name}” is unpublished: visitors no longer see it.` : `“${cause.name}” is published.`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'That did not work. Please try again.'), 'error');
    }
  };
  const doDelete = async () => {
    try {
      await remove({ kind, id: cause.id }).unwrap();
      showToast(`“${cause.name}” was deleted.`, 'success');
      setAsking(false);
      onDeleted?.();
    } catch (err) {
      setAsking(false);
      showToast(errorMessage(err, `The ${NOUN[kind]} could not be deleted. Please try again.`), 'error');
    }
  };
  return (
    <>
      <button
        type="button"
        disabled={statusState.isLoading}
        className={published ? buttonClass('secondary', size) : buttonClass('primary', size)}
        onClick={() => void toggle()}
        data-testid={published ? 'cause-unpublish' : 'cause-publish'}
      >
        {statusState.isLoading ? <Spinner /> : published ? null : <CheckIcon size={16} />}
        {published ? 'Unpublish' : 'Publish'}
        <span className="sr-only"> “{cause.name}”</span>
      </button>
      {/* A cause that has received gifts is kept (unpublish it instead): no delete to offer. */}
      {cause.donations_count === 0 ? (
        <button type="button" className={dangerButtonClass(size)} onClick={() => setAsking(true)} data-testid="cause-delete">
          Delete<span className="sr-only"> “{cause.name}”</span>
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Delete “${cause.name}”?`}
        confirmLabel={`Delete the ${NOUN[kind]}`}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setAsking(false)}
        testId="delete-cause-dialog"
      >
        {kind === 'charities'
            ? 'The charity is gone for good, with its projects, their updates and their pictures. This cannot be undone.'
            : 'The project is gone for good, with its updates and pictures. This cannot be undone.'}
      </ConfirmDialog>
    </>
  );
}
