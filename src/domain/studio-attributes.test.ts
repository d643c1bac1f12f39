import { describe, expect, it } from 'vitest';
import {
  cameraTrackingOf,
  capabilityStateOf,
  capabilityStatusOf,
  contactEmailOf,
  contactPhoneOf,
  ledBooleanOf,
  ledWallHeightOf,
  ledWallSizeText,
  ledWallWidthOf,
  legacyOnlyValuesOf,
  offersCapability,
  realtimeEngineOf,
  serviceTypesOf,
  shownValueOf,
  statedTeamTypeOf,
  TEAM_ATTRIBUTES,
  teamTypeOf,
} from './studio-attributes';

describe('serviceTypesOf', () => {
  it('is the trimmed, de-duplicated union of services and the catalog key', () => {
    expect(
      serviceTypesOf({
        services: ['LED Volume', ' Motion Capture '],
        GENERAL_VP_SERVICE_TYPE_LEVEL1: 'LED Volume, Previsualization [1]',
      }),
    ).toEqual(['LED Volume', 'Motion Capture', 'Previsualization']);
  });
  it('is empty without either', () => {
    expect(serviceTypesOf({})).toEqual([]);
  });
});

describe('LED wall size', () => {
  it('reads width and height from the catalog keys', () => {
    const attrs = {
      LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24.5 m [1]',
      LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M: '6',
    };
    expect(ledWallWidthOf(attrs)).toBe(24.5);
    expect(ledWallHeightOf(attrs)).toBe(6);
    expect(ledWallSizeText(attrs)).toBe('24.5 m × 6 m');
  });
  it('falls back to the legacy led_wall_size text', () => {
    const attrs = { led_wall_size: '30m x 6m' };
    expect(ledWallWidthOf(attrs)).toBe(30);
    expect(ledWallHeightOf(attrs)).toBe(6);
    expect(ledWallSizeText(attrs)).toBe('30 m × 6 m');
    expect(ledWallSizeText(attrs, 'ru')).toBe('30 м × 6 м');
  });
  it('shows a legacy text that is not just a size as written, and reads no numbers from it', () => {
    const attrs = { led_wall_size: 'approx. 30m x 6m' };
    expect(ledWallSizeText(attrs)).toBe('approx. 30m x 6m');
    expect(ledWallWidthOf(attrs)).toBeNull();
  });
  it('never mixes a catalog key with the legacy text', () => {
    const attrs = { LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: '24', led_wall_size: '30m x 6m' };
    expect(ledWallWidthOf(attrs)).toBe(24);
    expect(ledWallHeightOf(attrs)).toBeNull();
    expect(ledWallSizeText(attrs)).toBe('24 m wide');
  });
  it('is unknown without data', () => {
    expect(ledWallWidthOf({})).toBeNull();
    expect(ledWallSizeText({})).toBeNull();
  });
});

