/**
 * Demo impact films. Plain data (see content.types.ts): YouTube talks and explainers about the goals
 * and the people working on them, played through youtube-nocookie.com once a viewer asks, and one
 * short film stored with the demo (`assets/films/a-tree-grows.webm`, nine seconds drawn on a canvas
 * and recorded in Chromium with MediaRecorder) with English and Spanish WebVTT captions.
 */
export interface DemoFilm {
  slug: string;
  title: string;
  summary: string;
  /** A YouTube or Vimeo address, or a file under `assets/` (exactly one). */
  video_url?: string;
  video_file?: string;
  captions?: { srclang: string; label: string; file: string }[];
  duration_seconds: number | null;
  sdgs: number[];
  /** `greenwood`: the demo school's own film; otherwise platform-wide. */
  site?: 'greenwood';
  status: 'published' | 'draft';
}

export const DEMO_FILMS: DemoFilm[] = [
  {
    slug: 'what-are-the-sustainable-development-goals',
    title: 'What are the Sustainable Development Goals?',
    summary: 'A short animated explainer of the 17 goals the world agreed to reach by 2030, and why they need all of us.',
    video_url: 'https://www.youtube.com/watch?v=PZbgIVgQyks',
    duration_seconds: null,
    sdgs: [1, 4, 13, 17],
    status: 'published',
  },
  {
    slug: 'a-tree-grows',
    title: 'A tree grows',
    summary: 'Nine seconds of rain, sun and a growing tree, made by our team, with captions in English and Spanish.',
    video_file: 'films/a-tree-grows.webm',
    captions: [
      { srclang: 'en', label: 'English', file: 'films/a-tree-grows.en.vtt' },
      { srclang: 'es', label: 'Español', file: 'films/a-tree-grows.es.vtt' },
    ],
    duration_seconds: 9,
    sdgs: [13, 15],
    status: 'published',
  },
  {
    slug: 'how-i-built-a-windmill',
    title: 'How I built a windmill',
    summary: 'William Kamkwamba was fourteen when he built a windmill from scrap to bring electricity and water to his village in Malawi.',
    video_url: 'https://www.youtube.com/watch?v=G8yKFVPOD6o',
    duration_seconds: null,
    sdgs: [4, 6, 7, 9],
    status: 'published',
  },
  {
    slug: 'teenagers-changing-the-world',
    title: 'Teenagers who are already changing the world',
    summary: 'A science teacher shares the stories of young people working for a greener, fairer world, and why they give her hope.',
    video_url: 'https://www.youtube.com/watch?v=n3bu1pZO71k',
    duration_seconds: 511,
    sdgs: [12, 13, 15],
    status: 'published',
  },
  {
    slug: 'do-schools-kill-creativity',
    title: 'Do schools kill creativity?',
    summary: 'Ken Robinson’s much-loved talk about imagination, and why every child’s talents deserve room to grow. Chosen by our teachers.',
    video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    duration_seconds: null,
    sdgs: [4],
    site: 'greenwood',
    status: 'published',
  },
  {
    slug: 'sdg-targets-and-indicators',
    title: 'Targets and indicators of the goals',
    summary: 'How the world measures progress on each goal. Coming soon, with activities for older learners.',
    video_url: 'https://www.youtube.com/watch?v=OhjQE5nqGrs',
    duration_seconds: null,
    sdgs: [17],
    status: 'draft',
  },
];
