import type { TMyFundraiser, TMyFundraisers } from '@commonshelf/shared/charities/fundraising.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
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
  const { t } = useTranslation('adminGiving');
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
        tagline={t('moneyRaised.tagline')}
        title={t('moneyRaised.title')}
        description={t('moneyRaised.description')}
      >
        {data && data.totals.length ? (
          <ul role="list" className="mt-6 flex flex-wrap gap-3" data-testid="raised-totals">
            {data.totals.map((total) => (
              <li key={total.currency} className="rounded-[var(--radius-card)] bg-surface px-5 py-3 shadow-card">
                <span className="block text-3xl font-black tracking-tight text-ink tabular-nums">{formatMinorAmount(total.raised_minor, total.currency)}</span>
                <span className="text-sm font-semibold text-ink-muted">{t('moneyRaised.raisedIn', { currency: total.currency })}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link to="/dashboard" className={buttonClass('ghost', 'sm', 'mt-5 -ml-3')}>
          <ArrowLeftIcon size={16} />
          {t('moneyRaised.back')}
        </Link>
      </PageHero>

      <section aria-labelledby="my-pages-title" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="my-pages-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('moneyRaised.myPages')}
          </h2>
          {data?.can_create && !creating ? (
            <button type="button" onClick={() => setCreating(true)} className={buttonClass('primary', 'md')} data-testid="start-fundraiser">
              <SparklesIcon size={18} />
              {t('moneyRaised.start')}
            </button>
          ) : null}
        </div>

        {creating && data ? (
          <div className="mb-8 max-w-3xl rounded-[calc(var(--radius-card)*1.2)] border border-line-soft bg-surface p-5 shadow-card sm:p-8">
            <h3 className="mb-5 text-xl font-extrabold text-ink">{t('moneyRaised.start')}</h3>
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
              {t('moneyRaised.loading')}
            </p>
            <Skeleton className="h-64" />
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('moneyRaised.what')} onRetry={() => void refetch()} retrying={isFetching} />
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
  const { t } = useTranslation('adminGiving');
  if (!mine.can_create) {
    return (
      <StateMessage testId="money-raised-unavailable" icon={<HeartIcon size={24} />} title={t('moneyRaised.unavailable')}
        action={
          <Link to={PROJECTS_PATH} className={buttonClass('secondary', 'sm')}>
            {t('moneyRaised.seeProjects')}
          </Link>
        }
      >
        {mine.reason}
      </StateMessage>
    );
  }
  return (
    <StateMessage
      testId="money-raised-empty"
      icon={<HeartIcon size={24} />}
      title={t('moneyRaised.none')}
      action={
        creating ? undefined : (
          <button type="button" onClick={onStart} className={buttonClass('primary', 'sm')}>
            {t('moneyRaised.startFirst')}
          </button>
        )
      }
    >
      {t('moneyRaised.noneBody')}
    </StateMessage>
  );
}

function MyFundraiserCard({ page, highlight }: { page: TMyFundraiser; highlight: boolean }) {
  const { t } = useTranslation('adminGiving');
  const [editing, setEditing] = useState(false);
  const [update, { isLoading }] = useUpdateFundraiserMutation();
  const causeName = page.project?.title ?? page.charity.name;
  const causePath = page.project ? projectPath(page.project.slug) : charityPath(page.charity.slug);
  const toggle = async () => {
    try {
      await update({ slug: page.slug, change: { active: !page.active } }).unwrap();
      showToast(page.active ? t('moneyRaised.closed') : t('moneyRaised.opened'), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('moneyRaised.changeFailed')), 'error');
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
              {page.owner.kind === 'class' ? page.owner.name : page.can_edit ? t('moneyRaised.myPage') : page.owner.name}
            </span>
            {page.active ? <Badge tone="primary">{t('moneyRaised.open')}</Badge> : <Badge>{t('moneyRaised.closedBadge')}</Badge>}
            {!page.can_edit ? <Badge tone="warm">{t('moneyRaised.classPage')}</Badge> : null}
          </div>
          <h3 id={`fundraiser-${page.id}-title`} className="mt-2 text-xl font-extrabold tracking-tight text-ink">
            {page.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {t('moneyRaised.for')}{' '}
            <Link to={causePath} className="font-semibold text-primary underline-offset-4 hover:underline">
              {causeName}
            </Link>
            {page.project ? ` · ${page.charity.name}` : null}
            {t('moneyRaised.started', { date: formatLongDate(page.created_at) })}
          </p>
          <div className="mt-4 max-w-xl">
            <RaisedProgress raised={page.raised_minor} goal={page.goal_minor} currency={page.currency} donors={page.supporters_count} donorWord="supporter" testId="my-fundraiser-progress" />
          </div>
          {page.active ? (
            <div className="mt-5">
              <p className="mb-2 text-sm font-semibold text-ink">{t('moneyRaised.shareLink')}</p>
              <ShareLink url={page.share_url} title={page.title} />
            </div>
          ) : (
            <p className="mt-5 text-sm text-ink-muted">{t('moneyRaised.closedNote')} {page.can_edit ? t('moneyRaised.openToShare') : null}</p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            {page.active ? (
              <Link to={fundraiserPath(page.slug)} className={buttonClass('secondary', 'sm')} data-testid="view-fundraiser">
                <ExternalLinkIcon size={16} />
                {t('moneyRaised.view')}
              </Link>
            ) : null}
            {page.can_edit ? (
              <>
                <button type="button" onClick={() => setEditing((v) => !v)} aria-expanded={editing} className={buttonClass('ghost', 'sm')}>
                  <PenIcon size={16} />
                  {t('moneyRaised.edit')}
                </button>
                <button type="button" onClick={() => void toggle()} {...busyButtonProps(isLoading)} className={buttonClass('ghost', 'sm')} data-testid="toggle-fundraiser">
                  {page.active ? t('moneyRaised.close') : t('moneyRaised.openAgain')}
                </button>
              </>
            ) : null}
          </div>
        </div>
        {page.active ? (
          <figure className="flex flex-col items-center gap-2 self-start rounded-2xl bg-surface-alt p-4 text-center" data-testid="fundraiser-qr">
            <img src={page.qr_url} alt={t('moneyRaised.qrAlt', { title: page.title })} width={160} height={160} className="size-40 rounded-lg bg-white" />
            <figcaption className="text-xs text-ink-muted">
              <span className="inline-flex items-center gap-1">
                <QrCodeIcon size={14} /> {t('moneyRaised.scan')}
              </span>
            </figcaption>
            <a href={page.qr_url} download={`${page.slug}-qr.svg`} className={buttonClass('ghost', 'sm')}>
              <DownloadIcon size={16} />
              {t('moneyRaised.downloadQr')}
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
