import { z } from 'zod';

/**
 * The public site's editable pages. Each is Markdown written by the platform admin, with its
 * history; a school may replace the ones in SCHOOL_PAGE_SLUGS with its own on its site. The privacy
 * and refund policies are not among them: their numbers come from the same constants the server
 * enforces, so they are written in code and cannot drift from what the product does.
 */
export const CONTENT_PAGE_SLUGS = [
  'about',
  'our-framework',
  'our-team',
  'acknowledgement',
  'testimonials',
  'faq',
  'terms-of-use',
  'navigating-the-platform',
  'canva',
  'contact',
  'request-a-tour',
  'report-a-problem',
  'demo',
  'sales',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const ZContentPageSlug = z.enum(CONTENT_PAGE_SLUGS);
export const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

/** Each page's name in the editor's list (its title is whatever its editor writes). */
export const CONTENT_PAGE_NAMES: Record<ContentPageSlug, string> = {
  about: 'About us',
  'our-framework': 'Our framework',
  'our-team': 'Our team',
  acknowledgement: 'Acknowledgements',
  testimonials: 'Testimonials',
  faq: 'Frequently asked questions',
  'terms-of-use': 'Terms of use',
  'navigating-the-platform': 'Navigating the platform',
  canva: 'Canva projects',
  contact: 'Contact us',
  'request-a-tour': 'Request a tour',
  'report-a-problem': 'Report a problem',
  demo: 'Demo',
  sales: 'Sales',
};

/** The pages a school may write its own version of, shown on its site instead of the platform's. */
export const SCHOOL_PAGE_SLUGS = ['about', 'contact'] as const satisfies readonly ContentPageSlug[];
export const isSchoolPage = (slug: string): slug is (typeof SCHOOL_PAGE_SLUGS)[number] => (SCHOOL_PAGE_SLUGS as readonly string[]).includes(slug);

export const CONTENT_LIMITS = { title: 120, summary: 300, body: 60_000 } as const;

export const CONTENT_MSG = {
  notEditor: 'Only the platform admin, or a school admin for their own site’s about and contact pages, can edit pages.',
  notSchoolPage: 'A school can write its own about and contact pages only; the other pages are the platform’s.',
  unknownPage: 'This page does not exist.',
  unknownRevision: 'This version of the page does not exist.',
  stale: 'Someone else saved this page while you were editing. Reload it to see their changes, then make yours again.',
  unchanged: 'Nothing has changed since the last version.',
  noOverride: 'This site uses the platform’s page already.',
  saved: 'Page saved.',
  restored: 'Version restored.',
  reverted: 'Your site now shows the platform’s page.',
} as const;

/** A part of a page under one second-level heading (the FAQ's questions, the terms' sections). */
export const ZContentSection = z.object({ id: z.string(), heading: z.string(), html: z.string() });
export type TContentSection = z.infer<typeof ZContentSection>;

/** A page as the public site shows it: the site's own version if it has one, else the platform's. */
export const ZContentPage = z.object({
  slug: ZContentPageSlug,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML rendered from the Markdown. */
  html: z.string(),
  /** The HTML split at its second-level headings; `intro` is what comes before the first. */
  intro: z.string(),
  sections: z.array(ZContentSection),
  source: z.enum(['platform', 'school']),
  updated_at: z.string(),
});
export type TContentPage = z.infer<typeof ZContentPage>;

const title = z.string().trim().min(1, 'Enter a title.').max(CONTENT_LIMITS.title, `Keep the title under ${CONTENT_LIMITS.title} characters.`);
const summary = z.string().trim().max(CONTENT_LIMITS.summary, `Keep the summary under ${CONTENT_LIMITS.summary} characters.`);
const body = z.string().trim().min(1, 'Write the page’s text.').max(CONTENT_LIMITS.body, `Keep the page under ${CONTENT_LIMITS.body.toLocaleString('en')} characters.`);

export const ZContentPageInput = z.object({
  title,
  summary,
  body_md: body,
  /** The version the editor started from (0 for a school's first version): a save on top of another's is refused. */
  base_version: z.number().int().min(0),
});
export type TContentPageInput = z.infer<typeof ZContentPageInput>;

export const ZContentPreviewInput = z.object({ body_md: z.string().max(CONTENT_LIMITS.body) });
export const ZContentPreview = z.object({ html: z.string() });

export const ZContentRevisionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  restored_from: z.number().int().nullable(),
});
export type TContentRevisionSummary = z.infer<typeof ZContentRevisionSummary>;

export const ZContentRevision = ZContentRevisionSummary.extend({ summary: z.string(), body_md: z.string(), html: z.string() });
export type TContentRevision = z.infer<typeof ZContentRevision>;

/** A page in the editor's list. */
export const ZAdminContentPageItem = z.object({
  slug: ZContentPageSlug,
  title: z.string(),
  /** Who writes the version the manager edits: the platform's, or the school's own. */
  owner: z.enum(['platform', 'school']),
  /** For a school: whether it has its own version (false: the site shows the platform's). */
  overridden: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TAdminContentPageItem = z.infer<typeof ZAdminContentPageItem>;

export const ZAdminContentPageList = z.object({ manages: z.enum(['platform', 'school']), results: z.array(ZAdminContentPageItem) });
export type TAdminContentPageList = z.infer<typeof ZAdminContentPageList>;

/** A page in the editor: the current version's text (the platform's, for a school without its own) and its history. */
export const ZAdminContentPage = ZAdminContentPageItem.extend({
  summary: z.string(),
  body_md: z.string(),
  html: z.string(),
  revisions: z.array(ZContentRevisionSummary),
});
export type TAdminContentPage = z.infer<typeof ZAdminContentPage>;

/** Path parameters: any short slug (an unknown one is a 404, not a validation error). */
export const ZContentSlugParams = z.object({ slug: z.string().max(64) });
export const ZContentRevisionParams = ZContentSlugParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });
