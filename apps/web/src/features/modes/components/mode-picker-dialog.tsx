import { useTranslation } from 'react-i18next';
import type { TMode } from '@commonshelf/shared/modes/modes.schemas';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CheckIcon, CloseIcon, LayersIcon, LockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGetModesQuery } from '../api/modes.api';
import { useActiveMode, visibleModes } from '../hooks/use-active-mode';

/** The Switchboard's dialog of modes (see mode-picker.tsx). Focus goes back to its button when it closes. */
export function ModePickerDialog({
  open,
  setOpen,
  loggedIn,
  onChoose,
  onClear,
  trigger,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  loggedIn: boolean;
  onChoose: (mode: TMode) => void;
  onClear: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('layout');
  const { modeId, mode: activeMode } = useActiveMode();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="mode-picker-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-x-3 top-[max(1rem,6vh)] z-50 mx-auto flex max-h-[88dvh] max-w-3xl flex-col overflow-hidden rounded-[calc(var(--radius-card)*1.2)] bg-surface shadow-menu animate-pop-in focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line-soft px-5 py-4 sm:px-7 sm:py-5">
            <div>
              <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
                {t('modes.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {t('modes.lead')}
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-primary-light" aria-label={t('modes.close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-7">
            <ModeList selectedId={modeId} onChoose={onChoose} loggedIn={loggedIn} />
          </div>
          {activeMode ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line-soft bg-surface-alt px-5 py-3 sm:px-7">
              <p className="text-sm text-ink-soft">
                {t('modes.showing')} <strong className="font-semibold text-ink">{activeMode.name}</strong>
              </p>
              <button type="button" onClick={() => { onClear(); setOpen(false); }} className={buttonClass('secondary', 'sm')}>
                {t('modes.showAll')}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModeList({
  selectedId,
  onChoose,
  loggedIn,
}: {
  selectedId: number | null;
  onChoose: (mode: TMode) => void;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('layout');
  const { data, isLoading } = useGetModesQuery();
  const modes = visibleModes(data?.results);

  if (isLoading) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        <p className="sr-only" role="status">
          {t('modes.loading')}
        </p>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-48 rounded-2xl sm:h-56" />
        ))}
      </div>
    );
  }
  // A failed load (the server answers 401 to visitors on some tenants) reads the same as no modes.
  if (modes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="mode-picker-empty">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-light text-primary">
          <LockIcon size={24} />
        </span>
        <p className="text-base font-semibold text-ink">{t('modes.noModes')}</p>
        {loggedIn ? null : (
          <Dialog.Close asChild>
            <Link to="/login" className={buttonClass('primary', 'md')}>
              {t('modes.login')}
            </Link>
          </Dialog.Close>
        )}
      </div>
    );
  }
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      {modes.map((mode) => (
        <li key={mode.id}>
          <ModeCard mode={mode} selected={mode.id === selectedId} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function ModeCard({ mode, selected, onChoose }: { mode: TMode; selected: boolean; onChoose: (mode: TMode) => void }) {
  const { t } = useTranslation('layout');
  const locked = mode.locked;
  return (
    <button
      type="button"
      data-testid="mode-card"
      data-mode-id={mode.id}
      data-locked={locked ? 'true' : 'false'}
      aria-pressed={locked ? undefined : selected}
      aria-disabled={locked ? 'true' : undefined}
      disabled={locked}
      onClick={() => onChoose(mode)}
      className={`group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-surface text-left transition-all ${
        locked
          ? 'cursor-not-allowed border-line-soft'
          : selected
            ? 'border-primary shadow-lift'
            : 'border-line-soft hover:-translate-y-0.5 hover:border-primary hover:shadow-lift'
      }`}
    >
      <span className={`flex h-full w-full flex-col ${locked ? 'pointer-events-none blur-[3px] select-none' : ''}`}>
        <span className="block aspect-[16/9] w-full overflow-hidden bg-primary-light">
          {mode.image ? (
            <img src={mode.image} alt="" width={320} height={180} className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full items-center justify-center text-primary">
              <LayersIcon size={40} />
            </span>
          )}
        </span>
        <span className="flex flex-1 flex-col p-3 sm:p-4">
          <span className="text-sm font-bold text-ink sm:text-base">{mode.name}</span>
          <span className="mt-1 line-clamp-3 text-xs text-ink-muted sm:text-sm">{mode.description}</span>
        </span>
      </span>
      {locked ? (
        <span className="absolute inset-0 flex items-center justify-center bg-surface/40">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-lift">
            <LockIcon size={22} />
            <span className="sr-only">{t('modes.locked')}</span>
          </span>
        </span>
      ) : null}
      {selected && !locked ? (
        <span className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full bg-primary text-white shadow-card">
          <CheckIcon size={18} />
          <span className="sr-only">{t('modes.selected')}</span>
        </span>
      ) : null}
    </button>
  );
}
