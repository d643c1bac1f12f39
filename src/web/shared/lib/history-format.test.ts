import { describe, expect, it } from 'vitest';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import {
  actionText,
  historyChangeText,
  historyContext,
  historyFieldText,
  historyValueText,
} from './history-format';

const en = studioAdminMessages.en;
const ru = studioAdminMessages.ru;

describe('history in words', () => {
  it('names fields: the editor names, status, the studio, else the parameter display name', () => {
    expect(historyFieldText('name', en, 'en')).toBe('Name');
    expect(historyFieldText('showreel_video_url', en, 'en')).toBe('Showreel URL');
    expect(historyFieldText('status', en, 'en')).toBe('Status');
    expect(historyFieldText('studio', en, 'en')).toBe('Studio');
    expect(historyFieldText('personal_data', en, 'en')).toBe('Personal data');
    expect(historyFieldText('owner', ru, 'ru')).toBe('Владелец');
    expect(historyFieldText('tour_credits', ru, 'ru')).toBe('Авторы тура');
    expect(historyFieldText('LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', en, 'en')).not.toBe(
      'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
    );
  });

  it('reads values: empty, text, statuses by label, link lists by name, objects by key', () => {
    expect(historyValueText(null, 'showreel_video_url', en, 'en')).toBe('empty');
    expect(historyValueText('', 'name', en, 'en')).toBe('empty');
    expect(historyValueText([], 'tour_credits', en, 'en')).toBe('empty');
    expect(historyValueText('Berlin', 'city', en, 'en')).toBe('Berlin');
    expect(historyValueText('published', 'status', en, 'en')).toBe('Published');
    expect(historyValueText('pending_review', 'status', ru, 'ru')).toBe('На проверке');
    expect(historyValueText(7, 'x', en, 'en')).toBe('7');
    expect(
      historyValueText(
        [
          { name: 'Unreal Engine', url: 'https://www.unrealengine.com' },
          { name: 'Nuke', url: 'https://www.foundry.com' },
        ],
        'production_pipeline_post_tools',
        en,
        'en',
      ),
    ).toBe('Unreal Engine (https://www.unrealengine.com), Nuke (https://www.foundry.com)');
    expect(historyValueText({ name: 'New', city: 'Oslo', status: 'draft' }, 'studio', en, 'en')).toBe(
      'Name: New; City: Oslo; Status: Draft',
    );
  });

  it('names actions and statuses', () => {
    expect(actionText('edit', en)).toBe('Edited');
    expect(actionText('archive', ru)).toBe('Перемещена в архив');
    expect(actionText('mystery', en)).toBe('mystery');
    expect(actionText('erase', en)).toBe('Personal data erased');
    expect(actionText('owner', ru)).toBe('Добавлен владелец');
    // The actions the server logs beyond the editor's catalog (studio-writes.ts).
    expect(actionText('image', en, 'en')).toBe('Images changed');
    expect(actionText('image', ru, 'ru')).toBe('Изменение изображений');
    expect(actionText('calendar', en, 'en')).toBe('Calendar changed');
    expect(actionText('calendar', ru, 'ru')).toBe('Изменение календаря');
    expect(actionText('duplicate', en, 'en')).toBe('Duplicate pair reviewed');
    // A merge of duplicates and its undo (product.md §20, issue 39).
    expect(actionText('merge', en, 'en')).toBe('Duplicates merged');
    expect(actionText('merge', ru, 'ru')).toBe('Дубликаты объединены');
    expect(actionText('merge_undo', en, 'en')).toBe('Merge undone');
    expect(actionText('merge_undo', ru, 'ru')).toBe('Объединение отменено');
    // The server logs an undo as action 'merge' on field merge_undo:<id>: it reads as the undo.
    expect(actionText('merge', en, 'en', 'merge_undo:9')).toBe('Merge undone');
    expect(actionText('merge', ru, 'ru', 'merge:9')).toBe('Дубликаты объединены');
  });

  it('tells a merge and its undo by the two studios, not by all of their columns', () => {
    const apart = {
      survivor: { name: 'Volta', mergedInto: null },
      merged: { name: 'Volta GmbH', mergedInto: null },
    };
    const together = {
      survivor: { name: 'Volta', mergedInto: null },
      merged: { name: 'Volta GmbH', mergedInto: 4 },
    };
    expect(historyChangeText({ field: 'merge:9', before: apart, after: together }, en, 'en')).toEqual({
      field: 'Merge of studio 9',
      before: 'Volta and Volta GmbH, two studios',
      after: 'Volta GmbH merged into Volta',
    });
    expect(historyChangeText({ field: 'merge_undo:9', before: together, after: apart }, ru, 'ru')).toEqual({
      field: 'Отмена объединения со студией 9',
      before: 'Volta GmbH объединена с Volta',
      after: 'Volta и Volta GmbH, две студии',
    });
    expect(actionText('correction', ru, 'ru')).toBe('Исправление принято');
    expect(actionText('verify', en, 'en')).toBe('Confirmed unchanged');
    // 'Published' claims no verification: only an approved owner claim may (product.md §4).
    expect(studioStatusLabel('published', 'en')).toBe('Published');
    expect(studioStatusLabel('published', 'ru')).toBe('Опубликована');
    expect(studioStatusLabel('mystery', 'en')).toBe('Unknown');
  });
});

