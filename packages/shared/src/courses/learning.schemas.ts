import { z } from 'zod';
import { ZLessonRef } from './courses.schemas.js';

// ---------------------------------------------------------------------------------------------
// Quizzes

export const QUIZ_LIMITS = { questions: 50, options: { min: 2, max: 6 }, text: 500 } as const;

/** A multiple-choice question as an editor writes it, with the index of its correct option. */
export const ZQuizQuestionDefinition = z
  .object({
    question: z.string().trim().min(1, 'Write the question.').max(QUIZ_LIMITS.text),
    options: z
      .array(z.string().trim().min(1, 'An option cannot be empty.').max(QUIZ_LIMITS.text))
      .min(QUIZ_LIMITS.options.min, `Give at least ${QUIZ_LIMITS.options.min} options.`)
      .max(QUIZ_LIMITS.options.max, `Give at most ${QUIZ_LIMITS.options.max} options.`),
    correct: z.number().int().min(0),
  })
  .refine((q) => q.correct < q.options.length, { message: 'The correct answer must be one of the options.', path: ['correct'] });

/** A lesson's quiz: its questions and the percentage needed to pass. */
export const ZQuizDefinition = z.object({
  pass_mark: z.number().int().min(0).max(100),
  questions: z.array(ZQuizQuestionDefinition).min(1, 'A quiz needs at least one question.').max(QUIZ_LIMITS.questions),
});
export type TQuizDefinition = z.infer<typeof ZQuizDefinition>;

/** A quiz as learners see it: never the correct answers. */
export const ZLessonQuiz = z.object({
  pass_mark: z.number().int(),
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
});
export type TLessonQuiz = z.infer<typeof ZLessonQuiz>;

/** `POST …/lessons/:lessonSlug/quiz/`: one option index per question, in order. */
export const ZQuizSubmission = z.object({
  answers: z
    .array(z.number({ error: 'Each answer must be the number of an option.' }).int('Each answer must be the number of an option.'), {
      error: 'Send the answers as a list of option numbers.',
    })
    .max(QUIZ_LIMITS.questions, 'Too many answers.'),
});
export type TQuizSubmission = z.infer<typeof ZQuizSubmission>;

export const ZCertificateRef = z.object({ id: z.string(), issued_at: z.string() });
export type TCertificateRef = z.infer<typeof ZCertificateRef>;

export const ZQuizResult = z.object({
  /** This attempt's percentage, 0–100. */
  score: z.number().int(),
  passed: z.boolean(),
  pass_mark: z.number().int(),
  /** The best attempt's score: the one that counts. */
  best_score: z.number().int(),
  attempts: z.number().int(),
  /** Per question: whether it was right, and the right option (null on a wrong answer until the quiz is passed, so it cannot be copied into the next try). */
  feedback: z.array(z.object({ question: z.string(), correct: z.boolean(), correct_option: z.number().int().nullable() })),
  /** Passing a quiz completes its lesson. */
  lesson_completed: z.boolean(),
  progress: z.number().int(),
  /** Issued by this attempt or earlier; null until the course is complete. */
  certificate: ZCertificateRef.nullable(),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

// ---------------------------------------------------------------------------------------------
// Lessons

export const ZLessonVideo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embed'), provider: z.enum(['youtube', 'vimeo']), url: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string() }),
]);
export type TLessonVideo = z.infer<typeof ZLessonVideo>;

export const ZLessonResource = z.object({ title: z.string(), kind: z.enum(['file', 'link']), url: z.string() });
export type TLessonResource = z.infer<typeof ZLessonResource>;

