/**
 * Selection mode (product.md §2: `compare=true`): the available studios, searchable by name, city, country
 * and description; a click adds a studio, the selected ones can be removed; 'Compare' once 2 or more
 * are chosen, at most 4 (product.md §5's messages). The selection lives in the URL.
 */
import { studioCountryName } from '@domain/countries';
import { COMPARE_MAX_STUDIOS, COMPARE_MIN_STUDIOS } from '@domain/limits';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { Chip } from '@/shared/components/ui/chip';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { TextInput } from '@/shared/components/ui/text-input';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { type CompareCandidate, compareCandidatesQueryOptions } from '../api/compare-candidates';
import { compareMessages } from '../compare-messages';
import { isFocusSelection } from '../hooks/use-compare-url';

export interface StudioPickerProps {
  selected: readonly number[];
  onChange(ids: number[]): void;
  onCompare(ids: number[]): void;
  /** Shown when the page came from a comparison: go back to it unchanged. */
  onCancel?: () => void;
  /** Why the picker is shown instead of a comparison (one studio left), above the selection. */
  notice?: string;
}

export function StudioPicker({ selected, onChange, onCompare, onCancel, notice }: StudioPickerProps) {
  const t = useMessages(compareMessages);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limitHit, setLimitHit] = useState(false);
  const candidates = useQuery(compareCandidatesQueryOptions());
  const { state } = useLocation();
  const selectionRef = useRef<HTMLUListElement>(null);
  // A comparison fell to one studio (its Remove pressed): focus the kept studio's Remove, where the
  // comparison's was, instead of the top of the page.
  const focusSelection = isFocusSelection(state);
  useEffect(() => {
    if (focusSelection) selectionRef.current?.querySelector('button')?.focus();
  }, [focusSelection]);

  const byId = useMemo(
    () => new Map((candidates.data ?? []).map((c) => [c.id, c] as const)),
    [candidates.data],
  );
  const visible = useMemo(() => {
    const words = deferredQuery.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const all = candidates.data ?? [];
    return words.length === 0 ? all : all.filter((c) => words.every((w) => c.haystack.includes(w)));
  }, [candidates.data, deferredQuery]);

  const chosen = new Set(selected);
  const add = (id: number) => {
    if (chosen.has(id)) return;
    if (selected.length >= COMPARE_MAX_STUDIOS) {
      setLimitHit(true);
      return;
    }
    onChange([...selected, id]);
  };
  const remove = (id: number) => {
    setLimitHit(false);
    onChange(selected.filter((s) => s !== id));
  };
  const nameOf = (id: number) => byId.get(id)?.name ?? `#${id}`;
  const enough = selected.length >= COMPARE_MIN_STUDIOS;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.selectHeading}</h1>
        <p className="text-muted">{t.selectIntro}</p>
      </header>

      <section
        aria-labelledby={`${searchId}-selected`}
        className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] md:sticky md:top-2 md:z-10"
      >
        {notice ? (
          <p
            role="status"
            className="rounded-[var(--radius-control)] border border-warn bg-highlight px-3 py-2 text-sm font-medium"
          >
            {notice}
          </p>
        ) : null}
        <h2 id={`${searchId}-selected`} className="font-semibold">
          {t.selectedHeading({ n: selected.length, max: COMPARE_MAX_STUDIOS })}
        </h2>
        {selected.length === 0 ? (
          <p className="text-sm text-muted">{t.noneSelected}</p>
        ) : (
          <ul ref={selectionRef} className="flex flex-wrap gap-2">
            {selected.map((id) => (
              <li key={id}>
                <Chip
                  label={nameOf(id)}
                  removeLabel={t.removeSelected(nameOf(id))}
                  onRemove={() => remove(id)}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => onCompare([...selected])} disabled={!enough}>
            {t.compare}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t.backToComparison}
            </Button>
          ) : null}
          <div aria-live="polite" className="text-sm">
            {limitHit ? (
              <p className="font-medium text-bad">{t.maxMessage}</p>
            ) : !enough && !notice ? (
              <p className="text-muted">{t.minMessage}</p>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby={`${searchId}-available`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${searchId}-available`} className="text-lg font-semibold">
            {t.availableHeading}
          </h2>
          {candidates.data ? (
            <p className="text-sm text-muted" aria-live="polite">
              {t.availableCount({ shown: visible.length, total: candidates.data.length })}
            </p>
          ) : null}
        </div>
        <div className="flex max-w-xl flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t.searchLabel}
          </label>
          <TextInput
            id={searchId}
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <CandidateList
          status={candidates.status}
          candidates={visible}
          chosen={chosen}
          onAdd={add}
          onRemove={remove}
          onRetry={() => void candidates.refetch()}
          retrying={candidates.isFetching}
        />
      </section>
    </div>
  );
}

function CandidateList({
  status,
  candidates,
  chosen,
  onAdd,
  onRemove,
  onRetry,
  retrying,
}: {
  status: 'pending' | 'error' | 'success';
  candidates: readonly CompareCandidate[];
  chosen: ReadonlySet<number>;
  onAdd(id: number): void;
  onRemove(id: number): void;
  onRetry(): void;
  retrying: boolean;
}) {
  const t = useMessages(compareMessages);
  const { locale } = useLocale();
  if (status === 'pending') return <Spinner label={t.loadingStudios} showLabel className="py-8" />;
  if (status === 'error') {
    return (
      <StatePanel
        role="alert"
        tone="error"
        headingLevel={3}
        title={t.listError}
        action={
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {t.tryAgain}
          </Button>
        }
      />
    );
  }
  if (candidates.length === 0) return <StatePanel role="status" headingLevel={3} title={t.noMatches} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {candidates.map((c) => {
        const isChosen = chosen.has(c.id);
        return (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={isChosen}
              onClick={() => (isChosen ? onRemove(c.id) : onAdd(c.id))}
              className={cn(
                'flex h-full w-full items-start justify-between gap-3 rounded-[var(--radius-control)] border p-3 text-left',
                'transition-colors duration-150 active:scale-[0.99]',
                isChosen
                  ? 'border-accent bg-accent-soft text-accent-text'
                  : 'border-line bg-surface hover:border-line-strong hover:bg-surface-2',
              )}
            >
              <span className="min-w-0">
                <span className="block font-medium">{c.name}</span>
                <span className={cn('block text-sm', isChosen ? 'text-accent-text' : 'text-muted')}>
                  {[c.city, studioCountryName(c, locale)].filter(Boolean).join(', ')}
                </span>
              </span>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                  isChosen ? 'bg-accent text-accent-ink' : 'border border-line text-muted',
                )}
              >
                {isChosen ? `✓ ${t.added}` : `+ ${t.add}`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
