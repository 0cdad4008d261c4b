import { PUBLICATION_STATUS_LABELS, type TPublicationStatus } from '@commonshelf/shared/library/publishing.schemas';
import { SDGS } from '@commonshelf/shared/sdgs/sdgs';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { SdgNumber } from '../../../components/ui/sdg-goals';
import { StateMessage } from '../../../components/ui/state-message';
import { selectUser } from '../../../lib/session.slice';
import { loginPathFor } from '../../courses/enrol-state';

const STATUS_TONES: Record<TPublicationStatus, string> = {
  draft: 'bg-surface-alt text-ink-soft border border-line-soft',
  pending: 'bg-announcement text-ink',
  published: 'bg-primary-light text-primary-dark',
  rejected: 'bg-book-button/15 text-ink border border-book-button',
};

/** Where an upload stands, in words (never by colour alone). */
export function StatusBadge({ status, prefix, testId }: { status: TPublicationStatus; prefix?: string; testId?: string }) {
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]}`}>
      {prefix ? `${prefix}: ` : ''}
      {PUBLICATION_STATUS_LABELS[status]}
    </span>
  );
}

/** The signed-in user as the upload pages need them (cache key for per-user queries). */
export function useViewer() {
  const user = useSelector(selectUser);
  return { user, viewer: { viewer: user?.id ?? null } };
}

/** What a visitor sees on an upload page: what it is for and a way to log in and come back. */
export function LoginToUpload({ what }: { what: string }) {
  const location = useLocation();
  return (
    <div className="container-page py-10" data-testid="upload-login">
      <StateMessage
        icon={<LockIcon size={24} />}
        title={`Log in to ${what}`}
        action={
          <Link to={loginPathFor(location.pathname, location.search)} state={{ from: location }} className={buttonClass('primary', 'md')}>
            Log in
          </Link>
        }
      >
        Students, teachers and school admins share books and stories with their school. Students’ uploads are read by their teacher before they appear.
      </StateMessage>
    </div>
  );
}

/** The 17 goals as checkboxes (each with its number and name). */
export function SdgPicker({ value, onChange, legend = 'Sustainable Development Goals' }: { value: number[]; onChange: (v: number[]) => void; legend?: string }) {
  const toggle = (n: number) => onChange(value.includes(n) ? value.filter((x) => x !== n) : [...value, n].sort((a, b) => a - b));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">
        {legend} <span className="font-normal text-ink-muted">(optional)</span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {SDGS.map((g) => (
          <label key={g.number} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line-soft px-3 text-sm text-ink-soft has-[:checked]:border-primary has-[:checked]:bg-primary-light">
            <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={value.includes(g.number)} onChange={() => toggle(g.number)} />
            <SdgNumber n={g.number} size="sm" />
            <span className="min-w-0">{`Goal ${g.number}: ${g.name}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A page's frame: a heading and a sentence, then the content in the page's width. */
export function PageFrame({ id, title, intro, children, testId }: { id: string; title: string; intro: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="container-page py-8 sm:py-10" data-testid={testId}>
      <h1 id={id} className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 max-w-2xl text-base text-ink-soft">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export const selectClass = (invalid = false) =>
  `block h-12 w-full min-w-0 rounded-xl border bg-surface px-3 text-base text-ink focus:outline-none focus:ring-3 ${
    invalid ? 'border-book-button focus:ring-book-button/25' : 'border-line focus:border-primary focus:ring-primary/25'
  }`;

export const textareaClass = (invalid = false) =>
  `block w-full min-w-0 rounded-xl border bg-surface px-4 py-3 text-base text-ink focus:outline-none focus:ring-3 ${
    invalid ? 'border-book-button focus:ring-book-button/25' : 'border-line focus:border-primary focus:ring-primary/25'
  }`;

export const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
