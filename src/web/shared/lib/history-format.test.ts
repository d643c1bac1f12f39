import { describe, expect, it } from 'vitest';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { studioStatusLabel } from '@/shared/i18n/studio-labels';
import { actionText, historyFieldText, historyValueText } from './history-format';

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
    ).toBe('Unreal Engine, Nuke');
    expect(historyValueText({ name: 'New', city: 'Oslo', status: 'draft' }, 'studio', en, 'en')).toBe(
      'name: New; city: Oslo; status: Draft',
    );
  });

  it('names actions and statuses', () => {
    expect(actionText('edit', en)).toBe('Edited');
    expect(actionText('archive', ru)).toBe('Перемещена в архив');
    expect(actionText('mystery', en)).toBe('mystery');
    expect(actionText('erase', en)).toBe('Personal data erased');
    expect(actionText('owner', ru)).toBe('Добавлен владелец');
    // 'Published' claims no verification: only an approved owner claim may (product.md §4).
    expect(studioStatusLabel('published', 'en')).toBe('Published');
    expect(studioStatusLabel('published', 'ru')).toBe('Опубликована');
    expect(studioStatusLabel('mystery', 'en')).toBe('Unknown');
  });
});
