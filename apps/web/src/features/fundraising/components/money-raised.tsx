import type { TMyFundraiser, TMyFundraisers } from '@commonshelf/shared/charities/fundraising.schemas';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ArrowLeftIcon, DownloadIcon, ExternalLinkIcon, HeartIcon, PenIcon, QrCodeIcon, SparklesIcon, UserIcon, UsersIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate, formatMinorAmount } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { charityPath, fundraiserPath, PROJECTS_PATH, projectPath } from '../../../lib/giving-paths';
import { useGetMyFundraisersQuery, useUpdateFundraiserMutation } from '../api/fundraising.api';
import { CreateFundraiserForm, EditFundraiserForm } from './fundraiser-form';
import { ShareLink } from '../../../components/ui/share-link';

/**
 * `/dashboard?option=Money I Have Raised`: what my fundraising pages (and my classes') have raised,
 * each with its share link and QR code; start a new page; change, close or reopen one.
 */
export function MoneyRaisedPage() {
  const user = useSelector(selectUser);
  const { data, isLoading, isFetching, isError, refetch } = useGetMyFundraisersQuery({ viewer: user?.id ?? null });
  const [creating, setCreating] = useState(false);
  const [justCreated, setJustCreated] = useState<string | null>(null);

  return (
    <div data-testid="money-raised">
      <PageHero
        id="money-raised-title"
        size="sm"
        icon={<HeartIcon size={16} />}
        tagline="Your dashboard"
        title="Money I have raised"
        description="Your fundraising pages, what they have raised so far, and the link to share with family and friends."
      >
        {data && data.totals.length ? (
          <ul role="list" className="mt-6 flex flex-wrap gap-3" data-testid="raised-totals">
            {data.totals.map((t) => (
              <li key={t.currency} className="rounded-[var(--radius-card)] bg-surface px-5 py-3 shadow-card">
                <span className="block text-3xl font-black tracking-tight text-ink tabular-nums">{formatMinorAmount(t.raised_minor, t.currency, 'en')}</span>
                <span className="text-sm font-semibold text-ink-muted">raised in {t.currency}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to="/dashboard" className={buttonClass('ghost', 'sm', 'mt-5 -ml-3')}>
          <ArrowLeftIcon size={16} />
          Back to my dashboard
        </Link>
      </PageHero>

      <section aria-labelledby="my-pages-title" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="my-pages-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            My fundraising pages
          </h2>
          {data?.can_create && !creating ? (
            <button type="button" onClick={() => setCreating(true)} className={buttonClass('primary', 'md')} data-testid="start-fundraiser">
              <SparklesIcon size={18} />
              Start a fundraising page
            </button>
          ) : null}
        </div>

        {creating && data ? (
          <div className="mb-8 max-w-3xl rounded-[calc(var(--radius-card)*1.2)] border border-line-soft bg-surface p-5 shadow-card sm:p-8">
            <h3 className="mb-5 text-xl font-extrabold text-ink">Start a fundraising page</h3>
            <CreateFundraiserForm
              mine={data}
              role={user?.role ?? ''}
              onCancel={() => setCreating(false)}
              onCreated={(page) => {
                setCreating(false);
                setJustCreated(page.slug);
              }}
            />
          </div>
        ) : null}

        {isLoading ? (
          <div aria-busy="true" className="grid gap-5">
            <p role="status" className="sr-only">
              Loading your fundraising pages…
            </p>
            <Skeleton className="h-64" />
          </div>
        ) : isError || !data ? (
          <ErrorState what="your fundraising pages" onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <EmptyState mine={data} onStart={() => setCreating(true)} creating={creating} />
        ) : (
          <ul role="list" className="grid gap-6" data-testid="my-fundraisers">
            {data.results.map((page) => (
              <li key={page.id}>
                <MyFundraiserCard page={page} highlight={page.slug === justCreated} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EmptyState({ mine, onStart, creating }: { mine: TMyFundraisers; onStart: () => void; creating: boolean }) {
  if (!mine.can_create) {
    return (
      <StateMessage testId="money-raised-unavailable" icon={<HeartIcon size={24} />} title="Fundraising pages are not available to you here" action={<Link to={PROJECTS_PATH} className={buttonClass('secondary', 'sm')}>See the projects</Link>}>
        {mine.reason}
      </StateMessage>
    );
  }
  return (
    <StateMessage
      testId="money-raised-empty"
      icon={<HeartIcon size={24} />}
      title="You have no fundraising pages yet"
      action={
        creating ? undefined : (
          <button type="button" onClick={onStart} className={buttonClass('primary', 'sm')}>
            Start your first page
          </button>
        )
      }
    >
      Choose a project, set a goal and share your page’s link: every gift through it counts towards your total.
    </StateMessage>
  );
}

function MyFundraiserCard({ page, highlight }: { page: TMyFundraiser; highlight: boolean }) {
  const [editing, setEditing] = useState(false);
  const [update, { isLoading }] = useUpdateFundraiserMutation();
  const causeName = page.project?.title ?? page.charity.name;
  const causePath = page.project ? projectPath(page.project.slug) : charityPath(page.charity.slug);
  const toggle = async () => {
    try {
      await update({ slug: page.slug, change: { active: !page.active } }).unwrap();
      showToast(page.active ? 'Your page is closed: it no longer takes donations.' : 'Your page is open again.', 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The page could not be changed. Please try again.'), 'error');
    }
  };
  return (
    <article
      aria-labelledby={`fundraiser-${page.id}-title`}
      data-testid="my-fundraiser"
      data-fundraiser-slug={page.slug}
      className={`overflow-hidden rounded-[calc(var(--radius-card)*1.2)] border bg-surface shadow-card ${highlight ? 'border-primary ring-3 ring-primary/20' : 'border-line-soft'}`}
    >
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              {page.owner.kind === 'class' ? <UsersIcon size={16} /> : <UserIcon size={16} />}
              {page.owner.kind === 'class' ? page.owner.name : page.can_edit ? 'My page' : page.owner.name}
            </span>
            {page.active ? <Badge tone="primary">Open</Badge> : <Badge>Closed</Badge>}
            {!page.can_edit ? <Badge tone="warm">My class’s page</Badge> : null}
          </div>
          <h3 id={`fundraiser-${page.id}-title`} className="mt-2 text-xl font-extrabold tracking-tight text-ink">
            {page.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            For{' '}
            <Link to={causePath} className="font-semibold text-primary underline-offset-4 hover:underline">
              {causeName}
            </Link>
            {page.project ? ` · ${page.charity.name}` : null} · started {formatLongDate(page.created_at)}
          </p>
          <div className="mt-4 max-w-xl">
            <RaisedProgress raised={page.raised_minor} goal={page.goal_minor} currency={page.currency} donors={page.supporters_count} donorWord="supporter" testId="my-fundraiser-progress" />
          </div>
          {page.active ? (
            <div className="mt-5">
              <p className="mb-2 text-sm font-semibold text-ink">Share link</p>
              <ShareLink url={page.share_url} title={page.title} />
            </div>
          ) : (
            <p className="mt-5 text-sm text-ink-muted">This page is closed, so it is hidden and takes no donations. {page.can_edit ? 'Open it again to share it.' : null}</p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            {page.active ? (
              <Link to={fundraiserPath(page.slug)} className={buttonClass('secondary', 'sm')} data-testid="view-fundraiser">
                <ExternalLinkIcon size={16} />
                View page
              </Link>
            ) : null}
            {page.can_edit ? (
              <>
                <button type="button" onClick={() => setEditing((v) => !v)} aria-expanded={editing} className={buttonClass('ghost', 'sm')}>
                  <PenIcon size={16} />
                  Edit
                </button>
                <button type="button" onClick={() => void toggle()} disabled={isLoading} className={buttonClass('ghost', 'sm')} data-testid="toggle-fundraiser">
                  {page.active ? 'Close page' : 'Open again'}
                </button>
              </>
            ) : null}
          </div>
        </div>
        {page.active ? (
          <figure className="flex flex-col items-center gap-2 self-start rounded-2xl bg-surface-alt p-4 text-center" data-testid="fundraiser-qr">
            <img src={page.qr_url} alt={`QR code that opens “${page.title}”`} width={160} height={160} className="size-40 rounded-lg bg-white" />
            <figcaption className="text-xs text-ink-muted">
              <span className="inline-flex items-center gap-1">
                <QrCodeIcon size={14} /> Scan to open the page
              </span>
            </figcaption>
            <a href={page.qr_url} download={`${page.slug}-qr.svg`} className={buttonClass('ghost', 'sm')}>
              <DownloadIcon size={16} />
              Download QR code
            </a>
          </figure>
        ) : null}
      </div>
      {editing ? (
        <div className="border-t border-line-soft bg-surface-alt p-5 sm:p-6">
          <EditFundraiserForm page={page} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </article>
  );
}
