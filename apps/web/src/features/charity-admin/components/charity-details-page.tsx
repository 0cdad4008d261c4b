import type { TAdminCharityDetail, TAdminCharityProject } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, HeartIcon, PenIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { ErrorState } from '../../../components/ui/state-message';
import { StatPanel } from '../../../components/ui/stats';
import { StoryText } from '../../../components/ui/story-text';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminCharityQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { DetailsHeader, DetailsSkeleton, MoneyPanel, RecentGifts } from './cause-details-ui';
import { CauseActions, CauseStatusBadge, CauseThumb, formatDay } from './cause-ui';
import { idParam } from './charity-form-page';
import { SchoolProjectEditor } from './school-project-editor';

/**
 * `…/charity-details-view/:charityId`: a charity as its admins see it: the money raised against its
 * projects' goals, its projects, recent gifts, its story and photos. The platform admin may look at
 * any site's charity (read only); a school adds and edits its charity's projects and their updates here.
 */
export function CharityDetailsPage() {
  const { charityId } = useParams();
  const id = idParam(charityId);
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminCharityQuery(id ?? 0, { skip: id === null });
  useDocumentTitle(data ? data.name : t('charities.detailsTitle'));
  if (id === null || errorStatus(error) === 404)
    return (
      <ItemNotFound testId="charity-not-found" icon={<HeartIcon size={24} />} title={t('charities.notFound')} backTo={paths.charities} backLabel={t('charities.seeAll')} variant="inline">
        {t('causes.notFoundBody')}
      </ItemNotFound>
    );
  if (isLoading) return <DetailsSkeleton what={t('charities.what')} />;
  if (error || !data) return <ErrorState what={t('charities.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <CharityDetails charity={data} />;
}

function CharityDetails({ charity: c }: { charity: TAdminCharityDetail }) {
  const paths = useCharityConsole();
  const navigate = useNavigate();
  const { t } = useTranslation('adminGiving');
  const [adding, setAdding] = useState(false);
  const inline = !paths.projectForm && c.editable;
  return (
    <section aria-labelledby="charity-details-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="charity-details">
      <DetailsHeader
        back={{ to: paths.charities, label: t('causes.allCharities') }}
        image={c.image}
        title={c.name}
        status={c.status}
        testId="charity-details"
        meta={
          <span data-testid="charity-details-meta">
            {[c.platform_wide ? t('causes.platformWide') : (c.site?.name ?? ''), c.currency, t('causes.added', { date: formatDay(c.created_at) })].join(' · ')}
          </span>
        }
        actions={
          c.editable ? (
            <>
              <Link to={paths.charityForm(c.id)} className={buttonClass('secondary', 'sm')} data-testid="charity-details-edit">
                <PenIcon size={16} />
                {t('causes.edit')}
              </Link>
              <CauseActions kind="charities" cause={c} onDeleted={() => void navigate(paths.charities)} />
              {c.status === 'published' ? (
                <a href={`/charities/${c.slug}`} target="_blank" rel="noopener" className={buttonClass('ghost', 'sm')} data-testid="charity-details-public">
                  <ExternalLinkIcon size={16} />
                  {t('causes.seeItsPage')}
                  <span className="sr-only">{t('causes.opensInNewTab')}</span>
                </a>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-ink-muted" data-testid="charity-read-only">
              {t('charities.viewOnly', { site: c.site?.name ?? t('causes.itsSite') })}
            </p>
          )
        }
      />
      {c.summary ? <p className="max-w-3xl text-lg text-ink-soft">{c.summary}</p> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <MoneyPanel money={c} testId="charity-money" />
          <StatPanel title={t('charities.projectsTitle', { count: c.projects.length })} testId="charity-projects">
            <div className="flex flex-col gap-4">
              {c.editable ? (
                paths.projectForm ? (
                  <Link to={paths.projectForm(undefined, c.id)} className={buttonClass('primary', 'sm', 'self-start')} data-testid="charity-add-project">
                    <PenIcon size={16} />
                    {t('causes.addAProject')}
                  </Link>
                ) : adding ? (
                  <SchoolProjectEditor charity={c} projectId={null} onClose={() => setAdding(false)} />
                ) : (
                  <button type="button" className={buttonClass('primary', 'sm', 'self-start')} onClick={() => setAdding(true)} data-testid="charity-add-project">
                    <PenIcon size={16} />
                    {t('causes.addAProject')}
                  </button>
                )
              ) : null}
              {c.projects.length === 0 ? (
                <p className="text-sm text-ink-muted" data-testid="charity-no-projects">
                  {t('charities.noProjects')}
                </p>
              ) : (
                <ul role="list" className="flex flex-col divide-y divide-line-soft">
                  {c.projects.map((p) => (
                    <ProjectItem key={p.id} project={p} charity={c} inline={inline} />
                  ))}
                </ul>
              )}
            </div>
          </StatPanel>
          {c.story ? (
            <StatPanel title={t('causes.story')}>
              <StoryText text={c.story} testId="charity-details-story" />
            </StatPanel>
          ) : null}
          {c.website ? (
            <p className="text-sm text-ink-soft">
              {t('charities.website')}{' '}
              <a href={c.website} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-primary-dark hover:underline">
                {c.website}
              </a>
            </p>
          ) : null}
          <PhotoGallery photos={c.photos} name={c.name} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecentGifts gifts={c.recent_donations} showSite={paths.platform} more={c.paid_donations_count ? { to: `${paths.base}/donations?charity=${c.id}`, label: t('charities.seeAllDonations') } : null} />
        </div>
      </div>
    </section>
  );
}

/** One project in its charity's list: progress, and its page (platform) or its editor and updates in place (a school). */
function ProjectItem({ project: p, charity, inline }: { project: TAdminCharityProject; charity: TAdminCharityDetail; inline: boolean }) {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const [open, setOpen] = useState<'edit' | 'updates' | null>(null);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0" data-testid="charity-project" data-project-id={p.id} data-title={p.title}>
      <div className="flex min-w-0 gap-3">
        <CauseThumb src={p.image} className="h-12 w-16" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            {paths.projectDetails ? (
              <Link to={paths.projectDetails(p.id)} className="font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="charity-project-open">
                {p.title}
              </Link>
            ) : (
              <span className="font-bold wrap-anywhere text-ink">{p.title}</span>
            )}
            <CauseStatusBadge status={p.status} />
          </div>
          <RaisedProgress raised={p.raised_minor} goal={p.goal_minor} currency={charity.currency} donors={p.donors_count} size="sm" testId="charity-project-progress" />
        </div>
      </div>
      {charity.editable ? (
        <div className="flex flex-wrap gap-2">
          {paths.projectForm ? (
            <Link to={paths.projectForm(p.id)} className={buttonClass('ghost', 'sm')} data-testid="charity-project-edit">
              <PenIcon size={16} />
              {t('causes.edit')}
              <span className="sr-only">{t('causes.quoted', { name: p.title })}</span>
            </Link>
          ) : (
            <>
              <button type="button" aria-expanded={open === 'edit'} className={buttonClass('ghost', 'sm')} onClick={() => setOpen(open === 'edit' ? null : 'edit')} data-testid="charity-project-edit">
                <PenIcon size={16} />
                {t('causes.edit')}
                <span className="sr-only">{t('causes.quoted', { name: p.title })}</span>
              </button>
              <button type="button" aria-expanded={open === 'updates'} className={buttonClass('ghost', 'sm')} onClick={() => setOpen(open === 'updates' ? null : 'updates')} data-testid="charity-project-updates">
                {t('charities.updates')}
                <span className="sr-only">{t('charities.updatesOf', { title: p.title })}</span>
              </button>
            </>
          )}
          <CauseActions kind="projects" cause={{ id: p.id, name: p.title, status: p.status, donations_count: p.paid_donations_count }} />
        </div>
      ) : null}
      {inline && open ? <SchoolProjectEditor charity={charity} projectId={p.id} show={open} onClose={() => setOpen(null)} /> : null}
    </li>
  );
}
