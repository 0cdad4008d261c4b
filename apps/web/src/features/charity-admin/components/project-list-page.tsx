import type { TAdminProject } from '@commonshelf/shared/charities/charity-admin.schemas';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon, PenIcon } from '../../../components/ui/icons';
import { formatMinorAmount, pluralize } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminProjectsQuery, useGetCharityOptionsQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { CauseList } from './cause-list';
import { CauseActions, CauseStatusBadge, CauseThumb, formatDay } from './cause-ui';

/** `admin-panel/all-projects`: the platform-wide charities' projects (every site's read only), by charity too. */
export function ProjectListPage() {
  const paths = useCharityConsole();
  useDocumentTitle('All projects');
  const options = useGetCharityOptionsQuery();
  const add = paths.projectForm?.() ?? paths.charities;
  return (
    <CauseList<TAdminProject>
      title="All projects"
      description="The projects of the platform-wide charities, each with its goal and gifts. Schools’ own projects can be looked at here too."
      noun={['project', 'projects']}
      testId="admin-projects"
      useList={useGetAdminProjectsQuery}
      charityFilter={{ options: (options.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })) }}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.charities} className={buttonClass('secondary', 'md')}>
            <HeartIcon size={18} />
            All charities
          </Link>
          <Link to={add} className={buttonClass('primary', 'md')} data-testid="add-project">
            <PenIcon size={18} />
            Add project
          </Link>
        </div>
      }
      emptyAction={
        <Link to={add} className={buttonClass('primary', 'sm')}>
          Add the first project
        </Link>
      }
      emptyText="A project has its own goal and page, under one of your charities."
      row={(p) => <ProjectRow key={p.id} project={p} />}
    />
  );
}

function ProjectRow({ project: p }: { project: TAdminProject }) {
  const paths = useCharityConsole();
  const details = paths.projectDetails?.(p.id);
  return (
    <li data-testid="project-row" data-project-id={p.id} data-title={p.title} data-status={p.status} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_auto] md:items-center md:gap-4">
      <div className="flex min-w-0 gap-3">
        <CauseThumb src={p.image} />
        <div className="min-w-0">
          {details ? (
            <Link to={details} className="text-base font-bold break-words text-ink hover:text-primary-dark hover:underline" data-testid="project-open">
              {p.title}
            </Link>
          ) : (
            <p className="text-base font-bold break-words text-ink">{p.title}</p>
          )}
          <p className="text-sm break-words text-ink-soft">
            <Link to={paths.charityDetails(p.charity.id)} className="font-semibold hover:underline">
              {p.charity.name}
            </Link>
            {` · Goal ${formatMinorAmount(p.goal_minor, p.currency)} · ${pluralize(p.donations_count, 'donation')}`}
          </p>
          <p className="text-xs font-semibold text-ink-muted">{p.platform_wide ? 'Platform-wide' : (p.site?.name ?? '')}</p>
        </div>
      </div>
      <div className="flex min-w-0 flex-row flex-wrap items-center gap-2 text-sm md:flex-col md:items-start md:gap-1">
        <CauseStatusBadge status={p.status} testId="project-status" />
        <span className="text-ink-muted">Added {formatDay(p.created_at)}</span>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {p.editable && paths.projectForm ? (
          <>
            <Link to={paths.projectForm(p.id)} className={buttonClass('ghost', 'sm')} data-testid="project-edit">
              <PenIcon size={16} />
              Edit<span className="sr-only"> “{p.title}”</span>
            </Link>
            <CauseActions kind="projects" cause={{ ...p, name: p.title }} />
          </>
        ) : details ? (
          <Link to={details} className={buttonClass('secondary', 'sm')}>
            View<span className="sr-only"> “{p.title}”</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
