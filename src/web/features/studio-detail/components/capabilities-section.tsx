import { displayNameOf } from '@domain/parameter-catalog';
import type { Studio } from '@domain/schemas/studio-schemas';
import { CAPABILITY_KEYS, type CapabilityKey, capabilityStatusOf } from '@domain/studio-attributes';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { useDetailLabels } from '../hooks/use-detail-labels';
import { studioDetailMessages } from '../studio-detail-messages';
import { SectionCard } from './section-card';
import { Fact } from './studio-overview';

/** '3DGS/4DGS Capabilities': the two statuses as plain text (admins get dropdowns through the slot). */
export function CapabilitiesSection({
  studio,
  renderStatus,
}: {
  studio: Studio;
  /** Replaces a status's text (the admin's dropdown of a later issue). */
  renderStatus?: (key: CapabilityKey) => ReactNode;
}) {
  const t = useMessages(studioDetailMessages);
  const { locale } = useLocale();
  const labels = useDetailLabels();
  const attrs = studio.detailed_attributes ?? {};
  return (
    <SectionCard id="capabilities" title={t.capabilitiesHeading}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {CAPABILITY_KEYS.map((key) => (
          <Fact key={key} term={displayNameOf(key, locale)}>
            {renderStatus?.(key) ?? (
              <span className="text-base font-medium">
                {labels.capability(capabilityStatusOf(attrs, key))}
              </span>
            )}
          </Fact>
        ))}
      </dl>
    </SectionCard>
  );
}
