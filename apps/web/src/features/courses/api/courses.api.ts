import type {
  TChapterItem,
  TCourseCard,
  TCourseDetail,
  TCourseLanding,
  TLessonItem,
} from '@commonshelf/shared/courses/courses.schemas';
import type {
  TEnrollment,
  TLessonCompleteResult,
  TLessonContent,
  TQuizResult,
} from '@commonshelf/shared/courses/learning.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';
import type { CourseKind } from '../course-paths';

export type CourseListArgs = {
  kind?: CourseKind;
  search?: string;
  sdg?: number;
  mode?: number | null;
  limit?: number;
  offset?: number;
};

/**
 * Who is asking, for the cache only (never sent): pages that say more to a signed-in learner are
 * cached per user, so another child logging in on a shared computer never sees the last one's ticks.
 */
type Viewer = { viewer: string | number | null };

export type LessonArgs = { slug: string; chapterSlug: string; lessonSlug: string };
type List<T> = { count: number; results: T[] };

const lessonUrl = ({ slug, chapterSlug, lessonSlug }: LessonArgs) =>
  `/courses/${encodeURIComponent(slug)}/chapters/${encodeURIComponent(chapterSlug)}/lessons/${encodeURIComponent(lessonSlug)}/`;
const lessonTag = (a: LessonArgs) => ({ type: 'Lessons' as const, id: `${a.slug}/${a.chapterSlug}/${a.lessonSlug}` });

/** A learner's progress changed: the course page, its lesson, the enrolment lists and certificates. */
const progressTags = (a: LessonArgs) => [
  { type: 'Courses' as const, id: a.slug },
  lessonTag(a),
  'Enrollments' as const,
  'Certificates' as const,
];

export const coursesApi = api.enhanceEndpoints({ addTagTypes: ['Lessons', 'Enrollments', 'Certificates'] }).injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Page<TCourseCard>, CourseListArgs>({
      query: ({ kind, search, sdg, mode, limit = 20, offset = 0 }) => ({
        url: '/courses/',
        params: {
          ...(kind ? { kind } : {}),
          ...(search ? { search } : {}),
          ...(sdg ? { sdg } : {}),
          ...(mode ? { mode } : {}),
          limit,
          ...(offset ? { offset } : {}),
        },
      }),
      providesTags: ['Courses'],
    }),
    getCourse: build.query<TCourseDetail, { slug: string } & Viewer>({
      query: ({ slug }) => `/courses/${encodeURIComponent(slug)}/`,
      providesTags: (_r, _e, { slug }) => ['Courses', { type: 'Courses', id: slug }],
    }),
    getChapters: build.query<List<TChapterItem>, string>({
      query: (slug) => `/courses/${encodeURIComponent(slug)}/chapters/`,
      providesTags: ['Courses'],
    }),
    getChapterLessons: build.query<List<TLessonItem>, { slug: string; chapterSlug: string }>({
      query: ({ slug, chapterSlug }) => `/courses/${encodeURIComponent(slug)}/chapters/${encodeURIComponent(chapterSlug)}/lessons/`,
      providesTags: ['Courses'],
    }),
    getLesson: build.query<TLessonContent, LessonArgs & Viewer>({
      query: lessonUrl,
      providesTags: (_r, _e, args) => ['Courses', lessonTag(args)],
    }),
    getCourseLanding: build.query<{ data: TCourseLanding }, string>({
      query: (slug) => `/data/courses/${encodeURIComponent(slug)}`,
      providesTags: ['Courses'],
    }),
    getEnrollments: build.query<List<TEnrollment>, { course?: number } & Viewer>({
      query: ({ course }) => ({ url: '/course-enrollments/', params: course ? { course } : {} }),
      providesTags: ['Enrollments'],
    }),
    createEnrollment: build.mutation<TEnrollment, { course: number; slug: string }>({
      query: ({ course }) => ({ url: '/course-enrollments/', method: 'POST', body: { course } }),
      invalidatesTags: (_r, _e, { slug }) => ['Enrollments', { type: 'Courses', id: slug }, { type: 'Lessons' }],
    }),
    completeLesson: build.mutation<TLessonCompleteResult, LessonArgs>({
      query: (args) => ({ url: `${lessonUrl(args)}complete/`, method: 'POST' }),
      invalidatesTags: (_r, _e, args) => progressTags(args),
    }),
    submitQuiz: build.mutation<TQuizResult, LessonArgs & { answers: number[] }>({
      query: ({ answers, ...args }) => ({ url: `${lessonUrl(args)}quiz/`, method: 'POST', body: { answers } }),
      invalidatesTags: (_r, _e, args) => progressTags(args),
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetCourseQuery,
  useGetLessonQuery,
  useGetCourseLandingQuery,
  useGetEnrollmentsQuery,
  useCreateEnrollmentMutation,
  useCompleteLessonMutation,
  useSubmitQuizMutation,
} = coursesApi;
