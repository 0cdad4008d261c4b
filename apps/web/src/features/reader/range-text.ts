/** Elements whose text stands apart from its neighbours': a space goes between them when spoken. */
const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|CAPTION|DD|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|TABLE|TD|TH|TR|UL)$/;

function blockOf(node: Node): Node | null {
  for (let n = node.parentNode; n; n = n.parentNode) if (n.nodeType === Node.ELEMENT_NODE && BLOCK.test((n as Element).tagName.toUpperCase())) return n;
  return null;
}

/**
 * The text of a range as it would be read: a space between blocks (a heading and the paragraph
 * after it), none inside a word split by inline markup. `Range.toString()` runs blocks together
 * ("Seeds in the Windby Tomás Reyes"), which a voice reads as one word.
 */
export function rangeText(range: Range): string {
  const root = range.commonAncestorContainer;
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let out = '';
  let lastBlock: Node | null | undefined;
  for (let node: Node | null = root.nodeType === Node.TEXT_NODE ? root : walker.nextNode(); node; node = walker.nextNode()) {
    if (!range.intersectsNode(node)) continue;
    let text = node.nodeValue ?? '';
    if (node === range.endContainer) text = text.slice(0, range.endOffset);
    if (node === range.startContainer) text = text.slice(range.startOffset);
    const block = blockOf(node);
    if (lastBlock !== undefined && block !== lastBlock) out += ' ';
    out += text;
    lastBlock = block;
  }
  return out.replace(/\s+/g, ' ').trim();
}
