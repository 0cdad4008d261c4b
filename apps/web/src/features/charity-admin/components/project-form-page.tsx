import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminProjectQuery, useGetCharityOptionsQuery } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { idParam } from './charity-form-page';
import { ProjectForm } from './project-form';

/**
 * `admin-panel/project/:projectId?`: add a project to one of the platform's charities (`?charity=`
 * chooses it) or edit one; saving returns where the form was opened from: the charity's page, the
 * project's page, or all projects.
 */
export function ProjectFormPage() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const id = idParam(projectId);
  const fromCharity = idParam(params.get('charity') ?? undefined);
  const navigate = useNavigate();
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const options = useGetCharityOptionsQuery();
  const { data, error, isLoading, isFetching, refetch } = useGetAdminProjectQuery(id ?? 0, { skip: id === null });
  useDocumentTitle(projectId ? (data ? t('causes.editName', { name: data.title }) : t('projects.editProject')) : t('causes.addAProject'));
  const list = paths.projects ?? paths.charities;
  const back = fromCharity ? paths.charityDetails(fromCharity) : data ? (paths.projectDetails?.(data.id) ?? list) : list;

  if (isLoading || options.isLoading) return <ListSkeleton rows={3} testId="project-loading" />;
  if (projectId && (id === null || errorStatus(error) === 404 || (data && !data.editable)))
    return (
      <ItemNotFound testId="project-not-found" icon={<HeartIcon size={24} />} title={t('projects.notFound')} backTo={list} backLabel={t('projects.seeAll')}>
        {t('causes.notFoundBody')}
      </ItemNotFound>
    );
  if ((projectId && (error || !data)) || options.error || !options.data)
    return (
      <ErrorState
        what={options.error ? t('projects.whatCharities') : t('projects.what')}
        onRetry={() => void (options.error ? options.refetch() : refetch())}
        retrying={isFetching || options.isFetching}
      />
    );
  const charities = options.data.results;
  return (
    <section aria-labelledby="project-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="project-editor">
      <div>
        <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          {fromCharity ? t('projects.backToCharity') : data ? t('projects.backTo', { title: data.title }) : t('causes.allProjects')}
        </Link>
        <h1 id="project-form-title" className="mt-2 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
          {data ? t('causes.editName', { name: data.title }) : t('causes.addAProject')}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-soft">{t('projects.formDescription')}</p>
      </div>
      {charities.length === 0 && !data ? (
        <StateMessage
          icon={<HeartIcon size={24} />}
          title={t('projects.needsCharity')}
          testId="project-needs-charity"
          action={
            <Link to={paths.charityForm()} className={buttonClass('primary', 'sm')}>
              {t('projects.addACharity')}
            </Link>
          }
        >
          {t('projects.needsCharityBody')}
        </StateMessage>
      ) : (
        <ProjectForm
          key={data?.id ?? 'new'}
          project={data ?? null}
          charities={charities}
          charityId={fromCharity ?? undefined}
          onSaved={() => void navigate(back)}
          cancel={{ to: back }}
        />
      )}
    </section>
  );
}
