import type { DemoBook } from './content.types.js';

/**
 * Demo books held as a file (PDF or EPUB) rather than as pages, so the reader shows every format.
 * Original texts written for this project; the files under `assets/books/` are generated from
 * these by `modules/reader/demo-books.ts` (`npx tsx apps/server/src/modules/reader/make-demo-books.ts`).
 * No goals or mode: the catalogue's tests count those over `DEMO_BOOKS` (the page books).
 */
export type DemoFileBook = DemoBook & { format: 'pdf' | 'epub' };

export const DEMO_FILE_BOOKS: DemoFileBook[] = [
  {
    format: 'pdf',
    slug: 'the-lighthouse-library',
    title: 'The Lighthouse Library',
    authors: ['Nadia Osei'],
    illustrator: null,
    description:
      'When the old lighthouse on Gull Island stops guiding ships, Kojo and his grandmother fill it with books — and its light finds a new job.',
    language: 'en',
    reading_level: 2,
    age_min: 7,
    age_max: 10,
    category: 'reading-corner',
    featured: false,
    sdgs: [],
    mode: null,
    license: 'CC BY 4.0',
    pages: [
      { text: 'On Gull Island there was a lighthouse that nobody needed any more. The new ships had screens that told them where the rocks were.' },
      { text: 'Kojo climbed its spiral stairs every day after school. From the top he could see the whole island, and the mainland far away.' },
      { text: 'His grandmother had a box of books under her bed. ‘Books need a home with a view,’ she said, ‘just like people.’' },
      { text: 'So they carried the box up the stairs, one armful at a time. Then the neighbours brought their books too.' },
      { text: 'Soon every step had a shelf, and every shelf had a story. Children came from all over the island to read by the big round window.' },
      { text: 'At night the lamp still shone. Now it told everyone on Gull Island: the library is open, come and read.' },
    ],
  },
  {
    format: 'epub',
    slug: 'seeds-in-the-wind',
    title: 'Seeds in the Wind',
    authors: ['Tomás Reyes'],
    illustrator: null,
    description:
      'Dandelion, maple, coconut and burr: four seeds, four clever ways to travel. A short science story about how plants find new places to grow.',
    language: 'en',
    reading_level: 3,
    age_min: 8,
    age_max: 11,
    category: 'science-wonder',
    featured: false,
    sdgs: [],
    mode: null,
    license: 'CC BY 4.0',
    pages: [
      { text: 'Plants cannot walk, yet they live almost everywhere on Earth. Their secret is the seed: a baby plant packed with food, ready to travel.' },
      { text: 'A dandelion seed wears a tiny parachute. One puff of wind can carry it over a wall, across a road, or all the way to the next village.' },
      { text: 'A maple seed has a wing. As it falls, it spins like a helicopter, and the spinning slows it down so the breeze can push it further from its parent tree.' },
      { text: 'A coconut floats. It can drift on the sea for weeks and wash up on a beach where no coconut palm has ever grown.' },
      { text: 'A burr is covered in little hooks. It grabs the fur of a passing dog — or the socks of a passing child — and rides along to somewhere new.' },
      { text: 'Next time you find a seed, look closely. Ask yourself: how does this one travel? Then, if you can, plant it and see where its journey ends.' },
    ],
  },
];
