import type {
  TAuthoringCourse,
  TAuthoringCourseItem,
  TAuthoringLesson,
  TCourseInput,
  TCourseUpdate,
  TLessonUpdate,
  TOutlineOrder,
} from '@commonshelf/shared/courses/authoring.schemas';
import type { TModeList } from '@commonshelf/shared/modes/modes.schemas';
import type { TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';
import { api } from '../../../lib/api-client';

type List<T> = { count: number; results: T[] };

const courseTag = (id: number) => ({ type: 'AuthoringCourses' as const, id });
const lessonTag = (id: number) => ({ type: 'AuthoringLessons' as const, id });

/** One file in a multipart form (covers, images, videos and resource files). */
function formWith(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * The authoring API (`/api/authoring/…`). Every write answers the course or lesson as it now is;
 * the editor's cache is set from that answer, and the learners' pages ('Courses') are refetched.
 */
export const authoringApi = api.enhanceEndpoints({ addTagTypes: ['AuthoringCourses', 'AuthoringLessons'] }).injectEndpoints({
  endpoints: (build) => {
    /** A write answering the whole course: the editor's copy is replaced with it. */
    const courseWrite = <Arg>(query: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<TAuthoringCourse, Arg>({
        query,
        invalidatesTags: (r) => (r ? ['Courses', { type: 'AuthoringCourses', id: 'LIST' }, ...r.chapters.flatMap((c) => c.lessons.map((l) => lessonTag(l.id)))] : []),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(authoringApi.util.upsertQueryData('getAuthoringCourse', data.id, data));
          } catch {
            // The form shows the error.
          }
        },
      });
    /** A write answering the whole lesson. */
    const lessonWrite = <Arg>(query: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<TAuthoringLesson, Arg>({
        query,
        invalidatesTags: (r) => (r ? ['Courses', courseTag(r.course.id), { type: 'AuthoringCourses', id: 'LIST' }] : []),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(authoringApi.util.upsertQueryData('getAuthoringLesson', data.id, data));
          } catch {
            // The form shows the error.
          }
        },
      });
    return {
      /** The Switchboard modes a course may belong to. */
      getAuthoringModes: build.query<TModeList, void>({
        query: () => '/modes/',
        providesTags: ['Modes'],
      }),
      getAuthoringCourses: build.query<List<TAuthoringCourseItem>, void>({
        query: () => '/authoring/courses/',
        providesTags: [{ type: 'AuthoringCourses', id: 'LIST' }],
      }),
      getAuthoringCourse: build.query<TAuthoringCourse, number>({
        query: (id) => `/authoring/courses/${id}/`,
        providesTags: (_r, _e, id) => [courseTag(id)],
      }),
      getAuthoringLesson: build.query<TAuthoringLesson, number>({
        query: (id) => `/authoring/lessons/${id}/`,
        providesTags: (_r, _e, id) => [lessonTag(id)],
      }),
      createCourse: courseWrite((body: TCourseInput) => ({ url: '/authoring/courses/', method: 'POST', body })),
      updateCourse: courseWrite(({ id, ...body }: TCourseUpdate & { id: number }) => ({ url: `/authoring/courses/${id}/`, method: 'PATCH', body })),
      deleteCourse: build.mutation<null, number>({
        query: (id) => ({ url: `/authoring/courses/${id}/`, method: 'DELETE' }),
        invalidatesTags: ['Courses', { type: 'AuthoringCourses', id: 'LIST' }],
      }),
      publishCourse: courseWrite((id: number) => ({ url: `/authoring/courses/${id}/publish/`, method: 'POST' })),
      unpublishCourse: courseWrite((id: number) => ({ url: `/authoring/courses/${id}/unpublish/`, method: 'POST' })),
      setCover: courseWrite(({ id, file }: { id: number; file: File }) => ({ url: `/authoring/courses/${id}/cover/`, method: 'PUT', body: formWith({ cover: file }) })),
      removeCover: courseWrite((id: number) => ({ url: `/authoring/courses/${id}/cover/`, method: 'DELETE' })),
      reorderOutline: courseWrite(({ id, order }: { id: number; order: TOutlineOrder }) => ({ url: `/authoring/courses/${id}/outline/`, method: 'PUT', body: order })),
      addChapter: courseWrite(({ courseId, title }: { courseId: number; title: string }) => ({
        url: `/authoring/courses/${courseId}/chapters/`,
        method: 'POST',
        body: { title },
      })),
      renameChapter: courseWrite(({ id, title }: { id: number; title: string }) => ({ url: `/authoring/chapters/${id}/`, method: 'PATCH', body: { title } })),
      deleteChapter: courseWrite((id: number) => ({ url: `/authoring/chapters/${id}/`, method: 'DELETE' })),
      deleteLesson: courseWrite((id: number) => ({ url: `/authoring/lessons/${id}/`, method: 'DELETE' })),
      addLesson: build.mutation<TAuthoringLesson, { chapterId: number; title: string }>({
        query: ({ chapterId, title }) => ({ url: `/authoring/chapters/${chapterId}/lessons/`, method: 'POST', body: { title } }),
        invalidatesTags: (r) => (r ? [courseTag(r.course.id), { type: 'AuthoringCourses', id: 'LIST' }, 'Courses'] : []),
      }),
      updateLesson: lessonWrite(({ id, ...body }: TLessonUpdate & { id: number }) => ({ url: `/authoring/lessons/${id}/`, method: 'PATCH', body })),
      uploadVideo: lessonWrite(({ id, file }: { id: number; file: File }) => ({ url: `/authoring/lessons/${id}/video/`, method: 'PUT', body: formWith({ file }) })),
      removeVideo: lessonWrite((id: number) => ({ url: `/authoring/lessons/${id}/video/`, method: 'DELETE' })),
      addLinkResource: lessonWrite(({ id, title, url }: { id: number; title: string; url: string }) => ({
        url: `/authoring/lessons/${id}/resources/`,
        method: 'POST',
        body: { title, url },
      })),
      addFileResource: lessonWrite(({ id, title, file }: { id: number; title: string; file: File }) => ({
        url: `/authoring/lessons/${id}/resources/`,
        method: 'POST',
        // The title first: the server reads the fields before the file.
        body: formWith({ title, file }),
      })),
      reorderResources: lessonWrite(({ id, ids }: { id: number; ids: number[] }) => ({ url: `/authoring/lessons/${id}/resources/order/`, method: 'PUT', body: { ids } })),
      deleteResource: lessonWrite((id: number) => ({ url: `/authoring/resources/${id}/`, method: 'DELETE' })),
      putQuiz: lessonWrite(({ id, quiz }: { id: number; quiz: TQuizDefinition }) => ({ url: `/authoring/lessons/${id}/quiz/`, method: 'PUT', body: quiz })),
      deleteQuiz: lessonWrite((id: number) => ({ url: `/authoring/lessons/${id}/quiz/`, method: 'DELETE' })),
      uploadImage: build.mutation<{ url: string }, File>({
        query: (file) => ({ url: '/authoring/images/', method: 'POST', body: formWith({ image: file }) }),
      }),
    };
  },
});

export const {
  useGetAuthoringModesQuery,
  useGetAuthoringCoursesQuery,
  useGetAuthoringCourseQuery,
  useGetAuthoringLessonQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  usePublishCourseMutation,
  useUnpublishCourseMutation,
  useSetCoverMutation,
  useRemoveCoverMutation,
  useReorderOutlineMutation,
  useAddChapterMutation,
  useRenameChapterMutation,
  useDeleteChapterMutation,
  useDeleteLessonMutation,
  useAddLessonMutation,
  useUpdateLessonMutation,
  useUploadVideoMutation,
  useRemoveVideoMutation,
  useAddLinkResourceMutation,
  useAddFileResourceMutation,
  useReorderResourcesMutation,
  useDeleteResourceMutation,
  usePutQuizMutation,
  useDeleteQuizMutation,
  useUploadImageMutation,
} = authoringApi;
