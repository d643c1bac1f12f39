import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities';

describe('decodeHtmlEntities', () => {
  it('decodes the entities of product.md §3', () => {
    expect(decodeHtmlEntities('Smith &amp; Jones &lt;LED&gt; &quot;XR&quot; Director&#39;s')).toBe(
      'Smith & Jones <LED> "XR" Director\'s',
    );
  });
  it('decodes numeric and hex references', () => {
    expect(decodeHtmlEntities('Caf&#233; &#x41;')).toBe('Café A');
  });
  it('decodes once only', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });
  it('leaves unknown or invalid entities as they are', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#xD800; AT&T')).toBe('&bogus; &#0; &#xD800; AT&T');
  });
  it('returns text without entities unchanged', () => {
    expect(decodeHtmlEntities('Plain name')).toBe('Plain name');
  });
});
