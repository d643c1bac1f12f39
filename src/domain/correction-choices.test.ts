import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CORRECTABLE_STUDIO_FIELDS } from './correctable-fields';
import { CORRECTION_CHOICES, correctionChoices } from './correction-choices';
import { STUDIO_FIELD_SCHEMAS } from './schemas/studio-edit-schemas';

describe('CORRECTION_CHOICES', () => {
  it("offers exactly the values of each field whose schema is an enum, and every field's enum", () => {
    for (const field of CORRECTABLE_STUDIO_FIELDS) {
      const schema = STUDIO_FIELD_SCHEMAS[field];
      if (schema instanceof z.ZodEnum) expect(correctionChoices(field), field).toEqual(schema.options);
    }
  });

  it('offers only values the API takes, and the API takes no other (country codes)', () => {
    for (const [field, choices] of Object.entries(CORRECTION_CHOICES)) {
      const schema = STUDIO_FIELD_SCHEMAS[field as keyof typeof STUDIO_FIELD_SCHEMAS];
      for (const value of choices) expect(schema.safeParse(value).success, `${field}: ${value}`).toBe(true);
    }
    expect(STUDIO_FIELD_SCHEMAS.country_code.safeParse('XX').success).toBe(false);
    expect(STUDIO_FIELD_SCHEMAS['3DGS_LOCATION_SCANNING_STATUS'].safeParse('Доступно').success).toBe(false);
  });

  it('has no list for a free-text field or an unknown name', () => {
    expect(correctionChoices('city')).toBeNull();
    expect(correctionChoices('toString')).toBeNull();
    expect(correctionChoices('LED_PANEL_PIXEL_PITCH_MM')).toBeNull();
  });
});
