/**
 * Writes whose effects a reader can check: imports tagged with a round number (every parameter an
 * import sets carries `<tag>-r<round>`, so a reader that sees two rounds at once has seen half an
 * import), and a record of which writes were acknowledged and which were still in flight.
 */
import type { HttpAnswer, HttpSession } from './http-session';

export const STUDIO_PATH = (id: number) => `/api/studios/studios-enhanced/${id}/`;
export const PARAMETERS_PATH = (id: number) => `/api/studios/studios/${id}/parameters/categorized/`;
export const IMPORT_PATH = (id: number) => `/api/studios/studios/${id}/import-parameters/`;
/** The most entries the change-log endpoint answers at once. */
export const HISTORY_LIMIT = 1000;
export const HISTORY_PATH = (id: number) =>
  `/api/studios/studios-enhanced/${id}/history/?limit=${HISTORY_LIMIT}`;
export const IMPORT_HISTORY_PATH = (id: number) => `/api/studios/studios/${id}/import-history/`;

/** The parameter keys of a tagged import: `<PREFIX>_00` ... */
export function taggedKeys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}_${String(i).padStart(2, '0')}`);
}

export function roundValue(tag: string, round: number): string {
  return `${tag}-r${round}`;
}

/** The body of an import that sets every key to this round's value. */
export function taggedImportBody(
  keys: readonly string[],
  tag: string,
  round: number,
  resolution: 'overwrite' | 'version' = 'overwrite',
) {
  const json: Record<string, unknown> = {};
  for (const key of keys) json[key] = roundValue(tag, round);
  return {
    json_data: json,
    preview_only: false,
    resolve_conflicts: resolution,
    file_name: `round-${round}.json`,
  };
}

interface CategorizedAnswer {
  categorized_parameters: Record<string, { parameter_key: string; parameter_value: string }[]>;
}

/** The current value of each of the keys in a categorized-parameters answer (missing keys absent). */
export function parameterValues(body: unknown, keys: readonly string[]): Map<string, string> {
  const wanted = new Set(keys);
  const values = new Map<string, string>();
  for (const list of Object.values((body as CategorizedAnswer).categorized_parameters)) {
    for (const p of list) if (wanted.has(p.parameter_key)) values.set(p.parameter_key, p.parameter_value);
  }
  return values;
}

/**
 * Which import round the tagged keys show: null before the first import, else the one round all of
 * them carry. Throws, naming what it saw, when they are not all there or disagree (a half import).
 */
export function atomicRound(
  values: Map<string, string>,
  keys: readonly string[],
  tag: string,
): number | null {
  if (values.size === 0) return null;
  const rounds = new Set<string>(values.values());
  if (values.size !== keys.length || rounds.size !== 1) {
    throw new Error(
      `half-applied import: ${values.size}/${keys.length} keys, values ${[...rounds].slice(0, 5).join(', ')}`,
    );
  }
  const [only] = rounds;
  const match = new RegExp(`^${tag}-r(\\d+)$`).exec(only ?? '');
  if (!match) throw new Error(`unexpected tagged value ${only}`);
  return Number(match[1]);
}

/** One write: what it asked, and how it ended. */
export interface WriteRecord<T> {
  what: T;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  status?: number;
  answer?: HttpAnswer;
  error?: string;
}

/**
 * Runs `count` writes one after another until `stop()` says so (or the server dies): each is
 * 'acknowledged' (2xx), 'refused' (another status) or 'unknown' (no answer: it may or may not have
 * happened). Stops at the first unknown (the server is gone).
 */
export async function runSequentialWrites<T>(
  make: (n: number) => T,
  send: (what: T) => Promise<HttpAnswer>,
  options: { stop: () => boolean; max?: number; pauseMs?: number },
): Promise<WriteRecord<T>[]> {
  const records: WriteRecord<T>[] = [];
  for (let n = 0; n < (options.max ?? Number.POSITIVE_INFINITY) && !options.stop(); n++) {
    const what = make(n);
    try {
      const answer = await send(what);
      const ok = answer.status >= 200 && answer.status < 300;
      records.push({ what, outcome: ok ? 'acknowledged' : 'refused', status: answer.status, answer });
    } catch (error) {
      records.push({ what, outcome: 'unknown', error: String(error) });
      break;
    }
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
  return records;
}

export async function expectOk(answer: Promise<HttpAnswer> | HttpAnswer, what: string): Promise<HttpAnswer> {
  const res = await answer;
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${what}: ${res.status} ${res.text.slice(0, 500)}`);
  return res;
}

interface HistoryEntry {
  action: string;
  field: string;
  after: unknown;
  import_id: number | null;
}

/** A studio's change log through the API (newest first, at most 1000 rows). */
export async function changeHistory(admin: HttpSession, id: number): Promise<HistoryEntry[]> {
  const res = await expectOk(admin.get(HISTORY_PATH(id)), `history of ${id}`);
  return res.json<{ history: HistoryEntry[] }>().history;
}
