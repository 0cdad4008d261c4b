import { z } from 'zod';
import { BOOK_LANGUAGES } from './library.schemas.js';

/**
 * Uploads of books and stories, and their moderation: one set of schemas and messages for the API
 * and the upload forms. Students' uploads wait for their teacher or a school admin; teachers' and
 * admins' own uploads are published on their site when submitted. A school's published book can be
 * proposed for the platform-wide library, which the platform admin reviews.
 */

export const BOOK_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const BOOK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BOOK_MAX_PAGES = 40;

export const BOOK_LICENSES = [
  'CC BY 4.0',
  'CC BY-SA 4.0',
  'CC BY-NC 4.0',
  'CC BY-NC-SA 4.0',
  'CC BY-ND 4.0',
  'CC0 1.0',
  'All rights reserved',
] as const;
export type TBookLicense = (typeof BOOK_LICENSES)[number];

export const BOOK_FORMATS = ['pdf', 'epub', 'pages'] as const;
export type TBookFormat = (typeof BOOK_FORMATS)[number];

export const PUBLICATION_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type TPublicationStatus = (typeof PUBLICATION_STATUSES)[number];


export const PUBLISHING_LIMITS = {
  title: 200,
  author: 120,
  authors: 8,
  description: 4000,
  summary: 500,
  pageText: 2000,
  reason: 1000,
  /** Story HTML as the editor sends it (before sanitising). */
  html: 200_000,
} as const;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const PUBLISHING_MSG = {
  titleRequired: 'Give it a title.',
  authorsRequired: 'Name at least one author.',
  /** A student's book is public: its title and names show the student by first name only. */
  surname: 'Leave out your surname: the library shows students by their first name only.',
  readingLevel: 'Choose a reading level from 1 to 4.',
  ageRange: 'The youngest age must not be above the oldest.',
  language: 'Choose a language from the list.',
  license: 'Choose a license from the list.',
  sdgs: 'Choose goals from 1 to 17.',
  categoryUnknown: 'Choose a category from the list.',
  notMultipart: 'Send the book as a multipart form (multipart/form-data).',
  metaInvalid: 'The book details could not be read. Reload the page and try again.',
  fileMissing: 'Choose the book’s PDF or EPUB file.',
  fileEmpty: 'The file is empty. Choose another file.',
  fileTooLarge: `The book file must be ${mb(BOOK_FILE_MAX_BYTES)} or smaller.`,
  fileType: 'The book file must be a PDF or an EPUB. This file is neither (its contents were checked, not its name).',
  pdfBroken: 'This PDF could not be read: it is damaged or has no pages. Export it again and upload the new file.',
  epubBroken: 'This EPUB could not be read: it must be a zip whose first entry is “mimetype” (application/epub+zip) and that has META-INF/container.xml.',
  formatMismatch: 'The file does not match the chosen format: choose PDF for a PDF file and EPUB for an EPUB file.',
  imageType: 'Pictures must be JPEG, PNG, WebP or SVG images.',
  imageTooLarge: `Each picture must be ${mb(BOOK_IMAGE_MAX_BYTES)} or smaller.`,
  imageDimensions: 'The picture is too large: it can be at most 8000 × 8000 pixels.',
  svgUnsafe: 'This SVG contains scripts or links to other files, which are not allowed. Save it as a plain SVG, PNG or JPEG.',
  coverType: 'The cover must be a JPEG, PNG, WebP or SVG image.',
  coverTooLarge: `The cover must be ${mb(BOOK_IMAGE_MAX_BYTES)} or smaller.`,
  pagesRequired: 'A picture book needs at least one page with a picture or some text.',
  tooManyPages: `A picture book can have at most ${BOOK_MAX_PAGES} pages.`,
  pageEmpty: 'Every page needs a picture or some text.',
  tooManyFiles: 'The form has more files than expected.',
  notUploader: 'Log in with an account of this site to upload books and stories.',
  bookNotFound: 'This book does not exist, or it is not yours.',
  storyNotFound: 'This story does not exist, or it is not yours.',
  notEditable: 'Published items cannot be changed here. Ask a school admin if something needs correcting.',
  notSubmittable: 'Only drafts and items that were not accepted can be sent for review.',
  notDeletable: 'Only drafts and items that were not accepted can be deleted.',
  notReviewer: 'Only teachers and school admins review uploads.',
  notPending: 'This item is not waiting for review any more. Reload the page.',
  reasonRequired: 'Tell the author why, so they can fix it.',
  notProposer: 'Only school admins can propose books for the platform library.',
  notProposable: 'Only published books of this site, not yet proposed, can be proposed for the platform library.',
  notPlatformAdmin: 'Only the platform admin reviews books for the platform library, on the main site.',
  notPlatformPending: 'This book is not waiting for the platform library any more. Reload the page.',
  storyBodyRequired: 'Write the story before sending it.',
  storyBodyToGoOn: 'Write your story before going on to the next step.',
  storiesOnSites: 'Stories belong to a school or an organisation: write them on its site.',
  storySummaryRequired: 'Write a short summary before sending the story.',
  storyStep: 'Choose a step from 1 to 4.',
} as const;

