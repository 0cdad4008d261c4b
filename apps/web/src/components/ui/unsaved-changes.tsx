import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Navigation state that says the page's edits were just saved: leaving with it is not asked about. */
export const AFTER_SAVE = { afterSave: true } as const;

/**
 * Warns before unsaved edits are lost: leaving for another page inside the app asks first (a
 * dialog), and closing or reloading the tab gets the browser's own warning. A page that saves and
 * then leaves passes `AFTER_SAVE` as the navigation's state, since its render may not know yet.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && (nextLocation.state as { afterSave?: boolean } | null)?.afterSave !== true,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.confirm')}
      cancelLabel={t('unsaved.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      testId="unsaved-changes-dialog"
    >
      {t('unsaved.body')}
    </ConfirmDialog>
  );
}
