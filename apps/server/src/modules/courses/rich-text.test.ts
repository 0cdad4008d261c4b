import { describe, expect, it } from 'vitest';
import { isAllowedPlayer, sanitizeRichText, videoEmbed } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps rich text: headings, lists, quotes, tables, images and links', async () => {
    const html = '<h3>Title</h3><ul><li><em>one</em></li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(await sanitizeRichText(html)).toBe(html);
    expect(await sanitizeRichText('<a href="/x" target="_top">a</a>')).toBe('<a href="/x" rel="noopener noreferrer">a</a>');
  });

  it('removes scripts, handlers, styles, forms, javascript: links and data attributes', async () => {
    const out = await sanitizeRichText(
      '<p style="color:red" data-x="1" onmouseover="x()">t</p><script>x()</script><a href="JaVaScRiPt:alert(1)">a</a><form><button formaction="/x">b</button></form><math><mi xlink:href="javascript:x">m</mi></math>',
    );
    expect(out).not.toMatch(/script|style|data-x|onmouseover|form|button|javascript|math/i);
    expect(out).toContain('<p>t</p>');
  });

  it('keeps only YouTube no-cookie and Vimeo players, sandboxed, and drops srcdoc', async () => {
    const out = await sanitizeRichText(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://player.vimeo.com/video/1" srcdoc="<script>x</script>"></iframe><iframe src="https://youtube-nocookie.com.evil.example/embed/abcdefg"></iframe>',
    );
    expect(out.match(/<iframe/g)).toHaveLength(1);
    expect(out).toContain('src="https://player.vimeo.com/video/1"');
    expect(out).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(out).not.toContain('srcdoc');
  });

  it('judges player addresses strictly', () => {
    expect(isAllowedPlayer('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30')).toBe(true);
    expect(isAllowedPlayer('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isAllowedPlayer('https://player.vimeo.com/video/1"onload="x')).toBe(false);
    expect(isAllowedPlayer('https://player.vimeo.com.evil.example/video/1')).toBe(false);
  });
});

describe('videoEmbed', () => {
  it('turns YouTube and Vimeo links into privacy-friendly player addresses', () => {
    const yt = { provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']) {
      expect(videoEmbed(url), url).toEqual(yt);
    }
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc123ef')).toEqual({ provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?h=abc123ef&dnt=1' });
  });

  it('refuses anything else', () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=short', 'https://vimeo.com/channels/staff', 'not a url']) {
      expect(videoEmbed(url), url).toBeNull();
    }
  });
});
