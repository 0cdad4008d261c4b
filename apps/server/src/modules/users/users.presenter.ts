import type { TUser } from '@commonshelf/shared/users/users.schemas';
import { mediaUrl } from '../../lib/media.js';
import type { UserRow } from './users.table.js';

/** The user object the client keeps (spec section 3); nothing else about an account leaves. */
export function presentUser(u: UserRow): TUser {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    role: u.role,
    country: u.country,
    avatar: mediaUrl(u.avatar),
    username: u.username,
  };
}
