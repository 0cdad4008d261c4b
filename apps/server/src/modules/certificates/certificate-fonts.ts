import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Noto Sans for certificates, so every learner's name and course title is drawn in its own script.
 *
 * Fontsource ships Noto Sans split by script (latin, latin-ext, greek, cyrillic, vietnamese…), Noto
 * Sans Devanagari for Hindi, and Noto Emoji (outlines, one colour) in twelve parts
 * (`0`…`10` and `emoji`). Text is cut into runs, each drawn with the first font that has all
 * its glyphs (a run keeps its font for spaces, punctuation and combining marks it also has), and
 * only the fonts a certificate uses are embedded, subset to the glyphs it draws.
 */

// The Indic shaper of @pdf-lib/fontkit (a Babel build) calls a `regeneratorRuntime` it does not
// bundle. Its one generator (StateMachine.match) uses only mark, wrap, and the context's next and
// stop, which this provides; without it, Devanagari text throws a ReferenceError.
type GeneratorContext = { prev: number; next: number | string; done: boolean; stop(): void };
const globals = globalThis as { regeneratorRuntime?: unknown };
globals.regeneratorRuntime ??= {
  mark: <F>(fn: F) => fn,
  wrap(body: (ctx: GeneratorContext) => unknown) {
    const ctx: GeneratorContext = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
      },
    };
    return {
      next() {
        if (ctx.done) return { done: true, value: undefined };
        const value = body(ctx);
        return ctx.done ? { done: true, value: undefined } : { done: false, value };
      },
      [Symbol.iterator]() {
        return this;
      },
    };
  },
};

export type FontWeight = 400 | 700;

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files');

/** The fonts tried for each character, in order. Latin first: most names need nothing else. */
const FACES = [
  ...['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'].map((subset) => ({
    pkg: '@fontsource/noto-sans',
    file: (w: FontWeight) => `noto-sans-${subset}-${w}-normal.woff`,
  })),
  { pkg: '@fontsource/noto-sans-devanagari', file: (w: FontWeight) => `noto-sans-devanagari-devanagari-${w}-normal.woff` },
  // Children put emoji in story and course titles; the PDF draws them in the text's colour.
  // Its space is an emoji's width, so spaces beside emoji are drawn with the letters' font.
  ...[...Array.from({ length: 11 }, (_, i) => String(i)), 'emoji'].map((part) => ({
    pkg: '@fontsource/noto-emoji',
    file: (w: FontWeight) => `noto-emoji-${part}-${w}-normal.woff`,
    symbols: true,
  })),
];

type LoadedFace = { bytes: Uint8Array; has: (codePoint: number) => boolean };
const loaded = new Map<string, LoadedFace>();

/** A font file's bytes and which characters it has, read once per process. */
function face(index: number, weight: FontWeight): LoadedFace {
  const f = FACES[index]!;
  const file = path.join(filesOf(f.pkg), f.file(weight));
  let l = loaded.get(file);
  if (!l) {
    const bytes = readFileSync(file);
    const font = fontkit.create(bytes);
    l = { bytes, has: (cp) => font.hasGlyphForCodePoint(cp) };
    loaded.set(file, l);
  }
  return l;
}

/** Shown for a character no font has (a script the certificate fonts do not cover). */
const MISSING = '?';
const MARK = /\p{M}/u;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/u;
const SPACE = /\s/u;
const isSymbols = (index: number) => 'symbols' in FACES[index]!;

/** A piece of text and the font (index into FACES) to draw it with. */
export type FaceRun = { face: number; text: string };

/** Cuts text into runs of one font each; characters no font has become "?". */
export function splitRuns(text: string, weight: FontWeight): FaceRun[] {
  const runs: FaceRun[] = [];
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    const keep = current && face(current.face, weight).has(cp) && !(SPACE.test(ch) && isSymbols(current.face));
    let index = keep ? current.face : FACES.findIndex((_, i) => face(i, weight).has(cp));
    let out = ch;
    if (index < 0) {
      // A mark or joiner the font lacks is left out; anything else shows that something is missing.
      if (MARK.test(ch) || INVISIBLE.test(ch)) continue;
      index = current?.face ?? 0;
      out = MISSING;
    }
    if (current && current.face === index) current.text += out;
    else runs.push({ face: index, text: out });
  }
  return runs;
}

/** Text drawn in runs of the fonts that have its characters. */
export type TextFace = {
  widthOf(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }): void;
};

/** Words into lines no wider than maxWidth. */
export function wrap(face: TextFace, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && face.widthOf(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Regular and bold faces for a document. Every text the certificate will draw (or measure) is
 * named up front, so the fonts it needs are embedded before drawing starts.
 */
export async function certificateFaces(doc: PDFDocument, texts: Record<FontWeight, string[]>): Promise<Record<FontWeight, TextFace>> {
  doc.registerFontkit(fontkit);
  const make = async (weight: FontWeight): Promise<TextFace> => {
    const needed = new Set(texts[weight].flatMap((t) => splitRuns(t, weight).map((r) => r.face)));
    needed.add(0);
    const fonts = new Map<number, PDFFont>();
    for (const i of [...needed].sort((a, b) => a - b)) fonts.set(i, await doc.embedFont(face(i, weight).bytes, { subset: true }));
    const runs = (text: string) =>
      splitRuns(text, weight).map((r) => {
        const font = fonts.get(r.face);
        if (!font) throw new Error(`Certificate text was not prepared: ${JSON.stringify(text)}`);
        return { font, text: r.text };
      });
    return {
      widthOf: (text, size) => runs(text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0),
      draw(page, text, { x, y, size, color }) {
        let at = x;
        for (const r of runs(text)) {
          page.drawText(r.text, { x: at, y, size, font: r.font, color });
          at += r.font.widthOfTextAtSize(r.text, size);
        }
      },
    };
  };
  return { 400: await make(400), 700: await make(700) };
}
