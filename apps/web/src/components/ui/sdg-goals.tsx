import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { SDGS, sdgByNumber, textOnColor } from '@commonshelf/shared/sdgs/sdgs';
import type { Resources } from '../../i18n/types';

type SdgKey = keyof Resources['activities']['sdgs']['names'];

/** A goal's official short title in the UI language (in English, the shared `SDGS` name). */
export function sdgName(n: number): string {
  return i18next.t(`activities:sdgs.names.${String(n) as SdgKey}`);
}

/** A goal's sentence for young learners in the UI language (in English, the shared `SDGS` description). */
export function sdgDescription(n: number): string {
  return i18next.t(`activities:sdgs.descriptions.${String(n) as SdgKey}`);
}

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
  const { t } = useTranslation('common');
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <ul role="list" aria-label={t('sdg.goals')} className="flex flex-wrap gap-2" data-testid={testId}>
      {goals.map((goal) => (
        <li
          key={goal.number}
          className="inline-flex h-9 max-w-full items-center gap-2 rounded-full border border-line-soft bg-surface py-1 pr-3.5 pl-1 text-sm font-semibold text-ink"
        >
          <SdgNumber n={goal.number} />
          <span className="truncate">
            <span className="sr-only">{t('sdg.goalPrefix', { number: goal.number })} </span>
            {sdgName(goal.number)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Compact goal chips for cards: the numbers, with the names for screen readers and on hover. */
export function SdgChips({ sdgs }: { sdgs: readonly number[] }) {
  const { t } = useTranslation('common');
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (goals.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="sr-only">{t('sdg.goalsList', { list: goals.map((g) => `${g.number} ${sdgName(g.number)}`).join(', ') })}</span>
      {goals.map((goal) => (
        <span key={goal.number} title={t('sdg.goalTitle', { number: goal.number, name: sdgName(goal.number) })}>
          <SdgNumber n={goal.number} size="sm" />
        </span>
      ))}
    </span>
  );
}

/** The 17 goals as checkboxes (each with its number and name). */
export function SdgPicker({ value, onChange, legend }: { value: number[]; onChange: (v: number[]) => void; legend?: string }) {
  const { t } = useTranslation('common');
  const toggle = (n: number) => onChange(value.includes(n) ? value.filter((x) => x !== n) : [...value, n].sort((a, b) => a - b));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">
        {legend ?? t('sdg.goals')} <span className="font-normal text-ink-muted">{t('optional')}</span>
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {SDGS.map((g) => (
          <label key={g.number} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line-soft px-3 text-sm text-ink-soft has-[:checked]:border-primary has-[:checked]:bg-primary-light">
            <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={value.includes(g.number)} onChange={() => toggle(g.number)} />
            <SdgNumber n={g.number} size="sm" />
            <span className="min-w-0">{t('sdg.goalTitle', { number: g.number, name: sdgName(g.number) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
