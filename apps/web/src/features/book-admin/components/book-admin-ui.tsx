import type { TBookFormat } from '@commonshelf/shared/library/publishing.schemas';
import i18next from 'i18next';
import type { ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '../../../i18n';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';

/** A book format in words, in the UI language. */
export const formatLabel = (format: TBookFormat) => i18next.t(`books:admin.formats.${format}`);

export { languageName } from '../../../lib/language-names';

export const formatShortDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)) : '—';
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** A book's cover, or a book icon on the site's light colour when it has none. */
export function CoverThumb({ src, className = 'h-16 w-12' }: { src: string | null; className?: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line-soft bg-primary-light text-primary ${className}`}>
      {src ? <img src={src} alt="" loading="lazy" className="size-full object-cover" /> : <BookIcon size={20} />}
    </span>
  );
}

/**
 * Featured or not, as a switch: its name says which book, its state is read out ("on"/"off"), and
 * the star says it without colour.
 */
export function FeaturedSwitch({ checked, title, busy, onChange, disabled }: { checked: boolean; title: string; busy?: boolean; disabled?: boolean; onChange: (next: boolean) => void }) {
  const { t } = useTranslation('books');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={t('admin.featuredSwitch', { title })}
      disabled={busy || disabled}
      onClick={() => onChange(!checked)}
      data-testid="featured-switch"
      data-checked={checked ? 'true' : 'false'}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? 'border-primary bg-primary' : 'border-line bg-surface-alt'
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-5 items-center justify-center rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6 text-primary' : 'translate-x-1 text-ink-muted'}`}
      >
        {busy ? <Spinner className="size-3" /> : <StarGlyph filled={checked} />}
      </span>
    </button>
  );
}

function StarGlyph({ filled }: { filled: boolean }) {
  return (
    <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2}>
      <path d="M12 4l2.4 5 5.4.7-4 3.8 1 5.4L12 16.3 7.2 19l1-5.4-4-3.8 5.4-.7z" />
    </svg>
  );
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number };
function Svg({ size = 18, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </Svg>
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </Svg>
);
export const EyeOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4l16 16M10 6c.6-.3 1.3-.5 2-.5 6 0 9.5 6.5 9.5 6.5s-1 1.8-2.8 3.6M6.5 7.6C4 9.4 2.5 12 2.5 12S6 18.5 12 18.5c1.5 0 2.9-.4 4.1-1" />
  </Svg>
);
