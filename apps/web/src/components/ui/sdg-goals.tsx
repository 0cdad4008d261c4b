import { sdgByNumber, textOnColor } from '@commonshelf/shared/sdgs/sdgs';

/** A goal's number in its official colour; the name follows as text (colour is never the only cue). */
export function SdgNumber({ n, size = 'md' }: { n: number; size?: 'sm' | 'md' }) {
  const goal = sdgByNumber(n);
  if (!goal) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-black tabular-nums ${size === 'sm' ? 'size-6 text-[11px]' : 'size-7 text-xs'}`}
      style={{ backgroundColor: goal.color, color: textOnColor(goal.color) }}
    >
      {goal.number}
    </span>
  );
}

/** The goals a course, challenge or film serves, each with its number and name. */
export function SdgBadgeList({ sdgs, testId = 'sdg-badges' }: { sdgs: readonly number[]; testId?: string }) {
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <ul role="list" aria-label="Sustainable Development Goals" className="flex flex-wrap gap-2" data-testid={testId}>
      {goals.map((goal) => (
        <li
          key={goal.number}
          className="inline-flex h-9 max-w-full items-center gap-2 rounded-full border border-line-soft bg-surface py-1 pr-3.5 pl-1 text-sm font-semibold text-ink"
        >
          <SdgNumber n={goal.number} />
          <span className="truncate">
            <span className="sr-only">Goal {goal.number}: </span>
            {goal.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Compact goal chips for cards: the numbers, with the names for screen readers and on hover. */
export function SdgChips({ sdgs }: { sdgs: readonly number[] }) {
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="sr-only">Goals: {goals.map((g) => `${g.number} ${g.name}`).join(', ')}.</span>
      {goals.map((goal) => (
        <span key={goal.number} title={`Goal ${goal.number}: ${goal.name}`}>
          <SdgNumber n={goal.number} size="sm" />
        </span>
      ))}
    </span>
  );
}
