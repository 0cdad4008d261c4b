import { z } from 'zod';

/**
 * Partner and community libraries (`/libraries`): where each one is, its photos, how many books it
 * holds and the charity project that funded it. A library is platform-wide (a partner or community
 * library every site shows) or a school's own (shown on that school's site only); visitors see
 * published ones only.
 */

export const LIBRARY_LIMITS = { search: 100, pageSize: 12, maxPageSize: 50 } as const;

export const LIBRARY_MSG = {
  notFound: 'We couldn’t find this library. It may have closed, or it is not shown on this site.',
  country: 'Choose a country by its two-letter code, such as IN or KE.',
  search: `Search for at most ${LIBRARY_LIMITS.search} characters.`,
} as const;

/** ISO 3166-1 alpha-2, as the list's `?country=` and every library carry it. */
export const COUNTRY_CODE_RE = /^[A-Z]{2}$/;

export const ZLibraryListQuery = z.object({
  search: z.string().trim().max(LIBRARY_LIMITS.search, LIBRARY_MSG.search).optional(),
  /** Two letters, either case (`ke` reads as `KE`). */
  country: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(COUNTRY_CODE_RE, LIBRARY_MSG.country))
    .optional(),
  limit: z.coerce.number().int().min(1).max(LIBRARY_LIMITS.maxPageSize).default(LIBRARY_LIMITS.pageSize),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TLibraryListQuery = z.input<typeof ZLibraryListQuery>;

/** The project that paid for a library, and the charity that runs it. */
export const ZLibraryProjectRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  charity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type TLibraryProjectRef = z.infer<typeof ZLibraryProjectRef>;

/** `GET /api/libraries/` result item. */
export const ZLibraryCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  place: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** The first photo, for the card. */
  photo: z.string().nullable(),
  books_count: z.number().int(),
  /** `YYYY-MM-DD`, or `YYYY-MM` when only the month is known. */
  opened_on: z.string().nullable(),
  /** The school whose library it is; null for a partner or community library shown on every site. */
  school: z.string().nullable(),
  /** Null when no published project this site can see funded it. */
  project: ZLibraryProjectRef.nullable(),
});
export type TLibraryCard = z.infer<typeof ZLibraryCard>;

/** The funding project with its progress (money in the project's currency, minor units). */
export const ZLibraryFunding = ZLibraryProjectRef.extend({
  summary: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  raised_minor: z.number().int(),
  donors_count: z.number().int(),
});
export type TLibraryFunding = z.infer<typeof ZLibraryFunding>;

/** `GET /api/libraries/:idOrSlug/`. */
export const ZLibraryDetail = ZLibraryCard.omit({ project: true }).extend({
  description: z.string(),
  photos: z.array(z.string()),
  project: ZLibraryFunding.nullable(),
});
export type TLibraryDetail = z.infer<typeof ZLibraryDetail>;

/** `GET /api/libraries/countries/`: the countries this site's libraries are in, for the filter. */
export const ZLibraryCountry = z.object({ code: z.string(), libraries_count: z.number().int() });
export type TLibraryCountry = z.infer<typeof ZLibraryCountry>;
export const ZLibraryCountries = z.object({ results: z.array(ZLibraryCountry) });
export type TLibraryCountries = z.infer<typeof ZLibraryCountries>;
