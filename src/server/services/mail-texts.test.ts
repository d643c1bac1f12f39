import { describe, expect, it } from 'vitest';
import { correctionDecidedMail, enquiryCopyMail } from './mail-texts';

const base = { studioName: 'Kestrel Light Stage', reason: 'Not what the studio says' };

describe('a correction decided, in the recipient language', () => {
  it("names a parameter by the catalog's name, never its key", () => {
    const en = correctionDecidedMail('en', { ...base, field: 'LED_PANEL_PIXEL_PITCH_MM', approved: true });
    expect(en.text).toContain("Thank you! Your suggestion for Kestrel Light Stage's Pixel Pitch is approved");
    const ru = correctionDecidedMail('ru', { ...base, field: 'LED_PANEL_PIXEL_PITCH_MM', approved: true });
    expect(ru.text).toContain(
      'Спасибо! Ваше предложение для поля «Шаг пикселя» студии «Kestrel Light Stage» принято',
    );
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

  it('names the studio fields a correction may name, in both languages', () => {
    const en = correctionDecidedMail('en', { ...base, field: 'showreel_video_url', approved: false });
    expect(en.text).toContain("Your suggestion for Kestrel Light Stage's Showreel URL was not approved.");
    const ru = correctionDecidedMail('ru', { ...base, field: 'city', approved: true });
    expect(ru.text).toContain('для поля «Город» студии');
    expect(correctionDecidedMail('en', { ...base, field: 'country_code', approved: true }).text).toContain(
      "Kestrel Light Stage's Country code is approved",
    );
    // A key known to neither list: made readable from the key, not left as it is.
    expect(
      correctionDecidedMail('en', { ...base, field: 'SOME_NEW_KEY', approved: true }).text,
    ).not.toContain('SOME_NEW_KEY');
  });
});

describe('mail to addresses nobody confirmed carries none of the sender’s words (issue 35)', () => {
  const sentAt = new Date('2026-11-28T14:05:00Z');

  it("an enquiry's copy says to whom it went and when, in the sender's language", () => {
    const en = enquiryCopyMail('en', { studioName: 'Kestrel Light Stage', recipients: 'owners', sentAt });
    expect(en.subject).toBe('Your enquiry to Kestrel Light Stage was sent');
    expect(en.text).toContain(
      "Your enquiry about Kestrel Light Stage was passed on to the studio's owners on Nov 28, 2026 at 14:05 UTC.",
    );
    const ru = enquiryCopyMail('ru', { studioName: 'Kestrel Light Stage', recipients: 'admins', sentAt });
    expect(ru.text).toContain(
      'Ваш запрос о студии «Kestrel Light Stage» передан администраторам каталога 28 нояб. 2026 г. в 14:05 (UTC).',
    );
  });
});
