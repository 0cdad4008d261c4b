import { count, eq } from 'drizzle-orm';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { Database, Tx } from '../client.js';
import { hashPassword } from '../../lib/passwords.js';
import { seedDemoChallenges } from '../../modules/challenges/challenges.seed.js';
import { upsertCharity, upsertProject } from '../../modules/charities/charities.repository.js';
import { seedGiving } from '../../modules/charities/charities.seed.js';
import { addStudentsToClass, insertClass } from '../../modules/classes/classes.repository.js';
import { seedBulkEnrolments } from '../../modules/courses/bulk-enrolment.seed.js';
import { replaceCourse } from '../../modules/courses/courses.repository.js';
import { replaceBook, upsertCategory, upsertStory } from '../../modules/library/library.repository.js';
import { seedImpactFilms } from '../../modules/films/films.seed.js';
import { seedDearWorldLetters } from '../../modules/libraries/dear-world.seed.js';
import { seedDemoLibraries } from '../../modules/libraries/libraries.seed.js';
import { seedLiveSessions } from '../../modules/live/live.seed.js';
import { seedProducts } from '../../modules/orders/products.seed.js';
import { seedReaderBooks } from '../../modules/reader/reader.seed.js';
import { seedPublishing } from '../../modules/publishing/publishing.seed.js';
import { seedOrganizationDemo } from '../../modules/organization/organization.seed.js';
import { setTenantMode, upsertMode } from '../../modules/modes/modes.repository.js';
import { domainHostOf } from '../../modules/tenants/site-host.js';
import { recordSchoolConsent } from '../../modules/privacy/consents.service.js';
import { insertTenant } from '../../modules/tenants/tenants.repository.js';
import { tenants, type TenantRow } from '../../modules/tenants/tenants.table.js';
import { insertUser } from '../../modules/users/users.repository.js';
import { DEMO_BOOKS } from './content/books.content.js';
import { DEMO_CATEGORIES } from './content/categories.content.js';
import { DEMO_CHARITIES } from './content/charities.content.js';
import type { DemoTenantTheme } from './content/content.types.js';
import { DEMO_COURSES } from './content/courses.content.js';
import { DEMO_MODES } from './content/modes.content.js';
import { DEMO_STORIES } from './content/stories.content.js';
import { DEMO_STUDENTS } from './content/students.content.js';
import { DEMO_TENANT_THEMES } from './content/tenants.content.js';

/** The values README, docs and tests rely on. */
export const DEMO = {
  password: 'demo-pass-2026',
  communityPassword: 'readtogether',
  admin: 'admin@commonshelf.test',
  schoolAdmin: 'schooladmin@greenwood.test',
  orgAdmin: 'orgadmin@brightfutures.test',
  teacher: 'teacher@greenwood.test',
  school: { name: 'Greenwood Primary School', subdomain: 'greenwood' },
  organization: { name: 'Bright Futures Trust', subdomain: 'brightfutures' },
  classCode: 'GRN4A',
  className: 'Year 4 Oak',
} as const;

const seedKey = (folder: string, name: string) => `seed/${folder}/${name}`;

const themeColumns = (t: DemoTenantTheme) => ({
  primaryColor: t.primary_color,
  primaryColorLight: t.primary_color_light,
  primaryColorDark: t.primary_color_dark,
  bgPrimaryColor: t.bg_primary_color,
  bgSecondaryColor: t.bg_secondary_color,
  announcementColor: t.announcement_color,
  buttonColor: t.button_color,
  bookButtonColor: t.book_button_color,
  textPrimaryColor: t.text_primary_color,
  textSecondaryColor: t.text_secondary_color,
  textMutedColor: t.text_muted_color,
  borderPrimaryColor: t.border_primary_color,
  borderMutedColor: t.border_muted_color,
});

export type NewTenant = {
  name: string;
  email: string;
  subdomain: string;
  domainUrl?: string | null;
  isOrganization?: boolean;
  parentId?: string | null;
  switchboard?: boolean;
  /** ISO 3166-1 alpha-2; unstated (null) unless given. */
  country?: string | null;
  logo?: string | null;
  theme?: DemoTenantTheme;
  communityPassword?: string | null;
  status?: TenantRow['status'];
};

