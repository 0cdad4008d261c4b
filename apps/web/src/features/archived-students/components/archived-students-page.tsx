import { ARCHIVED_PAGE_SIZE, type TArchivedStudent } from '@commonshelf/shared/auth/archived-students.schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { FilterSelect, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { FeatureCard } from '../../../components/ui/feature-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ClockIcon, InfoIcon, LockIcon, RefreshIcon, SchoolIcon, SearchIcon, ShieldIcon, UsersIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { formatLongDate } from '../../../lib/format';
import { dashboardPathForRole, type TUserRole } from '../../../lib/roles';
import { errorStatus } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useGetArchivedStudentsQuery, useRestoreArchivedStudentMutation } from '../api/archived-students.api';
import { daysUntil, describeRetention } from '../retention';

/** Who the API lets see archived students: teachers (their classes') and the school's admins (all). */
const ARCHIVED_ROLES: readonly TUserRole[] = ['teacher', 'teacher_admin', 'school_admin', 'organization_admin'];
/** Who can open the school's privacy page, where a scheduled erasure is cancelled. */
const PRIVACY_ROLES: readonly TUserRole[] = ['school_admin', 'organization_admin'];
const PRIVACY_PATH = '/admin-school/privacy';

/**
 * `/archived-students`: students archived from a class, for their teachers (the school's admins see
 * every one), with when the school's retention period erases them, and restoring one.
 */
export function ArchivedStudentsPage() {
  const { t } = useTranslation('classroom');
  const user = useSelector(selectUser);
  return (
    <div data-testid="archived-students" className="bg-surface-alt pb-14">
      <PageHero
        id="archived-title"
        icon={<UsersIcon size={16} />}
        tagline={t('archived.tagline')}
        title={t('archived.title')}
        description={t('archived.description')}
      />
      {!user ? (
        <Visitor />
      ) : user.role === 'student' ? (
        <NotForYou title={t('archived.studentTitle')}>
          {t('archived.studentBody')}
        </NotForYou>
      ) : ARCHIVED_ROLES.includes(user.role) ? (
        <ArchivedList viewer={user.id} role={user.role} />
      ) : (
        <NotForYou title={t('archived.otherTitle')}>
          {t('archived.otherBody')}
        </NotForYou>
      )}
    </div>
  );
}

