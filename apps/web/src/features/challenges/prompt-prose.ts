/** Typography for a challenge's sanitised prompt: readable text, lists and links that read as links. */
export const PROMPT_PROSE = [
  'min-w-0 wrap-anywhere text-[17px] leading-8 text-ink-soft',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-4',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-primary',
  '[&_strong]:font-bold [&_strong]:text-ink [&_b]:font-bold [&_b]:text-ink',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-dark',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-book-button [&_blockquote]:bg-announcement [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-ink',
  '[&_img]:my-6 [&_img]:rounded-2xl [&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-2xl',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink',
].join(' ');
