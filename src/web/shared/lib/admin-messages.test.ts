import { STUDIO_FIELDS } from '@domain/schemas/studio-edit-schemas';
import { describe, expect, it } from 'vitest';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import {
  adminFailureMessage,
  detailSaveFailureMessage,
  errorDetail,
  fieldTitle,
  fieldUpdatedMessage,
  isStaleError,
} from './admin-messages';
import { ApiError, CsrfError, NetworkError } from './api-client';

const en = studioAdminMessages.en;
const ru = studioAdminMessages.ru;
const CHECK = 'Please check your admin authentication and try again.';
const STALE =
  'Someone else changed this studio since you loaded it. Reload to see their changes, then try again.';

const apiError = (status: number, body: unknown = {}) =>
  new ApiError(
    status,
    typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`,
    body,
  );

describe('adminFailureMessage (product.md §8)', () => {
  it('names 401, 403 and 404 in the spec words, whatever the body says', () => {
    expect(adminFailureMessage(apiError(401, { detail: 'x' }), 'field', en)).toBe(
      `HTTP 401: Authentication required. Please refresh the page and log in as admin again. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(403, { detail: 'CSRF Failed' }), 'status', en)).toBe(
      `HTTP 403: Permission denied. Admin access required for this operation. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(404, { detail: 'Not found.' }), 'field', en)).toBe(
      `HTTP 404: Studio not found. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(404), 'status', en)).toBe(`HTTP 404: Studio not found. ${CHECK}`);
  });

  it('uses the delete variant of 404 for an archive', () => {
    expect(adminFailureMessage(apiError(404), 'delete', en)).toBe(
      `HTTP 404: Studio not found. It may have already been deleted. ${CHECK}`,
    );
  });

  it("otherwise shows the server's detail", () => {
    expect(
      adminFailureMessage(apiError(400, { detail: 'name: This field may not be blank.' }), 'field', en),
    ).toBe(`HTTP 400: name: This field may not be blank. ${CHECK}`);
    // A detail without a final stop gets one before the closing sentence.
    expect(adminFailureMessage(apiError(409, { detail: 'Conflict' }), 'field', en)).toBe(
      `HTTP 409: Conflict. ${CHECK}`,
    );
  });

  it('falls back to the operation text when the body has no detail', () => {
    expect(adminFailureMessage(apiError(500, ''), 'field', en)).toBe(
      `HTTP 500: Failed to update field. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(502, '<html>Bad gateway</html>'), 'status', en)).toBe(
      `HTTP 502: Failed to update status. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(500, { detail: '   ' }), 'delete', en)).toBe(
      `HTTP 500: Failed to delete studio. ${CHECK}`,
    );
    expect(adminFailureMessage(apiError(500), 'create', en)).toBe(
      `HTTP 500: Failed to create studio. ${CHECK}`,
    );
  });

  it('without a response: the operation text and why', () => {
    expect(adminFailureMessage(new NetworkError(new TypeError('fetch failed')), 'field', en)).toBe(
      `Failed to update field (the server could not be reached). ${CHECK}`,
    );
    expect(adminFailureMessage(new CsrfError(), 'delete', en)).toBe(`Failed to get CSRF token. ${CHECK}`);
  });

  it('a stale write (412) says someone else changed the studio, not to check the sign-in', () => {
    const message = adminFailureMessage(apiError(412, { detail: STALE }), 'field', en);
    expect(message.startsWith(STALE)).toBe(true);
    expect(message).not.toContain(CHECK);
    expect(isStaleError(apiError(412))).toBe(true);
    expect(isStaleError(apiError(400))).toBe(false);
    expect(isStaleError(new Error('412'))).toBe(false);
  });

  it('has Russian for every part', () => {
    expect(adminFailureMessage(apiError(401), 'field', ru)).toBe(
      'HTTP 401: Требуется аутентификация. Обновите страницу и снова войдите как администратор. Проверьте вход администратора и повторите попытку.',
    );
    expect(adminFailureMessage(apiError(404), 'delete', ru)).toBe(
      'HTTP 404: Студия не найдена. Возможно, она уже удалена. Проверьте вход администратора и повторите попытку.',
    );
    expect(adminFailureMessage(apiError(500), 'status', ru)).toBe(
      'HTTP 500: Не удалось обновить статус. Проверьте вход администратора и повторите попытку.',
    );
    expect(adminFailureMessage(apiError(412), 'field', ru)).toMatch(/^Кто-то другой изменил эту студию/);
  });
});

describe('detailSaveFailureMessage (product.md §8)', () => {
  it("is 'Error saving data: Failed to save data: {status} ...'", () => {
    expect(detailSaveFailureMessage(apiError(400, { detail: 'x' }), en)).toBe(
      `Error saving data: Failed to save data: 400 ${CHECK}`,
    );
    expect(detailSaveFailureMessage(apiError(401), en)).toBe(
      `Error saving data: Failed to save data: 401 ${CHECK}`,
    );
    expect(detailSaveFailureMessage(new NetworkError(null), en)).toBe(
      `Error saving data: Failed to save data: the server could not be reached ${CHECK}`,
    );
    expect(detailSaveFailureMessage(apiError(500), ru)).toBe(
      'Ошибка сохранения данных: Не удалось сохранить данные: 500 Проверьте вход администратора и повторите попытку.',
    );
  });

  it('a stale save gets the 412 message instead', () => {
    expect(detailSaveFailureMessage(apiError(412), en).startsWith(STALE)).toBe(true);
  });
});

describe('success messages', () => {
  it("are 'Studio {field} updated successfully!' with the spec's field names", () => {
    expect(fieldUpdatedMessage('name', en)).toBe('Studio name updated successfully!');
    expect(fieldUpdatedMessage('city', en)).toBe('Studio city updated successfully!');
    expect(fieldUpdatedMessage('country', en)).toBe('Studio country updated successfully!');
    expect(fieldUpdatedMessage('showreel_video_url', en)).toBe('Studio showreel URL updated successfully!');
    expect(fieldUpdatedMessage('production_pipeline_virtual_tools', en)).toBe(
      'Studio Virtual Production tools updated successfully!',
    );
    expect(fieldUpdatedMessage('name', ru)).toBe('Поле «название» студии успешно обновлено!');
  });

  it('every editable field has a name in both languages', () => {
    for (const field of STUDIO_FIELDS) {
      for (const t of [en, ru]) {
        expect(fieldUpdatedMessage(field, t), field).not.toContain('undefined');
        expect(fieldTitle(field, t).charAt(0)).toMatch(/[A-ZА-Я0-9]/);
      }
    }
  });
});

describe('errorDetail', () => {
  it("reads a body's detail, a short text body, and nothing else", () => {
    expect(errorDetail({ detail: ' Bad ' })).toBe('Bad');
    expect(errorDetail({ message: 'x' })).toBeNull();
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail('<!doctype html>')).toBeNull();
    expect(errorDetail(null)).toBeNull();
    expect(errorDetail(['detail'])).toBeNull();
  });
});
