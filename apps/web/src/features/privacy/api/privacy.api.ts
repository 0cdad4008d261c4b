import i18next from 'i18next';
import type {
  TConsent,
  TDataRequest,
  TParentConsentInput,
  TParentConsentView,
  TParentDecision,
  TPrivacyRecords,
  TSchoolErasureInput,
} from '@commonshelf/shared/privacy/data-rights.schemas';
import { api } from '../../../lib/api-client';

/** A school's consents, exports and erasures (`/api/school-admin/privacy/…`) and the parent's page (`/api/privacy/parent-consent/…`). */
export const privacyApi = api.enhanceEndpoints({ addTagTypes: ['PrivacyRecords', 'AdminClasses', 'AdminUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    getPrivacyRecords: build.query<TPrivacyRecords, void>({ query: () => '/school-admin/privacy/records/', providesTags: ['PrivacyRecords'] }),
    requestParentConsent: build.mutation<{ consent: TConsent; message: string }, TParentConsentInput>({
      query: (body) => ({ url: '/school-admin/privacy/consents/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? ['PrivacyRecords'] : []),
    }),
    withdrawConsent: build.mutation<{ consent: TConsent; message: string }, string>({
      query: (id) => ({ url: `/school-admin/privacy/consents/${id}/withdraw/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['PrivacyRecords'] : []),
    }),
    scheduleErasure: build.mutation<{ request: TDataRequest; message: string }, string>({
      query: (studentId) => ({ url: `/school-admin/privacy/students/${studentId}/erase/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['PrivacyRecords', 'AdminClasses', 'AdminUsers'] : []),
    }),
    cancelErasure: build.mutation<{ request: TDataRequest; message: string }, string>({
      query: (id) => ({ url: `/school-admin/privacy/requests/${id}/cancel/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['PrivacyRecords', 'AdminClasses', 'AdminUsers'] : []),
    }),
    scheduleSchoolErasure: build.mutation<{ request: TDataRequest; message: string }, TSchoolErasureInput>({
      query: (body) => ({ url: '/school-admin/privacy/erase-school/', method: 'POST', body }),
    }),
    parentConsent: build.mutation<TParentConsentView, string>({
      query: (token) => ({ url: '/privacy/parent-consent/', method: 'POST', body: { token } }),
    }),
    parentDecision: build.mutation<{ consent: TParentConsentView; message: string }, TParentDecision & { token: string }>({
      query: (body) => ({ url: '/privacy/parent-consent/decision/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPrivacyRecordsQuery,
  useRequestParentConsentMutation,
  useWithdrawConsentMutation,
  useScheduleErasureMutation,
  useCancelErasureMutation,
  useScheduleSchoolErasureMutation,
  useParentConsentMutation,
  useParentDecisionMutation,
} = privacyApi;

export const studentExport = (studentId: string, username: string) => ({
  url: `/school-admin/privacy/students/${studentId}/export/`,
  fileName: `${username}-data-${new Date().toISOString().slice(0, 10)}.zip`,
  failed: i18next.t('policies:student.exportFailed'),
});
