import { displayNameOf } from '@domain/parameter-catalog';
import type { Studio } from '@domain/schemas/studio-schemas';
import {
  CAPABILITY_KEYS,
  type CapabilityState,
  capabilityStateOf,
  capabilityStatusOf,
} from '@domain/studio-attributes';
import { TRISTATE_SYMBOLS } from '@domain/value-format';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { useStudioLabels } from '@/shared/i18n/studio-labels';
import { cn } from '@/shared/lib/cn';
import { CapabilityEditor } from '../admin-editors';
import { SectionCard } from '../page/section-card';
import { Fact } from '../page/studio-overview';
import { studioPageMessages } from '../studio-page-messages';

const TONES: Record<CapabilityState, string> = {
  yes: 'bg-good-soft text-good',
  no: 'bg-bad-soft text-bad',
  unknown: 'bg-surface-2 text-muted',
};

/**
 * '3DGS/4DGS Capabilities': each status in words with its mark (✓ offered, ✗ not, ? unknown), so
 * an unknown status never reads as a no; the mark is decoration, the words are what screen readers
 * hear. Admins choose the status from a dropdown in its place.
 */
export function CapabilitiesSection({ studio }: { studio: Studio }) {
  const t = useMessages(studioPageMessages);
  const { locale } = useLocale();
  const labels = useStudioLabels();
  const attrs = studio.detailed_attributes ?? {};
  return (
    <SectionCard id="capabilities" title={t.capabilitiesHeading}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {CAPABILITY_KEYS.map((key) => {
          const state = capabilityStateOf(attrs, key);
          return (
            <Fact key={key} term={displayNameOf(key, locale)}>
              <ForStudioEditors
                studioId={studio.id}
                visitorView={
                  <span className="inline-flex items-center gap-2 text-base font-medium">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex h-6 w-6 items-center justify-center rounded-full text-sm',
                        TONES[state],
                      )}
                    >
                      {TRISTATE_SYMBOLS[state]}
                    </span>
                    <span>{labels.capability(capabilityStatusOf(attrs, key))}</span>
                  </span>
                }
              >
                <CapabilityEditor studio={studio} capability={key} />
              </ForStudioEditors>
            </Fact>
          );
        })}
      </dl>
    </SectionCard>
  );
}
