import { useId } from 'react';

type Props = {
  /** 0–100. */
  value: number;
  label: string;
  /** Shown after the label, e.g. "3 of 9 lessons". */
  detail?: string;
  size?: 'sm' | 'md';
  /** 'on-tint': on a primary-light background, where the usual track would vanish. */
  tone?: 'primary' | 'on-tint' | 'on-primary';
  testId?: string;
  className?: string;
};

/** A labelled progress bar (role="progressbar" with its value for screen readers). */
export function ProgressBar({ value, label, detail, size = 'md', tone = 'primary', testId, className = '' }: Props) {
  const id = useId();
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  const onPrimary = tone === 'on-primary';
  return (
    <div className={`min-w-0 ${className}`}>
      <div className={`mb-1.5 flex items-baseline justify-between gap-3 text-sm ${onPrimary ? 'text-white' : 'text-ink-soft'}`}>
        <span id={id} className="font-semibold">
          {label}
          {detail ? <span className={`font-normal ${onPrimary ? 'text-white/85' : 'text-ink-muted'}`}> · {detail}</span> : null}
        </span>
        <span aria-hidden="true" className={`font-bold tabular-nums ${onPrimary ? 'text-white' : 'text-ink'}`}>
          {pct}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}% complete${detail ? `, ${detail}` : ''}`}
        data-testid={testId}
        className={`overflow-hidden rounded-full ${size === 'sm' ? 'h-2' : 'h-3'} ${onPrimary ? 'bg-white/25' : tone === 'on-tint' ? 'bg-surface ring-1 ring-line-soft' : 'bg-primary-light'}`}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ease-out ${onPrimary ? 'bg-white' : 'bg-primary'}`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
