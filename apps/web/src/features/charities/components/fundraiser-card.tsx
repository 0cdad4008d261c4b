import { useTranslation } from 'react-i18next';
import type { TFundraiserCard, TFundraiserOwner } from '@commonshelf/shared/charities/charities.schemas';
import { Link } from 'react-router';
import { SchoolIcon, UserIcon, UsersIcon } from '../../../components/ui/icons';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { fundraiserPath } from '../../../lib/giving-paths';

/** Who is raising the money: a person or a class (never their picture). */
export function OwnerIcon({ owner, size = 18 }: { owner: TFundraiserOwner; size?: number }) {
  if (owner.kind === 'class') return <UsersIcon size={size} />;
  if (owner.kind === 'teacher') return <SchoolIcon size={size} />;
  return <UserIcon size={size} />;
}

/** A fundraising page in a list on its cause's page. */
export function FundraiserCard({ fundraiser: f }: { fundraiser: TFundraiserCard }) {
  return (
    <Link
      to={fundraiserPath(f.slug)}
      data-testid="fundraiser-card"
      data-fundraiser-slug={f.slug}
      className="group flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card transition-shadow hover:shadow-lift"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-primary-dark">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-light text-primary" aria-hidden="true">
          <OwnerIcon owner={f.owner} />
        </span>
        {f.owner.name}
      </p>
      <h3 className="line-clamp-2 text-base leading-6 font-bold text-ink group-hover:underline">{f.title}</h3>
      <div className="mt-auto">
        <RaisedProgress raised={f.raised_minor} goal={f.goal_minor} currency={f.currency} donors={f.supporters_count} donorWord="supporter" size="sm" />
      </div>
    </Link>
  );
}

/** The site's fundraising pages for a cause, if any. */
export function FundraiserList({ fundraisers, causeName }: { fundraisers: TFundraiserCard[]; causeName: string }) {
  const { t } = useTranslation('giving');
  if (!fundraisers.length) return null;
  return (
    <section aria-labelledby="fundraisers-title" data-testid="cause-fundraisers">
      <h2 id="fundraisers-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t('fundraiser.listTitle', { cause: causeName })}
      </h2>
      <p className="mt-1.5 text-ink-muted">{t('fundraiser.listBody')}</p>
      <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2">
        {fundraisers.map((f) => (
          <li key={f.slug}>
            <FundraiserCard fundraiser={f} />
          </li>
        ))}
      </ul>
    </section>
  );
}
