import type { TAdminCharityDetail } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { useGetAdminProjectQuery } from '../api/charity-admin.api';
import { ProjectForm } from './project-form';
import { ProjectUpdatesManager } from './project-updates-manager';

/**
 * A school's project editing inside its charity's details page (the school console has no project
 * pages of its own): the project form for a new project or one of the charity's, or its updates.
 */
export function SchoolProjectEditor({
  charity,
  projectId,
  show = 'edit',
  onClose,
}: {
  charity: TAdminCharityDetail;
  projectId: number | null;
  show?: 'edit' | 'updates';
  onClose: () => void;
}) {
  const { t } = useTranslation('adminGiving');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminProjectQuery(projectId ?? 0, { skip: projectId === null });
  if (projectId !== null && isLoading) return <ListSkeleton rows={2} testId="project-loading" />;
  if (projectId !== null && (error || !data)) return <ErrorState what={t('projects.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (show === 'updates' && data) return <ProjectUpdatesManager projectId={data.id} updates={data.updates} editable={data.editable} />;
  return (
    <section aria-label={data ? t('causes.editName', { name: data.title }) : t('causes.addAProject')} className="-mx-2 sm:mx-0" data-testid="school-project-editor">
      <ProjectForm
        project={data ?? null}
        charities={[{ id: charity.id, name: charity.name, currency: charity.currency, status: charity.status }]}
        charityId={charity.id}
        fixedCharity
        onSaved={onClose}
        cancel={{ onCancel: onClose }}
      />
    </section>
  );
}
