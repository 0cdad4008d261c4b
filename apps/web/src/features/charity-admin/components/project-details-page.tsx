import type { TAdminProjectDetail } from '@commonshelf/shared/charities/charity-admin.schemas';
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
import { CauseActions, CAUSE_STATUS_LABELS, formatDay } from './cause-ui';
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
  const { data, error, isLoading, isFetching, refetch } = useGetAdminProjectQuery(id ?? 0, { skip: id === null });
  useDocumentTitle(data ? data.title : 'Project details');
  if (id === null || errorStatus(error) === 404)
    return (
      <ItemNotFound testId="project-not-found" icon={<HeartIcon size={24} />} title="We couldn’t find this project" backTo={list} backLabel="See all projects" variant="inline">
        It may have been deleted, it may belong to another site, or the address is wrong.
      </ItemNotFound>
    );
  if (isLoading) return <DetailsSkeleton what="the project" />;
  if (error || !data) return <ErrorState what="the project" onRetry={() => void refetch()} retrying={isFetching} />;
  return <ProjectDetails project={data} list={list} />;
}

function ProjectDetails({ project: p, list }: { project: TAdminProjectDetail; list: string }) {
  const paths = useCharityConsole();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="project-details-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="project-details">
      <DetailsHeader
        back={{ to: list, label: 'All projects' }}
        image={p.image}
        title={p.title}
        status={p.status}
        testId="project-details"
        meta={
          <span>
            <Link to={paths.charityDetails(p.charity.id)} className="font-semibold text-primary-dark hover:underline" data-testid="project-details-charity">
              {p.charity.name}
            </Link>
            {p.charity.status === 'published' ? '' : ` (${CAUSE_STATUS_LABELS[p.charity.status].toLowerCase()}: visitors do not see its projects)`}
            {` · ${p.platform_wide ? 'Platform-wide' : (p.site?.name ?? '')} · Added ${formatDay(p.created_at)}`}
          </span>
        }
        actions={
          p.editable && paths.projectForm ? (
            <>
              <Link to={paths.projectForm(p.id)} className={buttonClass('secondary', 'sm')} data-testid="project-details-edit">
                <PenIcon size={16} />
                Edit
              </Link>
              <CauseActions kind="projects" cause={{ ...p, name: p.title }} onDeleted={() => void navigate(list)} />
              {p.status === 'published' && p.charity.status === 'published' ? (
                <a href={`/charity-projects/${p.slug}`} target="_blank" rel="noopener" className={buttonClass('ghost', 'sm')} data-testid="project-details-public">
                  <ExternalLinkIcon size={16} />
                  See its page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-ink-muted">View only: {p.site?.name ?? 'its site'} manages this project.</p>
          )
        }
      />
      {p.summary ? <p className="max-w-3xl text-lg text-ink-soft">{p.summary}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <MoneyPanel money={p} testId="project-money" />
          {p.offline_raised_minor > 0 ? (
            <p className="-mt-3 text-sm text-ink-muted" data-testid="project-offline-note">
              Includes {formatMinorAmount(p.offline_raised_minor, p.currency)} raised before the platform.
            </p>
          ) : null}
          <StatPanel title={`Updates (${p.updates.length})`} testId="project-updates-panel">
            <ProjectUpdatesManager projectId={p.id} updates={p.updates} editable={p.editable} />
          </StatPanel>
          {p.story ? (
            <StatPanel title="Story">
              <StoryText text={p.story} testId="project-details-story" />
            </StatPanel>
          ) : null}
          <PhotoGallery photos={p.photos} name={p.title} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecentGifts gifts={p.recent_donations} showSite={paths.platform} more={p.paid_donations_count ? { to: `${paths.base}/donations?project=${p.id}`, label: 'See all donations to this project' } : null} />
        </div>
      </div>
    </section>
  );
}
