import type { TCharityDetail } from '@commonshelf/shared/charities/charities.schemas';
import { useParams } from 'react-router';
import { ExternalLinkIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { errorStatus } from '../../../lib/server-errors';
import { pluralize } from '../../../lib/format';
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
  const { data, error, isLoading, isFetching, refetch } = useGetCharityQuery(id);
  useDocumentTitle(data?.name);
  if (isLoading) return <CauseSkeleton label="Loading the charity…" testId="charity-loading" />;
  if (!data) {
    if (errorStatus(error) === 404) {
      return (
        <ItemNotFound testId="charity-not-found" icon={<HeartIcon size={24} />} title="We couldn’t find this charity" backTo={CHARITIES_PATH} backLabel="See all charities">
          It may have moved, or it is not supported on this site.
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what="this charity" onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <CharityView charity={data} />;
}

function CharityView({ charity: c }: { charity: TCharityDetail }) {
  return (
    <CauseLayout
      testId="charity-page"
      dataAttributes={{ 'data-charity-slug': c.slug }}
      breadcrumb={{ to: CHARITIES_PATH, label: 'Charities' }}
      eyebrow="Charity"
      title={c.name}
      summary={
        <>
          <p>{c.summary}</p>
          {c.website ? (
            <a href={c.website} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1.5 text-base font-semibold text-primary underline-offset-4 hover:underline">
              Visit their website
              <ExternalLinkIcon size={16} />
              <span className="sr-only">(opens in a new tab)</span>
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
          Our story
        </h2>
        <div className="mt-4">
          <StoryText text={c.story} testId="cause-story" />
        </div>
      </section>
      <PhotoGallery photos={c.photos} name={c.name} />
      <section aria-labelledby="projects-title" data-testid="charity-projects">
        <h2 id="projects-title" className="text-2xl font-extrabold tracking-tight text-ink">
          Projects <span className="text-base font-semibold text-ink-muted">({pluralize(c.projects_count, 'project')})</span>
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
          <p className="mt-3 text-ink-muted">This charity has no open projects right now. A gift to the charity goes where it is needed most.</p>
        )}
      </section>
      <FundraiserList fundraisers={c.fundraisers} causeName={c.name} />
      <RecentDonations donations={c.recent_donations} empty="No donations yet. Yours could be the first!" />
    </CauseLayout>
  );
}
