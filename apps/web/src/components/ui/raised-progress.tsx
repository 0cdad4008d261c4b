import { percentOfGoal } from '@commonshelf/shared/charities/charities.schemas';
import { ProgressBar } from './progress-bar';
import { formatMinorAmount, pluralize } from '../../lib/format';

type Props = {
  raised: number;
  goal: number;
  currency: string;
  /** People who gave through the platform ("supporters" on a fundraising page). */
  donors?: number;
  donorWord?: 'donor' | 'supporter';
  size?: 'sm' | 'md';
  tone?: 'primary' | 'on-tint';
  testId?: string;
};

/** "₹7,43,500 raised of ₹12,00,000" over a progress bar, and how many people gave. */
export function RaisedProgress({ raised, goal, currency, donors, donorWord = 'donor', size = 'md', tone = 'primary', testId }: Props) {
  const pct = percentOfGoal(raised, goal);
  const raisedText = formatMinorAmount(raised, currency, 'en');
  const goalText = formatMinorAmount(goal, currency, 'en');
  return (
    <div data-testid={testId} data-raised-minor={raised}>
      <ProgressBar
        value={pct}
        size={size}
        tone={tone}
        label={`${raisedText} raised`}
        detail={goal > 0 ? `of ${goalText}` : undefined}
        valueText={(p) => `${p ?? 0}% of the goal raised: ${raisedText} of ${goalText}`}
        percentTestId={testId ? `${testId}-percent` : undefined}
      />
      {donors !== undefined ? (
        <p className="mt-1.5 text-xs font-medium text-ink-muted" data-testid={testId ? `${testId}-donors` : undefined}>
          {donors === 0 ? `Be the first ${donorWord}` : pluralize(donors, donorWord)}
        </p>
      ) : null}
    </div>
  );
}
