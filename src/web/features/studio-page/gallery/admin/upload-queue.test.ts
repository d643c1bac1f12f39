import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/shared/lib/api-client';
import { imageProblemText } from './image-problems';
import { studioImagesMessages } from './studio-images-messages';
import {
  BUSY_RETRIES,
  busyRetryDelayMs,
  itemsToStart,
  newUploadItems,
  problemOf,
  roomLeft,
  type UploadItem,
  uploadReducer,
  uploadSummary,
} from './upload-queue';

function file(name: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

const MB = 1024 * 1024;

describe('newUploadItems', () => {
  it('queues files, refusing at once those over the size limit or beyond the room left', () => {
    const items = newUploadItems(
      [file('a.jpg'), file('big.jpg', 26 * MB), file('b.jpg'), file('c.jpg')],
      'photo',
      {
        room: 2,
        maxBytes: 25 * MB,
        nextKey: keys(),
      },
    );
    expect(items.map((i) => [i.file.name, i.status, i.problem?.code ?? null])).toEqual([
      ['a.jpg', 'queued', null],
      ['big.jpg', 'failed', 'image_too_large'],
      ['b.jpg', 'queued', null],
      ['c.jpg', 'failed', 'image_limit_reached'],
    ]);
    expect(items.every((i) => i.kind === 'photo')).toBe(true);
  });
});

describe('the queue', () => {
  const start = newUploadItems([file('1'), file('2'), file('3'), file('4')], 'floor_plan', {
    room: 40,
    maxBytes: 25 * MB,
    nextKey: keys(),
  });

  it('runs two at a time, in the order chosen', () => {
    let items: UploadItem[] = start;
    expect(itemsToStart(items).map((i) => i.key)).toEqual(['k1', 'k2']);
    items = uploadReducer(items, { type: 'start', key: 'k1' });
    items = uploadReducer(items, { type: 'start', key: 'k2' });
    expect(itemsToStart(items)).toEqual([]);
    items = uploadReducer(items, { type: 'progress', key: 'k1', sent: 0.5 });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    items = uploadReducer(items, { type: 'progress', key: 'k1', sent: 1 });
    expect(items[0]?.status).toBe('processing');
    expect(itemsToStart(items)).toEqual([]);
    items = uploadReducer(items, { type: 'done', key: 'k1' });
    expect(itemsToStart(items).map((i) => i.key)).toEqual(['k3']);
    items = uploadReducer(items, {
      type: 'fail',
      key: 'k2',
      problem: { code: 'image_unreadable', status: 400, retryAfterSeconds: null, detail: null },
    });
    expect(uploadSummary(items)).toEqual({ total: 4, done: 1, failed: 1, pending: 2 });
  });

  it('stops the waiting files, not those on their way', () => {
    let items: UploadItem[] = uploadReducer(start, { type: 'start', key: 'k1' });
    items = uploadReducer(items, { type: 'cancel-waiting' });
    expect(items.map((i) => i.status)).toEqual(['uploading', 'cancelled', 'cancelled', 'cancelled']);
    expect(itemsToStart(items)).toEqual([]);
    expect(uploadSummary(items)).toEqual({ total: 4, done: 0, failed: 0, pending: 1 });
  });

  it('ignores progress of a file that is no longer on its way', () => {
    const items = uploadReducer(start, { type: 'progress', key: 'k3', sent: 0.7 });
    expect(items[2]).toMatchObject({ status: 'queued', progress: 0 });
  });

  it('sends a file refused for a busy server again after its Retry-After, a few times, then fails it', () => {
    const busy = { code: 'rate_limited', status: 429, retryAfterSeconds: 3, detail: null };
    let items: UploadItem[] = uploadReducer(start, { type: 'start', key: 'k1' });
    expect(busyRetryDelayMs(items[0]!, busy)).toBe(3000);
    items = uploadReducer(items, { type: 'busy', key: 'k1', problem: busy });
    expect(items[0]).toMatchObject({ status: 'waiting', busyRefusals: 1 });
    // Waiting holds its place: counted as pending and in the room, not started, stopped by 'Stop'.
    expect(uploadSummary(items).pending).toBe(4);
    expect(itemsToStart(items).map((i) => i.key)).toEqual(['k2', 'k3']);
    items = uploadReducer(items, { type: 'requeue', key: 'k1' });
    expect(items[0]?.status).toBe('queued');
    expect(busyRetryDelayMs({ busyRefusals: BUSY_RETRIES }, busy)).toBeNull();
    expect(
      busyRetryDelayMs(
        { busyRefusals: 0 },
        { code: 'image_busy', status: 503, retryAfterSeconds: null, detail: null },
      ),
    ).toBe(2000);
    // Any other refusal, or a wait past half a minute, is final.
    expect(
      busyRetryDelayMs(
        { busyRefusals: 0 },
        { code: 'image_unreadable', status: 400, retryAfterSeconds: 1, detail: null },
      ),
    ).toBeNull();
    expect(busyRetryDelayMs({ busyRefusals: 0 }, { ...busy, retryAfterSeconds: 3600 })).toBeNull();
    const waiting = uploadReducer(uploadReducer(start, { type: 'start', key: 'k1' }), {
      type: 'busy',
      key: 'k1',
      problem: busy,
    });
    expect(uploadReducer(waiting, { type: 'cancel-waiting' })[0]?.status).toBe('cancelled');
  });

  it('counts the room left with the files waiting and on their way', () => {
    const items = uploadReducer(start, { type: 'start', key: 'k1' });
    expect(roomLeft(40, 30, items)).toBe(6);
    expect(roomLeft(40, 39, items)).toBe(0);
  });
});

describe('problems in plain words', () => {
  const en = studioImagesMessages.en;
  const ru = studioImagesMessages.ru;

  it('reads the error contract code of a refusal', () => {
    const refusal = new ApiError(400, 'x', { code: 'image_type_unsupported', detail: 'Not an image.' });
    expect(imageProblemText(problemOf(refusal), en)).toBe(en.problemTypeUnsupported);
    expect(imageProblemText(problemOf(refusal), ru)).toBe(ru.problemTypeUnsupported);
    const limit = new ApiError(409, 'x', { code: 'image_limit_reached', detail: '' });
    expect(imageProblemText(problemOf(limit), en)).toBe(
      'This studio has 40 images already. Delete one first.',
    );
    const pixels = new ApiError(400, 'x', { code: 'image_too_many_pixels', detail: '' });
    expect(imageProblemText(problemOf(pixels), en)).toContain('60 megapixels');
    const cut = new ApiError(400, 'x', { code: 'upload_malformed', detail: 'The upload is not…' });
    expect(imageProblemText(problemOf(cut), ru)).toBe(ru.problemNetwork);
    const shape = new ApiError(422, 'x', { code: 'image_dimensions_unsupported', detail: '' });
    expect(imageProblemText(problemOf(shape), en)).toBe(en.problemDimensions);
    expect(imageProblemText(problemOf(shape), ru)).toBe(ru.problemDimensions);
  });

  it('says when to try again after a busy answer', () => {
    const busy = new ApiError(503, 'x', { code: 'image_busy', detail: '' }, 12);
    expect(imageProblemText(problemOf(busy), en)).toBe(
      'The server is busy processing images. Try again in 12 s.',
    );
  });

  it('covers a lost connection and answers that are not the API', () => {
    expect(imageProblemText(problemOf(new NetworkError(new Error('x'))), en)).toBe(en.problemNetwork);
    expect(imageProblemText(problemOf(new ApiError(502, 'Bad gateway', '<html>')), en)).toBe(
      'That did not work (HTTP 502).',
    );
    expect(imageProblemText(problemOf(new ApiError(413, 'x', 'too big')), en)).toBe(en.problemTooLarge);
  });
});
