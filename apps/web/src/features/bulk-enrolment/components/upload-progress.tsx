import { useId } from 'react';

/** An upload's progress bar with its percentage (role="progressbar"); an unknown size shows a moving bar. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm text-ink-soft">
        <span id={id} className="min-w-0 truncate font-semibold">
          {label}
        </span>
        <span aria-hidden="true" className="font-bold text-ink tabular-nums" data-testid="bulk-progress-percent">
          {percent === null ? '…' : `${percent}%`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? 'Uploading' : `${percent}% uploaded`}
        data-testid="bulk-progress-bar"
        className="h-3 overflow-hidden rounded-full bg-primary-light"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] duration-200 ease-out ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
