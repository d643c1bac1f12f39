/**
 * Studio names as the duplicate finder compares them (product.md §20): HTML entities decoded, accents
 * and case dropped, Cyrillic transliterated to Latin, punctuation to spaces, and the words every
 * studio's name may carry ("Studios", "Stage", "LLC", "GmbH", "ООО"…) left out; then a similarity of
 * two such names from 0 to 1 (each word against its most alike word of the other name, by Jaro-Winkler).
 */
import { decodeHtmlEntities } from './html-entities';

/**
 * Russian to Latin, one letter at a time (the BGN/PCGN spelling most studios' Latin names use; the
 * soft and hard signs vanish): "Студия Мосфильм" reads "studiya mosfilm".
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Lower-case Cyrillic letters to Latin; every other character as it is. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text) out += CYRILLIC_TO_LATIN[ch] ?? ch;
  return out;
}

/**
 * Words that say what a business is, not which: left out of a name before comparing, in Latin and
 * (transliterated) Russian. A name of nothing else keeps them.
 */
const GENERIC_WORDS = new Set([
  'studio',
  'studios',
  'stage',
  'stages',
  'the',
  'llc',
  'gmbh',
  'ltd',
  'limited',
  'inc',
  'corp',
  'co',
  'ag',
  'sa',
  'srl',
  'bv',
  'pty',
  'plc',
  'ooo',
  'zao',
  'oao',
  'ao',
  'ip',
  'studiya',
  'studii',
  'studiyu',
  'kinostudiya',
]);

/** The name's words as compared: decoded, folded, transliterated, without punctuation or generic words. */
export function nameTokens(name: string): string[] {
  const folded = transliterate(
    decodeHtmlEntities(name)
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase(),
  )
    .replace(/&/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (folded === '') return [];
  const words = folded.split(' ');
  const kept = words.filter((w) => !GENERIC_WORDS.has(w));
  return kept.length > 0 ? kept : words;
}

/** The name's comparable form: its words sorted and joined by one space. */
export function normalizeStudioName(name: string): string {
  return [...nameTokens(name)].sort().join(' ');
}

function jaro(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i += 1) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j += 1) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = true;
      bMatched[j] = true;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k += 1;
    if (a[i] !== b[k]) transpositions += 1;
    k += 1;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

/** Jaro-Winkler similarity (0 to 1; a common prefix of up to 4 characters counts extra). */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  return j + prefix * 0.1 * (1 - j);
}

/** Words in common over words in either (0 to 1). */
export function tokenJaccard(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const word of left) if (right.has(word)) common += 1;
  return common / (left.size + right.size - common);
}

/** The mean, over a's words, of each one's best Jaro-Winkler against b's words (Monge-Elkan). */
function mongeElkan(a: readonly string[], b: readonly string[]): number {
  let total = 0;
  for (const word of a) {
    let best = 0;
    for (const other of b) best = Math.max(best, jaroWinkler(word, other));
    total += best;
  }
  return total / a.length;
}

/**
 * How alike two names' words are (0 to 1), in any order: every word of each name matched to its most
 * alike word of the other (Jaro-Winkler), averaged, the lower of the two directions, so that a word
 * only one name has ("Stage One" and "Stage Two") counts against them; never below the Jaccard overlap.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return Math.max(Math.min(mongeElkan(a, b), mongeElkan(b, a)), tokenJaccard(a, b));
}
