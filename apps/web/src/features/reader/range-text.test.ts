// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rangeText } from './range-text';

function rangeOver(html: string, pick?: (doc: Document, range: Range) => void): Range {
  document.body.innerHTML = html;
  const range = document.createRange();
  range.selectNodeContents(document.body);
  pick?.(document, range);
  return range;
}

describe('rangeText', () => {
  it('puts a space between blocks, as a voice should pause', () => {
    expect(rangeText(rangeOver('<h1>Seeds in the Wind</h1><p>by Tomás Reyes</p><p>Dandelion</p>'))).toBe('Seeds in the Wind by Tomás Reyes Dandelion');
  });

  it('keeps inline markup inside a word and a sentence as written', () => {
    expect(rangeText(rangeOver('<p>un<em>believ</em>able, <strong>really</strong> true</p>'))).toBe('unbelievable, really true');
  });

  it('reads only the part of the text nodes the range covers', () => {
    const range = rangeOver('<p>Plants cannot walk.</p><p>So seeds travel far.</p>', (doc, r) => {
      const [first, second] = [...doc.querySelectorAll('p')].map((p) => p.firstChild!);
      r.setStart(first!, 7);
      r.setEnd(second!, 8);
    });
    expect(rangeText(range)).toBe('cannot walk. So seeds');
  });

  it('reads a range inside one text node', () => {
    const range = rangeOver('<p>Plants cannot walk.</p>', (doc, r) => {
      const text = doc.querySelector('p')!.firstChild!;
      r.setStart(text, 7);
      r.setEnd(text, 13);
    });
    expect(rangeText(range)).toBe('cannot');
  });
});
