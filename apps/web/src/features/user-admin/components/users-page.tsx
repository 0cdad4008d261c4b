import { ROLE_LABELS, ROLE_PLURALS, USER_ADMIN_MSG as MSG, USER_SORTS, type TAdminUser, type TUserSort } from '@commonshelf/shared/users/user-admin.schemas';
import { USER_ROLES, type TUserRole } from '@commonshelf/shared/users/users.schemas';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LockIcon, PenIcon, SearchIcon, UploadIcon, UsersIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminUsersQuery, useGetUserFormOptionsQuery, useSaveAdminUserMutation, type UserConsole } from '../api/user-admin.api';
import { lastSeen, USER_PATHS } from '../user-form';
import { StudentImportDialog } from './student-import';
import { UserAvatar } from './user-avatar';
import { UserFormDialog, type UserDialogTarget } from './user-form-dialog';

const SORT_LABELS: Record<TUserSort, string> = {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  '-last_login': 'Last logged in',
  last_login: 'Longest without logging in',
  email: 'Email or username',
};

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
      showToast(MSG.updated, 'success');
    } catch (err) {
      showToast(errorMessage(err, MSG.saveFailed), 'error');
    }
    setToggling(null);
  };

  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = (!fixedRole && role !== '') || values.site !== '' || values.class !== '' || active !== '' || values.search !== '';
  const noun = fixedRole ? (ROLE_PLURALS[fixedRole].toLowerCase() as string) : 'users';
  const addLabel = fixedRole === 'student' ? 'Add a student' : fixedRole === 'teacher' ? 'Add a teacher' : 'Add a user';
  const tabs = (options.data?.roles ?? (console === 'platform' ? [...USER_ROLES] : [])).map((r) => ({ value: r as string, label: ROLE_PLURALS[r], count: data?.counts[r] ?? 0 }));

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
                Import students
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
            label="Role"
            testId="user-role-tabs"
            value={role}
            onChange={(v) => set({ role: v || null })}
            tabs={[{ value: '', label: 'All', count: data?.counts.all }, ...tabs]}
          />
        )}
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={`Search ${noun}`} placeholder="Search by name, email or username" testId="user-search" />
        <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-center">
          {console === 'platform' ? (
            <FilterSelect
              label="Site"
              value={values.site}
              onChange={(v) => set({ site: v })}
              allLabel="Every site"
              options={[{ value: 'main', label: 'Main site' }, ...(options.data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
              testId="user-site-filter"
            />
          ) : (
            <FilterSelect
              label="Class"
              value={values.class}
              onChange={(v) => set({ class: v })}
              allLabel="Every class"
              options={(options.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
              testId="user-class-filter"
            />
          )}
          <FilterSelect
            label="Status"
            value={active}
            onChange={(v) => set({ active: v })}
            allLabel="Any status"
            options={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Inactive' },
            ]}
            testId="user-active-filter"
          />
          <SortSelect value={sort} onChange={(v) => set({ sort: v === '-created' ? null : v })} />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="You cannot manage users here." testId="users-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={`the ${noun}`} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={`No ${noun} match these filters.`}
            testId="users-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ role: null, site: null, class: null, active: null, search: null })}>
                Show all {noun}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<UsersIcon size={24} />} title={`No ${noun} yet`} testId="users-empty">
            {console === 'school' ? 'Add teachers and students one by one, or import a class from a CSV file.' : 'Accounts appear here as people sign up or you add them.'}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={fixedRole ? [ROLE_LABELS[fixedRole].toLowerCase(), noun] : ['user', 'users']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
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
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="User pages" className="mt-2" /> : null}
        </>
      )}

      {console === 'platform' ? <UserFormDialog console={console} target={dialog} onClose={() => setDialog(null)} /> : null}
      {console === 'school' ? <StudentImportDialog open={importing} onClose={() => setImporting(false)} /> : null}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling ? `${toggling.is_active ? 'Deactivate' : 'Activate'} ${toggling.first_name} ${toggling.last_name}?` : ''}
        confirmLabel={toggling?.is_active ? 'Deactivate' : 'Activate'}
        danger={toggling?.is_active ?? false}
        busy={saveState.isLoading}
        onConfirm={() => void toggleActive()}
        onCancel={() => setToggling(null)}
        testId="user-toggle-dialog"
      >
        {toggling?.is_active
          ? 'They are signed out everywhere at once and cannot log in until you activate the account again. Nothing they made is deleted.'
          : 'They can log in again with their password.'}
      </ConfirmDialog>
    </section>
  );
}

function SortSelect({ value, onChange }: { value: TUserSort; onChange: (v: TUserSort) => void }) {
  return (
    <label className="flex min-w-0 items-center gap-2">
      <span className="shrink-0 text-sm font-semibold text-ink">Sort</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as TUserSort)}
        data-testid="user-sort"
        className="block h-11 w-full min-w-0 rounded-full border border-line bg-surface px-4 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none sm:w-56"
      >
        {USER_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
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
            <h2 className="text-base font-bold break-words text-ink">
              <Link to={paths.profile(u.id)} className="hover:underline" data-testid="user-name">
                {name}
              </Link>
            </h2>
            <Badge tone="primary">{ROLE_LABELS[u.role]}</Badge>
            {u.is_active ? null : <Badge tone="warm">Inactive</Badge>}
            {!u.password_set && u.role !== 'student' ? <Badge>Invited</Badge> : null}
          </div>
          <p className="text-sm break-all text-ink-soft" data-testid="user-login">
            {u.email ?? (u.username ? `Username ${u.username}` : '')}
            {u.email && u.username ? ` · ${u.username}` : ''}
          </p>
          <p className="text-sm text-ink-muted">
            {console === 'platform' ? `${u.site?.name ?? 'Main site'} · ` : ''}
            {u.classes.length ? `${u.classes.map((c) => c.name).join(', ')} · ` : ''}
            Last login: {lastSeen(u.last_login_at)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Link to={paths.profile(u.id)} className={buttonClass('ghost', 'sm')} data-testid="user-profile">
          Profile
        </Link>
        {manageable ? (
          <>
            {console === 'platform' ? (
              <button type="button" onClick={onEdit} className={buttonClass('ghost', 'sm')} data-testid="user-edit">
                Edit
              </button>
            ) : (
              <Link to={paths.form(u.id)} className={buttonClass('ghost', 'sm')} data-testid="user-edit">
                Edit
              </Link>
            )}
            {isMe ? null : (
              <button type="button" onClick={onToggle} className={u.is_active ? dangerButtonClass('sm') : buttonClass('secondary', 'sm')} data-testid="user-toggle">
                {u.is_active ? 'Deactivate' : 'Activate'}
              </button>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
