import type { TLibraryDetail } from '@commonshelf/shared/library/libraries.schemas';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, BookIcon, CalendarIcon, GlobeIcon, HeartIcon, LibraryIcon, SchoolIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { countryName } from '../../../lib/countries';
import { charityPath, projectPath, PROJECTS_PATH } from '../../../lib/giving-paths';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetLibraryQuery } from '../api/libraries.api';
import { LIBRARIES_PATH, openedMonth } from '../libraries-query';
import { formatNumber, longDateLocale } from '../../../lib/format';
import { booksText, placeLine } from './library-card';
import { LibraryGallery } from './library-gallery';
import { MapPinIcon } from './library-icons';

/** `/libraries/:id`: one library (by id or slug), its photos, story, facts and the project that funded it. */
export function LibraryPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useGetLibraryQuery(id);
  useDocumentTitle(data?.name);
  const { t } = useTranslation('libraries');
  if (isLoading) return <LibrarySkeleton />;
  if (!data) {
    if (errorStatus(error) === 404) {
      return (
        <ItemNotFound testId="library-not-found" icon={<LibraryIcon size={24} />} title={t('page.notFound')} backTo={LIBRARIES_PATH} backLabel={t('page.seeAll')}>
          {t('page.notFoundBody')}
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what={t('page.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <LibraryView library={data} />;
}

function LibraryView({ library: l }: { library: TLibraryDetail }) {
  const { t } = useTranslation('libraries');
  const country = countryName(l.country);
  const opened = openedMonth(l.opened_on, longDateLocale());
  const paragraphs = l.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article aria-labelledby="library-title" data-testid="library-page" data-library-slug={l.slug}>
      <section className="bg-primary-light">
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-12">
          <div className="min-w-0">
            <Breadcrumb parent={{ to: LIBRARIES_PATH, label: t('page.breadcrumb') }} current={l.name} />
            <p className="flex items-start gap-1.5 text-sm font-bold tracking-wide text-primary-dark uppercase" data-testid="library-place">
              <MapPinIcon size={18} className="shrink-0" />
              {placeLine(l.place, l.country)}
            </p>
            <h1 id="library-title" className="mt-2 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl xl:text-5xl">
              {l.name}
            </h1>
            <ul role="list" className="mt-6 flex flex-wrap gap-2" aria-label={t('page.atAGlance')}>
              <Chip icon={<BookIcon size={18} />} testId="library-books">
                {booksText(l.books_count)}
              </Chip>
              {opened ? <Chip icon={<CalendarIcon size={18} />}>{t('page.openSince', { date: opened })}</Chip> : null}
              {l.school ? (
                <Chip icon={<SchoolIcon size={18} />} testId="library-school">
                  {t('card.schoolLibrary', { school: l.school })}
                </Chip>
              ) : (
                <Chip icon={<LibraryIcon size={18} />}>{t('card.community')}</Chip>
              )}
            </ul>
            {l.project ? (
              <p className="mt-6 text-lg text-ink-soft">
                <Trans
                  t={t}
                  i18nKey="page.fundedByProject"
                  values={{ project: l.project.title, charity: l.project.charity.name }}
                  components={{
                    project: <Link to={projectPath(l.project.slug)} className="font-semibold text-primary-dark underline underline-offset-4 hover:text-ink" data-testid="library-hero-project" />,
                  }}
                />
              </p>
            ) : null}
          </div>
          <div className="min-w-0">
            <LibraryGallery photos={l.photos} name={l.name} />
          </div>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <section aria-labelledby="about-title" className="min-w-0">
          <h2 id="about-title" className="text-2xl font-extrabold tracking-tight text-ink">
            {t('page.about')}
          </h2>
          <div className="mt-4 flex max-w-prose flex-col gap-4 text-lg leading-relaxed text-ink-soft" data-testid="library-description">
            {paragraphs.length ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{t('page.noDescription')}</p>}
          </div>
        </section>
        <aside className="flex min-w-0 flex-col gap-6 self-start lg:sticky lg:top-24" aria-label={t('page.factsAndFunding')}>
          <section aria-labelledby="facts-title" className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card sm:p-6">
            <h2 id="facts-title" className="text-lg font-bold text-ink">
              {t('page.facts')}
            </h2>
            <dl className="mt-4 grid gap-4" data-testid="library-facts">
              <Fact icon={<MapPinIcon size={18} />} term={t('page.place')} value={l.place} />
              <Fact icon={<GlobeIcon size={18} />} term={t('page.country')} value={country ?? l.country} />
              <Fact icon={<BookIcon size={18} />} term={t('page.books')} value={formatNumber(l.books_count)} />
              {opened ? <Fact icon={<CalendarIcon size={18} />} term={t('page.opened')} value={opened} /> : null}
              <Fact icon={<SchoolIcon size={18} />} term={t('page.runBy')} value={l.school ?? t('page.itsCommunity')} />
            </dl>
          </section>
          {l.project ? <FundingCard project={l.project} /> : <NoFunderCard />}
        </aside>
      </div>
    </article>
  );
}

function Chip({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <li className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-semibold text-ink shadow-card" data-testid={testId}>
      <span className="text-primary">{icon}</span>
      {children}
    </li>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    // A dl's group holds only its dt and dd: the icon sits in the term, beside both lines.
    <div className="relative min-w-0 pl-11">
      <dt className="text-sm font-semibold text-ink-muted">
        <span aria-hidden="true" className="absolute top-0.5 left-0 flex size-8 items-center justify-center rounded-full bg-primary-light text-primary">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="font-semibold wrap-anywhere text-ink">{value}</dd>
    </div>
  );
}

/** The project that paid for the library: its picture, charity, progress and the way to it. */
function FundingCard({ project: p }: { project: NonNullable<TLibraryDetail['project']> }) {
  const { t } = useTranslation('libraries');
  return (
    <section aria-labelledby="funding-title" className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" data-testid="library-funding">
      {p.image ? <img src={p.image} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] h-auto w-full object-cover" /> : null}
      <div className="p-5 sm:p-6">
        <h2 id="funding-title" className="text-sm font-bold tracking-wide text-primary-dark uppercase">
          {t('page.fundedBy')}
        </h2>
        <p className="mt-1 text-lg leading-snug font-bold text-ink">{p.title}</p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans
            t={t}
            i18nKey="page.projectOf"
            values={{ charity: p.charity.name }}
            components={{ charity: <Link to={charityPath(p.charity.slug)} className="font-semibold text-ink underline-offset-4 hover:underline" data-testid="library-charity-link" /> }}
          />
        </p>
        <p className="mt-3 text-sm leading-6 text-ink-soft">{p.summary}</p>
        <div className="mt-4">
          <RaisedProgress raised={p.raised_minor} goal={p.goal_minor} currency={p.currency} donors={p.donors_count} size="sm" testId="library-project-progress" />
        </div>
        <Link to={projectPath(p.slug)} className={buttonClass('primary', 'md', 'mt-5 w-full')} data-testid="library-project-link">
          <HeartIcon size={18} />
          {t('page.seeProject')}
        </Link>
      </div>
    </section>
  );
}

function NoFunderCard() {
  const { t } = useTranslation('libraries');
  return (
    <section aria-labelledby="help-title" className="rounded-[var(--radius-card)] border border-dashed border-line bg-surface-alt p-5 sm:p-6">
      <h2 id="help-title" className="text-lg font-bold text-ink">
        {t('page.helpTitle')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{t('page.helpBody')}</p>
      <Link to={PROJECTS_PATH} className="mt-3 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
        {t('page.projects')}
        <ArrowRightIcon size={16} />
      </Link>
    </section>
  );
}

function LibrarySkeleton() {
  const { t } = useTranslation('libraries');
  return (
    <PageSkeleton
      label={t('page.loading')}
      testId="library-loading"
      hero={
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-12">
          <div>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-5 h-4 w-56" />
            <Skeleton className="mt-3 h-12 w-4/5" />
            <Skeleton className="mt-6 h-9 w-72 rounded-full" />
          </div>
          <Skeleton className="aspect-[8/5] w-full rounded-[calc(var(--radius-card)*1.4)]" />
        </div>
      }
    >
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-48" />
        </div>
        <Skeleton className="h-80" />
      </div>
    </PageSkeleton>
  );
}
