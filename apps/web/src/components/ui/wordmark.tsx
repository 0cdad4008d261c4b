/** The Commonshelf logo for the main site: an open-book mark in the theme colour and the name as text. */
export function Wordmark({ name }: { name: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="36" height="36" rx="10" className="fill-primary" />
        <path
          d="M8 11.2c3.4-1.5 6.8-1.5 10 .7 3.2-2.2 6.6-2.2 10-.7v14.3c-3.4-1.5-6.8-1.5-10 .7-3.2-2.2-6.6-2.2-10-.7z"
          className="fill-white"
        />
        <path d="M18 11.9v14.3" strokeWidth="1.6" className="stroke-primary" />
        <circle cx="26.5" cy="9.5" r="3" className="fill-book-button" />
      </svg>
      <span className="truncate text-lg font-extrabold tracking-tight text-ink sm:text-xl">{name}</span>
    </span>
  );
}
