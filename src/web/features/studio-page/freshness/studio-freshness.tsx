/**
 * When the studio's own fields were last verified (product.md §14): each editable field that has a
 * value and a date, with 'possibly out of date' over 12 months; the studio's editors confirm one
 * ('Still correct') or all of the page's values at once. Parameters show theirs beside them.
 */
import { CORRECTABLE_STUDIO_FIELDS } from '@domain/correctable-fields';
import type { Studio } from '@domain/schemas/studio-schemas';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { useMayEditStudio } from '@/shared/auth/hooks/use-may-edit-studio';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { feedbackMessages } from '../feedback-messages';
import type { Verification } from './get-verifications';
import { ValueFreshness } from './value-freshness';

const StillCorrectButton = lazyNamed(() => import('./still-correct-button'), 'StillCorrectButton');

/** A field's value as the studio shows it: a studio column, else its attribute. */
function hasValue(studio: Studio, key: string): boolean {
  const record = studio as unknown as Record<string, unknown>;
  const value = Object.hasOwn(record, key) ? record[key] : studio.detailed_attributes[key];
  return value !== null && value !== undefined && String(value).trim() !== '';
}

export function StudioFreshness({
  studio,
  verifications,
  parameterKeys,
}: {
  studio: Studio;
  verifications: Readonly<Record<string, Verification>> | undefined;
  /** The parameters the page shows (confirmed together with the fields by 'All values still correct'). */
  parameterKeys: readonly string[];
}) {
  const t = useMessages(feedbackMessages);
  const editable = useMayEditStudio(studio.id);
  if (!verifications) return null;
  const fields = CORRECTABLE_STUDIO_FIELDS.filter(
    (key) => !parameterKeys.includes(key) && verifications[key] && hasValue(studio, key),
  );
  const confirmable = [...fields, ...parameterKeys.filter((key) => verifications[key])];
  // Nothing to tell a visitor when no field of the studio has a date (its parameters carry theirs).
  if (fields.length === 0 && !(editable && confirmable.length > 0)) return null;
  return (
    <CollapsibleSection id="freshness" headingLevel={2} title={t.freshnessHeading}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t.freshnessIntro}</p>
        {fields.length > 0 ? (
          <dl className="divide-y divide-line">
            {fields.map((key) => (
              <div key={key} className="grid gap-x-4 gap-y-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <dt className="text-sm font-medium text-muted">{t[`field_${key}`]}</dt>
                <dd>
                  <ValueFreshness
                    studioId={studio.id}
                    valueKey={key}
                    name={t[`field_${key}`]}
                    verification={verifications[key]}
                  />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {confirmable.length > 0 ? (
          <ForStudioEditors studioId={studio.id}>
            <div>
              <StillCorrectButton studioId={studio.id} keys={confirmable} name={t.allStillCorrect} all />
            </div>
          </ForStudioEditors>
        ) : null}
      </div>
    </CollapsibleSection>
  );
}
