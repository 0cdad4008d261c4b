import type { DemoCategory } from './content.types.js';

/** Book categories. Every category has at least one book in `DEMO_BOOKS`. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'folk-tales',
    name: 'Folk Tales & Legends',
    description:
      'Tricksters, talking animals and clever children: old-style tales told in new words, from villages, rivers and markets around the world.',
  },
  {
    slug: 'nature-planet',
    name: 'Nature & Our Planet',
    description:
      'Trees, rivers, rain and seeds. Stories about the living world and the people who look after it.',
  },
  {
    slug: 'science-wonder',
    name: 'Science & Wonder',
    description:
      'Books that begin with a question and end with an experiment: light, stars, bees, energy and more.',
  },
  {
    slug: 'friends-feelings',
    name: 'Friends & Feelings',
    description:
      'Stories about making friends, sharing, feeling cross or shy or proud, and finding the words for it.',
  },
  {
    slug: 'everyday-heroes',
    name: 'Everyday Heroes',
    description:
      'Grandparents, neighbours, mechanics and children who make their communities better in small, brave ways.',
  },
  {
    slug: 'animal-tales',
    name: 'Animal Tales',
    description:
      'Elephants with long memories, crabs with big plans and llamas who lose their hats. Funny and gentle stories with animal heroes.',
  },
  {
    slug: 'poems-rhymes',
    name: 'Poems & Rhymes',
    description:
      'Rhymes to read aloud, riddles to puzzle over and short poems about rain, rivers and everyday things.',
  },
  {
    slug: 'around-the-world',
    name: 'Around the World',
    description:
      'Greetings, lunchboxes, markets and festivals: discover how children live in other countries and what we all have in common.',
  },
];