/** The signed-in learner's state in one lesson; null when not signed in or not enrolled. */
export const ZLessonProgress = z.object({
  enrollment_id: z.string(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  quiz: z.object({ attempts: z.number().int(), best_score: z.number().int().nullable(), passed: z.boolean() }).nullable(),
});
export type TLessonProgress = z.infer<typeof ZLessonProgress>;

/** `GET /api/courses/:slug/chapters/:chapterSlug/lessons/:lessonSlug/`. */
export const ZLessonContent = z.object({
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  /** Sanitised HTML. */
  content_html: z.string(),
  course: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  chapter: z.object({ slug: z.string(), title: z.string(), position: z.number().int() }),
  video: ZLessonVideo.nullable(),
  resources: z.array(ZLessonResource),
  quiz: ZLessonQuiz.nullable(),
  previous: ZLessonRef.nullable(),
  next: ZLessonRef.nullable(),
  progress: ZLessonProgress.nullable(),
});
export type TLessonContent = z.infer<typeof ZLessonContent>;

// ---------------------------------------------------------------------------------------------
// Enrolments and progress

/** `POST /api/course-enrollments/`. */
export const ZEnrollmentCreate = z.object({
  course: z.number({ error: 'Choose a course.' }).int('Choose a course.').positive('Choose a course.'),
});
export type TEnrollmentCreate = z.infer<typeof ZEnrollmentCreate>;

/** `GET /api/course-enrollments/?course=<id>`. */
export const ZEnrollmentListQuery = z.object({ course: z.coerce.number().int().positive().optional() });

export const ZEnrollment = z.object({
  id: z.string(),
  course: z.number().int(),
  course_slug: z.string(),
  course_name: z.string(),
  created_at: z.string(),
  /** Completed lessons ÷ lessons, integer 0–100. */
  progress: z.number().int(),
  completed_at: z.string().nullable(),
  certificate_id: z.string().nullable(),
});
export type TEnrollment = z.infer<typeof ZEnrollment>;

/** `GET /api/course-enrollments/:id/`: progress lesson by lesson, and where to resume. */
export const ZEnrollmentDetail = ZEnrollment.extend({
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  last_lesson: ZLessonRef.nullable(),
  last_visited_at: z.string().nullable(),
  resume: ZLessonRef.nullable(),
  lessons: z.array(
    ZLessonRef.extend({
      duration_minutes: z.number().int(),
      completed: z.boolean(),
      completed_at: z.string().nullable(),
      has_quiz: z.boolean(),
      /** Null for a lesson without a quiz. */
      quiz_passed: z.boolean().nullable(),
      best_score: z.number().int().nullable(),
    }),
  ),
});
export type TEnrollmentDetail = z.infer<typeof ZEnrollmentDetail>;

/** `POST …/lessons/:lessonSlug/complete/`. */
export const ZLessonCompleteResult = z.object({
  lesson: ZLessonRef.extend({ completed: z.literal(true), completed_at: z.string() }),
  enrollment: z.object({ id: z.string(), progress: z.number().int(), completed_lessons: z.number().int(), total_lessons: z.number().int() }),
  certificate: ZCertificateRef.nullable(),
});
export type TLessonCompleteResult = z.infer<typeof ZLessonCompleteResult>;

// ---------------------------------------------------------------------------------------------
// Certificates

export { CERTIFICATE_NOT_FOUND } from './learning-limits.js';

/** `GET /api/certificates/:id/` (the learner's own). */
export const ZCertificate = z.object({
  id: z.string(),
  /** id and slug are null once the course itself is deleted; the certificate stays valid. */
  course: z.object({ id: z.number().int().nullable(), slug: z.string().nullable(), name: z.string() }),
  learner_name: z.string(),
  issued_at: z.string(),
  issuer: z.string(),
  /** Public verification page: `<site>/certificate/<id>`. */
  verify_url: z.string(),
  /** The PDF (needs the learner's bearer token). */
  pdf_url: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

/** `GET /api/certificate-verification/:id/`: public, so only what a certificate itself shows. */
export const ZCertificateVerification = z.object({
  valid: z.literal(true),
  id: z.string(),
  /** A student's first name only ("Amara"); an adult's full name. */
  learner: z.string(),
  course: z.string(),
  issued_at: z.string(),
  issuer: z.string(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;

export const ZCertificateNotFound = z.object({ valid: z.literal(false), error: z.string() });
