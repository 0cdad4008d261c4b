/** The selects of the bulk enrolment form: the look of the site's text inputs. */
export const selectClass =
  'block h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none disabled:cursor-not-allowed disabled:bg-surface-alt';
