/**
 * The merge screen's choices (product.md §20): both studios side by side with what each would hand
 * over, which one to keep, whose value to keep for every differing field and parameter (a fieldset
 * per row: a table's row on a wide screen, stacked on a phone), a summary, and a confirm step.
 */

import { formatShortDate } from '@domain/format-date';
import type { MergeDto, MergePreviewDto } from '@domain/schemas/duplicate-merge-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { ConfirmDialog } from '@/shared/components/ui/confirm-dialog';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import { paths } from '@/shared/paths';
import { postMerge } from '../api/duplicate-merges';
import { type MergeMessages, mergeMessages } from '../merge-messages';
import {
  buildMergeRequest,
  defaultChoices,
  type MergeChoices,
  type MergeRowKind,
  mergedStudioOf,
  mergeRowLabel,
  mergeValueText,
  movingTexts,
  survivorStudioOf,
  valuesFromMerged,
} from '../utils/merge-rows';

type MergeStudio = MergePreviewDto['studios'][number];
type MergeRow = MergePreviewDto['fields'][number];

export function MergeForm({
  preview,
  error,
  onMerged,
  onFailed,
  onDismissError,
}: {
  preview: MergePreviewDto;
  error: string | null;
  onMerged(merge: MergeDto): void;
  onFailed(error: unknown): void;
  onDismissError(): void;
}) {
  const t = useMessages(mergeMessages);
  const [survivorId, setSurvivorId] = useState(preview.default_survivor);
  const [choices, setChoices] = useState<MergeChoices>(() => defaultChoices(preview));
  // A new preview (a studio changed: 412) starts the choices again from its defaults; the form stays
  // mounted, so the focus stays where it was and the refusal's alert is read.
  const [previewKey, setPreviewKey] = useState(() => versionKey(preview));
  if (previewKey !== versionKey(preview)) {
    setPreviewKey(versionKey(preview));
    setSurvivorId(preview.default_survivor);
    setChoices(defaultChoices(preview));
  }
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const request = buildMergeRequest(preview, survivorId, choices);
  const survivor = survivorStudioOf(preview, request.survivor_id);
  const merged = mergedStudioOf(preview, request.survivor_id);

  const choose = (kind: MergeRowKind, key: string, studioId: number) =>
    setChoices((current) => ({ ...current, [kind]: { ...current[kind], [key]: studioId } }));

  const onConfirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const merge = await postMerge(request);
      setConfirming(false);
      onMerged(merge);
    } catch (failure) {
      setConfirming(false);
      onFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  const moving = movingTexts(merged, t, true);
  const summary = [
    t.summaryKeep({ survivor: survivor.name, merged: merged.name }),
    t.summaryFromMerged({ count: valuesFromMerged(request), merged: merged.name }),
    moving.length > 0
      ? t.summaryMoves({ merged: merged.name, list: moving.join(', ') })
      : t.summaryMovesNothing({ merged: merged.name }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="merge-studios-heading" className="flex flex-col gap-3">
        <h2 id="merge-studios-heading" className="text-lg font-semibold">
          {t.studiosHeading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {preview.studios.map((studio) => (
            <li key={studio.id} className="min-w-0">
              <StudioCard studio={studio} />
            </li>
          ))}
        </ul>
      </section>

      <fieldset className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <legend className="px-1 text-base font-semibold">{t.survivorLegend}</legend>
        <p className="text-sm text-muted">{t.survivorHint}</p>
        {preview.studios.map((studio) => (
          <label key={studio.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="merge-survivor"
              value={studio.id}
              checked={survivorId === studio.id}
              onChange={() => setSurvivorId(studio.id)}
              className="h-4 w-4 shrink-0 accent-[var(--color-accent)]"
            />
            <span className="min-w-0 break-words">{t.studioRef({ name: studio.name, id: studio.id })}</span>
          </label>
        ))}
      </fieldset>

      <section aria-labelledby="merge-choices-heading" className="flex flex-col gap-3">
        <h2 id="merge-choices-heading" className="text-lg font-semibold">
          {t.choicesHeading}
        </h2>
        {preview.fields.length + preview.parameters.length === 0 ? (
          <p className="text-sm text-muted">{t.noDifferences}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{t.choicesHint}</p>
            {(['fields', 'parameters'] as const).map((kind) =>
              preview[kind].length > 0 ? (
                <ChoiceRows
                  key={kind}
                  kind={kind}
                  rows={preview[kind]}
                  studios={preview.studios}
                  chosen={request[kind]}
                  onChoose={choose}
                />
              ) : null,
            )}
          </>
        )}
      </section>

      <section
        aria-labelledby="merge-summary-heading"
        className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface-2 p-4"
      >
        <h2 id="merge-summary-heading" className="text-lg font-semibold">
          {t.summaryHeading}
        </h2>
        {summary.map((line) => (
          <p key={line} className="text-sm break-words">
            {line}
          </p>
        ))}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button
            onClick={() => {
              onDismissError();
              setConfirming(true);
            }}
          >
            {t.reviewMerge}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-bad">
            {error}
          </p>
        ) : null}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!busy) setConfirming(open);
        }}
        title={t.confirmTitle}
        description={
          <>
            {summary.map((line) => (
              <p key={line} className="break-words">
                {line}
              </p>
            ))}
            <p>{t.confirmText}</p>
          </>
        }
        confirmLabel={busy ? t.merging : t.confirmMerge}
        cancelLabel={t.cancel}
        onConfirm={() => void onConfirm()}
        busy={busy}
      />
    </div>
  );
}