/** Creates a tenant (active unless told otherwise). */
export async function createTenant(tx: Tx, t: NewTenant): Promise<TenantRow> {
  return insertTenant(tx, {
    schoolName: t.name,
    schoolEmail: t.email,
    subdomain: t.subdomain,
    domainUrl: t.domainUrl ?? null,
    domainHost: domainHostOf(t.domainUrl),
    isOrganization: t.isOrganization ?? false,
    parentId: t.parentId ?? null,
    switchboard: t.switchboard ?? false,
    country: t.country ?? null,
    logo: t.logo ?? null,
    status: t.status ?? 'active',
    communityPasswordHash: t.communityPassword ? await hashPassword(t.communityPassword) : null,
    ...(t.theme ? themeColumns(t.theme) : {}),
  });
}

export type NewUser = {
  tenantId: string | null;
  role: TUserRole;
  firstName: string;
  lastName: string;
  email?: string | null;
  username?: string | null;
  password: string;
  country?: string | null;
};

/** Creates a user with a hashed password; adults are created with their email verified. */
export async function createUser(tx: Tx, u: NewUser) {
  return insertUser(tx, {
    tenantId: u.tenantId,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email ?? null,
    username: u.username ?? null,
    country: u.country ?? null,
    passwordHash: await hashPassword(u.password),
    emailVerifiedAt: u.email ? new Date() : null,
  });
}

/** Creates a class with its students (each with the given password). */
export async function createClassWithStudents(
  tx: Tx,
  c: { tenantId: string; name: string; code: string; teacherId: string | null; password: string; students: { first_name: string; last_name: string; username: string }[] },
) {
  const klass = await insertClass(tx, { tenantId: c.tenantId, name: c.name, code: c.code, teacherId: c.teacherId });
  const students = [];
  for (const s of c.students) {
    students.push(
      await createUser(tx, {
        tenantId: c.tenantId,
        role: 'student',
        firstName: s.first_name,
        lastName: s.last_name,
        username: s.username,
        password: c.password,
      }),
    );
  }
  await addStudentsToClass(tx, c.tenantId, klass.id, students.map((s) => s.id));
  return { klass, students };
}

/** Platform-wide catalogue: modes, categories, books, courses, charities. */
async function seedCatalogue(tx: Tx) {
  const modeIds = new Map<string, number>();
  for (const [i, m] of DEMO_MODES.entries()) {
    const row = await upsertMode(tx, {
      slug: m.slug,
      name: m.name,
      description: m.description,
      locked: m.locked,
      image: seedKey('modes', `${m.slug}.svg`),
      position: i,
    });
    modeIds.set(m.slug, row.id);
  }
  const categoryIds = new Map<string, number>();
  for (const c of DEMO_CATEGORIES) {
    const row = await upsertCategory(tx, { tenantId: null, slug: c.slug, name: c.name, description: c.description });
    categoryIds.set(c.slug, row.id);
  }
  const now = Date.now();
  for (const [i, b] of DEMO_BOOKS.entries()) {
    await replaceBook(
      tx,
      {
        tenantId: null,
        slug: b.slug,
        title: b.title,
        authors: b.authors,
        illustrator: b.illustrator,
        description: b.description,
        cover: seedKey('covers', `${b.slug}.svg`),
        language: b.language,
        readingLevel: b.reading_level,
        ageMin: b.age_min,
        ageMax: b.age_max,
        categoryId: categoryIds.get(b.category) ?? null,
        featured: b.featured,
        sdgs: b.sdgs,
        modeId: b.mode ? (modeIds.get(b.mode) ?? null) : null,
        license: b.license,
        status: 'published',
        // Spread publication over the last weeks so "new" lists have an order.
        publishedAt: new Date(now - i * 86_400_000),
      },
      b.pages.map((p, n) => ({ pageNo: n + 1, text: p.text })),
    );
  }
  for (const c of DEMO_COURSES) {
    await replaceCourse(
      tx,
      {
        tenantId: null,
        slug: c.slug,
        name: c.name,
        intro: c.intro,
        kind: c.kind,
        descriptionHtml: c.description_html,
        sustainabilityDetails: c.sustainability_details.map((d) => ({ title: d.title, thumbnail: seedKey('thumbs', d.thumbnail) })),
        sdgs: c.sdgs,
        modeId: c.mode ? (modeIds.get(c.mode) ?? null) : null,
        cover: seedKey('courses', `${c.slug}.svg`),
        status: 'published',
      },
      c.chapters.map((ch) => ({
        slug: ch.slug,
        title: ch.title,
        lessons: ch.lessons.map((l) => ({ slug: l.slug, title: l.title, durationMinutes: l.duration_minutes, contentHtml: l.content_html })),
      })),
    );
  }
  for (const c of DEMO_CHARITIES) {
    const charity = await upsertCharity(tx, {
      tenantId: null,
      slug: c.slug,
      name: c.name,
      summary: c.summary,
      story: c.story,
      website: c.website,
      image: seedKey('charities', `${c.slug}.svg`),
      currency: c.currency,
      status: 'published',
    });
    for (const p of c.projects) {
      await upsertProject(tx, {
        tenantId: null,
        charityId: charity.id,
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        story: p.story,
        image: seedKey('projects', `${p.slug}.svg`),
        currency: p.currency,
        goalMinor: p.goal_minor,
        offlineRaisedMinor: p.raised_minor,
        status: 'published',
      });
    }
  }
  return { modeIds };
}

