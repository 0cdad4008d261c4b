import { useTranslation } from 'react-i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '../../lib/toast';
import { translateMessage } from '../../i18n/messages';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

const TOAST_LIFETIME_MS = 7000;

const tones: Record<Toast['tone'], { box: string; icon: typeof InfoIcon }> = {
  info: { box: 'border-line bg-surface', icon: InfoIcon },
  success: { box: 'border-primary bg-primary-light', icon: CheckIcon },
  warning: { box: 'border-book-button bg-announcement', icon: AlertIcon },
  error: { box: 'border-danger bg-announcement', icon: AlertIcon },
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  const tone = tones[toast.tone];
  const Icon = tone.icon;
  const urgent = toast.tone === 'warning' || toast.tone === 'error';
  return (
    <li className="pointer-events-auto">
      <div
        // The region around the list is polite and always present, so new toasts are read out;
        // warnings interrupt instead.
        role={urgent ? 'alert' : undefined}
        data-testid="toast"
        data-tone={toast.tone}
        className={`flex w-full items-start gap-3 rounded-2xl border border-l-4 p-4 text-sm text-ink shadow-lift animate-pop-in ${tone.box}`}
      >
        <Icon size={20} className="mt-0.5 shrink-0" />
        <p className="flex-1 font-medium">{translateMessage(toast.message)}</p>
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="-m-1 rounded-full p-1 text-ink-soft hover:bg-primary-light"
          aria-label={t('toast.dismiss')}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </li>
  );
}

/** Renders the toast queue of lib/toast; mounted once at the root. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section aria-label={t('toast.region')} aria-live="polite" aria-relevant="additions" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-end p-4">
      <ol role="list" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
