import type { MergePreviewDto } from '@domain/schemas/duplicate-merge-schemas';
import { mergeRequestSchema } from '@domain/schemas/duplicate-merge-schemas';
import { describe, expect, it } from 'vitest';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import { mergeMessages } from '../merge-messages';
import {
  buildMergeRequest,
  defaultChoices,
  mergedStudioOf,
  mergeErrorText,
  mergeRefs,
  mergeRowLabel,
  mergeValueText,
  movingTexts,
  valuesFromMerged,
} from './merge-rows';

const counts = {
  sources: 2,
  images: 0,
  calendar_ranges: 1,
  owners: 0,
  claims: 0,
  corrections: 3,
  enquiries: 1,
};

function preview(): MergePreviewDto {
  return {
    studios: [
      {
        id: 4,
        name: 'Volta',
        city: 'Berlin',
        country: 'Germany',
        status: 'published',
        version: 7,
        last_verified_at: null,
        counts,
      },
      {
        id: 9,
        name: 'Volta Studios',
        city: 'Berlin',
        country: 'Germany',
        status: 'draft',
        version: 2,
        last_verified_at: '2026-11-02T10:00:00.000Z',
        counts: { ...counts, sources: 0, calendar_ranges: 0, corrections: 0, enquiries: 0 },
      },
    ],
    default_survivor: 9,
    fields: [
      { key: 'name', values: ['Volta', 'Volta Studios'], default_from: 9 },
      { key: 'showreel_video_url', values: ['https://v.example/reel', null], default_from: 4 },
    ],
    parameters: [
      { key: 'GENERAL_TOTAL_AREA_M2', values: ['1850', null], default_from: 4 },
      { key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL', values: ['false', 'true'], default_from: 9 },
    ],
  };
}

const en = mergeMessages.en;
const ru = mergeMessages.ru;

describe('the merge request from the choices', () => {
  it("keeps every row's default until it is changed, and sends both versions", () => {
    const p = preview();
    const request = buildMergeRequest(p, p.default_survivor, defaultChoices(p));
    expect(request).toEqual({
      survivor_id: 9,
      merged_id: 4,
      versions: { survivor: 2, merged: 7 },
      fields: { name: 9, showreel_video_url: 4 },
      parameters: { GENERAL_TOTAL_AREA_M2: 4, LED_PHYSICAL_PRIMARY_CEILING_BOOL: 9 },
    });
    // What the server reads: the contract's schema accepts it as it is.
    expect(mergeRequestSchema.parse(request)).toEqual(request);
    expect(valuesFromMerged(request)).toBe(2);
  });

  it('follows a changed choice and a changed survivor, and the versions swap with the survivor', () => {
    const p = preview();
    const choices = defaultChoices(p);
    choices.fields.name = 4;
    choices.parameters.GENERAL_TOTAL_AREA_M2 = 9;
    const request = buildMergeRequest(p, 4, choices);
    expect(request.survivor_id).toBe(4);
    expect(request.merged_id).toBe(9);
    expect(request.versions).toEqual({ survivor: 7, merged: 2 });
    expect(request.fields).toEqual({ name: 4, showreel_video_url: 4 });
    expect(request.parameters).toEqual({ GENERAL_TOTAL_AREA_M2: 9, LED_PHYSICAL_PRIMARY_CEILING_BOOL: 9 });
    expect(valuesFromMerged(request)).toBe(2);
    expect(mergedStudioOf(p, 4).name).toBe('Volta Studios');
  });

  it('sends only the preview rows, and a choice naming neither studio falls back to the default', () => {
    const p = preview();
    const request = buildMergeRequest(p, 9, {
      fields: { name: 123, city: 4 },
      parameters: { UNKNOWN_KEY: 4 },
    });
    expect(request.fields).toEqual({ name: 9, showreel_video_url: 4 });
    expect(request.parameters).toEqual({ GENERAL_TOTAL_AREA_M2: 4, LED_PHYSICAL_PRIMARY_CEILING_BOOL: 9 });
  });
});

describe('the rows in words', () => {
  it("labels fields by the editor's names and parameters by the catalog's, in both languages", () => {
    expect(mergeRowLabel('name', 'fields', studioAdminMessages.en, en, 'en')).toBe('Name');
    expect(mergeRowLabel('showreel_video_url', 'fields', studioAdminMessages.en, en, 'en')).toBe(
      'Showreel URL',
    );
    expect(mergeRowLabel('city', 'fields', studioAdminMessages.ru, ru, 'ru')).toBe('Город');
    expect(mergeRowLabel('GENERAL_TOTAL_AREA_M2', 'parameters', studioAdminMessages.en, en, 'en')).toBe(
      'Total Area',
    );
    expect(mergeRowLabel('GENERAL_TOTAL_AREA_M2', 'parameters', studioAdminMessages.ru, ru, 'ru')).toBe(
      'Общая площадь',
    );
    expect(mergeRowLabel('website_url', 'fields', studioAdminMessages.en, en, 'en')).toBe('Website');
    expect(mergeRowLabel('total_area', 'fields', studioAdminMessages.ru, ru, 'ru')).toBe('Общая площадь');
    expect(mergeRowLabel('SOME_NEW_KEY', 'parameters', studioAdminMessages.en, en, 'en')).toBe(
      'Some New Key',
    );
  });

  it("writes a missing value as 'not given', never 'no', and a false one as 'No'", () => {
    for (const missing of [null, undefined, '', '  ', []]) {
      expect(mergeValueText('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'parameters', missing, 'en', en)).toBe(
        'not given',
      );
      expect(mergeValueText('showreel_video_url', 'fields', missing, 'ru', ru)).toBe('не указано');
    }
    expect(mergeValueText('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'parameters', 'false', 'en', en)).toBe('No');
    expect(mergeValueText('LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'parameters', true, 'en', en)).toBe('Yes');
  });

  it('formats values as the rest of the app does', () => {
    expect(mergeValueText('GENERAL_TOTAL_AREA_M2', 'parameters', '1850', 'en', en)).toBe('1,850 m²');
    expect(mergeValueText('status', 'fields', 'pending_review', 'en', en)).toBe('Pending Review');
    expect(mergeValueText('scanning_team_type', 'fields', 'In-House', 'ru', ru)).toBe('Собственная команда');
    expect(mergeValueText('3DGS_LOCATION_SCANNING_STATUS', 'fields', 'Limited', 'ru', ru)).toBe(
      'Ограниченно',
    );
    expect(mergeValueText('total_area', 'fields', 1850, 'en', en)).toBe('1,850 m²');
    expect(mergeValueText('stage_count', 'fields', 3, 'en', en)).toBe('3');
    expect(
      mergeValueText(
        'day_rates',
        'fields',
        {
          currency: 'EUR',
          shooting_day: 13000,
          prep_day: null,
          half_day: 7000,
          minimum_days: 2,
          included: [],
          overtime: '',
        },
        'en',
        en,
      ),
    ).toBe('€13,000 per shooting day, €7,000 per half day, minimum 2 days');
    expect(mergeValueText('country_code', 'fields', 'DE', 'en', en)).toBe('Germany');
    expect(mergeValueText('coordinates', 'fields', { latitude: 52.52, longitude: 13.405 }, 'en', en)).toBe(
      '52.5200, 13.4050',
    );
    expect(
      mergeValueText(
        'tour_credits',
        'fields',
        [{ name: 'Unreal', url: 'https://www.unrealengine.com' }, { name: 'Local crew' }],
        'en',
        en,
      ),
    ).toBe('Unreal (https://www.unrealengine.com), Local crew');
  });

  it('lists what would move, every kind or only those there are', () => {
    const [volta] = preview().studios;
    expect(movingTexts(volta, en)).toEqual([
      '2 sources',
      '0 images',
      '1 calendar range',
      '0 owners',
      '0 claims',
      '3 corrections',
      '1 enquiry',
    ]);
    expect(movingTexts(volta, ru, true)).toEqual([
      '2 источника',
      '1 период календаря',
      '3 исправления',
      '1 запрос',
    ]);
  });
});

describe('a done merge in words', () => {
  it('names both studios with their ids: the kept one may have taken the other name', () => {
    const merge = {
      id: 3,
      survivor_id: 4,
      merged_id: 9,
      survivor_name: 'Volta Studios',
      merged_name: 'Volta Studios',
      merged_at: '2026-12-07T06:00:00.000Z',
      merged_by: 1,
      undone_at: null,
      can_undo: true,
    };
    expect(en.mergedText(mergeRefs(merge, en))).toBe(
      'Volta Studios (ID 9) was merged into Volta Studios (ID 4).',
    );
    expect(ru.undoneText(mergeRefs(merge, ru))).toBe(
      'Volta Studios (ID 9) и Volta Studios (ID 4) снова две студии, как были.',
    );
  });
});

describe('errors by code', () => {
  const api = (status: number, code: string) => new ApiError(status, 'server words', { code, detail: 'x' });

  it('names each merge error in both languages', () => {
    expect(mergeErrorText(api(412, 'stale_write'), 'merge', en)).toBe(en.errorStale);
    expect(en.errorStale).toMatch(/^One of the studios changed; the preview was reloaded/);
    expect(mergeErrorText(api(412, 'stale_write'), 'merge', ru)).toBe(ru.errorStale);
    expect(mergeErrorText(api(400, 'merge_choice_invalid'), 'merge', en)).toBe(en.errorChoice);
    expect(mergeErrorText(api(409, 'merge_studio_unavailable'), 'merge', ru)).toBe(ru.errorUnavailable);
    expect(mergeErrorText(api(409, 'merge_undo_blocked'), 'undo', en)).toBe(en.errorUndoBlocked);
    expect(mergeErrorText(api(409, 'merge_already_undone'), 'undo', ru)).toBe(ru.errorAlreadyUndone);
  });

  it('says what else went wrong without the server English', () => {
    expect(mergeErrorText(api(401, 'not_authenticated'), 'merge', en)).toBe(en.errorAuth);
    expect(mergeErrorText(api(403, 'owner_scope'), 'merge', ru)).toBe(ru.errorForbidden);
    expect(mergeErrorText(new NetworkError(new Error('offline')), 'undo', en)).toBe(en.errorNetwork);
    expect(mergeErrorText(api(500, 'internal'), 'undo', en)).toBe(
      'The merge could not be undone: server words',
    );
    expect(mergeErrorText(api(500, 'internal'), 'merge', ru)).toBe('Объединить не удалось: server words');
    expect(mergeErrorText(api(404, 'not_found'), 'load', en)).toBe(en.errorNotFound);
    expect(mergeErrorText(api(409, 'merge_studio_unavailable'), 'load', en)).toBe(en.errorUnavailable);
    expect(mergeErrorText(api(500, 'internal'), 'load', en)).toBe('server words');
  });
});
