/**
 * Course authoring demo: a course Greenwood's school admin is still writing. It is a draft, so
 * learners do not see it; one lesson is still empty, so the editor shows what stands between it
 * and publishing. Plain data (see content.types.ts).
 */
export interface DemoDraftCourse {
  slug: string;
  name: string;
  intro: string;
  kind: 'course' | 'hub' | 'teacher_training' | 'challenge';
  description_html: string;
  sdgs: number[];
  outcomes: string[];
  chapters: { slug: string; title: string; lessons: { slug: string; title: string; duration_minutes: number; content_html: string; video_url?: string }[] }[];
}

export const DEMO_DRAFT_COURSES: DemoDraftCourse[] = [
  {
    slug: 'growing-our-school-garden',
    name: 'Growing Our School Garden',
    intro: 'Plan, plant and look after a garden in the school grounds, and share what it grows.',
    kind: 'course',
    description_html:
      '<p>A term-long project for Year 4: the class plans a small vegetable and flower garden, plants it, keeps a growing diary and shares the harvest with families.</p><h2>What you need</h2><ul><li>A sunny corner or a few large pots</li><li>Seeds, compost and a watering can</li><li>A notebook for the growing diary</li></ul>',
    sdgs: [2, 13, 15],
    outcomes: ['Plan a garden that suits its place', 'Sow seeds and care for young plants', 'Keep a growing diary with measurements'],
    chapters: [
      {
        slug: 'planning-the-garden',
        title: 'Planning the garden',
        lessons: [
          {
            slug: 'finding-the-right-spot',
            title: 'Finding the right spot',
            duration_minutes: 30,
            content_html:
              '<h2>Sun, water and shelter</h2><p>Most vegetables need <strong>six hours of sun</strong> a day. Walk around the school grounds in pairs and mark on a map where the sun falls in the morning, at lunchtime and after school.</p><ul><li>Where is the nearest tap?</li><li>Which spots are sheltered from the wind?</li><li>Where will the garden not be trampled at playtime?</li></ul>',
          },
          {
            slug: 'choosing-what-to-grow',
            title: 'Choosing what to grow',
            duration_minutes: 25,
            content_html:
              '<p>Choose plants that grow quickly and are easy to care for: radishes, lettuce, peas, sunflowers and marigolds. Make a class vote and draw a planting plan.</p><blockquote>Tip: marigolds planted between vegetables keep some pests away.</blockquote>',
          },
        ],
      },
      {
        slug: 'planting-and-caring',
        title: 'Planting and caring',
        lessons: [
          {
            slug: 'sowing-seeds',
            title: 'Sowing seeds',
            duration_minutes: 40,
            content_html:
              '<h2>Step by step</h2><ol><li>Fill pots or rows with moist compost.</li><li>Sow each seed as deep as it is wide, twice over.</li><li>Label every row with the plant and the date.</li><li>Water gently and keep the soil damp.</li></ol>',
          },
          { slug: 'harvest-day', title: 'Harvest day', duration_minutes: 30, content_html: '' },
        ],
      },
    ],
  },
];
