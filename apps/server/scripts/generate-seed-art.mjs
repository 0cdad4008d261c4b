#!/usr/bin/env node
/**
 * Draws the seed SVG art from the demo content, deterministically.
 *
 *   node apps/server/scripts/generate-seed-art.mjs          write the SVGs
 *   node apps/server/scripts/generate-seed-art.mjs --check  exit 1 if any file is missing or stale
 *
 * Plain Node (>= 20), no dependencies. It reads the content modules in
 * src/db/seed/content/ (plain data whose only imports are `import type`), strips the
 * type syntax they use (type-only imports and `export const NAME: Type =`) and imports
 * the result. It writes under src/db/seed/assets/:
 *
 *   covers/<book>.svg 600x800   courses/<course>.svg 800x450   charities/<charity>.svg 800x500
 *   projects/<project>.svg 800x500   modes/<mode>.svg 480x320   thumbs/<name>.svg 240x240
 *   logos/greenwood.svg, logos/brightfutures.svg 256x256   libraries/<library>-<n>.svg 800x500
 *
 * Every SVG is self-contained: no scripts, no foreignObject, no external references and
 * no web fonts (text uses a system font stack). Stale *.svg files in those folders are removed.
 */
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_DIR = path.resolve(HERE, '../src/db/seed/content');
const ASSETS_DIR = path.resolve(HERE, '../src/db/seed/assets');
const CHECK = process.argv.includes('--check');

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif";

// ───────────────────────────── loading content ─────────────────────────────

async function loadContent(file) {
  const src = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');
  let js = src.replace(/^import type [^;]+;[ \t]*$/gm, '');
  if (/^\s*import\s/m.test(js)) throw new Error(`${file}: content modules may only use "import type"`);
  js = js.replace(/^export const (\w+)\s*:\s*[^=\n]+=/gm, 'export const $1 =');
  if (/^\s*export (interface|type) /m.test(js)) throw new Error(`${file}: type declarations belong in content.types.ts`);
  return import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
}

// ───────────────────────────── small helpers ─────────────────────────────

/** Escape text for XML text nodes and attribute values. */
const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** Round to one decimal so output is compact and stable. */
const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

function hash(str) {
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Seeded PRNG (mulberry32): same slug, same picture. */
function rng(seed) {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rnd, a, b) => a + (b - a) * rnd();

function hexToRgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
function mix(a, b, t) {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}
function luminance(hex) {
  const c = hexToRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
/** White or a dark ink, whichever reads better on `bg`. */
const textOn = (bg, dark = '#1A1A2E') => (contrast('#FFFFFF', bg) >= contrast(dark, bg) ? '#FFFFFF' : dark);

/** Rough advance width of a string in px, for wrapping (combining marks take no space). */
function measure(text, size) {
  let w = 0;
  for (const ch of text) {
    if (/\p{M}/u.test(ch)) continue;
    if (ch === ' ') w += 0.28;
    else if (/[\u0900-\u097F]/u.test(ch)) w += 0.62;
    else if (/[A-Z]/.test(ch)) w += 0.68;
    else if (/[mwMW]/.test(ch)) w += 0.85;
    else if (/[il.,'’!|:;]/.test(ch)) w += 0.3;
    else if (/[0-9]/.test(ch)) w += 0.58;
    else w += 0.55;
  }
  return w * size;
}

/** Greedy word wrap into lines no wider than maxWidth. */
function wrap(text, size, maxWidth) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (from max down to min) at which text fits in maxLines lines. */
function fitText(text, { max, min, maxWidth, maxLines }) {
  for (let size = max; size >= min; size -= 2) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => measure(l, size) <= maxWidth)) return { size, lines };
  }
  return { size: min, lines: wrap(text, min, maxWidth) };
}

function textBlock(lines, { x, y, size, fill, weight = 700, anchor = 'middle', lineHeight = 1.18 }) {
  return lines
    .map(
      (l, i) =>
        `<text x="${n(x)}" y="${n(y + i * size * lineHeight)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(l)}</text>`,
    )
    .join('');
}

function svgDoc({ w, h, title, body }) {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(title)}" font-family="${esc(FONT)}">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

// ───────────────────────────── palettes ─────────────────────────────

/** paper: page background; sky/far/near: scene layers; accent; sun; ink: text. */
const PALETTES = {
  'folk-tales': { paper: '#FFF1DF', sky: '#FBD9A8', far: '#E9A25F', near: '#C0642F', accent: '#7A3B1D', sun: '#FFE17A', ink: '#4A2412' },
  'nature-planet': { paper: '#EEF7E6', sky: '#C4E6F3', far: '#8CCB7E', near: '#3F8A4F', accent: '#E8743B', sun: '#FFD54A', ink: '#1E4A2C' },
  'science-wonder': { paper: '#EEF3FF', sky: '#CFE1FF', far: '#8FAEEA', near: '#3C5BB0', accent: '#FF8A3D', sun: '#FFD166', ink: '#1C2A5A' },
  'friends-feelings': { paper: '#FFF0F2', sky: '#FFD9DF', far: '#F5A8B8', near: '#D9607F', accent: '#6C4AB6', sun: '#FFC94A', ink: '#5A1F35' },
  'everyday-heroes': { paper: '#FFF5E5', sky: '#CDE8F6', far: '#F6B35B', near: '#D9722A', accent: '#2B6CB0', sun: '#FFD84D', ink: '#3B2410' },
  'animal-tales': { paper: '#EAF8F4', sky: '#C2EBE2', far: '#7CCFB8', near: '#2E8C76', accent: '#F2A541', sun: '#FFE066', ink: '#124A3F' },
  'poems-rhymes': { paper: '#F4EFFB', sky: '#DDD1F6', far: '#B39DDB', near: '#7E57C2', accent: '#F48FB1', sun: '#FFD54F', ink: '#38245E' },
  'around-the-world': { paper: '#EAF6FD', sky: '#BEE3F8', far: '#63B3ED', near: '#2B6CB0', accent: '#F6AD55', sun: '#FBD38D', ink: '#1A365D' },
};
const MODE_PALETTE = {
  'reading-corner': 'poems-rhymes',
  'climate-action': 'nature-planet',
  'young-writers': 'everyday-heroes',
  'global-citizens': 'around-the-world',
  'stem-explorers': 'science-wonder',
  'teacher-studio': 'folk-tales',
};
const paletteFor = (key) => PALETTES[key] ?? PALETTES[MODE_PALETTE[key]] ?? PALETTES['nature-planet'];

// ───────────────────────────── drawing primitives ─────────────────────────────

const rect = (x, y, w, h, fill, extra = '') => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const poly = (pts, fill, extra = '') => `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;

/** Rolling hills: a smooth ridge across the width, filled down to the bottom. */
function hills(W, H, baseY, amp, count, fill, rnd) {
  const pts = [];
  for (let i = 0; i <= count; i++) pts.push([(W * i) / count, baseY - amp * between(rnd, 0.2, 1)]);
  let d = `M0 ${n(H)} L0 ${n(pts[0][1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    const dx = (x1 - x0) / 2;
    d += ` C${n(x0 + dx)} ${n(y0)} ${n(x1 - dx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return pathEl(`${d} L${n(W)} ${n(H)} Z`, fill);
}

function waves(W, H, y, amp, fill, phase = 0) {
  const step = 80;
  let d = `M${n(-step + phase)} ${n(y)}`;
  for (let x = -step + phase; x < W + step; x += step) d += ` q${step / 4} ${n(-amp)} ${step / 2} 0 t${step / 2} 0`;
  return pathEl(`${d} L${n(W + step)} ${n(H)} L${n(-step)} ${n(H)} Z`, fill);
}

function sun(cx, cy, r, fill, rays = 0, rayColor = fill) {
  let s = '';
  for (let i = 0; i < rays; i++) {
    const a = (Math.PI * 2 * i) / rays;
    s += line(cx + Math.cos(a) * r * 1.25, cy + Math.sin(a) * r * 1.25, cx + Math.cos(a) * r * 1.6, cy + Math.sin(a) * r * 1.6, rayColor, r * 0.14);
  }
  return s + circle(cx, cy, r, fill);
}

function cloud(cx, cy, s, fill) {
  return (
    `<g fill="${fill}">` +
    circle(cx - s * 0.55, cy + s * 0.1, s * 0.38, fill) +
    circle(cx, cy - s * 0.12, s * 0.55, fill) +
    circle(cx + s * 0.55, cy + s * 0.12, s * 0.36, fill) +
    rect(cx - s * 0.55, cy + s * 0.05, s * 1.1, s * 0.43, fill, ` rx="${n(s * 0.2)}"`) +
    `</g>`
  );
}

function tree(x, baseY, s, trunk, leaf, leafDark, fruit = null, rnd = Math.random) {
  let g = rect(x - s * 0.07, baseY - s * 0.75, s * 0.14, s * 0.75, trunk, ` rx="${n(s * 0.04)}"`);
  g += circle(x - s * 0.3, baseY - s * 0.85, s * 0.32, leafDark);
  g += circle(x + s * 0.32, baseY - s * 0.88, s * 0.34, leafDark);
  g += circle(x, baseY - s * 1.12, s * 0.45, leaf);
  if (fruit) {
    for (let i = 0; i < 6; i++) {
      const a = between(rnd, 0, Math.PI * 2);
      const d = between(rnd, 0.1, 0.38) * s;
      g += ellipse(x + Math.cos(a) * d, baseY - s * 1.0 + Math.sin(a) * d * 0.7, s * 0.05, s * 0.065, fruit);
    }
  }
  return g;
}

function acacia(x, baseY, s, fill) {
  return (
    pathEl(`M${n(x - s * 0.04)} ${n(baseY)} L${n(x - s * 0.02)} ${n(baseY - s * 0.55)} L${n(x - s * 0.3)} ${n(baseY - s * 0.85)} L${n(x - s * 0.26)} ${n(baseY - s * 0.88)} L${n(x + s * 0.02)} ${n(baseY - s * 0.62)} L${n(x + s * 0.28)} ${n(baseY - s * 0.9)} L${n(x + s * 0.32)} ${n(baseY - s * 0.87)} L${n(x + s * 0.05)} ${n(baseY - s * 0.55)} L${n(x + s * 0.05)} ${n(baseY)} Z`, fill) +
    ellipse(x, baseY - s * 0.92, s * 0.62, s * 0.13, fill)
  );
}

function star(cx, cy, r, fill, points = 5) {
  const pts = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / points;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts, fill);
}

function mountains(W, H, baseY, peaks, fill, snow, rnd) {
  let s = '';
  for (let i = 0; i < peaks; i++) {
    const cx = (W * (i + 0.5)) / peaks + between(rnd, -W * 0.05, W * 0.05);
    const h = between(rnd, 0.55, 1) * (baseY * 0.75);
    const half = (W / peaks) * between(rnd, 0.75, 1.05);
    const top = baseY - h;
    s += poly([[cx - half, H], [cx, top], [cx + half, H]], fill);
    if (snow) {
      const t = 0.22;
      const sx = half * t;
      const sy = (H - top) * t;
      s += poly([[cx - sx, top + sy], [cx, top], [cx + sx, top + sy], [cx + sx * 0.4, top + sy * 0.8], [cx, top + sy * 1.05], [cx - sx * 0.45, top + sy * 0.8]], snow);
    }
  }
  return s;
}

function house(x, baseY, w, h, wall, roof, trim) {
  let s = rect(x, baseY - h, w, h, wall);
  s += poly([[x - w * 0.08, baseY - h], [x + w / 2, baseY - h - w * 0.45], [x + w * 1.08, baseY - h]], roof);
  s += rect(x + w * 0.38, baseY - h * 0.42, w * 0.24, h * 0.42, trim, ` rx="${n(w * 0.04)}"`);
  if (h > w * 0.9) {
    s += rect(x + w * 0.14, baseY - h * 0.82, w * 0.2, w * 0.2, trim, ` rx="${n(w * 0.03)}"`);
    s += rect(x + w * 0.66, baseY - h * 0.82, w * 0.2, w * 0.2, trim, ` rx="${n(w * 0.03)}"`);
  }
  return s;
}

function envelope(x, y, w, h, fill, stroke, rot = 0) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    `<g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})">` +
    rect(x, y, w, h, fill, ` rx="${n(w * 0.06)}" stroke="${stroke}" stroke-width="${n(w * 0.04)}"`) +
    `<polyline points="${n(x)},${n(y)} ${n(cx)},${n(y + h * 0.58)} ${n(x + w)},${n(y)}" fill="none" stroke="${stroke}" stroke-width="${n(w * 0.04)}" stroke-linejoin="round"/>` +
    `</g>`
  );
}

function book(x, y, w, h, cover, page, spine) {
  return rect(x, y, w, h, cover, ` rx="${n(h * 0.12)}"`) + rect(x + w * 0.05, y + h * 0.2, w * 0.9, h * 0.25, page, ` rx="${n(h * 0.06)}"`) + rect(x + w * 0.08, y, w * 0.05, h, spine);
}

function openBook(cx, cy, w, cover, page, lineColor) {
  const h = w * 0.42;
  let s = pathEl(`M${n(cx - w / 2 - w * 0.03)} ${n(cy - h * 0.35)} L${n(cx)} ${n(cy - h * 0.2)} L${n(cx + w / 2 + w * 0.03)} ${n(cy - h * 0.35)} L${n(cx + w / 2 + w * 0.03)} ${n(cy + h * 0.62)} L${n(cx)} ${n(cy + h * 0.75)} L${n(cx - w / 2 - w * 0.03)} ${n(cy + h * 0.62)} Z`, cover);
  s += pathEl(`M${n(cx)} ${n(cy - h * 0.2)} Q${n(cx - w * 0.25)} ${n(cy - h * 0.55)} ${n(cx - w / 2)} ${n(cy - h * 0.4)} L${n(cx - w / 2)} ${n(cy + h * 0.55)} Q${n(cx - w * 0.25)} ${n(cy + h * 0.4)} ${n(cx)} ${n(cy + h * 0.68)} Z`, page);
  s += pathEl(`M${n(cx)} ${n(cy - h * 0.2)} Q${n(cx + w * 0.25)} ${n(cy - h * 0.55)} ${n(cx + w / 2)} ${n(cy - h * 0.4)} L${n(cx + w / 2)} ${n(cy + h * 0.55)} Q${n(cx + w * 0.25)} ${n(cy + h * 0.4)} ${n(cx)} ${n(cy + h * 0.68)} Z`, page);
  for (let i = 0; i < 4; i++) {
    const yy = cy - h * 0.12 + i * h * 0.17;
    s += line(cx - w * 0.4, yy, cx - w * 0.1, yy + h * 0.05, lineColor, w * 0.012);
    s += line(cx + w * 0.1, yy + h * 0.05, cx + w * 0.4, yy, lineColor, w * 0.012);
  }
  return s;
}