describe('link lists show their addresses', () => {
  it('a link whose address changed under the same name reads differently before and after', () => {
    const change = {
      field: 'production_pipeline_virtual_tools',
      before: [{ name: 'Unreal', url: 'https://www.unrealengine.com' }],
      after: [{ name: 'Unreal', url: 'https://evil-changed.example/' }],
    };
    expect(historyChangeText(change, en, 'en')).toEqual({
      field: historyFieldText('production_pipeline_virtual_tools', en, 'en'),
      before: 'Unreal (https://www.unrealengine.com)',
      after: 'Unreal (https://evil-changed.example/)',
    });
    const russian = historyChangeText(change, ru, 'ru');
    expect(russian.before).toBe('Unreal (https://www.unrealengine.com)');
    expect(russian.after).toBe('Unreal (https://evil-changed.example/)');
    // An entry without an address: its name alone.
    expect(historyValueText([{ name: 'Jane Doe', url: '' }], 'tour_credits', en, 'en')).toBe('Jane Doe');
  });
});

const IMAGE = {
  id: 'd394f17f-1111-4222-8333-444455556666',
  hash: '807461db0a0b0c0d0e0f',
  kind: 'photo',
  caption: 'Stage A',
  credit: '',
  cover: false,
};
const PLAN = { ...IMAGE, id: 'aaaa0000-1111-4222-8333-444455556666', kind: 'floor_plan', caption: '' };

/** Field, before and after as one string, to check no raw key, hash or id is left in it. */
function all(text: { field: string; before: string; after: string }): string {
  return `${text.field} | ${text.before} | ${text.after}`;
}

