/** The frame of an admin list page (claims, corrections, outbox, inbox): its heading, a line saying what it lists, then the list. */
import type { ReactNode } from 'react';

export function AdminListPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