function flower(x, baseY, h, petal, center, stem) {
  const cy = baseY - h;
  const r = h * 0.13;
  let s = line(x, baseY, x, cy, stem, h * 0.04) + ellipse(x + h * 0.09, baseY - h * 0.4, h * 0.1, h * 0.045, stem, ` transform="rotate(-30 ${n(x + h * 0.09)} ${n(baseY - h * 0.4)})"`);
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI * 2 * i) / 6;
    s += circle(x + Math.cos(a) * r * 1.1, cy + Math.sin(a) * r * 1.1, r * 0.75, petal);
  }
  return s + circle(x, cy, r * 0.75, center);
}

function bee(x, y, s, body, stripe, wing) {
  return (
    ellipse(x - s * 0.2, y - s * 0.55, s * 0.35, s * 0.25, wing, ` opacity="0.85"`) +
    ellipse(x + s * 0.2, y - s * 0.6, s * 0.35, s * 0.25, wing, ` opacity="0.85"`) +
    ellipse(x, y, s * 0.7, s * 0.48, body) +
    rect(x - s * 0.22, y - s * 0.44, s * 0.14, s * 0.88, stripe) +
    rect(x + s * 0.12, y - s * 0.42, s * 0.14, s * 0.84, stripe) +
    circle(x + s * 0.5, y - s * 0.08, s * 0.07, stripe)
  );
}