function versionKey(preview: MergePreviewDto): string {
  return preview.studios.map((studio) => `${studio.id}@${studio.version}`).join(',');
}

function StudioCard({ studio }: { studio: MergeStudio }) {
  const t = useMessages(mergeMessages);
  const { locale } = useLocale();
  const headingId = `merge-studio-${studio.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm"
    >
      <h3 id={headingId} className="text-base font-semibold break-words">
        <Link to={paths.studio(studio.id)} className="underline underline-offset-2">
          {studio.name}
        </Link>
      </h3>
      <p className="text-muted">{t.studioId({ id: studio.id })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{t.city}</dt>
        <dd className="min-w-0 break-words">{[studio.city, studio.country].filter(Boolean).join(', ')}</dd>
        <dt className="text-muted">{t.status}</dt>
        <dd>{studioStatusLabel(studio.status, locale)}</dd>
        <dt className="text-muted">{t.lastVerified}</dt>
        <dd>{formatShortDate(studio.last_verified_at, locale) ?? t.neverVerified}</dd>
      </dl>
      <div>
        <h4 className="font-medium">{t.wouldMove}</h4>
        <ul className="list-disc ps-5">
          {movingTexts(studio, t).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function ChoiceRows({
  kind,
  rows,
  studios,
  chosen,
  onChoose,
}: {
  kind: MergeRowKind;
  rows: readonly MergeRow[];
  studios: MergePreviewDto['studios'];
  chosen: Record<string, number>;
  onChoose(kind: MergeRowKind, key: string, studioId: number): void;
}) {
  const t = useMessages(mergeMessages);
  const admin = useMessages(studioAdminMessages);
  const { locale } = useLocale();
  const columns = 'sm:grid sm:grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3';
  return (
    <section
      aria-labelledby={`merge-${kind}-caption`}
      className="rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <h3 id={`merge-${kind}-caption`} className="px-4 pt-3 text-base font-semibold">
        {kind === 'fields' ? t.fieldsCaption : t.parametersCaption}
      </h3>
      {/* The column heads of a wide screen; each choice names its studio itself. */}
      <div aria-hidden="true" className={`hidden px-4 pt-2 pb-1 text-xs font-medium text-muted ${columns}`}>
        <span>{kind === 'fields' ? t.columnField : t.columnParameter}</span>
        {studios.map((studio) => (
          <span key={studio.id} className="min-w-0 break-words">
            {t.studioRef({ name: studio.name, id: studio.id })}
          </span>
        ))}
      </div>
      {rows.map((row) => {
        const label = mergeRowLabel(row.key, kind, admin, t, locale);
        return (
          <fieldset
            key={row.key}
            data-testid="merge-choice-row"
            className={`border-t border-line px-4 py-3 ${columns}`}
          >
            <legend className="mb-1 text-sm font-medium break-words sm:float-left sm:mb-0 sm:pt-2">
              {label}
            </legend>
            {studios.map((studio, index) => {
              const text = mergeValueText(row.key, kind, row.values[index], locale, t);
              const missing = text === t.notGiven;
              return (
                <label
                  key={studio.id}
                  className="flex min-w-0 items-start gap-2 rounded-md p-2 text-sm has-[:checked]:bg-surface-2"
                >
                  <input
                    type="radio"
                    name={`merge-${kind}-${row.key}`}
                    value={studio.id}
                    checked={chosen[row.key] === studio.id}
                    onChange={() => onChoose(kind, row.key, studio.id)}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                  />
                  <span className="min-w-0 break-words">
                    <StudioTag studio={studio} t={t} />
                    <span className={missing ? 'text-muted italic' : undefined}>{text}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}

/** Which studio a value is of: shown on a phone (no column heads there), read by screen readers always. */
function StudioTag({ studio, t }: { studio: MergeStudio; t: MergeMessages }) {
  return (
    <span className="block text-xs text-muted sm:sr-only">
      {t.studioRef({ name: studio.name, id: studio.id })}:{' '}
    </span>
  );
}
