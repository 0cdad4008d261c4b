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
  const saving = pending !== null && !pending.done;
  const change = (value: boolean) => {
    // A change while the last one saves is ignored; the switch is not greyed out meanwhile, which
    // would throw the keyboard's focus out of it.
    if (saving) return;
    setPending({ value, done: false });
    void onChange(value).then((ok) => setPending(ok ? { value, done: true } : null));
  };
  return (
    <div className="flex items-start">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-busy={saving || undefined}
        onChange={(event) => change(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="peer sr-only"
        data-testid={testId}
      />
      {/* One label: the track (drawn, hidden from screen readers) and the words that name the switch; the hint describes it. */}
      <div className="min-w-0 text-sm peer-focus-visible:[&_.track]:outline-3 peer-focus-visible:[&_.track]:outline-offset-2 peer-focus-visible:[&_.track]:outline-primary peer-disabled:[&_.track]:opacity-50 peer-disabled:[&_label]:cursor-not-allowed">
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
          <span aria-hidden="true" className={`track relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? 'bg-primary' : 'bg-line'}`}>
            <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
          </span>
          <span className="min-w-0 font-semibold text-ink">
            {label}
            {item ? <ItemName>{item}</ItemName> : null}
          </span>
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 pl-14 text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