function kite(cx, cy, s, fill, fill2, tail, rot) {
  const pts = [[cx, cy - s], [cx + s * 0.7, cy], [cx, cy + s * 1.2], [cx - s * 0.7, cy]];
  let t = `<g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})">`;
  t += poly(pts, fill) + poly([[cx, cy - s], [cx + s * 0.7, cy], [cx, cy]], fill2) + poly([[cx, cy], [cx - s * 0.7, cy], [cx, cy + s * 1.2]], fill2);
  t += `<path d="M${n(cx)} ${n(cy + s * 1.2)} q${n(s * 0.3)} ${n(s * 0.5)} 0 ${n(s)} t0 ${n(s)}" fill="none" stroke="${tail}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
  for (let i = 1; i <= 3; i++) t += poly([[cx - s * 0.16, cy + s * (1.2 + i * 0.55)], [cx + s * 0.16, cy + s * (1.2 + i * 0.55) - s * 0.1], [cx + s * 0.16, cy + s * (1.2 + i * 0.55) + s * 0.1]], tail);
  return `${t}</g>`;
}

function globe(cx, cy, r, sea, land, lineColor, id) {
  let s = `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`;
  s += circle(cx, cy, r, sea);
  s += `<g clip-path="url(#${id})">`;
  s += pathEl(`M${n(cx - r * 0.75)} ${n(cy - r * 0.55)} q${n(r * 0.35)} ${n(-r * 0.3)} ${n(r * 0.6)} ${n(-r * 0.05)} q${n(r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.12)} ${n(r * 0.45)} q${n(r * 0.1)} ${n(r * 0.35)} ${n(-r * 0.05)} ${n(r * 0.8)} q${n(-r * 0.3)} ${n(-r * 0.2)} ${n(-r * 0.28)} ${n(-r * 0.6)} q${n(-r * 0.25)} ${n(-r * 0.2)} ${n(-r * 0.15)} ${n(-r * 0.6)} Z`, land);
  s += pathEl(`M${n(cx + r * 0.05)} ${n(cy - r * 0.6)} q${n(r * 0.4)} ${n(-r * 0.15)} ${n(r * 0.75)} ${n(r * 0.1)} q${n(r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.2)} ${n(r * 0.35)} q${n(r * 0.05)} ${n(r * 0.5)} ${n(-r * 0.25)} ${n(r * 0.9)} q${n(-r * 0.25)} ${n(-r * 0.4)} ${n(-r * 0.15)} ${n(-r * 0.75)} q${n(-r * 0.2)} ${n(-r * 0.15)} ${n(-r * 0.15)} ${n(-r * 0.6)} Z`, land);
  s += `</g>`;
  s += ellipse(cx, cy, r, r * 0.35, 'none', ` stroke="${lineColor}" stroke-width="${n(r * 0.025)}" opacity="0.5"`);
  s += ellipse(cx, cy, r * 0.4, r, 'none', ` stroke="${lineColor}" stroke-width="${n(r * 0.025)}" opacity="0.5"`);
  s += circle(cx, cy, r, 'none', ` stroke="${lineColor}" stroke-width="${n(r * 0.05)}"`);
  return s;
}

function speechBubble(x, y, w, h, fill, dot) {
  return (
    rect(x, y, w, h, fill, ` rx="${n(h * 0.45)}"`) +
    poly([[x + w * 0.2, y + h - 1], [x + w * 0.15, y + h * 1.45], [x + w * 0.42, y + h - 1]], fill) +
    circle(x + w * 0.3, y + h / 2, h * 0.1, dot) +
    circle(x + w * 0.5, y + h / 2, h * 0.1, dot) +
    circle(x + w * 0.7, y + h / 2, h * 0.1, dot)
  );
}

function boat(x, y, s, hull, sail) {
  return poly([[x - s, y], [x + s, y], [x + s * 0.7, y + s * 0.35], [x - s * 0.7, y + s * 0.35]], hull) + line(x, y, x, y - s * 1.1, hull, s * 0.06) + poly([[x + s * 0.05, y - s * 1.05], [x + s * 0.75, y - s * 0.1], [x + s * 0.05, y - s * 0.1]], sail);
}

function bicycle(cx, baseY, s, frame, wheel) {
  const r = s * 0.32;
  const lx = cx - s * 0.5;
  const rx = cx + s * 0.5;
  const wy = baseY - r;
  const sw = s * 0.045;
  let g = circle(lx, wy, r, 'none', ` stroke="${wheel}" stroke-width="${n(sw * 1.4)}"`) + circle(rx, wy, r, 'none', ` stroke="${wheel}" stroke-width="${n(sw * 1.4)}"`);
  const px = cx - s * 0.05; // pedal
  const sx = cx - s * 0.18; // seat post top
  const sy = wy - s * 0.5;
  const hx = cx + s * 0.35; // handlebar
  const hy = wy - s * 0.55;
  g += `<polyline points="${n(lx)},${n(wy)} ${n(px)},${n(wy)} ${n(sx)},${n(sy)} ${n(lx)},${n(wy)}" fill="none" stroke="${frame}" stroke-width="${n(sw)}" stroke-linejoin="round"/>`;
  g += `<polyline points="${n(px)},${n(wy)} ${n(hx - s * 0.05)},${n(sy + s * 0.02)} ${n(sx)},${n(sy)}" fill="none" stroke="${frame}" stroke-width="${n(sw)}" stroke-linejoin="round"/>`;
  g += line(hx - s * 0.05, sy + s * 0.02, rx, wy, frame, sw) + line(hx - s * 0.05, sy + s * 0.02, hx, hy, frame, sw) + line(hx, hy, hx + s * 0.12, hy, frame, sw);
  g += line(sx - s * 0.1, sy - s * 0.05, sx + s * 0.08, sy - s * 0.05, frame, sw * 1.6);
  return g;
}

function paperBoat(x, y, s, hull, sail) {
  return poly([[x - s, y], [x + s, y], [x + s * 0.65, y + s * 0.4], [x - s * 0.65, y + s * 0.4]], hull) + poly([[x - s * 0.1, y], [x - s * 0.1, y - s * 0.9], [x + s * 0.6, y]], sail);
}

function umbrella(x, y, s, canopy, trim) {
  let u = pathEl(`M${n(x - s)} ${n(y)} A${n(s)} ${n(s * 0.8)} 0 0 1 ${n(x + s)} ${n(y)} Z`, canopy);
  for (let i = 0; i < 4; i++) u += ellipse(x - s * 0.75 + i * s * 0.5, y, s * 0.25, s * 0.1, mix(canopy, '#000000', 0.12));
  u += pathEl(`M${n(x)} ${n(y)} L${n(x)} ${n(y + s * 0.9)} a${n(s * 0.12)} ${n(s * 0.12)} 0 0 1 ${n(-s * 0.24)} 0`, 'none', ` stroke="${trim}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"`);
  return u + circle(x, y - s * 0.8, s * 0.06, trim);
}

function elephant(x, baseY, s, fill) {
  const dark = mix(fill, '#000000', 0.18);
  let e = '';
  for (const dx of [-0.38, -0.18, 0.12, 0.32]) e += rect(x + dx * s, baseY - s * 0.45, s * 0.15, s * 0.45, dx < 0 ? dark : fill, ` rx="${n(s * 0.04)}"`);
  e += ellipse(x, baseY - s * 0.55, s * 0.55, s * 0.33, fill);
  e += line(x - s * 0.53, baseY - s * 0.6, x - s * 0.65, baseY - s * 0.35, fill, s * 0.04);
  e += pathEl(`M${n(x + s * 0.62)} ${n(baseY - s * 0.66)} q${n(s * 0.22)} ${n(s * 0.3)} ${n(s * 0.08)} ${n(s * 0.58)}`, 'none', ` stroke="${fill}" stroke-width="${n(s * 0.12)}" stroke-linecap="round"`);
  e += circle(x + s * 0.5, baseY - s * 0.74, s * 0.24, fill);
  e += ellipse(x + s * 0.38, baseY - s * 0.72, s * 0.16, s * 0.22, dark);
  return e + circle(x + s * 0.6, baseY - s * 0.8, s * 0.03, '#1A1A1A');
}

function tortoise(x, baseY, s, shell, skin) {
  let t = ellipse(x - s * 0.35, baseY - s * 0.06, s * 0.12, s * 0.07, skin) + ellipse(x + s * 0.3, baseY - s * 0.06, s * 0.12, s * 0.07, skin);
  t += pathEl(`M${n(x + s * 0.4)} ${n(baseY - s * 0.15)} q${n(s * 0.15)} ${n(-s * 0.15)} ${n(s * 0.28)} ${n(-s * 0.08)}`, 'none', ` stroke="${skin}" stroke-width="${n(s * 0.14)}" stroke-linecap="round"`);
  t += pathEl(`M${n(x - s * 0.5)} ${n(baseY - s * 0.1)} A${n(s * 0.5)} ${n(s * 0.42)} 0 0 1 ${n(x + s * 0.5)} ${n(baseY - s * 0.1)} Z`, shell);
  for (const [dx, dy] of [[-0.22, 0.22], [0.05, 0.3], [0.28, 0.2], [-0.05, 0.15]]) t += circle(x + dx * s, baseY - dy * s, s * 0.08, mix(shell, '#FFFFFF', 0.25));
  return t + circle(x + s * 0.7, baseY - s * 0.25, s * 0.025, '#1A1A1A');
}

function talkingDrum(x, baseY, s, body, cord) {
  const w = s * 0.32;
  let d = pathEl(`M${n(x - w)} ${n(baseY - s)} L${n(x + w)} ${n(baseY - s)} L${n(x + w * 0.45)} ${n(baseY - s * 0.5)} L${n(x + w)} ${n(baseY)} L${n(x - w)} ${n(baseY)} L${n(x - w * 0.45)} ${n(baseY - s * 0.5)} Z`, body);
  for (let i = 0; i <= 6; i++) d += line(x - w + (i * 2 * w) / 6, baseY - s, x - w + (i * 2 * w) / 6, baseY, cord, s * 0.015);
  return d + ellipse(x, baseY - s, w, s * 0.06, mix(body, '#FFFFFF', 0.5)) + ellipse(x, baseY, w, s * 0.06, mix(body, '#000000', 0.2));
}

function baobab(x, baseY, s, trunk, leaf) {
  let b = '';
  for (const [dx, h] of [[-0.28, 0.95], [-0.1, 1.08], [0.1, 1.05], [0.3, 0.92]]) {
    b += line(x + dx * s * 0.5, baseY - s * 0.68, x + dx * s, baseY - s * h, trunk, s * 0.06);
    b += circle(x + dx * s, baseY - s * h, s * 0.09, leaf);
  }
  return b + pathEl(`M${n(x - s * 0.26)} ${n(baseY)} C${n(x - s * 0.32)} ${n(baseY - s * 0.35)} ${n(x - s * 0.2)} ${n(baseY - s * 0.62)} ${n(x - s * 0.14)} ${n(baseY - s * 0.74)} L${n(x + s * 0.14)} ${n(baseY - s * 0.74)} C${n(x + s * 0.2)} ${n(baseY - s * 0.62)} ${n(x + s * 0.32)} ${n(baseY - s * 0.35)} ${n(x + s * 0.26)} ${n(baseY)} Z`, trunk);
}

function llama(x, baseY, s, fill, hat) {
  const dark = mix(fill, '#000000', 0.15);
  let l = '';
  for (const dx of [-0.3, -0.15, 0.12, 0.26]) l += rect(x + dx * s, baseY - s * 0.45, s * 0.08, s * 0.45, dx < 0 ? dark : fill, ` rx="${n(s * 0.03)}"`);
  l += ellipse(x, baseY - s * 0.5, s * 0.4, s * 0.2, fill) + circle(x - s * 0.4, baseY - s * 0.55, s * 0.07, fill);
  l += rect(x + s * 0.2, baseY - s * 1.05, s * 0.15, s * 0.6, fill, ` rx="${n(s * 0.06)}"`);
  l += ellipse(x + s * 0.34, baseY - s * 1.05, s * 0.17, s * 0.1, fill);
  l += ellipse(x + s * 0.24, baseY - s * 1.18, s * 0.03, s * 0.08, dark) + ellipse(x + s * 0.32, baseY - s * 1.19, s * 0.03, s * 0.08, dark);
  l += circle(x + s * 0.38, baseY - s * 1.08, s * 0.02, '#1A1A1A');
  if (hat) l += ellipse(x + s * 0.3, baseY - s * 1.13, s * 0.16, s * 0.035, hat) + rect(x + s * 0.2, baseY - s * 1.27, s * 0.2, s * 0.14, hat, ` rx="${n(s * 0.04)}"`);
  return l;
}

function crab(x, y, s, fill) {
  let c = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) c += line(x + side * s * 0.3, y + i * s * 0.08, x + side * s * 0.62, y + s * 0.12 + i * s * 0.1, fill, s * 0.05);
    c += line(x + side * s * 0.25, y - s * 0.1, x + side * s * 0.45, y - s * 0.38, fill, s * 0.06) + circle(x + side * s * 0.48, y - s * 0.45, s * 0.14, fill);
    c += line(x + side * s * 0.1, y - s * 0.15, x + side * s * 0.13, y - s * 0.32, fill, s * 0.04) + circle(x + side * s * 0.13, y - s * 0.34, s * 0.05, '#FFFFFF') + circle(x + side * s * 0.13, y - s * 0.34, s * 0.025, '#1A1A1A');
  }
  return c + ellipse(x, y, s * 0.36, s * 0.22, fill);
}

function seaTurtle(x, y, s, shell, skin) {
  return ellipse(x - s * 0.25, y + s * 0.22, s * 0.2, s * 0.07, skin, ` transform="rotate(30 ${n(x - s * 0.25)} ${n(y + s * 0.22)})"`) + ellipse(x + s * 0.25, y + s * 0.22, s * 0.2, s * 0.07, skin, ` transform="rotate(-30 ${n(x + s * 0.25)} ${n(y + s * 0.22)})"`) + ellipse(x - s * 0.3, y - s * 0.15, s * 0.26, s * 0.08, skin, ` transform="rotate(-25 ${n(x - s * 0.3)} ${n(y - s * 0.15)})"`) + ellipse(x + s * 0.3, y - s * 0.15, s * 0.26, s * 0.08, skin, ` transform="rotate(25 ${n(x + s * 0.3)} ${n(y - s * 0.15)})"`) + circle(x, y - s * 0.38, s * 0.12, skin) + ellipse(x, y, s * 0.28, s * 0.34, shell) + ellipse(x, y, s * 0.16, s * 0.2, mix(shell, '#FFFFFF', 0.25));
}

function sprout(x, baseY, s, pot, leaf) {
  return line(x, baseY - s * 0.4, x, baseY - s * 0.85, leaf, s * 0.05) + ellipse(x - s * 0.14, baseY - s * 0.82, s * 0.15, s * 0.07, leaf, ` transform="rotate(-25 ${n(x - s * 0.14)} ${n(baseY - s * 0.82)})"`) + ellipse(x + s * 0.15, baseY - s * 0.9, s * 0.16, s * 0.07, leaf, ` transform="rotate(25 ${n(x + s * 0.15)} ${n(baseY - s * 0.9)})"`) + poly([[x - s * 0.25, baseY - s * 0.45], [x + s * 0.25, baseY - s * 0.45], [x + s * 0.18, baseY], [x - s * 0.18, baseY]], pot) + rect(x - s * 0.28, baseY - s * 0.5, s * 0.56, s * 0.1, mix(pot, '#000000', 0.12), ` rx="${n(s * 0.03)}"`);
}

function solarPanel(x, y, w, h, frame, cell) {
  const A = [x, y + h * 0.35];
  const B = [x + w * 0.75, y];
  const C = [x + w, y + h * 0.55];
  const D = [x + w * 0.25, y + h];
  const lerp = (p, q, t) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  let s = line(x + w * 0.55, y + h * 0.6, x + w * 0.55, y + h * 1.6, '#555F6D', w * 0.04) + poly([A, B, C, D], frame);
  for (const t of [1 / 3, 2 / 3]) {
    const [p, q] = [lerp(A, B, t), lerp(D, C, t)];
    s += line(p[0], p[1], q[0], q[1], cell, w * 0.012);
  }
  const [p, q] = [lerp(A, D, 0.5), lerp(B, C, 0.5)];
  return s + line(p[0], p[1], q[0], q[1], cell, w * 0.012);
}

// ───────────────────────────── scenes ─────────────────────────────
// Each scene draws into a W x H box and is given a palette and a PRNG.

const SCENES = {
  tree(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * between(rnd, 0.72, 0.85), H * 0.2, H * 0.09, p.sun, 10);
    s += cloud(W * between(rnd, 0.15, 0.35), H * 0.16, H * 0.1, '#FFFFFF');
    s += hills(W, H, H * 0.66, H * 0.14, 3, p.far, rnd);
    s += hills(W, H, H * 0.84, H * 0.08, 2, p.near, rnd);
    s += tree(W * between(rnd, 0.42, 0.58), H * 0.9, H * 0.55, p.accent === '#E8743B' ? '#7A4B2A' : p.ink, mix(p.near, '#FFFFFF', 0.15), mix(p.near, '#000000', 0.15), opts.fruit ? p.sun : null, rnd);
    for (let i = 0; i < 7; i++) {
      const gx = between(rnd, 0.05, 0.95) * W;
      const gy = H * between(rnd, 0.9, 0.98);
      s += pathEl(`M${n(gx - 8)} ${n(gy)} l4 -12 l4 12 l4 -16 l4 16 Z`, mix(p.near, '#000000', 0.25));
    }
    return s;
  },
  night(W, H, p, rnd, opts = {}) {
    const sky = mix(p.ink, '#0B1030', 0.35);
    let s = rect(0, 0, W, H, sky);
    for (let i = 0; i < 38; i++) s += star(between(rnd, 0, W), between(rnd, 0, H * 0.62), between(rnd, 1.5, 5.5), i % 5 === 0 ? p.sun : '#FFFFFF');
    const mx = W * between(rnd, 0.2, 0.35);
    const my = H * 0.24;
    if (opts.fullMoon) {
      s += circle(mx + W * 0.15, my + H * 0.02, H * 0.15, '#FFF4CF') + circle(mx + W * 0.12, my, H * 0.03, '#F1E3B5') + circle(mx + W * 0.19, my + H * 0.06, H * 0.022, '#F1E3B5');
    } else s += circle(mx, my, H * 0.1, '#FFF4CF') + circle(mx + H * 0.045, my - H * 0.025, H * 0.088, sky);
    s += pathEl(`M0 ${n(H * 0.5)} Q${n(W * 0.5)} ${n(H * 0.3)} ${n(W)} ${n(H * 0.42)}`, 'none', ` stroke="#FFFFFF" stroke-width="${n(H * 0.07)}" opacity="0.12" stroke-linecap="round"`);
    if (opts.fullMoon) {
      s += hills(W, H, H * 0.85, H * 0.04, 2, mix(p.near, '#000000', 0.6), rnd);
      for (const [x, w, h] of [[0.06, 0.2, 0.16], [0.3, 0.16, 0.22], [0.62, 0.22, 0.14]]) s += house(W * x, H, W * w, H * h, mix(p.near, '#000000', 0.5), mix(p.near, '#000000', 0.65), '#FFD98A');
      return s;
    }
    s += mountains(W, H, H * 0.78, 3, mix(p.near, '#000000', 0.45), null, rnd);
    if (opts.dome) {
      const dx = W * 0.72;
      const dy = H * 0.62;
      s += rect(dx - W * 0.07, dy, W * 0.14, H * 0.08, '#E7ECF5') + pathEl(`M${n(dx - W * 0.08)} ${n(dy)} A${n(W * 0.08)} ${n(W * 0.08)} 0 0 1 ${n(dx + W * 0.08)} ${n(dy)} Z`, '#FFFFFF') + rect(dx - W * 0.012, dy - W * 0.075, W * 0.024, W * 0.06, '#2A3350');
      s += `<path d="M${n(dx)} ${n(dy - W * 0.06)} L${n(dx - W * 0.2)} ${n(H * 0.08)}" stroke="#FFF4CF" stroke-width="3" opacity="0.35" stroke-dasharray="4 6"/>`;
    }
    if (opts.llama) s += llama(W * 0.24, H * 0.93, H * 0.26, '#0E1330', null);
    s += hills(W, H, H * 0.9, H * 0.05, 2, mix(p.near, '#000000', 0.6), rnd);
    return s;
  },
  sea(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * between(rnd, 0.65, 0.8), H * 0.28, H * 0.1, p.sun, 12);
    s += cloud(W * 0.25, H * 0.18, H * 0.08, '#FFFFFF');
    s += rect(0, H * 0.48, W, H * 0.52, mix(p.far, '#1E88C8', 0.55));
    s += boat(W * between(rnd, 0.2, 0.4), H * 0.47, H * 0.07, p.ink, '#FFFFFF');
    s += waves(W, H, H * 0.58, H * 0.03, mix(p.far, '#1E88C8', 0.35), between(rnd, 0, 40));
    s += waves(W, H, H * 0.68, H * 0.035, mix(p.near, '#0E6BA8', 0.5), between(rnd, 0, 40));
    s += pathEl(`M0 ${n(H * 0.82)} Q${n(W * 0.5)} ${n(H * 0.74)} ${n(W)} ${n(H * 0.84)} L${n(W)} ${n(H)} L0 ${n(H)} Z`, '#F3D9A4');
    for (let i = 0; i < 4; i++) s += ellipse(between(rnd, 0.1, 0.9) * W, H * between(rnd, 0.88, 0.96), 7, 4, p.accent);
    if (opts.crab) s += crab(W * 0.62, H * 0.9, H * 0.16, '#E4572E');
    if (opts.turtle) s += seaTurtle(W * 0.5, H * 0.9, H * 0.13, '#3F8A4F', '#7BB661');
    if (opts.net) {
      for (const [x, c] of [[0.2, '#FFFFFF'], [0.78, p.accent]]) s += rect(W * x, H * 0.86, W * 0.04, H * 0.08, c, ` rx="4" transform="rotate(70 ${n(W * x)} ${n(H * 0.9)})"`);
    }
    return s;
  },
  rain(W, H, p, rnd, opts = {}) {
    const sky = mix(p.sky, '#7F8EA3', 0.35);
    let s = rect(0, 0, W, H, sky);
    if (opts.greyCloud) {
      s += sun(W * 0.72, H * 0.2, H * 0.1, p.sun, 12);
      s += cloud(W * 0.45, H * 0.3, H * 0.2, '#8A93A6');
    } else {
      s += cloud(W * 0.3, H * 0.18, H * 0.12, mix('#FFFFFF', sky, 0.25));
      s += cloud(W * 0.72, H * 0.14, H * 0.14, '#FFFFFF');
    }
    for (let i = 0; i < 46; i++) {
      const x = between(rnd, 0, W);
      const y = between(rnd, H * 0.3, H * 0.78);
      s += line(x, y, x - 6, y + 18, mix(p.near, '#FFFFFF', 0.35), 3);
    }
    s += hills(W, H, H * 0.8, H * 0.05, 2, mix(p.near, '#2F6B3F', 0.55), rnd);
    s += ellipse(W * 0.3, H * 0.9, W * 0.16, H * 0.035, mix(sky, '#FFFFFF', 0.3));
    s += ellipse(W * 0.75, H * 0.93, W * 0.12, H * 0.03, mix(sky, '#FFFFFF', 0.3));
    if (opts.boats) s += paperBoat(W * 0.26, H * 0.895, H * 0.06, p.accent, '#FFFFFF') + paperBoat(W * 0.37, H * 0.9, H * 0.05, p.sun, mix(p.sun, '#FFFFFF', 0.5));
    else s += paperBoat(W * 0.3, H * 0.895, H * 0.045, p.accent, '#FFFFFF');
    if (opts.umbrella) s += umbrella(W * 0.68, H * 0.62, H * 0.16, p.sun, p.ink);
    return s;
  },
  river(W, H, p, rnd) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * between(rnd, 0.15, 0.3), H * 0.2, H * 0.08, p.sun, 10);
    s += hills(W, H, H * 0.55, H * 0.12, 3, p.far, rnd);
    s += hills(W, H, H * 0.7, H * 0.06, 2, p.near, rnd);
    const cx = W * between(rnd, 0.45, 0.6);
    s += pathEl(`M${n(cx - 6)} ${n(H * 0.6)} C${n(cx - W * 0.25)} ${n(H * 0.72)} ${n(cx + W * 0.2)} ${n(H * 0.8)} ${n(W * 0.18)} ${n(H)} L${n(W * 0.62)} ${n(H)} C${n(cx + W * 0.35)} ${n(H * 0.8)} ${n(cx - W * 0.1)} ${n(H * 0.72)} ${n(cx + 6)} ${n(H * 0.6)} Z`, '#4FA3D9');
    s += pathEl(`M${n(W * 0.32)} ${n(H * 0.92)} q${n(W * 0.05)} -6 ${n(W * 0.1)} 0`, 'none', ` stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.8"`);
    s += tree(W * 0.14, H * 0.8, H * 0.22, p.ink, mix(p.near, '#FFFFFF', 0.2), mix(p.near, '#000000', 0.2));
    s += tree(W * 0.86, H * 0.84, H * 0.26, p.ink, mix(p.near, '#FFFFFF', 0.2), mix(p.near, '#000000', 0.2));
    return s;
  },
  savanna(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, mix(p.sky, '#FFD8A0', 0.5));
    s += circle(W * between(rnd, 0.35, 0.65), H * 0.68, H * 0.26, p.sun);
    s += rect(0, H * 0.68, W, H * 0.32, mix(p.far, '#C98A3C', 0.4));
    s += hills(W, H, H * 0.8, H * 0.04, 3, mix(p.near, '#8A4B1C', 0.3), rnd);
    if (opts.baobab) s += baobab(W * 0.3, H * 0.84, H * 0.6, mix(p.accent, '#8A6A50', 0.4), mix(p.near, '#3F8A4F', 0.5));
    else s += acacia(W * between(rnd, 0.15, 0.3), H * 0.74, H * 0.36, p.accent);
    s += acacia(W * between(rnd, 0.7, 0.85), H * 0.72, H * 0.22, p.accent);
    if (opts.elephant) s += elephant(W * 0.58, H * 0.92, H * 0.36, '#8C8FA3') + elephant(W * 0.82, H * 0.93, H * 0.2, '#A3A6B8');
    if (opts.tortoise) s += talkingDrum(W * 0.68, H * 0.93, H * 0.3, '#9C5B2E', '#F3E1C6') + tortoise(W * 0.38, H * 0.94, H * 0.26, '#6B7B3A', '#A8A35B');
    for (let i = 0; i < 10; i++) {
      const gx = between(rnd, 0, W);
      const gy = H * between(rnd, 0.86, 0.98);
      s += pathEl(`M${n(gx)} ${n(gy)} l3 -14 l3 14 l3 -10 l3 10 Z`, p.accent);
    }
    return s;
  },
  mountains(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * between(rnd, 0.7, 0.85), H * 0.18, H * 0.08, p.sun, 10);
    s += cloud(W * 0.22, H * 0.2, H * 0.07, '#FFFFFF');
    s += mountains(W, H, H * 0.8, 3, mix(p.far, '#6B7C93', 0.35), '#FFFFFF', rnd);
    s += hills(W, H, H * 0.8, H * 0.08, 3, p.near, rnd);
    for (let i = 0; i < 4; i++) s += rect(0, H * (0.86 + i * 0.035), W, 3, mix(p.near, '#000000', 0.15), ' opacity="0.6"');
    if (opts.llama) s += llama(W * 0.42, H * 0.95, H * 0.42, '#F5EBDD', opts.hat ? '#E53E3E' : null);
    return s;
  },
  city(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * between(rnd, 0.75, 0.88), H * 0.17, H * 0.08, p.sun, 10);
    s += cloud(W * 0.3, H * 0.15, H * 0.07, '#FFFFFF');
    const colours = [p.far, p.accent, p.near, mix(p.far, '#FFFFFF', 0.3), p.sun];
    let x = W * 0.03;
    let i = 0;
    while (x < W * 0.95) {
      const w = between(rnd, 0.13, 0.18) * W;
      const h = between(rnd, 0.22, 0.4) * H;
      s += house(x, H * 0.74, w, h, colours[i % colours.length], mix(p.ink, p.near, 0.3), '#FFFFFF');
      x += w + W * 0.03;
      i++;
    }
    s += rect(0, H * 0.74, W, H * 0.26, '#5B6470');
    s += rect(0, H * 0.74, W, H * 0.03, '#C9CED6');
    if (opts.bicycle) s += bicycle(W * 0.5, H * 0.97, H * 0.34, p.accent, '#1F2328');
    else for (let k = 0; k < 6; k++) s += rect(W * 0.36 + k * W * 0.05, H * 0.8, W * 0.03, H * 0.16, '#FFFFFF');
    return s;
  },
  sun(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * 0.5, H * 0.36, H * 0.17, p.sun, 16, mix(p.sun, p.accent, 0.4));
    s += hills(W, H, H * 0.8, H * 0.06, 2, p.near, rnd);
    if (!opts.solar) {
      const cols = ['#E53E3E', '#F6AD55', '#F6E05E', '#68D391', '#4299E1', '#805AD5'];
      cols.forEach((c, i) => {
        const r = W * 0.42 - i * W * 0.028;
        s += `<path d="M${n(W * 0.5 - r)} ${n(H * 0.82)} A${n(r)} ${n(r)} 0 0 1 ${n(W * 0.5 + r)} ${n(H * 0.82)}" fill="none" stroke="${c}" stroke-width="${n(W * 0.028)}" opacity="0.55"/>`;
      });
      return s + hills(W, H, H * 0.86, H * 0.03, 2, p.near, rnd);
    }
    s += solarPanel(W * between(rnd, 0.6, 0.66), H * 0.62, W * 0.26, H * 0.16, '#23395B', '#8FB3F0');
    const lx = W * 0.25;
    const ly = H * 0.78;
    s += circle(lx, ly, H * 0.12, mix(p.sun, '#FFFFFF', 0.55), ' opacity="0.7"');
    s += rect(lx - H * 0.05, ly - H * 0.09, H * 0.1, H * 0.02, p.ink, ' rx="3"') + rect(lx - H * 0.04, ly - H * 0.07, H * 0.08, H * 0.1, mix(p.sun, '#FFFFFF', 0.3), ' rx="6"') + rect(lx - H * 0.05, ly + H * 0.03, H * 0.1, H * 0.03, p.ink, ' rx="3"');
    return s;
  },
  flowers(W, H, p, rnd) {
    let s = rect(0, 0, W, H, p.sky);
    s += sun(W * 0.82, H * 0.17, H * 0.08, p.sun, 10);
    s += hills(W, H, H * 0.68, H * 0.06, 3, p.far, rnd);
    s += rect(0, H * 0.8, W, H * 0.2, p.near);
    const petals = [p.accent, '#FFFFFF', p.sun, mix(p.accent, '#FFFFFF', 0.4)];
    for (let i = 0; i < 7; i++) {
      const x = W * (0.08 + i * 0.14) + between(rnd, -10, 10);
      s += flower(x, H * 0.86, H * between(rnd, 0.2, 0.36), petals[i % petals.length], p.ink, mix(p.near, '#000000', 0.2));
    }
    s += `<path d="M${n(W * 0.15)} ${n(H * 0.35)} C${n(W * 0.35)} ${n(H * 0.15)} ${n(W * 0.45)} ${n(H * 0.55)} ${n(W * 0.62)} ${n(H * 0.3)}" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-dasharray="6 8" stroke-linecap="round" opacity="0.6"/>`;
    s += bee(W * 0.66, H * 0.28, H * 0.055, '#FFC83D', '#2B2B2B', '#FFFFFF');
    s += bee(W * 0.3, H * 0.5, H * 0.04, '#FFC83D', '#2B2B2B', '#FFFFFF');
    return s;
  },
  globe(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, p.sky);
    for (let i = 0; i < 14; i++) s += star(between(rnd, 0, W), between(rnd, 0, H), between(rnd, 3, 7), '#FFFFFF', 4);
    const r = Math.min(W, H) * 0.3;
    s += globe(W * 0.5, H * 0.55, r, '#4FA3D9', '#7BC96F', '#FFFFFF', opts.id ?? 'g');
    s += speechBubble(W * 0.08, H * 0.12, W * 0.22, H * 0.1, '#FFFFFF', p.accent);
    s += speechBubble(W * 0.68, H * 0.2, W * 0.22, H * 0.1, p.sun, p.ink);
    s += speechBubble(W * 0.7, H * 0.78, W * 0.2, H * 0.09, '#FFFFFF', p.near);
    return s;
  },
  books(W, H, p, rnd, opts = {}) {
    let s = rect(0, 0, W, H, mix(p.sky, '#FFFFFF', 0.2));
    s += rect(W * 0.62, H * 0.1, W * 0.28, H * 0.3, '#FFFFFF', ' rx="8"') + rect(W * 0.635, H * 0.12, W * 0.25, H * 0.26, mix(p.sky, '#5AB0E6', 0.5), ' rx="4"');
    s += sun(W * 0.72, H * 0.22, H * 0.05, p.sun);
    s += rect(0, H * 0.82, W, H * 0.18, mix(p.near, '#000000', 0.2));
    const cols = [p.accent, p.near, p.far, p.ink];
    let y = H * 0.82;
    for (let i = 0; i < 4; i++) {
      const w = W * between(rnd, 0.42, 0.55);
      const h = H * 0.085;
      y -= h;
      s += book(W * 0.1 + between(rnd, -8, 14), y, w, h, cols[i], '#FFFFFF', mix(cols[i], '#000000', 0.25));
    }
    if (!opts.sprout) s += `<g transform="rotate(-30 ${n(W * 0.72)} ${n(H * 0.66)})">` + rect(W * 0.58, H * 0.64, W * 0.26, H * 0.045, p.sun) + poly([[W * 0.84, H * 0.64], [W * 0.88, H * 0.6625], [W * 0.84, H * 0.685]], '#F2C9A0') + rect(W * 0.56, H * 0.64, W * 0.025, H * 0.045, p.accent) + `</g>`;
    if (opts.sprout) s += sprout(W * 0.75, H * 0.82, H * 0.3, '#C8693A', '#3F8A4F');
    else s += envelope(W * 0.64, H * 0.46, W * 0.2, H * 0.12, '#FFFFFF', p.ink, 8);
    return s;
  },
  flood(W, H, p, rnd) {
    let s = rect(0, 0, W, H, mix(p.sky, '#9FB8CC', 0.3));
    s += cloud(W * 0.75, H * 0.16, H * 0.09, '#FFFFFF') + cloud(W * 0.3, H * 0.12, H * 0.06, '#FFFFFF');
    s += hills(W, H, H * 0.5, H * 0.08, 3, p.far, rnd);
    s += rect(0, H * 0.62, W, H * 0.38, '#5DA9DE');
    for (const [x, w, h] of [[0.08, 0.16, 0.14], [0.34, 0.14, 0.12], [0.7, 0.17, 0.15]]) {
      for (let k = 0; k < 3; k++) s += rect(W * (x + 0.01 + k * (w - 0.03) / 2), H * 0.6, 4, H * 0.14, '#6B4A2B');
      s += house(W * x, H * 0.6, W * w, H * h, p.far === '#F6B35B' ? '#F6B35B' : p.far, p.near, '#FFFFFF');
    }
    s += `<path d="M${n(W * 0.1)} ${n(H * 0.92)} C${n(W * 0.35)} ${n(H * 0.78)} ${n(W * 0.55)} ${n(H * 0.95)} ${n(W * 0.9)} ${n(H * 0.8)}" fill="none" stroke="#FFFFFF" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round"/>`;
    s += boat(W * 0.55, H * 0.82, H * 0.06, p.ink, p.sun);
    s += waves(W, H, H * 0.96, H * 0.012, '#4A97CC', 10);
    return s;
  },
  kites(W, H, p, rnd) {
    let s = rect(0, 0, W, H, p.sky);
    s += cloud(W * 0.75, H * 0.15, H * 0.08, '#FFFFFF') + cloud(W * 0.2, H * 0.3, H * 0.06, '#FFFFFF');
    s += hills(W, H, H * 0.78, H * 0.1, 3, p.far, rnd);
    s += hills(W, H, H * 0.9, H * 0.05, 2, p.near, rnd);
    const k1 = [W * 0.32, H * 0.26];
    const k2 = [W * 0.66, H * 0.36];
    s += `<path d="M${n(k1[0])} ${n(k1[1] + H * 0.1)} Q${n(W * 0.45)} ${n(H * 0.7)} ${n(W * 0.48)} ${n(H * 0.9)}" fill="none" stroke="${p.ink}" stroke-width="1.5" opacity="0.6"/>`;
    s += `<path d="M${n(k2[0])} ${n(k2[1] + H * 0.08)} Q${n(W * 0.56)} ${n(H * 0.7)} ${n(W * 0.52)} ${n(H * 0.9)}" fill="none" stroke="${p.ink}" stroke-width="1.5" opacity="0.6"/>`;
    s += kite(k1[0], k1[1], H * 0.09, p.accent, mix(p.accent, '#FFFFFF', 0.3), p.ink, between(rnd, -15, -5));
    s += kite(k2[0], k2[1], H * 0.075, p.sun, mix(p.sun, p.accent, 0.3), p.near, between(rnd, 5, 15));
    return s;
  },
};