describe('ledBooleanOf', () => {
  it('reads the catalog key first, the legacy attribute second', () => {
    expect(
      ledBooleanOf({ LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Yes [2]', led_ceiling: false }, 'ceiling'),
    ).toBe(true);
    expect(ledBooleanOf({ led_floor: 'no' }, 'floor')).toBe(false);
    expect(ledBooleanOf({ LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL: 'perhaps' }, 'movable')).toBeNull();
  });
});

describe('capabilities', () => {
  it('reads known statuses case-insensitively, else Unknown', () => {
    expect(
      capabilityStatusOf(
        { '3DGS_LOCATION_SCANNING_STATUS': 'available [1]' },
        '3DGS_LOCATION_SCANNING_STATUS',
      ),
    ).toBe('Available');
    expect(capabilityStatusOf({ '4DGS_ACTOR_SCANNING_STATUS': 'soon' }, '4DGS_ACTOR_SCANNING_STATUS')).toBe(
      'Unknown',
    );
    expect(capabilityStatusOf({}, '4DGS_ACTOR_SCANNING_STATUS')).toBe('Unknown');
  });
  it('counts Available and Limited as offering the capability', () => {
    expect(
      offersCapability({ '3DGS_LOCATION_SCANNING_STATUS': 'Limited' }, '3DGS_LOCATION_SCANNING_STATUS'),
    ).toBe(true);
    expect(
      offersCapability({ '3DGS_LOCATION_SCANNING_STATUS': 'Not Available' }, '3DGS_LOCATION_SCANNING_STATUS'),
    ).toBe(false);
  });
});

describe('tracking and engine', () => {
  it('fall back to the legacy attributes', () => {
    expect(cameraTrackingOf({ camera_tracking: 'OptiTrack' })).toBe('OptiTrack');
    expect(cameraTrackingOf({ CAMERA_TRACKING_SYSTEM: 'Mo-Sys [2]', camera_tracking: 'x' })).toBe('Mo-Sys');
    expect(realtimeEngineOf({ real_time_engine: 'Unreal Engine 5' })).toBe('Unreal Engine 5');
    expect(realtimeEngineOf({})).toBeNull();
  });

  it("a team type reads case-insensitively; anything else is 'In-Hours+Outsource'", () => {
    expect(teamTypeOf(undefined)).toBe('In-Hours+Outsource');
    expect(teamTypeOf('whatever')).toBe('In-Hours+Outsource');
    expect(teamTypeOf(' in-house ')).toBe('In-House');
    expect(teamTypeOf('Not Available')).toBe('Not Available');
    expect(teamTypeOf(['In-House'])).toBe('In-Hours+Outsource');
  });

  it('a team type never set is not specified (null) for visitors, not the default', () => {
    expect(statedTeamTypeOf(undefined)).toBeNull();
    expect(statedTeamTypeOf('')).toBeNull();
    expect(statedTeamTypeOf('whatever')).toBeNull();
    expect(statedTeamTypeOf(' in-hours+outsource ')).toBe('In-Hours+Outsource');
    expect(statedTeamTypeOf('Outsource')).toBe('Outsource');
  });

  it('each team has its type and two lists in detailed_attributes', () => {
    expect(TEAM_ATTRIBUTES.scanning.type).toBe('scanning_team_type');
    expect(TEAM_ATTRIBUTES.environment.partners).toBe('external_environment_partners');
  });
});

describe('capabilityStateOf', () => {
  it('keeps unknown apart from no', () => {
    const key = '3DGS_LOCATION_SCANNING_STATUS';
    expect(capabilityStateOf({ [key]: 'Available [2]' }, key)).toBe('yes');
    expect(capabilityStateOf({ [key]: 'Limited' }, key)).toBe('yes');
    expect(capabilityStateOf({ [key]: 'not available' }, key)).toBe('no');
    expect(capabilityStateOf({ [key]: 'Unknown' }, key)).toBe('unknown');
    expect(capabilityStateOf({}, key)).toBe('unknown');
    expect(capabilityStateOf({ [key]: 'maybe' }, key)).toBe('unknown');
  });
});

describe('contact email and phone', () => {
  it('read the catalog keys, then the legacy attributes', () => {
    expect(contactEmailOf({ CONTACT_EMAIL: 'a@example.com [1]', contact_email: 'b@example.com' })).toBe(
      'a@example.com',
    );
    expect(contactEmailOf({ CONTACT_EMAIL: '', contact_email: 'b@example.com' })).toBe('b@example.com');
    expect(contactEmailOf({})).toBeNull();
    expect(contactPhoneOf({ contact_phone: '+49 30 555 1237' })).toBe('+49 30 555 1237');
    expect(contactPhoneOf({ CONTACT_PHONE: '  ' })).toBeNull();
  });
});

describe('shownValueOf: the one rule for a catalog parameter a studio shows', () => {
  // Wisła Volume Lab of the demo data: only the older attributes.
  const legacy = {
    led_wall_size: '30m x 6m',
    led_ceiling: true,
    led_floor: false,
    led_movable_panels: 'yes [1]',
    camera_tracking: 'Mo-Sys StarTracker',
    real_time_engine: 'Unreal Engine 5.1',
    services: ['LED Volume', 'Car Process', ' LED Volume '],
    contact_email: 'hello@example.com',
  };

  it('reads the legacy attribute when the catalog key has no value', () => {
    expect(shownValueOf(legacy, 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M')).toBe(30);
    expect(shownValueOf(legacy, 'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M')).toBe(6);
    expect(shownValueOf(legacy, 'LED_PHYSICAL_PRIMARY_CEILING_BOOL')).toBe(true);
    expect(shownValueOf(legacy, 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL')).toBe(false);
    expect(shownValueOf(legacy, 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL')).toBe('yes [1]');
    expect(shownValueOf(legacy, 'CAMERA_TRACKING_SYSTEM')).toBe('Mo-Sys StarTracker');
    expect(shownValueOf(legacy, 'SOFTWARE_REALTIME_ENGINE')).toBe('Unreal Engine 5.1');
    expect(shownValueOf(legacy, 'CONTACT_EMAIL')).toBe('hello@example.com');
    expect(shownValueOf(legacy, 'GENERAL_VP_SERVICE_TYPE_LEVEL1')).toBe('LED Volume, Car Process');
    expect(shownValueOf(legacy, 'LED_PANEL_PIXEL_PITCH_MM')).toBeUndefined();
  });

  it('agrees with what the card reads', () => {
    expect(ledBooleanOf(legacy, 'movable')).toBe(true);
    expect(cameraTrackingOf(legacy)).toBe('Mo-Sys StarTracker');
    expect(serviceTypesOf(legacy)).toEqual(['LED Volume', 'Car Process']);
  });

  it('prefers a known catalog value, and falls back past an unknown one', () => {
    const both = { ...legacy, LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'No [2]', CAMERA_TRACKING_SYSTEM: 'ncam' };
    expect(shownValueOf(both, 'LED_PHYSICAL_PRIMARY_CEILING_BOOL')).toBe('No [2]');
    expect(shownValueOf(both, 'CAMERA_TRACKING_SYSTEM')).toBe('ncam');
    const unknownOwn = { ...legacy, LED_PHYSICAL_PRIMARY_CEILING_BOOL: 'Unknown' };
    expect(shownValueOf(unknownOwn, 'LED_PHYSICAL_PRIMARY_CEILING_BOOL')).toBe(true);
  });

  it('keeps an own value that is not a number when there is no legacy one', () => {
    expect(
      shownValueOf({ LED_PHYSICAL_PRIMARY_WALL_WIDTH_M: 'TBD' }, 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M'),
    ).toBe('TBD');
  });

  it('lists the parameters the studio shows only through legacy attributes, in catalog order', () => {
    const own = new Set(['CAMERA_TRACKING_SYSTEM']);
    expect(legacyOnlyValuesOf(legacy, own)).toEqual([
      { key: 'GENERAL_VP_SERVICE_TYPE_LEVEL1', value: 'LED Volume, Car Process' },
      { key: 'LED_PHYSICAL_PRIMARY_WALL_WIDTH_M', value: '30' },
      { key: 'LED_PHYSICAL_PRIMARY_WALL_HEIGHT_M', value: '6' },
      { key: 'LED_PHYSICAL_PRIMARY_CEILING_BOOL', value: 'true' },
      { key: 'LED_PHYSICAL_PRIMARY_FLOOR_BOOL', value: 'false' },
      { key: 'LED_PHYSICAL_PRIMARY_MOVABLE_PANELS_BOOL', value: 'yes [1]' },
      { key: 'SOFTWARE_REALTIME_ENGINE', value: 'Unreal Engine 5.1' },
      { key: 'CONTACT_EMAIL', value: 'hello@example.com' },
    ]);
    expect(legacyOnlyValuesOf({ LED_PANEL_PIXEL_PITCH_MM: '1.9' }, new Set())).toEqual([]);
  });
});
