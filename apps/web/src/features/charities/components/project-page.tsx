import { useTranslation } from 'react-i18next';
import type { TProjectDetail } from '@commonshelf/shared/charities/charities.schemas';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FundraiserList } from './fundraiser-card';
import { useGetProjectQuery } from '../api/charities.api';
import { charityPath, PROJECTS_PATH } from '../../../lib/giving-paths';
import { CauseLayout, CauseSkeleton } from './cause-layout';
import { DonationForm } from './donation-form';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import { ProjectUpdates } from './project-updates';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { RecentDonations } from './recent-donations';
import { StoryText } from '../../../components/ui/story-text';

/** `/charity-projects/:slug`: one project of a charity. */
export function ProjectPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('giving');
  const { data, error, isLoading, isFetching, refetch } = useGetProjectQuery(slug);
  useDocumentTitle(data?.title);
  if (isLoading) return <CauseSkeleton label={t('project.loading')} testId="project-loading" />;
  if (!data) {
    if (errorStatus(error) === 404) {
      return (
        <ItemNotFound testId="project-not-found" icon={<HeartIcon size={24} />} title={t('project.notFoundTitle')} backTo={PROJECTS_PATH} backLabel={t('project.seeAll')}>
          {t('project.notFoundBody')}
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what={t('project.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <ProjectView project={data} />;
}

function ProjectView({ project: p }: { project: TProjectDetail }) {
  const { t } = useTranslation('giving');
  return (
    <CauseLayout
      testId="project-page"
      dataAttributes={{ 'data-project-slug': p.slug }}
      breadcrumb={{ to: PROJECTS_PATH, label: t('project.breadcrumb') }}
      eyebrow={
        <Link to={charityPath(p.charity.slug)} className="underline-offset-4 hover:underline" data-testid="project-charity-link">
          {p.charity.name}
        </Link>
      }
      title={p.title}
      summary={<p>{p.summary}</p>}
      image={p.image}
      progress={<RaisedProgress raised={p.raised_minor} goal={p.goal_minor} currency={p.currency} donors={p.donors_count} testId="cause-progress" />}
      donate={<DonationForm cause={{ kind: 'project', projectId: p.id, title: p.title, charityName: p.charity.name, currency: p.currency }} />}
    >
      <section aria-labelledby="story-title">
        <h2 id="story-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {t('project.about')}
        </h2>
        <div className="mt-4">
          <StoryText text={p.story} testId="cause-story" />
        </div>
      </section>
      <PhotoGallery photos={p.photos} name={p.title} />
      <ProjectUpdates updates={p.updates} />
      <FundraiserList fundraisers={p.fundraisers} causeName={p.title} />
      <RecentDonations donations={p.recent_donations} empty={p.donors_count ? t('donations.noneHere') : t('donations.none')} />
      <section aria-labelledby="charity-title" className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card sm:flex-row sm:items-center">
        {p.charity.image ? <img src={p.charity.image} alt="" width={160} height={100} className="aspect-[8/5] w-full rounded-xl object-cover sm:w-40" /> : null}
        <div className="min-w-0">
          <h2 id="charity-title" className="text-sm font-semibold text-ink-muted">
            {t('project.runBy')}
          </h2>
          <p className="text-lg font-bold text-ink">{p.charity.name}</p>
          <p className="mt-1 text-sm text-ink-soft">{p.charity.summary}</p>
          <Link to={charityPath(p.charity.slug)} className="mt-2 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {t('project.aboutCharity')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </section>
    </CauseLayout>
  );
}
