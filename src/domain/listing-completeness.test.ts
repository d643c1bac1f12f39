import { describe, expect, it } from 'vitest';
import { KEY_LISTING_FIELDS, listingCompleteness } from './listing-completeness';

const bare = { city: '', country: '', detailed_attributes: {} };

describe('listingCompleteness', () => {
  it('counts none of the key fields of a bare listing', () => {
    expect(listingCompleteness(bare)).toEqual({
      filled: 0,
      total: Object.keys(KEY_LISTING_FIELDS).length,
      percent: 0,
    });
  });

  it('reads catalog keys and legacy attributes alike, and rounds down', () => {
    const result = listingCompleteness({
      city: 'Berlin',
      country: 'Germany',
      latitude: 52.5,
      longitude: 13.4,
      website_url: 'https://stage.example',
      description: '  ',
      stage_count: 2,
      detailed_attributes: {
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '20 [1]',
        led_wall_size: '',
        camera_tracking: 'Mo-Sys',
        '3DGS_LOCATION_SCANNING_STATUS': 'Not Available',
        '4DGS_ACTOR_SCANNING_STATUS': 'Unknown',
      },
    });
    // location, coordinates, website, stage count, wall width, camera tracking, 3DGS: 7 of 16.
    expect(result.filled).toBe(7);
    expect(result.percent).toBe(Math.floor((7 * 100) / result.total));
  });

  it('is 100 only when every key field has a value', () => {
    const full = listingCompleteness({
      city: 'Berlin',
      country: 'Germany',
      latitude: 1,
      longitude: 2,
      website_url: 'https://a.example',
      description: 'A stage',
      stage_count: 1,
      detailed_attributes: {
        services: ['LED Volume'],
        STAGE_AREA_M2: '800',
        LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '20',
        LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6',
        LED_PANEL_PIXEL_PITCH_MM: '2.6',
        STAGE_CEILING_HEIGHT_M: '9',
        LED_PANEL_MANUFACTURER: 'ROE',
        CAMERA_TRACKING_SYSTEM: 'stYpe',
        SOFTWARE_REALTIME_ENGINE: 'Unreal Engine',
        '3DGS_LOCATION_SCANNING_STATUS': 'Available',
        '4DGS_ACTOR_SCANNING_STATUS': 'Limited',
      },
    });
    expect(full).toMatchObject({ filled: full.total, percent: 100 });
  });
});
