import type {
  TChapterOutline,
  TCourseDetail,
  TCourseEnrollmentState,
  TLessonRef,
} from '@commonshelf/shared/courses/courses.schemas';
import type {
  TCertificateRef,
  TEnrollment,
  TEnrollmentDetail,
  TLessonCompleteResult,
  TLessonContent,
  TLessonResource,
  TQuizResult,
} from '@commonshelf/shared/courses/learning.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { findCertificateOf, issueCertificate } from '../certificates/certificates.repository.js';
import { ownedProductIds } from '../orders/orders.repository.js';
import { listCourseProducts } from '../orders/products.repository.js';
import type { UserRow } from '../users/users.table.js';
import {
  findCourseOutline,
  findLessonMaterial,
  findPublishedCourseById,
  findPublishedCourseBySlug,
  findQuizOfLesson,
  type OutlineRow,
} from './courses.repository.js';
import type { CourseRow } from './courses.table.js';
import {
  findCompletions,
  findEnrollment,
  findEnrollmentById,
  findQuizStats,
  insertCompletion,
  insertEnrollment,
  insertQuizAttempt,
  listEnrollments,
  updateEnrollment,
  type EnrollmentListRow,
  type QuizStats,
} from './enrollments.repository.js';
import type { EnrollmentRow } from './enrollments.table.js';
import { progressPercent, QUIZ_ANSWERS_MESSAGE, quizAnswerErrors, scoreQuiz } from './quiz.js';
import { sanitizeRichText, videoEmbed } from './rich-text.js';
import { isoOrNull } from '../../lib/iso-date.js';

export const LESSON_NOT_FOUND = 'This lesson does not exist.';
export const ENROL_FIRST = 'Enrol in this course first.';
export const BUY_FIRST = 'This course is sold in the shop: buy it to open every lesson, its quizzes and its certificate.';

type CourseAccess = {
  /** An active product sells the course. */
  sold: boolean;
  /** The viewer may enrol and open every lesson. */
  unlocked: boolean;
};

/** The admins who edit a course: the platform's for a platform-wide course, the site's admins for their site's. */
const editsCourse = (user: UserRow, course: CourseRow) =>
  course.tenantId === null ? user.role === 'upschool_admin' && user.tenantId === null : user.role === 'school_admin' && user.tenantId === course.tenantId;

/**
 * Who may learn from a course. One sold in the shop (an active product of the site or of the
 * platform sells it) opens to whoever bought it (a refund takes it back) and to the admins who edit
 * it; its first lesson is a free preview for everyone. Any other course is open to all.
 */
export async function courseAccess(tx: Tx, course: CourseRow, user: UserRow | null): Promise<CourseAccess> {
  const selling = (await listCourseProducts(tx, course.id)).map((p) => p.id);
  if (!selling.length) return { sold: false, unlocked: true };
  if (!user) return { sold: true, unlocked: false };
  if (editsCourse(user, course)) return { sold: true, unlocked: true };
  return { sold: true, unlocked: (await ownedProductIds(tx, user.id, selling)).length > 0 };
}

/** 403 unless the user may learn from the course (see courseAccess). */
async function requireUnlocked(tx: Tx, course: CourseRow, user: UserRow) {
  if (!(await courseAccess(tx, course, user)).unlocked) throw forbidden(BUY_FIRST);
}

/** A lesson in reading order, with its chapter. */
type FlatLesson = {
  id: number;
  slug: string;
  title: string;
  position: number;
  durationMinutes: number;
  quizId: number | null;
  chapter: { id: number; slug: string; title: string; position: number };
};

type Outline = { chapters: (FlatLesson['chapter'] & { lessons: FlatLesson[] })[]; lessons: FlatLesson[] };

function shapeOutline(rows: OutlineRow[]): Outline {
  const chapters: Outline['chapters'] = [];
  const lessons: FlatLesson[] = [];
  for (const r of rows) {
    let ch = chapters.at(-1);
    if (!ch || ch.id !== r.chapterId) {
      ch = { id: r.chapterId, slug: r.chapterSlug, title: r.chapterTitle, position: r.chapterPosition, lessons: [] };
      chapters.push(ch);
    }
    if (r.lessonId === null) continue;
    const lesson: FlatLesson = {
      id: r.lessonId,
      slug: r.lessonSlug!,
      title: r.lessonTitle!,
      position: r.lessonPosition!,
      durationMinutes: r.durationMinutes!,
      quizId: r.quizId,
      chapter: { id: ch.id, slug: ch.slug, title: ch.title, position: ch.position },
    };
    ch.lessons.push(lesson);
    lessons.push(lesson);
  }
  return { chapters, lessons };
}

