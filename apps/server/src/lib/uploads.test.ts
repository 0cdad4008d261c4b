import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../test/images.js';
import { inspectImage, jpegDimensions, pngDimensions, sanitizeSvg, type InspectOptions } from './uploads.js';

const LOGO: InspectOptions = { maxBytes: 5 * 1024 * 1024, allowed: ['png', 'jpeg', 'svg'] };
const svg = (body: string, attrs = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${body}</svg>`);
const sanitized = async (b: Buffer) => {
  const r = await inspectImage(b, LOGO);
  expect(r.ok, JSON.stringify(r)).toBe(true);
  return r.ok ? r.buffer.toString('utf8') : '';
};

describe('inspectImage: raster images', () => {
  it('accepts a real PNG and reads its size from the header', async () => {
    const png = makePng(3, 2);
    expect(pngDimensions(png)).toEqual({ width: 3, height: 2 });
    const r = await inspectImage(png, LOGO);
    expect(r).toMatchObject({ ok: true, kind: 'png', ext: 'png', mime: 'image/png' });
    expect(r.ok && r.buffer.equals(png)).toBe(true);
  });

  it('accepts a JPEG and reads its size from the frame header, progressive too', async () => {
    expect(jpegDimensions(makeJpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(jpegDimensions(makeJpeg(300, 200, 0xc2))).toEqual({ width: 300, height: 200 });
    expect(await inspectImage(makeJpeg(640, 480), LOGO)).toMatchObject({ ok: true, kind: 'jpeg', ext: 'jpg', mime: 'image/jpeg' });
  });

  it('refuses pixel bombs: a 100000 × 100000 PNG header, a 9000-pixel-wide JPEG', async () => {
    const bomb = makePng(100_000, 100_000, false);
    expect(bomb.length).toBeLessThan(200);
    expect(await inspectImage(bomb, LOGO)).toEqual({ ok: false, message: expect.stringMatching(/at most 8000 × 8000 pixels/) });
    expect(await inspectImage(makeJpeg(9000, 10), LOGO)).toMatchObject({ ok: false });
    expect(await inspectImage(makePng(8000, 1, false), LOGO)).toMatchObject({ ok: true });
  });

  it('judges by bytes, not by name: a PNG meant as .svg is a PNG; text meant as .png is refused', async () => {
    expect(await inspectImage(makePng(1, 1), LOGO)).toMatchObject({ ok: true, ext: 'png' });
    expect(await inspectImage(Buffer.from('just some notes, not an image'), LOGO)).toEqual({
      ok: false,
      message: 'The file must be a PNG, JPEG or SVG image.',
    });
  });

  it('refuses other image formats and a type that is not allowed', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
    expect(await inspectImage(gif, LOGO)).toMatchObject({ ok: false });
    expect(await inspectImage(makeJpeg(10, 10), { ...LOGO, allowed: ['png'] })).toEqual({ ok: false, message: 'The file must be a PNG image.' });
    expect(await inspectImage(svg('<rect width="1" height="1"/>'), { ...LOGO, allowed: ['png', 'jpeg'] })).toMatchObject({ ok: false });
  });

  it('refuses an empty file and one byte over the limit, with the caller’s messages', async () => {
    const messages = { empty: 'Empty!', tooLarge: 'The logo must be 5 MB or smaller.' };
    expect(await inspectImage(Buffer.alloc(0), { ...LOGO, messages })).toEqual({ ok: false, message: 'Empty!' });
    const big = Buffer.concat([makePng(1, 1), Buffer.alloc(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024 + 1);
    expect(await inspectImage(big, { ...LOGO, messages })).toEqual({ ok: false, message: 'The logo must be 5 MB or smaller.' });
    const exact = Buffer.concat([makePng(1, 1), Buffer.alloc(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024);
    expect(await inspectImage(exact, LOGO)).toMatchObject({ ok: true });
  });

  it('refuses a PNG or JPEG whose header is cut short', async () => {
    expect(await inspectImage(makePng(1, 1).subarray(0, 20), LOGO)).toMatchObject({ ok: false });
    expect(await inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), LOGO)).toMatchObject({ ok: false });
  });
});

describe('inspectImage: SVG', () => {
  it('accepts a plain SVG, keeping gradients, styles and internal references, with an XML prolog', async () => {
    const out = await sanitized(
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 20 20">` +
          `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="s"><circle r="2"/></symbol>` +
          `<style><![CDATA[.a{fill:url(#g)}]]></style></defs>` +
          `<rect class="a" fill="url(#g)" width="5" height="5"/><use xlink:href="#s"/><use href="#s"/><text>A&amp;B\u00a0C</text></svg>`,
      ),
    );
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(out).toContain('viewBox="0 0 20 20"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('.a{fill:url(#g)}');
    expect(out).toContain('xlink:href="#s"');
    expect(out).toContain('<use href="#s"/>');
    expect(out).toContain('A&amp;B\u00a0C');
  });

  it('removes scripts, event handlers and foreignObject', async () => {
    const out = await sanitized(
      svg(
        '<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/>' +
          '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(1)">hi</div></foreignObject>' +
          '<rect width="1" height="1" onclick="alert(1)" onmouseover="alert(2)"/>',
        ' onload="alert(1)"',
      ),
    );
    expect(out).not.toMatch(/script|onload|onclick|onmouseover|foreignObject|alert/i);
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it('removes javascript: links, external <use>, external images and animations that set links', async () => {
    const out = await sanitized(
      svg(
        '<a xlink:href="javascript:alert(1)"><text>x</text></a><a href=" JaVaScRiPt:alert(1)"><text>y</text></a>' +
          '<use href="http://evil.example/sprite.svg#icon"/><use xlink:href="https://evil.example/s.svg#i"/>' +
          '<image href="https://evil.example/track.png" width="1" height="1"/><image xlink:href="data:text/html;base64,PHNjcmlwdD4=" width="1" height="1"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
          '<animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/>',
      ),
    );
    expect(out).not.toMatch(/javascript|evil\.example|data:text|<animate|<set/i);
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('<text>x</text>');
  });

  it('removes external url(), @import and escaped CSS, keeping url(#id)', async () => {
    const out = await sanitized(
      svg(
        '<style>@import url(https://evil.example/x.css); .a{fill:red}</style>' +
          '<rect style="fill:url(https://evil.example/p.png)" fill="url(#g)" width="1" height="1"/>' +
          '<rect filter="url(https://evil.example/f.svg#f)" width="2" height="2"/><rect style="fill:\\75 rl(x)" width="3" height="3"/>' +
          '<rect style="fill:red" width="4" height="4"/>',
      ),
    );
    expect(out).not.toMatch(/evil\.example|@import|\\75/);
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('style="fill:red"');
  });

  it('refuses DOCTYPE and ENTITY declarations outright (entity expansion, external entities)', async () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    const xxe = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`;
    const plainDoctype = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>`;
    for (const s of [lol, xxe, plainDoctype]) {
      expect(await inspectImage(Buffer.from(s), LOGO)).toEqual({ ok: false, message: 'The file must be a plain SVG image.' });
    }
  });

  it('refuses what is not well-formed XML with an <svg> root', async () => {
    for (const s of ['<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', '<html><body><svg></svg></body></html>', '<svg:svg xmlns:svg="x"/>']) {
      expect(await inspectImage(Buffer.from(s), LOGO)).toMatchObject({ ok: false });
    }
    expect(await inspectImage(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe, 0x3c, 0x2f]), LOGO)).toMatchObject({ ok: false });
  });

  it('adds the SVG namespace a hand-written file forgot, so it renders as an image', async () => {
    const r = await sanitizeSvg(Buffer.from('<svg viewBox="0 0 1 1"><circle r="1"/></svg>'));
    expect(r.ok && r.buffer.toString()).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><circle r="1"/></svg>');
  });
});
