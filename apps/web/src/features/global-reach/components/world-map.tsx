import type { TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import { useTranslation } from 'react-i18next';
import { describeCounts, reachCountryName, reachTotal, shadeStep, type ShadeStep } from '../global-reach-shading';
import { MAP_HEIGHT, MAP_WIDTH, WORLD_SHAPES } from '../world-geometry';

type Props = {
  countries: readonly TGlobalReachCountry[];
  steps: readonly ShadeStep[];
  /** The country shown with its name and counts (hovered here, or chosen in the table). */
  active: string | null;
  onHover: (code: string | null) => void;
  /** A tap or click on a shaded country (touch screens have no hover). */
  onChoose: (code: string) => void;
  /** What the map shows, in words, for assistive technology: the table below says it in full. */
  label: string;
};

/** The codes the drawing has; a country with none of its own outline is named under the map. */
const DRAWN_CODES: ReadonlySet<string> = new Set(WORLD_SHAPES.flatMap((s) => (s.code ? [s.code] : [])));

/**
 * The world with every country that has a school, organisation or library shaded by how many, and a
 * card with the name and counts of the active one. The picture is one image for assistive
 * technology (the table beside it is the way in by keyboard and screen reader).
 */
export default function WorldMap({ countries, steps, active, onHover, onChoose, label }: Props) {
  const { t } = useTranslation('reach');
  const byCode = new Map(countries.map((c) => [c.code, c]));
  const shapes = WORLD_SHAPES.map((shape) => {
    const country = shape.code ? byCode.get(shape.code) : undefined;
    const step = country ? shadeStep(steps, reachTotal(country)) : null;
    return { shape, shaded: country && step ? { country, step } : null };
  });
  const activeShape = active ? WORLD_SHAPES.find((s) => s.code === active) : undefined;
  const activeCountry = active ? byCode.get(active) : undefined;
  const undrawn = countries.filter((c) => reachTotal(c) > 0 && !DRAWN_CODES.has(c.code)).map((c) => reachCountryName(c.code));
  // What the pointer is over, read from the element under it: a shaded country or its dot names it.
  const pointer = (code: string) => ({ 'data-hover': code, onClick: () => onChoose(code) });
  return (
    <div data-testid="world-map">
      <div className="relative">
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="img"
          aria-label={label}
          className="block h-auto w-full select-none"
          onPointerOver={(event) => onHover((event.target as Element).getAttribute('data-hover'))}
          onPointerLeave={() => onHover(null)}
        >
          {shapes.map(({ shape, shaded }) =>
            shaded ? (
              <path
                key={shape.key}
                d={shape.d}
                className={`${shaded.step.tint} cursor-pointer stroke-surface hover:fill-primary-dark`}
                strokeWidth={0.6}
                data-code={shaded.country.code}
                data-shaded="true"
                data-count={reachTotal(shaded.country)}
                {...pointer(shaded.country.code)}
              />
            ) : (
              <path key={shape.key} d={shape.d} className="fill-line-soft stroke-surface" strokeWidth={0.6} data-code={shape.code ?? undefined} />
            ),
          )}
          {activeShape ? (
            <path d={activeShape.d} className="pointer-events-none fill-none stroke-ink" strokeWidth={1.6} strokeLinejoin="round" />
          ) : null}
          {/* A dot on each shaded country, larger for a larger step, so small countries are seen too. */}
          {shapes.map(({ shape, shaded }) =>
            shaded ? (
              <circle
                key={shape.key}
                cx={shape.anchor[0]}
                cy={shape.anchor[1]}
                r={(shaded.country.code === active ? 2 : 0) + 6 + steps.indexOf(shaded.step) * 2.5}
                className="cursor-pointer fill-primary-dark stroke-surface"
                strokeWidth={2}
                data-marker={shaded.country.code}
                {...pointer(shaded.country.code)}
              />
            ) : null,
          )}
        </svg>
        {activeCountry ? <MapCard country={activeCountry} anchor={activeShape?.anchor ?? null} /> : null}
      </div>
      {undrawn.length ? (
        <p className="mt-2 text-xs text-ink-muted" data-testid="map-undrawn">
          {t('tooSmallList', { countries: undrawn.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The active country's name and counts: over its land, kept inside the map near the edges; in the
 * corner for a country too small to be drawn. Hidden from assistive technology, which reads the
 * same in the table row that made it appear.
 */
function MapCard({ country, anchor }: { country: TGlobalReachCountry; anchor: [number, number] | null }) {
  const { t } = useTranslation('reach');
  const x = anchor ? (anchor[0] / MAP_WIDTH) * 100 : 0;
  const y = anchor ? (anchor[1] / MAP_HEIGHT) * 100 : 0;
  const align = x < 22 ? '0%' : x > 78 ? '-100%' : '-50%';
  // Near the top the card hangs below the point, elsewhere above it.
  const below = y < 30;
  const style = anchor
    ? { left: `${x}%`, top: `${y}%`, transform: `translate(${align}, ${below ? '12px' : 'calc(-100% - 12px)'})` }
    : undefined;
  return (
    <div
      aria-hidden="true"
      data-testid="map-card"
      style={style}
      className={`pointer-events-none absolute z-10 w-max max-w-[min(16rem,80%)] animate-fade-in rounded-xl border border-line-soft bg-surface px-3 py-2 text-sm shadow-menu ${anchor ? '' : 'bottom-2 left-2'}`}
    >
      <p className="font-bold text-ink">{reachCountryName(country.code)}</p>
      <p className="text-ink-soft">{describeCounts(country)}</p>
      {anchor ? null : <p className="mt-0.5 text-xs text-ink-muted">{t('tooSmall')}</p>}
    </div>
  );
}
