import type { TAdminClassList, TClassFields, TClassResult, TClassStudents, TStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import { api } from '../../../lib/api-client';

/** A school's classes and their students, for its admins (`/api/school-admin/classes/…`). */
export const classAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminClasses'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminClasses: build.query<TAdminClassList, void>({ query: () => '/school-admin/classes/', providesTags: ['AdminClasses'] }),
    addClass: build.mutation<TClassResult, TClassFields>({
      query: (body) => ({ url: '/school-admin/classes/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? ['AdminClasses'] : []),
    }),
    editClass: build.mutation<TClassResult, { id: string; name?: string; teacher_id?: string | null; active?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/school-admin/classes/${id}/`, method: 'PATCH', body }),
      invalidatesTags: (r) => (r ? ['AdminClasses'] : []),
    }),
    rotateClassCode: build.mutation<TClassResult, string>({
      query: (id) => ({ url: `/school-admin/classes/${id}/rotate-code/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['AdminClasses'] : []),
    }),
    getClassStudents: build.query<TClassStudents, string>({ query: (id) => `/school-admin/classes/${id}/students/`, providesTags: ['AdminClasses'] }),
    studentAction: build.mutation<TStudentResult, { classId: string; studentId: string; action: 'reset-password' | 'archive' | 'move'; toClassId?: string }>({
      query: ({ classId, studentId, action, toClassId }) => ({
        url: `/school-admin/classes/${classId}/students/${studentId}/${action}/`,
        method: 'POST',
        ...(action === 'move' ? { body: { class_id: toClassId } } : {}),
      }),
      invalidatesTags: (r, _e, arg) => (r && arg.action !== 'reset-password' ? ['AdminClasses'] : []),
    }),
  }),
});

export const { useGetAdminClassesQuery, useAddClassMutation, useEditClassMutation, useRotateClassCodeMutation, useGetClassStudentsQuery, useStudentActionMutation } = classAdminApi;
