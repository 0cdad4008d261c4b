import type { TClassSubmission } from '@commonshelf/shared/challenges/challenges.schemas';
import { fullPersonName } from '@commonshelf/shared/users/public-name';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Section } from '../../../components/ui/section';
import { buttonClass, busyButtonProps } from '../../../components/ui/button';
import { AwardIcon, ExternalLinkIcon, StarIcon, TrophyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import type { TUserRole } from '../../../lib/roles';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import {
  useChooseForDearWorldMutation,
  useFeatureSubmissionMutation,
  useGetClassSubmissionsQuery,
  useGetSubmissionFiltersQuery,
} from '../api/challenges.api';
import { challengePath } from '../challenge-paths';
import { EntryFilePreview } from './entry-file-preview';
import { ItemName } from '../../../components/ui/item-name';
import { selectClass } from '../../../components/ui/form-field';

/** Who sees learners' entries: teachers (their classes), site admins (their site), the platform admin (every site). */
export const ENTRY_REVIEWERS: readonly TUserRole[] = ['teacher', 'school_admin', 'teacher_admin', 'organization_admin', 'upschool_admin'];

const PAGE = 10;
/** The dashboard's challenge entries: filter by challenge and class, feature entries, choose Dear World letters. */
export function ClassEntries() {
  const { t } = useTranslation('activities');
  const user = useSelector(selectUser);
  const viewer = user?.id ?? null;
  const [challenge, setChallenge] = useState<number | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const challengeId = useId();
  const classFieldId = useId();
  const filters = useGetSubmissionFiltersQuery({ viewer }, { skip: !user });
  const list = useGetClassSubmissionsQuery({ challenge, classId, limit: PAGE, offset: page * PAGE, viewer }, { skip: !user });

  if (list.isLoading || filters.isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('entries.loading')}
        </p>
        <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (list.isError || !list.data) return <ErrorState what={t('entries.what')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const data = list.data;
  const f = filters.data;
  const pages = Math.max(1, Math.ceil(data.count / PAGE));

  return (
    <div className="flex flex-col gap-5" data-testid="class-entries">
      {f && (f.challenges.length > 0 || f.classes.length > 0) ? (
        <div className="grid gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={challengeId} className="text-sm font-semibold text-ink">
              {t('entries.challenge')}
            </label>
            <select
              id={challengeId}
              value={challenge ?? ''}
              onChange={(e) => {
                setChallenge(e.target.value ? Number(e.target.value) : null);
                setPage(0);
              }}
              className={selectClass()}
              data-testid="entries-challenge"
            >
              <option value="">{t('entries.allChallenges')}</option>
              {f.challenges.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={classFieldId} className="text-sm font-semibold text-ink">
              {t('entries.class')}
            </label>
            <select
              id={classFieldId}
              value={classId ?? ''}
              onChange={(e) => {
                setClassId(e.target.value || null);
                setPage(0);
              }}
              className={selectClass()}
              data-testid="entries-class"
            >
              <option value="">{t('entries.allClasses')}</option>
              {f.classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <p className="text-sm font-semibold text-ink-soft" aria-live="polite" data-testid="entries-count">
        {t('entries.count', { count: data.count })}
      </p>
      {data.results.length === 0 ? (
        <StateMessage
          testId="entries-empty"
          icon={<TrophyIcon size={24} />}
          title={t('entries.none')}
          action={
            <Link to="/challenges" className={buttonClass('secondary', 'sm')}>
              {t('entries.seeChallenges')}
            </Link>
          }
        >
          {t('entries.noneBody')}
        </StateMessage>
      ) : (
        <ul role="list" className={`flex flex-col gap-4 ${list.isFetching ? 'opacity-60' : ''}`}>
          {data.results.map((entry) => (
            <li key={entry.id}>
              <EntryRow entry={entry} canChooseDearWorld={f?.can_choose_dear_world ?? false} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('entries.pages')} className="flex items-center justify-center gap-3">
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('entries.previous')}
            <span className="sr-only">{t('entries.page')}</span>
          </button>
          <span className="text-sm text-ink-muted">
            {t('entries.pageOf', { page: page + 1, pages })}
          </span>
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('entries.next')}
            <span className="sr-only">{t('entries.page')}</span>
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function EntryRow({ entry, canChooseDearWorld }: { entry: TClassSubmission; canChooseDearWorld: boolean }) {
  const { t } = useTranslation('activities');
  const [feature, featuring] = useFeatureSubmissionMutation();
  const [choose, choosing] = useChooseForDearWorldMutation();
  // The full name for the student's own school; another site's student (the platform admin's view) comes without a last name.
  const name = fullPersonName(entry.student.first_name, entry.student.last_name);
  const path = challengePath(entry.challenge.kind, entry.challenge.slug);

  const toggleFeature = async () => {
    try {
      await feature({ id: entry.id, featured: !entry.featured }).unwrap();
      showToast(entry.featured ? t('entries.unfeatured', { name }) : t('entries.featuredToast', { name }), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('entries.entryFailed')), 'error');
    }
  };
  const toggleDearWorld = async () => {
    try {
      await choose({ id: entry.id, chosen: !entry.dear_world }).unwrap();
    } catch (err) {
      showToast(errorMessage(err, t('entries.letterFailed')), 'error');
    }
  };

  return (
    <article
      aria-label={`${name}: ${entry.challenge.title}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card"
      data-testid="class-entry"
      data-entry-id={entry.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-ink" data-testid="class-entry-student">
            {name}
          </h3>
          <p className="text-sm text-ink-muted">
            {[entry.student.classes.join(', '), entry.site].filter(Boolean).join(' · ')}
            {entry.student.classes.length || entry.site ? ' · ' : ''}
            {formatLongDate(entry.updated_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="warm">{t(`challenges.kinds.${entry.challenge.kind}`)}</Badge>
          {entry.dear_world ? <Badge tone="primary">{t('entries.dearWorldBook')}</Badge> : null}
        </div>
      </div>
      <p className="text-sm font-semibold text-ink">
        {path ? (
          <Link to={path} className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
            {entry.challenge.title}
            <ExternalLinkIcon size={14} />
          </Link>
        ) : (
          entry.challenge.title
        )}
      </p>
      {entry.text ? <EntryText text={entry.text} whose={name} /> : null}
      {entry.file ? <EntryFilePreview file={entry.file} alt={t('entries.entryAlt', { name })} /> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={entry.featured}
          onClick={() => void toggleFeature()}
          {...busyButtonProps(featuring.isLoading)}
          className={buttonClass(entry.featured ? 'primary' : 'secondary', 'sm')}
          data-testid="feature-toggle"
        >
          <StarIcon size={16} />
          {entry.featured ? t('entries.featured') : t('entries.feature')}
          <span className="sr-only">{t('entries.whoseEntry', { name })}</span>
        </button>
        {canChooseDearWorld && entry.challenge.kind === 'letter' ? (
          <button
            type="button"
            aria-pressed={entry.dear_world}
            onClick={() => void toggleDearWorld()}
            {...busyButtonProps(choosing.isLoading)}
            className={buttonClass(entry.dear_world ? 'primary' : 'secondary', 'sm')}
            data-testid="dear-world-toggle"
          >
            <AwardIcon size={16} />
            {entry.dear_world ? t('entries.inBook') : t('entries.chooseDearWorld')}
            <span className="sr-only">{t('entries.whoseEntry', { name })}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** An entry's text: the first lines, and all of it on request. */
function EntryText({ text, whose }: { text: string; whose: string }) {
  const { t } = useTranslation('activities');
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > 240 || text.split('\n').length > 4;
  return (
    <div className="rounded-2xl bg-surface-alt p-3">
      <p id={id} className={`text-sm leading-6 whitespace-pre-line text-ink-soft ${open || !long ? '' : 'line-clamp-4'}`}>
        {text}
      </p>
      {long ? (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="mt-1 text-sm font-semibold text-primary underline underline-offset-4">
          {open ? t('entries.showLess') : t('entries.readAll')}
          <ItemName>{whose}</ItemName>
        </button>
      ) : null}
    </div>
  );
}

/** The dashboard's section of challenge entries, for those who review them (nothing for learners). */
export function ClassEntriesSection() {
  const { t } = useTranslation('activities');
  const user = useSelector(selectUser);
  if (!user || !ENTRY_REVIEWERS.includes(user.role)) return null;
  const platform = user.role === 'upschool_admin';
  return (
    <Section
      id="class-challenge-entries"
      testId="dashboard-class-entries"
      title={platform ? t('entries.sectionPlatform') : t('entries.sectionClass')}
      description={platform ? t('entries.descriptionPlatform') : t('entries.descriptionClass')}
    >
      <ClassEntries />
    </Section>
  );
}
