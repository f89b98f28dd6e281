// Name match between the beneficiary name a bank returns for an account and the name on the PAN
// (spec section 5: 'Name from the bank account must match the name from the PAN.'). Verification
// providers compare names loosely: case, punctuation, salutations, initials for words and word order
// do not count against a match, and small spelling differences cost little. The score is 0-100.

/** A score at or above this is a match. */
export const NAME_MATCH_THRESHOLD = 80;

// Salutations and the firm prefix 'M/S' (messrs) that banks and the PAN put before names.
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MST', 'SHRI', 'SHREE', 'SRI', 'SMT', 'KUM', 'KUMARI', 'DR', 'MESSRS']);

// Company words that are written out in one record and abbreviated in the other.
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  PVT: 'PRIVATE',
  PRIV: 'PRIVATE',
  LTD: 'LIMITED',
  LMT: 'LIMITED',
  CO: 'COMPANY',
  CORP: 'CORPORATION',
  INTL: 'INTERNATIONAL',
  BROS: 'BROTHERS',
  ENT: 'ENTERPRISES',
  '&': 'AND',
};

/** A name as the words that are compared: upper case, no punctuation, no titles, abbreviations written out. */
export function nameWords(name: string): string[] {
  const text = name
    .toUpperCase()
    // 'M/S.' and 'M/s' before a firm's name.
    .replace(/(?:^|\s)M ?\/ ?S\.?(?=\s|$)/g, ' ')
    .replace(/&/g, ' & ')
    // Initials written together ('R.K.') become separate letters; other punctuation separates words.
    .replace(/[^A-Z0-9&]+/g, ' ');
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .filter((word) => !TITLES.has(word));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// How much a pair of words counts towards the match: the same word fully, an initial standing for a
// word a little less (an initial fits many names), a word spelt a letter differently ('MOHAMMAD',
// 'MOHAMMED') by how close it is; words of three letters or fewer must be equal.
const INITIAL_WEIGHT = 0.9;
const SPELLING_FLOOR = 0.8;

function pairWeight(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 1 || b.length === 1) {
    const [initial, word] = a.length === 1 ? [a, b] : [b, a];
    return word.length > 1 && word.startsWith(initial) ? INITIAL_WEIGHT : 0;
  }
  if (Math.min(a.length, b.length) <= 3) return 0;
  const similarity = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return similarity >= SPELLING_FLOOR ? similarity : 0;
}

/**
 * The match score of two names, 0-100: each word of one name is paired with at most one word of the
 * other (best pairs first, in any order), and the paired weight is taken over the words of both
 * (twice the weight over the sum of word counts), so a missing middle name lowers the score but an
 * extra unrelated word lowers it more.
 */
export function nameMatchScore(first: string, second: string): number {
  const a = nameWords(first);
  const b = nameWords(second);
  if (!a.length || !b.length) return 0;
  const pairs: { i: number; j: number; weight: number }[] = [];
  a.forEach((wordA, i) =>
    b.forEach((wordB, j) => {
      const weight = pairWeight(wordA, wordB);
      if (weight > 0) pairs.push({ i, j, weight });
    }),
  );
  pairs.sort((x, y) => y.weight - x.weight);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  for (const { i, j, weight } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    matched += weight;
  }
  return Math.round((200 * matched) / (a.length + b.length));
}

export function namesMatch(first: string, second: string): boolean {
  return nameMatchScore(first, second) >= NAME_MATCH_THRESHOLD;
}
