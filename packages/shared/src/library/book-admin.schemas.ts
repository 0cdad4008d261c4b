import { z } from 'zod';
import { BOOK_LIST_FORMATS, REACTION_KINDS } from './library.schemas.js';
import { BOOK_FORMATS, PUBLICATION_STATUSES, ZMyBook } from './publishing.schemas.js';

/**
 * The library's admins and their books (`/api/admin/books/…`): the platform admin's platform-wide
 * library on the main site, and each site's admins' own books on their site. Uploads go through the
 * publishing module's form (a `meta` JSON field and the files), with the admin-only fields below.
 */

export const BOOK_ADMIN_MSG = {
  notLibraryAdmin: 'Only the library’s admins manage its books: the platform admin on the main site, a school’s admins on its own site.',
  notFound: 'This book does not exist in your library.',
  notEditable: 'Books of other sites can be viewed here, not changed.',
  notPublishable: 'This book is already published. Reload the page.',
  notPublished: 'Only published books can be unpublished. Reload the page.',
  notPending: 'Only books waiting for review can be sent back. Reload the page.',
  modeUnknown: 'Choose a mode from the list.',
  status: 'Choose draft or published.',
  siteUnknown: 'Choose a site from the list.',
  nothingToChange: 'Say what to change: featured or mode.',
} as const;

/** Where a list looks: the admin's own library, or (platform admin only) every school's and organization's books, read only. */
export const ADMIN_BOOK_SCOPES = ['library', 'sites'] as const;
export type TAdminBookScope = (typeof ADMIN_BOOK_SCOPES)[number];

export const ADMIN_BOOK_STATUSES = ['all', ...PUBLICATION_STATUSES] as const;
export type TAdminBookStatus = (typeof ADMIN_BOOK_STATUSES)[number];

/** Sort keys; a leading `-` sorts from the largest (newest, most read, Z). */
export const ADMIN_BOOK_SORTS = ['-updated_at', 'updated_at', '-created_at', 'created_at', '-published_at', 'published_at', 'title', '-title', '-readings', 'readings'] as const;
export type TAdminBookSort = (typeof ADMIN_BOOK_SORTS)[number];


export const ADMIN_BOOK_PAGE_SIZE = 20;

export const ZAdminBookListQuery = z.object({
  scope: z.enum(ADMIN_BOOK_SCOPES, { error: 'Choose library or sites.' }).default('library'),
  status: z.enum(ADMIN_BOOK_STATUSES, { error: 'Choose a status from the list.' }).default('all'),
  category: z.coerce.number({ error: 'Choose a category from the list.' }).int().positive('Choose a category from the list.').optional(),
  /** Books without a category. */
  uncategorized: z.enum(['true']).optional(),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'Choose a language from the list.')
    .optional(),
  level: z.coerce.number({ error: 'Choose a reading level from 1 to 4.' }).int().min(1, 'Choose a reading level from 1 to 4.').max(4, 'Choose a reading level from 1 to 4.').optional(),
  format: z.enum(BOOK_LIST_FORMATS, { error: 'Choose a format: pages, pdf or epub.' }).optional(),
  featured: z.enum(['true', 'false'], { error: 'Choose featured or not featured.' }).optional(),
  /** One school or organization (scope `sites`). */
  site: z.uuid(BOOK_ADMIN_MSG.siteUnknown).optional(),
  /** Words of the title or an author's name. */
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  sort: z.enum(ADMIN_BOOK_SORTS, { error: 'Choose a sort from the list.' }).default('-updated_at'),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_BOOK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminBookListQuery = z.input<typeof ZAdminBookListQuery>;
export type TAdminBookListParams = z.infer<typeof ZAdminBookListQuery>;

export const ZAdminSite = z.object({ id: z.string(), name: z.string(), subdomain: z.string() });
export type TAdminSite = z.infer<typeof ZAdminSite>;

/** The full name for the book's own site's admins; another site's student (the platform admin's view) by first name only. */
export const ZAdminPerson = z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable();

/** A book as the admins' list shows it. */
export const ZAdminBook = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  cover: z.string().nullable(),
  format: z.enum(BOOK_FORMATS),
  language: z.string(),
  reading_level: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mode: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  featured: z.boolean(),
  status: z.enum(PUBLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  /** Platform-wide (every site's library) or one site's own. */
  platform_wide: z.boolean(),
  /** The school or organization whose book it is (null for platform-wide books). */
  site: ZAdminSite.nullable(),
  uploaded_by: ZAdminPerson,
  /** Openings in the reader and reactions: everywhere for a platform-wide book, on its site for a site's. */
  readings: z.number().int(),
  reactions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** False for other sites' books, which the platform admin only views. */
  editable: z.boolean(),
});
export type TAdminBook = z.infer<typeof ZAdminBook>;

