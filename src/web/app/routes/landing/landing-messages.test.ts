import { describe, expect, it } from 'vitest';
import { landingMessages } from './landing-messages';

/**
 * What the landing page says about sources must be true: about two values in three have no source
 * reference (an audit counted 317 of 1,011 on the public demo studios), and the studio page
 * shows references only for a value that has them.
 */
describe('the landing page’s claim about sources', () => {
  it.each(['en', 'ru'] as const)('claims a source only where one is recorded (%s)', (locale) => {
    const t = landingMessages[locale];
    for (const text of [t.lead, t.featureSourcesTitle, t.featureSourcesText]) {
      expect(text).not.toMatch(/\bevery\b|\beach\b|у каждого|все значения/i);
    }
    expect(t.lead).toMatch(locale === 'en' ? /where one is recorded/ : /Если источник значения известен/);
    expect(t.featureSourcesText).toMatch(locale === 'en' ? /whose source is recorded/ : /Если источник/);
  });
});
