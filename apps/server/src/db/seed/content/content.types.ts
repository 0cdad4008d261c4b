/**
 * Shapes of the demo content that the seed writes into a fresh database.
 *
 * The content modules next to this file are plain data (no runtime imports, only
 * `import type`), so that `apps/server/scripts/generate-seed-art.mjs` can read them
 * with plain Node and draw the matching SVG art under `../assets/`:
 *
 *   assets/covers/<book-slug>.svg        600x800 book covers
 *   assets/courses/<course-slug>.svg     800x450 course banners
 *   assets/charities/<charity-slug>.svg  800x500 charity images
 *   assets/projects/<project-slug>.svg   800x500 project images
 *   assets/modes/<mode-slug>.svg         480x320 mode tiles
 *   assets/thumbs/<thumbnail>.svg        240x240 sustainability thumbnails
 *   assets/logos/<tenant-key>.svg        256x256 tenant logos
 */

/** Language codes the library knows (same keys as `BOOK_LANGUAGES` in the shared package). */
export type DemoLanguage = 'en' | 'hi' | 'es' | 'sw' | 'fr';

/** A Switchboard mode: a themed area of the site. Locked modes are premium. */
export interface DemoMode {
  slug: string;
  name: string;
  description: string;
  locked: boolean;
}

/** A book category. */
export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
}

/** One page of a book's reading text. */
export interface DemoBookPage {
  text: string;
}

export interface DemoBook {
  slug: string;
  title: string;
  authors: string[];
  illustrator: string | null;
  description: string;
  language: DemoLanguage;
  reading_level: 1 | 2 | 3 | 4;
  age_min: number;
  age_max: number;
  /** A `DemoCategory.slug`. */
  category: string;
  featured: boolean;
  /** UN Sustainable Development Goal numbers, 1-17. */
  sdgs: number[];
  /** A `DemoMode.slug`, or null. */
  mode: string | null;
  license: string;
  /** 4-8 pages, each 1-4 sentences. */
  pages: DemoBookPage[];
}

export interface DemoLesson {
  slug: string;
  title: string;
  duration_minutes: number;
  /** Simple safe HTML: p, h3, ul/li, strong, em, blockquote only. */
  content_html: string;
}

export interface DemoChapter {
  slug: string;
  title: string;
  lessons: DemoLesson[];
}

export type DemoCourseKind = 'course' | 'hub' | 'teacher_training' | 'challenge';

export interface DemoSustainabilityDetail {
  title: string;
  /** A file name under `assets/thumbs/`, e.g. `sdg-13-climate-action.svg`. */
  thumbnail: string;
}

export interface DemoCourse {
  slug: string;
  name: string;
  kind: DemoCourseKind;
  intro: string;
  /** Landing-page HTML: p, h2, h3, ul/li, strong, em, a, img. Images point at `/media/seed/...`. */
  description_html: string;
  sustainability_details: DemoSustainabilityDetail[];
  sdgs: number[];
  /** A `DemoMode.slug`, or null. */
  mode: string | null;
  chapters: DemoChapter[];
}

export type DemoCurrency = 'INR' | 'USD' | 'GBP';

export interface DemoProject {
  slug: string;
  title: string;
  summary: string;
  story: string;
  /** Amounts in minor units (paise, cents, pence). */
  goal_minor: number;
  raised_minor: number;
  currency: DemoCurrency;
}

export interface DemoCharity {
  slug: string;
  name: string;
  summary: string;
  story: string;
  website: string | null;
  currency: DemoCurrency;
  projects: DemoProject[];
}

export interface DemoStudent {
  first_name: string;
  last_name: string;
  username: string;
}

export interface DemoStory {
  slug: string;
  title: string;
  /** A `DemoStudent.username`. */
  author_username: string;
  /** 3-6 short paragraphs separated by blank lines. */
  body: string;
  language: 'en';
}

/** The thirteen theme colour fields of a tenant (same names as `TENANT_COLOR_FIELDS` in the shared package). */
export interface DemoTenantTheme {
  primary_color: string;
  primary_color_light: string;
  primary_color_dark: string;
  bg_primary_color: string;
  bg_secondary_color: string;
  announcement_color: string;
  button_color: string;
  book_button_color: string;
  text_primary_color: string;
  text_secondary_color: string;
  text_muted_color: string;
  border_primary_color: string;
  border_muted_color: string;
}

/** The demo tenants that have a theme and a logo (`assets/logos/<key>.svg`). */
export type DemoTenantKey = 'greenwood' | 'brightfutures';

// ---------------------------------------------------------------------------------------------
// Giving: photos and updates of the causes, a school's own charity, fundraising pages, donations.

/** What a cause's photo shows (the art generator draws a scene of each kind; never a child). */
export type DemoPhotoScene = 'book-cart' | 'reading-circle' | 'shelf' | 'van' | 'tank' | 'tap' | 'bicycle' | 'school' | 'garden' | 'hedgehog' | 'books';

export interface DemoPhoto {
  /** What the picture shows, in a few words (its SVG title). */
  caption: string;
  scene: DemoPhotoScene;
}

export interface DemoUpdate {
  /** How long before seeding it was posted. */
  days_ago: number;
  title: string;
  body: string;
}

/** Photos (assets/photos/<slug>-<n>.svg) and, for projects, news for supporters. */
export interface DemoCauseExtras {
  photos: DemoPhoto[];
  updates?: DemoUpdate[];
}

/** A fundraising page: a demo student's (by username) or the demo class's, for a project. */
export interface DemoFundraiser {
  key: string;
  /** The page's address: /fundraisers/<slug>. */
  slug: string;
  /** When the page was started. */
  days_ago: number;
  owner: { student: string } | { class: true } | { teacher: true };
  project: string;
  title: string;
  story: string;
  goal_minor: number;
}

/** A paid gift, made on the main site or on Greenwood's, to a project (or to a charity only). */
export interface DemoDonation {
  site: 'main' | 'greenwood';
  project?: string;
  /** A charity slug, for a gift to the charity without a project. */
  charity?: string;
  /** A `DemoFundraiser.key`: the gift was made through that page. */
  fundraiser?: string;
  amount_minor: number;
  name: string;
  email: string;
  /** What others see; "Anonymous" when `anonymous`. Defaults to `name`. */
  display_name?: string;
  dedication?: string;
  anonymous?: boolean;
  days_ago: number;
  /** `teacher`: made by the demo teacher's account. */
  account?: 'teacher';
}

/** A partner or community library (`/libraries`); its photos are drawn by generate-seed-art.mjs. */
export interface DemoLibrary {
  slug: string;
  name: string;
  place: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Paragraphs separated by blank lines. */
  description: string;
  books_count: number;
  /** `YYYY-MM-DD`. */
  opened_on: string;
  /** The slug of the (platform-wide or the school's) project that funded it. */
  project: string | null;
  /** `greenwood`: Greenwood's own library, shown on its site only; otherwise platform-wide. */
  site: 'platform' | 'greenwood';
  status: 'published' | 'draft';
  /** 2–3 photos: what each shows (its caption and alt text) and the scene drawn. */
  photos: { caption: string; scene: 'front' | 'reading-room' | 'shelves' | 'reading-circle' | 'book-cart' | 'book-shed' }[];
}

/** A letter to the letter challenge, written by a pupil of Year 3 Willow and chosen for the Dear World book. */
export interface DemoDearWorldLetter {
  /** A `DemoStudent.username` of Year 3 Willow. */
  username: string;
  text: string;
}