describe('images, sources and owners in words', () => {
  it('an image added, edited, removed: its kind and caption, and what changed', () => {
    const field = `image:${IMAGE.id}`;
    expect(historyChangeText({ field, before: null, after: IMAGE }, en, 'en')).toEqual({
      field: 'Photo “Stage A”',
      before: 'empty',
      after: 'Added',
    });
    expect(historyChangeText({ field, before: null, after: { ...IMAGE, cover: true } }, ru, 'ru')).toEqual({
      field: 'Фото «Stage A»',
      before: 'пусто',
      after: 'Добавлено; обложка',
    });
    expect(
      historyChangeText(
        { field, before: IMAGE, after: { ...IMAGE, credit: 'Jane', caption: 'Stage B' } },
        en,
        'en',
      ),
    ).toEqual({
      field: 'Photo “Stage B”',
      before: 'caption “Stage A”; no credit',
      after: 'caption “Stage B”; credit “Jane”',
    });
    expect(
      historyChangeText({ field, before: IMAGE, after: { ...IMAGE, kind: 'floor_plan' } }, ru, 'ru'),
    ).toEqual({ field: 'План этажа «Stage A»', before: 'Фото', after: 'План этажа' });
    expect(historyChangeText({ field: `image:${PLAN.id}`, before: PLAN, after: null }, en, 'en')).toEqual({
      field: 'Floor plan',
      before: 'Floor plan',
      after: 'Removed',
    });
    for (const locale of ['en', 'ru'] as const) {
      const text = all(
        historyChangeText(
          { field, before: IMAGE, after: { ...IMAGE, credit: 'x' } },
          studioAdminMessages[locale],
          locale,
        ),
      );
      expect(text).not.toMatch(/d394f17f|807461db|hash|kind|cover:|credit:|image:/);
    }
  });

  it("the images' order by earlier positions, the cover by the image's name, a seed's images by count", () => {
    const [a, b, c] = ['id-a', 'id-b', 'id-c'];
    expect(
      historyChangeText({ field: 'images:order', before: [a, b, c], after: [b, a, c] }, en, 'en'),
    ).toEqual({
      field: 'Image order',
      before: '1, 2, 3',
      after: '2, 1, 3',
    });
    expect(historyChangeText({ field: 'images:order', before: [a], after: [a] }, ru, 'ru').field).toBe(
      'Порядок изображений',
    );
    const history = [
      { field: 'images:cover', before: IMAGE.id, after: PLAN.id },
      { field: `image:${IMAGE.id}`, before: null, after: IMAGE },
    ];
    const context = historyContext(history);
    expect(historyChangeText(history[0]!, en, 'en', context)).toEqual({
      field: 'Cover',
      before: 'Photo “Stage A”',
      after: 'An image',
    });
    expect(
      historyChangeText({ field: 'images:cover', before: null, after: IMAGE.id }, ru, 'ru', context),
    ).toEqual({
      field: 'Обложка',
      before: 'пусто',
      after: 'Фото «Stage A»',
    });
    expect(historyChangeText({ field: 'images', before: null, after: [a, b, c] }, en, 'en')).toEqual({
      field: 'Photos and floor plans',
      before: 'empty',
      after: '3 images',
    });
    expect(historyChangeText({ field: 'images', before: null, after: [a, b] }, ru, 'ru').after).toBe(
      '2 изображения',
    );
  });

  it('sources, owners, erased personal data, a seeded studio, migrations', () => {
    const source = { url: 'https://example.com/spec.pdf', description: 'Spec sheet' };
    expect(historyChangeText({ field: 'source:2', before: null, after: source }, en, 'en')).toEqual({
      field: 'Source 2',
      before: 'empty',
      after: 'Spec sheet (https://example.com/spec.pdf)',
    });
    expect(historyChangeText({ field: 'source:2', before: 'imported', after: null }, ru, 'ru')).toEqual({
      field: 'Источник 2',
      before: 'импортированный источник',
      after: 'пусто',
    });
    expect(
      historyChangeText(
        { field: 'owner', before: null, after: { email: 'olga@example.com', claim_id: 1 } },
        ru,
        'ru',
      ),
    ).toEqual({ field: 'Владелец', before: 'пусто', after: 'olga@example.com (заявка 1)' });
    expect(
      historyChangeText(
        { field: 'owner', before: null, after: { email: 'olga@example.com', claim_id: null } },
        en,
        'en',
      ).after,
    ).toBe('olga@example.com');
    const erased = {
      field: 'personal_data',
      before: { kind: 'claim', id: 4, created_at: '2025-03-03T10:00:00.000Z' },
      after: { erased: true, cause: 'retention' },
    };
    expect(historyChangeText(erased, en, 'en')).toEqual({
      field: 'Personal data',
      before: 'Owner claim 4 of Mar 3, 2025',
      after: 'Erased: the retention period ran out',
    });
    const erasedRu = historyChangeText({ ...erased, after: { erased: true, cause: 'request' } }, ru, 'ru');
    expect(erasedRu.before).toMatch(/^Заявка владельца 4 от 3 мар/);
    expect(erasedRu.after).toBe('Удалены по запросу');
    expect(historyChangeText({ field: 'studio', before: null, after: 'created' }, ru, 'ru').after).toBe(
      'Создана',
    );
    expect(
      historyChangeText(
        {
          field: 'studio',
          before: null,
          after: { name: 'New', city: 'Oslo', country: 'Norway', status: 'draft' },
        },
        ru,
        'ru',
      ).after,
    ).not.toMatch(/name|city|country|status|draft/);
    expect(historyChangeText({ field: 'country_code', before: null, after: 'NO' }, ru, 'ru').field).toBe(
      'Код страны',
    );
    // A created studio's entry: its keys by the editor's names (the country's code too).
    expect(
      historyChangeText(
        { field: 'studio', before: null, after: { name: 'New', country: 'Norway', country_code: 'NO' } },
        en,
        'en',
      ).after,
    ).toBe('Name: New; Country: Norway; Country code: NO');
    expect(
      historyChangeText(
        { field: 'coordinates', before: null, after: { latitude: 59.9139, longitude: 10.7522 } },
        en,
        'en',
      ),
    ).toEqual({ field: 'Coordinates', before: 'empty', after: '59.9139, 10.7522' });
  });
});

