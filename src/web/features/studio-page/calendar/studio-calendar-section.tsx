/** The studio page's 'Availability' card (issue 38): the next three months, and the editor for editors. */
import { useQuery } from '@tanstack/react-query';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { SectionCard } from '../page/section-card';
import { CalendarEditor } from './calendar-editor';
import { calendarMessages } from './calendar-messages';
import { CalendarView } from './calendar-view';
import { studioCalendarQuery } from './studio-calendar-api';

export function StudioCalendarSection({ studioId }: { studioId: number }) {
  const t = useMessages(calendarMessages);
  const query = useQuery(studioCalendarQuery(studioId));
  return (
    <SectionCard id="studio-calendar" title={t.heading}>
      {query.data ? (
        <>
          <CalendarView calendar={query.data} studioId={studioId} />
          <ForStudioEditors studioId={studioId}>
            <CalendarEditor calendar={query.data} studioId={studioId} />
          </ForStudioEditors>
        </>
      ) : query.isError ? (
        <p>{t.failed}</p>
      ) : (
        <p>{t.loading}</p>
      )}
    </SectionCard>
  );
}
