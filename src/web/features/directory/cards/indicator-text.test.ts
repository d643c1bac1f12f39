import { capabilityBadgeOf } from '@domain/studio-attributes';
import { describe, expect, it } from 'vitest';
import { directoryMessages } from '../directory-messages';
import { indicatorText } from './indicator-text';

describe('indicatorText', () => {
  const badge = (status: string) =>
    capabilityBadgeOf({ '3DGS_LOCATION_SCANNING_STATUS': status }, '3DGS_LOCATION_SCANNING_STATUS');
  const text = (status: string, locale: 'en' | 'ru') => {
    const { value, limited } = badge(status);
    return indicatorText('3DGS', value, limited, directoryMessages[locale]);
  };

  it('says a Limited capability is limited, to the eye and to screen readers, in both languages', () => {
    // Meridian XR Stage of the demo data: 3DGS 'Limited'.
    expect(text('Limited', 'en')).toEqual({ shown: '3DGS ✓ (limited)', spoken: '3DGS: yes (limited)' });
    expect(text('Limited [1]', 'ru')).toEqual({
      shown: '3DGS ✓ (ограниченно)',
      spoken: '3DGS: да (ограниченно)',
    });
  });

  it('keeps a full yes, a no and an unknown as they were', () => {
    expect(text('Available', 'en')).toEqual({ shown: '3DGS ✓', spoken: '3DGS: yes' });
    expect(text('Not Available', 'ru')).toEqual({ shown: '3DGS ✗', spoken: '3DGS: нет' });
    expect(text('', 'en')).toEqual({ shown: '3DGS ?', spoken: '3DGS: unknown' });
  });

  it('leaves the filters’ meaning alone: Limited is still offered', () => {
    expect(badge('Limited')).toEqual({ value: 'yes', limited: true });
  });
});
