import { getSessionStorage, isRecord, readJson } from '../../lib/storage';

/**
 * A lesson tried out on /experiment: its text and one quiz question. Kept in this browser tab only
 * (session storage): on a shared school computer, closing the tab forgets it, so the next child
 * never finds the last one's draft.
 */
export type SandboxDraft = { title: string; html: string; question: string; options: string[]; correct: number };

export const SANDBOX_KEY = 'cs.experiment';
export const MAX_OPTIONS = 4;
/** Pictures are kept inside the draft (as data: addresses), so each stays small. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export const EXAMPLE_DRAFT: SandboxDraft = {
  title: 'Where does our water come from?',
  html: '<p>Every drop of water we use has travelled a long way. Rain falls on hills, runs into rivers and soaks into the ground, where it is stored until we pump it up.</p><h2>Try this at home</h2><ul><li>Put a bowl outside on a rainy day.</li><li>Measure how much water it holds after one hour.</li></ul>',
  question: 'Where is rain water stored before we pump it up?',
  options: ['In the ground', 'In the clouds', 'In the sea'],
  correct: 0,
};

/** The saved draft, or the example when there is none or it is not a draft's shape. */
export function loadDraft(): SandboxDraft {
  const v = readJson(getSessionStorage(), SANDBOX_KEY);
  if (!isRecord(v)) return EXAMPLE_DRAFT;
  const { title, html, question, options, correct } = v;
  if (typeof title !== 'string' || typeof html !== 'string' || typeof question !== 'string') return EXAMPLE_DRAFT;
  if (!Array.isArray(options) || options.length < 2 || options.length > MAX_OPTIONS || !options.every((o) => typeof o === 'string')) return EXAMPLE_DRAFT;
  if (typeof correct !== 'number' || !Number.isInteger(correct) || correct < 0 || correct >= options.length) return EXAMPLE_DRAFT;
  return { title, html, question, options: options as string[], correct };
}

/** Saves the draft; false when the browser refuses (storage full or off). */
export function saveDraft(draft: SandboxDraft): boolean {
  try {
    getSessionStorage()?.setItem(SANDBOX_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft() {
  getSessionStorage()?.removeItem(SANDBOX_KEY);
}
