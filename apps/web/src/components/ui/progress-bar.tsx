import { useTranslation } from 'react-i18next';
import { useId } from 'react';

type Props = {
  /** 0–100; null while the total is unknown (the bar pulses instead). */
  value: number | null;
  label: string;
  /** Shown after the label, e.g. "3 of 9 lessons". */
  detail?: string;
  size?: 'sm' | 'md';
  /** 'on-tint': on a primary-light background, where the usual track would vanish. */
  tone?: 'primary' | 'on-tint' | 'on-primary';
  /** What a screen reader hears: "40% complete" unless told otherwise (e.g. "40% uploaded"). */
  valueText?: (pct: number | null) => string;
  /** A fast bar follows frequent updates (uploads); the default eases into place. */
  fast?: boolean;
  /** Cut a long label (a file name) to one line. */
  truncate?: boolean;
  testId?: string;
  percentTestId?: string;
  className?: string;
};


/** A labelled progress bar (role="progressbar" with its value for screen readers). */
export function ProgressBar({ value, label, detail, size = 'md', tone = 'primary', valueText, fast = false, truncate = false, testId, percentTestId, className = '' }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const pct = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  const onPrimary = tone === 'on-primary';
  return (
    <div className={`min-w-0 ${className}`}>
      <div className={`mb-1.5 flex items-baseline justify-between gap-3 text-sm ${onPrimary ? 'text-white' : 'text-ink-soft'}`}>
        <span id={id} className={`font-semibold ${truncate ? 'min-w-0 truncate' : ''}`}>
          {label}
          {/* The line breaks before the bullet, never between it and its detail. */}
          {detail ? <>{' '}<span className={`font-normal whitespace-nowrap ${onPrimary ? 'text-white/85' : 'text-ink-muted'}`}>· {detail}</span></> : null}
        </span>
        <span aria-hidden="true" className={`font-bold tabular-nums ${onPrimary ? 'text-white' : 'text-ink'}`} data-testid={percentTestId}>
          {pct === null ? '…' : `${pct}%`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={
          valueText
            ? valueText(pct)
            : pct === null
              ? t('progress.inProgress')
              : detail
                ? t('progress.completeWithDetail', { pct, detail })
                : t('progress.complete', { pct })
        }
        data-testid={testId}
        className={`overflow-hidden rounded-full ${size === 'sm' ? 'h-2' : 'h-3'} ${onPrimary ? 'bg-white/25' : tone === 'on-tint' ? 'bg-surface ring-1 ring-line-soft' : 'bg-primary-light'}`}
      >
        <div
          className={`h-full rounded-full transition-[width] ease-out ${fast ? 'duration-200' : 'duration-500'} ${onPrimary ? 'bg-white' : 'bg-primary'} ${pct === null ? 'w-1/3 animate-pulse' : ''}`}
          style={pct === null ? undefined : { width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
