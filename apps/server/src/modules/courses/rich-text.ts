import type { DOMPurify as DOMPurifyInstance } from 'dompurify';

/**
 * Editors' HTML (lesson content, course descriptions) made safe to render to children: DOMPurify
 * on jsdom with a rich-text profile. Links get rel="noopener noreferrer", images stay, and iframes
 * stay only as YouTube (privacy-enhanced) or Vimeo players, sandboxed. Applied when content is
 * written and again when it is served, so a row written any other way cannot carry a script out.
 */

const TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
  'blockquote', 'q', 'cite', 'abbr', 'code', 'pre', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure',
  'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'iframe',
];
const ATTRS = ['href', 'target', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'allowfullscreen'];

/** The only players an iframe may show: YouTube's no-cookie embed and Vimeo's player. */
const PLAYERS = [
  /^https:\/\/(?:www\.)?youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{6,20}(?:\?[A-Za-z0-9_=&;.%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(?:\?[A-Za-z0-9_=&;.%-]*)?$/,
];
export const isAllowedPlayer = (src: string) => PLAYERS.some((re) => re.test(src.trim()));

type HtmlWindow = { document: Document };
let instance: Promise<{ window: HtmlWindow; purify: DOMPurifyInstance }> | null = null;

function purifier() {
  instance ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    // No scripts run and no resources load in this window (jsdom's defaults, kept explicit).
    const { window } = new JSDOM('', { runScripts: undefined, resources: undefined });
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    return { window: window as unknown as HtmlWindow, purify };
  })();
  return instance;
}

// Output is a pure function of input, and lessons are read far more often than written.
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

/** The safe version of an editor's HTML. */
export async function sanitizeRichText(html: string): Promise<string> {
  if (!html) return '';
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const { window, purify } = await purifier();
  const fragment = purify.sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const root = window.document.createElement('div');
  root.append(fragment);
  for (const a of Array.from(root.querySelectorAll('a'))) {
    if (a.getAttribute('target') !== '_blank') a.removeAttribute('target');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  for (const img of Array.from(root.querySelectorAll('img'))) img.setAttribute('loading', 'lazy');
  for (const frame of Array.from(root.querySelectorAll('iframe'))) {
    const src = frame.getAttribute('src') ?? '';
    if (!isAllowedPlayer(src)) {
      frame.remove();
      continue;
    }
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    frame.setAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.setAttribute('loading', 'lazy');
    frame.textContent = '';
  }
  const out = root.innerHTML;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(html, out);
  return out;
}

/**
 * A video address as a privacy-friendly embed URL: YouTube links (watch, youtu.be, shorts, embed)
 * become youtube-nocookie.com embeds, Vimeo links become player.vimeo.com with do-not-track;
 * anything else is refused (null).
 */
export function videoEmbed(url: string): { provider: 'youtube' | 'vimeo'; url: string } | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  const path = u.pathname.split('/').filter(Boolean);
  const YT_ID = /^[A-Za-z0-9_-]{11}$/;
  let yt: string | undefined;
  if (host === 'youtu.be') yt = path[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path[0] === 'watch') yt = u.searchParams.get('v') ?? undefined;
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') yt = path[1];
  }
  if (yt !== undefined) return YT_ID.test(yt) ? { provider: 'youtube', url: `https://www.youtube-nocookie.com/embed/${yt}` } : null;
  let vimeo: string | undefined;
  let hash: string | undefined;
  if (host === 'vimeo.com' && path[0] && /^\d+$/.test(path[0])) [vimeo, hash] = [path[0], path[1]];
  else if (host === 'player.vimeo.com' && path[0] === 'video') [vimeo, hash] = [path[1], u.searchParams.get('h') ?? undefined];
  if (vimeo && /^\d{1,12}$/.test(vimeo)) {
    const h = hash && /^[0-9a-f]{6,20}$/.test(hash) ? `h=${hash}&` : '';
    return { provider: 'vimeo', url: `https://player.vimeo.com/video/${vimeo}?${h}dnt=1` };
  }
  return null;
}
