import { initials } from '../../../lib/roles';

/** An account's picture, or its initials on the theme's colour; decorative (the name is always beside it). */
export function UserAvatar({ user, size = 'md' }: { user: { first_name: string; last_name: string; username: string | null; avatar: string | null }; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl' : size === 'sm' ? 'size-10 text-sm' : 'size-12 text-base';
  if (user.avatar) return <img src={user.avatar} alt="" className={`${box} shrink-0 rounded-full border border-line-soft bg-white object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-light font-bold text-primary-dark`}>
      {initials(user)}
    </span>
  );
}
