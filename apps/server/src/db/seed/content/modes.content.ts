import type { DemoMode } from './content.types.js';

/** Switchboard modes. Exactly one is locked (the premium Teacher Studio). */
export const DEMO_MODES: DemoMode[] = [
  {
    slug: 'reading-corner',
    name: 'Reading Corner',
    description:
      'A cosy place to find a story for every reader. Picture books, first chapter books, poems and folk tales in English, Hindi, Spanish, Swahili and French, sorted by reading level so every child can pick a book they can enjoy on their own.',
    locked: false,
  },
  {
    slug: 'climate-action',
    name: 'Climate Action',
    description:
      'Stories, lessons and hands-on projects about weather, water, waste, trees and energy. Children find out how our planet works and try small, real actions at home and at school.',
    locked: false,
  },
  {
    slug: 'young-writers',
    name: 'Young Writers',
    description:
      'Write letters, stories and poems, and share them with the class. Step-by-step programmes help children plan, draft and improve their writing, and find real readers for it.',
    locked: false,
  },
  {
    slug: 'global-citizens',
    name: 'Global Citizens',
    description:
      'Meet children and communities from Kenya to Peru to India. Learn about fairness, rights and the Global Goals, and discover what we share with people far away.',
    locked: false,
  },
  {
    slug: 'stem-explorers',
    name: 'STEM Explorers',
    description:
      'Ask big questions and test them. Why is the sky blue? How do bees make honey? How does a solar lamp work? Books and activities for curious young scientists, engineers and mathematicians.',
    locked: false,
  },
  {
    slug: 'teacher-studio',
    name: 'Teacher Studio',
    description:
      'Premium professional learning for teachers: short, practical training on reading aloud, multilingual classrooms and talk-based assessment, with ready-to-use lesson plans and printable resources.',
    locked: true,
  },
];