/** The whole demo: the README's tenants, accounts, class and catalogue. One transaction. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.withTenant({ tenantId: null, platform: true }, async (tx) => {
    const { modeIds } = await seedCatalogue(tx);
    await seedDemoLearning(tx);

    const org = await createTenant(tx, {
      name: DEMO.organization.name,
      email: 'hello@brightfutures.test',
      subdomain: DEMO.organization.subdomain,
      domainUrl: 'https://brightfutures.example.org',
      isOrganization: true,
      country: 'GB',
      logo: seedKey('logos', 'brightfutures.svg'),
      theme: DEMO_TENANT_THEMES.brightfutures,
    });
    const school = await createTenant(tx, {
      name: DEMO.school.name,
      email: 'office@greenwood.test',
      subdomain: DEMO.school.subdomain,
      domainUrl: 'https://greenwood.example.org',
      parentId: org.id,
      switchboard: true,
      country: 'GB',
      logo: seedKey('logos', 'greenwood.svg'),
      theme: DEMO_TENANT_THEMES.greenwood,
      communityPassword: DEMO.communityPassword,
    });
    for (const id of modeIds.values()) await setTenantMode(tx, { tenantId: school.id, modeId: id, enabled: true, locked: false });

    const pw = DEMO.password;
    const platformAdmin = await createUser(tx, { tenantId: null, role: 'upschool_admin', firstName: 'Priya', lastName: 'Raman', email: DEMO.admin, password: pw, country: 'IN' });
    const schoolAdmin = await createUser(tx, { tenantId: school.id, role: 'school_admin', firstName: 'Helen', lastName: 'Okafor', email: DEMO.schoolAdmin, password: pw, country: 'GB' });
    await createUser(tx, { tenantId: org.id, role: 'organization_admin', firstName: 'Daniel', lastName: 'Mensah', email: DEMO.orgAdmin, password: pw, country: 'GB' });
    const teacher = await createUser(tx, { tenantId: school.id, role: 'teacher', firstName: 'Sofia', lastName: 'Alvarez', email: DEMO.teacher, password: pw, country: 'GB' });

    const { students } = await createClassWithStudents(tx, {
      tenantId: school.id,
      name: DEMO.className,
      code: DEMO.classCode,
      teacherId: teacher.id,
      password: pw,
      students: DEMO_STUDENTS,
    });
    await seedDemoChallenges(tx, { tenantId: school.id, teacher, students });
    const byUsername = new Map(students.map((s) => [s.username, s.id]));
    for (const s of DEMO_STORIES) {
      await upsertStory(tx, {
        tenantId: school.id,
        slug: s.slug,
        title: s.title,
        body: s.body,
        language: s.language,
        authorId: byUsername.get(s.author_username) ?? null,
        status: 'published',
        publishedAt: new Date(),
      });
    }
    await seedBulkEnrolments(tx, { greenwood: school.id, schoolAdminEmail: DEMO.schoolAdmin, password: pw });
    await seedLiveSessions(tx, { greenwood: school.id });
    await seedDraftCourses(tx, school.id);
    await seedImpactFilms(tx, { greenwood: school.id });
    await seedReaderBooks(tx);
    await seedPublishing(tx, { greenwood: school.id });
    await seedGiving(tx, { greenwood: school.id, teacher, students });
    await seedDemoLibraries(tx, { greenwood: school.id });
    await seedDearWorldLetters(tx, { greenwood: school.id });
    await seedOrganizationDemo(tx, { organization: org.id, greenwood: school.id, password: pw });
    await seedProducts(tx, { greenwood: school.id, brightfutures: org.id });
    // Each demo site as if approved: the school's consent for its students' educational use.
    for (const site of await tx.select().from(tenants).where(eq(tenants.status, 'active'))) await recordSchoolConsent(tx, site, platformAdmin);
    // The platform's pages, and Greenwood's own about and contact pages in their place on its site.
    await writeDefaultPages(tx);
    for (const [slug, text] of Object.entries(GREENWOOD_PAGES)) await writeFirstVersion(tx, school.id, slug as keyof typeof GREENWOOD_PAGES, text, schoolAdmin.id);
  });
}

/** Seeds the demo into a database that has no tenants yet; returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.withTenant({ tenantId: null, platform: true }, (tx) => tx.select({ n: count() }).from(tenants));
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Learning: one quiz a demo course (so a course can be completed and its certificate earned end to
// end), "what you will learn" for the letter-writing programme, and a downloadable resource.
// Imports are kept with this section so it can be appended without touching the lines above.
import { ZQuizDefinition, type TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';
import {
  findCourseOutline,
  findPublishedCourseBySlug,
  insertLessonResources,
  setCourseOutcomes,
  upsertLessonQuiz,
} from '../../modules/courses/courses.repository.js';

/** A demo course's quiz: the lesson it follows and its questions (`correct` is an option index). */
export const DEMO_QUIZZES: { course: string; chapter: string; lesson: string; quiz: TQuizDefinition }[] = [
  {
    course: 'this-is-course',
    chapter: 'writing-your-letter',
    lesson: 'drafting-editing-and-reading-aloud',
    quiz: {
      pass_mark: 60,
      questions: [
        { question: 'Which part of the five-part letter is best planned first?', options: ['The greeting', 'The ask', 'The sign-off', 'Who I am'], correct: 1 },
        {
          question: 'Which request tells the reader exactly what success looks like?',
          options: ['Please make our road safer.', 'Please paint a zebra crossing outside our school gate and send a crossing guard from 7.30 to 8.30 every morning.', 'Please do something about the cars.'],
          correct: 1,
        },
        { question: 'What are the three Cs of editing a letter?', options: ['Clear, courteous, correct', 'Colourful, clever, complete', 'Careful, cheerful, copied'], correct: 0 },
      ],
    },
  },
  {
    course: 'climate-action-hub',
    chapter: 'water-and-waste',
    lesson: 'reduce-reuse-repair-recycle',
    quiz: {
      pass_mark: 60,
      questions: [
        { question: 'Which of the four Rs matters most, because the best waste is the waste we never make?', options: ['Recycle', 'Reduce', 'Repair', 'Reuse'], correct: 1 },
        { question: 'What does the class do with the waste in a waste audit?', options: ['Sort it into groups and weigh or count each one', 'Throw it all in one big bin', 'Bury it in the school garden'], correct: 0 },
        { question: 'In the water cycle, what happens to water vapour high in the sky?', options: ['It cools and forms clouds', 'It turns straight into ice', 'It flows back into the tap'], correct: 0 },
      ],
    },
  },
  {
    course: 'reading-aloud-that-works',
    chapter: 'after-the-story',
    lesson: 'assessing-through-conversation',
    quiz: {
      pass_mark: 60,
      questions: [
        { question: 'What is the goal of a response activity after a read-aloud?', options: ['To test spelling', 'To extend the story, not to turn it into a worksheet', 'To finish the lesson quickly'], correct: 1 },
        { question: 'In hot-seating, what does one child do?', options: ['Reads the whole book alone', 'Draws a new cover', 'Answers the class’s questions in role as a character'], correct: 2 },
        { question: 'How many children should you focus on in each turn-and-talk session?', options: ['The whole class at once', 'Four or five', 'Only the quietest child'], correct: 1 },
      ],
    },
  },
  {
    course: '21-day-reading-challenge',
    chapter: 'week-3-share-your-story',
    lesson: 'days-15-18-become-a-book-reviewer',
    quiz: {
      pass_mark: 60,
      questions: [
        { question: 'What should a good review never give away?', options: ['The title', 'The ending', 'The author’s name'], correct: 1 },
        {
          question: 'What are the three parts of a review?',
          options: ['What the book is about, what you liked, and who would enjoy it', 'The title, the price and the number of pages', 'The first line, the last line and the cover'],
          correct: 0,
        },
        { question: 'Is it fine to say that part of a book was slow?', options: ['No, reviews must only say good things', 'Yes, as long as you explain why'], correct: 1 },
      ],
    },
  },
];

