/**
 * The comparison rows of the image chain and stage logistics (issue 38), one per catalog entry of
 * image-chain-catalog.ts (its label, unit and 'better' come from the catalog), and the in-camera VFX
 * readiness row: each minimum with its state, so an unknown shows as 'Not stated' and is never
 * folded into a score. compare-row-definitions.ts adds them to the table.
 */
import type { CompareCategoryId } from './compare-categories';
import type { RawValue, RowDefinition } from './compare-row-definitions';
import { READINESS_TEXTS } from './icvfx-readiness';
import { IMAGE_CHAIN_CATALOG } from './image-chain-catalog';
import type { CatalogEntry } from './parameter-catalog';
import { parseBoolean, parseList, parseNumber } from './parameter-values';
import type { ComparedStudio } from './schemas/compare-schemas';

function categoryOf(key: string): CompareCategoryId {
  if (key.startsWith('LED_')) return 'led';
  if (key.startsWith('STAGE_')) return 'stage';
  return 'equipment';
}

function reader(entry: CatalogEntry): (studio: ComparedStudio) => RawValue {
  const stated = (studio: ComparedStudio) =>
    Object.hasOwn(studio.image_chain, entry.key) ? studio.image_chain[entry.key]! : null;
  switch (entry.type) {
    case 'number':
    case 'integer':
      return (s) => {
        const value = stated(s);
        return { kind: 'number', value: value === null ? null : parseNumber(value) };
      };
    case 'boolean':
      return (s) => {
        const value = stated(s);
        return { kind: 'flag', value: value === null ? null : parseBoolean(value) };
      };
    case 'list':
      return (s) => ({ kind: 'list', value: parseList(stated(s) ?? '') });
    default:
      return (s) => ({ kind: 'text', value: stated(s) });
  }
}

const KIND = {
  number: 'number',
  integer: 'number',
  boolean: 'flag',
  list: 'list',
} as const satisfies Partial<Record<CatalogEntry['type'], RowDefinition['kind']>>;

export const IMAGE_CHAIN_ROWS: readonly RowDefinition[] = [
  {
    id: 'led.icvfx_readiness',
    category: 'led',
    kind: 'list',
    label: { en: READINESS_TEXTS.en.heading, ru: READINESS_TEXTS.ru.heading },
    read: (s, locale) => {
      const texts = READINESS_TEXTS[locale];
      return {
        kind: 'list',
        value: s.icvfx_readiness.map((item) => `${texts.items[item.id]}: ${texts[item.status]}`),
      };
    },
  },
  ...IMAGE_CHAIN_CATALOG.map(
    (entry): RowDefinition => ({
      id: `${categoryOf(entry.key)}.${entry.key.toLowerCase()}`,
      category: categoryOf(entry.key),
      kind: (KIND as Partial<Record<string, RowDefinition['kind']>>)[entry.type] ?? 'text',
      key: entry.key,
      read: reader(entry),
    }),
  ),
];
