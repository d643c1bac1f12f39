/** Tabs (Radix): arrow keys move between tabs, the panel follows. */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

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
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange(value: string): void;
  label: string;
  className?: string;
  /** Every panel in the page, the inactive ones not displayed (a page that must read without scripts). */
  forceMount?: boolean;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted',
              'hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink',
            )}
          >
            {item.label}
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
