/**
 * Turning the Dear World book's pages. Page 0 is the cover (with the introduction); pages 1…n are
 * the letters, one each. The URL keeps the letter (`?letter=3`), so a letter can be linked to and
 * a reload opens the same page.
 */

export const DEAR_WORLD_PATH = '/dear-world-book';
export const LETTER_CHALLENGE_PATH = '/write-a-letter-and-change-the-world';

/** The page a `?letter=` value opens: a letter's number within 1…count, anything else the cover. */
export function pageFromParam(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 0;
  const n = Number(raw);
  return n >= 1 && n <= count ? n : 0;
}

/** The URL query of a page: `?letter=3`, or '' for the cover. */
export const pageSearch = (page: number) => (page > 0 ? `?letter=${page}` : '');

/** The page one step away, staying within the cover and the last letter. */
export const stepPage = (page: number, step: -1 | 1, count: number) => Math.max(0, Math.min(count, page + step));

/**
 * Where turns count from. Each turn asks the router for a page, which it shows a render or more
 * later, and it can show a page asked for before the next one: a turn counts on from the page last
 * asked for until that page is shown, and from the page shown after that. So keys pressed (or
 * buttons clicked) faster than pages render each turn one page on from the last.
 */
export class PageTurns {
  private asked: number | null = null;

  constructor(private shownPage: number) {}

  /** The page now shown. */
  shown(page: number): void {
    this.shownPage = page;
    if (this.asked === page) this.asked = null;
  }

  /** A page asked for directly (the contents, the cover's start). */
  ask(page: number): number {
    this.asked = page;
    return page;
  }

  /** The page one step on from the last one asked for, or the one shown; now asked for. */
  turn(step: -1 | 1, count: number): number {
    return this.ask(stepPage(this.asked ?? this.shownPage, step, count));
  }
}

/** What a finished touch gesture asks for: a mostly sideways swipe of 50 px or more turns a page. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether a key press belongs to something else on the page (typing, a list box, a shortcut). */
export function keyIsTaken(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; target: EventTarget | null }): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return true;
  const el = event.target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], [role="listbox"], [role="slider"], [role="dialog"]');
}
