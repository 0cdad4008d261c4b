/**
 * Bright Futures Trust's second school, in Kenya (the trust and Greenwood are in the United
 * Kingdom), so the organization admin's stories, books and school
 * filter have more than one school to show, and a Greenwood category of its own for the school
 * admin's categories page. Plain data (see content.types.ts).
 */

export const DEMO_LAKESIDE = {
  school: { name: 'Lakeside Primary School', subdomain: 'lakeside', email: 'office@lakeside.test', country: 'KE' },
  schoolAdmin: { first_name: 'Grace', last_name: 'Mbeki', email: 'schooladmin@lakeside.test' },
  teacher: { first_name: 'Omar', last_name: 'Haddad', email: 'teacher@lakeside.test' },
  class: { name: 'Year 5 Heron', code: 'LKS5H' },
  students: [
    { first_name: 'Leo', last_name: 'Martin', username: 'leom51' },
    { first_name: 'Zara', last_name: 'Ahmed', username: 'zaraa52' },
    { first_name: 'Samuel', last_name: 'Osei', username: 'samuelo53' },
    { first_name: 'Ines', last_name: 'Duarte', username: 'inesd54' },
  ],
} as const;

export type DemoLakesideBook = {
  slug: string;
  title: string;
  authors: string[];
  description: string;
  /** A platform category's slug. */
  category: string;
  reading_level: 1 | 2 | 3 | 4;
  age_min: number;
  age_max: number;
  sdgs: number[];
  featured: boolean;
  status: 'published' | 'pending';
  /** A student's upload (by username) waiting for review; staff books have none. */
  uploaded_by?: string;
  /** Readings on Lakeside's site. */
  readings: number;
  pages: string[];
};

export const DEMO_LAKESIDE_BOOKS: DemoLakesideBook[] = [
  {
    slug: 'herons-at-the-lake',
    title: 'Herons at the Lake',
    authors: ['Year 5 Heron'],
    description: 'Our class watched the herons by the lake for a whole term. This is what we saw.',
    category: 'nature-planet',
    reading_level: 2,
    age_min: 7,
    age_max: 10,
    sdgs: [14, 15],
    featured: true,
    status: 'published',
    readings: 5,
    pages: [
      'Every morning a grey heron stands at the edge of the lake, as still as a statue.',
      'It waits and waits. Then, quick as a blink, it catches a fish.',
      'In spring the herons build big, messy nests at the top of the tall trees.',
      'We counted eleven nests. We hope there will be twelve next year.',
    ],
  },
  {
    slug: 'the-lakeside-rain-gauge',
    title: 'The Lakeside Rain Gauge',
    authors: ['Omar Haddad'],
    description: 'How to make a rain gauge from a bottle, and what a month of rain taught us.',
    category: 'science-wonder',
    reading_level: 3,
    age_min: 8,
    age_max: 11,
    sdgs: [6, 13],
    featured: false,
    status: 'published',
    readings: 2,
    pages: [
      'Cut the top off a plastic bottle and turn it upside down inside the bottom half.',
      'Put a ruler beside it and stand it in an open place, away from trees.',
      'Check it at the same time every day and write down how much rain fell.',
      'In March we measured 61 millimetres. The wettest day was a Tuesday, of course.',
    ],
  },
  {
    slug: 'our-lake-in-winter',
    title: 'Our Lake in Winter',
    authors: ['Zara Ahmed'],
    description: 'Ice, mist and the ducks who refuse to leave.',
    category: 'poems-rhymes',
    reading_level: 1,
    age_min: 5,
    age_max: 8,
    sdgs: [15],
    featured: false,
    status: 'pending',
    uploaded_by: 'zaraa52',
    readings: 0,
    pages: ['The lake is white, the mist is grey,', 'the ducks are cross but they will stay.'],
  },
];

export type DemoLakesideStory = {
  slug: string;
  title: string;
  author_username: string;
  summary: string;
  body: string;
  status: 'published' | 'pending';
  submitted_at: string;
};

export const DEMO_LAKESIDE_STORIES: DemoLakesideStory[] = [
  {
    slug: 'the-boat-that-leaked',
    title: 'The Boat That Leaked',
    author_username: 'leom51',
    summary: 'A cardboard boat race, and the one boat that made it across.',
    body: '<p>Our class made boats out of cardboard and tape for the lake race.</p><p>Mine leaked after three metres. Samuel’s sank at once. Ines won, because she painted hers with wax crayons first.</p>',
    status: 'published',
    submitted_at: '2026-02-10T09:00:00Z',
  },
  {
    slug: 'a-letter-to-the-heron',
    title: 'A Letter to the Heron',
    author_username: 'inesd54',
    summary: 'Dear Heron, please share the fish.',
    body: '<p>Dear Heron,</p><p>You stand so still that I thought you were a statue. Please leave some fish for the ducks. They are smaller than you.</p><p>From Ines</p>',
    status: 'published',
    submitted_at: '2026-02-24T11:30:00Z',
  },
  {
    slug: 'the-night-the-power-went-out',
    title: 'The Night the Power Went Out',
    author_username: 'samuelo53',
    summary: 'Candles, a torch and my grandpa’s stories.',
    body: '<p>When the lights went out, Grandpa found a torch and told us stories about when he was small and there was no television at all.</p>',
    status: 'pending',
    submitted_at: '2026-03-04T16:15:00Z',
  },
];

/** Greenwood's own category, with its pupils' published stories filed under it. */
export const DEMO_GREENWOOD_CATEGORY = {
  slug: 'greenwood-writers',
  name: 'Greenwood Writers',
  description: 'Stories and books written by Greenwood’s own pupils.',
} as const;
