import { formatShortDate } from '@domain/format-date';
import { stripReferences } from '@domain/parameter-values';
import type { Parameter, SourceReference } from '@domain/schemas/studio-schemas';
import type { ReactNode } from 'react';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { studioDetailMessages } from '../studio-detail-messages';
import {
  type ParameterLike,
  parameterDisplayName,
  parameterReferences,
  parameterValueText,
} from '../utils/parameter-view';
import { ParameterReferences } from './parameter-references';

type ParameterInput = ParameterLike & Partial<Pick<Parameter, 'version' | 'history' | 'updated_at'>>;

/**
 * One parameter: its display name, its value without [n] markers and its references, its version
 * and, when it has earlier versions, a small 'History' disclosure listing them with their dates.
 */
export function ParameterRow({
  parameter,
  sources,
  actions,
}: {
  parameter: ParameterInput;
  sources: Readonly<Record<string, SourceReference>>;
  /** Per-parameter admin controls (a later issue). */
  actions?: ReactNode;
}) {
  const t = useMessages(studioDetailMessages);
  const { locale } = useLocale();
  const name = parameterDisplayName(parameter, locale);
  const value = parameterValueText(parameter);
  const references = parameterReferences(parameter, sources);
  const history = parameter.history ?? [];
  return (
    <div className="grid gap-x-4 gap-y-1 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <dt className="text-sm font-medium text-muted break-words">{name}</dt>
      <dd className="min-w-0 text-sm">
        <div className="break-words">
          <span className="whitespace-pre-line">{value || '—'}</span>
          <ParameterReferences references={references} />
          {actions}
        </div>
        <div className="mt-1 flex flex-wrap items-start gap-x-3 gap-y-1 text-xs text-muted">
          {typeof parameter.version === 'number' ? (
            <span>{t.version({ version: parameter.version })}</span>
          ) : null}
          {history.length > 0 ? (
            <details className="min-w-0">
              <summary className="cursor-pointer rounded text-accent-text hover:underline">
                {t.history({ count: history.length })}
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
                    <span>{stripReferences(entry.parameter_value) || '—'}</span>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>
      </dd>
    </div>
  );
}
