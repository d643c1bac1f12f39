import { Badge, type BadgeTone } from '@/shared/components/ui/badge';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

export function BadgesDemo() {
  const t = useMessages(styleGuideMessages);
  const tones: readonly [BadgeTone, string][] = [
    ['neutral', t.toneNeutral],
    ['accent', t.toneAccent],
    ['good', t.toneGood],
    ['bad', t.toneBad],
    ['warn', t.toneWarn],
    ['info', t.toneInfo],
  ];
  return (
    <ShowcaseSection id="badges" title={t.badgesHeading} description={t.badgesText}>
      <ul className="flex flex-wrap gap-2">
        {tones.map(([tone, label]) => (
          <li key={tone}>
            <Badge tone={tone}>{label}</Badge>
          </li>
        ))}
      </ul>
    </ShowcaseSection>
  );
}
