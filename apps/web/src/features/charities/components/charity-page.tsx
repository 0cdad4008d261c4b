import { useTranslation } from 'react-i18next';
import type { TCharityDetail } from '@commonshelf/shared/charities/charities.schemas';
import { useParams } from 'react-router';
import { ExternalLinkIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FundraiserList } from './fundraiser-card';
import { useGetCharityQuery } from '../api/charities.api';
import { CHARITIES_PATH } from '../../../lib/giving-paths';
import { CauseLayout, CauseSkeleton } from './cause-layout';
import { DonationForm } from './donation-form';
import { PhotoGallery } from '../../../components/ui/photo-gallery';
import { ProjectCard } from './project-card';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { RecentDonations } from './recent-donations';
import { StoryText } from '../../../components/ui/story-text';

/** `/charities/:id`: a charity by id or slug. */
export function CharityPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('giving');
  const { data, error, isLoading, isFetching, refetch } = useGetCharityQuery(id);
  useDocumentTitle(data?.name);
  if (isLoading) return <CauseSkeleton label={t('charity.loading')} testId="charity-loading" />;
  if (!data) {
    if (errorStatus(error) === 404) {
      return (
        <ItemNotFound testId="charity-not-found" icon={<HeartIcon size={24} />} title={t('charity.notFoundTitle')} backTo={CHARITIES_PATH} backLabel={t('charity.seeAll')}>
          {t('charity.notFoundBody')}
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what={t('charity.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <CharityView charity={data} />;
}

function CharityView({ charity: c }: { charity: TCharityDetail }) {
  const { t } = useTranslation('giving');
  return (
    <CauseLayout
      testId="charity-page"
      dataAttributes={{ 'data-charity-slug': c.slug }}
      breadcrumb={{ to: CHARITIES_PATH, label: t('charity.breadcrumb') }}
      eyebrow={t('charity.eyebrow')}
      title={c.name}
      summary={
        <>
          <p>{c.summary}</p>
          {c.website ? (
            <a href={c.website} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1.5 text-base font-semibold text-primary underline-offset-4 hover:underline">
              {t('charity.website')}
              <ExternalLinkIcon size={16} />
              <span className="sr-only">{t('charity.newTab')}</span>
            </a>
          ) : null}
        </>
      }
      image={c.image}
      progress={<RaisedProgress raised={c.raised_minor} goal={c.goal_minor} currency={c.currency} donors={c.donors_count} testId="cause-progress" />}
      donate={<DonationForm cause={{ kind: 'charity', charityId: c.id, title: c.name, currency: c.currency }} />}
    >
      <section aria-labelledby="story-title">
        <h2 id="story-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {t('charity.story')}
        </h2>
        <div className="mt-4">
          <StoryText text={c.story} testId="cause-story" />
        </div>
      </section>
      <PhotoGallery photos={c.photos} name={c.name} />
      <section aria-labelledby="projects-title" data-testid="charity-projects">
        <h2 id="projects-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {t('charity.projects')} <span className="text-base font-semibold text-ink-muted">({t('projects.count', { count: c.projects_count })})</span>
        </h2>
        {c.projects.length ? (
          <ul role="list" className="mt-4 grid gap-5 sm:grid-cols-2">
            {c.projects.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} showCharity={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-muted">{t('charity.noProjects')}</p>
        )}
      </section>
      <FundraiserList fundraisers={c.fundraisers} causeName={c.name} />
      <RecentDonations donations={c.recent_donations} empty={c.donors_count ? t('donations.noneHere') : t('donations.none')} />
    </CauseLayout>
  );
}
