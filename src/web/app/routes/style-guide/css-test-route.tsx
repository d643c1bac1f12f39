import { ColourTokens } from '@/features/style-guide/components/colour-tokens';
import { FocusRingDemo } from '@/features/style-guide/components/focus-ring-demo';
import {
  RadiiScale,
  ShadowScale,
  SpacingScale,
  TypeScale,
} from '@/features/style-guide/components/scale-tokens';
import { StyleGuideHeader } from '@/features/style-guide/components/style-guide-header';
import { ThemeNote } from '@/features/style-guide/components/theme-note';
import { styleGuideMessages } from '@/features/style-guide/style-guide-messages';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';

/** /css-test: the design tokens, documented with their live computed values. */
export function CssTestRoute() {
  const t = useMessages(styleGuideMessages);
  useDocumentTitle(t.cssTitle);
  return (
    <div className="flex flex-col gap-8">
      <StyleGuideHeader title={t.cssTitle} lead={t.cssLead}>
        <ThemeNote />
      </StyleGuideHeader>
      <ColourTokens />
      <TypeScale />
      <div className="grid gap-8 lg:grid-cols-2">
        <SpacingScale />
        <RadiiScale />
      </div>
      <ShadowScale />
      <FocusRingDemo />
    </div>
  );
}