const loadOutline = async (tx: Tx, courseId: number) => shapeOutline(await findCourseOutline(tx, courseId));

const ref = (l: FlatLesson): TLessonRef => ({ chapter_slug: l.chapter.slug, lesson_slug: l.slug, title: l.title });

/** The last lesson visited, else the first not completed, else the first. */
function resumeAt(outline: Outline, lastLessonId: number | null, completions: Map<number, Date>): TLessonRef | null {
  const last = lastLessonId ? outline.lessons.find((l) => l.id === lastLessonId) : undefined;
  const next = last ?? outline.lessons.find((l) => !completions.has(l.id)) ?? outline.lessons[0];
  return next ? ref(next) : null;
}

/** Every lesson complete and every quiz passed. */
const isComplete = (outline: Outline, completions: Map<number, Date>, quizzes: Map<number, QuizStats>) =>
  outline.lessons.length > 0 &&
  outline.lessons.every((l) => completions.has(l.id) && (l.quizId === null || quizzes.get(l.quizId)?.passed === true));

const countCompleted = (outline: Outline, completions: Map<number, Date>) => outline.lessons.filter((l) => completions.has(l.id)).length;

/**
 * Issues the certificate when the enrolment is complete (idempotent), else answers any certificate
 * issued before. Runs inside the completing action's transaction, after its write.
 */
async function certificateAfterProgress(
  tx: Tx,
  ctx: { user: UserRow; course: CourseRow; enrollment: EnrollmentRow; outline: Outline },
): Promise<{ certificate: TCertificateRef | null; completions: Map<number, Date>; quizzes: Map<number, QuizStats> }> {
  const [completions, quizzes] = await Promise.all([findCompletions(tx, ctx.enrollment.id), findQuizStats(tx, ctx.enrollment.id)]);
  if (!isComplete(ctx.outline, completions, quizzes)) {
    const earlier = await findCertificateOf(tx, ctx.user.id, ctx.course.id);
    return { certificate: earlier ? { id: earlier.id, issued_at: earlier.issuedAt.toISOString() } : null, completions, quizzes };
  }
  const cert = await issueCertificate(tx, {
    tenantId: ctx.enrollment.tenantId,
    userId: ctx.user.id,
    courseId: ctx.course.id,
    enrollmentId: ctx.enrollment.id,
    learnerFirstName: ctx.user.firstName,
    learnerLastName: ctx.user.lastName,
    learnerRole: ctx.user.role,
    courseName: ctx.course.name,
  });
  if (!ctx.enrollment.completedAt) await updateEnrollment(tx, ctx.enrollment.id, { completedAt: cert.issuedAt });
  return { certificate: { id: cert.id, issued_at: cert.issuedAt.toISOString() }, completions, quizzes };
}

function enrollmentState(
  enrollment: EnrollmentRow,
  outline: Outline,
  completions: Map<number, Date>,
  certificateId: string | null,
): TCourseEnrollmentState {
  const done = countCompleted(outline, completions);
  return {
    id: enrollment.id,
    progress: progressPercent(done, outline.lessons.length),
    completed_lessons: done,
    total_lessons: outline.lessons.length,
    completed_at: isoOrNull(enrollment.completedAt),
    certificate_id: certificateId,
    resume: resumeAt(outline, enrollment.lastLessonId, completions),
  };
}

