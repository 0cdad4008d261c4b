import { Trans, useTranslation } from 'react-i18next';
import type { TFundraiserDetail } from '@commonshelf/shared/charities/fundraising.schemas';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CauseLayout, CauseSkeleton } from './cause-layout';
import { DonationForm } from './donation-form';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { RecentDonations } from './recent-donations';
import { StoryText } from '../../../components/ui/story-text';
import { charityPath, PROJECTS_PATH, projectPath } from '../../../lib/giving-paths';
import { useGetFundraiserQuery } from '../api/charities.api';
import { OwnerIcon } from './fundraiser-card';
import { ShareLink } from '../../../components/ui/share-link';

/** `/fundraisers/:slug`: a student's, teacher's or class's fundraising page, where gifts credit them. */
export function FundraiserPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('giving');
  const { data, error, isLoading, isFetching, refetch } = useGetFundraiserQuery(slug);
  useDocumentTitle(data?.title);
  if (isLoading) return <CauseSkeleton label={t('fundraiser.loading')} testId="fundraiser-loading" />;
  if (!data) {
    if (errorStatus(error) === 404) {
      return (
        <ItemNotFound testId="fundraiser-not-found" icon={<HeartIcon size={24} />} title={t('fundraiser.notFoundTitle')} backTo={PROJECTS_PATH} backLabel={t('fundraiser.seeProjects')}>
          {t('fundraiser.notFoundBody')}
        </ItemNotFound>
      );
    }
    return (
      <div className="container-page py-12">
        <ErrorState what={t('fundraiser.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <FundraiserView fundraiser={data} />;
}

function FundraiserView({ fundraiser: f }: { fundraiser: TFundraiserDetail }) {
  const { t } = useTranslation('giving');
  const causeName = f.project?.title ?? f.charity.name;
  const causePath = f.project ? projectPath(f.project.slug) : charityPath(f.charity.slug);
  const pageUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return (
    <CauseLayout
      testId="fundraiser-page"
      dataAttributes={{ 'data-fundraiser-slug': f.slug }}
      breadcrumb={{ to: causePath, label: causeName }}
      eyebrow={
        <span className="inline-flex items-center gap-2" data-testid="fundraiser-owner">
          <OwnerIcon owner={f.owner} size={16} />
          {t(f.owner.kind === 'class' ? 'fundraiser.classIsFundraising' : 'fundraiser.personsPage', { name: f.owner.name })}
        </span>
      }
      title={f.title}
      summary={
        <p>
          <Trans
            t={t}
            i18nKey={f.project ? 'fundraiser.raisingForWith' : 'fundraiser.raisingFor'}
            values={{ cause: causeName, charity: f.charity.name }}
            components={{ cause: <Link to={causePath} className="font-semibold text-primary underline underline-offset-4" data-testid="fundraiser-cause-link" /> }}
          />{' '}
          {f.owner.kind === 'class' ? t('fundraiser.countsClass') : t('fundraiser.countsPerson', { name: f.owner.name })}
        </p>
      }
      image={f.image}
      progress={<RaisedProgress raised={f.raised_minor} goal={f.goal_minor} currency={f.currency} donors={f.supporters_count} donorWord="supporter" testId="cause-progress" />}
      donate={<DonationForm cause={{ kind: 'fundraiser', slug: f.slug, title: f.title, ownerName: f.owner.name, currency: f.currency }} />}
    >
      {f.story ? (
        <section aria-labelledby="story-title">
          <h2 id="story-title" className="text-2xl font-extrabold tracking-tight text-ink">
            {f.owner.kind === 'class' ? t('fundraiser.whyClass') : t('fundraiser.whyPerson', { name: f.owner.name })}
          </h2>
          <div className="mt-4">
            <StoryText text={f.story} testId="cause-story" />
          </div>
        </section>
      ) : null}
      <RecentDonations donations={f.recent_donations} title={t('fundraiser.supporters')} empty={t('fundraiser.noSupporters')} />
      <section aria-labelledby="share-title" className="rounded-[var(--radius-card)] bg-surface-alt p-5">
        <h2 id="share-title" className="text-lg font-bold text-ink">
          {t('fundraiser.shareTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('fundraiser.shareBody')}</p>
        <div className="mt-3">
          <ShareLink url={pageUrl} title={f.title} />
        </div>
      </section>
      <Link to={causePath} className="inline-flex items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline">
        {t('fundraiser.moreAbout', { cause: causeName })}
        <ArrowRightIcon size={16} />
      </Link>
    </CauseLayout>
  );
}
