import { useTranslation } from 'react-i18next';
import type { TMode } from '@commonshelf/shared/modes/modes.schemas';
import { lazy, Suspense, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon, LayersIcon } from '../../../components/ui/icons';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { showToast } from '../../../lib/toast';
import { useActiveMode } from '../hooks/use-active-mode';
import { modeCleared, modeSelected } from '../mode-selection.slice';

// The dialog (Radix's, with the list of modes) loads when the button is first pointed at, focused
// or pressed; the header shows the active mode without it.
const loadDialog = () => import('./mode-picker-dialog');
const ModePickerDialog = lazy(() => loadDialog().then((m) => ({ default: m.ModePickerDialog })));

/** The Switchboard control of the header: the active mode, a picker dialog and a way to clear it. */
export function ModePicker({ loggedIn, onModeChange }: { loggedIn: boolean; onModeChange?: () => void }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { mode: activeMode } = useActiveMode();

  const choose = (mode: TMode) => {
    if (mode.locked) return;
    dispatch(modeSelected(mode.id));
    onModeChange?.();
    setOpen(false);
    showToast(t('modes.changed', { mode: mode.name }), 'success');
  };
  const clear = () => {
    dispatch(modeCleared());
    onModeChange?.();
  };

  return (
    <div className="flex min-w-0 items-center" data-testid="mode-switcher">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="mode-picker-button"
        className="inline-flex h-10 min-w-0 items-center gap-2 rounded-full border border-line bg-surface px-2.5 text-sm font-semibold text-ink transition-colors hover:border-primary hover:bg-primary-light sm:px-3.5"
      >
        <LayersIcon size={18} className="shrink-0 text-primary" />
        <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">
          {activeMode ? (
            <>
              <span className="font-normal text-ink-muted">{t('modes.label')}</span>
              <span data-testid="active-mode">{activeMode.name}</span>
            </>
          ) : (
            t('modes.choose')
          )}
        </span>
        <ChevronDownIcon size={16} className="hidden shrink-0 sm:block" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ModePickerDialog open={open} setOpen={setOpen} loggedIn={loggedIn} onChoose={choose} onClear={clear} trigger={trigger} />
        </Suspense>
      ) : null}
      {activeMode ? (
        <button
          type="button"
          onClick={clear}
          data-testid="clear-mode"
          aria-label={t('modes.clear', { mode: activeMode.name })}
          className="ml-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-primary-light hover:text-ink"
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
