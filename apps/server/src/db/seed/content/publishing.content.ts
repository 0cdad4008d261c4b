/**
 * Stories of Year 3 Willow waiting for review, sent back and in draft, so the review queue of
 * their teacher (Tom Hughes) and the school admin, "My uploads" and the story wizard's resume have
 * something to show in the demo. Fixed dates keep the seed deterministic.
 */

export type DemoUploadBook = {
  slug: string;
  title: string;
  author_username: string;
  authors: string[];
  description: string;
  reading_level: number;
  age_min: number;
  age_max: number;
  sdgs: number[];
  license: string;
  pages: string[];
  submitted_at: string;
};

export type DemoUploadStory = {
  slug: string;
  title: string;
  author_username: string;
  summary: string;
  /** Sanitised HTML as the editor saves it. */
  body: string;
  status: 'draft' | 'pending' | 'rejected';
  wizard_step: number;
  rejection_reason?: string;
  submitted_at?: string;
};

/**
 * No demo book waits for review: the teachers' book statistics (modules/library) are checked
 * against a seed without students' books.
 */
export const DEMO_UPLOAD_BOOKS: DemoUploadBook[] = [];

export const DEMO_UPLOAD_STORIES: DemoUploadStory[] = [
  {
    slug: 'noahs-kite',
    title: 'Noah’s Kite',
    author_username: 'noaha32',
    summary: 'A kite made from a shopping bag flies higher than anyone expected.',
    body: '<p>I made a kite from an old shopping bag and two sticks.</p><p>Everyone laughed, until it flew over the school roof and stayed there all afternoon.</p>',
    status: 'pending',
    wizard_step: 4,
    submitted_at: '2026-03-03T14:00:00Z',
  },
  {
    slug: 'the-big-match',
    title: 'The Big Match',
    author_username: 'luciar33',
    summary: 'Year 3 against Year 4.',
    body: '<p>We played Year 4 at football. We lost.</p>',
    status: 'rejected',
    wizard_step: 4,
    rejection_reason: 'Lovely start! Tell us more about the match: who scored, and how did it feel at the end?',
    submitted_at: '2026-03-01T10:30:00Z',
  },
  {
    slug: 'our-school-garden',
    title: 'Our School Garden',
    author_username: 'ellaw31',
    summary: 'What grows behind the classrooms.',
    body: '<p>Behind our classroom there is a garden with beans, tomatoes and one very big pumpkin.</p>',
    status: 'draft',
    wizard_step: 2,
  },
];
