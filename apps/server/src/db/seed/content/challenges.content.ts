import { LETTER_CHALLENGE_SLUG, type TChallengeKind, type TSubmissionType } from '@commonshelf/shared/challenges/challenges.schemas';

export interface DemoChallenge {
  slug: string;
  kind: TChallengeKind;
  title: string;
  summary: string;
  prompt_html: string;
  /** A seed asset key under `seed/` (the book's cover for a comprehension corner when null). */
  cover: string | null;
  sdgs: number[];
  /** The seeded book a comprehension corner is about. */
  book?: string;
  resources: { title: string; url?: string; file?: string }[];
  submission_types: TSubmissionType[];
  opens_at?: string;
  closes_at?: string;
}

export interface DemoSubmission {
  challenge: string;
  /** A Year 4 Oak student (students.content.ts). */
  username: string;
  text: string;
  featured?: boolean;
  dear_world?: boolean;
}

/** Platform-wide, published challenges: three SDG challenges, a comprehension corner and the letter challenge. */
export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    slug: 'water-detectives',
    kind: 'sdg',
    title: 'Water Detectives',
    summary: 'Track down every drip at school and design a poster that helps everyone save water.',
    prompt_html:
      '<p>Clean water is precious: one dripping tap can waste more than 5,000 litres in a year. Become a <strong>water detective</strong> for one week.</p>' +
      '<ol><li>Walk around your school with a grown-up and note every tap, toilet and hose.</li><li>Find out where water is wasted: drips, taps left running, hoses left on.</li><li>Design a poster that tells everyone one simple way to save water.</li></ol>' +
      '<p>Send a photo of your poster, or write down what you found and what your school could change.</p>',
    cover: 'seed/thumbs/sdg-06-clean-water.svg',
    sdgs: [6, 12],
    resources: [
      { title: 'Water detective checklist (poster)', file: 'seed/thumbs/sdg-06-clean-water.svg' },
      { title: 'UN Goal 6: Clean water and sanitation', url: 'https://sdgs.un.org/goals/goal6' },
    ],
    submission_types: ['text', 'image'],
  },
  {
    slug: 'trash-to-treasure',
    kind: 'sdg',
    title: 'Trash to Treasure',
    summary: 'Give something that would be thrown away a second life, and show us what you made.',
    prompt_html:
      '<p>The best waste is the waste we never make. Choose something your family would throw away — a jar, a box, an old T-shirt — and turn it into something useful or beautiful.</p>' +
      '<p>Tell us <em>what</em> you made, <em>how</em> you made it and <em>who</em> will use it. Add a photo, or a short document with your steps.</p>',
    cover: 'seed/thumbs/sdg-12-responsible-consumption.svg',
    sdgs: [12, 13],
    resources: [{ title: 'UN Goal 12: Responsible consumption and production', url: 'https://sdgs.un.org/goals/goal12' }],
    submission_types: ['text', 'image', 'file'],
  },
  {
    slug: 'pollinator-patch',
    kind: 'sdg',
    title: 'Plant a Pollinator Patch',
    summary: 'Last spring’s challenge: plant flowers for bees and butterflies and count your visitors.',
    prompt_html:
      '<p>Bees, butterflies and hoverflies help grow a third of the food we eat. Plant a small patch of flowers they love, then count your visitors for ten minutes each week.</p>',
    cover: 'seed/thumbs/sdg-15-life-on-land.svg',
    sdgs: [15],
    resources: [],
    submission_types: ['text', 'image'],
    opens_at: '2025-03-01T00:00:00Z',
    closes_at: '2025-05-31T00:00:00Z',
  },
  {
    slug: 'amaras-long-water-walk',
    kind: 'comprehension',
    title: 'Comprehension corner: Amara’s Long Water Walk',
    summary: 'Read the story, then answer three questions about Amara’s journey and what changed for her village.',
    prompt_html:
      '<p>Read <strong>Amara’s Long Water Walk</strong> in the library, then answer these questions in full sentences.</p>' +
      '<ol><li>Why did Amara have to walk so far every morning?</li><li>How did Amara feel on the walk, and which words in the story tell you?</li><li>What changed for the village at the end of the story, and why does it matter for Amara’s school day?</li></ol>',
    cover: null,
    sdgs: [4, 6],
    book: 'amaras-long-water-walk',
    resources: [],
    submission_types: ['text', 'file'],
  },
  {
    slug: LETTER_CHALLENGE_SLUG,
    kind: 'letter',
    title: 'Write a letter and change the world',
    summary: 'Write to a leader about a cause you care about. The best letters go into the Dear World book.',
    prompt_html:
      '<p>Is there something in your school, your town or the world you would like to change? Write a letter to someone who can help: your head teacher, your mayor, a minister or a company.</p>' +
      '<ul><li><strong>Say who you are</strong> and why you care.</li><li><strong>Describe the problem</strong> with a fact and a feeling.</li><li><strong>Ask for one clear thing</strong> they can do.</li><li><strong>Thank them</strong> and sign your first name.</li></ul>' +
      '<p>The most powerful letters are chosen for the <strong>Dear World</strong> book, read by children around the world.</p>',
    cover: 'seed/courses/this-is-course.svg',
    sdgs: [4, 11, 13, 16],
    resources: [{ title: 'How to write a letter that changes things', url: 'https://www.un.org/en/actnow' }],
    submission_types: ['text', 'image'],
  },
];

/** Entries by Year 4 Oak students (greenwood's GRN4A), so their teacher's list is not empty. */
export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    challenge: 'water-detectives',
    username: 'aaravs12',
    text: 'We found 3 dripping taps in the girls’ and boys’ toilets and the hose by the garden was left on after lunch. Our poster says: “Turn it off, every drop counts!” We asked the caretaker to fix the taps.',
    featured: true,
  },
  {
    challenge: 'water-detectives',
    username: 'priyan05',
    text: 'I counted 14 taps. Two of them drip all day. I think every classroom could have a water monitor who checks the taps before home time.',
  },
  {
    challenge: 'trash-to-treasure',
    username: 'kofia01',
    text: 'I made a pencil pot from an old tin can. I covered it with scraps of fabric from my grandma and now my little sister uses it for her crayons.',
  },
  {
    challenge: 'amaras-long-water-walk',
    username: 'mateog23',
    text: '1. Amara walked far because the only clean water was at the well near the next village.\n2. She felt tired and worried, the story says her feet were “heavy as stones”.\n3. The village got a new pump, so Amara can get to school on time.',
  },
  {
    challenge: LETTER_CHALLENGE_SLUG,
    username: 'amarao07',
    text: 'Dear Mayor,\n\nMy name is Amara and I am in Year 4 at Greenwood Primary School. Every morning cars drive very fast past our school gate and I am scared to cross the road. Please could you paint a zebra crossing outside our school and send a crossing guard in the mornings?\n\nThank you for reading my letter.\nAmara',
    featured: true,
    dear_world: true,
  },
  {
    challenge: LETTER_CHALLENGE_SLUG,
    username: 'sofiar14',
    text: 'Dear Head Teacher,\n\nOur playground has no shade and we get very hot at lunchtime. Please could we plant three trees by the benches? Our class would look after them.\n\nFrom Sofia',
  },
];
