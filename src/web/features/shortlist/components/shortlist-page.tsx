/**
 * /shortlist (product.md §16): the reader's saved studios with a private note each, 'Compare these'
 * (2 to 4 chosen), 'Request availability and a quote' (asked from the comparison of the chosen
 * studios), the export of the list and its share link. With `?ids=` it is a list someone shared:
 * read-only, with 'Add these to my shortlist'.
 *
 * The list lives in this browser (model/shortlist-store.ts): the server renders the page's frame and
 * where the list is kept, and the list itself shows once the browser has read it.
 */
import { studioCountryName } from '@domain/countries';
import { COMPARE_MAX_STUDIOS, COMPARE_MIN_STUDIOS } from '@domain/limits';
import {
  mergeIntoShortlist,
  parseShortlistIds,
  refreshShortlistNames,
  removeFromShortlist,
  type ShortlistEntry,
  setShortlistNote,
  shortlistShareIds,
} from '@domain/shortlist';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/shared/components/ui/badge';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useIsHydrating } from '@/shared/hooks/use-is-hydrating';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { useAppOrigin } from '@/shared/lib/app-origin';
import { cn } from '@/shared/lib/cn';
import { isPlainClick } from '@/shared/lib/plain-click';
import { absoluteAppUrl, paths } from '@/shared/paths';
import { announceShortlist, readShortlist, updateShortlist, useShortlist } from '../model/shortlist-store';
import { type ShortlistStudioState, useShortlistStudios } from '../model/use-shortlist-studios';
import { shortlistMessages } from '../shortlist-messages';

const EXPORT_URL = '/api/studios/studios-enhanced/export/';

export function ShortlistPage() {
  const [params] = useSearchParams();
  const shared = params.get('ids');
  return shared === null ? <OwnShortlist /> : <SharedShortlist ids={parseShortlistIds(shared)} />;
}

function placeOf(state: ShortlistStudioState | undefined, locale: Locale): string | null {
  if (state?.kind !== 'listed') return null;
  return [state.studio.city, studioCountryName(state.studio, locale)].filter(Boolean).join(', ') || null;
}

