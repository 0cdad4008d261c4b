import i18next from 'i18next';

/** Spec 2, course landing page: the button added next to an image link in the editor's HTML (in English; shown in the UI language). */
export const DOWNLOAD_PROGRAM_TEXT = 'download your free teaching program here';

/** The classes the editor's HTML receives; kept here as literals so Tailwind generates them. */
export const LANDING_CLASSES = {
  media: 'block w-full max-w-none h-auto rounded-2xl',
  iframe: 'block w-full max-w-none h-auto aspect-video rounded-2xl border-0',
  imageLink: 'block w-full',
  title: 'font-extrabold tracking-tight text-ink text-balance',
  titleSizes: {
    H1: 'text-3xl sm:text-4xl mt-10 mb-4',
    H2: 'text-2xl sm:text-3xl mt-10 mb-4',
    H3: 'text-xl sm:text-2xl mt-8 mb-3',
    H4: 'text-lg sm:text-xl mt-6 mb-2',
    H5: 'text-lg mt-6 mb-2',
    H6: 'text-base mt-6 mb-2',
  } as Record<string, string>,
  downloadRow: 'mt-4 mb-8 flex justify-center',
  downloadButton:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-book-button px-6 py-3 text-center text-base font-bold text-white no-underline shadow-card transition hover:brightness-95',
} as const;

const ENHANCED = 'data-landing-enhanced';

function addClasses(el: Element, classes: string) {
  el.classList.add(...classes.split(' ').filter(Boolean));
}

/** The block an inline image link sits in (its paragraph), so the button goes on its own line after it. */
function blockOf(link: Element, root: Element): Element {
  const parent = link.parentElement;
  if (parent && parent !== root && /^(P|FIGURE|DIV)$/.test(parent.tagName) && parent.children.length === 1) return parent;
  return link;
}

/**
 * Post-processes the (already sanitised) editor HTML of the course landing page in place: every
 * link wrapping an image gets a 'download your free teaching program here' button to the same
 * address after it; images and iframes are widened to the full width; headings get the title
 * style. Safe to run twice (React runs effects twice in development).
 */
export function enhanceLandingDescription(root: Element): void {
  if (root.hasAttribute(ENHANCED)) return;
  root.setAttribute(ENHANCED, '');
  const doc = root.ownerDocument;

  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (!link.querySelector('img')) continue;
    const href = link.getAttribute('href') ?? '';
    // Only web addresses and paths on this site; the sanitiser already dropped script URLs.
    if (!/^(https?:\/\/|\/(?!\/))/i.test(href)) continue;
    addClasses(link, LANDING_CLASSES.imageLink);
    const row = doc.createElement('p');
    addClasses(row, LANDING_CLASSES.downloadRow);
    const button = doc.createElement('a');
    button.setAttribute('href', href);
    button.setAttribute('data-testid', 'download-program');
    button.setAttribute('data-button', '');
    button.setAttribute('rel', 'noopener noreferrer');
    if (href.startsWith('/')) button.setAttribute('download', '');
    addClasses(button, LANDING_CLASSES.downloadButton);
    button.textContent = i18next.t('learning:landing.downloadProgram');
    row.append(button);
    blockOf(link, root).after(row);
  }

  for (const img of Array.from(root.querySelectorAll('img'))) {
    img.removeAttribute('width');
    img.removeAttribute('height');
    addClasses(img, LANDING_CLASSES.media);
  }
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    frame.removeAttribute('width');
    frame.removeAttribute('height');
    addClasses(frame, LANDING_CLASSES.iframe);
    if (!frame.getAttribute('title')) frame.setAttribute('title', i18next.t('learning:landing.embeddedVideo'));
  }
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    addClasses(heading, `${LANDING_CLASSES.title} ${LANDING_CLASSES.titleSizes[heading.tagName] ?? ''}`);
  }
}
