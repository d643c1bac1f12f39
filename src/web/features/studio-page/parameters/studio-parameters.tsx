import { PARAMETER_CATEGORIES } from '@domain/parameter-catalog';
import type { CategorizedParameters, DetailedAttributes } from '@domain/schemas/studio-schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ForStudioEditors } from '@/shared/auth/components/for-studio-editors';
import { Button } from '@/shared/components/ui/button';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { Spinner } from '@/shared/components/ui/spinner';
import { StatePanel } from '@/shared/components/ui/state-panel';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { ApiError } from '@/shared/lib/api-client';
import { MissingParameters, ParameterEditor } from '../admin-editors';
import { SuggestCorrectionButton } from '../corrections/suggest-correction';
import type { Verification } from '../freshness/get-verifications';
import { ValueFreshness } from '../freshness/value-freshness';
import { studioPageMessages } from '../studio-page-messages';
import { ParameterRow } from './parameter-row';
import {
  categoryDisplayName,
  parameterDisplayName,
  parameterValueText,
  shownParameterCategories,
} from './parameter-view';

type Messages = (typeof studioPageMessages)['en'];

/** The message of a failed parameters load (product.md §8): 404 'Parameters not found', else with the status. */
function failureText(error: unknown, t: Messages): string {
  if (error instanceof ApiError) {
    return error.status === 404 ? t.parametersNotFound : t.parametersFailedStatus({ status: error.status });
  }
  return t.parametersFailedStatus({ status: error instanceof Error ? error.message : String(error) });
}

function categoryId(name: string, index: number): string {
  const known = PARAMETER_CATEGORIES.find((c) => c.name === name);
  return `parameters-${known ? known.id : `extra-${index}`}`;
}

/**
 * Studio Parameters: one collapsible group per category in the order the API gives (catalog order),
 * each parameter with its references; loading, empty and failure states of product.md §8.
 */
export function StudioParameters({
  query,
  attributes,
  onRetry,
  studioId,
  studioName,
  verifications,
  suggestCorrections,
}: {
  query: UseQueryResult<CategorizedParameters>;
  /** The studio's attributes: the values it shows only through older attributes are listed too. */
  attributes: DetailedAttributes;
  onRetry: () => void;
  studioId: number;
  studioName: string;
  /** Each value's last verification (product.md §14), when loaded. */
  verifications: Readonly<Record<string, Verification>> | undefined;
  /** 'Suggest a correction' beside each value (a public studio's). */
  suggestCorrections: boolean;
}) {
  const t = useMessages(studioPageMessages);
  const { locale } = useLocale();
  const data = query.data;
  const failed = query.isError || (data !== undefined && data.success === false);
  const nonEmpty = data && !failed ? shownParameterCategories(data, attributes) : [];
  const parameterCount = nonEmpty.reduce((n, [, list]) => n + list.length, 0);

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={t.loadingParameters} showLabel className="py-4" />;
  } else if (failed) {
    body = (
      <StatePanel
        title={t.parametersFailed}
        tone="error"
        role="alert"
        headingLevel={3}
        className="max-w-none"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t.tryAgain}
          </Button>
        }
      >
        {query.isError ? failureText(query.error, t) : data?.error || t.parametersNotFound}
      </StatePanel>
    );
  } else if (nonEmpty.length === 0) {
    body = (
      <StatePanel title={t.noParameters} headingLevel={3} className="max-w-none">
        {t.noParametersText}
      </StatePanel>
    );
  } else {
    const sources = data?.source_references ?? {};
    body = (
      <div className="flex flex-col gap-3">
        {nonEmpty.map(([name, list], index) => (
          <CollapsibleSection
            key={name}
            id={categoryId(name, index)}
            headingLevel={3}
            title={
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span>{categoryDisplayName(name, locale)}</span>{' '}
                <span className="text-sm font-normal text-muted">({list.length})</span>
              </span>
            }
          >
            <dl className="-my-2.5 divide-y divide-line">
              {list.map((parameter) => {
                const label = parameterDisplayName(parameter, locale);
                return (
                  <ParameterRow
                    key={parameter.parameter_key}
                    parameter={parameter}
                    sources={sources}
                    actions={
                      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5">
                        {/* The server confirms stored values only; an older attribute's has none to confirm. */}
                        {parameter.fromLegacy ? null : (
                          <ValueFreshness
                            studioId={studioId}
                            valueKey={parameter.parameter_key}
                            name={label}
                            verification={verifications?.[parameter.parameter_key]}
                          />
                        )}
                        {suggestCorrections ? (
                          <SuggestCorrectionButton
                            compact
                            studioId={studioId}
                            studioName={studioName}
                            target={{
                              field: parameter.parameter_key,
                              label,
                              current: parameterValueText(parameter, locale),
                            }}
                          />
                        ) : null}
                        {/* Admins and the studio's owners change the value in place (issue 34). */}
                        <ForStudioEditors studioId={studioId}>
                          <ParameterEditor
                            studioId={studioId}
                            parameterKey={parameter.parameter_key}
                            name={label}
                            value={parameter.parameter_value}
                          />
                        </ForStudioEditors>
                      </div>
                    }
                  />
                );
              })}
            </dl>
          </CollapsibleSection>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="parameters-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="parameters-heading" className="text-lg font-semibold sm:text-xl">
          {t.parametersHeading}
        </h2>
        {nonEmpty.length > 0 ? (
          <p className="text-sm text-muted">
            {t.parametersSummary({ parameters: parameterCount, categories: nonEmpty.length })}
          </p>
        ) : null}
      </div>
      {body}
      {data && !failed ? (
        <ForStudioEditors studioId={studioId}>
          <MissingParameters
            studioId={studioId}
            shownKeys={nonEmpty.flatMap(([, list]) => list.map((p) => p.parameter_key))}
          />
        </ForStudioEditors>
      ) : null}
    </section>
  );
}
