import { LETTER_CHALLENGE_SLUG, type TChallengeKind } from '@commonshelf/shared/challenges/challenge-rules';
import type { TChallengeDetail } from '@commonshelf/shared/challenges/challenges.schemas';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { BookIcon, CalendarIcon, ChevronRightIcon, ExternalLinkIcon, FileTextIcon, PenIcon, TrophyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { formatLongDate } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PROMPT_PROSE } from '../prompt-prose';
import { SdgBadgeList } from '../../../components/ui/sdg-goals';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { useGetChallengeQuery } from '../api/challenges.api';
import { stateText } from '../challenge-dates';
import { CHALLENGES_PATH } from '../challenge-paths';
import { EntryGallery } from './entry-gallery';
import { EntryPanel } from './entry-panel';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { useFramedPicture } from '../../../components/ui/card-cover';

/** A resource on another site opens in a new tab. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** `/sdg-challenge/:slug` and `/comprehension-corner/:slug`: one page for both kinds. */
export function ChallengePage({ kind }: { kind: Exclude<TChallengeKind, 'letter'> }) {
  const { slug = '' } = useParams();
  return <ChallengeLoader kind={kind} slug={slug} />;
}

/** `/write-a-letter-and-change-the-world`: the letter challenge's fixed page. */
export function LetterChallengePage() {
  return <ChallengeLoader kind="letter" slug={LETTER_CHALLENGE_SLUG} />;
}

