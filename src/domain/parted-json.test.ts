import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePartedJson, partedJson } from './parted-json';

/** Counts the tasks a read takes (each part is read after a turn of the browser). */
function turns() {
  const counted = { count: 0 };
  return { counted, yieldNow: async () => void counted.count++ };
}

const state = {
  locale: 'en',
  queries: {
    queries: [
      { queryKey: ['auth', 'status'], state: { data: { authenticated: false, user: null } } },
      {
        queryKey: ['studios', 'directory'],
        state: {
          data: {
            studios: Array.from({ length: 250 }, (_, i) => ({
              id: i + 1,
              name: `Stage "${i}"\nsecond line, with commas [and] brackets`,
              tags: i % 2 ? [] : ['LED', 'ICVFX'],
              when: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
            })),
            count: 250,
          },
        },
      },
    ],
  },
  wide: Array.from({ length: 120 }, (_, i) => [i, String(i)]),
};

describe('parted JSON (a large page state read a part per task, issue 15)', () => {
  it('is the same value as plain JSON, readable whole by any JSON reader', () => {
    const text = partedJson(state);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(text.replace(/\n/g, '')).toBe(JSON.stringify(state));
  });

  it('puts each part of a long array on a line of its own, and nothing else', () => {
    const lines = partedJson(state, 100).split('\n');
    // Studios: 3 parts; the 120 pairs: 2 parts; the frame around them: 3 lines.
    expect(lines).toHaveLength(3 + 2 + 3);
    expect(lines[0]!.endsWith('"studios":[')).toBe(true);
    expect(JSON.parse(`[${lines[1]!.slice(0, -1)}]`)).toHaveLength(100);
    expect(partedJson({ short: [1, 2, 3] })).toBe(JSON.stringify({ short: [1, 2, 3] }));
  });

  it('reads back to the same value, a part per task', async () => {
    const { counted, yieldNow } = turns();
    expect(await parsePartedJson(partedJson(state, 100), yieldNow)).toEqual(
      JSON.parse(JSON.stringify(state)),
    );
    // The frame, then 3 + 2 parts.
    expect(counted.count).toBe(1 + 5);
    // Plain JSON is read at once.
    expect(await parsePartedJson(JSON.stringify(state), yieldNow)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(counted.count).toBe(6);
  });

  it('reads back any JSON value, whatever its arrays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 4 }), async (value, partItems) => {
        const text = partedJson(value, partItems);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(await parsePartedJson(text, async () => undefined)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses text whose parts do not match its frame', async () => {
    const text = partedJson({ list: [1, 2, 3, 4, 5] }, 2);
    await expect(parsePartedJson(text.replace('\n]', '\n4]'), async () => undefined)).rejects.toThrow();
  });
});
