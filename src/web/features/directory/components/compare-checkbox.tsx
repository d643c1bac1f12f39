/**
 * A card's 'Compare' box. The server's list is on screen before the page's script runs (decision
 * 011), and a reader on a slow line may tick a box meanwhile: React keeps the tick in the page but not
 * in the selection, so the box showed ticked with no comparison bar. Once hydrated, a box whose tick
 * differs from the selection is taken in as the reader's click. A box rendered later (not over the
 * server's HTML) always agrees with the selection: nothing happens. A tick the selection refuses (a
 * fifth studio) is taken back (useControlledChange).
 */
import { useLayoutEffect, useRef } from 'react';
import { useControlledChange } from '@/shared/hooks/use-controlled-change';

export function CompareCheckbox({
  selected,
  label,
  text,
  onToggle,
}: {
  selected: boolean;
  label: string;
  text: string;
  onToggle(): void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const controlled = useControlledChange();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: the server's box as the reader left it.
  useLayoutEffect(() => {
    if (box.current && box.current.checked !== selected) onToggle();
  }, []);
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md text-sm select-none">
      <input
        ref={box}
        type="checkbox"
        className="h-4 w-4 accent-[var(--vp-accent)]"
        checked={selected}
        onChange={controlled(onToggle)}
        aria-label={label}
      />
      <span aria-hidden="true">{text}</span>
    </label>
  );
}
