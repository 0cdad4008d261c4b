/** Shared button looks, applied to <button> and to router <Link>s alike. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'book' | 'on-primary';
export type ButtonSize = 'sm' | 'md' | 'lg';
export declare function buttonClass(variant?: ButtonVariant, size?: ButtonSize, extra?: string): string;
/** A round icon-only control; its accessible name comes from aria-label. */
export declare const iconButtonClass = "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-primary-light";
