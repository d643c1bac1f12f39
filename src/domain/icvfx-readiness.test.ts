import { describe, expect, it } from 'vitest';
import { icvfxReadiness, READINESS_TEXTS, readinessCounts } from './icvfx-readiness';

function statuses(attrs: Record<string, unknown>) {
  return Object.fromEntries(icvfxReadiness(attrs).map((item) => [item.id, item.status]));
}

describe('icvfxReadiness', () => {
  it('says not stated for every item of a studio that states nothing (unknown is not no)', () => {
    const items = icvfxReadiness({});
    expect(items.map((i) => i.status)).toEqual(Array(6).fill('unknown'));
    expect(items.every((i) => i.value === null && i.references.length === 0)).toBe(true);
  });

  it('reads each minimum: met, stated as no, or not stated', () => {
    expect(
      statuses({
        LED_PROCESSING_BIT_DEPTH: '12',
        LED_PROCESSING_HDR_PQ_BOOL: 'No',
        LED_PROCESSING_GENLOCK_BOOL: 'Yes',
        LED_PROCESSING_REFRESH_RATE_HZ: '1920',
        CAMERA_TRACKING_SYSTEM: 'Mo-Sys StarTracker',
      }),
    ).toEqual({
      bit_depth: 'met',
      hdr_pq: 'not_met',
      genlock: 'met',
      refresh_rate: 'not_met',
      tracking: 'met',
      frame_remapping: 'unknown',
    });
  });

  it('holds the edges: 10 bit, 3,840 Hz and two cameras meet; 8 bit, one camera and "None" do not', () => {
    expect(
      statuses({
        LED_PROCESSING_BIT_DEPTH: '10',
        LED_PROCESSING_REFRESH_RATE_HZ: '3840-7680',
        LED_PROCESSING_FRAME_REMAPPING_CAMERAS: '2',
      }),
    ).toMatchObject({ bit_depth: 'met', refresh_rate: 'met', frame_remapping: 'met' });
    expect(
      statuses({
        LED_PROCESSING_BIT_DEPTH: '8',
        LED_PROCESSING_FRAME_REMAPPING_CAMERAS: '1',
        CAMERA_TRACKING_SYSTEM: 'None',
      }),
    ).toMatchObject({ bit_depth: 'not_met', frame_remapping: 'not_met', tracking: 'not_met' });
  });

  it('keeps the value as stated and its source references', () => {
    const genlock = icvfxReadiness({ LED_PROCESSING_GENLOCK_BOOL: 'Yes [2][3]' }).find(
      (i) => i.id === 'genlock',
    )!;
    expect(genlock).toEqual({
      id: 'genlock',
      key: 'LED_PROCESSING_GENLOCK_BOOL',
      status: 'met',
      value: 'Yes',
      references: [2, 3],
    });
  });

  it('reads the legacy camera_tracking attribute as the studio page does', () => {
    expect(statuses({ camera_tracking: 'OptiTrack' }).tracking).toBe('met');
  });

  it('counts each state apart, and says all three in both languages', () => {
    const counts = readinessCounts(
      icvfxReadiness({ LED_PROCESSING_GENLOCK_BOOL: 'No', LED_PROCESSING_BIT_DEPTH: '16' }),
    );
    expect(counts).toEqual({ met: 1, not_met: 1, unknown: 4 });
    expect(READINESS_TEXTS.en.summary(counts)).toBe('1 stated, 1 stated as no, 4 not stated');
    expect(READINESS_TEXTS.ru.summary(counts)).toBe('указано: 1, указано «нет»: 1, не указано: 4');
  });
});
