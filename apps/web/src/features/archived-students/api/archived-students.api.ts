import type { TArchivedStudentPage, TArchivedStudentRestored } from '@commonshelf/shared/auth/archived-students.schemas';
import { api } from '../../../lib/api-client';

/**
 * Archived students of the signed-in teacher's classes (every one of the school for its admins),
 * `/api/v1/teacher/archived-students/`. Cached per signed-in user (`viewer`, never sent), so a
 * shared computer never shows the last user's students.
 */
export type ArchivedStudentsArgs = { viewer: string | number; search: string; classId: string; offset: number; limit: number };

export const archivedStudentsApi = api.enhanceEndpoints({ addTagTypes: ['ArchivedStudents'] }).injectEndpoints({
  endpoints: (build) => ({
    getArchivedStudents: build.query<TArchivedStudentPage, ArchivedStudentsArgs>({
      query: ({ search, classId, offset, limit }) => ({
        url: '/v1/teacher/archived-students/',
        params: { limit, offset, ...(search ? { search } : {}), ...(classId ? { class: classId } : {}) },
      }),
      providesTags: ['ArchivedStudents'],
    }),
    restoreArchivedStudent: build.mutation<TArchivedStudentRestored, string>({
      query: (studentId) => ({ url: `/v1/teacher/archived-students/${studentId}/restore/`, method: 'POST' }),
      // A refusal (a scheduled erasure, someone else restored them) may mean the list is out of date too.
      invalidatesTags: ['ArchivedStudents'],
    }),
  }),
});

export const { useGetArchivedStudentsQuery, useRestoreArchivedStudentMutation } = archivedStudentsApi;
