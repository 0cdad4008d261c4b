import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { DOWNLOAD_PROGRAM_TEXT, enhanceLandingDescription } from './landing-html';

// The texts come from the English namespace, as the app shows them.
beforeAll(() => initI18n());

function render(html: string): HTMLElement {
  const { window } = new JSDOM(`<!doctype html><div id="root">${html}</div>`);
  const root = window.document.getElementById('root')!;
  enhanceLandingDescription(root);
  return root;
}

const IMAGE_LINK = '<p><a href="/media/seed/courses/programme.pdf"><img src="/media/cover.svg" alt="Cover" width="300" height="200"></a></p>';

describe('enhanceLandingDescription', () => {
  it('adds a download button to the same address after an image link', () => {
    const root = render(`<p>Intro</p>${IMAGE_LINK}<p>After</p>`);
    const buttons = root.querySelectorAll('[data-testid="download-program"]');
    expect(buttons).toHaveLength(1);
    const button = buttons[0]!;
    expect(button.tagName).toBe('A');
    expect(button.textContent).toBe(DOWNLOAD_PROGRAM_TEXT);
    expect(button.getAttribute('href')).toBe('/media/seed/courses/programme.pdf');
    // On its own line right after the image's paragraph, before the text that followed it.
    const row = button.parentElement!;
    expect(row.previousElementSibling?.querySelector('img')).not.toBeNull();
    expect(row.nextElementSibling?.textContent).toBe('After');
  });

  it('gives every image link its own button', () => {
    const root = render(`${IMAGE_LINK}<p><a href="https://example.org/x"><img src="/y.png" alt=""></a> text</p>`);
    const hrefs = Array.from(root.querySelectorAll('[data-testid="download-program"]')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/media/seed/courses/programme.pdf', 'https://example.org/x']);
  });

  it('leaves text links and unlinked images without a button', () => {
    const root = render('<p><a href="/about">About</a></p><p><img src="/y.png" alt=""></p>');
    expect(root.querySelector('[data-testid="download-program"]')).toBeNull();
  });

  it('never copies an address that is not a web address or a path of this site', () => {
    const root = render('<p><a href="//evil.example/x"><img src="/y.png" alt=""></a></p>');
    expect(root.querySelector('[data-testid="download-program"]')).toBeNull();
  });

  it('widens images and iframes to the full width', () => {
    const root = render(
      `${IMAGE_LINK}<iframe src="https://www.youtube-nocookie.com/embed/abcdefgh" width="560" height="315"></iframe>`,
    );
    const img = root.querySelector('img')!;
    expect(img.classList.contains('w-full')).toBe(true);
    expect(img.hasAttribute('width')).toBe(false);
    const frame = root.querySelector('iframe')!;
    expect(frame.classList.contains('w-full')).toBe(true);
    expect(frame.hasAttribute('height')).toBe(false);
    expect(frame.getAttribute('title')).toBeTruthy();
  });

  it('gives headings the title style', () => {
    const root = render('<h2>Free</h2><h3>Who</h3><p>x</p>');
    for (const h of Array.from(root.querySelectorAll('h2, h3'))) {
      expect(h.classList.contains('font-extrabold')).toBe(true);
    }
    expect(root.querySelector('p')!.className).toBe('');
  });

  it('runs once even when called twice', () => {
    const root = render(IMAGE_LINK);
    enhanceLandingDescription(root);
    expect(root.querySelectorAll('[data-testid="download-program"]')).toHaveLength(1);
  });
});
