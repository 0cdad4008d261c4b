/**
 * An order line in words. Order items keep the thing's own name (a book's title, a cause) and its
 * kind; the words around it ("Donation to …", "… (e-book)") are the reader's language, added where
 * the line is shown: the web app in the page's language, mails, invoices as PDF and the payment
 * providers' pages in English.
 */
export type OrderLineWords = {
  donation: (cause: string) => string;
  book_digital: (title: string) => string;
  book_print: (title: string) => string;
};

export const ENGLISH_ORDER_LINE_WORDS: OrderLineWords = {
  donation: (cause) => `Donation to ${cause}`,
  book_digital: (title) => `${title} (e-book)`,
  book_print: (title) => `${title} (printed)`,
};

export function orderLineLabel(item: { kind: string; title: string }, words: OrderLineWords = ENGLISH_ORDER_LINE_WORDS): string {
  switch (item.kind) {
    case 'donation':
    case 'book_digital':
    case 'book_print':
      return words[item.kind](item.title);
    default:
      return item.title;
  }
}

/** A donation's line: the cause (a project with its charity, or the charity), and the fundraising page it went through. */
export function donationLineTitle(cause: { charity: string; project?: string | null; fundraiser?: string | null }): string {
  const what = cause.project ? `${cause.project} (${cause.charity})` : cause.charity;
  return cause.fundraiser ? `${what} · “${cause.fundraiser}”` : what;
}
