/** Shapes a studio's parameters into the categorized response of product.md §3. */
import {
  categoryOf,
  compareByCatalogOrder,
  displayNameOf,
  PARAMETER_CATEGORIES,
} from '@domain/parameter-catalog';
import { referencesOf } from '@domain/parameter-values';
import type { CategorizedParameters, Parameter } from '@domain/schemas/studio-schemas';
import type { ParameterRow, SourceRow } from '../db/repositories/parameter-reads';

/** rows: every version of every parameter, any order. */
export function presentCategorizedParameters(
  rows: readonly ParameterRow[],
  sources: readonly SourceRow[],
): CategorizedParameters {
  const byKey = new Map<string, ParameterRow[]>();
  for (const row of rows) {
    const list = byKey.get(row.parameterKey) ?? [];
    list.push(row);
    byKey.set(row.parameterKey, list);
  }

  const grouped = new Map<string, Parameter[]>();
  const keys = [...byKey.keys()].sort(compareByCatalogOrder);
  for (const key of keys) {
    const versions = (byKey.get(key) ?? []).sort((a, b) => b.version - a.version);
    const current = versions.find((v) => v.isCurrent);
    if (!current) continue; // every version of it was undone
    const category = categoryOf(key).name;
    const list = grouped.get(category) ?? [];
    list.push({
      id: current.id,
      parameter_key: key,
      parameter_value: current.parameterValue,
      display_name: current.displayName ?? displayNameOf(key),
      version: current.version,
      updated_at: current.updatedAt.toISOString(),
      source_references: referencesOf(current.parameterValue, current.sourceReferences),
      history: versions
        .filter((v) => v !== current)
        .map((v) => ({
          version: v.version,
          parameter_value: v.parameterValue,
          updated_at: v.updatedAt.toISOString(),
        })),
    });
    grouped.set(category, list);
  }

  // Categories in catalog order, "Other" last.
  const categorized: Record<string, Parameter[]> = {};
  for (const category of PARAMETER_CATEGORIES) {
    const list = grouped.get(category.name);
    if (list?.length) categorized[category.name] = list;
  }

  const sourceReferences: CategorizedParameters['source_references'] = {};
  for (const s of sources) sourceReferences[String(s.refIndex)] = { url: s.url, description: s.description };

  const parametersCount = Object.values(categorized).reduce((n, list) => n + list.length, 0);
  return {
    success: true,
    error: null,
    parameters_count: parametersCount,
    categories_count: Object.keys(categorized).length,
    categorized_parameters: categorized,
    source_references: sourceReferences,
  };
}
