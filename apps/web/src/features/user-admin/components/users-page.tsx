import { USER_SORTS, type TAdminUser, type TUserSort } from '@commonshelf/shared/users/user-admin.schemas';
import { USER_ROLES, type TUserRole } from '@commonshelf/shared/users/users.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LockIcon, PenIcon, SearchIcon, UploadIcon, UsersIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminUsersQuery, useGetUserFormOptionsQuery, useSaveAdminUserMutation, type UserConsole } from '../api/user-admin.api';
import { lastSeen, USER_PATHS } from '../user-form';
import { StudentImportDialog } from './student-import';
import { UserAvatar } from './user-avatar';
import { UserFormDialog, type UserDialogTarget } from './user-form-dialog';
import { ItemName } from '../../../components/ui/item-name';
import { EmailText } from '../../../components/ui/email-text';

type Props = {
  console: UserConsole;
  /** The students and teachers pages: the list of one role. */
  fixedRole?: TUserRole;
  title: string;
  description: string;
};

/**
 * A console's users: search, role tabs with counts, site (platform) or class (school), status and
 * sort in the URL, server-side pages. The platform admin adds and edits in a dialog over the list
 * (spec 2); a school's admins on the adduser pages, and import students from a CSV file here.
 */
export function UsersPage({ console, fixedRole, title, description }: Props) {
  useDocumentTitle(title);
  const { t } = useTranslation('adminUsers');
  const { values, page, set, pageHref } = useListParams(['role', 'site', 'class', 'active', 'sort', 'search'] as const);
  const role = fixedRole ?? ((USER_ROLES as readonly string[]).includes(values.role) ? (values.role as TUserRole) : '');
  const sort: TUserSort = (USER_SORTS as readonly string[]).includes(values.sort) ? (values.sort as TUserSort) : '-created';
  const active = values.active === 'true' || values.active === 'false' ? values.active : '';
  const { data, error, isLoading, isFetching, refetch } = useGetAdminUsersQuery({
    console,
    search: values.search,
    role,
    site: values.site,
    klass: values.class,
    active,
    sort,
    page,
    size: ADMIN_PAGE_SIZE,
  });
  const options = useGetUserFormOptionsQuery({ console });
  const [dialog, setDialog] = useState<UserDialogTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [toggling, setToggling] = useState<TAdminUser | null>(null);
  const [save, saveState] = useSaveAdminUserMutation();
  const paths = USER_PATHS[console];
  const me = useSelector(selectUser);

  const toggleActive = async () => {
    if (!toggling) return;
    const form = new FormData();
    form.append('is_active', toggling.is_active ? 'false' : 'true');
    try {
      await save({ console, id: toggling.id, form }).unwrap();
      showToast(t('messages.updated'), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('messages.saveFailed')), 'error');
    }
    setToggling(null);
  };

  const pages = useListPages(data?.count, page, set);
  const filtered = (!fixedRole && role !== '') || values.site !== '' || values.class !== '' || active !== '' || values.search !== '';
  const noun = t(`nouns.${fixedRole ?? 'users'}`);
  const addLabel = fixedRole === 'student' ? t('list.addStudent') : fixedRole === 'teacher' ? t('list.addTeacher') : t('list.addUser');
  const tabs = (options.data?.roles ?? (console === 'platform' ? [...USER_ROLES] : [])).map((r) => ({ value: r as string, label: t(`rolePlurals.${r}`), count: data?.counts[r] ?? 0 }));

  return (
    <section aria-labelledby="users-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="users-page">
      <AdminPageHeader
        title={title}
        titleId="users-title"
        description={description}
        action={
          <div className="flex flex-wrap gap-2">
            {console === 'school' ? (
              <button type="button" onClick={() => setImporting(true)} className={buttonClass('secondary', 'md')} data-testid="import-students">
                <UploadIcon size={18} />
                {t('list.importStudents')}
              </button>
            ) : null}
            {console === 'platform' ? (
              <button type="button" onClick={() => setDialog({ id: null, role: fixedRole ?? role })} className={buttonClass('primary', 'md')} data-testid="add-user">
                <PenIcon size={18} />
                {addLabel}
              </button>
            ) : (
              <Link to={paths.form()} className={buttonClass('primary', 'md')} data-testid="add-user">
                <PenIcon size={18} />
                {addLabel}
              </Link>
            )}
          </div>
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        {fixedRole ? null : (
          <FilterTabs
            label={t('list.role')}
            testId="user-role-tabs"
            value={role}
            onChange={(v) => set({ role: v || null })}
            tabs={[{ value: '', label: t('list.all'), count: data?.counts.all }, ...tabs]}
          />
        )}
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('list.search', { noun })} placeholder={t('list.searchPlaceholder')} testId="user-search" />
        <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-center">
          {console === 'platform' ? (
            <FilterSelect
              label={t('list.site')}
              value={values.site}
              onChange={(v) => set({ site: v })}
              allLabel={t('list.everySite')}
              options={[{ value: 'main', label: t('list.mainSite') }, ...(options.data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
              testId="user-site-filter"
            />
          ) : (
            <FilterSelect
              label={t('list.class')}
              value={values.class}
              onChange={(v) => set({ class: v })}
              allLabel={t('list.everyClass')}
              options={(options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
              testId="user-class-filter"
            />
          )}
          <FilterSelect
            label={t('list.status')}
            value={active}
            onChange={(v) => set({ active: v })}
            allLabel={t('list.anyStatus')}
            options={[
              { value: 'true', label: t('list.active') },
              { value: 'false', label: t('list.inactive') },
            ]}
            testId="user-active-filter"
          />
          <SortSelect value={sort} onChange={(v) => set({ sort: v === '-created' ? null : v })} />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('list.forbidden')} testId="users-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('list.what', { noun })} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('list.noMatch', { noun })}
            testId="users-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ role: null, site: null, class: null, active: null, search: null })}>
                {t('list.showAll', { noun })}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<UsersIcon size={24} />} title={t('list.noneYet', { noun })} testId="users-empty">
            {console === 'school' ? t('list.noneYetSchool') : t('list.noneYetPlatform')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t(`nounsOne.${fixedRole ?? 'users'}`), noun]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('list.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="flex flex-col gap-3">
            {data.results.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                console={console}
                manageable={!options.data || options.data.roles.includes(u.role)}
                isMe={me !== null && String(me.id) === u.id}
                onEdit={() => setDialog({ id: u.id })}
                onToggle={() => setToggling(u)}
              />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('list.pagesLabel')} className="mt-2" /> : null}
        </>
      )}

      {console === 'platform' ? <UserFormDialog console={console} target={dialog} onClose={() => setDialog(null)} /> : null}
      {console === 'school' ? <StudentImportDialog open={importing} onClose={() => setImporting(false)} /> : null}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling ? t(toggling.is_active ? 'list.deactivateTitle' : 'list.activateTitle', { name: `${toggling.first_name} ${toggling.last_name}` }) : ''}
        confirmLabel={toggling?.is_active ? t('list.deactivate') : t('list.activate')}
        danger={toggling?.is_active ?? false}
        busy={saveState.isLoading}
        onConfirm={() => void toggleActive()}
        onCancel={() => setToggling(null)}
        testId="user-toggle-dialog"
      >
        {toggling?.is_active ? t('list.deactivateBody') : t('list.activateBody')}
      </ConfirmDialog>
    </section>
  );
}