/** `GET /api/courses/:slug/`: the course, its outline and the signed-in learner's enrolment. */
export async function courseDetail(tx: Tx, course: CourseRow, user: UserRow | null): Promise<TCourseDetail> {
  const [outline, enrollment, access] = await Promise.all([
    loadOutline(tx, course.id),
    user ? findEnrollment(tx, user.id, course.id) : null,
    courseAccess(tx, course, user),
  ]);
  const [completions, certificate] = enrollment
    ? await Promise.all([findCompletions(tx, enrollment.id), findCertificateOf(tx, user!.id, course.id)])
    : [new Map<number, Date>(), null];
  const state = enrollment ? enrollmentState(enrollment, outline, completions, certificate?.id ?? null) : null;
  const chapters: TChapterOutline[] = outline.chapters.map((ch) => ({
    slug: ch.slug,
    title: ch.title,
    position: ch.position,
    duration_minutes: ch.lessons.reduce((n, l) => n + l.durationMinutes, 0),
    lessons: ch.lessons.map((l) => ({
      slug: l.slug,
      title: l.title,
      position: l.position,
      duration_minutes: l.durationMinutes,
      has_quiz: l.quizId !== null,
      completed: enrollment ? completions.has(l.id) : null,
      locked: !access.unlocked && l.id !== outline.lessons[0]?.id,
    })),
  }));
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    intro: course.intro,
    kind: course.kind,
    cover: mediaUrl(course.cover),
    mode_id: course.modeId,
    sdgs: course.sdgs,
    chapters_count: outline.chapters.length,
    lessons_count: outline.lessons.length,
    duration_minutes: outline.lessons.reduce((n, l) => n + l.durationMinutes, 0),
    description: {
      description: await sanitizeRichText(course.descriptionHtml),
      sustainability_details: course.sustainabilityDetails.map((d) => ({ title: d.title, thumbnail: mediaUrl(d.thumbnail)! })),
    },
    outcomes: course.outcomes.length ? course.outcomes : outline.chapters.map((c) => c.title),
    chapters,
    first_lesson: outline.lessons[0] ? ref(outline.lessons[0]) : null,
    enrolled: !!enrollment,
    progress: state?.progress ?? null,
    enrollment: state,
    sold: access.sold,
    unlocked: access.unlocked,
  };
}

/** The outline of a course and one of its lessons by chapter and lesson slug, or 404. */
async function locateLesson(tx: Tx, course: CourseRow, chapterSlug: string, lessonSlug: string) {
  const outline = await loadOutline(tx, course.id);
  const index = outline.lessons.findIndex((l) => l.chapter.slug === chapterSlug && l.slug === lessonSlug);
  if (index < 0) throw notFound(LESSON_NOT_FOUND);
  return { outline, lesson: outline.lessons[index]!, index };
}

/** `GET /api/courses/:slug/chapters/`. */
export async function chapterList(tx: Tx, course: CourseRow) {
  const { chapters } = await loadOutline(tx, course.id);
  return chapters.map((c) => ({ slug: c.slug, title: c.title, position: c.position }));
}

/** `GET /api/courses/:slug/chapters/:chapterSlug/lessons/` (404 for an unknown chapter). */
export async function lessonList(tx: Tx, course: CourseRow, chapterSlug: string) {
  const { chapters } = await loadOutline(tx, course.id);
  const chapter = chapters.find((c) => c.slug === chapterSlug);
  if (!chapter) throw notFound('This chapter does not exist.');
  return chapter.lessons.map((l) => ({
    slug: l.slug,
    title: l.title,
    position: l.position,
    duration_minutes: l.durationMinutes,
    has_quiz: l.quizId !== null,
  }));
}

/**
 * A lesson to read: sanitised content, video, resources, the quiz without its answers, the lessons
 * either side, and for an enrolled learner their state in it (this visit is recorded for "resume").
 */
export async function lessonContent(
  tx: Tx,
  course: CourseRow,
  chapterSlug: string,
  lessonSlug: string,
  user: UserRow | null,
): Promise<TLessonContent> {
  const { outline, lesson, index } = await locateLesson(tx, course, chapterSlug, lessonSlug);
  // A sold course's first lesson is its free preview; the others open to those who may learn from it.
  if (index > 0 && !(await courseAccess(tx, course, user)).unlocked) throw forbidden(BUY_FIRST);
  const [material, enrollment] = await Promise.all([findLessonMaterial(tx, lesson.id), user ? findEnrollment(tx, user.id, course.id) : null]);
  if (!material) throw notFound(LESSON_NOT_FOUND);
  const { lesson: row, quiz, resources } = material;

  let progress: TLessonContent['progress'] = null;
  if (enrollment) {
    const [completions, stats] = await Promise.all([findCompletions(tx, enrollment.id), findQuizStats(tx, enrollment.id)]);
    // Reading a lesson is the visit "resume where you left off" needs; same transaction as the read.
    await updateEnrollment(tx, enrollment.id, { lastLessonId: lesson.id, lastVisitedAt: new Date() });
    const s = quiz ? stats.get(quiz.id) : undefined;
    progress = {
      enrollment_id: enrollment.id,
      completed: completions.has(lesson.id),
      completed_at: isoOrNull(completions.get(lesson.id)),
      quiz: quiz ? { attempts: s?.attempts ?? 0, best_score: s ? s.bestScore : null, passed: s?.passed ?? false } : null,
    };
  }

  const embed = row.videoUrl ? videoEmbed(row.videoUrl) : null;
  const video: TLessonContent['video'] = embed
    ? { kind: 'embed', ...embed }
    : row.videoKey
      ? { kind: 'file', url: mediaUrl(row.videoKey)! }
      : null;
  const prev = outline.lessons[index - 1];
  const next = outline.lessons[index + 1];
  return {
    slug: row.slug,
    title: row.title,
    position: row.position,
    duration_minutes: row.durationMinutes,
    content_html: await sanitizeRichText(row.contentHtml),
    course: { id: course.id, slug: course.slug, name: course.name },
    chapter: { slug: lesson.chapter.slug, title: lesson.chapter.title, position: lesson.chapter.position },
    video,
    resources: resources.flatMap((r): TLessonResource[] => {
      if (r.fileKey) return [{ title: r.title, kind: 'file', url: mediaUrl(r.fileKey)! }];
      // Only web links leave: a stored `javascript:` address would run on click.
      return r.url && /^https?:\/\//i.test(r.url) ? [{ title: r.title, kind: 'link', url: r.url }] : [];
    }),
    quiz: quiz
      ? { pass_mark: quiz.passMark, questions: quiz.questions.map((q) => ({ question: q.question, options: q.options })) }
      : null,
    previous: prev ? ref(prev) : null,
    next: next ? ref(next) : null,
    progress,
  };
}

