import { textOnColor } from '@commonshelf/shared/sdgs/sdgs';
import type { TSdgSummary } from '@commonshelf/shared/sdgs/sdgs.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, GlobeIcon } from '../../../components/ui/icons';
import { sdgDescription, sdgName } from '../../../components/ui/sdg-goals';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { useGetSdgsQuery } from '../api/sdgs.api';
import { sdgOffers } from '../sdg-offers';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** `/sdgs`: the 17 goals as coloured numbered tiles, each with what this site offers for it. */
export function SdgsPage() {
  const { t } = useTranslation('activities');
  const { data, isLoading, isError, isFetching, refetch } = useGetSdgsQuery();
  return (
    <div data-testid="sdgs-page">
      <section aria-labelledby="sdgs-title" className="bg-primary-light">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <GlobeIcon size={16} />
            {t('sdgs.tagline')}
          </p>
          <h1 id="sdgs-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            {t('sdgs.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">
            {t('sdgs.intro')}
          </p>
          {data ? (
            <nav aria-label={t('sdgs.jump')} className="mt-6">
              <ol role="list" className="flex flex-wrap gap-1.5">
                {data.results.map((g) => (
                  <li key={g.number}>
                    <a
                      href={`#goal-${g.number}`}
                      title={t('sdgs.goalTitle', { number: g.number, name: sdgName(g.number) })}
                      className="flex size-10 items-center justify-center rounded-lg text-sm font-black tabular-nums shadow-card hover:scale-105 focus-visible:scale-105"
                      style={{ backgroundColor: g.color, color: textOnColor(g.color) }}
                    >
                      <span aria-hidden="true">{g.number}</span>
                      <span className="sr-only">{t('sdgs.goalTitle', { number: g.number, name: sdgName(g.number) })}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
        </div>
      </section>

      <section aria-label={t('sdgs.allGoals')} className="container-page py-8 sm:py-12">
        {isLoading ? (
          <ul role="list" className={grid} aria-busy="true" aria-label={t('sdgs.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
              </li>
            ))}
          </ul>
        ) : isError || !data ? (
          <ErrorState what={t('sdgs.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <ol role="list" className={grid} data-testid="sdg-list">
            {data.results.map((goal) => (
              <li key={goal.number} id={`goal-${goal.number}`} className="scroll-mt-24">
                <GoalTile goal={goal} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function GoalTile({ goal }: { goal: TSdgSummary }) {
  const { t } = useTranslation('activities');
  const ink = textOnColor(goal.color);
  const offers = sdgOffers(goal.number, goal.counts);
  const headingId = `goal-${goal.number}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="sdg-tile"
      data-goal={goal.number}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card"
    >
      <div className="relative flex min-h-32 items-start gap-4 p-5" style={{ backgroundColor: goal.color, color: ink }}>
        <GoalMark number={goal.number} color={ink} />
        <h2 id={headingId} className="text-xl leading-tight font-black tracking-tight uppercase">
          <span className="sr-only">{t('sdgs.goalPrefix', { number: goal.number })}</span>
          {sdgName(goal.number)}
        </h2>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <p className="text-base leading-relaxed text-ink-soft">{sdgDescription(goal.number)}</p>
        {offers.length ? (
          <div>
            <h3 className="text-sm font-bold text-ink">{t('sdgs.onSite')}</h3>
            <ul role="list" className="mt-2 flex flex-col gap-1" data-testid="sdg-offers">
              {offers.map((o) => (
                <li key={o.key}>
                  {o.href ? (
                    <Link
                      to={o.href}
                      data-testid={`sdg-link-${o.key}`}
                      className="group inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline"
                    >
                      {o.label}
                      <span className="sr-only">{t('sdgs.forGoal', { number: goal.number })}</span>
                      <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-9 items-center text-sm font-medium text-ink-soft">{o.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p
            data-testid="sdg-empty"
            className="mt-auto rounded-xl border border-dashed border-line bg-surface-alt px-4 py-3 text-sm text-ink-muted"
          >
            {t('sdgs.nothing')}
          </p>
        )}
      </div>
    </article>
  );
}

/** The goal's number on a ring of 17 dots, drawn here (the UN's goal icons are not used). */
function GoalMark({ number, color }: { number: number; color: string }) {
  const dots = Array.from({ length: 17 }, (_, i) => {
    const a = (i / 17) * Math.PI * 2 - Math.PI / 2;
    return { x: 32 + Math.cos(a) * 27, y: 32 + Math.sin(a) * 27, on: i < number };
  });
  return (
    <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden="true" focusable="false" className="shrink-0">
      {dots.map((d, i) => (
        <circle key={i} cx={d.x} cy={d.y} r={2.6} fill={color} opacity={d.on ? 1 : 0.35} />
      ))}
      <text x="32" y="33" textAnchor="middle" dominantBaseline="central" fontSize="26" fontWeight="900" fill={color}>
        {number}
      </text>
    </svg>
  );
}