function ChallengeLoader({ kind, slug }: { kind: TChallengeKind; slug: string }) {
  const { t } = useTranslation('activities');
  const user = useSelector(selectUser);
  const { data, error, isLoading, isFetching, refetch } = useGetChallengeQuery({ kind, slug, viewer: user?.id ?? null });
  useDocumentTitle(data?.title);
  if (isLoading) return <ChallengeSkeleton />;
  if (!data) {
    if (error && 'status' in error && error.status === 404) {
      return (
        <ItemNotFound testId="challenge-not-found" icon={<TrophyIcon size={24} />} title={t('challenges.notFound')} backTo={CHALLENGES_PATH} backLabel={t('challenges.seeAll')}>
          {t('challenges.notFoundBody')}
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what={t('challenges.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <ChallengeView challenge={data} />;
}

function ChallengeView({ challenge: c }: { challenge: TChallengeDetail }) {
  const { t } = useTranslation('activities');
  const letter = c.kind === 'letter';
  return (
    <article aria-labelledby="challenge-title" data-testid="challenge-page" data-challenge-slug={c.slug} data-kind={c.kind}>
      <section className="bg-primary-light">
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-12">
          <div className="min-w-0">
            <Breadcrumb parent={{ to: CHALLENGES_PATH, label: t('challenges.title') }} current={c.title} />
            <Badge tone="warm">{t(`challenges.kinds.${c.kind}`)}</Badge>
            <h1 id="challenge-title" className="mt-3 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl xl:text-5xl">
              {c.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{c.summary}</p>
            {c.sdgs.length ? (
              <div className="mt-5">
                <SdgBadgeList sdgs={c.sdgs} />
              </div>
            ) : null}
            <ul role="list" className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-ink-soft" data-testid="challenge-facts">
              {/* In the order they happen: when it opened, then until when it is open (or when it closed). */}
              {c.opens_at && c.state !== 'upcoming' ? (
                <li className="inline-flex items-center gap-1.5">
                  <CalendarIcon size={18} className="text-primary" />
                  {t('challenges.openedOn', { date: formatLongDate(c.opens_at) })}
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1.5" data-testid="challenge-state">
                <CalendarIcon size={18} className="text-primary" />
                {stateText(c)}
              </li>
              {letter ? (
                <li className="inline-flex items-center gap-1.5">
                  <PenIcon size={18} className="text-primary" />
                  {t('challenges.bestLetters')}
                </li>
              ) : null}
            </ul>
          </div>
          <div className="min-w-0">
            <div className="overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-surface shadow-lift">
              {c.cover ?? c.book?.cover ? (
                <ChallengeCover src={(c.cover ?? c.book?.cover)!} />
              ) : (
                <div className="flex aspect-video items-center justify-center text-primary">
                  <TrophyIcon size={72} />
                </div>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="prompt-title">
            <h2 id="prompt-title" className="text-2xl font-extrabold tracking-tight text-ink">
              {letter ? t('challenges.howToWrite') : t('challenges.theChallenge')}
            </h2>
            <div className={`${PROMPT_PROSE} mt-4`} data-testid="challenge-prompt" dangerouslySetInnerHTML={{ __html: c.prompt_html }} />
          </section>
          {c.book ? (
            <section aria-labelledby="book-title" className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
              {c.book.cover ? <img src={c.book.cover} alt="" width={64} height={86} className="h-20 w-auto shrink-0 rounded-lg object-cover" /> : <BookIcon size={40} className="shrink-0 text-primary" />}
              <div className="min-w-0">
                <h2 id="book-title" className="text-sm font-semibold text-ink-muted">
                  {t('challenges.theBook')}
                </h2>
                <p className="text-lg font-bold text-ink">{c.book.title}</p>
                <Link to={`/library/${c.book.id}`} className="mt-1 inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4" data-testid="challenge-book-link">
                  {t('challenges.readInLibrary')}
                  <ChevronRightIcon size={16} />
                </Link>
              </div>
            </section>
          ) : null}
          {c.resources.length ? (
            <section aria-labelledby="resources-title">
              <h2 id="resources-title" className="text-2xl font-extrabold tracking-tight text-ink">
                {t('challenges.resources')}
              </h2>
              <ul role="list" className="mt-4 flex flex-col gap-2" data-testid="challenge-resources">
                {c.resources.map((r) => {
                  const external = /^https?:\/\//i.test(r.url);
                  return (
                    <li key={`${r.title}-${r.url}`}>
                      <a
                        href={r.url}
                        {...(external ? NEW_TAB : {})}
                        className="flex items-center gap-3 rounded-2xl border border-line-soft bg-surface p-4 font-semibold text-ink hover:border-primary hover:bg-primary-light"
                      >
                        <FileTextIcon size={20} className="shrink-0 text-primary" />
                        <span className="min-w-0 flex-1 wrap-anywhere">{r.title}</span>
                        {external ? (
                          <>
                            <ExternalLinkIcon size={16} className="shrink-0 text-ink-muted" />
                            <span className="sr-only">{t('challenges.opensNewTab')}</span>
                          </>
                        ) : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <EntryPanel challenge={c} letter={letter} />
        </div>
      </div>
      <div className="bg-surface-alt">
        {c.gallery.length ? (
          <EntryGallery entries={c.gallery} />
        ) : (
          <p className="container-page py-8 text-center text-sm text-ink-muted" data-testid="gallery-empty">
            {c.state === 'closed' ? t('challenges.noFeaturedClosed') : t('challenges.noFeatured')}
          </p>
        )}
      </div>
    </article>
  );
}

/** The challenge's picture in its 16:9 frame: a square goal tile whole, on the site's light colour; a photo filling it. */
function ChallengeCover({ src }: { src: string }) {
  const { fit, onLoad } = useFramedPicture();
  return <img src={src} alt="" width={800} height={450} onLoad={onLoad} className={`aspect-video h-auto w-full bg-primary-light ${fit}`} />;
}

function ChallengeSkeleton() {
  const { t } = useTranslation('activities');
  return (
    <PageSkeleton
      label={t('challenges.loading')}
      hero={
        <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
          <div>
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="mt-4 h-12 w-3/4" />
            <Skeleton className="mt-4 h-16" />
          </div>
          <Skeleton className="aspect-video w-full" />
        </div>
      }
    />
  );
}
