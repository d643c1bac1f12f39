import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import type { Locale } from '@/shared/i18n/locale';
import { EnquiryForm } from './enquiry-form';

function render(locale: Locale, hasOwner: boolean | null): string {
  return renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <EnquiryForm studioId={7} hasOwner={hasOwner} onSent={() => {}} />
    </I18nProvider>,
  );
}

/** The consent's label: the text of the <label> of the checkbox. */
function consentText(html: string): string {
  const match = /<label[^>]*>([^<]*(?:I agree|Я согласен)[^<]*)<\/label>/.exec(html);
  if (!match?.[1]) throw new Error('no consent label');
  return match[1].replaceAll('&#x27;', "'");
}

// Issue 34 P1.3: the form said "passed to the studio" while an ownerless studio's enquiry goes to
// the directory's admins (as the answer and the mailed note say).
describe('EnquiryForm: the consent names who receives the details', () => {
  it("an ownerless studio's: the directory's admins, not the studio (English)", () => {
    const consent = consentText(render('en', false));
    expect(consent).toContain("the directory's admins");
    expect(consent).not.toMatch(/passed to the studio\b(?!'s owners)/);
    expect(consent).not.toContain("studio's owners");
  });

  it("an ownerless studio's: the directory's admins, not the studio (Russian)", () => {
    const consent = consentText(render('ru', false));
    expect(consent).toContain('администраторам каталога');
    expect(consent).not.toContain('переданы студии');
    expect(consent).not.toContain('владельцам');
  });

  it("an owned studio's: its owners, in both languages", () => {
    expect(consentText(render('en', true))).toContain("passed to the studio's owners");
    expect(consentText(render('ru', true))).toContain('переданы владельцам студии');
  });

  it('not known yet: the owners, or the admins while it has none', () => {
    const en = consentText(render('en', null));
    expect(en).toContain("studio's owners");
    expect(en).toContain("directory's admins");
    const ru = consentText(render('ru', null));
    expect(ru).toContain('владельцам студии');
    expect(ru).toContain('администраторам каталога');
  });
});
