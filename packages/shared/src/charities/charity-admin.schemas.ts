import { z } from 'zod';
import { SEARCH_MAX } from './charities.schemas.js';

/**
 * Charities and projects in the admin consoles. `scope`: `own` lists the causes this console
 * manages (platform-wide ones for the platform admin, the site's own for a site's admins); `all`
 * (platform admin only) adds every site's causes, read only.
 */
export const CAUSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const ZCauseStatus = z.enum(CAUSE_STATUSES);
export type TCauseStatus = z.infer<typeof ZCauseStatus>;

const listQuery = {
  search: z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  status: ZCauseStatus.optional(),
  scope: z.enum(['own', 'all']).default('own'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};
export const ZAdminCharityListQuery = z.object(listQuery);
export type TAdminCharityListQuery = z.input<typeof ZAdminCharityListQuery>;
export const ZAdminProjectListQuery = z.object({ ...listQuery, charity: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export type TAdminProjectListQuery = z.input<typeof ZAdminProjectListQuery>;

const ZSiteRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZAdminCharity = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  status: ZCauseStatus,
  platform_wide: z.boolean(),
  site: ZSiteRef,
  /** True when this console can change it (its own scope). */
  editable: z.boolean(),
  projects_count: z.number().int(),
  donations_count: z.number().int(),
  updated_at: z.string(),
});
export type TAdminCharity = z.infer<typeof ZAdminCharity>;

export const ZAdminProject = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  status: ZCauseStatus,
  platform_wide: z.boolean(),
  site: ZSiteRef,
  editable: z.boolean(),
  charity: z.object({ id: z.number().int(), name: z.string() }),
  donations_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminProject = z.infer<typeof ZAdminProject>;

export const PROJECT_UPDATE_MSG = {
  titleRequired: 'Please enter a title.',
  titleTooLong: 'The title can be at most 200 characters.',
  bodyRequired: 'Please write the update.',
  bodyTooLong: 'The update can be at most 10000 characters.',
  notFound: 'Update not found.',
} as const;

/** A project update as an admin writes it (shown on the public project page). */
export const ZProjectUpdateInput = z.object({
  title: z.string().trim().min(1, PROJECT_UPDATE_MSG.titleRequired).max(200, PROJECT_UPDATE_MSG.titleTooLong),
  body: z.string().trim().min(1, PROJECT_UPDATE_MSG.bodyRequired).max(10_000, PROJECT_UPDATE_MSG.bodyTooLong),
});
export type TProjectUpdateInput = z.infer<typeof ZProjectUpdateInput>;

export const ZAdminProjectUpdate = z.object({ id: z.number().int(), title: z.string(), body: z.string(), created_at: z.string() });
export type TAdminProjectUpdate = z.infer<typeof ZAdminProjectUpdate>;
