/**
 * Django's four default password validators, with their exact messages, so accounts are held to
 * the rules schools already know from Django-based systems.
 */

const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

// Django ships ~20,000 common passwords; this list from zxcvbn-ts holds ~49,000. Loaded with the
// first password to check (sign-up, a reset, a change), not at start: unpacking zxcvbn-ts's lists
// took some 40 ms of every start and 4 MB of memory that most requests never use.
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase().trim()))));

export type UserAttributes = { username?: string | null; first_name?: string | null; last_name?: string | null; email?: string | null };

const VERBOSE_NAMES: Record<keyof UserAttributes, string> = {
  username: 'username',
  first_name: 'first name',
  last_name: 'last name',
  email: 'email address',
};

/** Python's SequenceMatcher.quick_ratio: an upper bound on similarity from shared characters. */
function quickRatio(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const n = counts.get(ch) ?? 0;
    if (n > 0) {
      matches++;
      counts.set(ch, n - 1);
    }
  }
  return a.length + b.length ? (2 * matches) / (a.length + b.length) : 1;
}

/** Django's shortcut: a value much shorter than the password cannot make it "too similar". */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const pwdLen = password.length;
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * pwdLen;
  return pwdLen >= 10 * value.length && value.length < lengthBoundSimilarity;
}

/** Django's SequenceMatcher.ratio (with autojunk), the similarity UserAttributeSimilarityValidator uses. */
function ratio(a: string, b: string): number {
  // Matching blocks by recursive longest common substring, as difflib does.
  const longest = (alo: number, ahi: number, blo: number, bhi: number): [number, number, number] => {
    let best: [number, number, number] = [alo, blo, 0];
    let prev = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const next = new Map<number, number>();
      for (let j = blo; j < bhi; j++) {
        if (a[i] === b[j]) {
          const k = (prev.get(j - 1) ?? 0) + 1;
          next.set(j, k);
          if (k > best[2]) best = [i - k + 1, j - k + 1, k];
        }
      }
      prev = next;
    }
    return best;
  };
  let matches = 0;
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (k) {
      matches += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  return a.length + b.length ? (2 * matches) / (a.length + b.length) : 1;
}

/** Every message Django's validators would give for this password, in Django's order. */
export async function validatePassword(password: string, user: UserAttributes = {}): Promise<string[]> {
  const errors: string[] = [];
  const lower = password.toLowerCase();
  for (const attr of Object.keys(VERBOSE_NAMES) as (keyof UserAttributes)[]) {
    const value = user[attr];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    const parts = [...valueLower.split(/\W+/), valueLower].filter(Boolean);
    const similar = parts.some(
      (part) => !exceedsMaximumLengthRatio(lower, part) && quickRatio(lower, part) >= MAX_SIMILARITY && ratio(lower, part) >= MAX_SIMILARITY,
    );
    if (similar) {
      errors.push(`The password is too similar to the ${VERBOSE_NAMES[attr]}.`);
      break;
    }
  }
  if (password.length < MIN_LENGTH) {
    errors.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  }
  if ((await commonPasswords()).has(lower.trim())) errors.push('This password is too common.');
  if (/^\d+$/.test(password)) errors.push('This password is entirely numeric.');
  return errors;
}
