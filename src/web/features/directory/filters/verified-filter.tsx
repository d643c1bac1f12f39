/**
 * 'Verified in the last 12 months' (product.md §14): one checkbox, in the filter panel on wide screens
 * and in the Filters sheet (on its draft) on phones.
 */
import { useRef } from 'react';
import { useChoiceBeforeHydration } from '@/shared/hooks/use-choice-before-hydration';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { directoryMessages } from '../directory-messages';

export function VerifiedFilter({
  checked,
  onChange,
  className,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  const t = useMessages(directoryMessages);
  const box = useRef<HTMLInputElement>(null);
  // Ticked or cleared on the server's page before its script ran: the list's filter once hydrated.
  useChoiceBeforeHydration(
    box,
    (element) => element.checked !== checked,
    (element) => onChange(element.checked),
  );
  return (
    <label
      className={cn('inline-flex w-fit cursor-pointer items-center gap-2 text-sm select-none', className)}
    >
      <input
        ref={box}
        type="checkbox"
        className="h-4 w-4 accent-[var(--vp-accent)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t.verifiedFilter}
    </label>
  );
}