const DEMO_OUTCOMES: Record<string, string[]> = {
  'this-is-course': [
    'Notice a problem and describe it clearly, with facts as well as feelings',
    'Find the right person to write to, from a head teacher to a mayor',
    'Plan, draft and improve a letter with a clear, polite request',
    'Follow up with patience, and celebrate change, big or small',
  ],
};

/** Quizzes, outcomes and a resource for the platform's demo courses. */
async function seedDemoLearning(tx: Tx) {
  for (const q of DEMO_QUIZZES) {
    const course = await findPublishedCourseBySlug(tx, q.course);
    const lesson = course && (await findCourseOutline(tx, course.id)).find((r) => r.chapterSlug === q.chapter && r.lessonSlug === q.lesson);
    if (!course || !lesson?.lessonId) throw new Error(`Demo quiz: no lesson ${q.course}/${q.chapter}/${q.lesson}`);
    const quiz = ZQuizDefinition.parse(q.quiz);
    await upsertLessonQuiz(tx, { tenantId: course.tenantId, lessonId: lesson.lessonId, passMark: quiz.pass_mark, questions: quiz.questions });
  }
  for (const [slug, outcomes] of Object.entries(DEMO_OUTCOMES)) {
    const course = await findPublishedCourseBySlug(tx, slug);
    if (course) await setCourseOutcomes(tx, course.id, outcomes);
  }
  const letters = await findPublishedCourseBySlug(tx, 'this-is-course');
  const first = letters && (await findCourseOutline(tx, letters.id))[0];
  if (letters && first?.lessonId) {
    await insertLessonResources(tx, [
      { tenantId: letters.tenantId, lessonId: first.lessonId, title: 'Programme poster (SVG)', fileKey: seedKey('courses', 'this-is-course.svg'), position: 1 },
    ]);
  }
}