function OwnShortlist() {
  const t = useMessages(shortlistMessages);
  const hydrating = useIsHydrating();
  const entries = useShortlist();
  const states = useShortlistStudios(
    entries.map((entry) => entry.id),
    !hydrating,
  );
  const [chosen, setChosen] = useState<number[]>([]);

  // The names the directory gives now become the saved names: a studio that leaves later keeps the
  // name it was last seen by.
  const names = new Map<number, string>();
  for (const [id, state] of states) if (state.kind === 'listed') names.set(id, state.name);
  const namesKey = [...names].map(([id, name]) => `${id}:${name}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the names' text (namesKey).
  useEffect(() => {
    if (names.size > 0) updateShortlist((list) => refreshShortlistNames(list, names));
  }, [namesKey]);

  const listed = entries.filter((entry) => states.get(entry.id)?.kind !== 'left');
  const chosenNow = chosen.filter((id) => listed.some((entry) => entry.id === id));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{t.pageTitle}</h1>
        <p className="text-sm text-muted" data-testid="shortlist-kept-here">
          {t.keptHere}
        </p>
      </header>
      {hydrating ? (
        <div className="flex justify-center py-10">
          <Spinner label={t.loading} showLabel />
        </div>
      ) : entries.length === 0 ? (
        <StatePanel
          title={t.emptyTitle}
          action={
            <Link to={paths.studios()} className={buttonClasses('primary', 'md')}>
              {t.browseStudios}
            </Link>
          }
        >
          {t.emptyText}
        </StatePanel>
      ) : (
        <>
          <p className="text-sm font-medium">{t.count({ count: entries.length })}</p>
          <ul className="flex flex-col gap-3" data-testid="shortlist-entries">
            {entries.map((entry) => (
              <li key={entry.id}>
                <ShortlistItem
                  entry={entry}
                  state={states.get(entry.id)}
                  chosen={chosenNow.includes(entry.id)}
                  canChoose={chosenNow.length < COMPARE_MAX_STUDIOS}
                  onChoose={(on) =>
                    setChosen((ids) =>
                      on
                        ? [...ids.filter((id) => id !== entry.id), entry.id]
                        : ids.filter((id) => id !== entry.id),
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <CompareSection chosen={chosenNow} />
          <ExportSection ids={listed.map((entry) => entry.id)} />
          <ShareSection entries={entries} />
        </>
      )}
    </div>
  );
}

function ShortlistItem({
  entry,
  state,
  chosen,
  canChoose,
  onChoose,
}: {
  entry: ShortlistEntry;
  state: ShortlistStudioState | undefined;
  chosen: boolean;
  canChoose: boolean;
  onChoose(on: boolean): void;
}) {
  const t = useMessages(shortlistMessages);
  const { locale } = useLocale();
  const headingId = useId();
  const noteId = useId();
  const hintId = useId();
  const left = state?.kind === 'left';
  const name = entry.name || `#${entry.id}`;
  const place = placeOf(state, locale);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="shortlist-entry"
      data-studio-id={entry.id}
      className={cn(
        'flex flex-col gap-3 rounded-[var(--radius-card)] border bg-surface p-4 shadow-[var(--shadow-card)]',
        chosen ? 'border-accent ring-2 ring-accent/30' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
            {name}
          </h2>
          {place ? <p className="text-sm text-muted">{place}</p> : null}
          {left ? (
            <p className="mt-1 flex flex-col gap-1 text-sm" data-testid="shortlist-left">
              <span>
                <Badge tone="warn">{t.left}</Badge>
              </span>
              <span className="text-muted">{t.leftHint}</span>
            </p>
          ) : null}
        </div>
        {state?.kind === 'loading' ? <Spinner label={t.loading} /> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t.noteLabel({ name })}
        </label>
        <textarea
          id={noteId}
          aria-describedby={hintId}
          value={entry.note}
          rows={2}
          onChange={(event) =>
            updateShortlist((list) => setShortlistNote(list, entry.id, event.target.value))
          }
          className="w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm"
        />
        <p id={hintId} className="text-xs text-muted">
          {t.noteHint}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {left ? null : (
          <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm select-none">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--vp-accent)]"
              checked={chosen}
              disabled={!chosen && !canChoose}
              onChange={(event) => onChoose(event.target.checked)}
              aria-label={t.chooseLabel({ name })}
            />
            <span aria-hidden="true">{t.choose}</span>
          </label>
        )}
        {left ? null : (
          <Link
            to={paths.studio(entry.id)}
            aria-label={t.viewDetailsOf({ name })}
            className={buttonClasses('secondary', 'sm')}
          >
            {t.viewDetails}
          </Link>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.removeLabel({ name })}
          onClick={() => {
            updateShortlist((list) => removeFromShortlist(list, entry.id));
            announceShortlist(t.announceRemoved({ name }));
          }}
        >
          {t.remove}
        </Button>
      </div>
    </article>
  );
}

function CompareSection({ chosen }: { chosen: readonly number[] }) {
  const t = useMessages(shortlistMessages);
  const headingId = useId();
  const ready = chosen.length >= COMPARE_MIN_STUDIOS && chosen.length <= COMPARE_MAX_STUDIOS;
  const disabledLink = (label: string) => (
    <span aria-disabled="true" className={buttonClasses('secondary', 'md')}>
      {label}
    </span>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t.compareHeading}
      </h2>
      <p className="text-sm text-muted" aria-live="polite">
        {chosen.length >= COMPARE_MAX_STUDIOS ? t.compareTooMany : t.compareHint}
      </p>
      <div className="flex flex-wrap gap-2">
        {ready ? (
          <Link
            to={paths.compare(chosen)}
            className={buttonClasses('primary', 'md')}
            data-testid="shortlist-compare"
          >
            {t.compareButton({ count: chosen.length })}
          </Link>
        ) : (
          disabledLink(t.compareButton({ count: chosen.length }))
        )}
        {/* The request itself is the comparison's (several studios at once): it opens there. */}
        {ready ? (
          <Link
            to={paths.compare(chosen)}
            className={buttonClasses('secondary', 'md')}
            aria-describedby={`${headingId}-quote`}
          >
            {t.requestQuote}
          </Link>
        ) : (
          disabledLink(t.requestQuote)
        )}
      </div>
      <p id={`${headingId}-quote`} className="text-xs text-muted">
        {t.requestQuoteHint}
      </p>
    </section>
  );
}

function ExportSection({ ids }: { ids: readonly number[] }) {
  const t = useMessages(shortlistMessages);
  const { locale } = useLocale();
  const notify = useNotify();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  if (ids.length === 0) return null;
  const href = (format: 'csv' | 'xlsx') =>
    `${EXPORT_URL}?format=${format}&lang=${locale}&ids=${ids.join(',')}`;
  const onClick = async (event: MouseEvent<HTMLAnchorElement>, format: 'csv' | 'xlsx') => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await import('@/shared/lib/download-file').then(
      ({ downloadFile }) => downloadFile(href(format), `shortlist.${format}`),
      () => ({ kind: 'failed' }) as const,
    );
    setPending(false);
    if (result.kind === 'saved') notify('success', t.exportSaved);
    else if (result.kind === 'too-many' || result.kind === 'busy')
      notify('error', t.exportTooMany({ seconds: result.retryAfterSeconds }));
    else notify('error', t.exportFailed);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t.exportHeading}
      </h2>
      <p className="text-sm text-muted">{t.exportHint}</p>
      <div className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={href(format)}
            download
            aria-busy={pending || undefined}
            onClick={(event) => void onClick(event, format)}
            className={buttonClasses('secondary', 'md')}
            data-testid={`shortlist-export-${format}`}
          >
            {format === 'csv' ? t.exportCsv : t.exportXlsx}
          </a>
        ))}
      </div>
    </section>
  );
}

