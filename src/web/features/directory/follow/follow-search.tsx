/**
 * 'Follow this search' (product.md §17): a disclosure beside the export with the Atom feed of the
 * address's search (a plain link) and the email alert form, whose code loads when it is opened.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { followMessages } from './follow-messages';
import { feedHref, followedQuery } from './follow-query';

const FollowForm = lazy(() => import('./follow-form'));

export function FollowSearch() {
  const t = useMessages(followMessages);
  const { locale } = useLocale();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="relative"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={buttonClasses('secondary', 'sm', 'cursor-pointer list-none')}>{t.follow}</summary>
      <div className="absolute right-0 z-20 mt-2 flex w-80 max-w-[90vw] flex-col gap-3 rounded-[var(--radius-control)] border border-line bg-surface p-4 shadow-lg">
        <p className="text-sm text-muted">{t.intro}</p>
        <a href={feedHref(search, locale)} type="application/atom+xml" className="text-sm underline">
          {t.feed}
        </a>
        {/* The form needs script (its token, its answer): without it the feed link stands alone. */}
        {open ? (
          <>
            <h2 className="text-base font-semibold">{t.emailHeading}</h2>
            <Suspense fallback={<p className="text-sm text-muted">{t.loading}</p>}>
              <FollowForm key={search} query={followedQuery(search)} />
            </Suspense>
          </>
        ) : null}
      </div>
    </details>
  );
}
