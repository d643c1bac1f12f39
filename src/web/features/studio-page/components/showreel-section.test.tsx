import type { Studio } from '@domain/schemas/studio-schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { AppOriginContext } from '@/shared/lib/app-origin';
import { ShowreelSection } from './showreel-section';

function render(url: string): string {
  return renderToStaticMarkup(
    <I18nProvider locale="en">
      <AppOriginContext.Provider value="https://studios.example">
        <ShowreelSection studio={{ showreel_video_url: url } as Studio} studioName="Aurora" />
      </AppOriginContext.Provider>
    </I18nProvider>,
  );
}

describe('ShowreelSection (issue 35, L10: the CSP frames only the video players)', () => {
  it('frames a YouTube link as youtube-nocookie, and the Vimeo player', () => {
    expect(render('https://youtu.be/Tc8Wq1Er4Yu?t=42')).toContain(
      'src="https://www.youtube-nocookie.com/embed/Tc8Wq1Er4Yu?start=42"',
    );
    expect(render('https://player.vimeo.com/video/76979871')).toContain(
      'src="https://player.vimeo.com/video/76979871"',
    );
  });

  it('shows a showreel on any other https host as a plain link, never in a frame', () => {
    const html = render('https://login.evil.example/showreel');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://login.evil.example/showreel"');
  });
});
