// That the list covers every colour of app.css is checked in the browser (e2e/style-guide.visitor.spec.ts
// reads the live stylesheet); here: the list is consistent in itself.
import { describe, expect, it } from 'vitest';
import { COLOUR_GROUPS, COLOUR_TOKENS, CONTRAST_PAIRS, cssVariable } from './design-tokens';

describe('the documented design tokens', () => {
  it('name each colour once, as a --vp- variable', () => {
    const names = COLOUR_TOKENS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(cssVariable('surface-2')).toBe('--vp-surface-2');
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  it('put every colour in a group the page shows, and leave no group empty', () => {
    const groups = COLOUR_GROUPS.map((g) => g.group);
    for (const token of COLOUR_TOKENS) expect(groups).toContain(token.group);
    for (const group of groups) expect(COLOUR_TOKENS.some((t) => t.group === group)).toBe(true);
  });

  it('build contrast pairs from documented colours only', () => {
    const names = new Set(COLOUR_TOKENS.map((t) => t.name));
    for (const pair of CONTRAST_PAIRS) {
      expect(names.has(pair.text), pair.text).toBe(true);
      expect(names.has(pair.background), pair.background).toBe(true);
    }
  });
});
