import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { splitRuns } from './certificate-fonts.js';
import { renderCertificatePdf, type CertificatePdfInput } from './certificate-pdf.js';
import { distinctFonts, pageText } from './pdf-inspect.js';

const base: CertificatePdfInput = {
  id: '7K3M-9QXD-2HFT',
  learnerName: 'Mateo García',
  courseName: 'Write a Letter and Change the World',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  issuerName: 'Greenwood Primary School',
  primaryColor: '#2E7D32',
  logo: null,
  verifyUrl: 'http://greenwood.localhost:3000/certificate/7K3M-9QXD-2HFT',
  productName: 'Commonshelf',
};

async function render(input: Partial<CertificatePdfInput>) {
  const bytes = await renderCertificatePdf({ ...base, ...input });
  const pdf = await PDFDocument.load(bytes);
  return { bytes, pdf, text: pageText(pdf).join('\n'), fonts: distinctFonts(pdf) };
}

/** The characters of a string, sorted: shaped scripts draw some in another order than they are typed. */
const letters = (s: string) => Array.from(s.normalize('NFC')).sort().join('');

describe('certificate PDFs in every script', () => {
  it.each([
    ['Zoë Łukasz', 'Życie w wodzie: ochrona rzek'],
    ['Анна Иванова', 'Чистая вода для всех'],
    ['Γιώργος Παπαδόπουλος', 'Ζωή στη στεριά'],
    ['Nguyễn Thị Hồng', 'Nước sạch cho mọi người'],
    ['Lukáš Dvořák', 'Škola hrou'],
  ])('draws %s and the course “%s” with their own letters', async (learnerName, courseName) => {
    const { text, fonts, bytes } = await render({ learnerName, courseName, issuerName: `École ${learnerName}` });
    const lines = text.split('\n');
    expect(lines).toContain(learnerName);
    expect(lines).toContain(courseName);
    expect(lines).toContain(`Issued by École ${learnerName}`);
    expect(text).not.toContain('?');
    // Noto Sans only, embedded, every glyph drawn with an outline.
    for (const f of fonts) {
      expect(f.baseFont).toMatch(/^NotoSans/);
      expect(f.embedded).toBe(true);
      expect(f.emptyGlyphs).toEqual([]);
    }
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('shapes Hindi with Noto Sans Devanagari: conjuncts and vowel signs, every letter kept', async () => {
    const learnerName = 'अनन्या शर्मा';
    const courseName = 'हिन्दी किताब पढ़ना';
    const { pdf, fonts } = await render({ learnerName, courseName });
    const blocks = pageText(pdf);
    expect(blocks.some((b) => letters(b) === letters(learnerName))).toBe(true);
    expect(blocks.some((b) => letters(b) === letters(courseName))).toBe(true);
    const devanagari = fonts.filter((f) => /NotoSansDevanagari/.test(f.baseFont));
    expect(devanagari).toHaveLength(1); // the name and the course are both bold
    // Shaping made ligatures: one glyph stands for several characters (न् + य, र् as a reph).
    expect([...devanagari[0]!.toUnicode.values()]).toEqual(expect.arrayContaining(['\u0928\u094D', '\u0930\u094D']));
    expect(devanagari[0]!.emptyGlyphs).toEqual([]);
  });

  it('embeds only the fonts a certificate uses', async () => {
    const latin = await render({});
    expect(latin.fonts.map((f) => f.baseFont.replace(/-\d+$/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(latin.bytes.length).toBeLessThan(40_000);
    const cyrillic = await render({ learnerName: 'Анна Иванова' });
    expect(cyrillic.fonts.map((f) => f.baseFont.replace(/-\d+$/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Bold', 'NotoSans-Regular']);
  });

  it('draws emoji in titles and names with Noto Emoji, beside the letters', async () => {
    const { text, fonts } = await render({ learnerName: 'Mia ⭐', courseName: 'Ocean Heroes 🌊🐢' });
    const lines = text.split('\n');
    expect(lines).toContain('Mia ⭐');
    expect(lines).toContain('Ocean Heroes 🌊🐢');
    expect(text).not.toContain('?');
    const emoji = fonts.filter((f) => /NotoEmoji/.test(f.baseFont));
    expect(emoji.length).toBeGreaterThan(0);
    for (const f of emoji) {
      expect(f.embedded).toBe(true);
      expect(f.emptyGlyphs).toEqual([]);
    }
  });

  it('shows "?" for a script no certificate font has, keeping the rest', async () => {
    const { text } = await render({ learnerName: 'Mei 陈' });
    expect(text).toContain('Mei ?');
  });
});

describe('splitRuns', () => {
  it('keeps spaces and punctuation with the run around them, and a mark with its letter', () => {
    // Fontsource's script subsets do not overlap: Ł is in latin-ext, the rest in latin.
    expect(splitRuns('Zoë Łukasz', 700).map((r) => r.text)).toEqual(['Zoë ', 'Ł', 'ukasz']);
    expect(splitRuns('Анна Иванова', 400)).toHaveLength(1);
    expect(splitRuns('अनन्या शर्मा', 700)).toHaveLength(1);
    // A decomposed ë (e + combining diaeresis) is composed first.
    expect(splitRuns('Zoe\u0308', 400)).toEqual([{ face: 0, text: 'Zoë' }]);
    expect(splitRuns('Ana (अनन्या)', 400).map((r) => r.text)).toEqual(['Ana (', 'अनन्या', ')']);
    // Noto Emoji's space is an emoji wide: a space after an emoji goes back to the letters' font.
    const runs = splitRuns('Sea 🌊 🐢 life', 400);
    expect(runs.map((r) => r.text)).toEqual(['Sea ', '🌊', ' ', '🐢', ' life']);
    expect(runs[2]!.face).toBe(0);
  });
});
