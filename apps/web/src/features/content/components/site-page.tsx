import { useTranslation } from 'react-i18next';
import type { TContentPage } from '@commonshelf/shared/site/content-pages.schemas';
import type { ReactNode } from 'react';
import { FileTextIcon } from '../../../components/ui/icons';
import { NotFound } from '../../../components/ui/not-found';
import { PageHero } from '../../../components/ui/page-hero';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { PROSE } from '../../../components/ui/prose';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { useGetContentPageQuery } from '../api/content.api';

type Props = {
  slug: string;
  /** The hero's pill. */
  tagline: string;
  icon?: ReactNode;
  /** Below the page's text: a form, a map. */
  children?: ReactNode;
  /** Draws the page's body (the FAQ's accordion); the default is its text, with a contents list when long. */
  body?: (page: TContentPage) => ReactNode;
};

/** Pages with this many sections or more get an "On this page" list. */
const CONTENTS_FROM = 4;

/**
 * One of the site's editable pages (`/api/content-pages/:slug/`): the school's own version on its
 * site for about and contact, the platform's otherwise. The text is sanitised HTML from the server.
 */
export function SitePage({ slug, tagline, icon = <FileTextIcon size={16} />, children, body }: Props) {
  const { t } = useTranslation('site');
  const { data: page, isLoading, isError, error, isFetching, refetch } = useGetContentPageQuery(slug);
  if (isLoading) return <SitePageSkeleton />;
  if (isError && (error as { status?: number }).status === 404) return <NotFound />;
  if (isError || !page) {
    return (
      <div className="container-page py-12">
        <ErrorState what={t('page.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  const titleId = `page-${slug}-title`;
  return (
    <div data-testid={`site-page-${slug}`} data-source={page.source}>
      <PageHero id={titleId} size="sm" icon={icon} tagline={tagline} title={page.title} description={page.summary} />
      <div className="container-page max-w-3xl py-10">
        {body ? body(page) : <PageText page={page} />}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </div>
  );
}

function PageText({ page }: { page: TContentPage }) {
  const { t } = useTranslation('site');
  const long = page.sections.length >= CONTENTS_FROM;
  return (
    <>
      {long ? (
        <nav aria-labelledby="on-this-page" className="mb-8 rounded-[var(--radius-card)] border border-line-soft bg-surface-alt p-5" data-testid="page-contents">
          <h2 id="on-this-page" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
            {t('page.onThisPage')}
          </h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {page.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.intro ? <div className={PROSE} data-testid="page-intro" dangerouslySetInnerHTML={{ __html: page.intro }} /> : null}
      {page.sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id} className="scroll-mt-24">
          <h2 id={s.id} className="mt-10 mb-3 text-2xl font-extrabold tracking-tight text-ink">
            {s.heading}
          </h2>
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: s.html }} />
        </section>
      ))}
    </>
  );
}

function SitePageSkeleton() {
  const { t } = useTranslation('site');
  return (
    <PageSkeleton
      label={t('page.loading')}
      testId="site-page-loading"
      // A site page's text is its admins': it may be shorter than the screen.
      fillScreen={false}
      hero={
        <div className="container-page flex flex-col gap-4 py-10 sm:py-12">
          <Skeleton className="h-8 w-40 rounded-full" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      }
    >
      <div className="container-page flex max-w-3xl flex-col gap-3 py-10">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    </PageSkeleton>
  );
}
