import { describe, expect, it } from 'vitest';
import { correctionDecidedMail } from './mail-texts';

const base = { studioName: 'Kestrel Light Stage', value: '1.5', reason: 'Not what the studio says' };

describe('a correction decided, in the recipient language', () => {
  it("names a parameter by the catalog's name, never its key", () => {
    const en = correctionDecidedMail('en', { ...base, field: 'LED_PANEL_PIXEL_PITCH_MM', approved: true });
    expect(en.text).toContain("Thank you! Kestrel Light Stage's Pixel Pitch now reads: 1.5 mm");
    const ru = correctionDecidedMail('ru', { ...base, field: 'LED_PANEL_PIXEL_PITCH_MM', approved: true });
    expect(ru.text).toContain('Спасибо! Поле «Шаг пикселя» студии «Kestrel Light Stage» теперь: 1,5 мм');
    const rejected = correctionDecidedMail('ru', {
      ...base,
      field: 'LED_PANEL_PIXEL_PITCH_MM',
      approved: false,
    });
    expect(rejected.text).toContain(
      'Предложение для поля «Шаг пикселя» студии «Kestrel Light Stage» не принято.',
    );
    for (const mail of [en, ru, rejected]) expect(mail.text).not.toContain('LED_PANEL_PIXEL_PITCH_MM');
  });

  it('gives the accepted value as the studio page shows it, in the recipient language', () => {
    const approved = (locale: 'en' | 'ru', field: string, value: string) =>
      correctionDecidedMail(locale, { ...base, field, value, approved: true }).text.split('\n')[0];
    expect(approved('en', 'STAGE_CEILING_HEIGHT_M', '6')).toBe(
      "Thank you! Kestrel Light Stage's Ceiling Height now reads: 6 m",
    );
    expect(approved('ru', 'STAGE_CEILING_HEIGHT_M', '6')).toBe(
      'Спасибо! Поле «Высота потолка» студии «Kestrel Light Stage» теперь: 6 м',
    );
    expect(approved('ru', '3DGS_LOCATION_SCANNING_STATUS', 'Available')).toMatch(/теперь: Доступно$/);
    expect(approved('ru', 'LED_PHYSICAL_PRIMARY_CEILING_BOOL', 'true')).toMatch(/теперь: Да$/);
    expect(approved('ru', 'scanning_team_type', 'In-House')).toMatch(/теперь: Собственная команда$/);
    expect(approved('en', 'scanning_team_type', 'In-House')).toMatch(/now reads: In-House$/);
    // What is not exactly a number, and the studio's own fields, read as written.
    expect(approved('en', 'STAGE_CEILING_HEIGHT_M', 'approx. 20 ft')).toMatch(/now reads: approx\. 20 ft$/);
    expect(approved('ru', 'city', 'Berlin')).toMatch(/теперь: Berlin$/);
  });

  it('names the studio fields a correction may name, in both languages', () => {
    const en = correctionDecidedMail('en', { ...base, field: 'showreel_video_url', approved: false });
    expect(en.text).toContain("Your suggestion for Kestrel Light Stage's Showreel URL was not approved.");
    const ru = correctionDecidedMail('ru', { ...base, field: 'city', approved: true });
    expect(ru.text).toContain('Поле «Город» студии');
    expect(correctionDecidedMail('en', { ...base, field: 'country_code', approved: true }).text).toContain(
      "Kestrel Light Stage's Country code now reads",
    );
    // A key known to neither list: made readable from the key, not left as it is.
    expect(
      correctionDecidedMail('en', { ...base, field: 'SOME_NEW_KEY', approved: true }).text,
    ).not.toContain('SOME_NEW_KEY');
  });
});
