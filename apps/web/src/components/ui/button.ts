/** Shared button looks, applied to <button> and to router <Link>s alike. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'book' | 'danger' | 'on-primary';
export type ButtonSize = 'sm' | 'md' | 'lg';

// A label longer than the room it has (a phone, a language with longer words) wraps inside the
// button, which grows taller, instead of pushing the page sideways: a minimum height, not a fixed one.
const base =
  'inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-button text-white hover:bg-primary-dark',
  secondary: 'border border-line bg-surface text-ink hover:border-primary hover:bg-primary-light',
  ghost: 'text-ink hover:bg-primary-light',
  book: 'bg-book-button text-white hover:brightness-95',
  /** The confirming button of something that cannot be undone: the warning colour, whatever the site's brand. */
  danger: 'bg-danger text-white hover:brightness-90',
  'on-primary': 'bg-white text-primary-dark hover:bg-primary-light',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** A round icon-only control; its accessible name comes from aria-label. */
export const iconButtonClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-primary-light';

/**
 * For a button that works in place (saving a switch, downloading a file): while busy it stays
 * focusable, greyed and marked busy, its presses ignored. `disabled` would throw the keyboard's focus
 * out of the button just pressed, to the top of the page.
 */
export function busyButtonProps(busy: boolean) {
  if (!busy) return {};
  return {
    'aria-busy': true as const,
    'aria-disabled': true as const,
    onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => {
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
