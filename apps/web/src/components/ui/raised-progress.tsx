import { useTranslation } from 'react-i18next';
import { percentOfGoal } from '@commonshelf/shared/charities/progress';
import { ProgressBar } from './progress-bar';
import { formatMinorAmount } from '../../lib/format';

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
  const { t } = useTranslation('common');
  const pct = percentOfGoal(raised, goal);
  const raisedText = formatMinorAmount(raised, currency);
  const goalText = formatMinorAmount(goal, currency);
  return (
    <div data-testid={testId} data-raised-minor={raised}>
      <ProgressBar
        value={pct}
        size={size}
        tone={tone}
        label={t('progress.raised', { amount: raisedText })}
        detail={goal > 0 ? t('progress.ofGoal', { goal: goalText }) : undefined}
        valueText={(p) => t('progress.goalValueText', { pct: p ?? 0, raised: raisedText, goal: goalText })}
        percentTestId={testId ? `${testId}-percent` : undefined}
      />
      {donors !== undefined ? (
        <p className="mt-1.5 text-xs font-medium text-ink-muted" data-testid={testId ? `${testId}-donors` : undefined}>
          {donorWord === 'donor'
            ? donors === 0
              ? t('progress.firstDonor')
              : t('progress.donors', { count: donors })
            : donors === 0
              ? t('progress.firstSupporter')
              : t('progress.supporters', { count: donors })}
        </p>
      ) : null}
    </div>
  );
}
