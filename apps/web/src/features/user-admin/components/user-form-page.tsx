import type { TUserSaved } from '@commonshelf/shared/users/user-admin.schemas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon, UserIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminUserQuery, type UserConsole } from '../api/user-admin.api';
import { USER_PATHS } from '../user-form';
import { CredentialsSheet } from './credentials-sheet';
import { UserForm } from './user-form';

/**
 * The user form as a page: `admin-panel/user/:userId?` and `admin-school/adduser/:userId?`. Saved,
 * it returns to the list, except after adding a student, whose login is shown here once.
 */
export function UserFormPage({ console }: { console: UserConsole }) {
  const { t } = useTranslation('adminUsers');
  const { userId } = useParams();
  const paths = USER_PATHS[console];
  const { data, error, isLoading, isFetching, refetch } = useGetAdminUserQuery({ console, id: userId ?? '' }, { skip: !userId });
  useDocumentTitle(userId ? (data ? t('dialog.edit', { name: `${data.first_name} ${data.last_name}` }) : t('dialog.editUser')) : t('dialog.addUser'));
  if (!userId) return <FormPage key="new" console={console} />;
  if (isLoading) return <ListSkeleton rows={4} testId="user-loading" />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400)
    return (
      <ItemNotFound testId="user-not-found" icon={<UserIcon size={24} />} title={t('formPage.notFoundTitle')} backTo={paths.list} backLabel={t('formPage.seeAll')}>
        {t('formPage.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what={t('dialog.whatUser')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <FormPage key={data.id} console={console} user={data} />;
}

function FormPage({ console, user = null }: { console: UserConsole; user?: Parameters<typeof UserForm>[0]['user'] }) {
  const { t } = useTranslation('adminUsers');
  const navigate = useNavigate();
  const paths = USER_PATHS[console];
  const [dirty, setDirty] = useState(false);
  const [added, setAdded] = useState<TUserSaved | null>(null);
  const [round, setRound] = useState(0);
  const blocker = useUnsavedChanges(dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const onSaved = (saved: TUserSaved) => {
    setDirty(false);
    if (saved.credentials) setAdded(saved);
    // Left after the state settles, so the warning does not stop it.
    else setTimeout(() => void navigate(paths.list), 0);
  };

  return (
    <section aria-labelledby="user-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="user-form-page">
      <div>
        <Link to={paths.list} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          {console === 'platform' ? t('pages.allUsers') : t('pages.users')}
        </Link>
        <h1 id="user-form-title" className="mt-2 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
          {added ? t('dialog.studentAdded') : user ? t('dialog.edit', { name: `${user.first_name} ${user.last_name}` }) : t('dialog.addUser')}
        </h1>
        {user || added ? null : (
          <p className="mt-1 max-w-2xl text-ink-soft">{t('formPage.intro')}</p>
        )}
      </div>
      <div className="rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6">
        {added?.credentials ? (
          <CredentialsSheet
            siteName={added.user.site?.name ?? ''}
            credentials={[added.credentials]}
            actions={
              <>
                <button
                  type="button"
                  className={buttonClass('secondary', 'md')}
                  onClick={() => {
                    setAdded(null);
                    setRound((n) => n + 1);
                  }}
                  data-testid="add-another"
                >
                  {t('formPage.addAnother')}
                </button>
                <Link to={paths.list} className={buttonClass('ghost', 'md')} data-testid="back-to-users">
                  {t('formPage.backToUsers')}
                </Link>
              </>
            }
          />
        ) : (
          <UserForm
            key={round}
            console={console}
            user={user}
            defaultRole={round > 0 ? 'student' : ''}
            onSaved={onSaved}
            onCancel={() => void navigate(paths.list)}
            onDirtyChange={onDirtyChange}
          />
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
