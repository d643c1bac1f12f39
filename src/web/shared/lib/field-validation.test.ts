import { describe, expect, it } from 'vitest';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { checkField, checkLinkDraft, checkText, checkUrl, problemText } from './field-validation';

const en = studioAdminMessages.en;
const link = (n: number) => ({ name: `Tool ${n}`, url: `https://example.com/${n}` });

describe('checkField: the server rules, before sending', () => {
  it('accepts what the server accepts', () => {
    expect(checkField('name', '  Aurora  ')).toBeNull();
    expect(checkField('showreel_video_url', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(checkField('interactive_tour_url', null)).toBeNull();
    expect(checkField('interactive_tour_url', '')).toBeNull();
    expect(checkField('tour_credits', [link(1)])).toBeNull();
    expect(checkField('tour_credits', [])).toBeNull();
    expect(checkField('3DGS_LOCATION_SCANNING_STATUS', 'Limited')).toBeNull();
    expect(checkField('environment_team_type', 'In-House')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkField('name', '   ')).toEqual({ code: 'blank' });
    expect(checkField('city', 'x'.repeat(201))).toEqual({ code: 'tooLong', max: 200 });
    expect(checkField('showreel_video_url', 'javascript:alert(1)')).toEqual({ code: 'invalidUrl' });
    expect(checkField('showreel_video_url', 'data:text/html,x')).toEqual({ code: 'invalidUrl' });
    expect(checkField('interactive_tour_url', '/frontend/studios')).toEqual({ code: 'invalidUrl' });
    expect(checkField('showreel_video_url', `https://example.com/${'a'.repeat(2048)}`)).toEqual({
      code: 'urlTooLong',
      max: 2048,
    });
    expect(
      checkField(
        'tour_credits',
        Array.from({ length: 101 }, (_, i) => link(i)),
      ),
    ).toEqual({
      code: 'listTooLong',
      max: 100,
    });
    expect(checkField('production_pipeline_post_tools', [link(1), { name: 'X', url: 'ftp://x' }])).toEqual({
      code: 'entry',
      index: 1,
      problem: { code: 'invalidUrl' },
    });
    expect(checkField('external_scanning_partners', [{ name: ' ', url: 'https://x.com' }])).toEqual({
      code: 'entry',
      index: 0,
      problem: { code: 'blank' },
    });
    expect(checkField('scanning_team_type', 'Freelance')).toEqual({ code: 'invalid' });
  });

  it('words the problems', () => {
    expect(problemText({ code: 'blank' }, en)).toBe('This field may not be blank.');
    expect(problemText({ code: 'invalidUrl' }, en)).toBe(
      'Enter a valid URL starting with http:// or https://.',
    );
    expect(
      problemText({ code: 'entry', index: 1, problem: { code: 'invalidUrl' } }, en, (i) => `Tool ${i}`),
    ).toBe('"Tool 1": Enter a valid URL starting with http:// or https://.');
    expect(problemText({ code: 'entry', index: 0, problem: { code: 'blank' } }, en)).toBe(
      '"#1": This field may not be blank.',
    );
    expect(problemText({ code: 'invalid' }, studioAdminMessages.ru)).toBe('Это значение здесь недопустимо.');
  });
});

describe('checkLinkDraft: the name+URL dialog', () => {
  it('needs a trimmed name and a valid http(s) URL', () => {
    expect(checkLinkDraft('Unreal Engine', 'https://www.unrealengine.com').ok).toBe(true);
    expect(checkLinkDraft('  Unreal  ', ' http://example.com ').ok).toBe(true);
    expect(checkLinkDraft('   ', 'https://example.com')).toMatchObject({
      ok: false,
      name: { code: 'blank' },
    });
    expect(checkLinkDraft('X', '   ')).toMatchObject({ ok: false, url: { code: 'blank' } });
    expect(checkLinkDraft('X', 'example.com')).toMatchObject({ ok: false, url: { code: 'invalidUrl' } });
    expect(checkLinkDraft('X', 'javascript:void(0)').ok).toBe(false);
    expect(checkLinkDraft('X', 'https://')).toMatchObject({ ok: false, url: { code: 'invalidUrl' } });
  });

  it('checkText and checkUrl alone', () => {
    expect(checkText('Berlin')).toBeNull();
    expect(checkText('')).toEqual({ code: 'blank' });
    expect(checkUrl('https://a.example')).toBeNull();
    expect(checkUrl('mailto:a@b.c')).toEqual({ code: 'invalidUrl' });
  });
});
