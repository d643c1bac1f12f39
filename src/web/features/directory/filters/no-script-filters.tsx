/**
 * The filters for a reader without JavaScript (issue 15, decision 011): inside the filters panel's
 * GET form, a <noscript> with a group of checkboxes per filter (each named as its address parameter,
 * QUERY_KEYS), the address's other list parameters kept as hidden fields, and a submit button. With
 * JavaScript none of it is in the page (a browser running scripts does not build a noscript's
 * content), so the dropdowns behave as before: no flash, no layout shift.
 */

import type { FilterOptions } from '@domain/studio-filter-options';
import { FILTER_GROUPS, type StudioFilters } from '@domain/studio-filters';
import {
  filterFieldValue,
  isStudioListParam,
  PLACE_QUERY_KEYS,
  QUERY_KEYS,
  RECENTLY_VERIFIED_TOKEN,
  SEARCH_QUERY_KEY,
} from '@domain/studio-list-address';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/shared/components/ui/button';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { directoryMessages } from '../directory-messages';
import { groupLabel, optionLabel } from './filter-group-grid';
import { noScriptMessages } from './no-script-messages';

/**
 * The filters' GET form: one per page, named so that the fields outside it (the search box, the
 * sort select) belong to it by their form attribute.
 */
export const STUDIO_FILTERS_FORM_ID = 'studio-filters';

/** The fields the form has: the search box, the groups, 'verified' and the sort select. */
const FORM_FIELDS = new Set<string>([
  SEARCH_QUERY_KEY,
  ...Object.values(QUERY_KEYS),
  PLACE_QUERY_KEYS.verified,
  PLACE_QUERY_KEYS.sort,
]);
/** Another page of the list, not this form's business: a new filter starts from the first page. */
const DROPPED = new Set(['page']);

/**
 * Built on the server only: a browser running scripts never builds a noscript's content (React
 * neither hydrates nor renders it), and building its checkboxes for every option (thousands of
 * cities with ten thousand studios) cost each keystroke's list several milliseconds on a phone. The
 * browser's build leaves the form's code out altogether (import.meta.env.SSR is false there).
 */
export function NoScriptFilters(props: { filters: StudioFilters; options: FilterOptions }) {
  return import.meta.env.SSR ? <NoScriptForm {...props} /> : <noscript />;
}

function NoScriptForm({ filters, options }: { filters: StudioFilters; options: FilterOptions }) {
  const t = useMessages(directoryMessages);
  const n = useMessages(noScriptMessages);
  const { locale } = useLocale();
  const { search } = useLocation();
  // What the address holds that the form has no field for (place, ranges, view): kept as it is.
  // The language is always sent: the page's own (the address may not name it), so the next page
  // reads in it whatever the cookie or Accept-Language say.
  const kept = [...new URLSearchParams(search)].filter(
    ([name]) => !FORM_FIELDS.has(name) && !DROPPED.has(name) && isStudioListParam(name),
  );
  return (
    <noscript>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{n.formHeading}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {FILTER_GROUPS.map((group) => (
            <details
              key={group}
              className="rounded-md border border-line px-3 py-2"
              open={filters[group].length > 0}
            >
              <summary className="cursor-pointer text-sm font-medium">{groupLabel(group, t)}</summary>
              <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-auto">
                {options[group].map((option) => (
                  <li key={option.value}>
                    <label className="inline-flex min-h-6 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={QUERY_KEYS[group]}
                        value={filterFieldValue(group, option.value)}
                        defaultChecked={(filters[group] as readonly string[]).includes(option.value)}
                      />
                      {`${optionLabel(group, option.value, t, locale)} (${option.count})`}
                    </label>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
        <label className="inline-flex min-h-6 w-fit items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={PLACE_QUERY_KEYS.verified}
            value={RECENTLY_VERIFIED_TOKEN}
            defaultChecked={filters.recentlyVerified}
          />
          {t.verifiedFilter}
        </label>
        {kept.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="lang" value={locale} />
        <button type="submit" className={`${buttonClasses('primary')} w-fit`}>
          {n.apply}
        </button>
      </fieldset>
    </noscript>
  );
}
