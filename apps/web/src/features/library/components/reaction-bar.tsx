import { REACTION_LABELS, type TReactionCount, type TReactionKind } from '@commonshelf/shared/library/library.schemas';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { selectUser } from '../../../lib/session.slice';

type Props = {
  reactions: readonly TReactionCount[];
  /** What the reactions are about, for screen readers ("this book"). */
  what: string;
  onToggle: (kind: TReactionKind) => void;
  busy: boolean;
  error?: string | null;
};

/**
 * The fixed set of reactions with this site's counts. Signed-in readers toggle theirs (the button
 * is pressed when given); visitors are invited to log in and come back here.
 */
export function ReactionBar({ reactions, what, onToggle, busy, error }: Props) {
  const user = useSelector(selectUser);
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div data-testid="reactions">
      <h2 className="text-base font-bold text-ink">How did {what} make you feel?</h2>
      <ul role="list" className="mt-3 flex flex-wrap gap-2">
        {reactions.map((r) => {
          const { label, emoji } = REACTION_LABELS[r.kind];
          const content = (
            <>
              <span aria-hidden="true" className="text-lg leading-none">
                {emoji}
              </span>
              <span>{label}</span>
              <span className="rounded-full bg-surface-alt px-2 py-0.5 text-sm font-bold tabular-nums text-ink" data-testid={`reaction-count-${r.kind}`}>
                {r.count}
                <span className="sr-only"> {r.count === 1 ? 'reader' : 'readers'}</span>
              </span>
            </>
          );
          const cls = `inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none ${
            r.reacted ? 'border-primary bg-primary-light text-primary-dark' : 'border-line bg-surface text-ink hover:border-primary'
          }`;
          return (
            <li key={r.kind}>
              {user ? (
                <button
                  type="button"
                  aria-pressed={r.reacted}
                  disabled={busy}
                  onClick={() => onToggle(r.kind)}
                  className={`${cls} disabled:cursor-wait`}
                  data-testid={`reaction-${r.kind}`}
                >
                  {content}
                </button>
              ) : (
                <span className={cls} data-testid={`reaction-${r.kind}`}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {user ? null : (
        <p className="mt-3 text-sm text-ink-soft">
          <Link to={`/login?next=${next}`} state={{ from: location }} className={buttonClass('secondary', 'sm')} data-testid="reaction-login">
            Log in to react
          </Link>
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-book-button">
          {error}
        </p>
      ) : null}
    </div>
  );
}
