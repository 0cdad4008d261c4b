import { describe, expect, it } from 'vitest';
import { keyIsTaken, pageFromParam, PageTurns, pageSearch, stepPage, swipeStep } from './dear-world-paging';

describe('turning the Dear World book’s pages', () => {
  it('opens the letter the URL names, or the cover', () => {
    expect(pageFromParam(null, 5)).toBe(0);
    expect(pageFromParam('3', 5)).toBe(3);
    expect(pageFromParam('5', 5)).toBe(5);
    for (const bad of ['0', '6', '-1', '2.5', 'two', '']) expect(pageFromParam(bad, 5)).toBe(0);
    expect(pageFromParam('1', 0)).toBe(0);
    expect(pageSearch(0)).toBe('');
    expect(pageSearch(4)).toBe('?letter=4');
  });

  it('steps between the cover and the last letter', () => {
    expect(stepPage(0, -1, 5)).toBe(0);
    expect(stepPage(0, 1, 5)).toBe(1);
    expect(stepPage(5, 1, 5)).toBe(5);
    expect(stepPage(3, -1, 5)).toBe(2);
  });

  it('turns on a sideways swipe only', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(90, -5)).toBe(-1);
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 70)).toBe(0);
  });

  it('leaves keys to fields and shortcuts', () => {
    // An element that is (or is inside) the given tag, as `closest` sees it.
    const inside = (tag: string) => ({ closest: (selector: string) => (selector.split(',').some((s) => s.trim() === tag) ? {} : null) }) as unknown as EventTarget;
    const input = inside('input');
    const div = inside('div');
    const plain = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };
    expect(keyIsTaken({ ...plain, target: input })).toBe(true);
    expect(keyIsTaken({ ...plain, target: div })).toBe(false);
    expect(keyIsTaken({ ...plain, altKey: true, target: div })).toBe(true);
    expect(keyIsTaken({ ...plain, target: null })).toBe(false);
  });

  it('turns on from the page last asked for until it is shown, whatever the router shows on the way', () => {
    // On letter 2, Right, Right and Left come before any page renders; then the router shows 3
    // (the first asked for), 4, and 3.
    const turns = new PageTurns(2);
    expect(turns.turn(1, 5)).toBe(3);
    expect(turns.turn(1, 5)).toBe(4);
    turns.shown(3);
    expect(turns.turn(-1, 5)).toBe(3);
    turns.shown(4);
    turns.shown(3);
    // Shown what was last asked for: turns count from the page shown again.
    expect(turns.turn(1, 5)).toBe(4);
    turns.shown(4);
    // Within the book, and a page asked for directly (the contents) is where the next turn starts.
    expect(turns.turn(1, 5)).toBe(5);
    turns.shown(5);
    expect(turns.turn(1, 5)).toBe(5);
    expect(turns.ask(1)).toBe(1);
    expect(turns.turn(-1, 5)).toBe(0);
    expect(turns.turn(-1, 5)).toBe(0);
  });
});
