/**
 * Likely duplicate studios (product.md §20), found without comparing every pair: two studios are
 * proposed when
 *   - their names are alike (nameSimilarity ≥ NAMES_ALIKE_THRESHOLD) and they are within
 *     NEAR_KM of each other by coordinates, or in the same city of the same country; or
 *   - their websites share a registrable domain (www. and subdomains stripped; shared hosts such as
 *     facebook.com left out); or
 *   - they give the same contact email (case ignored).
 * Each pair carries every reason that holds, with its data. Blocking: names are compared only
 * between studios that share a word's first three letters and a place (the city, or a ~2 km cell of a
 * 3-D grid on the globe, with its neighbours), a prefix too common there left out (COMMON_BLOCK);
 * domains and emails by exact key.
 */

import { nameSimilarity, nameTokens } from './duplicate-names';
import { distanceKm, EARTH_RADIUS_KM } from './geo';
import { decodeHtmlEntities } from './html-entities';

export const NAMES_ALIKE_THRESHOLD = 0.9;
export const NEAR_KM = 2;

/** What the finder reads of a studio (or of an import row: any id unique among the subjects). */
export interface DuplicateSubject {
  id: number;
  name: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  email: string | null;
}

export type DuplicateReason =
  | { kind: 'names_alike'; score: number }
  | { kind: 'near'; km: number }
  | { kind: 'same_city'; city: string }
  | { kind: 'same_domain'; domain: string }
  | { kind: 'same_email'; email: string };

export interface DuplicatePair {
  /** The lower id first. */
  a: number;
  b: number;
  reasons: DuplicateReason[];
}

/** Second-level suffixes under which the registrable domain has three labels (example.co.uk). */
const SECOND_LEVEL = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'ltd.uk',
  'plc.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'co.kr',
  'co.za',
  'co.in',
  'com.br',
  'com.cn',
  'com.mx',
  'com.tr',
  'com.ua',
  'com.sg',
  'com.hk',
  'msk.ru',
  'spb.ru',
  'com.ru',
]);

/** Hosts many unrelated studios' pages live on: the same one says nothing. */
const SHARED_HOSTS = new Set([
  'facebook.com',
  'instagram.com',
  'linkedin.com',
  'google.com',
  'youtube.com',
  'vimeo.com',
  'wixsite.com',
  'squarespace.com',
  'linktr.ee',
  'vk.com',
  't.me',
  'twitter.com',
  'x.com',
  'tilda.ws',
  'github.io',
  // Reserved for documentation (RFC 2606): placeholder addresses, such as the demo studios'.
  'example.com',
  'example.net',
  'example.org',
]);

/** The registrable part of a website's host ("https://www.studio.example.co.uk/x" → example.co.uk). */
export function websiteDomain(url: string | null): string | null {
  if (!url) return null;
  const text = url.trim();
  if (text === '') return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return null;
  }
  host = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\d*\./, '');
  if (host === '' || /^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const keep = SECOND_LEVEL.has(labels.slice(-2).join('.')) ? 3 : 2;
  const domain = labels.slice(-keep).join('.');
  return SHARED_HOSTS.has(domain) ? null : domain;
}

/** A contact email as compared: trimmed, lower case; null when it is no address. */
export function normalizeEmail(email: string | null): string | null {
  const text = email?.trim().toLowerCase() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}

function placeText(text: string): string {
  return decodeHtmlEntities(text)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

interface Prepared {
  subject: DuplicateSubject;
  tokens: string[];
  /** city|country, or null when either is missing. */
  place: string | null;
  cell: [number, number, number] | null;
  domain: string | null;
  email: string | null;
}

const CELL_KM = NEAR_KM;

/** More studios than this in one word prefix's blocks around a studio: the prefix is too common to block on. */
const COMMON_BLOCK = 64;

function cellOf(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  const scale = EARTH_RADIUS_KM / CELL_KM;
  return [
    Math.floor(Math.cos(phi) * Math.cos(lambda) * scale),
    Math.floor(Math.cos(phi) * Math.sin(lambda) * scale),
    Math.floor(Math.sin(phi) * scale),
  ];
}

function prepare(subject: DuplicateSubject): Prepared {
  const city = placeText(subject.city);
  const country = placeText(subject.country);
  const located = subject.latitude !== null && subject.longitude !== null;
  return {
    subject,
    tokens: nameTokens(subject.name),
    place: city && country ? `${city}|${country}` : null,
    cell: located ? cellOf(subject.latitude!, subject.longitude!) : null,
    domain: websiteDomain(subject.website),
    email: normalizeEmail(subject.email),
  };
}

/** The blocks a name falls in: the first 3 letters of each of its words. */
function prefixes(tokens: readonly string[]): string[] {
  return [...new Set(tokens.map((t) => t.slice(0, 3)))];
}

/** Every reason two prepared subjects are likely the same studio (none: they are not proposed). */
function reasonsFor(x: Prepared, y: Prepared): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  const km =
    x.cell && y.cell
      ? distanceKm(
          { latitude: x.subject.latitude!, longitude: x.subject.longitude! },
          { latitude: y.subject.latitude!, longitude: y.subject.longitude! },
        )
      : null;
  const near = km !== null && km <= NEAR_KM;
  const sameCity = x.place !== null && x.place === y.place;
  // The names are compared only where the place allows a pair: the cheap test first.
  const score = near || sameCity ? nameSimilarity(x.tokens, y.tokens) : 0;
  if (score >= NAMES_ALIKE_THRESHOLD) {
    reasons.push({ kind: 'names_alike', score: Math.round(score * 100) / 100 });
    if (near) reasons.push({ kind: 'near', km: Math.round(km * 10) / 10 });
    if (sameCity) reasons.push({ kind: 'same_city', city: decodeHtmlEntities(x.subject.city).trim() });
  }
  if (x.domain !== null && x.domain === y.domain) reasons.push({ kind: 'same_domain', domain: x.domain });
  if (x.email !== null && x.email === y.email) reasons.push({ kind: 'same_email', email: x.email });
  return reasons;
}

