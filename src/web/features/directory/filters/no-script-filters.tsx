/**
 * The filters for a reader without JavaScript (issue 15, decision 011): inside the filters panel's
 * GET form, a <noscript> with a group of checkboxes per filter (each named as its address parameter,
 * QUERY_KEYS), the address's other list parameters kept as hidden fields, and a submit button. With
 * JavaScript none of it is in the page (a browser running scripts does not build a noscript's
 * content), so the dropdowns behave as before: no flash, no layout shift.
 */

import { DAY_RATE_QUERY_KEYS, DAY_RATE_UNKNOWN_TOKEN } from '@domain/day-rate-query';
import {
  CHOICE_KEYS,
  CHOICE_VALUES,
  type ChoiceKey,
  isChoiceKey,
  MULTI_CHOICE_KEYS,
  YES_NO_CHOICE_KEYS,
} from '@domain/image-chain-choices';
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
import { freeDatesMessages } from './free-dates-messages';
import { choiceValueLabel } from './image-chain-choice-filters';
import { listFilterMessages } from './list-filter-messages';
import { noScriptMessages } from './no-script-messages';

/**
 * The filters' GET form: one per page, named so that the fields outside it (the search box, the
 * sort select) belong to it by their form attribute.
 */
export const STUDIO_FILTERS_FORM_ID = 'studio-filters';

/**
 * The fields the form has: the search box, the groups, 'verified', the image chain's choices, the
 * budget, the free dates and the sort select. with_unknown is shared: the form has the choices' and
 * the budget's, the address keeps the ranges' (keptWithUnknown).
 */
const FORM_FIELDS = new Set<string>([
  SEARCH_QUERY_KEY,
  ...Object.values(QUERY_KEYS),
  PLACE_QUERY_KEYS.verified,
  PLACE_QUERY_KEYS.sort,
  ...CHOICE_KEYS,
  DAY_RATE_QUERY_KEYS.max,
  PLACE_QUERY_KEYS.freeFrom,
  PLACE_QUERY_KEYS.freeTo,
]);

/** The address's with_unknown items the form has no box for (the ranges'); null when none is left. */
function keptWithUnknown(value: string): string | null {
  const items = value
    .split(',')
    .filter((item) => item && !isChoiceKey(item) && item !== DAY_RATE_UNKNOWN_TOKEN);
  return items.length > 0 ? items.join(',') : null;
}
/** Another page of the list, not this form's business: a new filter starts from the first page. */
const DROPPED = new Set(['page']);

/**
 * Built on the server only: a browser running scripts never builds a noscript's content (React
 * neither hydrates nor renders it), and building its checkboxes for every option (thousands of
 * cities with ten thousand studios) cost each keystroke's list several milliseconds on a phone. The
 * browser's build leaves the form's code out altogether (import.meta.env.SSR is false there).
 */
export function NoScriptFilters(props: {
  filters: StudioFilters;
  options: FilterOptions;
  budget: { max: number; includeUnknown: boolean } | null;
  currency: string;
}) {
  return import.meta.env.SSR ? <NoScriptForm {...props} /> : <noscript />;
}

