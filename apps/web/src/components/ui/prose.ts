/**
 * Typography for the editors' sanitised HTML (lesson content, course descriptions): readable
 * 17 px text, generous spacing, lists, quotes as tip boxes, media that never overflows a phone.
 */
const BASE = [
  'min-w-0 wrap-anywhere text-[17px] leading-8 text-ink-soft',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-4',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-primary',
  '[&_strong]:font-bold [&_strong]:text-ink [&_b]:font-bold [&_b]:text-ink',
  // Links read as links; the landing page's added download button (data-button) keeps its own look.
  '[&_a:not([data-button])]:font-semibold [&_a:not([data-button])]:text-primary [&_a:not([data-button])]:underline [&_a:not([data-button])]:underline-offset-4 [&_a:not([data-button]):hover]:text-primary-dark',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-book-button [&_blockquote]:bg-announcement [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink',
  '[&_img]:my-6 [&_img]:rounded-2xl',
  '[&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-2xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-ink-muted',
  '[&_hr]:my-8 [&_hr]:border-line-soft',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-alt [&_pre]:p-4 [&_code]:text-[0.9em]',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base [&_th]:border [&_th]:border-line-soft [&_th]:bg-surface-alt [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-line-soft [&_td]:px-3 [&_td]:py-2',
].join(' ');

const HEADINGS = [
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-ink',
].join(' ');

/** Lessons, course descriptions and the site’s pages. */
export const PROSE = `${BASE} ${HEADINGS}`;

/** The landing page's description, whose headings get the title style from its post-processing. */
export const PROSE_WITHOUT_HEADINGS = BASE;