/** Keyword scoring picks a scene for a book; title words count three times. */
const MOTIF_KEYWORDS = [
  ['flowers', /\b(bees?|honey|flowers?|huerta|abejas?|garden)\b/giu],
  ['night', /(\bstars?\b|\bnight\b|\bmoon\b|चाँद|estrellas|\bcielo\b|galax)/giu],
  ['sun', /\b(solar|lamp|energy|sky blue|sunlight|light)\b/giu],
  ['sea', /\b(beach|sea|ocean|crab|net|turtle|tortue|mer|plage|fish(ing|erman)?)\b/giu],
  ['savanna', /\b(elephants?|savanna|baobab|drum|tortoise|acacia|herd)\b/giu],
  ['mountains', /\b(mountains?|andes|llama|sombrero|atacama|cusco)\b/giu],
  ['rain', /(\brain\b|\bmvua\b|monsoon|umbrella|puddles?|paper boats?|\bclouds?\b|बारिश)/giu],
  ['river', /(\brivers?\b|\bríos?\b|\bwater\b|पानी|\bmaji\b|\bfloods?\b|\bwell\b)/giu],
  ['flood', /\b(floods?|maps?)\b/giu],
  ['city', /\b(mayor|road|city|streets?|bicycles?|shop|town)\b/giu],
  ['globe', /\b(hello|world|lunchbox(es)?|countr(y|ies)|marché|market|namaste)\b/giu],
  ['books', /(\bletters?\b|\blibrary\b|\bschool\b|\bread(ing)?\b|\bbooks?\b|स्कूल|स्लेट|अक्षर|बस्ता)/giu],
  ['kites', /\b(friends?|quiet|feel(ing)?s?|kites?|shy)\b/giu],
  ['tree', /(\btrees?\b|\bseeds?\b|\bmango(es)?\b|mwembe|\bforest\b|बीज|पेड़|\bplants?\b)/giu],
];
const CATEGORY_MOTIF = {
  'folk-tales': 'savanna',
  'nature-planet': 'tree',
  'science-wonder': 'sun',
  'friends-feelings': 'kites',
  'everyday-heroes': 'city',
  'animal-tales': 'tree',
  'poems-rhymes': 'rain',
  'around-the-world': 'globe',
};

function motifFor(title, text, category) {
  let best = null;
  let bestScore = 0;
  for (const [motif, re] of MOTIF_KEYWORDS) {
    const score = (title.match(re)?.length ?? 0) * 3 + (text.match(re)?.length ?? 0);
    if (score > bestScore) {
      best = motif;
      bestScore = score;
    }
  }
  return best ?? CATEGORY_MOTIF[category] ?? 'tree';
}

// ───────────────────────────── covers ─────────────────────────────

const LANGUAGE_LABEL = { en: 'English', hi: 'हिन्दी', es: 'Español', sw: 'Kiswahili', fr: 'Français' };
const LEVEL_LABEL = { en: 'Level', hi: 'स्तर', es: 'Nivel', sw: 'Kiwango', fr: 'Niveau' };
const ILLUSTRATOR_LABEL = { en: 'Illustrated by', hi: 'चित्र:', es: 'Ilustraciones de', sw: 'Michoro:', fr: 'Illustrations de' };

function pill(x, y, label, bg, fg, anchor = 'start') {
  const size = 18;
  const w = measure(label, size) + 28;
  const left = anchor === 'end' ? x - w : x;
  return rect(left, y, w, 32, bg, ' rx="16"') + `<text x="${n(left + w / 2)}" y="${n(y + 22)}" font-size="${size}" font-weight="600" fill="${fg}" text-anchor="middle">${esc(label)}</text>`;
}

