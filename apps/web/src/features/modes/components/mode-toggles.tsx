import { useId, useState } from 'react';
import { ItemName } from '../../../components/ui/item-name';

/**
 * A labelled on/off switch (a checkbox with the switch role), for a mode's settings. It shows the
 * new state at once while the change is saved, and the saved state after (the old one if it failed).
 */
export function Toggle({
  label,
  checked: saved,
  onChange,
  disabled,
  hint,
  item,
  testId,
}: {
  label: string;
  /** What the switch belongs to, when the same switch repeats down a list (for screen readers). */
  item?: string;
  checked: boolean;
  /** Saves the change; true once saved, false when it failed (and said so). */
  onChange: (checked: boolean) => Promise<boolean>;
  disabled?: boolean;
  hint?: string;
  testId: string;
}) {
  const id = useId();
  // The requested state, until the saved one shows it (or the save failed).
  const [pending, setPending] = useState<{ value: boolean; done: boolean } | null>(null);
  if (pending?.done && saved === pending.value) setPending(null);
  const checked = pending ? pending.value : saved;
  const change = (value: boolean) => {
    setPending({ value, done: false });
    void onChange(value).then((ok) => setPending(ok ? { value, done: true } : null));
  };
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || (pending !== null && !pending.done)}
        aria-busy={pending !== null || undefined}
        onChange={(event) => change(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="peer sr-only"
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ${checked ? 'bg-primary' : 'bg-line'}`}
      >
        <span aria-hidden="true" className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
      </label>
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
          {item ? <ItemName>{item}</ItemName> : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