function SortSelect({ value, onChange }: { value: TUserSort; onChange: (v: TUserSort) => void }) {
  const { t } = useTranslation('adminUsers');
  return (
    <label className="flex min-w-0 items-center gap-2">
      <span className="shrink-0 text-sm font-semibold text-ink">{t('list.sort')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as TUserSort)}
        data-testid="user-sort"
        className="block h-11 w-full min-w-0 rounded-full border border-line bg-surface px-4 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none sm:w-56"
      >
        {USER_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`list.sorts.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function UserRow({
  user: u,
  console,
  manageable,
  isMe,
  onEdit,
  onToggle,
}: {
  user: TAdminUser;
  console: UserConsole;
  manageable: boolean;
  isMe: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const paths = USER_PATHS[console];
  const name = `${u.first_name} ${u.last_name}`;
  return (
    <li
      data-testid="user-row"
      data-user-id={u.id}
      data-role={u.role}
      data-active={u.is_active ? 'true' : 'false'}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card md:flex-row md:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <UserAvatar user={u} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold wrap-anywhere text-ink">
              <Link to={paths.profile(u.id)} className="hover:underline" data-testid="user-name">
                {name}
              </Link>
            </h2>
            <Badge tone="primary">{t(`roles.${u.role}`)}</Badge>
            {u.is_active ? null : <Badge tone="warm">{t('list.inactive')}</Badge>}
            {!u.password_set && u.role !== 'student' ? <Badge>{t('list.invited')}</Badge> : null}
          </div>
          <p className="text-sm text-ink-soft wrap-anywhere" data-testid="user-login">
            {u.email ? <EmailText email={u.email} /> : (u.username ? t('list.username', { username: u.username }) : '')}
            {u.email && u.username ? ` · ${u.username}` : ''}
          </p>
          <p className="text-sm text-ink-muted">
            {console === 'platform' ? `${u.site?.name ?? t('list.mainSite')} · ` : ''}
            {u.classes.length ? `${u.classes.map((c) => c.name).join(', ')} · ` : ''}
            {t('list.lastLogin', { when: lastSeen(u.last_login_at) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Link to={paths.profile(u.id)} className={buttonClass('ghost', 'sm')} data-testid="user-profile">
          {t('list.profile')}
          <ItemName>{name}</ItemName>
        </Link>
        {manageable ? (
          <>
            {console === 'platform' ? (
              <button type="button" onClick={onEdit} className={buttonClass('ghost', 'sm')} data-testid="user-edit">
                {t('list.edit')}
                <ItemName>{name}</ItemName>
              </button>
            ) : (
              <Link to={paths.form(u.id)} className={buttonClass('ghost', 'sm')} data-testid="user-edit">
                {t('list.edit')}
                <ItemName>{name}</ItemName>
              </Link>
            )}
            {isMe ? null : (
              <button type="button" onClick={onToggle} className={u.is_active ? dangerButtonClass('sm') : buttonClass('secondary', 'sm')} data-testid="user-toggle">
                {u.is_active ? t('list.deactivate') : t('list.activate')}
                <ItemName>{name}</ItemName>
              </button>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
