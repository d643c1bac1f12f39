/**
 * The header's 'Shortlist' link with the number of saved studios (product.md §16), and the live region
 * that says 'Saved' or 'Removed' as the Save toggles change the list. A plain link: it works before
 * the app's script runs; the count shows once the browser's list is read (the server cannot).
 */
import { NavLink } from 'react-router';
import { navLinkClass } from '@/shared/components/layout/site-header';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { useShortlist, useShortlistAnnouncement } from '../model/shortlist-store';
import { shortlistMessages } from '../shortlist-messages';

export function ShortlistNavLink() {
  const t = useMessages(shortlistMessages);
  const count = useShortlist().length;
  const { text, serial } = useShortlistAnnouncement();
  return (
    <>
      <NavLink
        to={paths.shortlist()}
        className={(state) => cn(navLinkClass(state), 'inline-flex items-center gap-1.5')}
        data-testid="shortlist-nav"
      >
        {t.nav}
        {count > 0 ? (
          <>
            <span
              aria-hidden="true"
              data-testid="shortlist-count"
              className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-semibold text-accent-ink"
            >
              {count}
            </span>
            <span className="sr-only">{`, ${t.navCount({ count })}`}</span>
          </>
        ) : null}
      </NavLink>
      <span role="status" aria-live="polite" className="sr-only" data-testid="shortlist-announcement">
        {/* Keyed by the serial: the same words said twice are said again. */}
        <span key={serial}>{text}</span>
      </span>
    </>
  );
}
