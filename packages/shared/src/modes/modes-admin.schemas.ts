import { z } from 'zod';

/**
 * Switchboard modes for their admins: the platform admin's catalogue (`/admin-panel/modes`: create
 * with an image, lock, activate, and which sites offer each) and a school's own choice of them
 * (`/admin-school/school-modes`: offer or hide each active mode, and lock it on the school's site).
 */

export const MODE_LIMITS = { name: 60, description: 300, imageBytes: 2 * 1024 * 1024 } as const;

export const MODES_ADMIN_MSG = {
  notPlatformAdmin: 'Only the platform admin manages the Switchboard’s modes, on the main site.',
  notSchoolAdmin: 'Only the school’s admins choose its modes, on the school’s own site.',
  notFound: 'This mode does not exist.',
  siteNotFound: 'This site does not exist.',
  nameRequired: 'Give the mode a name.',
  nameTaken: 'A mode with this name exists already.',
  imageMissing: 'Choose an image for the mode.',
  imageType: 'The image must be a PNG, JPEG or SVG.',
  imageTooLarge: 'The image must be 2 MB or smaller.',
  imageEmpty: 'The image file is empty.',
  imageSvg: 'This SVG cannot be used: it contains scripts or links to other files.',
  notMultipart: 'Send the image as a multipart form (multipart/form-data).',
  fileOne: 'Send one image at a time.',
  added: (name: string) => `The mode “${name}” is added.`,
  saved: (name: string) => `The mode “${name}” is saved.`,
} as const;

export const ZModeFields = z.object({
  name: z.string({ error: MODES_ADMIN_MSG.nameRequired }).trim().min(1, MODES_ADMIN_MSG.nameRequired).max(MODE_LIMITS.name, `Keep the name under ${MODE_LIMITS.name} characters.`),
  description: z.string().trim().max(MODE_LIMITS.description, `Keep the description under ${MODE_LIMITS.description} characters.`).default(''),
  /** Shown but not selectable in the Switchboard. */
  locked: z.boolean().default(false),
  /** Offered at all; an inactive mode is hidden everywhere. */
  active: z.boolean().default(true),
});
export type TModeFields = z.input<typeof ZModeFields>;

export const ZAdminMode = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  locked: z.boolean(),
  active: z.boolean(),
  /** Sites that offer it. */
  sites_enabled: z.number().int(),
  created_at: z.string(),
});
export type TAdminMode = z.infer<typeof ZAdminMode>;
export const ZAdminModeList = z.object({ count: z.number().int(), results: z.array(ZAdminMode) });
export type TAdminModeList = z.infer<typeof ZAdminModeList>;

export const ZModeSiteChoice = z.object({ enabled: z.boolean(), locked: z.boolean() });
export type TModeSiteChoice = z.infer<typeof ZModeSiteChoice>;

export const ZModeSite = ZModeSiteChoice.extend({ site: z.object({ id: z.string(), name: z.string(), subdomain: z.string() }) });
export const ZModeSites = z.object({ results: z.array(ZModeSite) });
export type TModeSites = z.infer<typeof ZModeSites>;

/** A school's view: every active mode, whether the school offers it and locks it, and the platform's lock. */
export const ZSchoolMode = ZModeSiteChoice.extend({
  mode: z.object({ id: z.number().int(), name: z.string(), description: z.string(), image: z.string().nullable() }),
  locked_by_platform: z.boolean(),
});
export type TSchoolMode = z.infer<typeof ZSchoolMode>;
export const ZSchoolModes = z.object({ switchboard: z.boolean(), results: z.array(ZSchoolMode) });
export type TSchoolModes = z.infer<typeof ZSchoolModes>;
