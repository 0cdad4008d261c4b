import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import { buttonClass } from './button';
import { CheckIcon } from './icons';
import { showToast } from '../../lib/toast';

export function CopyIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}

function ShareIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/** Copies text to the clipboard; where the Clipboard API is unavailable, the field's text is selected and copied. */
export async function copyText(text: string, field: HTMLInputElement | null = null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** A page's share link: the address to read or select, a Copy button, and the phone's share sheet where there is one. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    const ok = await copyText(url, field.current);
    setCopied(ok);
    if (ok) {
      showToast(t('share.copied'), 'success');
      window.setTimeout(() => setCopied(false), 2500);
    } else showToast(t('share.copyFailed'), 'warning');
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {t('share.label')}
      </label>
      <input
        id={id}
        ref={field}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="h-11 w-full min-w-0 shrink-0 rounded-xl border border-line bg-surface px-3 text-sm text-ink sm:flex-1 sm:shrink focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none"
        data-testid="share-url"
      />
      <div className="flex gap-2">
        <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')} data-testid="share-copy">
          {copied ? <CheckIcon size={18} /> : <CopyIcon />}
          {copied ? t('actions.copied') : t('actions.copyLink')}
        </button>
        {canShare ? (
          <button type="button" onClick={() => void navigator.share({ title, url }).catch(() => undefined)} className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}>
            <ShareIcon />
            {t('actions.share')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
