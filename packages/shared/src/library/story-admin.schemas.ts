import { z } from 'zod';
import { PUBLICATION_STATUSES } from './publishing.schemas.js';

/**
 * The admins' views of stories and books: a school admin's stories page (every story of the
 * school, its review and unpublishing) and an organization admin's stories and books across the
 * organization and its schools (read only).
 */

export const STORY_ADMIN_MSG = {
  notSiteAdmin: 'Only the school’s admins manage its stories, on the school’s own site.',
  notFound: 'This story does not exist on this site.',
  notPublished: 'Only published stories can be unpublished. Reload the page.',
  notOrganizationAdmin: 'Only the organization’s admins see its schools’ stories and books, on the organization’s own site.',
  schoolNotInOrganization: 'This school is not part of your organization.',
  orgStoryNotFound: 'This story does not exist, or it is not published or waiting for review in your organization.',
} as const;

const zSearch = z.string().trim().max(100).optional();
const zLimit = z.coerce.number().int().min(1).max(100).default(20);
const zOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);

// ---------------------------------------------------------------------------------------------
// A school's stories

export const ADMIN_STORY_STATUSES = ['all', ...PUBLICATION_STATUSES] as const;
export type TAdminStoryStatus = (typeof ADMIN_STORY_STATUSES)[number];

export const ZAdminStoryListQuery = z.object({
  status: z.enum(ADMIN_STORY_STATUSES).default('all'),
  /** A class of the school: stories by its students. */
  class: z.uuid('Choose a class from the list.').optional(),
  search: zSearch,
  limit: zLimit,
  offset: zOffset,
});
export type TAdminStoryListQuery = z.input<typeof ZAdminStoryListQuery>;

export const ZStoryAuthor = z
  .object({ id: z.string(), name: z.string(), role: z.string(), username: z.string().nullable() })
  .nullable();

export const ZAdminStory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  language: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  author: ZStoryAuthor,
  /** The author's classes at this school. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rejection_reason: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TAdminStory = z.infer<typeof ZAdminStory>;

export const ZAdminStoryDetail = ZAdminStory.extend({ body_html: z.string() });
export type TAdminStoryDetail = z.infer<typeof ZAdminStoryDetail>;

export const ZStatusCounts = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
});
export type TStatusCounts = z.infer<typeof ZStatusCounts>;

export const ZAdminStoryPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminStory),
  /** Stories per status with the class and search applied (for the status tabs). */
  counts: ZStatusCounts,
  /** The school's classes, for the class filter. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminStoryPage = z.infer<typeof ZAdminStoryPage>;

// ---------------------------------------------------------------------------------------------
// An organization's stories and books

export const ZOrgSite = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  is_organization: z.boolean(),
  /** The site's public address (its library's home). */
  url: z.string(),
});
export type TOrgSite = z.infer<typeof ZOrgSite>;

export const ZOrgSites = z.object({ organization: ZOrgSite, schools: z.array(ZOrgSite) });
export type TOrgSites = z.infer<typeof ZOrgSites>;

export const ORG_STORY_STATUSES = ['all', 'pending', 'published'] as const;
export const ZOrgStoryListQuery = z.object({
  /** One site of the organization (the organization's own, or one of its schools). */
  school: z.uuid('Choose a school from the list.').optional(),
  status: z.enum(ORG_STORY_STATUSES).default('all'),
  search: zSearch,
  limit: zLimit,
  offset: zOffset,
});
export type TOrgStoryListQuery = z.input<typeof ZOrgStoryListQuery>;

export const ZOrgStory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  status: z.enum(['pending', 'published']),
  /** Across schools a student author is named by first name only ("Leo"); a teacher by first name and initial. */
  author: z.string().nullable(),
  site: ZOrgSite.pick({ id: true, name: true, subdomain: true }),
  submitted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The story's page in its school's library, once published. */
  url: z.string().nullable(),
});
export type TOrgStory = z.infer<typeof ZOrgStory>;

export const ZOrgStoryDetail = ZOrgStory.extend({ body_html: z.string() });
export type TOrgStoryDetail = z.infer<typeof ZOrgStoryDetail>;

export const ZOrgStoryPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZOrgStory),
  counts: z.object({ all: z.number().int(), pending: z.number().int(), published: z.number().int() }),
});
export type TOrgStoryPage = z.infer<typeof ZOrgStoryPage>;

export const ORG_BOOK_STATUSES = ['all', 'pending', 'published'] as const;
export const ZOrgBookListQuery = z.object({
  school: z.uuid('Choose a school from the list.').optional(),
  status: z.enum(ORG_BOOK_STATUSES).default('all'),
  featured: z.enum(['true', 'false']).optional(),
  search: zSearch,
  limit: zLimit,
  offset: zOffset,
});
export type TOrgBookListQuery = z.input<typeof ZOrgBookListQuery>;

export const ZOrgBook = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  cover: z.string().nullable(),
  format: z.enum(['pages', 'pdf', 'epub']),
  status: z.enum(['pending', 'published']),
  featured: z.boolean(),
  category: z.string().nullable(),
  site: ZOrgSite.pick({ id: true, name: true, subdomain: true }),
  /** Openings in the reader and reactions, on the book's own site. */
  readings: z.number().int(),
  reactions: z.number().int(),
  submitted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  url: z.string().nullable(),
});
export type TOrgBook = z.infer<typeof ZOrgBook>;

export const ZOrgBookPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZOrgBook),
});
export type TOrgBookPage = z.infer<typeof ZOrgBookPage>;

/** One site's numbers: its published books, featured ones, books waiting for review and readings. */
export const ZOrgSiteBookStats = z.object({
  site: ZOrgSite.pick({ id: true, name: true, subdomain: true, is_organization: true }),
  all_book: z.number().int(),
  featured_book: z.number().int(),
  pending_book: z.number().int(),
  readings: z.number().int(),
  published_story: z.number().int(),
  pending_story: z.number().int(),
});
export type TOrgSiteBookStats = z.infer<typeof ZOrgSiteBookStats>;

export const ZOrgBookStats = z.object({
  /** The spec's book statistics (all_book, featured_book), for the organization and its schools together. */
  book_stats: z.object({ all_book: z.number().int(), featured_book: z.number().int() }),
  pending_book: z.number().int(),
  readings: z.number().int(),
  by_site: z.array(ZOrgSiteBookStats),
});
export type TOrgBookStats = z.infer<typeof ZOrgBookStats>;

export const ZOrgStatsQuery = z.object({ school: z.uuid('Choose a school from the list.').optional() });
