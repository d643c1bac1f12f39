import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentAsOf } from './page-state';

describe('currentAsOf (a page state read long after its rendering, issue 15)', () => {
  it("dates the page's successful queries when it is read, keeping their data as it is", () => {
    const data = { studios: [{ id: 1 }], count: 1 };
    const state = {
      mutations: [],
      queries: [
        {
          queryKey: ['studios', 'directory'],
          queryHash: 'd',
          state: { status: 'success', data, dataUpdatedAt: 1 },
        },
        {
          queryKey: ['studio', 9],
          queryHash: 's',
          state: { status: 'error', data: undefined, dataUpdatedAt: 0 },
        },
      ],
    } as unknown as DehydratedState;
    const read = currentAsOf(state, 5_000_000);
    expect(read.queries[0]!.state.dataUpdatedAt).toBe(5_000_000);
    expect(read.queries[0]!.state.data).toBe(data);
    // A failed query is left as it was (the browser tries it again, as before).
    expect(read.queries[1]!.state).toBe(state.queries[1]!.state);
    // The state the server sent is not changed.
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(1);
  });
});
