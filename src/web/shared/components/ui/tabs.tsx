/**
 * Tabs (Radix): arrow keys move between tabs, the panel follows. With `hrefOf` each tab is also a
 * link to the page showing its panel: a tab clicked before the app's script has run opens that page
 * (the server renders it with the panel chosen), as a new tab or window would; once the app runs, a
 * plain click switches in place.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { isPlainClick } from '@/shared/lib/plain-click';

const TRIGGER_CLASSES = cn(
  '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted',
  'hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink',
);

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export function Tabs({
  items,
  value,
  onValueChange,
  label,
  className,
  forceMount,
  hrefOf,
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange(value: string): void;
  label: string;
  className?: string;
  /** Every panel in the page, the inactive ones not displayed (a page that must read without scripts). */
  forceMount?: boolean;
  /** The address of the page that shows a tab's panel: the tabs are links too. */
  hrefOf?: (value: string) => string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={TRIGGER_CLASSES}
            asChild={Boolean(hrefOf)}
          >
            {hrefOf ? (
              <a
                href={hrefOf(item.value)}
                // A link's type names what it links to: Radix's type="button" is not for it.
                type={undefined}
                onClick={(event) => {
                  // Radix has switched on the press (or the key): the page stays.
                  if (isPlainClick(event)) event.preventDefault();
                }}
              >
                {item.label}
              </a>
            ) : (
              item.label
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={forceMount ? true : undefined}
          // Radix keeps a force-mounted panel visible: the inactive ones are hidden here.
          className={cn('pt-4', forceMount && 'data-[state=inactive]:hidden')}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
