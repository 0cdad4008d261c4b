import type { TCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { SiteProvider, siteInfoFrom } from '../../lib/site';
import { PrivacyPolicyPage } from './privacy-policy';

beforeAll(async () => {
  await initI18n('en');
});

function render(tenant: TCurrentTenant | null = null): HTMLElement {
  const html = renderToStaticMarkup(
    createElement(SiteProvider, {
      value: siteInfoFrom(tenant),
      children: createElement(MemoryRouter, { initialEntries: ['/privacy-policy'] }, createElement(PrivacyPolicyPage)),
    }),
  );
  const { window } = new JSDOM(`<!doctype html><main id="root">${html}</main>`);
  return window.document.getElementById('root')!;
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

const SECTIONS = [
  'Who is responsible',
  'Consent',
  'Students’ accounts and names',
  'No advertising or tracking',
  'What we keep',
  'Getting a copy of your data',
  'Erasing a student’s data',
  'How long we keep data',
  'The laws we design for',
  'Questions and requests',
];

describe('PrivacyPolicyPage', () => {
  it('has one h1, then the contents and every section as h2s, in order', () => {
    const root = render();
    const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName} ${text(h)}`);
    expect(headings).toEqual(['H1 Privacy policy', 'H2 On this page', ...SECTIONS.map((s) => `H2 ${s}`)]);
  });

  it('links each contents entry to its section, and labels each section by its heading', () => {
    const root = render();
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-labelledby')).toBe('privacy-contents-title');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map(text)).toEqual(SECTIONS);
    for (const a of links) {
      const section = root.querySelector(a.getAttribute('href')!)!;
      expect(section.tagName).toBe('SECTION');
      const heading = root.querySelector(`#${section.getAttribute('aria-labelledby')!}`)!;
      expect(text(heading)).toBe(text(a));
    }
  });

  it('says when it was last updated', () => {
    const updated = render().querySelector('[data-testid="privacy-updated"]')!;
    expect(text(updated)).toBe('Last updated: 24 November 2026');
    expect(updated.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24');
  });

  it('states the 14-day grace period before an erasure and the 365-day default retention', () => {
    const root = render();
    const erasure = text(root.querySelector('#privacy-erasure')!);
    expect(erasure).toContain('The erasure itself happens 14 days later, and until then the school can cancel it');
    const retention = text(root.querySelector('#privacy-retention')!);
    expect(retention).toContain('between 30 days and 3,650 days, and 365 days unless the school chooses otherwise');
  });

  it('states the consent link’s 14 days, the terms version and the default idle sign-out', () => {
    const root = render();
    expect(text(root.querySelector('#privacy-consent')!)).toContain('it can be answered for 14 days');
    expect(text(root.querySelector('#privacy-consent')!)).toContain('the current version is 2026-11-01');
    expect(text(root.querySelector('#privacy-students')!)).toContain('between 5 and 240 minutes, and 20 minutes unless the school changes it');
  });

  it('names the school on a school’s site and the platform on both', () => {
    expect(text(render().querySelector('#privacy-who')!)).toContain('“we” means Commonshelf, the platform');
    const tenant = { school_name: 'Greenwood Primary' } as TCurrentTenant;
    expect(text(render(tenant).querySelector('#privacy-who')!)).toContain('Greenwood Primary runs this site on Commonshelf.');
  });
});
