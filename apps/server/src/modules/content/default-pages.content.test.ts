import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_LIMITS, CONTENT_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import { describe, expect, it } from 'vitest';
import { GREENWOOD_PAGES } from '../../db/seed/content/greenwood-pages.content.js';
import { SITE_PAGES, type SitePageText } from './default-pages.content.js';

const TOUR_DIR = path.resolve(import.meta.dirname, '../../../../web/public/tour');
const pages: [string, SitePageText][] = [
  ...Object.entries(SITE_PAGES),
  ...Object.entries(GREENWOOD_PAGES).map(([slug, page]): [string, SitePageText] => [`greenwood/${slug}`, page]),
];
const headings = (md: string) => [...md.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());

describe('the site pages’ first versions', () => {
  it('has every page, each within the editor’s limits', () => {
    expect(Object.keys(SITE_PAGES).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    for (const [slug, page] of pages) {
      expect(page.title.trim().length, slug).toBeGreaterThan(0);
      expect(page.title.length, slug).toBeLessThanOrEqual(CONTENT_LIMITS.title);
      expect(page.summary.length, slug).toBeLessThanOrEqual(CONTENT_LIMITS.summary);
      expect(page.body_md.trim().length, slug).toBeGreaterThan(0);
      expect(page.body_md.length, slug).toBeLessThanOrEqual(CONTENT_LIMITS.body);
    }
  });

  it('leaves the level-1 heading to the page’s title', () => {
    for (const [slug, page] of pages) expect(page.body_md, slug).not.toMatch(/^#(?!#)/m);
  });

  it('asks a question in every FAQ heading', () => {
    const questions = headings(SITE_PAGES.faq.body_md);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    for (const q of questions) expect(q).toMatch(/\?$/);
  });

  it('shows the tour’s screenshots, every one of them', () => {
    const referenced = new Set(pages.flatMap(([, page]) => [...page.body_md.matchAll(/\]\(\/tour\/([^)\s]+)\)/g)].map((m) => m[1]!)));
    const files = new Set(readdirSync(TOUR_DIR));
    for (const name of referenced) {
      expect(name).toMatch(/^[a-z0-9-]+\.jpg$/);
      expect(files.has(name), `${name} is in apps/web/public/tour`).toBe(true);
    }
    for (const name of files) expect(referenced.has(name), `${name} is shown on a page`).toBe(true);
  });
});