function coverSvg(book) {
  const W = 600;
  const H = 800;
  const p = paletteFor(book.category);
  const rnd = rng(book.slug);
  const motif = motifFor(book.title, `${book.slug.replace(/-/g, ' ')} ${book.description}`, book.category);
  const panel = { x: 40, y: 276, w: 520, h: 404 };
  let body = rect(0, 0, W, H, p.paper);
  // soft corner shapes for a printed-cover feel
  body += circle(W + 10, -10, 120, mix(p.paper, p.far, 0.35)) + circle(-30, H - 60, 110, mix(p.paper, p.far, 0.25));
  body += pill(40, 30, `${LEVEL_LABEL[book.language]} ${book.reading_level}`, p.ink, '#FFFFFF');
  body += pill(W - 40, 30, LANGUAGE_LABEL[book.language], mix(p.paper, p.far, 0.55), p.ink, 'end');
  const t = fitText(book.title, { max: 58, min: 34, maxWidth: 500, maxLines: 3 });
  const lh = 1.12;
  const blockH = t.size * lh * (t.lines.length - 1) + t.size * 0.72;
  const titleTop = 84 + (180 - blockH) / 2 + t.size * 0.72;
  body += textBlock(t.lines, { x: W / 2, y: titleTop, size: t.size, fill: p.ink, weight: 800, lineHeight: lh });
  body += `<clipPath id="panel"><rect x="${panel.x}" y="${panel.y}" width="${panel.w}" height="${panel.h}" rx="28"/></clipPath>`;
  const all = `${book.title} ${book.slug} ${book.description}`;
  const has = (re) => re.test(all);
  const opts = {
    id: 'globe',
    fruit: has(/mango|embe/i),
    fullMoon: has(/चाँद|full moon/i),
    dome: has(/observ|telescop/i),
    llama: has(/llama/i),
    hat: has(/sombrero|\bhat\b/i),
    crab: has(/\bcrab/i),
    turtle: has(/turtle|tortue/i),
    net: has(/\bnet\b/i),
    boats: has(/paper boat/i),
    umbrella: has(/umbrella|mwavuli|monsoon/i),
    greyCloud: has(/grey cloud/i),
    elephant: has(/elephant/i),
    tortoise: has(/tortoise/i),
    baobab: has(/baobab/i),
    bicycle: has(/bicycle/i),
    sprout: has(/\bseeds?\b/i),
  };
  body += `<g clip-path="url(#panel)"><g transform="translate(${panel.x} ${panel.y})">${SCENES[motif](panel.w, panel.h, p, rnd, opts)}</g></g>`;
  body += rect(panel.x, panel.y, panel.w, panel.h, 'none', ` rx="28" stroke="${p.ink}" stroke-width="4" opacity="0.15"`);
  const authors = book.authors.join(' & ');
  const a = fitText(authors, { max: 28, min: 18, maxWidth: 520, maxLines: 1 });
  body += textBlock([a.lines.join(' ')], { x: W / 2, y: 728, size: a.size, fill: p.ink, weight: 700 });
  if (book.illustrator) {
    const il = `${ILLUSTRATOR_LABEL[book.language]} ${book.illustrator}`;
    const f = fitText(il, { max: 18, min: 14, maxWidth: 520, maxLines: 1 });
    body += textBlock([f.lines.join(' ')], { x: W / 2, y: 760, size: f.size, fill: mix(p.ink, p.paper, 0.2), weight: 500 });
  }
  return { motif, svg: svgDoc({ w: W, h: H, title: `${book.title} — ${authors}`, body }) };
}

// ───────────────────────────── course banners ─────────────────────────────

function lettersScene(W, H, p, rnd) {
  let s = rect(0, 0, W, H, p.sky);
  s += sun(W * 0.5, H * 0.2, H * 0.07, p.sun, 12);
  s += cloud(W * 0.2, H * 0.16, H * 0.06, '#FFFFFF') + cloud(W * 0.82, H * 0.12, H * 0.05, '#FFFFFF');
  s += hills(W, H, H * 0.66, H * 0.07, 4, mix(p.far, '#8CCB7E', 0.6), rnd);
  // river along the bottom
  s += pathEl(`M0 ${n(H * 0.86)} C${n(W * 0.3)} ${n(H * 0.8)} ${n(W * 0.6)} ${n(H * 0.92)} ${n(W)} ${n(H * 0.84)} L${n(W)} ${n(H)} L0 ${n(H)} Z`, '#4FA3D9');
  // school (left) with a flag
  s += house(W * 0.06, H * 0.72, W * 0.16, H * 0.26, p.far, p.near, '#FFFFFF');
  s += line(W * 0.14, H * 0.39, W * 0.14, H * 0.29, p.ink, 3) + poly([[W * 0.14, H * 0.29], [W * 0.18, H * 0.31], [W * 0.14, H * 0.33]], p.accent);
  // town hall (right): pediment and columns
  const hx = W * 0.74;
  const hw = W * 0.2;
  s += poly([[hx - 6, H * 0.44], [hx + hw / 2, H * 0.34], [hx + hw + 6, H * 0.44]], mix(p.ink, '#FFFFFF', 0.75));
  s += rect(hx, H * 0.44, hw, H * 0.03, mix(p.ink, '#FFFFFF', 0.65));
  for (let i = 0; i < 5; i++) s += rect(hx + hw * 0.06 + i * hw * 0.2, H * 0.47, hw * 0.08, H * 0.22, '#FFFFFF');
  s += rect(hx - 8, H * 0.69, hw + 16, H * 0.04, mix(p.ink, '#FFFFFF', 0.65));
  // tree in the middle
  s += tree(W * 0.5, H * 0.74, H * 0.26, '#7A4B2A', '#6DBE63', '#3F8A4F');
  // letters flying along an arc
  s += `<path d="M${n(W * 0.2)} ${n(H * 0.36)} Q${n(W * 0.5)} ${n(-H * 0.05)} ${n(W * 0.8)} ${n(H * 0.32)}" fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="8 10" stroke-linecap="round" opacity="0.45"/>`;
  const env = [[0.27, 0.23, -18], [0.4, 0.13, -8], [0.58, 0.12, 8], [0.71, 0.2, 18]];
  for (const [x, y, r] of env) s += envelope(W * x - 28, H * y - 18, 56, 36, '#FFFFFF', p.accent, r);
  return s;
}

function bookStarsScene(W, H, p, rnd) {
  let s = rect(0, 0, W, H, mix(p.ink, '#101735', 0.3));
  for (let i = 0; i < 30; i++) s += star(between(rnd, 0, W), between(rnd, 0, H * 0.7), between(rnd, 2, 5), '#FFFFFF');
  for (let i = 0; i < 7; i++) s += star(W * 0.5 + between(rnd, -W * 0.18, W * 0.18), H * between(rnd, 0.06, 0.3), between(rnd, 8, 16), i % 2 ? p.sun : p.accent);
  s += openBook(W * 0.5, H * 0.47, W * 0.4, p.accent, '#FFFFFF', mix(p.ink, '#FFFFFF', 0.6));
  return s;
}

function teacherScene(W, H, p, _rnd) {
  let s = rect(0, 0, W, H, mix(p.sky, '#FFFFFF', 0.25));
  s += rect(W * 0.08, H * 0.1, W * 0.5, H * 0.52, '#2F5D50', ' rx="10"') + rect(W * 0.08, H * 0.1, W * 0.5, H * 0.52, 'none', ` rx="10" stroke="#8B5A2B" stroke-width="10"`);
  s += `<text x="${n(W * 0.14)}" y="${n(H * 0.3)}" font-size="${n(H * 0.09)}" font-weight="700" fill="#FFFFFF" opacity="0.9">अ  A  ñ  ç</text>`;
  s += line(W * 0.14, H * 0.42, W * 0.44, H * 0.42, '#FFFFFF', 4, ' opacity="0.7"') + line(W * 0.14, H * 0.5, W * 0.36, H * 0.5, '#FFFFFF', 4, ' opacity="0.7"');
  s += rect(0, H * 0.8, W, H * 0.2, mix(p.near, '#000000', 0.1));
  s += openBook(W * 0.72, H * 0.68, W * 0.3, p.near, '#FFFFFF', mix(p.ink, '#FFFFFF', 0.6));
  s += speechBubble(W * 0.64, H * 0.12, W * 0.24, H * 0.14, '#FFFFFF', p.accent);
  s += speechBubble(W * 0.7, H * 0.34, W * 0.18, H * 0.11, p.sun, p.ink);
  return s;
}

function courseSvg(course) {
  const W = 800;
  const H = 450;
  const p = paletteFor(course.mode ?? 'reading-corner');
  const rnd = rng(course.slug);
  const key = `${course.slug} ${course.name}`.toLowerCase();
  let scene;
  if (/letter/.test(key)) scene = lettersScene(W, H, p, rnd);
  else if (course.kind === 'teacher_training') scene = teacherScene(W, H, p, rnd);
  else if (course.kind === 'challenge' || /read/.test(key)) scene = bookStarsScene(W, H, p, rnd);
  else if (/climate|planet|water/.test(key)) scene = SCENES.river(W, H, p, rnd);
  else scene = SCENES.tree(W, H, p, rnd);
  let body = scene;
  const t = fitText(course.name, { max: 34, min: 22, maxWidth: W - 80, maxLines: 2 });
  const bandH = t.lines.length * t.size * 1.2 + 26;
  body += rect(0, H - bandH, W, bandH, p.ink, ' opacity="0.88"');
  body += textBlock(t.lines, { x: 40, y: H - bandH + 13 + t.size * 0.9, size: t.size, fill: '#FFFFFF', weight: 800, anchor: 'start', lineHeight: 1.2 });
  return svgDoc({ w: W, h: H, title: course.name, body });
}

// ───────────────────────────── charities and projects ─────────────────────────────

function landscapeFor(text) {
  if (/hedgehog|millbrook/i.test(text)) return 'meadow';
  if (/rajasthan|barmer|desert|india/i.test(text)) return 'dunes';
  if (/peru|cusco|andes|ccorca|quechua/i.test(text)) return 'andes';
  return 'hills';
}

function landscape(kind, W, H, rnd) {
  if (kind === 'dunes') {
    const p = { sky: '#FFE3B3', sun: '#FFB84D' };
    let s = rect(0, 0, W, H, p.sky) + circle(W * 0.78, H * 0.28, H * 0.12, p.sun);
    s += hills(W, H, H * 0.62, H * 0.08, 3, '#F2B872', rnd) + hills(W, H, H * 0.74, H * 0.07, 2, '#E39B4F', rnd) + hills(W, H, H * 0.86, H * 0.04, 2, '#C97A35', rnd);
    return s;
  }
  if (kind === 'meadow') {
    let s = rect(0, 0, W, H, '#D6ECF7') + cloud(W * 0.22, H * 0.2, H * 0.09, '#FFFFFF') + cloud(W * 0.7, H * 0.14, H * 0.07, '#FFFFFF');
    s += hills(W, H, H * 0.66, H * 0.08, 3, '#9CCB7B', rnd) + hills(W, H, H * 0.8, H * 0.05, 2, '#6FAE55', rnd);
    s += tree(W * 0.1, H * 0.74, H * 0.36, '#7A4B2A', '#5E9E45', '#4A8236');
    return s;
  }
  if (kind === 'andes') {
    let s = rect(0, 0, W, H, '#BFE0F5') + sun(W * 0.82, H * 0.2, H * 0.07, '#FFD54A', 10);
    s += mountains(W, H, H * 0.8, 4, '#7C8FB0', '#FFFFFF', rnd);
    s += hills(W, H, H * 0.78, H * 0.06, 3, '#7DB56B', rnd);
    for (let i = 0; i < 3; i++) s += rect(0, H * (0.85 + i * 0.045), W, 4, '#5E9A52');
    return s;
  }
  let s = rect(0, 0, W, H, '#CBE8F7') + sun(W * 0.2, H * 0.2, H * 0.08, '#FFD54A', 10);
  s += hills(W, H, H * 0.62, H * 0.1, 3, '#A9C97A', rnd) + hills(W, H, H * 0.8, H * 0.06, 2, '#C79A5B', rnd);
  s += acacia(W * 0.85, H * 0.7, H * 0.3, '#5B6B2F');
  return s;
}

function emblemFor(text) {
  if (/hedgehog/i.test(text)) return 'hedgehog';
  if (/van|wheels/i.test(text)) return 'van';
  if (/bicycle/i.test(text)) return 'bicycle';
  if (/tank/i.test(text)) return 'tank';
  if (/handwash|tap/i.test(text)) return 'tap';
  if (/scholarship|secondary/i.test(text)) return 'cap';
  if (/corner|shelf|librar|book/i.test(text)) return 'shelf';
  if (/water/i.test(text)) return 'drop';
  return 'cap';
}