function NoScriptForm({
  filters,
  options,
  budget,
  currency,
}: {
  filters: StudioFilters;
  options: FilterOptions;
  budget: { max: number; includeUnknown: boolean } | null;
  currency: string;
}) {
  const t = useMessages(directoryMessages);
  const n = useMessages(noScriptMessages);
  const l = useMessages(listFilterMessages);
  const f = useMessages(freeDatesMessages);
  const keepsUnknown = (key: ChoiceKey) => Boolean(filters.choices?.[key]?.includeUnknown);
  const { locale } = useLocale();
  const { search } = useLocation();
  // What the address holds that the form has no field for (place, ranges, view): kept as it is.
  // The language is always sent: the page's own (the address may not name it), so the next page
  // reads in it whatever the cookie or Accept-Language say.
  const kept = [...new URLSearchParams(search)].flatMap(([name, value]): [string, string][] => {
    if (FORM_FIELDS.has(name) || DROPPED.has(name) || !isStudioListParam(name)) return [];
    if (name !== PLACE_QUERY_KEYS.withUnknown) return [[name, value]];
    const rest = keptWithUnknown(value);
    return rest === null ? [] : [[name, rest]];
  });
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
        <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" data-no-script="choices">
          {MULTI_CHOICE_KEYS.map((key) => (
            <fieldset key={key} className="rounded-md border border-line px-3 py-2 text-sm">
              <legend className="font-medium">{l.choice({ key })}</legend>
              {CHOICE_VALUES[key].map((value) => (
                <label key={value} className="flex min-h-6 items-center gap-2">
                  <input
                    type="checkbox"
                    name={key}
                    value={value}
                    defaultChecked={filters.choices?.[key]?.values.includes(value)}
                  />
                  {choiceValueLabel(key, value, l)}
                </label>
              ))}
              <label className="flex min-h-6 items-center gap-2 text-xs">
                <input
                  type="checkbox"
                  name={PLACE_QUERY_KEYS.withUnknown}
                  value={key}
                  defaultChecked={keepsUnknown(key)}
                />
                {l.keepUnknown}
              </label>
            </fieldset>
          ))}
          {YES_NO_CHOICE_KEYS.map((key) => (
            <fieldset key={key} className="rounded-md border border-line px-3 py-2 text-sm">
              <legend className="font-medium">{l.choice({ key })}</legend>
              {(['', 'yes', 'no'] as const).map((value) => (
                <label key={value || 'any'} className="flex min-h-6 items-center gap-2">
                  <input
                    type="radio"
                    name={key}
                    value={value}
                    defaultChecked={(filters.choices?.[key]?.values[0] ?? '') === value}
                  />
                  {value === '' ? l.any : choiceValueLabel(key, value, l)}
                </label>
              ))}
              <label className="flex min-h-6 items-center gap-2 text-xs">
                <input
                  type="checkbox"
                  name={PLACE_QUERY_KEYS.withUnknown}
                  value={key}
                  defaultChecked={keepsUnknown(key)}
                />
                {l.keepUnknown}
              </label>
            </fieldset>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-3 text-sm" data-no-script="budget">
          <legend className="font-medium">{l.budgetLegend}</legend>
          <label className="flex flex-col gap-1">
            {l.budgetLabel({ currency })}
            <input
              type="number"
              min="1"
              step="any"
              name={DAY_RATE_QUERY_KEYS.max}
              defaultValue={budget ? String(budget.max) : ''}
              className="w-36 rounded-md border border-line bg-surface px-2 py-1"
            />
          </label>
          <label className="flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              name={PLACE_QUERY_KEYS.withUnknown}
              value={DAY_RATE_UNKNOWN_TOKEN}
              defaultChecked={budget?.includeUnknown ?? false}
            />
            {l.budgetKeepUnknown}
          </label>
          <p className="w-full text-xs text-muted">{l.budgetHint}</p>
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-3 text-sm" data-no-script="free-dates">
          <legend className="font-medium">{f.legend}</legend>
          <label className="flex flex-col gap-1">
            {f.from}
            <input
              type="date"
              name={PLACE_QUERY_KEYS.freeFrom}
              defaultValue={filters.freeDates?.from ?? ''}
              className="rounded-md border border-line bg-surface px-2 py-1"
            />
          </label>
          <label className="flex flex-col gap-1">
            {f.to}
            <input
              type="date"
              name={PLACE_QUERY_KEYS.freeTo}
              defaultValue={filters.freeDates?.to ?? ''}
              className="rounded-md border border-line bg-surface px-2 py-1"
            />
          </label>
          <p className="w-full text-xs text-muted">{f.hint}</p>
        </fieldset>
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
