import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { safeExternalUrl } from '@/shared/lib/safe-url';

/**
 * A link out of the app: opened in a new tab with rel="noopener noreferrer", and only for http(s)
 * URLs; anything else renders as plain text. newTabLabel is read to screen readers.
 */
export function ExternalLink({
  href,
  children,
  className,
  newTabLabel,
  ariaLabel,
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  newTabLabel?: string;
  ariaLabel?: string;
}) {
  const safe = safeExternalUrl(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      className={cn('text-accent-text underline decoration-1 hover:decoration-2', className)}
    >
      {children}
      {newTabLabel && !ariaLabel ? <span className="sr-only"> ({newTabLabel})</span> : null}
    </a>
  );
}