function emblem(kind, W, H, rnd) {
  const cx = W * 0.5;
  const base = H * 0.9;
  switch (kind) {
    case 'van': {
      let s = rect(cx - 190, base - 150, 300, 120, '#2B6CB0', ' rx="16"') + pathEl(`M${cx + 110} ${base - 130} h50 q30 0 40 40 l10 60 h-100 Z`, '#2B6CB0');
      s += rect(cx + 120, base - 120, 50, 40, '#DCEBFA', ' rx="6"');
      const cols = ['#E8743B', '#FFD54A', '#7BC96F', '#F48FB1', '#FFFFFF', '#9F7AEA'];
      for (let i = 0; i < 12; i++) s += rect(cx - 170 + i * 22, base - 130 + (i % 2) * 4, 16, 56 - (i % 3) * 6, cols[i % cols.length], ' rx="3"');
      s += rect(cx - 180, base - 68, 280, 8, '#1A4E86');
      s += circle(cx - 120, base - 25, 28, '#2D2D2D') + circle(cx - 120, base - 25, 11, '#CCCCCC') + circle(cx + 140, base - 25, 28, '#2D2D2D') + circle(cx + 140, base - 25, 11, '#CCCCCC');
      return s;
    }
    case 'shelf': {
      let s = rect(cx - 150, base - 240, 300, 240, '#8B5A2B', ' rx="10"') + rect(cx - 135, base - 225, 270, 210, '#F6E7D0');
      const cols = ['#E8743B', '#2B6CB0', '#7BC96F', '#F6AD55', '#9F7AEA', '#E53E3E', '#38B2AC'];
      for (let row = 0; row < 3; row++) {
        const y = base - 225 + row * 70;
        s += rect(cx - 135, y + 62, 270, 8, '#8B5A2B');
        let x = cx - 128;
        while (x < cx + 115) {
          const w = between(rnd, 14, 24);
          const h = between(rnd, 40, 58);
          s += rect(x, y + 62 - h, w, h, cols[Math.floor(between(rnd, 0, cols.length))], ' rx="2"');
          x += w + 3;
        }
      }
      return s;
    }
    case 'tank': {
      let s = rect(cx - 110, base - 210, 220, 210, '#3B82C4', ' rx="24"') + ellipse(cx, base - 210, 110, 22, '#5FA3DD');
      for (let i = 1; i < 5; i++) s += rect(cx - 110, base - 210 + i * 42, 220, 5, '#2F6EA8');
      s += rect(cx - 160, base - 270, 320, 14, '#6B7280') + line(cx + 150, base - 262, cx + 110, base - 200, '#6B7280', 10);
      s += rect(cx + 100, base - 60, 50, 14, '#9CA3AF', ' rx="4"') + pathEl(`M${cx + 140} ${base - 46} q6 16 0 24 q-6 -8 0 -24 Z`, '#7CC4F2');
      return s;
    }
    case 'tap': {
      let s = rect(cx - 120, base - 40, 240, 40, '#9CA3AF', ' rx="8"') + rect(cx - 90, base - 190, 180, 150, '#38B2AC', ' rx="14"');
      s += rect(cx - 20, base - 230, 40, 50, '#6B7280', ' rx="6"') + rect(cx - 20, base - 232, 100, 22, '#6B7280', ' rx="8"') + rect(cx + 62, base - 216, 18, 26, '#6B7280', ' rx="4"');
      for (let i = 0; i < 3; i++) s += pathEl(`M${cx + 71} ${base - 180 + i * 30} q8 14 0 20 q-8 -6 0 -20 Z`, '#7CC4F2');
      s += ellipse(cx - 30, base - 120, 28, 18, '#FFFFFF', ' opacity="0.9"') + circle(cx - 45, base - 128, 7, '#FFFFFF') + circle(cx - 15, base - 135, 9, '#FFFFFF');
      return s;
    }
    case 'bicycle':
      return bicycle(cx, base, 320, '#D53F8C', '#2D2D2D') + rect(cx + 90, base - 215, 70, 40, '#F6AD55', ' rx="6"');
    case 'hedgehog':
      return hedgehog(cx, base - 10, 300);
    case 'book':
      return openBook(cx, base - 130, 420, '#C0642F', '#FFFFFF', '#9AA5B1') + star(cx - 120, base - 290, 16, '#FFFFFF') + star(cx + 10, base - 320, 22, '#FFF3B0') + star(cx + 130, base - 280, 14, '#FFFFFF');
    case 'drop':
      return pathEl(`M${cx} ${base - 300} C${cx + 40} ${base - 220} ${cx + 110} ${base - 160} ${cx + 110} ${base - 100} A110 110 0 0 1 ${cx - 110} ${base - 100} C${cx - 110} ${base - 160} ${cx - 40} ${base - 220} ${cx} ${base - 300} Z`, '#3B9BDD') + ellipse(cx - 45, base - 110, 18, 34, '#FFFFFF', ' opacity="0.6"');
    case 'cap':
    default: {
      let s = book(cx - 150, base - 70, 300, 60, '#D53F8C', '#FFFFFF', '#97266D') + book(cx - 130, base - 130, 260, 60, '#2B6CB0', '#FFFFFF', '#1A4E86');
      s += poly([[cx - 150, base - 200], [cx, base - 255], [cx + 150, base - 200], [cx, base - 150]], '#2D2D2D') + rect(cx - 80, base - 190, 160, 50, '#2D2D2D', ' rx="10"');
      s += line(cx + 120, base - 205, cx + 120, base - 150, '#F6AD55', 5) + circle(cx + 120, base - 148, 9, '#F6AD55');
      return s;
    }
  }
}

/** A charity's own emblem (its projects get the more specific ones from `emblemFor`). */
function charityEmblemFor(text) {
  if (/hedgehog/i.test(text)) return 'hedgehog';
  if (/water/i.test(text)) return 'drop';
  if (/librar|reading|books?/i.test(text)) return 'book';
  return 'cap';
}

function charitySvg(title, text, seed, emblemKind) {
  const W = 800;
  const H = 500;
  const rnd = rng(seed);
  const body = landscape(landscapeFor(text), W, H, rnd) + emblem(emblemKind, W, H, rnd);
  return svgDoc({ w: W, h: H, title, body });
}

// ───────────────────────────── giving: photos of the causes ─────────────────────────────

function hedgehog(cx, baseY, s) {
  let g = ellipse(cx, baseY - s * 0.02, s * 0.5, s * 0.05, '#000000', ' opacity="0.12"');
  const spikes = [];
  for (let i = 0; i <= 18; i++) {
    const a = Math.PI + (Math.PI * i) / 18;
    const r = i % 2 === 0 ? s * 0.5 : s * 0.4;
    spikes.push([cx - s * 0.05 + Math.cos(a) * r, baseY - s * 0.05 + Math.sin(a) * r * 0.78]);
  }
  g += poly(spikes, '#6B4A2F');
  g += ellipse(cx - s * 0.05, baseY - s * 0.12, s * 0.4, s * 0.24, '#8B6A48');
  g += pathEl(`M${n(cx + s * 0.22)} ${n(baseY - s * 0.28)} Q${n(cx + s * 0.5)} ${n(baseY - s * 0.2)} ${n(cx + s * 0.56)} ${n(baseY - s * 0.08)} Q${n(cx + s * 0.4)} ${n(baseY)} ${n(cx + s * 0.18)} ${n(baseY - s * 0.04)} Z`, '#E8C9A0');
  g += circle(cx + s * 0.56, baseY - s * 0.09, s * 0.035, '#2D2D2D') + circle(cx + s * 0.36, baseY - s * 0.19, s * 0.03, '#2D2D2D');
  g += circle(cx + s * 0.25, baseY - s * 0.26, s * 0.05, '#C9A77F');
  g += ellipse(cx - s * 0.2, baseY - s * 0.01, s * 0.06, s * 0.03, '#5A3E27') + ellipse(cx + s * 0.12, baseY - s * 0.01, s * 0.06, s * 0.03, '#5A3E27');
  return g;
}

const BOOK_COLOURS = ['#E8743B', '#2B6CB0', '#7BC96F', '#F6AD55', '#9F7AEA', '#E53E3E', '#38B2AC', '#D53F8C'];

function photoScene(scene, W, H, rnd) {
  const cx = W * 0.5;
  const base = H * 0.9;
  const pick = () => BOOK_COLOURS[Math.floor(between(rnd, 0, BOOK_COLOURS.length))];
  switch (scene) {
    case 'book-cart': {
      let s = rect(cx - 170, base - 170, 300, 110, '#A0522D', ' rx="10"') + pathEl(`M${cx - 190} ${base - 180} Q${cx - 20} ${base - 300} ${cx + 150} ${base - 180} Z`, '#E53E3E');
      for (let i = 0; i < 12; i++) s += rect(cx - 155 + i * 23, base - 160 + (i % 3) * 5, 17, 60 - (i % 3) * 5, pick(), ' rx="3"');
      s += line(cx + 130, base - 110, cx + 250, base - 80, '#5A3E27', 10);
      s += circle(cx - 110, base - 45, 45, '#5A3E27') + circle(cx - 110, base - 45, 36, '#DEB887') + circle(cx - 110, base - 45, 8, '#5A3E27');
      s += circle(cx + 70, base - 45, 45, '#5A3E27') + circle(cx + 70, base - 45, 36, '#DEB887') + circle(cx + 70, base - 45, 8, '#5A3E27');
      return s;
    }
    case 'reading-circle': {
      let s = tree(W * 0.2, base - 40, 260, '#7A4B2A', '#5E9E45', '#4A8236');
      s += ellipse(cx + 60, base - 40, 260, 55, '#F6E05E') + ellipse(cx + 60, base - 40, 230, 42, '#ED8936');
      for (let i = 0; i < 5; i++) {
        const a = (Math.PI * 2 * i) / 5;
        s += openBook(cx + 60 + Math.cos(a) * 150, base - 45 + Math.sin(a) * 24, 80, pick(), '#FFFFFF', '#9AA5B1');
      }
      s += star(cx + 210, base - 250, 14, '#FFFFFF') + star(cx + 280, base - 300, 10, '#FFF3B0');
      return s;
    }
    case 'books': {
      let s = '';
      for (let stack = 0; stack < 3; stack++) {
        const x = cx - 260 + stack * 190;
        const count = 4 + Math.floor(between(rnd, 0, 3));
        for (let i = 0; i < count; i++) {
          const w = between(rnd, 130, 170);
          s += book(x + between(rnd, -10, 10), base - 42 * (i + 1), w, 38, pick(), '#FFFFFF', '#2D3748');
        }
      }
      return rect(0, base - 4, W, 20, '#8B5A2B') + s;
    }
    case 'school': {
      let s = house(cx - 170, base, 340, 190, '#F6E7D0', '#C05621', '#2B6CB0');
      s += line(cx + 200, base, cx + 200, base - 300, '#4A5568', 6) + rect(cx + 203, base - 300, 70, 44, '#E53E3E');
      s += rect(cx - 330, base - 110, 120, 80, '#2F5D50', ' rx="6"') + line(cx - 270, base - 30, cx - 270, base, '#5A3E27', 8);
      s += line(cx - 312, base - 85, cx - 228, base - 85, '#FFFFFF', 4) + line(cx - 312, base - 62, cx - 250, base - 62, '#FFFFFF', 4);
      return s;
    }
    case 'garden': {
      let s = house(cx + 60, base - 10, 140, 90, '#A0522D', '#6B4A2F', '#3B2A1A');
      for (let i = 0; i < 9; i++) s += flower(cx - 320 + i * 40 + between(rnd, -8, 8), base, between(rnd, 50, 90), pick(), '#FFD54A', '#4A8236');
      s += tree(W * 0.85, base, 220, '#7A4B2A', '#5E9E45', '#4A8236', '#E53E3E', rnd);
      s += hedgehog(cx + 20, base + 4, 90);
      return s;
    }
    case 'hedgehog':
      return rect(cx - 260, base - 14, 520, 18, '#C9A77F', ' rx="8"') + hedgehog(cx, base - 16, 340) + flower(cx - 300, base, 80, '#F48FB1', '#FFD54A', '#4A8236') + flower(cx + 300, base, 70, '#9F7AEA', '#FFD54A', '#4A8236');
    default:
      return emblem(scene, W, H, rnd);
  }
}

/** A photo of a cause: its landscape and one scene (never a picture of a child). */
function photoSvg(caption, causeText, seed, scene) {
  const W = 800;
  const H = 500;
  const rnd = rng(seed);
  const body = landscape(landscapeFor(causeText), W, H, rnd) + photoScene(scene, W, H, rnd);
  return svgDoc({ w: W, h: H, title: caption, body });
}

// ───────────────────────────── libraries: photos of partner libraries ─────────────────────────────

/** The land around a library, by its country. */
const LIBRARY_LANDSCAPE = { IN: 'dunes', PE: 'andes', NP: 'andes', GB: 'meadow' };

/** How a library's building looks where it is: walls, roof, trim, and the word on its sign. */
const LIBRARY_STYLE = {
  IN: { wall: '#F3D9B1', roof: '#C97A35', trim: '#2B6CB0', sign: 'पुस्तकालय', flat: true },
  KE: { wall: '#F5F1E6', roof: '#9AA5B1', trim: '#2F855A', sign: 'MAKTABA', flat: false },
  NP: { wall: '#B5523B', roof: '#5A3E27', trim: '#3B2A1A', sign: 'पुस्तकालय', flat: false },
  PE: { wall: '#F2E8D5', roof: '#B5523B', trim: '#2B6CB0', sign: 'BIBLIOTECA', flat: false },
  GB: { wall: '#D9C3A5', roof: '#6B4A2F', trim: '#2F5D50', sign: 'LIBRARY', flat: false },
};
const libraryStyle = (country) => LIBRARY_STYLE[country] ?? { wall: '#EFE6D2', roof: '#8B5A2B', trim: '#2B6CB0', sign: 'LIBRARY', flat: false };

/** A bookcase: a wooden frame, `rows` shelves of books of random widths and heights. */
function bookcase(x, baseY, w, h, wood, back, rnd, rows = 3) {
  let s = rect(x, baseY - h, w, h, wood, ' rx="6"') + rect(x + 10, baseY - h + 10, w - 20, h - 20, back);
  const rowH = (h - 20) / rows;
  for (let r = 0; r < rows; r++) {
    const y = baseY - h + 10 + r * rowH;
    s += rect(x + 10, y + rowH - 7, w - 20, 7, wood);
    let bx = x + 14;
    while (bx < x + w - 34) {
      const bw = between(rnd, 10, 19);
      const bh = between(rnd, rowH * 0.5, rowH * 0.8);
      // Now and then a book leans on its neighbour.
      const lean = rnd() < 0.08 ? ` transform="rotate(-12 ${n(bx + bw)} ${n(y + rowH - 7)})"` : '';
      s += rect(bx, y + rowH - 7 - bh, bw, bh, BOOK_COLOURS[Math.floor(between(rnd, 0, BOOK_COLOURS.length))], ` rx="2"${lean}`);
      bx += bw + (lean ? 8 : 2);
    }
  }
  return s;
}

function signBoard(cx, y, text, bg, fg) {
  const size = 30;
  const w = Math.max(170, measure(text, size) + 56);
  return rect(cx - w / 2, y, w, 52, bg, ' rx="8"') + textBlock([text], { x: cx, y: y + 36, size, fill: fg, weight: 800 });
}

