import { fileTypeFromBuffer } from 'file-type';
import type { DOMPurify as DOMPurifyInstance, UponSanitizeAttributeHookEvent, UponSanitizeElementHookEvent } from 'dompurify';

/**
 * Checks of uploaded images. Uploads come from children and visitors, so they are hostile input:
 * the type is judged by the bytes (never by the file name or the client's MIME type), raster
 * images are refused when their declared size would blow up on decoding, and SVG, which can carry
 * scripts and fetch other resources, is rebuilt from a sanitised DOM.
 */

export type ImageKind = 'png' | 'jpeg' | 'svg';

export type ImageMessages = {
  empty: string;
  tooLarge: string;
  type: string;
  svg: string;
  dimensions: string;
};

export type InspectOptions = {
  maxBytes: number;
  allowed: readonly ImageKind[];
  /** Longest side of a raster image in pixels (default 8000). */
  maxDimension?: number;
  messages?: Partial<ImageMessages>;
};

export type InspectedImage =
  | { ok: true; kind: ImageKind; ext: 'png' | 'jpg' | 'svg'; mime: string; buffer: Buffer }
  | { ok: false; message: string };

export const DEFAULT_MAX_DIMENSION = 8000;

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function messagesFor(o: InspectOptions): ImageMessages {
  const names = { png: 'PNG', jpeg: 'JPEG', svg: 'SVG' } as const;
  const list = o.allowed.map((k) => names[k]);
  const types = list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : (list[0] ?? 'an');
  const side = o.maxDimension ?? DEFAULT_MAX_DIMENSION;
  return {
    empty: 'The file is empty. Choose another file.',
    tooLarge: `The file must be ${mb(o.maxBytes)} or smaller.`,
    type: `The file must be a ${types} image.`,
    svg: 'The file must be a plain SVG image.',
    dimensions: `The image is too large: it can be at most ${side} × ${side} pixels.`,
    ...o.messages,
  };
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
export function pngDimensions(b: Buffer): { width: number; height: number } | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Width and height from a JPEG's first start-of-frame segment, walking the marker segments. */
export function jpegDimensions(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (i + 9 > b.length) return null;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * Judges an uploaded image by its bytes: size, type (PNG and JPEG by magic bytes, SVG as XML whose
 * root is `<svg>`), raster dimensions, and for SVG a sanitised copy to store instead of the upload.
 */
export async function inspectImage(buffer: Buffer, opts: InspectOptions): Promise<InspectedImage> {
  const msg = messagesFor(opts);
  if (buffer.length === 0) return { ok: false, message: msg.empty };
  if (buffer.length > opts.maxBytes) return { ok: false, message: msg.tooLarge };

  const detected = await fileTypeFromBuffer(buffer);
  if (detected && (detected.mime === 'image/png' || detected.mime === 'image/apng' || detected.mime === 'image/jpeg')) {
    const kind: ImageKind = detected.mime === 'image/jpeg' ? 'jpeg' : 'png';
    if (!opts.allowed.includes(kind)) return { ok: false, message: msg.type };
    const size = kind === 'png' ? pngDimensions(buffer) : jpegDimensions(buffer);
    if (!size || size.width === 0 || size.height === 0) return { ok: false, message: msg.type };
    const max = opts.maxDimension ?? DEFAULT_MAX_DIMENSION;
    if (size.width > max || size.height > max) return { ok: false, message: msg.dimensions };
    return kind === 'png'
      ? { ok: true, kind, ext: 'png', mime: 'image/png', buffer }
      : { ok: true, kind, ext: 'jpg', mime: 'image/jpeg', buffer };
  }
  // SVG is text: anything file-type recognises as another format (GIF, PDF, gzip…) is not one.
  if (!opts.allowed.includes('svg') || (detected && detected.ext !== 'xml')) return { ok: false, message: msg.type };
  const svg = await sanitizeSvg(buffer);
  if (svg.ok) return { ok: true, kind: 'svg', ext: 'svg', mime: 'image/svg+xml', buffer: svg.buffer };
  return { ok: false, message: svg.reason === 'unsafe' ? msg.svg : msg.type };
}

// ---------------------------------------------------------------------------------------------
// SVG

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Raster data URIs an `<image>` may embed; nothing else may be referenced but the SVG's own ids. */
const RASTER_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_FN = /url\s*\(\s*(['"]?)\s*([^'")]*)/gi;
const JS_URI = /(?:java|vb)script\s*:/i;

/** True when every `url(…)` in a value points inside the document (`url(#id)`). */
const onlyLocalUrls = (value: string) => [...value.matchAll(URL_FN)].every((m) => m[2]!.startsWith('#'));
/** CSS that may fetch something, or hide what it does behind escapes. */
const unsafeCss = (css: string) => !onlyLocalUrls(css) || /@import|image-set|\\/i.test(css) || JS_URI.test(css);

function safeHref(value: string, element: string): boolean {
  const v = value.trim();
  return v.startsWith('#') || (element === 'image' && RASTER_DATA_URI.test(v));
}

type SvgWindow = {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDoc };
  XMLSerializer: new () => { serializeToString(node: unknown): string };
};
type XmlElement = {
  localName: string;
  namespaceURI: string | null;
  attributes: ArrayLike<{ name: string; localName: string; value: string }>;
  children: ArrayLike<XmlElement>;
  textContent: string | null;
};
type XmlDoc = { documentElement: XmlElement | null };

let purifier: Promise<{ window: SvgWindow; purify: DOMPurifyInstance }> | null = null;

/** One jsdom window and DOMPurify instance for the process, loaded on the first SVG. */
function svgPurifier() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    // No scripts run and no resources load in this window: jsdom's defaults, kept explicit.
    const { window } = new JSDOM('', { runScripts: undefined, resources: undefined });
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // External references: only `#id` links (and raster data: URIs on <image>) stay.
    purify.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
      const name = data.attrName;
      const value = data.attrValue;
      if (name.startsWith('on')) data.keepAttr = false;
      else if (name === 'href' || name === 'xlink:href' || name === 'src') data.keepAttr = safeHref(value, node.localName);
      else if (name === 'style') data.keepAttr = !unsafeCss(value);
      else if (!onlyLocalUrls(value) || JS_URI.test(value)) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node: Node, data: UponSanitizeElementHookEvent) => {
      if (data.tagName === 'style' && unsafeCss(node.textContent ?? '')) node.textContent = '';
    });
    return { window: window as unknown as SvgWindow, purify };
  })();
  return purifier;
}

