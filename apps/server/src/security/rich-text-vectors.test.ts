import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { isAllowedPlayer, sanitizeRichText } from '../modules/courses/rich-text.js';

/**
 * Attack: stored XSS through editors' HTML (lessons, course descriptions), which children's browsers
 * render. The vectors are the families DOMPurify's own test suite and the OWASP XSS filter evasion
 * cheat sheet publish: event handlers, script-bearing URLs and their encodings, SVG and MathML
 * namespace confusion, mutation XSS through re-parsing, DOM clobbering, and markup that hides in
 * comments, styles, templates and raw-text elements. Expected of every output, checked by parsing it
 * as a browser would: only the allowed elements and attributes, no handler, no script URL, no id or
 * name to clobber with, iframes only of the allowed players, and stable (sanitising it again, or
 * parsing and serialising it, changes nothing, so it cannot mutate into something else).
 */
const VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" />',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"></use></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<textarea><img title="</textarea><img src onerror=alert(1)>"></textarea>',
  '<title><img title="</title><img src onerror=alert(1)>"></title>',
  '<style><img src="</style><img src=x onerror=alert(1)//">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\u0000ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<img name="getElementById"><form id="cookie"></form>',
  '<a id="defaultView" name="location" href="https://evil.example">x</a>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<IMG SRC=`javascript:alert(1)`>',
  '<a href="#" onclick="alert(1)" data-x="1" aria-label="x">x</a>',
  '<p xmlns:x="http://www.w3.org/1999/xhtml"><x:script>alert(1)</x:script></p>',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
];

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'blockquote', 'q', 'cite', 'abbr',
  'code', 'pre', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'iframe',
]);
const ALLOWED_ATTRS = new Set(['href', 'target', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'allowfullscreen', 'rel', 'loading', 'sandbox', 'allow', 'referrerpolicy']);
/** Where a browser would go: the URL parsed as the WHATWG URL standard (and so browsers) parse it. */
const safeUrl = (value: string) => {
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value, 'https://site.example/lesson/').protocol);
  } catch {
    return true; // not a URL at all: nothing to follow
  }
};

/** Everything wrong with a sanitised output, as a browser would parse it. */
function problems(html: string): string[] {
  const found: string[] = [];
  const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element <${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!ALLOWED_ATTRS.has(name)) found.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !safeUrl(attr.value)) found.push(`${name}="${attr.value}"`);
    }
    if (tag === 'iframe' && !isAllowedPlayer(el.getAttribute('src') ?? '')) found.push(`iframe ${el.getAttribute('src')}`);
  }
  return found;
}

describe('the rich-text sanitiser against published XSS vectors', () => {
  it.each(VECTORS)('%s', async (vector) => {
    const out = await sanitizeRichText(vector);
    expect(problems(out), out).toEqual([]);
    expect(out).not.toMatch(/<script|\son[a-z]+=/i);
    // Stable: nothing left to mutate on a second pass or a browser's re-parse.
    expect(await sanitizeRichText(out)).toBe(out);
    const reparsed = new JSDOM(`<!doctype html><body>${out}</body>`).window.document.body.innerHTML;
    expect(reparsed).toBe(out);
  });

  it('keeps the good content around a vector (the attack is removed, the lesson is not)', async () => {
    const out = await sanitizeRichText('<p>Before</p><img src=x onerror=alert(1)><p>After <a href="https://example.org/read">a link</a></p>');
    expect(out).toBe('<p>Before</p><img src="x" loading="lazy"><p>After <a href="https://example.org/read" rel="noopener noreferrer">a link</a></p>');
  });
});
