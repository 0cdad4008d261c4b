import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, EXAMPLE_DRAFT, loadDraft, saveDraft, SANDBOX_KEY } from './sandbox-draft';

const store = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
} as Storage;

afterEach(() => store.clear());

describe('the sandbox draft', () => {
  it('starts from the example, and keeps what was saved', () => {
    expect(loadDraft()).toEqual(EXAMPLE_DRAFT);
    const mine = { title: 'Seeds', html: '<p>Plant one.</p>', question: 'What grows?', options: ['A tree', 'A rock'], correct: 0 };
    expect(saveDraft(mine)).toBe(true);
    expect(loadDraft()).toEqual(mine);
    clearDraft();
    expect(loadDraft()).toEqual(EXAMPLE_DRAFT);
  });

  it('falls back to the example for anything that is not a draft', () => {
    for (const bad of [
      'not json',
      JSON.stringify([1, 2]),
      JSON.stringify({ ...EXAMPLE_DRAFT, options: ['only one'] }),
      JSON.stringify({ ...EXAMPLE_DRAFT, options: ['a', 'b', 'c', 'd', 'e'] }),
      JSON.stringify({ ...EXAMPLE_DRAFT, correct: 3 }),
      JSON.stringify({ ...EXAMPLE_DRAFT, correct: 0.5 }),
      JSON.stringify({ ...EXAMPLE_DRAFT, title: 7 }),
    ]) {
      store.set(SANDBOX_KEY, bad);
      expect(loadDraft(), bad).toEqual(EXAMPLE_DRAFT);
    }
  });

  it('says so when the browser refuses to keep it', () => {
    const full = globalThis.sessionStorage.setItem;
    globalThis.sessionStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(saveDraft(EXAMPLE_DRAFT)).toBe(false);
    globalThis.sessionStorage.setItem = full;
  });
});
