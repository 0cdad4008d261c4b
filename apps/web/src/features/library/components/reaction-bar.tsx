import type { TReactionCount } from '@commonshelf/shared/library/library.schemas';
import { REACTION_LABELS, type TReactionKind } from '@commonshelf/shared/library/reactions';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { selectUser } from '../../../lib/session.slice';

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none';
const chipOn = 'border-primary bg-primary-light text-primary-dark';
const chipOff = 'border-line bg-surface text-ink hover:border-primary';

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
  const { t } = useTranslation('books');
  const user = useSelector(selectUser);
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div data-testid="reactions">
      <h2 className="text-base font-bold text-ink">{t('reactions.heading', { what })}</h2>
      <ul role="list" className="mt-3 flex flex-wrap gap-2">
        {reactions.map((r) => {
          const content = (
            <>
              <span aria-hidden="true" className="text-lg leading-none">
                {REACTION_LABELS[r.kind].emoji}
              </span>
              <span>{t(`reactions.kinds.${r.kind}`)}</span>
              <span className="rounded-full bg-surface-alt px-2 py-0.5 text-sm font-bold tabular-nums text-ink" data-testid={`reaction-count-${r.kind}`}>
                {r.count}
                <span className="sr-only"> {t('reactions.readers', { count: r.count })}</span>
              </span>
            </>
          );
          const cls = `${chip} ${r.reacted ? chipOn : chipOff}`;
          return (
            <li key={r.kind}>
              {user ? (
                <button
                  type="button"
                  aria-pressed={r.reacted}
                  {...busyButtonProps(busy)}
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
            {t('reactions.login')}
          </Link>
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
