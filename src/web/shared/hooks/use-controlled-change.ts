/**
 * A controlled input whose change the app may refuse or alter (a fifth studio to compare): after the
 * change, the input shows the state again, not what the reader did. React does this after every
 * change event. Preact writes `checked` and `value` into the element only when its component renders,
 * and a refused change alters no state, so nothing renders and the element keeps the reader's tick
 * (or text). `controlled(handler)` runs the handler, then renders the component once more: Preact
 * compares each input's `checked` and `value` with the element's and writes back those that differ.
 *
 * The render is queued with the handler's own updates, so a change the app takes is drawn once, with
 * the new state. Use it in the component that renders the input (for radios, the whole group), and
 * only where the handler sets its state at once: a state set later would be undone meanwhile.
 */
import { useReducer } from 'react';

export function useControlledChange(): <A extends unknown[]>(
  handler: (...args: A) => void,
) => (...args: A) => void {
  const [, render] = useReducer((n: number) => n + 1, 0);
  return (handler) =>
    (...args) => {
      handler(...args);
      render();
    };
}
