import type { TUserProfile } from '@commonshelf/shared/users/user-admin.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { countryNameIn } from '../../../lib/countries';
import { ChevronLeftIcon, PenIcon, UserIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { StatCard, StatPanel } from '../../../components/ui/stats';
import { formatLongDate } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetUserProfileQuery, type UserConsole } from '../api/user-admin.api';
import { lastSeen, USER_PATHS } from '../user-form';
import { UserAvatar } from './user-avatar';

const STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

/** `userprofile/:userId`: who the account is, its classes, courses and progress, books and stories, logins. */
export function UserProfilePage({ console }: { console: UserConsole }) {
  const { t } = useTranslation('adminUsers');
  const { userId } = useParams();
  const paths = USER_PATHS[console];
  const { data, error, isLoading, isFetching, refetch } = useGetUserProfileQuery({ console, id: userId ?? '' }, { skip: !userId });
  useDocumentTitle(data ? `${data.user.first_name} ${data.user.last_name}` : t('profile.title'));
  const notFound = (
    <ItemNotFound testId="user-not-found" icon={<UserIcon size={24} />} title={t('profile.notFoundTitle')} backTo={paths.list} backLabel={t('profile.seeAll')}>
      {t('profile.notFoundBody')}
    </ItemNotFound>
  );
  if (!userId) return notFound;
  if (isLoading)
    return (
      <div role="status" className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="profile-loading">
        <span className="sr-only">{t('profile.loading')}</span>
        <Skeleton className="h-32 rounded-[var(--radius-card)]" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-[var(--radius-card)]" />
          ))}
        </div>
      </div>
    );
  if (errorStatus(error) === 404 || errorStatus(error) === 400) return notFound;
  if (error || !data) return <ErrorState what={t('profile.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <Profile console={console} p={data} />;
}

function Profile({ console, p }: { console: UserConsole; p: TUserProfile }) {
  const { t, i18n } = useTranslation('adminUsers');
  const u = p.user;
  const paths = USER_PATHS[console];
  const country = u.country ? countryNameIn(u.country, i18n.resolvedLanguage ?? i18n.language) || u.country : null;
  const completed = p.enrolments.filter((e) => e.completed_at).length;
  return (
    <section aria-labelledby="profile-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="user-profile-page">
      <Link to={paths.list} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ChevronLeftIcon size={16} />
        {console === 'platform' ? t('pages.allUsers') : t('pages.users')}
      </Link>
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:p-6">
        <UserAvatar user={u} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="profile-title" className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
              {u.first_name} {u.last_name}
            </h1>
            <Badge tone="primary">{t(`roles.${u.role}`)}</Badge>
            {u.is_active ? null : <Badge tone="warm">{t('profile.inactive')}</Badge>}
            {!u.password_set && u.role !== 'student' ? <Badge>{t('profile.noPassword')}</Badge> : null}
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="profile-facts">
            <Fact label={u.email ? t('profile.email') : t('profile.username')}>{u.email ?? u.username ?? '—'}</Fact>
            {u.email && u.username ? <Fact label={t('profile.username')}>{u.username}</Fact> : null}
            <Fact label={t('profile.site')}>{u.site?.name ?? t('profile.mainSite')}</Fact>
            {country ? <Fact label={t('profile.country')}>{country}</Fact> : null}
            <Fact label={t('profile.joined')}>{formatLongDate(u.created_at)}</Fact>
            <Fact label={t('profile.lastLogin')}>{lastSeen(u.last_login_at)}</Fact>
            <Fact label={t('profile.signedInOn')}>{t('profile.devices', { count: p.live_sessions })}</Fact>
          </dl>
        </div>
        <Link to={paths.form(u.id)} className={buttonClass('secondary', 'md', 'self-start')} data-testid="profile-edit">
          <PenIcon size={18} />
          {t('profile.edit')}
        </Link>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('profile.classes')} value={p.classes.length} testId="profile-classes-count" />
        <StatCard label={t('profile.courses')} value={p.enrolments.length} hint={t('profile.completed', { n: completed })} testId="profile-courses-count" />
        <StatCard label={t('profile.books')} value={p.books.count} testId="profile-books-count" />
        <StatCard label={t('profile.stories')} value={p.stories.count} testId="profile-stories-count" />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title={t('profile.classes')} testId="profile-classes">
          {p.classes.length ? (
            <ul className="flex flex-col gap-2">
              {p.classes.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0">
                    {console === 'school' ? (
                      <Link to={`/admin-school/class-students/${c.id}`} className="font-semibold text-ink hover:underline">
                        {c.name}
                      </Link>
                    ) : (
                      <span className="font-semibold text-ink">{c.name}</span>
                    )}{' '}
                    <span className="font-mono text-ink-muted">{c.code}</span>
                  </span>
                  <span className="text-ink-soft">
                    {c.as === 'teacher' ? t('profile.teaches') : t('profile.student')} · {t('profile.students', { count: c.students_count })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t('profile.noClass')}</p>
          )}
          {console === 'school' && u.role === 'student' && p.classes.length ? (
            <p className="mt-3 text-sm text-ink-muted">{t('profile.resetHint')}</p>
          ) : null}
        </StatPanel>

        <StatPanel title={t('profile.coursesAndProgress')} testId="profile-courses">
          {p.enrolments.length ? (
            <ul className="flex flex-col gap-3">
              {p.enrolments.map((e) => (
                <li key={e.id}>
                  <ProgressBar value={e.progress} label={e.course_name} detail={e.completed_at ? t('profile.completedOn', { date: formatLongDate(e.completed_at) }) : undefined} size="sm" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t('profile.noCourse')}</p>
          )}
        </StatPanel>

        <Works title={t('profile.books')} items={p.books} {...(console === 'school' ? { linkTo: (id: string) => `/admin-school/view-book/${id}` } : {})} testId="profile-books" empty={t('profile.noBooks')} />
        <Works title={t('profile.stories')} items={p.stories} testId="profile-stories" empty={t('profile.noStories')} />
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

function Works({ title, items, linkTo, testId, empty }: { title: string; items: TUserProfile['books']; linkTo?: (id: string) => string; testId: string; empty: string }) {
  const { t } = useTranslation('adminUsers');
  return (
    <StatPanel title={items.count > items.latest.length ? t('profile.latest', { title, shown: items.latest.length, count: items.count }) : title} testId={testId}>
      {items.latest.length ? (
        <ul className="flex flex-col gap-2">
          {items.latest.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {linkTo ? (
                <Link to={linkTo(w.id)} className="min-w-0 font-semibold wrap-anywhere text-ink hover:underline">
                  {w.title}
                </Link>
              ) : (
                <span className="min-w-0 font-semibold wrap-anywhere text-ink">{w.title}</span>
              )}
              <span className="text-ink-soft">
                {isStatus(w.status) ? t(`profile.statuses.${w.status}`) : w.status} · {formatLongDate(w.created_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{empty}</p>
      )}
    </StatPanel>
  );
}
