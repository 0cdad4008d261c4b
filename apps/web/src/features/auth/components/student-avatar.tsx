import type { TStudentEntry } from '@commonshelf/shared/auth/auth.schemas';

// Theme colours only (a tenant's palette), varied per child so neighbouring tiles differ.
const TONES = [
  'bg-primary text-white',
  'bg-book-button text-white',
  'bg-announcement text-ink',
  'bg-primary-light text-primary-dark',
  'bg-primary-dark text-white',
] as const;

function toneOf(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length]!;
}

/** A child's picture, or their initial on a coloured disc; decorative (the name is always shown beside it). */
export function StudentAvatar({ student, size = 'md' }: { student: TStudentEntry; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-24 text-4xl' : 'size-16 text-2xl sm:size-18';
  if (student.avatar) {
    return <img src={student.avatar} alt="" width={96} height={96} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  const initial = (student.first_name.trim() || student.username).charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-full font-black ${toneOf(student.username)}`}>
      {initial}
    </span>
  );
}
