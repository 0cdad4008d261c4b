import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';

/** Cloudflare's script; the only code this app loads from another origin, and only with a site key. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type RenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  theme: 'light' | 'dark' | 'auto';
  size: 'normal' | 'flexible' | 'compact';
  action?: string;
};
type Turnstile = {
  render: (container: HTMLElement, options: RenderOptions) => string | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

type Props = {
  siteKey: string;
  /** What the check is for (Cloudflare's analytics): letters, digits, `-` and `_`, at most 32. */
  action?: string;
  /** The token once the check passes; '' when it expires or fails. */
  onToken: (token: string) => void;
  /** Changing this number asks for a fresh check (a token works once, so after a refused form). */
  resetCount: number;
};

/** Cloudflare Turnstile's bot check (signup, the enquiry forms), rendered explicitly into its own box. */
export function TurnstileWidget({ siteKey, action = 'signup', onToken, resetCount }: Props) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Turnstile; id: string } | null>(null);
  const handler = useRef(onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    handler.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !box.current) return;
        // The regular widget is 300 px wide: wider than a 360 px phone's form column.
        const size = box.current.clientWidth < 300 ? 'compact' : 'flexible';
        const id = api.render(box.current, {
          sitekey: siteKey,
          action,
          theme: 'light',
          size,
          callback: (token) => {
            setFailed(false);
            handler.current(token);
          },
          'expired-callback': () => handler.current(''),
          'error-callback': () => {
            setFailed(true);
            handler.current('');
          },
        });
        if (id) widget.current = { api, id };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, action]);

  useEffect(() => {
    if (resetCount === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    handler.current('');
  }, [resetCount]);

  return (
    <div>
      <div ref={box} className="min-h-[65px] w-full" data-testid="turnstile" />
      {failed ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="turnstile-failed">
          {t('turnstileFailed')}
        </p>
      ) : null}
    </div>
  );
}