const presentEnrollment = (r: EnrollmentListRow): TEnrollment => ({
  id: r.enrollment.id,
  course: r.enrollment.courseId,
  course_slug: r.courseSlug,
  course_name: r.courseName,
  created_at: r.enrollment.createdAt.toISOString(),
  progress: progressPercent(Number(r.completed), Number(r.total)),
  completed_at: isoOrNull(r.enrollment.completedAt),
  certificate_id: r.certificateId,
});

/** `POST /api/course-enrollments/`: enrols once; enrolling again answers the existing enrolment. */
export async function enrol(tx: Tx, user: UserRow, course: CourseRow): Promise<{ created: boolean; enrollment: TEnrollment }> {
  await requireUnlocked(tx, course, user);
  const created = await insertEnrollment(tx, { tenantId: user.tenantId, userId: user.id, courseId: course.id });
  const [row] = await listEnrollments(tx, user.id, course.id);
  return { created: !!created, enrollment: presentEnrollment(row!) };
}

export async function myEnrollments(tx: Tx, user: UserRow, courseId?: number): Promise<TEnrollment[]> {
  return (await listEnrollments(tx, user.id, courseId)).map(presentEnrollment);
}

/** `GET /api/course-enrollments/:id/`: lesson by lesson, and where to resume. */
export async function enrollmentDetail(tx: Tx, user: UserRow, id: string): Promise<TEnrollmentDetail> {
  const row = await findEnrollmentById(tx, user.id, id);
  if (!row) throw notFound('This enrolment does not exist.');
  const e = row.enrollment;
  const [outline, completions, quizzes] = await Promise.all([loadOutline(tx, e.courseId), findCompletions(tx, e.id), findQuizStats(tx, e.id)]);
  const last = e.lastLessonId ? outline.lessons.find((l) => l.id === e.lastLessonId) : undefined;
  const done = countCompleted(outline, completions);
  return {
    ...presentEnrollment(row),
    progress: progressPercent(done, outline.lessons.length),
    completed_lessons: done,
    total_lessons: outline.lessons.length,
    last_lesson: last ? ref(last) : null,
    last_visited_at: isoOrNull(e.lastVisitedAt),
    resume: resumeAt(outline, e.lastLessonId, completions),
    lessons: outline.lessons.map((l) => {
      const q = l.quizId !== null ? quizzes.get(l.quizId) : undefined;
      return {
        ...ref(l),
        duration_minutes: l.durationMinutes,
        completed: completions.has(l.id),
        completed_at: isoOrNull(completions.get(l.id)),
        has_quiz: l.quizId !== null,
        quiz_passed: l.quizId !== null ? (q?.passed ?? false) : null,
        best_score: q ? q.bestScore : null,
      };
    }),
  };
}

/** The learner's enrolment, locked for this transaction's progress change, or 403. */
async function lockedEnrollment(tx: Tx, user: UserRow, course: CourseRow) {
  const enrollment = await findEnrollment(tx, user.id, course.id, { lock: true });
  if (!enrollment) throw forbidden(ENROL_FIRST);
  // Enrolled, then refunded: the progress stays, but it moves on only once the course is bought again.
  await requireUnlocked(tx, course, user);
  return enrollment;
}

