/**
 * A card's 'Compare' box. The server's list is on screen before the page's script runs (decision
 * 011), and a reader on a slow line may tick a box meanwhile: once hydrated, a box whose tick differs
 * from the selection is taken in as the reader's click (useChoiceBeforeHydration).
 */
import { useRef } from 'react';
import { useChoiceBeforeHydration } from '@/shared/hooks/use-choice-before-hydration';

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
  useChoiceBeforeHydration(box, (element) => element.checked !== selected, onToggle);
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md text-sm select-none">
      <input
        ref={box}
        type="checkbox"
        className="h-4 w-4 accent-[var(--vp-accent)]"
        checked={selected}
        onChange={onToggle}
        aria-label={label}
      />
      <span aria-hidden="true">{text}</span>
    </label>
  );
}
