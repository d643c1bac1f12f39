import { IMPORT_ERROR_CODES, IMPORT_MESSAGES } from '@domain/import-file';
import { describe, expect, it } from 'vitest';
import { ApiError, CsrfError, NetworkError } from '@/shared/lib/api-client';
import { parameterImportMessages } from '../parameter-import-messages';
import {
  executeFailureDetail,
  localizeImportMessage,
  previewProblemOf,
  problemText,
  undoErrorText,
} from './import-errors';

const en = parameterImportMessages.en;
const ru = parameterImportMessages.ru;

describe('the messages of product.md §5 and §8', () => {
  it('shows every validation message word for word in English, and in Russian, by its code', () => {
    for (const [key, message] of Object.entries(IMPORT_MESSAGES)) {
      const errorCode = IMPORT_ERROR_CODES[key as keyof typeof IMPORT_MESSAGES];
      expect(localizeImportMessage({ errorCode, text: message }, en)).toBe(message);
      expect(localizeImportMessage({ errorCode, text: message }, ru)).not.toBe(message);
    }
    const tooMany = {
      errorCode: 'import_too_many_parameters',
      text: 'Too many parameters: 5001. A file may hold at most 5,000.',
      params: { count: 5001, max: 5000 },
    };
    expect(localizeImportMessage(tooMany, en)).toBe(tooMany.text);
    expect(localizeImportMessage(tooMany, ru)).toMatch(/^Слишком много параметров: 5001\./);
    // Unknown codes show the server's text; the English text alone never picks a message.
    expect(localizeImportMessage({ errorCode: 'something_new', text: 'Something new' }, ru)).toBe(
      'Something new',
    );
    expect(localizeImportMessage({ errorCode: null, text: 'JSON is empty' }, ru)).toBe('JSON is empty');
  });

  it('the preview failures', () => {
    expect(problemText({ code: 'previewFailed' }, en)).toBe('Failed to generate preview');
    expect(problemText({ code: 'previewNetwork' }, en)).toBe('Network error during preview');
  });
});

describe('previewProblemOf', () => {
  it("gives the server's message of a refusal", () => {
    const body = { success: false, error: 'JSON is empty', code: 'import_empty', detail: 'JSON is empty' };
    expect(previewProblemOf(new ApiError(400, 'JSON is empty', body))).toEqual({
      code: 'refusal',
      refusal: { errorCode: 'import_empty', text: 'JSON is empty' },
    });
    expect(
      previewProblemOf(
        new ApiError(413, 'Request body is too large.', {
          code: 'body_too_large',
          detail: 'Request body is too large.',
        }),
      ),
    ).toEqual({
      code: 'refusal',
      refusal: { errorCode: 'body_too_large', text: 'Request body is too large.' },
    });
  });

  it("'Network error during preview' without an answer; 'Failed to generate preview' for crashes", () => {
    expect(previewProblemOf(new NetworkError(new TypeError('Failed to fetch')))).toEqual({
      code: 'previewNetwork',
    });
    expect(
      previewProblemOf(new ApiError(500, 'x', { code: 'server_error', detail: 'A server error occurred.' })),
    ).toEqual({
      code: 'previewFailed',
    });
    expect(previewProblemOf(new ApiError(400, 'HTTP 400', '<html>'))).toEqual({ code: 'previewFailed' });
    expect(previewProblemOf(new Error('boom'))).toEqual({ code: 'previewFailed' });
    // A body without the contract's code is a proxy's or a crash's, not a refusal to show.
    expect(previewProblemOf(new ApiError(400, 'x', { detail: 'Bad gateway' }))).toEqual({
      code: 'previewFailed',
    });
    expect(previewProblemOf(new CsrfError())).toEqual({
      code: 'refusal',
      refusal: { errorCode: 'csrf_failed', text: 'Failed to get CSRF token' },
    });
  });
});

describe('executeFailureDetail', () => {
  it("keeps the server's message of a refusal, nothing for crashes and lost answers", () => {
    expect(
      executeFailureDetail(new ApiError(404, 'x', { code: 'not_found', detail: 'Studio not found.' })),
    ).toEqual({
      errorCode: 'not_found',
      text: 'Studio not found.',
    });
    expect(executeFailureDetail(new ApiError(500, 'x', { detail: 'A server error occurred.' }))).toBeNull();
    expect(executeFailureDetail(new NetworkError(new Error('x')))).toBeNull();
  });
});

describe('undoErrorText', () => {
  it("shows the server's 409 messages (English word for word)", () => {
    const already = new ApiError(409, 'x', {
      code: 'import_already_undone',
      detail: 'This import was already undone.',
    });
    expect(undoErrorText(already, en)).toBe('This import was already undone.');
    expect(undoErrorText(already, ru)).toBe('Этот импорт уже отменён.');
    const detail =
      'This import cannot be undone: later changes touched LED_PANEL_BRIGHTNESS_NITS, LED_PHYSICAL_PRIMARY_WALL_WIDTH_M. Change those values directly instead.';
    const refused = new ApiError(409, detail, {
      code: 'import_undo_blocked',
      detail,
      fields: ['LED_PANEL_BRIGHTNESS_NITS', 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'],
    });
    expect(undoErrorText(refused, en)).toBe(detail);
    expect(undoErrorText(refused, ru)).toContain(
      'LED_PANEL_BRIGHTNESS_NITS, LED_PHYSICAL_PRIMARY_WALL_WIDTH_M',
    );
    expect(undoErrorText(new ApiError(409, 'x', { code: 'conflict', detail: 'Other conflict.' }), en)).toBe(
      'Other conflict.',
    );
  });

  it('other failures', () => {
    expect(undoErrorText(new ApiError(404, 'x', { detail: 'No import matches the given query.' }), en)).toBe(
      'Undo failed: No import matches the given query.',
    );
    expect(undoErrorText(new ApiError(502, 'x', '<html>'), en)).toBe('Undo failed: HTTP 502');
    expect(undoErrorText(new NetworkError(new Error('x')), en)).toBe(
      'Undo failed: the server could not be reached.',
    );
  });
});

describe('the catalog', () => {
  it('has the same keys in English and Russian', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('builds the result line as the server words it', () => {
    expect(en.resultMessage({ created: 1, updated: 2, skipped: 1, errors: 0 })).toBe(
      'Import completed: 1 created, 2 updated, 1 skipped.',
    );
    expect(en.resultMessage({ created: 1, updated: 0, skipped: 3, errors: 1 })).toBe(
      'Import completed with errors: 1 created, 0 updated, 3 skipped, 1 error.',
    );
    expect(en.undoSucceeded({ restored: 1 })).toBe('Import undone: 1 parameter restored.');
    expect(en.undoSucceeded({ restored: 3 })).toBe('Import undone: 3 parameters restored.');
  });
});
