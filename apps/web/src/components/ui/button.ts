/** Shared button looks, applied to <button> and to router <Link>s alike. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'book' | 'danger' | 'on-primary';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-60 whitespace-nowrap';

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
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
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