/** The library from outside: its building in the local style, sign, open door, windows and a bench. */
function libraryFront(W, H, rnd, country) {
  const st = libraryStyle(country);
  const cx = W * 0.5;
  const base = H * 0.9;
  const bw = 440;
  const bh = 200;
  const x = cx - bw / 2;
  let s = ellipse(cx, base + 6, bw * 0.62, 16, '#000000', ' opacity="0.12"');
  s += rect(x, base - bh, bw, bh, st.wall);
  s += st.flat
    ? rect(x - 16, base - bh - 18, bw + 32, 22, st.roof, ' rx="4"')
    : poly([[x - 30, base - bh], [cx, base - bh - 120], [x + bw + 30, base - bh]], st.roof);
  // Open door, with shelves inside.
  s += rect(cx - 50, base - 130, 100, 130, '#3B2A1A', ' rx="6"') + rect(cx - 42, base - 122, 84, 122, '#F6E7D0');
  for (let i = 0; i < 3; i++) s += rect(cx - 42, base - 96 + i * 34, 84, 4, '#8B5A2B');
  for (let i = 0; i < 3; i++) for (let j = 0; j < 5; j++) s += rect(cx - 38 + j * 16, base - 122 + i * 34 + 6, 12, 20, BOOK_COLOURS[(i * 5 + j) % BOOK_COLOURS.length], ' rx="2"');
  s += pathEl(`M${n(cx + 50)} ${n(base - 130)} L${n(cx + 86)} ${n(base - 118)} L${n(cx + 86)} ${n(base + 6)} L${n(cx + 50)} ${n(base)} Z`, st.trim);
  // Windows with books on the sills.
  for (const wx of [x + 40, x + bw - 150]) {
    s += rect(wx, base - 150, 110, 80, st.trim, ' rx="6"') + rect(wx + 8, base - 142, 94, 64, '#DCEBFA');
    s += line(wx + 55, base - 142, wx + 55, base - 78, st.trim, 5);
    for (let j = 0; j < 5; j++) s += rect(wx + 14 + j * 17, base - 100, 13, 22, BOOK_COLOURS[(j * 3 + 1) % BOOK_COLOURS.length], ' rx="2"');
  }
  s += signBoard(cx, base - bh - (st.flat ? 6 : 28) + (st.flat ? 18 : 0), st.sign, st.trim, '#FFFFFF');
  // A bench and two pots.
  s += rect(x - 150, base - 44, 120, 12, '#8B5A2B', ' rx="4"') + rect(x - 140, base - 32, 10, 32, '#6B4A2F') + rect(x - 50, base - 32, 10, 32, '#6B4A2F');
  s += rect(x + bw + 40, base - 40, 40, 40, '#C05621', ' rx="6"') + circle(x + bw + 60, base - 56, 28, '#4A8236') + circle(x + bw + 48, base - 70, 18, '#5E9E45');
  return s;
}

/** Inside the reading room: a window on the land outside, bookcases, a long table with open books and a lamp. */
function libraryReadingRoom(W, H, rnd, country) {
  const st = libraryStyle(country);
  const floorY = H * 0.74;
  let s = rect(0, 0, W, H, mix(st.wall, '#FFFFFF', 0.45)) + rect(0, floorY, W, H - floorY, '#C9A77F');
  for (let i = 0; i < 8; i++) s += line(0, floorY + 14 + i * 16, W, floorY + 14 + i * 16, '#B8956B', 2);
  // The window shows the landscape, clipped by hand to a small frame.
  const wx = W * 0.36;
  const wy = H * 0.1;
  const ww = W * 0.28;
  const wh = H * 0.3;
  s += rect(wx - 10, wy - 10, ww + 20, wh + 20, st.trim, ' rx="8"') + rect(wx, wy, ww, wh, '#CBE8F7');
  s += circle(wx + ww * 0.75, wy + wh * 0.3, wh * 0.14, '#FFD54A');
  s += pathEl(`M${n(wx)} ${n(wy + wh)} L${n(wx)} ${n(wy + wh * 0.6)} Q${n(wx + ww * 0.3)} ${n(wy + wh * 0.45)} ${n(wx + ww * 0.55)} ${n(wy + wh * 0.62)} T${n(wx + ww)} ${n(wy + wh * 0.55)} L${n(wx + ww)} ${n(wy + wh)} Z`, LIBRARY_LANDSCAPE[country] === 'dunes' ? '#E39B4F' : '#7DB56B');
  s += line(wx + ww / 2, wy, wx + ww / 2, wy + wh, st.trim, 6) + line(wx, wy + wh / 2, wx + ww, wy + wh / 2, st.trim, 6);
  s += bookcase(24, floorY + 6, 220, 300, '#8B5A2B', '#F6E7D0', rnd, 4) + bookcase(W - 244, floorY + 6, 220, 300, '#8B5A2B', '#F6E7D0', rnd, 4);
  // A rug, the table, its benches, open books and a lamp.
  s += ellipse(W * 0.5, H * 0.9, 250, 34, mix(st.trim, '#FFFFFF', 0.35));
  s += rect(W * 0.5 - 190, H * 0.6, 380, 18, '#8B5A2B', ' rx="6"') + rect(W * 0.5 - 175, H * 0.6 + 18, 14, 110, '#6B4A2F') + rect(W * 0.5 + 161, H * 0.6 + 18, 14, 110, '#6B4A2F');
  s += rect(W * 0.5 - 200, H * 0.8, 400, 12, '#A0522D', ' rx="5"');
  s += openBook(W * 0.5 - 100, H * 0.6 - 14, 110, '#2B6CB0', '#FFFFFF', '#9AA5B1') + openBook(W * 0.5 + 70, H * 0.6 - 14, 110, '#E8743B', '#FFFFFF', '#9AA5B1');
  s += book(W * 0.5 - 20, H * 0.6 - 24, 60, 16, '#7BC96F', '#FFFFFF', '#2F5D50');
  s += line(W * 0.5 + 160, H * 0.6, W * 0.5 + 160, H * 0.6 - 70, '#2D3748', 5) + poly([[W * 0.5 + 138, H * 0.6 - 70], [W * 0.5 + 182, H * 0.6 - 70], [W * 0.5 + 172, H * 0.6 - 98], [W * 0.5 + 148, H * 0.6 - 98]], '#F6AD55');
  return s;
}

/** Close up: two full bookcases and a pile of books waiting on a stool. */
function libraryShelves(W, H, rnd, country) {
  const st = libraryStyle(country);
  const floorY = H * 0.92;
  let s = rect(0, 0, W, H, mix(st.wall, '#FFFFFF', 0.3)) + rect(0, floorY, W, H - floorY, '#B8956B');
  s += bookcase(30, floorY, 310, 420, '#7A4B2A', '#FBF3E4', rnd, 5) + bookcase(360, floorY, 310, 420, '#7A4B2A', '#FBF3E4', rnd, 5);
  s += rect(W - 100, floorY - 90, 80, 90, '#A0522D', ' rx="6"');
  for (let i = 0; i < 4; i++) s += book(W - 112 + between(rnd, -6, 6), floorY - 90 - 18 * (i + 1), 104, 16, BOOK_COLOURS[(i * 2 + 3) % BOOK_COLOURS.length], '#FFFFFF', '#2D3748');
  return s;
}

/** A little book shed in a garden: open doors, shelves, a sign and flowers. */
function libraryBookShed(W, H, rnd) {
  const cx = W * 0.52;
  const base = H * 0.9;
  let s = ellipse(cx, base + 4, 200, 14, '#000000', ' opacity="0.12"');
  s += rect(cx - 120, base - 230, 240, 230, '#2F5D50', ' rx="6"');
  s += poly([[cx - 150, base - 226], [cx, base - 320], [cx + 150, base - 226]], '#1F3F36');
  s += rect(cx - 100, base - 210, 200, 200, '#FBF3E4');
  s += bookcase(cx - 100, base - 10, 200, 200, '#8B5A2B', '#FBF3E4', rnd, 3);
  // The doors, open.
  s += pathEl(`M${n(cx - 120)} ${n(base - 230)} L${n(cx - 190)} ${n(base - 214)} L${n(cx - 190)} ${n(base - 6)} L${n(cx - 120)} ${n(base)} Z`, '#3E7A69');
  s += pathEl(`M${n(cx + 120)} ${n(base - 230)} L${n(cx + 190)} ${n(base - 214)} L${n(cx + 190)} ${n(base - 6)} L${n(cx + 120)} ${n(base)} Z`, '#3E7A69');
  s += signBoard(cx, base - 300, 'BOOK SHED', '#F6E05E', '#1A1A2E');
  for (let i = 0; i < 5; i++) s += flower(cx - 330 + i * 30, base, between(rnd, 50, 80), BOOK_COLOURS[(i + 2) % BOOK_COLOURS.length], '#FFD54A', '#4A8236');
  for (let i = 0; i < 4; i++) s += flower(cx + 230 + i * 32, base, between(rnd, 50, 80), BOOK_COLOURS[(i + 5) % BOOK_COLOURS.length], '#FFD54A', '#4A8236');
  return s;
}

/** A photo of a library (never a picture of a child): outdoor scenes stand in the country's landscape. */
function libraryPhotoSvg(caption, country, seed, scene) {
  const W = 800;
  const H = 500;
  const rnd = rng(seed);
  const land = () => landscape(LIBRARY_LANDSCAPE[country] ?? 'hills', W, H, rnd);
  let body;
  if (scene === 'reading-room') body = libraryReadingRoom(W, H, rnd, country);
  else if (scene === 'shelves') body = libraryShelves(W, H, rnd, country);
  else if (scene === 'front') body = land() + libraryFront(W, H, rnd, country);
  else if (scene === 'book-shed') body = land() + libraryBookShed(W, H, rnd);
  else body = land() + photoScene(scene, W, H, rnd);
  return svgDoc({ w: W, h: H, title: caption, body });
}

// ───────────────────────────── modes ─────────────────────────────

function modeIcon(slug, cx, cy, s, p) {
  if (/reading/.test(slug)) return openBook(cx, cy, s * 1.5, p.near, '#FFFFFF', mix(p.ink, '#FFFFFF', 0.5));
  if (/climate/.test(slug))
    return circle(cx, cy, s * 0.62, '#4FA3D9') + pathEl(`M${n(cx - s * 0.5)} ${n(cy + s * 0.45)} C${n(cx - s * 0.6)} ${n(cy - s * 0.5)} ${n(cx + s * 0.3)} ${n(cy - s * 0.75)} ${n(cx + s * 0.55)} ${n(cy - s * 0.6)} C${n(cx + s * 0.6)} ${n(cy + s * 0.1)} ${n(cx + s * 0.1)} ${n(cy + s * 0.55)} ${n(cx - s * 0.5)} ${n(cy + s * 0.45)} Z`, '#5DBB63') + line(cx - s * 0.45, cy + s * 0.4, cx + s * 0.25, cy - s * 0.3, '#2F7A3A', s * 0.05);
  if (/writer/.test(slug))
    return rect(cx - s * 0.5, cy - s * 0.6, s * 0.8, s * 1.1, '#FFFFFF', ` rx="${n(s * 0.06)}"`) + [0, 1, 2, 3].map((i) => line(cx - s * 0.38, cy - s * 0.35 + i * s * 0.22, cx + s * 0.15, cy - s * 0.35 + i * s * 0.22, mix(p.ink, '#FFFFFF', 0.5), s * 0.04)).join('') + `<g transform="rotate(35 ${n(cx + s * 0.35)} ${n(cy)})">` + rect(cx + s * 0.25, cy - s * 0.6, s * 0.2, s * 0.95, p.sun) + poly([[cx + s * 0.25, cy + s * 0.35], [cx + s * 0.45, cy + s * 0.35], [cx + s * 0.35, cy + s * 0.55]], '#F2C9A0') + rect(cx + s * 0.25, cy - s * 0.7, s * 0.2, s * 0.12, p.accent) + `</g>`;
  if (/global/.test(slug)) return globe(cx, cy, s * 0.6, '#4FA3D9', '#7BC96F', '#FFFFFF', 'mg');
  if (/stem/.test(slug)) {
    let g = '';
    for (const r of [0, 60, 120]) g += ellipse(cx, cy, s * 0.65, s * 0.24, 'none', ` stroke="${p.near}" stroke-width="${n(s * 0.06)}" transform="rotate(${r} ${n(cx)} ${n(cy)})"`);
    return g + circle(cx, cy, s * 0.13, p.accent);
  }
  // teacher studio: chalkboard with an apple
  return rect(cx - s * 0.7, cy - s * 0.5, s * 1.4, s * 0.9, '#2F5D50', ` rx="${n(s * 0.06)}" stroke="#8B5A2B" stroke-width="${n(s * 0.07)}"`) + line(cx - s * 0.5, cy - s * 0.2, cx + s * 0.2, cy - s * 0.2, '#FFFFFF', s * 0.04) + line(cx - s * 0.5, cy + s * 0.02, cx + s * 0.05, cy + s * 0.02, '#FFFFFF', s * 0.04) + circle(cx + s * 0.45, cy + s * 0.45, s * 0.2, '#E53E3E') + line(cx + s * 0.45, cy + s * 0.27, cx + s * 0.5, cy + s * 0.17, '#5B3A1E', s * 0.04);
}

function padlock(cx, cy, s, fill) {
  return `<path d="M${n(cx - s * 0.3)} ${n(cy)} v${n(-s * 0.2)} a${n(s * 0.3)} ${n(s * 0.3)} 0 0 1 ${n(s * 0.6)} 0 v${n(s * 0.2)}" fill="none" stroke="${fill}" stroke-width="${n(s * 0.12)}"/>` + rect(cx - s * 0.45, cy, s * 0.9, s * 0.7, fill, ` rx="${n(s * 0.1)}"`);
}

function modeSvg(mode) {
  const W = 480;
  const H = 320;
  const p = paletteFor(mode.slug);
  const rnd = rng(mode.slug);
  let body = rect(0, 0, W, H, p.paper);
  for (let i = 0; i < 6; i++) body += circle(between(rnd, 0, W), between(rnd, 0, H), between(rnd, 20, 70), mix(p.paper, p.far, 0.3), ' opacity="0.7"');
  body += circle(W / 2, 128, 92, mix(p.paper, p.sky, 0.8));
  body += modeIcon(mode.slug, W / 2, 128, 110, p);
  const t = fitText(mode.name, { max: 34, min: 24, maxWidth: W - 60, maxLines: 1 });
  body += textBlock(t.lines, { x: W / 2, y: 280, size: t.size, fill: p.ink, weight: 800 });
  if (mode.locked) body += circle(W - 48, 48, 30, p.ink) + padlock(W - 48, 50, 34, '#FFFFFF');
  return svgDoc({ w: W, h: H, title: mode.locked ? `${mode.name} (locked)` : mode.name, body });
}

