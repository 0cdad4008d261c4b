import type {
  TTenantInvitationInfo,
  TTenantRegistrationResult,
} from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { api } from '../../../lib/api-client';

/** Self-registration of schools and organizations (spec 7: `tenants/create/`, multipart). */
export const tenantRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerTenant: build.mutation<TTenantRegistrationResult, { form: FormData; invitationToken: string | null }>({
      query: ({ form, invitationToken }) => ({
        url: '/tenants/create/',
        method: 'POST',
        body: form,
        ...(invitationToken ? { params: { invitation_link: invitationToken } } : {}),
      }),
    }),
    tenantInvitation: build.query<TTenantInvitationInfo, string>({
      query: (token) => `/tenants/invitations/${encodeURIComponent(token)}/`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRegisterTenantMutation, useTenantInvitationQuery } = tenantRegistrationApi;
