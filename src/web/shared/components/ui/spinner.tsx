import { cn } from '@/shared/lib/cn';

/** A spinner with its label for screen readers (and optionally shown). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-muted', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 rounded-full border-2 border-line border-t-accent"
        style={{ animation: 'vp-spin 0.8s linear infinite' }}
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}
