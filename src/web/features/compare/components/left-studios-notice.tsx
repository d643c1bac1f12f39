/** Which studios of a shared comparison have left the directory: by name where known, else by id. */
import { useIntlLocale, useMessages } from '@/shared/i18n/i18n-provider';
import type { LeftStudio } from '../api/compare-studios';
import { compareMessages } from '../compare-messages';

export function LeftStudiosNotice({ left }: { left: readonly LeftStudio[] }) {
  const t = useMessages(compareMessages);
  const intlLocale = useIntlLocale();
  const names = left.map((studio) => (studio.name ? t.leftName(studio.name) : t.studioById(studio.id)));
  return (
    <>
      {t.studiosLeft({
        names: new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(names),
        count: left.length,
      })}
    </>
  );
}