const ZSdgs = z.array(z.number().int().min(1, PUBLISHING_MSG.sdgs).max(17, PUBLISHING_MSG.sdgs)).max(17);
const languageKeys = Object.keys(BOOK_LANGUAGES) as [keyof typeof BOOK_LANGUAGES, ...(keyof typeof BOOK_LANGUAGES)[]];

/** A book's details as the upload form sends them (the `meta` field of the multipart form, as JSON). */
export const ZBookMeta = z
  .object({
    title: z.string().trim().min(1, PUBLISHING_MSG.titleRequired).max(PUBLISHING_LIMITS.title),
    authors: z
      .array(z.string().trim().min(1).max(PUBLISHING_LIMITS.author))
      .min(1, PUBLISHING_MSG.authorsRequired)
      .max(PUBLISHING_LIMITS.authors),
    illustrator: z.string().trim().max(PUBLISHING_LIMITS.author).default(''),
    description: z.string().trim().max(PUBLISHING_LIMITS.description).default(''),
    language: z.enum(languageKeys, { error: PUBLISHING_MSG.language }),
    reading_level: z.number({ error: PUBLISHING_MSG.readingLevel }).int().min(1, PUBLISHING_MSG.readingLevel).max(4, PUBLISHING_MSG.readingLevel),
    age_min: z.number().int().min(0).max(18).nullable().default(null),
    age_max: z.number().int().min(0).max(18).nullable().default(null),
    category_id: z.number().int().positive().nullable().default(null),
    sdgs: ZSdgs.default([]),
    license: z.enum(BOOK_LICENSES, { error: PUBLISHING_MSG.license }),
    format: z.enum(BOOK_FORMATS),
    /** Picture books: each page's text, in order (pictures come as files `page_1`, `page_2`…). */
    pages: z
      .array(z.object({ text: z.string().max(PUBLISHING_LIMITS.pageText).default(''), keep_image: z.boolean().default(false) }))
      .max(BOOK_MAX_PAGES, PUBLISHING_MSG.tooManyPages)
      .default([]),
    /** Send for review (or publish, for staff) rather than keep as a draft. */
    submit: z.boolean().default(false),
  })
  .refine((m) => m.age_min === null || m.age_max === null || m.age_min <= m.age_max, { message: PUBLISHING_MSG.ageRange, path: ['age_max'] });
export type TBookMeta = z.input<typeof ZBookMeta>;

export const ZReviewDecision = z.object({
  reason: z.string().trim().max(PUBLISHING_LIMITS.reason).default(''),
});

