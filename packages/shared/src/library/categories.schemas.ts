import { z } from 'zod';
import { slugify } from '../courses/authoring.schemas.js';

/**
 * Book categories as admins manage them: the platform admin the platform-wide ones (every site's
 * library can use them), a school admin their own school's. One set of schemas and messages for the
 * API and the category form, so both say the same thing.
 */

export const CATEGORY_LIMITS = { name: 80, slug: 80, description: 500, search: 100 } as const;

export const CATEGORY_MSG = {
  nameRequired: 'Give the category a name.',
  nameTaken: 'Another category already has this name. Choose another one.',
  namePlatformTaken: 'A platform-wide category already has this name, and your books can use it. Choose another name.',
  slug: 'Use lower-case letters, digits and hyphens only (for example "animal-tales").',
  slugTaken: 'Another category already uses this address. Choose another one.',
  notManager: 'Only the platform admin (on the main site) and school admins (on their own site) manage book categories.',
  notFound: 'This category does not exist, or it is not yours to change.',
  readOnly: 'Platform-wide categories are managed by the platform admin. Your school’s books can use them as they are.',
} as const;

/** A category's address made from its name (`Animal Tales & Fables!` → `animal-tales-fables`). */
export const categorySlug = slugify;

export const CATEGORY_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const zName = z
  .string()
  .trim()
  .min(1, CATEGORY_MSG.nameRequired)
  .max(CATEGORY_LIMITS.name, `Use at most ${CATEGORY_LIMITS.name} characters.`);
const zSlug = z
  .string()
  .trim()
  .max(CATEGORY_LIMITS.slug, `Use at most ${CATEGORY_LIMITS.slug} characters.`)
  .regex(CATEGORY_SLUG_RE, CATEGORY_MSG.slug);
const zDescription = z.string().trim().max(CATEGORY_LIMITS.description, `Use at most ${CATEGORY_LIMITS.description} characters.`);

/** A new category: the slug, left empty, is made from the name. */
export const ZCategoryInput = z.object({
  name: zName,
  slug: zSlug.or(z.literal('')).default(''),
  description: zDescription.default(''),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;

/** A change: only the fields sent are changed; an empty slug keeps the current one. */
export const ZCategoryUpdate = z.object({
  name: zName.optional(),
  slug: zSlug.or(z.literal('')).optional(),
  description: zDescription.optional(),
});
export type TCategoryUpdate = z.input<typeof ZCategoryUpdate>;

export const CATEGORY_SCOPES = ['own', 'platform', 'all'] as const;
export type TCategoryScope = (typeof CATEGORY_SCOPES)[number];

export const ZCategoryListQuery = z.object({
  search: z.string().trim().max(CATEGORY_LIMITS.search).optional(),
  /** A school admin's list: their own categories, the platform-wide ones, or both (default). */
  scope: z.enum(CATEGORY_SCOPES).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TCategoryListQuery = z.input<typeof ZCategoryListQuery>;

export const ZAdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** platform: used by every site; school: this school's own. */
  owner: z.enum(['platform', 'school']),
  /** Whether this admin may change or delete it. */
  editable: z.boolean(),
  /**
   * Books and stories filed under it: everywhere for the platform admin (what a deletion would
   * leave uncategorised), this school's own for a school admin.
   */
  books_count: z.number().int(),
  published_books_count: z.number().int(),
  stories_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminCategoryPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminCategory),
  /** Whose categories this admin manages: the platform's, or their school's (with its name). */
  manages: z.object({ owner: z.enum(['platform', 'school']), name: z.string() }),
});
export type TAdminCategoryPage = z.infer<typeof ZAdminCategoryPage>;

/** What a deletion did: the books and stories it left without a category. */
export const ZCategoryDeleted = z.object({
  id: z.number().int(),
  books_uncategorised: z.number().int(),
  stories_uncategorised: z.number().int(),
});
export type TCategoryDeleted = z.infer<typeof ZCategoryDeleted>;
