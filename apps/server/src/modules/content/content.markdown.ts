import type { TContentSection } from '@commonshelf/shared/site/content-pages.schemas';
import { Marked } from 'marked';
import { sanitizeRichText } from '../courses/rich-text.js';

/**
 * Markdown as the public site shows it: GitHub-flavoured Markdown rendered by `marked`, then made
 * safe by the same sanitiser as every editor's HTML (no scripts, styles or event handlers; links
 * get rel="noopener noreferrer"). The page shows its own title as the only level-1 heading, so a
 * `#` heading becomes a level-2 one.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth, 2), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

export async function renderMarkdown(md: string): Promise<string> {
  return (await sanitizeRichText(markdown.parse(md, { async: false }))).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/** A heading's anchor: lower-case words joined by hyphens, unique within the page. */
function anchor(heading: string, taken: Set<string>): string {
  const base =
    heading
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * Sanitised HTML split at its level-2 headings: what comes before the first, then one section per
 * heading with the HTML up to the next. The split is on the serialised HTML, where `<h2>` can also
 * stand inside an attribute's value; so each part is sanitised again on its own, and a part cut in
 * the wrong place comes out as harmless text, never as markup.
 */
export async function splitSections(html: string): Promise<{ intro: string; sections: TContentSection[] }> {
  const parts = html.split(/(?=<h2>)/);
  const intro = parts[0]?.startsWith('<h2>') ? '' : (parts.shift() ?? '');
  const taken = new Set<string>();
  const sections = await Promise.all(
    parts.map(async (part) => {
      const end = part.indexOf('</h2>');
      const heading = textOf(part.slice(4, end));
      return { id: anchor(heading, taken), heading, html: (await sanitizeRichText(part.slice(end + 5))).trim() };
    }),
  );
  return { intro: (await sanitizeRichText(intro)).trim(), sections };
}
