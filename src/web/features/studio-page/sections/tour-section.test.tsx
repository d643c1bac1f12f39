import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { AppOriginContext } from '@/shared/lib/app-origin';
import { provideSiteConfig, siteConfig } from '@/shared/lib/site-config';
import { TourFrame } from './tour-section';

function render(url: string, tourEmbedHosts: string[]): string {
  provideSiteConfig({ ...siteConfig(), tourEmbedHosts });
  return renderToStaticMarkup(
    <I18nProvider locale="en">
      <AppOriginContext.Provider value="https://studios.example">
        <TourFrame url={url} studioName="Aurora" />
      </AppOriginContext.Provider>
    </I18nProvider>,
  );
}

describe('TourFrame (issue 35)', () => {
  it('frames a tour whose host the directory embeds', () => {
    const html = render('https://my.matterport.com/show/?m=abc', ['.matterport.com']);
    expect(html).toContain('<iframe');
    expect(html).toContain('src="https://my.matterport.com/show/?m=abc"');
  });

  it('shows a tour of any other https host as a plain link, never in a frame', () => {
    const html = render('https://login.evil.example/sign-in', ['.matterport.com']);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://login.evil.example/sign-in"');
  });
});