function addTo(index: Map<string, number[]>, key: string, at: number): void {
  const list = index.get(key);
  if (list) list.push(at);
  else index.set(key, [at]);
}

export interface FindDuplicatesOptions {
  /**
   * Only pairs with at least one of these ids (an import's rows against the stored studios and each
   * other); every pair when not given.
   */
  involving?: ReadonlySet<number>;
}

/**
 * The likely duplicate pairs among the subjects, each once (lower id first), ordered by the lower id
 * then the higher.
 */
export function findDuplicatePairs(
  subjects: readonly DuplicateSubject[],
  options: FindDuplicatesOptions = {},
): DuplicatePair[] {
  const prepared = subjects.map(prepare);
  const index = new Map<string, number[]>();
  prepared.forEach((p, at) => {
    for (const prefix of prefixes(p.tokens)) {
      if (p.place) addTo(index, `p|${p.place}|${prefix}`, at);
      if (p.cell) addTo(index, `g|${p.cell.join(',')}|${prefix}`, at);
    }
    if (p.domain) addTo(index, `d|${p.domain}`, at);
    if (p.email) addTo(index, `e|${p.email}`, at);
  });
  const { involving } = options;
  const n = prepared.length;
  const seen = new Set<number>();
  const pairs: DuplicatePair[] = [];
  const consider = (i: number, j: number) => {
    if (i === j) return;
    const x = prepared[i]!;
    const y = prepared[j]!;
    if (involving && !involving.has(x.subject.id) && !involving.has(y.subject.id)) return;
    const key = i < j ? i * n + j : j * n + i;
    if (seen.has(key)) return;
    seen.add(key);
    const reasons = reasonsFor(x, y);
    if (reasons.length === 0) return;
    const [a, b] = x.subject.id < y.subject.id ? [x, y] : [y, x];
    pairs.push({ a: a.subject.id, b: b.subject.id, reasons });
  };
  const size = (block: string) => index.get(block)?.length ?? 0;
  prepared.forEach((p, i) => {
    // A pair with a row of an import has the row on one side: looked up from there.
    if (involving && !involving.has(p.subject.id)) return;
    // Per word prefix, the blocks of its places; a prefix so common here that its blocks hold more
    // than COMMON_BLOCK studios ("vol" of a city's many "Volume …") is left out, unless every one of
    // the name's prefixes is: then the least common one is kept.
    const byPrefix = prefixes(p.tokens).map((prefix) => {
      const blocks: string[] = [];
      if (p.place) blocks.push(`p|${p.place}|${prefix}`);
      if (p.cell) {
        const [cx, cy, cz] = p.cell;
        for (let dx = -1; dx <= 1; dx += 1)
          for (let dy = -1; dy <= 1; dy += 1)
            for (let dz = -1; dz <= 1; dz += 1) blocks.push(`g|${cx + dx},${cy + dy},${cz + dz}|${prefix}`);
      }
      return { blocks, total: blocks.reduce((sum, block) => sum + size(block), 0) };
    });
    const rare = byPrefix.filter((b) => b.total <= COMMON_BLOCK);
    const least = byPrefix.reduce<(typeof byPrefix)[number] | null>(
      (best, b) => (best === null || b.total < best.total ? b : best),
      null,
    );
    const nameBlocks = (rare.length > 0 ? rare : least ? [least] : []).flatMap((b) => b.blocks);
    const blocks = [...nameBlocks];
    if (p.domain) blocks.push(`d|${p.domain}`);
    if (p.email) blocks.push(`e|${p.email}`);
    for (const block of blocks) for (const j of index.get(block) ?? []) consider(i, j);
  });
  return pairs.sort((p, q) => p.a - q.a || p.b - q.b);
}