// ───────────────────────────── sustainability thumbnails ─────────────────────────────

const SDG_COLOURS = {
  1: '#E5243B', 2: '#DDA63A', 3: '#4C9F38', 4: '#C5192D', 5: '#FF3A21', 6: '#26BDE2', 7: '#FCC30B', 8: '#A21942', 9: '#FD6925',
  10: '#DD1367', 11: '#FD9D24', 12: '#BF8B2E', 13: '#3F7E44', 14: '#0A97D9', 15: '#56C02B', 16: '#00689D', 17: '#19486A',
};

const SDG_NAMES = {
  1: 'No Poverty', 2: 'Zero Hunger', 3: 'Good Health and Well-being', 4: 'Quality Education', 5: 'Gender Equality',
  6: 'Clean Water and Sanitation', 7: 'Affordable and Clean Energy', 8: 'Decent Work and Economic Growth',
  9: 'Industry, Innovation and Infrastructure', 10: 'Reduced Inequalities', 11: 'Sustainable Cities and Communities',
  12: 'Responsible Consumption and Production', 13: 'Climate Action', 14: 'Life Below Water', 15: 'Life on Land',
  16: 'Peace, Justice and Strong Institutions', 17: 'Partnerships for the Goals',
};

function sdgIcon(num, cx, cy, s, c, bg) {
  switch (num) {
    case 4:
      return openBook(cx, cy - s * 0.1, s * 1.3, c, c, bg) + line(cx, cy - s * 0.18, cx, cy + s * 0.18, bg, s * 0.03);
    case 6:
      return pathEl(`M${n(cx)} ${n(cy - s * 0.6)} C${n(cx + s * 0.15)} ${n(cy - s * 0.3)} ${n(cx + s * 0.4)} ${n(cy - s * 0.1)} ${n(cx + s * 0.4)} ${n(cy + s * 0.15)} A${n(s * 0.4)} ${n(s * 0.4)} 0 0 1 ${n(cx - s * 0.4)} ${n(cy + s * 0.15)} C${n(cx - s * 0.4)} ${n(cy - s * 0.1)} ${n(cx - s * 0.15)} ${n(cy - s * 0.3)} ${n(cx)} ${n(cy - s * 0.6)} Z`, c);
    case 7:
      return sun(cx, cy, s * 0.3, c, 12);
    case 10:
      return circle(cx, cy, s * 0.55, 'none', ` stroke="${c}" stroke-width="${n(s * 0.08)}"`) + rect(cx - s * 0.3, cy - s * 0.18, s * 0.6, s * 0.11, c) + rect(cx - s * 0.3, cy + s * 0.07, s * 0.6, s * 0.11, c);
    case 11:
      return house(cx - s * 0.65, cy + s * 0.5, s * 0.4, s * 0.5, c, c, 'none') + rect(cx - s * 0.15, cy - s * 0.45, s * 0.3, s * 0.95, c) + house(cx + s * 0.25, cy + s * 0.5, s * 0.4, s * 0.7, c, c, 'none') + rect(cx - s * 0.8, cy + s * 0.5, s * 1.6, s * 0.07, c);
    case 12:
      return pathEl(`M${n(cx)} ${n(cy)} C${n(cx + s * 0.25)} ${n(cy - s * 0.35)} ${n(cx + s * 0.7)} ${n(cy - s * 0.35)} ${n(cx + s * 0.7)} ${n(cy)} C${n(cx + s * 0.7)} ${n(cy + s * 0.35)} ${n(cx + s * 0.25)} ${n(cy + s * 0.35)} ${n(cx)} ${n(cy)} C${n(cx - s * 0.25)} ${n(cy - s * 0.35)} ${n(cx - s * 0.7)} ${n(cy - s * 0.35)} ${n(cx - s * 0.7)} ${n(cy)} C${n(cx - s * 0.7)} ${n(cy + s * 0.35)} ${n(cx - s * 0.25)} ${n(cy + s * 0.35)} ${n(cx)} ${n(cy)} Z`, 'none', ` stroke="${c}" stroke-width="${n(s * 0.1)}"`);
    case 13:
      return circle(cx, cy, s * 0.45, 'none', ` stroke="${c}" stroke-width="${n(s * 0.08)}"`) + pathEl(`M${n(cx - s * 0.45)} ${n(cy)} Q${n(cx - s * 0.1)} ${n(cy - s * 0.35)} ${n(cx + s * 0.45)} ${n(cy)}`, 'none', ` stroke="${c}" stroke-width="${n(s * 0.06)}"`) + sun(cx + s * 0.45, cy - s * 0.45, s * 0.14, c, 8);
    case 14:
      return ellipse(cx, cy - s * 0.1, s * 0.4, s * 0.2, c) + poly([[cx + s * 0.35, cy - s * 0.1], [cx + s * 0.6, cy - s * 0.3], [cx + s * 0.6, cy + s * 0.1]], c) + pathEl(`M${n(cx - s * 0.7)} ${n(cy + s * 0.35)} q${n(s * 0.175)} ${n(-s * 0.12)} ${n(s * 0.35)} 0 t${n(s * 0.35)} 0 t${n(s * 0.35)} 0 t${n(s * 0.35)} 0`, 'none', ` stroke="${c}" stroke-width="${n(s * 0.07)}"`);
    case 15:
      return tree(cx, cy + s * 0.55, s * 0.85, c, c, c) + rect(cx - s * 0.7, cy + s * 0.55, s * 1.4, s * 0.07, c);
    case 16:
      return poly([[cx - s * 0.6, cy - s * 0.25], [cx, cy - s * 0.6], [cx + s * 0.6, cy - s * 0.25]], c) + [0, 1, 2, 3].map((i) => rect(cx - s * 0.5 + i * s * 0.3, cy - s * 0.2, s * 0.14, s * 0.6, c)).join('') + rect(cx - s * 0.65, cy + s * 0.45, s * 1.3, s * 0.1, c);
    default:
      return circle(cx, cy, s * 0.5, 'none', ` stroke="${c}" stroke-width="${n(s * 0.1)}"`);
  }
}

function thumbSvg(file) {
  const m = /^sdg-(\d{1,2})-(.+)\.svg$/.exec(file);
  const W = 240;
  const H = 240;
  const num = m ? Number(m[1]) : 0;
  const label = (SDG_NAMES[num] ?? (m ? m[2] : file.replace(/\.svg$/, '')).replace(/-/g, ' ')).toUpperCase();
  const bg = SDG_COLOURS[num] ?? '#19486A';
  const fg = textOn(bg, '#1A1A1A');
  let body = rect(0, 0, W, H, bg);
  if (num) body += `<text x="18" y="70" font-size="62" font-weight="800" fill="${fg}">${num}</text>`;
  const t = fitText(label, { max: 17, min: 11, maxWidth: num ? (num > 9 ? 128 : 156) : 200, maxLines: 3 });
  body += textBlock(t.lines, { x: num ? (num > 9 ? 98 : 66) : 20, y: 32, size: t.size, fill: fg, weight: 800, anchor: 'start', lineHeight: 1.15 });
  body += sdgIcon(num, W / 2, 165, 95, fg, bg);
  return svgDoc({ w: W, h: H, title: num ? `Sustainable Development Goal ${num}: ${SDG_NAMES[num]}` : label, body });
}

// ───────────────────────────── logos ─────────────────────────────

function greenwoodLogo(theme) {
  const g = theme.primary_color;
  const dark = theme.primary_color_dark;
  const light = theme.primary_color_light;
  let body = circle(128, 128, 120, light) + circle(128, 128, 120, 'none', ` stroke="${g}" stroke-width="14"`);
  body += rect(119, 104, 18, 64, '#7A4B2A', ' rx="5"');
  body += circle(94, 100, 34, dark) + circle(162, 98, 36, dark) + circle(128, 72, 46, g);
  body += circle(112, 58, 10, mix(g, '#FFFFFF', 0.35));
  body += pathEl('M14 160 H242 L232 182 L242 204 H14 L24 182 Z', dark);
  body += `<text x="128" y="194" font-size="33" font-weight="800" fill="#FFFFFF" text-anchor="middle" letter-spacing="0.5">Greenwood</text>`;
  return svgDoc({ w: 256, h: 256, title: 'Greenwood Primary School', body });
}

function brightFuturesLogo(theme) {
  const purple = theme.primary_color;
  const orange = '#F28C28';
  const gold = '#FFC44D';
  let body = rect(8, 8, 240, 240, purple, ' rx="56"');
  body += `<clipPath id="tile"><rect x="8" y="8" width="240" height="240" rx="56"/></clipPath><g clip-path="url(#tile)">`;
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (Math.PI * (i + 0.5)) / 9;
    body += line(128 + Math.cos(a) * 70, 162 + Math.sin(a) * 70, 128 + Math.cos(a) * 100, 162 + Math.sin(a) * 100, gold, 12);
  }
  body += pathEl('M66 162 A62 62 0 0 1 190 162 Z', orange);
  body += rect(8, 168, 240, 14, mix(purple, '#FFFFFF', 0.35), ' rx="7"') + rect(40, 194, 176, 12, mix(purple, '#FFFFFF', 0.22), ' rx="6"') + rect(78, 218, 100, 10, mix(purple, '#FFFFFF', 0.12), ' rx="5"');
  body += `</g>`;
  return svgDoc({ w: 256, h: 256, title: 'Bright Futures', body });
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const [{ DEMO_BOOKS }, { DEMO_COURSES }, { DEMO_CHARITIES: PLATFORM_CHARITIES }, { DEMO_MODES }, { DEMO_TENANT_THEMES }, giving] = await Promise.all([
    loadContent('books.content.ts'),
    loadContent('courses.content.ts'),
    loadContent('charities.content.ts'),
    loadContent('modes.content.ts'),
    loadContent('tenants.content.ts'),
    loadContent('giving.content.ts'),
  ]);
  const { DEMO_LIBRARIES } = await loadContent('libraries.content.ts');
  const DEMO_CHARITIES = [...PLATFORM_CHARITIES, ...giving.DEMO_SCHOOL_CHARITIES];

  /** @type {Map<string, string>} relative path -> svg */
  const out = new Map();
  const motifs = {};
  for (const b of DEMO_BOOKS) {
    const { motif, svg } = coverSvg(b);
    motifs[motif] = (motifs[motif] ?? 0) + 1;
    out.set(`covers/${b.slug}.svg`, svg);
  }
  const thumbs = new Set();
  for (const c of DEMO_COURSES) {
    out.set(`courses/${c.slug}.svg`, courseSvg(c));
    for (const d of c.sustainability_details) thumbs.add(d.thumbnail);
  }
  for (const t of [...thumbs].sort()) out.set(`thumbs/${t}`, thumbSvg(t));
  for (const ch of DEMO_CHARITIES) {
    out.set(`charities/${ch.slug}.svg`, charitySvg(ch.name, `${ch.name} ${ch.summary} ${ch.story}`, ch.slug, charityEmblemFor(ch.summary)));
    for (const pr of ch.projects) {
      const text = `${pr.title} ${pr.summary} ${ch.summary}`;
      out.set(`projects/${pr.slug}.svg`, charitySvg(pr.title, text, pr.slug, emblemFor(`${pr.title} ${pr.summary}`)));
    }
  }
  const causeText = new Map();
  for (const ch of DEMO_CHARITIES) {
    causeText.set(ch.slug, `${ch.name} ${ch.summary} ${ch.story}`);
    for (const pr of ch.projects) causeText.set(pr.slug, `${pr.title} ${pr.summary} ${ch.summary}`);
  }
  for (const [slug, extras] of Object.entries(giving.DEMO_CAUSE_EXTRAS)) {
    if (!causeText.has(slug)) throw new Error(`Photos for an unknown cause: ${slug}`);
    extras.photos.forEach((p, i) => out.set(`photos/${slug}-${i + 1}.svg`, photoSvg(p.caption, causeText.get(slug), `${slug}-${i + 1}`, p.scene)));
  }
  for (const lib of DEMO_LIBRARIES) {
    lib.photos.forEach((p, i) => out.set(`libraries/${lib.slug}-${i + 1}.svg`, libraryPhotoSvg(p.caption, lib.country, `${lib.slug}-${i + 1}`, p.scene)));
  }
  for (const m of DEMO_MODES) out.set(`modes/${m.slug}.svg`, modeSvg(m));
  out.set('logos/greenwood.svg', greenwoodLogo(DEMO_TENANT_THEMES.greenwood));
  out.set('logos/brightfutures.svg', brightFuturesLogo(DEMO_TENANT_THEMES.brightfutures));

  for (const [rel, svg] of out) {
    if (/<script|<foreignObject|xlink:href|href="(?!#)|@import|url\((?!#)/i.test(svg)) throw new Error(`${rel}: forbidden content`);
  }

  const dirs = [...new Set([...out.keys()].map((k) => k.split('/')[0]))].sort();
  const problems = [];
  let written = 0;
  for (const dir of dirs) {
    const abs = path.join(ASSETS_DIR, dir);
    const existing = fs.existsSync(abs) ? fs.readdirSync(abs).filter((f) => f.endsWith('.svg')) : [];
    for (const f of existing) {
      if (!out.has(`${dir}/${f}`)) {
        if (CHECK) problems.push(`stale: ${dir}/${f}`);
        else fs.rmSync(path.join(abs, f));
      }
    }
  }
  for (const [rel, svg] of [...out].sort(([a], [b]) => a.localeCompare(b))) {
    const abs = path.join(ASSETS_DIR, rel);
    const current = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null;
    if (current === svg) continue;
    if (CHECK) problems.push(`${current === null ? 'missing' : 'outdated'}: ${rel}`);
    else {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, svg);
      written++;
    }
  }
  if (CHECK) {
    if (problems.length) {
      console.error(`Seed art is out of date (run generate-seed-art.mjs):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`Seed art up to date (${out.size} files).`);
    return;
  }
  const byDir = Object.fromEntries(dirs.map((d) => [d, [...out.keys()].filter((k) => k.startsWith(`${d}/`)).length]));
  console.log(`Seed art: ${out.size} files (${written} written) ${JSON.stringify(byDir)}; cover scenes ${JSON.stringify(motifs)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