function ShareSection({ entries }: { entries: readonly ShortlistEntry[] }) {
  const t = useMessages(shortlistMessages);
  const origin = useAppOrigin();
  const headingId = useId();
  const inputId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  // Ids only: the notes never leave this browser.
  const url = absoluteAppUrl(`${paths.shortlist()}?ids=${shortlistShareIds(entries)}`, origin);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t.shareHeading}
      </h2>
      <p className="text-sm text-muted">{t.shareHint}</p>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t.shareLinkLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-[var(--radius-control)] border border-line bg-surface-2 px-3 py-2 text-sm"
          data-testid="shortlist-share-url"
        />
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied('copied');
            } catch {
              setCopied('failed');
            }
          }}
        >
          {t.copy}
        </Button>
      </div>
      <p className="text-sm" role="status">
        {copied === 'copied' ? t.copied : copied === 'failed' ? t.copyFailed : null}
      </p>
    </section>
  );
}

function SharedShortlist({ ids }: { ids: readonly number[] }) {
  const t = useMessages(shortlistMessages);
  const { locale } = useLocale();
  const states = useShortlistStudios(ids);
  const [added, setAdded] = useState<number | null>(null);
  const present = ids.flatMap((id) => {
    const state = states.get(id);
    return state?.kind === 'listed' ? [{ id, name: state.name }] : [];
  });
  const loading = ids.some((id) => states.get(id)?.kind === 'loading');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{t.sharedTitle}</h1>
        <p className="text-sm text-muted">{t.sharedIntro}</p>
      </header>
      {ids.length === 0 ? (
        <StatePanel title={t.sharedEmpty} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="shortlist-shared">
            {ids.map((id) => {
              const state = states.get(id);
              const name = state?.kind === 'listed' ? state.name : `#${id}`;
              const place = placeOf(state, locale);
              return (
                <li
                  key={id}
                  data-testid="shortlist-shared-entry"
                  className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
                >
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg leading-snug font-semibold break-words">{name}</h2>
                    {place ? <p className="text-sm text-muted">{place}</p> : null}
                    {state?.kind === 'left' ? <Badge tone="warn">{t.left}</Badge> : null}
                    {state?.kind === 'loading' ? <Spinner label={t.loading} /> : null}
                  </div>
                  {state?.kind === 'listed' ? (
                    <Link
                      to={paths.studio(id)}
                      aria-label={t.viewDetailsOf({ name })}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      {t.viewDetails}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              disabled={loading || present.length === 0}
              onClick={() => {
                const before = new Set(readShortlist().map((entry) => entry.id));
                const after = updateShortlist((list) => mergeIntoShortlist(list, present));
                const count = after.filter((entry) => !before.has(entry.id)).length;
                setAdded(count);
                announceShortlist(t.addedShared({ count }));
              }}
            >
              {t.addShared}
            </Button>
            <Link to={paths.shortlist()} className={buttonClasses('secondary', 'md')}>
              {t.openMine}
            </Link>
          </div>
          <p role="status" className="text-sm">
            {added === null ? null : t.addedShared({ count: added })}
          </p>
        </>
      )}
    </div>
  );
}
