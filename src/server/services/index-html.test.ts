import { describe, expect, it } from 'vitest';
import { prepareIndexTemplate, renderIndexHtml } from './index-html';

const SITE = { siteName: 'VP' } as unknown as Parameters<typeof renderIndexHtml>[1]['site'];
const HTML =
  '<head><link rel="stylesheet" crossorigin href="/frontend/assets/a-1.css"><link rel="stylesheet" href="/frontend/assets/b-2.css">' +
  '<noscript><link rel="stylesheet" href="/frontend/no-script.css"></noscript><!--app-head--><!--app-config--></head>' +
  '<body><div id="root"></div></body>';

describe('prepareIndexTemplate', () => {
  it("puts the build's stylesheets inline, in order, under the page's nonce; no-script.css stays linked", () => {
    const template = prepareIndexTemplate(HTML, (href) => `/*${href}*/`);
    const html = renderIndexHtml(template, { site: SITE, styleNonce: 'n0nce' });
    expect(html).toContain(
      '<head><style nonce="n0nce">/*/frontend/assets/a-1.css*/\n/*/frontend/assets/b-2.css*/</style><noscript>',
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/frontend/no-script.css"></noscript>');
  });

  it('keeps the links when a stylesheet cannot be read or could end its <style> element, or without a nonce', () => {
    const links =
      '<link rel="stylesheet" crossorigin href="/frontend/assets/a-1.css"><link rel="stylesheet" href="/frontend/assets/b-2.css">';
    for (const read of [
      (href: string) => (href.includes('b-2') ? null : 'a{}'),
      (href: string) => (href.includes('b-2') ? 'a{content:"</STYLE><script>"}' : 'a{}'),
    ]) {
      const html = renderIndexHtml(prepareIndexTemplate(HTML, read), { site: SITE, styleNonce: 'n' });
      expect(html).toContain(`<head>${links}<noscript>`);
      expect(html).not.toContain('<style');
    }
    const withoutNonce = renderIndexHtml(
      prepareIndexTemplate(HTML, () => 'a{}'),
      { site: SITE },
    );
    expect(withoutNonce).toContain(`<head>${links}<noscript>`);
  });

  it('carries a small state in the page and names a large one by its URL', () => {
    const template = prepareIndexTemplate(HTML, () => 'a{}');
    const rendered = {
      head: '',
      html: '<p>x</p>',
      stateJson: '{"locale":"en","queries":{}}',
      language: 'en',
    };
    const small = renderIndexHtml(template, { site: SITE, rendered: { ...rendered, stateUrl: null } });
    expect(small).toContain(
      '<script type="application/json" id="app-state">{"locale":"en","queries":{}}</script></body>',
    );
    const large = renderIndexHtml(template, {
      site: SITE,
      rendered: { ...rendered, stateUrl: '/frontend/page-state?lang=en&hash=h&page=%2F' },
    });
    expect(large).toContain(
      '<script type="application/json" id="app-state">{"locale":"en","deferred":"/frontend/page-state?lang=en\\u0026hash=h\\u0026page=%2F"}</script></body>',
    );
  });
});