export const ZAdminStatusCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
});
export type TAdminStatusCounts = z.infer<typeof ZAdminStatusCounts>;

export const ZAdminBookPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminBook),
  /** Books per status with every other filter applied (the status tabs). */
  counts: ZAdminStatusCounts,
});
export type TAdminBookPage = z.infer<typeof ZAdminBookPage>;

/** One change of a book's status: who, when, from what to what, and why (a rejection's reason). */
export const ZBookStatusEvent = z.object({
  from: z.enum(PUBLICATION_STATUSES).nullable(),
  to: z.enum(PUBLICATION_STATUSES),
  by: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type TBookStatusEvent = z.infer<typeof ZBookStatusEvent>;

/** One book in any status for its admins: everything the editor needs, plus where it stands. */
export const ZAdminBookDetail = ZMyBook.omit({ can_edit: true, can_propose: true }).extend({
  featured: z.boolean(),
  mode_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mode: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  platform_wide: z.boolean(),
  site: ZAdminSite.nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  /** The platform-wide copy's source (a school's book the platform library took in). */
  source: z.object({ id: z.number().int(), title: z.string(), site: ZAdminSite.nullable() }).nullable(),
  readings: z.number().int(),
  reactions: z.array(z.object({ kind: z.enum(REACTION_KINDS), count: z.number().int() })),
  /** Oldest first. Books from before the history was kept start with what their dates tell. */
  history: z.array(ZBookStatusEvent),
  editable: z.boolean(),
  /** The public page once published: `/library/<id>` on its site. */
  public_url: z.string().nullable(),
});
export type TAdminBookDetail = z.infer<typeof ZAdminBookDetail>;

/** What the admin's book form offers: categories and modes of this library, and the sites (platform admin). */
export const ZAdminBookOptions = z.object({
  library: z.object({ platform_wide: z.boolean(), name: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), platform_wide: z.boolean() })),
  modes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Schools and organizations (platform admin: the `sites` view's filter); empty for a site's admins. */
  sites: z.array(ZAdminSite),
});
export type TAdminBookOptions = z.infer<typeof ZAdminBookOptions>;

/**
 * The admin-only fields of the upload form's `meta` JSON (beside the publishing module's book
 * details): featured, the Switchboard mode, and draft or published (left out: unchanged; new: draft).
 */
export const ZAdminBookFields = z.object({
  featured: z.boolean({ error: 'Featured must be true or false.' }).default(false),
  mode_id: z.number({ error: BOOK_ADMIN_MSG.modeUnknown }).int().positive(BOOK_ADMIN_MSG.modeUnknown).nullable().default(null),
  status: z.enum(['draft', 'published'], { error: BOOK_ADMIN_MSG.status }).optional(),
});
export type TAdminBookFields = z.input<typeof ZAdminBookFields>;

/** `PATCH /api/admin/books/:id/`: the list's quick changes. */
export const ZAdminBookPatch = z
  .object({
    featured: z.boolean({ error: 'Featured must be true or false.' }).optional(),
    mode_id: z.number({ error: BOOK_ADMIN_MSG.modeUnknown }).int().positive(BOOK_ADMIN_MSG.modeUnknown).nullable().optional(),
  })
  .refine((p) => p.featured !== undefined || p.mode_id !== undefined, { message: BOOK_ADMIN_MSG.nothingToChange });
export type TAdminBookPatch = z.infer<typeof ZAdminBookPatch>;

const ZCount = z.number().int();

/** `GET /api/admin/books/stats/`: the library's numbers for the books dashboard and the school's books page. */
export const ZAdminBookStats = z.object({
  /** The spec's book statistics: published books and the featured ones among them. */
  book_stats: z.object({ all_book: ZCount, featured_book: ZCount }),
  by_status: ZAdminStatusCounts,
  by_format: z.array(z.object({ format: z.enum(BOOK_FORMATS), count: ZCount })),
  by_language: z.array(z.object({ code: z.string(), count: ZCount })),
  by_level: z.array(z.object({ level: ZCount, count: ZCount })),
  by_category: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), count: ZCount })),
  readings: z.object({
    total: ZCount,
    last_30_days: ZCount,
    /** The last 30 days, oldest first, every day listed (zero when none). */
    daily: z.array(z.object({ date: z.string(), count: ZCount })),
  }),
  most_read: z.array(z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable(), readings: ZCount })),
  reactions: z.object({ total: ZCount, by_kind: z.array(z.object({ kind: z.enum(REACTION_KINDS), count: ZCount })) }),
});
export type TAdminBookStats = z.infer<typeof ZAdminBookStats>;
