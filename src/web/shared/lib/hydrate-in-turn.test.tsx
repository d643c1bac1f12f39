// @vitest-environment happy-dom
import { memo, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn, hydrateInTurns, turnsTaken } from './hydrate-in-turn';

/** What rendered, in order; a batch is what one synchronous render drew (no microtask in between). */
let rendered: string[] = [];
let batches: string[][] = [];
let batch: string[] | null = null;

function record(name: string): void {
  rendered.push(name);
  if (!batch) {
    const current: string[] = [];
    batch = current;
    batches.push(current);
    queueMicrotask(() => {
      batch = null;
    });
  }
  batch.push(name);
}

function Part({ name, onPress }: { name: string; onPress: (name: string) => void }) {
  record(name);
  return (
    <button type="button" onClick={() => onPress(name)}>
      {name}
    </button>
  );
}

/** As the list's cards are: the part and its turn memoised whole. */
const PartInTurn = memo(function PartInTurn(props: { name: string; onPress: (name: string) => void }) {
  return (
    <HydrateInTurn>
      <Part {...props} />
    </HydrateInTurn>
  );
});

/** State that starts as the server's and turns to the browser's right after hydration (useIsHydrating). */
function useBrowserState(name: string): string {
  const [state, setState] = useState('server');
  useLayoutEffect(() => setState('browser'), []);
  record(`${name}:${state}`);
  return state;
}

function Header() {
  return <header>{useBrowserState('header')}</header>;
}

function Page({ onPress }: { onPress: (name: string) => void }) {
  const state = useBrowserState('page');
  return (
    <main data-state={state}>
      <Header />
      {['a', 'b', 'c'].map((name) => (
        <PartInTurn key={name} name={name} onPress={onPress} />
      ))}
    </main>
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onPress={() => {}} />);
  document.body.append(container);
  rendered = [];
  batches = [];
  return container;
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('hydrateInTurns', () => {
  it('hydrates the page first and each part afterwards in a render of its own, on the server elements', async () => {
    const container = serverRendered();
    const serverButtons = [...container.querySelectorAll('button')];
    const onPress = vi.fn();

    hydrateInTurns(() => void hydrateRoot(container, <Page onPress={onPress} />));
    expect(rendered).toEqual(['page:server', 'header:server']);

    await turnsTaken();
    expect(rendered.filter((name) => name.length === 1)).toEqual(['a', 'b', 'c']);
    expect(batches.filter((drawn) => drawn.some((name) => name.length === 1))).toEqual([['a'], ['b'], ['c']]);
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons).toHaveLength(3);
    buttons.forEach((button, index) => {
      expect(button).toBe(serverButtons[index]);
    });
    buttons[2]!.click();
    expect(onPress).toHaveBeenCalledWith('c');
  });

  it("draws what hydration's effects change in a later task, not in the hydration's, and leaves waiting parts waiting", async () => {
    const container = serverRendered();
    hydrateInTurns(() => void hydrateRoot(container, <Page onPress={() => {}} />));

    await flushMicrotasks();
    expect(rendered).toEqual(['page:server', 'header:server']);

    await turnsTaken();
    expect(rendered).toContain('page:browser');
    expect(rendered).toContain('header:browser');
    expect(container.querySelector('main')?.dataset.state).toBe('browser');
    expect(container.querySelector('header')?.textContent).toBe('browser');
    // The page's second render did not draw the parts waiting for their turn; each came once, later.
    expect(batches.find((drawn) => drawn.includes('page:browser'))).toEqual([
      'page:browser',
      'header:browser',
    ]);
    expect(rendered.filter((name) => name.length === 1)).toEqual(['a', 'b', 'c']);
  });
});
