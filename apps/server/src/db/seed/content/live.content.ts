/**
 * Demo live lessons and webinars, at fixed times (UTC) so the seed is the same every time: some
 * in 2027 to register for, some already over with their recordings. Which list a session appears
 * in is decided by the clock when the page is asked, never by the seed. Plain data (see
 * content.types.ts).
 */
export interface DemoLiveSession {
  slug: string;
  kind: 'live_lesson' | 'webinar';
  /** 'greenwood': the demo school's own session; otherwise platform-wide. */
  site?: 'greenwood';
  title: string;
  summary: string;
  description_html: string;
  host_name: string;
  host_bio: string;
  /** A course banner of the seed art, or none. */
  cover: string | null;
  starts_at: string;
  duration_minutes: number;
  join_url: string;
  recording_url: string | null;
  capacity: number | null;
  sdgs: number[];
  status: 'published' | 'draft';
}

export const DEMO_LIVE_SESSIONS: DemoLiveSession[] = [
  {
    slug: 'reading-aloud-masterclass',
    kind: 'webinar',
    title: 'Reading Aloud Masterclass for Teachers',
    summary: 'Voices, pauses and questions that turn a picture book into a conversation, with time for your questions at the end.',
    description_html:
      '<p>Reading aloud is the most powerful ten minutes of the school day. In this webinar we model three read-alouds for different ages and unpack what makes each one work.</p><h3>You will learn</h3><ul><li>How to choose a book that rewards reading aloud</li><li>Using your voice, pace and silence</li><li>Questions that open up talk rather than test recall</li></ul><p>Bring a favourite picture book: we will try one technique together.</p>',
    host_name: 'Dr Amina Yusuf',
    host_bio: 'Literacy researcher and former primary teacher in Lagos and London, author of “Books Aloud”.',
    cover: 'courses/reading-aloud-that-works.svg',
    starts_at: '2027-03-16T14:00:00Z',
    duration_minutes: 60,
    join_url: 'https://meet.example.org/commonshelf/reading-aloud-masterclass',
    recording_url: null,
    capacity: 200,
    sdgs: [4],
    status: 'published',
  },
  {
    slug: 'climate-detectives-live',
    kind: 'live_lesson',
    title: 'Climate Detectives: An Earth Day Live Lesson',
    summary: 'A live lesson for ages 8–11: collect clues about the weather where you live and share them with classes around the world.',
    description_html:
      '<p>Join classes from five countries for an Earth Day investigation. Before the lesson, record the temperature and rainfall at your school for a week; during the lesson we compare notes and discover why places differ.</p><p>Teachers receive a one-page worksheet when they register.</p>',
    host_name: 'Mateo Quispe',
    host_bio: 'Science educator and climate-action hub author, teaching in Cusco, Peru.',
    cover: 'courses/climate-action-hub.svg',
    starts_at: '2027-04-22T09:30:00Z',
    duration_minutes: 45,
    join_url: 'https://meet.example.org/commonshelf/climate-detectives',
    recording_url: null,
    capacity: 30,
    sdgs: [13, 4],
    status: 'published',
  },
  {
    slug: 'letters-that-change-the-world-live',
    kind: 'live_lesson',
    title: 'Write a Letter, Change the World: Live Writing Workshop',
    summary: 'Plan, draft and polish a letter to someone who can fix a problem you care about, together with other young writers.',
    description_html:
      '<p>A hands-on workshop that follows the five-part letter from our course <em>Write a Letter and Change the World</em>. Come with a problem in your neighbourhood and leave with a letter ready to send.</p>',
    host_name: 'Thandi Mokoena',
    host_bio: 'Children’s author and youth advocate from Johannesburg.',
    cover: 'courses/this-is-course.svg',
    starts_at: '2027-05-12T10:00:00Z',
    duration_minutes: 50,
    join_url: 'https://meet.example.org/commonshelf/letters-workshop',
    recording_url: null,
    capacity: null,
    sdgs: [4, 16],
    status: 'published',
  },
  {
    slug: 'inclusive-reading-classrooms',
    kind: 'webinar',
    title: 'Every Child a Reader: Inclusive Reading Classrooms',
    summary: 'Practical ways to support children with dyslexia, new speakers of English and reluctant readers in one classroom.',
    description_html:
      '<p>A panel of teachers and a speech and language therapist share routines that help every child take part in reading, from decodable texts to audio books and buddy reading.</p>',
    host_name: 'Priya Nair and panel',
    host_bio: 'Special educational needs coordinator and teacher trainer in Bengaluru.',
    cover: null,
    starts_at: '2027-06-08T16:00:00Z',
    duration_minutes: 90,
    join_url: 'https://meet.example.org/commonshelf/inclusive-reading',
    recording_url: null,
    capacity: 500,
    sdgs: [4, 10],
    status: 'published',
  },
  {
    slug: 'greenwood-author-visit',
    kind: 'live_lesson',
    site: 'greenwood',
    title: 'Greenwood Author Visit: Meet the Writer of “The Seed Library”',
    summary: 'Our Year 4 classes meet the author online, hear how a story grows from an idea, and ask their own questions.',
    description_html: '<p>For Greenwood pupils and families. Please send your questions to your class teacher the day before.</p>',
    host_name: 'Grace Adebayo',
    host_bio: 'Author of “The Seed Library” and other picture books.',
    cover: null,
    starts_at: '2027-02-10T13:30:00Z',
    duration_minutes: 40,
    join_url: 'https://meet.example.org/greenwood/author-visit',
    recording_url: null,
    capacity: 60,
    sdgs: [4, 15],
    status: 'published',
  },
  {
    slug: 'sdg-storytelling-webinar',
    kind: 'webinar',
    title: 'Telling Stories About the Global Goals',
    summary: 'How to use picture books to introduce the Sustainable Development Goals without overwhelming young children. Recording available.',
    description_html:
      '<p>We looked at six picture books that open a door to the Global Goals and planned a short unit together. Watch the recording and download the planning grid from the course resources.</p>',
    host_name: 'Dr Amina Yusuf',
    host_bio: 'Literacy researcher and former primary teacher in Lagos and London, author of “Books Aloud”.',
    cover: 'courses/21-day-reading-challenge.svg',
    starts_at: '2026-06-10T15:00:00Z',
    duration_minutes: 60,
    join_url: 'https://meet.example.org/commonshelf/sdg-storytelling',
    recording_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    capacity: null,
    sdgs: [4, 17],
    status: 'published',
  },
  {
    slug: 'water-walk-live-lesson',
    kind: 'live_lesson',
    title: 'The Long Water Walk: A Live Lesson on Clean Water',
    summary: 'Children followed Amara’s walk to the well and worked out how much water a family needs each day. Recording available.',
    description_html: '<p>A live lesson built on the picture book <em>Amara’s Long Water Walk</em>, with a measuring activity any class can repeat.</p>',
    host_name: 'Joseph Mwangi',
    host_bio: 'Teacher and water-project volunteer in Kisumu, Kenya.',
    cover: null,
    starts_at: '2026-01-20T10:00:00Z',
    duration_minutes: 45,
    join_url: 'https://meet.example.org/commonshelf/water-walk',
    recording_url: 'https://vimeo.com/76979871',
    capacity: 40,
    sdgs: [6],
    status: 'published',
  },
  {
    slug: 'building-a-reading-culture',
    kind: 'webinar',
    title: 'Building a Reading Culture in Your School',
    summary: 'Head teachers shared how they made reading for pleasure part of every day. The slides and recording are on the school leaders’ site.',
    description_html: '<p>Three head teachers on libraries, reading time and getting families involved.</p>',
    host_name: 'Helen Okafor',
    host_bio: 'Head teacher of Greenwood Primary School.',
    cover: null,
    starts_at: '2025-09-09T14:00:00Z',
    duration_minutes: 75,
    join_url: 'https://meet.example.org/commonshelf/reading-culture',
    recording_url: 'https://example.org/recordings/building-a-reading-culture',
    capacity: null,
    sdgs: [4],
    status: 'published',
  },
  {
    slug: 'poetry-slam-planning',
    kind: 'webinar',
    title: 'Planning a Children’s Poetry Slam',
    summary: 'Not announced yet.',
    description_html: '',
    host_name: '',
    host_bio: '',
    cover: null,
    starts_at: '2027-09-21T15:00:00Z',
    duration_minutes: 60,
    join_url: 'https://meet.example.org/commonshelf/poetry-slam',
    recording_url: null,
    capacity: null,
    sdgs: [4],
    status: 'draft',
  },
];

/** Demo registrations: the Greenwood teacher has signed up for the masterclass (it shows on their dashboard). */
export const DEMO_LIVE_REGISTRATIONS: { session: string; email: string }[] = [{ session: 'reading-aloud-masterclass', email: 'teacher@greenwood.test' }];
