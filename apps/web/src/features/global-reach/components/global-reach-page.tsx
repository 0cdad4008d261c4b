import { Trans, useTranslation } from 'react-i18next';
import type { TGlobalReach, TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GlobeIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useSite } from '../../../lib/site';
import { useGetGlobalReachQuery } from '../api/global-reach.api';
import { byCountryName, formatReachCount, reachCountryName, reachTotal, shadeStep, shadeSteps, type ShadeStep } from '../global-reach-shading';

/** The drawing and its data load only on this page, in a chunk of their own. */
const WorldMap = lazy(() => import('./world-map'));

const MAP_BOX = 'aspect-[960/460] w-full';

/**
 * `/global-reach`: the platform's schools, organisations and libraries on a world map, shaded by how
 * many each country has, with the same numbers in a table. The numbers are the platform's, the same
 * on every site.
 */
export function GlobalReachPage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetGlobalReachQuery();
  const { productName } = useSite();
  const { t } = useTranslation('reach');
  return (
    <div data-testid="global-reach-page">
      <PageHero
        id="global-reach-title"
        icon={<GlobeIcon size={16} />}
        tagline={t('tagline')}
        title={t('title')}
        description={t('description', { product: productName })}
      >
        {data ? <ReachTotals reach={data} /> : isLoading ? <TotalsSkeleton /> : null}
      </PageHero>
      <section aria-labelledby="reach-map-title" className="container-page py-10 sm:py-14">
        <h2 id="reach-map-title" className="sr-only">
          {t('mapAndTable')}
        </h2>
        {isLoading ? (
          <div aria-busy="true" data-testid="global-reach-loading">
            <p role="status" className="sr-only">
              {t('loading')}
            </p>
            <div className="grid gap-6 sm:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
              <Skeleton className={`${MAP_BOX} rounded-[var(--radius-card)]`} />
              <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
            </div>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <ReachBody reach={data} />
        )}
      </section>
    </div>
  );
}

/** "3 schools and organisations in 1 country, and 5 libraries in 5 countries", with the four numbers as cards. */
function ReachTotals({ reach }: { reach: TGlobalReach }) {
  const { t } = useTranslation('reach');
  const totals = reach.totals;
  const sites = totals.schools + totals.organizations;
  const siteCountries = reach.countries.filter((c) => c.schools + c.organizations > 0).length;
  const libraryCountries = reach.countries.filter((c) => c.libraries > 0).length;
  const n = (count: number, word: 'sitesWord' | 'countriesWord' | 'librariesWord') => (
    <>
      <strong className="font-black text-ink tabular-nums">{formatReachCount(count)}</strong> {t(word, { count })}
    </>
  );
  return (
    <div className="mt-7">
      <p className="max-w-3xl text-xl leading-snug text-ink-soft sm:text-2xl" data-testid="reach-summary">
        <Trans
          t={t}
          i18nKey="summary"
          components={{
            sites: n(sites, 'sitesWord'),
            siteCountries: n(siteCountries, 'countriesWord'),
            libraries: n(totals.libraries, 'librariesWord'),
            libraryCountries: n(libraryCountries, 'countriesWord'),
          }}
        />
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="reach-totals">
        <Total label={t('schools')} value={totals.schools} testId="total-schools" />
        <Total label={t('organisations')} value={totals.organizations} testId="total-organizations" />
        <Total label={t('libraries')} value={totals.libraries} testId="total-libraries" />
        <Total label={t('countries')} value={totals.countries} testId="total-countries" />
      </dl>
    </div>
  );
}

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col-reverse gap-0.5 rounded-2xl bg-surface px-4 py-3 shadow-card" data-testid={testId}>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="text-3xl font-black tracking-tight text-ink tabular-nums">{formatReachCount(value)}</dd>
    </div>
  );
}