export const PASS_QUIZ_FIRST = 'Pass the quiz to complete this lesson.';

/** `POST …/complete/`: marks the lesson complete (idempotent) and issues the certificate when it completes the course. */
export async function completeLesson(
  tx: Tx,
  user: UserRow,
  course: CourseRow,
  chapterSlug: string,
  lessonSlug: string,
): Promise<TLessonCompleteResult> {
  const { outline, lesson } = await locateLesson(tx, course, chapterSlug, lessonSlug);
  const enrollment = await lockedEnrollment(tx, user, course);
  // A lesson with a quiz is completed by passing it (POST …/quiz/), never by a button.
  if (lesson.quizId !== null) throw badRequest(PASS_QUIZ_FIRST);
  const completedAt = await insertCompletion(tx, { tenantId: enrollment.tenantId, enrollmentId: enrollment.id, lessonId: lesson.id });
  const { certificate, completions } = await certificateAfterProgress(tx, { user, course, enrollment, outline });
  const done = countCompleted(outline, completions);
  return {
    lesson: { ...ref(lesson), completed: true, completed_at: completedAt.toISOString() },
    enrollment: { id: enrollment.id, progress: progressPercent(done, outline.lessons.length), completed_lessons: done, total_lessons: outline.lessons.length },
    certificate,
  };
}

/** `POST …/visit/`: remembers the lesson for "resume where you left off". */
export async function visitLesson(tx: Tx, user: UserRow, course: CourseRow, chapterSlug: string, lessonSlug: string) {
  const { lesson } = await locateLesson(tx, course, chapterSlug, lessonSlug);
  const enrollment = await findEnrollment(tx, user.id, course.id);
  if (!enrollment) throw forbidden(ENROL_FIRST);
  await updateEnrollment(tx, enrollment.id, { lastLessonId: lesson.id, lastVisitedAt: new Date() });
}

/**
 * `POST …/quiz/`: scores an attempt and keeps it. The best attempt counts; a pass completes the
 * lesson and may complete the course (and issue its certificate).
 */
export async function submitQuiz(
  tx: Tx,
  user: UserRow,
  course: CourseRow,
  chapterSlug: string,
  lessonSlug: string,
  answers: number[],
): Promise<TQuizResult> {
  const { outline, lesson } = await locateLesson(tx, course, chapterSlug, lessonSlug);
  const quiz = await findQuizOfLesson(tx, lesson.id);
  if (!quiz) throw notFound('This lesson has no quiz.');
  const enrollment = await lockedEnrollment(tx, user, course);
  const errors = quizAnswerErrors(quiz.questions, answers);
  if (errors.length) throw badRequest(QUIZ_ANSWERS_MESSAGE, { answers: errors });

  const { score, feedback } = scoreQuiz(quiz.questions, answers);
  const passed = score >= quiz.passMark;
  await insertQuizAttempt(tx, { tenantId: enrollment.tenantId, enrollmentId: enrollment.id, quizId: quiz.id, answers, score, passed });
  if (passed) await insertCompletion(tx, { tenantId: enrollment.tenantId, enrollmentId: enrollment.id, lessonId: lesson.id });
  const { certificate, completions, quizzes } = await certificateAfterProgress(tx, { user, course, enrollment, outline });
  const stats = quizzes.get(quiz.id)!;
  return {
    score,
    passed,
    pass_mark: quiz.passMark,
    best_score: stats.bestScore,
    attempts: stats.attempts,
    // The right answers are shown once the quiz is passed (now or before): until then a learner
    // hears which answers were wrong, not what to copy into the next try.
    feedback: stats.bestScore !== null && stats.bestScore >= quiz.passMark ? feedback : feedback.map((f) => (f.correct ? f : { ...f, correct_option: null })),
    lesson_completed: completions.has(lesson.id),
    progress: progressPercent(countCompleted(outline, completions), outline.lessons.length),
    certificate,
  };
}

export const COURSE_NOT_FOUND = 'This course does not exist or is not published yet.';

/** A published course of this site by slug, or 404 (drafts and other sites' courses alike). */
export async function publishedCourse(tx: Tx, slug: string): Promise<CourseRow> {
  const course = await findPublishedCourseBySlug(tx, slug);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/** A published course of this site by id, or 404. */
export async function publishedCourseById(tx: Tx, id: number): Promise<CourseRow> {
  const course = await findPublishedCourseById(tx, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}
