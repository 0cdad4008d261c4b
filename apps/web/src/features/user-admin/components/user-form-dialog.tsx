import type { TUserSaved } from '@commonshelf/shared/users/user-admin.schemas';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/state-message';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { useGetAdminUserQuery, type UserConsole } from '../api/user-admin.api';
import { CredentialsSheet } from './credentials-sheet';
import { SheetDialog } from './sheet-dialog';
import { UserForm } from './user-form';

/** What the dialog is open for: a new account (with a role to start with) or an account's id. */
export type UserDialogTarget = { id: null; role: TUserRole | '' } | { id: string };

/**
 * The add/edit user form in a dialog over the list (spec 2: "the add/edit user form lives at
 * /admin-panel/all-users"). Closing with unsaved changes asks first; a new student's login is
 * shown in the dialog before it closes.
 */
export function UserFormDialog({ console, target, onClose }: { console: UserConsole; target: UserDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState<TUserSaved | null>(null);
  // Reloading or closing the tab with changes gets the browser's warning; leaving the page, ours.
  const blocker = useUnsavedChanges(dirty);
  const editId = target && target.id ? target.id : null;
  const user = useGetAdminUserQuery({ console, id: editId ?? '' }, { skip: !editId });

  const close = () => {
    setDirty(false);
    setAsking(false);
    setSaved(null);
    onClose();
  };
  const tryClose = () => (dirty ? setAsking(true) : close());
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const onSaved = (result: TUserSaved) => {
    setDirty(false);
    if (result.credentials) setSaved(result);
    else close();
  };

  const title = saved ? t('dialog.studentAdded') : editId ? (user.data ? t('dialog.edit', { name: `${user.data.first_name} ${user.data.last_name}` }) : t('dialog.editUser')) : t('dialog.addUser');
  return (
    <>
      <SheetDialog open={target !== null} title={title} onClose={tryClose} testId="user-dialog">
        {saved?.credentials ? (
          <CredentialsSheet
            siteName={saved.user.site?.name ?? ''}
            credentials={[saved.credentials]}
            actions={
              <button type="button" onClick={close} className={buttonClass('secondary', 'md')} data-testid="credentials-done">
                {t('dialog.done')}
              </button>
            }
          />
        ) : editId && user.isLoading ? (
          <ListSkeleton rows={3} testId="user-loading" />
        ) : editId && (user.error || !user.data) ? (
          errorStatus(user.error) === 404 ? (
            <p className="text-ink-soft">{errorMessage(user.error, t('dialog.notFound'))}</p>
          ) : (
            <ErrorState what={t('dialog.whatUser')} onRetry={() => void user.refetch()} retrying={user.isFetching} />
          )
        ) : target ? (
          <UserForm
            key={editId ?? 'new'}
            console={console}
            user={editId ? (user.data ?? null) : null}
            defaultRole={target.id === null ? target.role : ''}
            onSaved={onSaved}
            onCancel={tryClose}
            onDirtyChange={onDirtyChange}
          />
        ) : null}
      </SheetDialog>
      <ConfirmDialog
        open={asking || blocker.state === 'blocked'}
        title={t('dialog.discardTitle')}
        confirmLabel={t('dialog.discard')}
        cancelLabel={t('dialog.keepEditing')}
        danger
        onConfirm={() => (blocker.state === 'blocked' ? blocker.proceed?.() : close())}
        onCancel={() => (blocker.state === 'blocked' ? blocker.reset?.() : setAsking(false))}
        testId="discard-dialog"
      >
        {t('dialog.discardBody')}
      </ConfirmDialog>
    </>
  );
}
