import { formatShortDate } from '@domain/format-date';
import type { Parameter, SourceReference } from '@domain/schemas/studio-schemas';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioPageMessages } from '../studio-page-messages';
import { ParameterReferences } from './parameter-references';
import {
  type ParameterLike,
  parameterDisplayName,
  parameterReferences,
  parameterValueHref,
  parameterValueText,
} from './parameter-view';

type ParameterInput = ParameterLike & Partial<Pick<Parameter, 'version' | 'history' | 'updated_at'>>;

/**
 * One parameter: its display name, its value formatted in the visitor's language (email and phone
 * as mailto:/tel: links) and its references. Only a parameter with earlier versions shows its
 * version, as a small disclosure that opens its history ('Version 1' on every row says nothing).
 */
export function ParameterRow({
  parameter,
  sources,
  actions,
}: {
  parameter: ParameterInput;
  sources: Readonly<Record<string, SourceReference>>;
  /** Per-value controls: its freshness and "Suggest a correction" (product.md §14). */
  actions?: ReactNode;
}) {
  const t = useMessages(studioPageMessages);
  const { locale } = useLocale();
  const name = parameterDisplayName(parameter, locale);
  const value = parameterValueText(parameter, locale);
  const href = value ? parameterValueHref(parameter) : null;
  const references = parameterReferences(parameter, sources);
  const history = parameter.history ?? [];
  return (
    <div className="grid gap-x-4 gap-y-1 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <dt className="text-sm font-medium text-muted break-words">{name}</dt>
      <dd className="min-w-0 text-sm">
        <div className="break-words">
          {href ? (
            <a href={href} className="rounded text-accent-text underline-offset-2 hover:underline">
              {value}
            </a>
          ) : (
            <span className="whitespace-pre-line">{value || '—'}</span>
          )}
          <ParameterReferences references={references} />
          {actions}
        </div>
        {history.length > 0 ? (
          <details className="mt-1 min-w-0 text-xs text-muted">
            <summary className="w-fit cursor-pointer rounded text-accent-text underline-offset-2 hover:underline">
              {t.versionHistory({ version: parameter.version ?? history.length + 1, count: history.length })}
            </summary>
            <ol className="mt-1.5 flex flex-col gap-1 border-l-2 border-line pl-3">
              {history.map((entry) => (
                <li key={entry.version} className="break-words">
                  <span className="font-medium text-ink">
                    {t.historyEntry({
                      version: entry.version,
                      date: formatShortDate(entry.updated_at, locale) ?? '—',
                    })}
                  </span>
                  {': '}
                  <span>
                    {parameterValueText(
                      { parameter_key: parameter.parameter_key, parameter_value: entry.parameter_value },
                      locale,
                    ) || '—'}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </dd>
    </div>
  );
}
