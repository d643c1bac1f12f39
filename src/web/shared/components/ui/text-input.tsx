import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/shared/lib/cn';

export const inputClasses =
  'h-10 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm text-ink ' +
  'placeholder:text-muted hover:border-line-strong focus-visible:border-accent aria-[invalid=true]:border-bad';

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function TextInput({ className, ...props }, ref) {
    return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
  },
);
