import type { TAdminProjectDetail } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, HeartIcon, PenIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import { ErrorState } from '../../../components/ui/state-message';
import { StatPanel } from '../../../components/ui/stats';
import { StoryText } from '../../../components/ui/story-text';
import { formatMinorAmount } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminProjectQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { DetailsHeader, DetailsSkeleton, MoneyPanel, RecentGifts } from './cause-details-ui';
import { CauseActions, causeStatusLabel, formatDay } from './cause-ui';
import { idParam } from './charity-form-page';
import { ProjectUpdatesManager } from './project-updates-manager';

/**
 * `admin-panel/project-details-view/:projectId`: a project as its admins see it: progress against
 * its goal (with what it raised before the platform), its charity, updates (posted, edited and
 * deleted here), recent gifts, story and photos. Any site's project may be looked at, read only.
 */
export function ProjectDetailsPage() {
  const { projectId } = useParams();
  const id = idParam(projectId);
  const paths = useCharityConsole();
  const list = paths.projects ?? paths.charities;
  const { t } = useTranslation('adminGiving');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminProjectQuery(id ?? 0, { skip: id === null });
  useDocumentTitle(data ? data.title : t('projects.detailsTitle'));
  if (id === null || errorStatus(error) === 404)
    return (
      <ItemNotFound testId="project-not-found" icon={<HeartIcon size={24} />} title={t('projects.notFound')} backTo={list} backLabel={t('projects.seeAll')} variant="inline">
        {t('causes.notFoundBody')}
      </ItemNotFound>
    );
  if (isLoading) return <DetailsSkeleton what={t('projects.what')} />;
  if (error || !data) return <ErrorState what={t('projects.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <ProjectDetails project={data} list={list} />;
}

function ProjectDetails({ project: p, list }: { project: TAdminProjectDetail; list: string }) {
  const paths = useCharityConsole();
  const navigate = useNavigate();
  const { t } = useTranslation('adminGiving');
  return (
    <section aria-labelledby="project-details-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="project-details">
      <DetailsHeader
        back={{ to: list, label: t('causes.allProjects') }}
        image={p.image}
        title={p.title}
        status={p.status}
        testId="project-details"
        meta={
          <span>
            <Link to={paths.charityDetails(p.charity.id)} className="font-semibold text-primary-dark hover:underline" data-testid="project-details-charity">
              {p.charity.name}
            </Link>
            {p.charity.status === 'published' ? '' : t('projects.charityHidden', { status: causeStatusLabel(p.charity.status).toLocaleLowerCase() })}
            {t('projects.meta', { site: p.platform_wide ? t('causes.platformWide') : (p.site?.name ?? ''), date: formatDay(p.created_at) })}
          </span>
        }
        actions={
          p.editable && paths.projectForm ? (
            <>
              <Link to={paths.projectForm(p.id)} className={buttonClass('secondary', 'sm')} data-testid="project-details-edit">
                <PenIcon size={16} />
                {t('causes.edit')}
              </Link>
              <CauseActions kind="projects" cause={{ ...p, name: p.title }} onDeleted={() => void navigate(list)} />
              {p.status === 'published' && p.charity.status === 'published' ? (
                <a href={`/charity-projects/${p.slug}`} target="_blank" rel="noopener" className={buttonClass('ghost', 'sm')} data-testid="project-details-public">
                  <ExternalLinkIcon size={16} />
                  {t('causes.seeItsPage')}
                  <span className="sr-only">{t('causes.opensInNewTab')}</span>
                </a>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-ink-muted">{t('projects.viewOnly', { site: p.site?.name ?? t('causes.itsSite') })}</p>
          )
        }
      />
      {p.summary ? <p className="max-w-3xl text-lg text-ink-soft">{p.summary}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <MoneyPanel money={p} testId="project-money" />
          {p.offline_raised_minor > 0 ? (
            <p className="-mt-3 text-sm text-ink-muted" data-testid="project-offline-note">
              {t('projects.includesOffline', { amount: formatMinorAmount(p.offline_raised_minor, p.currency) })}
            </p>
          ) : null}
          <StatPanel title={t('projects.updatesTitle', { count: p.updates.length })} testId="project-updates-panel">
            <ProjectUpdatesManager projectId={p.id} updates={p.updates} editable={p.editable} />
          </StatPanel>
          {p.story ? (
            <StatPanel title={t('causes.story')}>
              <StoryText text={p.story} testId="project-details-story" />
            </StatPanel>
          ) : null}
          <PhotoGallery photos={p.photos} name={p.title} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecentGifts gifts={p.recent_donations} showSite={paths.platform} more={p.paid_donations_count ? { to: `${paths.base}/donations?project=${p.id}`, label: t('projects.seeAllDonations') } : null} />
        </div>
      </div>
    </section>
  );
}