/** Every element of a tree, root first. */
function* walk(el: XmlElement): Generator<XmlElement> {
  yield el;
  for (const child of Array.from(el.children)) yield* walk(child);
}

const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'animate', 'set', 'handler', 'listener']);

/** The sanitiser's output checked once more, on its own: defence in depth against a bypass. */
function verifySanitized(root: XmlElement): boolean {
  for (const el of walk(root)) {
    const name = el.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) return false;
    if (name === 'style' && unsafeCss(el.textContent ?? '')) return false;
    for (const a of Array.from(el.attributes)) {
      const attr = a.localName.toLowerCase();
      if (attr.startsWith('on')) return false;
      if ((attr === 'href' || attr === 'src') && !safeHref(a.value, name)) return false;
      if (attr === 'style' ? unsafeCss(a.value) : !onlyLocalUrls(a.value) || JS_URI.test(a.value)) return false;
    }
  }
  return true;
}

const isSvgRoot = (doc: XmlDoc) => {
  const root = doc.documentElement;
  return !!root && root.localName === 'svg' && (root.namespaceURI === SVG_NS || root.namespaceURI === null);
};

/**
 * An uploaded SVG made safe to serve: it must be UTF-8 XML whose root is `<svg>` and have no
 * DOCTYPE or entity declarations (entity expansion, external entities); it is then sanitised with
 * DOMPurify's SVG profiles (no scripts, event handlers, `<foreignObject>`) plus our rule that it
 * references nothing outside itself, and re-serialised as XML from the sanitised DOM.
 */
export async function sanitizeSvg(input: Buffer): Promise<{ ok: true; buffer: Buffer } | { ok: false; reason: 'not-svg' | 'unsafe' }> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    return { ok: false, reason: 'not-svg' };
  }
  if (text.includes('\0') || !/<svg[\s>/]/i.test(text)) return { ok: false, reason: 'not-svg' };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: 'unsafe' };

  const { window, purify } = await svgPurifier();
  if (!isSvgRoot(new window.DOMParser().parseFromString(text, 'image/svg+xml'))) return { ok: false, reason: 'not-svg' };

  // Parsed as HTML (DOMPurify's own mode, where SVG's mixed-case names are known), then written out
  // with the XML serializer, which declares every namespace the markup uses.
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = Array.from(fragment.childNodes).find((n) => n.nodeType === 1 && (n as Element).localName === 'svg');
  if (!root) return { ok: false, reason: 'unsafe' };
  const out = new window.XMLSerializer().serializeToString(root);
  const check = new window.DOMParser().parseFromString(out, 'image/svg+xml');
  if (!isSvgRoot(check) || !verifySanitized(check.documentElement!)) return { ok: false, reason: 'unsafe' };
  return { ok: true, buffer: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${out}\n`, 'utf8') };
}