// ---------------------------------------------------------------------------------------------
// Course authoring: a school's own course still being written (a draft learners cannot see).
// Imports are kept with this section so it can be appended without touching the lines above.
import { DEMO_DRAFT_COURSES } from './content/authoring.content.js';
import { writeDefaultPages } from '../../modules/content/content.defaults.js';
import { writeFirstVersion } from '../../modules/content/content.service.js';
import { GREENWOOD_PAGES } from './content/greenwood-pages.content.js';

/** Greenwood's draft courses, with their chapters and lessons. */
export async function seedDraftCourses(tx: Tx, tenantId: string) {
  for (const c of DEMO_DRAFT_COURSES) {
    const course = await replaceCourse(
      tx,
      { tenantId, slug: c.slug, name: c.name, intro: c.intro, kind: c.kind, descriptionHtml: c.description_html, sdgs: c.sdgs, status: 'draft' },
      c.chapters.map((ch) => ({
        slug: ch.slug,
        title: ch.title,
        lessons: ch.lessons.map((l) => ({ slug: l.slug, title: l.title, durationMinutes: l.duration_minutes, contentHtml: l.content_html, videoUrl: l.video_url ?? null })),
      })),
    );
    await setCourseOutcomes(tx, course.id, c.outcomes);
  }
}