function Visitor() {
  const { t } = useTranslation('classroom');
  const location = useLocation();
  return (
    <div className="container-page pt-8 sm:pt-12" data-testid="archived-visitor">
      <ul role="list" className="grid gap-4 md:grid-cols-3">
        <FeatureCard icon={<UsersIcon size={22} />} title={t('archived.yoursTitle')}>
          {t('archived.yoursBody')}
        </FeatureCard>
        <FeatureCard icon={<RefreshIcon size={22} />} title={t('archived.restoreTitle')}>
          {t('archived.restoreBody')}
        </FeatureCard>
        <FeatureCard icon={<ClockIcon size={22} />} title={t('archived.keptTitle')}>
          {t('archived.keptBody')}
        </FeatureCard>
      </ul>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-[var(--radius-card)] bg-surface p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <p className="text-base text-ink-soft">
          <LockIcon size={18} className="mr-1.5 inline align-[-3px] text-primary" />
          {t('archived.loginNote')}
        </p>
        <Link
          to={`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
          state={{ from: location }}
          className={buttonClass('primary', 'lg')}
          data-testid="archived-login"
        >
          {t('archived.login')}
        </Link>
      </div>
    </div>
  );
}


function NotForYou({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('classroom');
  const user = useSelector(selectUser);
  return (
    <div className="container-page pt-8 sm:pt-12" data-testid="archived-not-allowed">
      <StateMessage
        icon={<LockIcon size={24} />}
        title={title}
        action={
          <Link to={user ? dashboardPathForRole(user.role) : '/'} className={buttonClass('primary', 'md')}>
            {user ? t('archived.dashboard') : t('archived.home')}
          </Link>
        }
      >
        {children}
      </StateMessage>
    </div>
  );
}

function ArchivedList({ viewer, role }: { viewer: string | number; role: TUserRole }) {
  const { t } = useTranslation('classroom');
  const { values, page, set, pageHref } = useListParams(['search', 'class'] as const);
  const { data, error, isLoading, isFetching, refetch } = useGetArchivedStudentsQuery({
    viewer,
    search: values.search,
    classId: values.class,
    offset: (page - 1) * ARCHIVED_PAGE_SIZE,
    limit: ARCHIVED_PAGE_SIZE,
  });
  const [restore, restoreState] = useRestoreArchivedStudentMutation();
  const [restoring, setRestoring] = useState<TArchivedStudent | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pages = data ? pageCountOf(data.count, ARCHIVED_PAGE_SIZE) : 1;
  const filtered = values.search !== '' || values.class !== '';

  // The last student of a later page was restored: show the page before it.
  const emptyLaterPage = !!data && !isFetching && data.results.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) set({ page: Math.min(page - 1, pages) }, true);
  }, [emptyLaterPage, page, pages, set]);

  const doRestore = async () => {
    if (!restoring) return;
    try {
      const result = await restore(restoring.id).unwrap();
      showToast(result.message, 'success');
      // The restored student's row (and its button) is gone: focus goes to the list, after the dialog has closed.
      setTimeout(() => listRef.current?.focus(), 50);
    } catch (err) {
      showToast(errorMessage(err, t('archived.restoreFailed')), 'error');
    }
    setRestoring(null);
  };

  if (errorStatus(error) === 403)
    return (
      <NotForYou title={t('archived.otherTitle')}>{errorMessage(error, t('archived.forbidden'))}</NotForYou>
    );

  return (
    <div className="container-page flex flex-col gap-5 pt-8 sm:pt-12" data-testid="archived-tool">
      {data ? <RetentionNote days={data.retention_days} scope={data.scope} /> : null}

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:flex-row md:items-center">
        <ListSearch
          value={values.search}
          onSearch={(search, replace) => set({ search }, replace)}
          label={t('archived.search')}
          placeholder={t('archived.searchPlaceholder')}
          testId="archived-search"
        />
        <FilterSelect
          label={t('archived.class')}
          value={values.class}
          onChange={(v) => set({ class: v })}
          allLabel={role === 'teacher' ? t('archived.allYourClasses') : t('archived.allClasses')}
          options={(data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          testId="archived-class"
        />
      </div>

      {isLoading ? (
        <ListSkeleton rows={4} testId="archived-loading" />
      ) : errorStatus(error) === 400 ? (
        <StateMessage
          icon={<SearchIcon size={24} />}
          title={t('archived.badFilter')}
          testId="archived-bad-filter"
          action={
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ class: null, search: null })}>
              Show all archived students
            </button>
          }
        >
          {errorMessage(error, t('archived.chooseClass'))}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('archived.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('archived.noMatch')}
            testId="archived-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ class: null, search: null })}>
                Show all archived students
              </button>
            }
          />
        ) : (
          <StateMessage icon={<SchoolIcon size={24} />} title={t('archived.none')} testId="archived-empty">
            {data.scope === 'own_classes' ? t('archived.noneOwn') : t('archived.noneSchool')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} size={ARCHIVED_PAGE_SIZE} noun={[t('archived.noun.one'), t('archived.noun.other')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('archived.updating')}</span> : null}
          </div>
          <ul
            ref={listRef}
            role="list"
            tabIndex={-1}
            aria-label={t('archived.list')}
            aria-busy={isFetching || restoreState.isLoading}
            className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card"
          >
            {data.results.map((s) => (
              <StudentRow key={s.id} student={s} canCancelErasure={PRIVACY_ROLES.includes(role)} onRestore={() => setRestoring(s)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('archived.pages')} className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={restoring !== null}
        title={t('archived.restoreDialog', { name: restoring?.name ?? '' })}
        confirmLabel={t('archived.restore')}
        busy={restoreState.isLoading}
        onConfirm={() => void doRestore()}
        onCancel={() => setRestoring(null)}
        testId="restore-dialog"
      >
        <Trans
          t={t}
          i18nKey={restoring && restoring.classes.length > 1 ? 'archived.restoreBodyMany' : 'archived.restoreBodyOne'}
          values={{ name: restoring?.first_name ?? '', username: restoring?.username ?? '' }}
          components={{ strong: <strong className="text-ink" /> }}
        />
      </ConfirmDialog>
    </div>
  );
}

function RetentionNote({ days, scope }: { days: number; scope: 'own_classes' | 'school' }) {
  const { t } = useTranslation('classroom');
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 text-sm leading-relaxed text-ink-soft" data-testid="archived-retention">
      <InfoIcon size={20} className="mt-0.5 shrink-0 text-primary" />
      <p>
        <Trans t={t} i18nKey="archived.retention" values={{ period: describeRetention(days) }} components={{ strong: <strong className="text-ink" /> }} />{' '}
        {scope === 'own_classes' ? t('archived.retentionOwn') : t('archived.retentionSchool')}
      </p>
    </div>
  );
}

function StudentRow({ student: s, canCancelErasure, onRestore }: { student: TArchivedStudent; canCancelErasure: boolean; onRestore: () => void }) {
  const { t } = useTranslation('classroom');
  const left = daysUntil(s.erased_on);
  return (
    <li
      data-testid="archived-student"
      data-username={s.username}
      data-erasure-scheduled={s.erasure_scheduled}
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-5"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere text-ink">{s.name}</p>
        <p className="text-sm wrap-anywhere text-ink-muted">{s.username}</p>
        {s.classes.length ? (
          <ul role="list" aria-label={t('archived.classes')} className="mt-2 flex flex-wrap gap-1.5">
            {s.classes.map((c) => (
              <li key={c.id}>
                <Badge tone="primary">{c.name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('archived.noClass')}</p>
        )}
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-muted">{t('archived.archivedOn')}</dt>
          <dd className="text-ink" data-testid="archived-on">
            {formatLongDate(s.archived_at)}
          </dd>
          <dt className="text-ink-muted">{s.erasure_scheduled ? t('archived.toBeErased') : t('archived.erasedOn')}</dt>
          <dd className="text-ink" data-testid="erased-on">
            <span className="font-semibold">{formatLongDate(s.erased_on)}</span>
            <span className="text-ink-muted">
              {' '}
              ({left === 0 ? t('archived.anyTime') : t('archived.inDays', { count: left })}
              {s.erasure_scheduled ? t('archived.asAsked') : t('archived.endOfRetention')})
            </span>
          </dd>
        </dl>
      </div>
      {s.erasure_scheduled ? (
        <div className="flex max-w-sm items-start gap-2 rounded-2xl bg-announcement px-3 py-2 text-sm text-ink" data-testid="archived-erasure-scheduled">
          <ShieldIcon size={18} className="mt-0.5 shrink-0" />
          <p>
            {t('archived.erasureAsked', { name: s.first_name })}{' '}
            {canCancelErasure ? (
              <Link to={PRIVACY_PATH} className="font-semibold underline underline-offset-2">
                {t('archived.cancelErasure')}
              </Link>
            ) : (
              t('archived.adminCanCancel')
            )}
          </p>
        </div>
      ) : (
        <button type="button" className={`${buttonClass('secondary', 'sm')} self-start sm:self-center`} onClick={onRestore} data-testid="archived-restore">
          <RefreshIcon size={16} />
          {t('archived.restore')}
          <span className="sr-only"> {s.name}</span>
        </button>
      )}
    </li>
  );
}
