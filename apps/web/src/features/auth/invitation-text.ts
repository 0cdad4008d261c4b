import type { TInvitationInfo } from '@commonshelf/shared/auth/auth.schemas';

export const INVITATION_INVALID = 'This invitation is invalid or has expired. Ask your school for a new one.';

const ROLE_PHRASES: Record<string, string> = {
  teacher: 'a teacher',
  teacher_admin: 'a teacher admin',
  school_admin: 'a school admin',
  organization_admin: 'an organization admin',
  student: 'a student',
};

/** "a school admin": the invited role as it reads in a sentence. */
export function rolePhrase(role: string): string {
  return ROLE_PHRASES[role] ?? `a ${role.replace(/_/g, ' ')}`;
}

/** Why an invitation that is no longer pending cannot be used, in words for the invited person. */
export function invitationStatusMessage(status: TInvitationInfo['status']): string {
  switch (status) {
    case 'accepted':
      return 'This invitation has already been accepted. Log in with the account that accepted it.';
    case 'expired':
      return 'This invitation has expired. Ask your school to send you a new one.';
    case 'revoked':
      return 'This invitation was withdrawn or replaced by a newer one. Check your email for the latest invitation.';
    case 'pending':
      return '';
  }
}