/** Who uploaded or wrote it: the full name for the person themself and their school's staff; a student of another site by first name only. */
export const ZPublishedBy = z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable();

export const ZMyBook = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  illustrator: z.string(),
  description: z.string(),
  language: z.string(),
  reading_level: z.number().int(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  sdgs: z.array(z.number().int()),
  license: z.string(),
  format: z.enum(BOOK_FORMATS),
  cover: z.string().nullable(),
  file: z.string().nullable(),
  file_size: z.number().int().nullable(),
  pages: z.array(z.object({ page_no: z.number().int(), text: z.string(), image: z.string().nullable() })),
  status: z.enum(PUBLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  platform_status: z.enum(PUBLICATION_STATUSES).nullable(),
  platform_rejection_reason: z.string().nullable(),
  uploaded_by: ZPublishedBy,
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_propose: z.boolean(),
});
export type TMyBook = z.infer<typeof ZMyBook>;

export const ZStoryInput = z.object({
  title: z.string().trim().min(1, PUBLISHING_MSG.titleRequired).max(PUBLISHING_LIMITS.title),
  summary: z.string().trim().max(PUBLISHING_LIMITS.summary).default(''),
  /** The language it is written in, until its author says otherwise (the web app sends the page's). */
  language: z.enum(languageKeys, { error: PUBLISHING_MSG.language }).optional(),
  /** The wizard's step to resume at (2 once its first step, title and summary, is done). */
  wizard_step: z.number().int().min(1, PUBLISHING_MSG.storyStep).max(4, PUBLISHING_MSG.storyStep).default(1),
});

export const ZStoryUpdate = z.object({
  title: z.string().trim().min(1, PUBLISHING_MSG.titleRequired).max(PUBLISHING_LIMITS.title).optional(),
  summary: z.string().trim().max(PUBLISHING_LIMITS.summary).optional(),
  body_html: z.string().max(PUBLISHING_LIMITS.html).optional(),
  language: z.enum(languageKeys, { error: PUBLISHING_MSG.language }).optional(),
  category_id: z.number().int().positive().nullable().optional(),
  sdgs: ZSdgs.optional(),
  wizard_step: z.number().int().min(1, PUBLISHING_MSG.storyStep).max(4, PUBLISHING_MSG.storyStep).optional(),
});
export type TStoryUpdate = z.infer<typeof ZStoryUpdate>;

export const ZMyStory = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  language: z.string(),
  cover: z.string().nullable(),
  category_id: z.number().int().nullable(),
  sdgs: z.array(z.number().int()),
  wizard_step: z.number().int(),
  status: z.enum(PUBLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  author: ZPublishedBy,
  updated_at: z.string(),
  can_edit: z.boolean(),
});
export type TMyStory = z.infer<typeof ZMyStory>;

export const ZMyUploads = z.object({ books: z.array(ZMyBook), stories: z.array(ZMyStory) });
export type TMyUploads = z.infer<typeof ZMyUploads>;

/** What a reviewer sees waiting: books and stories of their reach. */
export const ZReviewQueue = z.object({ books: z.array(ZMyBook), stories: z.array(ZMyStory) });
export type TReviewQueue = z.infer<typeof ZReviewQueue>;

export const ZPlatformQueueItem = ZMyBook.extend({ site: z.object({ name: z.string(), subdomain: z.string() }) });
export type TPlatformQueueItem = z.infer<typeof ZPlatformQueueItem>;
export const ZPlatformQueue = z.object({ results: z.array(ZPlatformQueueItem) });

export const ZUploadCategory = z.object({ id: z.number().int(), name: z.string() });
export const ZUploadOptions = z.object({
  categories: z.array(ZUploadCategory),
  can_review: z.boolean(),
  can_propose: z.boolean(),
  /** True when this user's uploads go to a reviewer; false when they are published on submitting. */
  needs_review: z.boolean(),
});
export type TUploadOptions = z.infer<typeof ZUploadOptions>;