describe('day rates and the exchange-rate table in words (product.md §18)', () => {
  const rates = {
    currency: 'EUR',
    shooting_day: 13000,
    prep_day: null,
    half_day: 7500,
    minimum_days: 2,
    included: ['tracking', 'led_technicians'],
    overtime: '10% per hour',
  };

  it('names the fields', () => {
    expect(historyFieldText('day_rates', en, 'en')).toBe('Day rates');
    expect(historyFieldText('day_rates', ru, 'ru')).toBe('Дневные ставки');
    expect(historyFieldText('exchange_rates', en, 'en')).toBe('Exchange rates');
    expect(historyFieldText('exchange_rates', ru, 'ru')).toBe('Курсы валют');
  });

  it('reads day rates as money per day with their terms, and cleared rates as empty', () => {
    const change = historyChangeText({ field: 'day_rates', before: null, after: rates }, en, 'en');
    expect(change).toEqual({
      field: 'Day rates',
      before: 'empty',
      after:
        '€13,000 per shooting day; €7,500 per half day; minimum 2 days; included: LED technicians, camera tracking; overtime: 10% per hour',
    });
    expect(historyValueText({ ...rates, minimum_days: 1, half_day: null }, 'day_rates', en, 'en')).toContain(
      'minimum 1 day;',
    );
    expect(historyValueText(rates, 'day_rates', ru, 'ru').replace(/\s/g, ' ')).toBe(
      '13 000 € за съёмочный день; 7 500 € за полдня; минимум 2 дн.; включено: LED-техники, трекинг камеры; переработка: 10% per hour',
    );
  });

  it('reads the table by its date and rates, an empty one as no rates', () => {
    const before = { rates_of: null, rates: [] };
    const after = {
      rates_of: '2026-11-01',
      rates: [
        { currency: 'GBP', per_eur: 0.86 },
        { currency: 'USD', per_eur: 1.0825 },
      ],
    };
    expect(historyChangeText({ field: 'exchange_rates', before, after }, en, 'en')).toEqual({
      field: 'Exchange rates',
      before: 'no rates',
      after: 'rates of Nov 1, 2026: GBP 0.86, USD 1.0825',
    });
    expect(historyValueText(after, 'exchange_rates', ru, 'ru')).toMatch(
      /^курс на 1 нояб\. 2026 г\.: GBP 0,86, USD 1,0825$/,
    );
  });
});
