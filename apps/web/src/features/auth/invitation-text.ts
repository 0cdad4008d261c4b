import type { TInvitationInfo } from '@commonshelf/shared/auth/auth.schemas';
import i18next from 'i18next';
import type { auth } from '../../i18n/en/auth';

export const INVITATION_INVALID = 'This invitation is invalid or has expired. Ask your school for a new one.';

type InvitedRole = keyof typeof auth.invitation.roles;

/** "a school admin": the invited role as it reads in a sentence, in the UI language. */
export function rolePhrase(role: string): string {
  return role in i18next.t('auth:invitation.roles', { returnObjects: true })
    ? i18next.t(`auth:invitation.roles.${role as InvitedRole}`)
    : role.replace(/_/g, ' ');
}

/** Why an invitation that is no longer pending cannot be used, in words for the invited person. */
export function invitationStatusMessage(status: TInvitationInfo['status']): string {
  switch (status) {
    case 'accepted':
      return i18next.t('auth:invitation.accepted');
    case 'expired':
      return i18next.t('auth:invitation.expired');
    case 'revoked':
      return i18next.t('auth:invitation.revoked');
    case 'pending':
      return '';
  }
}
