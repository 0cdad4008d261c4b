import type { TUser } from '@commonshelf/shared/users/users.schemas';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api-client';
import type { TSessionUser } from '../../lib/roles';
import { sessionStarted } from '../../lib/session.slice';

/** The API's user (nullable email for students) in the shape the session keeps. */
export function toSessionUser(user: TUser): TSessionUser {
  return { ...user, email: user.email ?? '' };
}

/**
 * Stores a new login (tokens and user) and makes cached data that depends on who is signed in
 * (modes, the profile, filtered lists) load again.
 */
export function startSession(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  result: { access: string; refresh: string; user: TUser },
): void {
  dispatch(sessionStarted({ user: toSessionUser(result.user), access: result.access, refresh: result.refresh }));
  dispatch(api.util.invalidateTags(['Modes', 'Books', 'Courses', 'Charities', 'Profile', 'GenericAccess']));
}
