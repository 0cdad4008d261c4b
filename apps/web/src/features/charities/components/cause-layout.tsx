import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageSkeleton } from '../../../components/ui/page-skeleton';

type Props = {
  testId: string;
  breadcrumb: { to: string; label: string };
  eyebrow: ReactNode;
  title: string;
  summary: ReactNode;
  image: string | null;
  /** The progress towards the goal, under the summary. */
  progress: ReactNode;
  /** The donation form (or why there is none), in the side column; a button in the hero leads to it. */
  donate: ReactNode;
  children: ReactNode;
  dataAttributes?: Record<`data-${string}`, string>;
};

/** A charity's, project's or fundraising page's layout: the tinted hero, then the story beside the donation form. */
export function CauseLayout({ testId, breadcrumb, eyebrow, title, summary, image, progress, donate, children, dataAttributes }: Props) {
  const { t } = useTranslation('giving');
  return (
    <article aria-labelledby="cause-title" data-testid={testId} {...dataAttributes}>
      <section className="bg-primary-light">
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <div className="min-w-0">
            <Breadcrumb parent={breadcrumb} current={title} />
            <div className="text-sm font-bold tracking-wide text-primary-dark uppercase">{eyebrow}</div>
            <h1 id="cause-title" className="mt-2 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl xl:text-5xl">
              {title}
            </h1>
            <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{summary}</div>
            <div className="mt-6 max-w-xl rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-5">{progress}</div>
            <a href="#donate" className={buttonClass('primary', 'lg', 'mt-6 lg:hidden')} data-testid="donate-jump">
              <HeartIcon size={20} />
              {t('donate.jump')}
            </a>
          </div>
          <div className="min-w-0">
            <div className="overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-surface shadow-lift">
              {image ? (
                <img src={image} alt="" width={800} height={500} className="aspect-[8/5] h-auto w-full object-cover" />
              ) : (
                <div className="flex aspect-[8/5] items-center justify-center text-primary">
                  <HeartIcon size={72} />
                </div>
              )}
            </div>
          </div>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-12">{children}</div>
        {/* Kept in view beside the story, and scrolled on its own when it is taller than the window, so its Donate button is never out of reach. */}
        <aside
          id="donate"
          aria-label={t('donate.aside')}
          className="min-w-0 scroll-mt-24 self-start lg:sticky lg:top-24 lg:-m-2 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-2"
        >
          <div className="rounded-[calc(var(--radius-card)*1.2)] border border-line-soft bg-surface p-5 shadow-card sm:p-6">{donate}</div>
        </aside>
      </div>
    </article>
  );
}

export function CauseSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <PageSkeleton
      label={label}
      testId={testId}
      hero={
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <div>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-5 h-4 w-32" />
            <Skeleton className="mt-3 h-12 w-4/5" />
            <Skeleton className="mt-4 h-20" />
            <Skeleton className="mt-6 h-20 max-w-xl" />
          </div>
          <Skeleton className="aspect-[8/5] w-full rounded-[calc(var(--radius-card)*1.4)]" />
        </div>
      }
    >
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-96" />
      </div>
    </PageSkeleton>
  );
}
