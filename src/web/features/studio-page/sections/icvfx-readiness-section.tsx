import {
  icvfxReadiness,
  READINESS_TEXTS,
  type ReadinessStatus,
  readinessCounts,
} from '@domain/icvfx-readiness';
import { displayNameOf } from '@domain/parameter-catalog';
import type { SourceReference, Studio } from '@domain/schemas/studio-schemas';
import { formatParameterValue, TRISTATE_SYMBOLS } from '@domain/value-format';
import { useLocale } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { SectionCard } from '../page/section-card';
import { ParameterReferences } from '../parameters/parameter-references';
import { type ParameterLike, parameterReferences } from '../parameters/parameter-view';

const TONES: Record<ReadinessStatus, string> = {
  met: 'bg-good-soft text-good',
  not_met: 'bg-bad-soft text-bad',
  unknown: 'bg-surface-2 text-muted',
};
const SYMBOLS: Record<ReadinessStatus, string> = {
  met: TRISTATE_SYMBOLS.yes,
  not_met: TRISTATE_SYMBOLS.no,
  unknown: TRISTATE_SYMBOLS.unknown,
};

/**
 * 'In-camera VFX readiness' (issue 38, product.md §10): each public minimum with its state in words
 * ('Stated', 'Stated as no', 'Not stated'), the value the studio gives and its sources. The counts
 * are shown side by side, never as one score, so an unknown stays visible. The marks are decoration;
 * screen readers hear the words.
 */
export function IcvfxReadinessSection({
  studio,
  sources,
  parameters,
}: {
  studio: Studio;
  /** The studio's parameters by key: a value's references are its own where it has them. */
  parameters: ReadonlyMap<string, ParameterLike>;
  /** The studio's source list (from its parameters); empty while they load. */
  sources: Readonly<Record<string, SourceReference>>;
}) {
  const { locale } = useLocale();
  const texts = READINESS_TEXTS[locale];
  const items = icvfxReadiness(studio.detailed_attributes ?? {});
  return (
    <SectionCard id="icvfx-readiness" title={texts.heading}>
      <p className="mb-3 text-sm text-muted">{texts.summary(readinessCounts(items))}</p>
      <ul className="flex flex-col gap-2" aria-label={texts.heading}>
        {items.map((item) => (
          <li
            key={item.id}
            className="flex items-start gap-2"
            data-readiness={item.id}
            data-status={item.status}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm',
                TONES[item.status],
              )}
            >
              {SYMBOLS[item.status]}
            </span>
            <span className="min-w-0">
              <span className="font-medium">{texts.items[item.id]}</span>
              {': '}
              <span>{texts[item.status]}</span>
              {item.value !== null ? (
                <span className="text-muted">
                  {` (${displayNameOf(item.key, locale)}: ${formatParameterValue(item.key, item.value, locale)})`}
                  <ParameterReferences
                    references={parameterReferences(
                      parameters.get(item.key) ?? {
                        parameter_key: item.key,
                        parameter_value: '',
                        source_references: item.references,
                      },
                      sources,
                    )}
                  />
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
