import type { TAdminProject } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon, PenIcon } from '../../../components/ui/icons';
import { formatMinorAmount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminProjectsQuery, useGetCharityOptionsQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { CauseList } from './cause-list';
import { CauseActions, CauseStatusBadge, CauseThumb, formatDay } from './cause-ui';

/** `admin-panel/all-projects`: the platform-wide charities' projects (every site's read only), by charity too. */
export function ProjectListPage() {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  useDocumentTitle(t('projects.title'));
  const options = useGetCharityOptionsQuery();
  const add = paths.projectForm?.() ?? paths.charities;
  return (
    <CauseList<TAdminProject>
      title={t('projects.title')}
      description={t('projects.description')}
      kind="projects"
      testId="admin-projects"
      useList={useGetAdminProjectsQuery}
      charityFilter={{ options: (options.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })) }}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.charities} className={buttonClass('secondary', 'md')}>
            <HeartIcon size={18} />
            {t('causes.allCharities')}
          </Link>
          <Link to={add} className={buttonClass('primary', 'md')} data-testid="add-project">
            <PenIcon size={18} />
            {t('projects.add')}
          </Link>
        </div>
      }
      emptyAction={
        <Link to={add} className={buttonClass('primary', 'sm')}>
          {t('projects.addFirst')}
        </Link>
      }
      emptyText={t('projects.emptyText')}
      row={(p) => <ProjectRow key={p.id} project={p} />}
    />
  );
}

function ProjectRow({ project: p }: { project: TAdminProject }) {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const details = paths.projectDetails?.(p.id);
  return (
    <li data-testid="project-row" data-project-id={p.id} data-title={p.title} data-status={p.status} className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_auto] md:items-center md:gap-4">
      <div className="flex min-w-0 gap-3">
        <CauseThumb src={p.image} />
        <div className="min-w-0">
          {details ? (
            <Link to={details} className="text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="project-open">
              {p.title}
            </Link>
          ) : (
            <p className="text-base font-bold wrap-anywhere text-ink">{p.title}</p>
          )}
          <p className="text-sm wrap-anywhere text-ink-soft">
            <Link to={paths.charityDetails(p.charity.id)} className="font-semibold hover:underline">
              {p.charity.name}
            </Link>
            {t('projects.facts', { goal: formatMinorAmount(p.goal_minor, p.currency), count: p.donations_count })}
          </p>
          <p className="text-xs font-semibold text-ink-muted">{p.platform_wide ? t('causes.platformWide') : (p.site?.name ?? '')}</p>
        </div>
      </div>
      <div className="flex min-w-0 flex-row flex-wrap items-center gap-2 text-sm md:flex-col md:items-start md:gap-1">
        <CauseStatusBadge status={p.status} testId="project-status" />
        <span className="text-ink-muted">{t('causes.added', { date: formatDay(p.created_at) })}</span>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {p.editable && paths.projectForm ? (
          <>
            <Link to={paths.projectForm(p.id)} className={buttonClass('ghost', 'sm')} data-testid="project-edit">
              <PenIcon size={16} />
              {t('causes.edit')}
              <span className="sr-only">{t('causes.quoted', { name: p.title })}</span>
            </Link>
            <CauseActions kind="projects" cause={{ ...p, name: p.title }} />
          </>
        ) : details ? (
          <Link to={details} className={buttonClass('secondary', 'sm')}>
            {t('causes.view')}
            <span className="sr-only">{t('causes.quoted', { name: p.title })}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