function TotalsSkeleton() {
  return (
    <div className="mt-7" aria-hidden="true">
      <Skeleton className="h-8 w-full max-w-xl" />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[4.75rem] w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** The map with its legend, and the table; pointing at either shows the country on the map. */
function ReachBody({ reach }: { reach: TGlobalReach }) {
  const { t } = useTranslation('reach');
  const countries = byCountryName(reach.countries);
  const steps = shadeSteps(Math.max(0, ...countries.map(reachTotal)));
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const mapRef = useRef<HTMLElement>(null);
  const active = hovered ?? focused ?? chosen;

  if (countries.length === 0) {
    return (
      <StateMessage testId="global-reach-empty" icon={<GlobeIcon size={24} />} title={t('emptyTitle')}>
        <p>{t('emptyBody')}</p>
        <Link to="/tenant-register" className={`${buttonClass('secondary', 'sm')} mt-4`}>
          {t('register')}
        </Link>
      </StateMessage>
    );
  }

  const sites = countries.filter((c) => c.schools + c.organizations > 0).length;
  const label = t('mapLabel', { count: countries.length, sites });
  const choose = (code: string) => setChosen((c) => (c === code ? null : code));
  const chooseFromTable = (code: string) => {
    choose(code);
    const box = mapRef.current?.getBoundingClientRect();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (box && (box.bottom < 0 || box.top > window.innerHeight)) mapRef.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className="grid gap-6 sm:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
      <figure
        ref={mapRef}
        className="m-0 min-w-0 rounded-[var(--radius-card)] border border-line-soft bg-surface p-2 shadow-card sm:p-5 xl:sticky xl:top-24"
      >
        <Suspense fallback={<Skeleton className={`${MAP_BOX} rounded-xl`} />}>
          <WorldMap countries={countries} steps={steps} active={active} onHover={setHovered} onChoose={choose} label={label} />
        </Suspense>
        <figcaption className="mt-3 flex flex-col gap-2 border-t border-line-soft px-1 pt-3 sm:mt-4 sm:flex-row sm:items-center sm:justify-between sm:px-0 sm:pt-4">
          <Legend steps={steps} />
          <span className="text-xs text-ink-muted">{t('hint')}</span>
        </figcaption>
      </figure>
      <CountryTable
        reach={reach}
        countries={countries}
        steps={steps}
        active={active}
        onHover={setHovered}
        onFocus={setFocused}
        onChoose={chooseFromTable}
        chosen={chosen}
      />
    </div>
  );
}

function Swatch({ tint }: { tint: string | null }) {
  return (
    <svg viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="12" height="12" rx="3" className={tint ?? 'fill-line-soft'} />
    </svg>
  );
}

/** What each tint stands for: schools, organisations and libraries together. */
function Legend({ steps }: { steps: readonly ShadeStep[] }) {
  const { t } = useTranslation('reach');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-ink-soft" data-testid="map-legend">
      <span className="font-semibold text-ink">{t('legend')}</span>
      <ul role="list" className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        {steps.map((s) => (
          <li key={s.from} className="inline-flex items-center gap-1.5">
            <Swatch tint={s.tint} />
            <span className="tabular-nums">{s.label}</span>
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <Swatch tint={null} />
          {t('noneYet')}
        </li>
      </ul>
    </div>
  );
}

type TableProps = {
  reach: TGlobalReach;
  countries: readonly TGlobalReachCountry[];
  steps: readonly ShadeStep[];
  active: string | null;
  chosen: string | null;
  onHover: (code: string | null) => void;
  onFocus: (code: string | null) => void;
  onChoose: (code: string) => void;
};

const cell = 'px-2 py-2.5 text-right tabular-nums sm:px-3';
/** A count in a row: zero is shown, but quietly. */
const countCell = (n: number) => `${cell} ${n ? 'text-ink' : 'text-ink-muted'}`;

/** Every country with its counts; each name is a button that shows the country on the map. */
function CountryTable({ reach, countries, steps, active, chosen, onHover, onFocus, onChoose }: TableProps) {
  const { t } = useTranslation('reach');
  const unplaced = reach.totals.sites_without_country;
  return (
    <div className="min-w-0 rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-testid="reach-table">
          <caption className="px-4 pt-4 pb-2 text-left text-base font-bold text-ink sm:px-5">{t('tableCaption')}</caption>
          <thead>
            <tr className="border-b border-line-soft text-xs text-ink-muted">
              <th scope="col" className="px-2 py-2 pl-4 text-left font-semibold sm:pl-5">
                {t('country')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                {t('schools')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                <span aria-hidden="true" className="sm:hidden">
                  {t('organisationsShort')}
                </span>
                <span className="sr-only sm:not-sr-only">{t('organisations')}</span>
              </th>
              <th scope="col" className="px-2 py-2 pr-4 text-right font-semibold sm:pr-5">
                {t('libraries')}
              </th>
            </tr>
          </thead>
          <tbody onMouseLeave={() => onHover(null)}>
            {countries.map((c) => {
              const step = shadeStep(steps, reachTotal(c));
              const on = active === c.code;
              return (
                <tr
                  key={c.code}
                  data-testid="reach-row"
                  data-code={c.code}
                  onMouseEnter={() => onHover(c.code)}
                  className={`border-b border-line-soft last:border-b-0 ${on ? 'bg-primary-light' : ''}`}
                >
                  <th scope="row" className="py-1 pr-2 pl-2 text-left font-semibold text-ink sm:pl-3">
                    <button
                      type="button"
                      aria-pressed={chosen === c.code}
                      onFocus={() => onFocus(c.code)}
                      onBlur={() => onFocus(null)}
                      onClick={() => onChoose(c.code)}
                      className="inline-flex min-h-10 w-full items-center gap-2 rounded-lg px-2 text-left hover:text-primary"
                    >
                      <Swatch tint={step?.tint ?? null} />
                      <span className="min-w-0">{reachCountryName(c.code)}</span>
                      <span className="sr-only">{t('showOnMap')}</span>
                    </button>
                  </th>
                  <td className={countCell(c.schools)} data-testid="reach-schools">
                    {formatReachCount(c.schools)}
                  </td>
                  <td className={countCell(c.organizations)} data-testid="reach-organizations">
                    {formatReachCount(c.organizations)}
                  </td>
                  <td className={`${countCell(c.libraries)} pr-4 sm:pr-5`} data-testid="reach-libraries">
                    {formatReachCount(c.libraries)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {unplaced ? (
              // Counted, but on no country and not on the map.
              <tr className="border-t border-line-soft text-ink-soft" data-testid="reach-unplaced">
                <th scope="row" className="py-2.5 pr-2 pl-4 text-left font-semibold sm:pl-5">
                  {t('notStated')}
                </th>
                <td className={cell} data-testid="reach-unplaced-schools">
                  {formatReachCount(reach.without_country.schools)}
                </td>
                <td className={cell} data-testid="reach-unplaced-organizations">
                  {formatReachCount(reach.without_country.organizations)}
                </td>
                <td className={`${cell} pr-4 sm:pr-5`}>{formatReachCount(0)}</td>
              </tr>
            ) : null}
            <tr className="border-t-2 border-line bg-surface-alt font-bold text-ink">
              <th scope="row" className="py-2.5 pr-2 pl-4 text-left sm:pl-5">
                {unplaced ? t('all') : t('allCountries')}
              </th>
              <td className={cell}>{formatReachCount(reach.totals.schools)}</td>
              <td className={cell}>{formatReachCount(reach.totals.organizations)}</td>
              <td className={`${cell} pr-4 sm:pr-5`}>{formatReachCount(reach.totals.libraries)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {unplaced ? (
        <p className="border-t border-line-soft px-4 py-3 text-xs text-ink-muted sm:px-5" data-testid="reach-unplaced-note">
          {t('unplaced', { count: unplaced, n: formatReachCount(unplaced) })}
        </p>
      ) : null}
    </div>
  );
}
