import { sdgByNumber, textOnColor } from '../../courses/sdgs';

/** A goal's number in its official colour; the name follows as text (colour is never the only cue). */
function GoalNumber({ n, small = false }: { n: number; small?: boolean }) {
  const goal = sdgByNumber(n);
  if (!goal) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-md font-black tabular-nums ${small ? 'size-6 text-[11px]' : 'size-7 text-xs'}`}
      style={{ backgroundColor: goal.color, color: textOnColor(goal.color) }}
    >
      {goal.number}
    </span>
  );
}

/** The goals a challenge serves, each with its number and name. */
export function GoalList({ sdgs }: { sdgs: readonly number[] }) {
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <ul role="list" aria-label="Sustainable Development Goals" className="flex flex-wrap gap-2" data-testid="sdg-badges">
      {goals.map((goal) => (
        <li key={goal.number} className="inline-flex h-9 max-w-full items-center gap-2 rounded-full border border-line-soft bg-surface py-1 pr-3.5 pl-1 text-sm font-semibold text-ink">
          <GoalNumber n={goal.number} />
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
export function GoalChips({ sdgs }: { sdgs: readonly number[] }) {
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="sr-only">Goals: {goals.map((g) => `${g.number} ${g.name}`).join(', ')}.</span>
      {goals.map((goal) => (
        <span key={goal.number} title={`Goal ${goal.number}: ${goal.name}`}>
          <GoalNumber n={goal.number} small />
        </span>
      ))}
    </span>
  );
}
