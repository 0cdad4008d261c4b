import {
  LIBRARY_MSG,
  type TLibraryCard,
  type TLibraryCountry,
  type TLibraryDetail,
  type TLibraryProjectRef,
} from '@commonshelf/shared/library/libraries.schemas';
import { notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { paidTotals } from '../charities/charities.repository.js';
import type { Runs } from '../charities/charities.service.js';
import {
  findPublishedLibrary,
  listLibraryCountries,
  listPublishedLibraries,
  type LibraryListFilter,
  type LibraryListRow,
} from './libraries.repository.js';

function projectRef(row: Pick<LibraryListRow, 'project' | 'charity'>): TLibraryProjectRef | null {
  // A project whose charity is unpublished (or not visible here) is not shown.
  if (!row.project || !row.charity) return null;
  return { id: row.project.id, slug: row.project.slug, title: row.project.title, charity: { id: row.charity.id, slug: row.charity.slug, name: row.charity.name } };
}

function presentCard(row: LibraryListRow): TLibraryCard {
  const l = row.library;
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    place: l.place,
    country: l.country,
    photo: mediaUrl(l.photos[0]),
    books_count: l.booksCount,
    opened_on: l.openedOn,
    school: l.tenantId ? row.school : null,
    project: projectRef(row),
  };
}

/** `GET /api/libraries/`: the site's published libraries (its own and platform-wide), by name. */
export async function libraryCards(runs: Pick<Runs, 'site'>, filter: LibraryListFilter): Promise<{ count: number; results: TLibraryCard[] }> {
  const { rows, count } = await runs.site((tx) => listPublishedLibraries(tx, { ...filter, search: filter.search || undefined }));
  return { count, results: rows.map(presentCard) };
}

/** `GET /api/libraries/countries/`: where the site's libraries are, for the country filter. */
export async function libraryCountries(runs: Pick<Runs, 'site'>): Promise<TLibraryCountry[]> {
  const rows = await runs.site((tx) => listLibraryCountries(tx));
  return rows.map((r) => ({ code: r.code, libraries_count: Number(r.n) }));
}

/**
 * `GET /api/libraries/:idOrSlug/`: the description, photos and facts, and the funding project with
 * its progress. Gifts to a platform-wide project come from every site, so its total is summed in
 * the platform scope for the project the site's own query found (as the charities pages do).
 */
export async function libraryDetail(runs: Runs, idOrSlug: string): Promise<TLibraryDetail> {
  const row = await runs.site((tx) => findPublishedLibrary(tx, idOrSlug));
  if (!row) throw notFound(LIBRARY_MSG.notFound);
  const ref = projectRef(row);
  let project: TLibraryDetail['project'] = null;
  if (ref && row.funding) {
    const totals = await runs.platform((tx) => paidTotals(tx, 'project', [ref.id]));
    const t = totals.get(ref.id) ?? { raised: 0, donors: 0 };
    project = {
      ...ref,
      summary: row.funding.summary,
      image: mediaUrl(row.funding.image),
      currency: row.funding.currency,
      goal_minor: row.funding.goalMinor,
      raised_minor: row.funding.offlineRaisedMinor + t.raised,
      donors_count: t.donors,
    };
  }
  return { ...presentCard(row), description: row.library.description, photos: row.library.photos.map((k) => mediaUrl(k)!), project };
}
