import { geoArea, geoCentroid, geoEqualEarth, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { numericToAlpha2 } from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

/**
 * The world's countries as SVG paths, drawn once when the map's chunk loads: Natural Earth's
 * 1:110m outlines (world-atlas, bundled with the app, so the map needs no tile server and no
 * request), in the Equal Earth projection, whose areas are true to size, as a map shaded by counts
 * should be. Antarctica is left out; countries too small for this scale (Singapore, Malta, most
 * islands) are not in the data at all.
 */

/** The map's coordinate space; the SVG scales it to its box. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 460;

export type CountryShape = {
  /** The outline's own id: its ISO 3166-1 numeric code, or its name where it has none. */
  key: string;
  /** ISO 3166-1 alpha-2; null for the few territories without a code (Somaliland, Kosovo…). */
  code: string | null;
  /** SVG path data in the map's coordinates. */
  d: string;
  /** Where a label for it goes: the middle of its largest piece of land, in the map's coordinates. */
  anchor: [number, number];
};

type Topology = Parameters<typeof feature>[0];
type CountryFeature = GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon, { name: string }>;

const ANTARCTICA = '010';

function largestPiece(f: CountryFeature): GeoPermissibleObjects {
  if (f.geometry.type === 'Polygon') return f;
  const pieces = f.geometry.coordinates.map((coordinates) => ({ type: 'Polygon' as const, coordinates }));
  return pieces.reduce((a, b) => (geoArea(b) > geoArea(a) ? b : a));
}

function drawWorld(): CountryShape[] {
  const topology = countries110m as unknown as Topology;
  const all = feature(topology, topology.objects.countries!) as unknown as GeoJSON.FeatureCollection<CountryFeature['geometry'], { name: string }>;
  const land = all.features.filter((f) => f.id !== ANTARCTICA);
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], { type: 'FeatureCollection', features: land });
  const path = geoPath(projection).digits(1);
  return land.flatMap((f) => {
    const d = path(f);
    if (!d) return [];
    const id = f.id === undefined ? null : String(f.id);
    const [x, y] = projection(geoCentroid(largestPiece(f as CountryFeature))) ?? path.centroid(f);
    return [{ key: id ?? f.properties.name, code: id ? (numericToAlpha2(id) ?? null) : null, d, anchor: [x, y] as [number, number] }];
  });
}

export const WORLD_SHAPES: readonly CountryShape[] = drawWorld();
