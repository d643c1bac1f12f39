import { useState } from 'react';
import { CollapsibleSection } from '@/shared/components/ui/collapsible-section';
import { Tabs } from '@/shared/components/ui/tabs';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

export function DisclosureDemo() {
  const t = useMessages(styleGuideMessages);
  const [tab, setTab] = useState('led');
  const tabs = [
    { value: 'led', label: t.tabLed, content: <p className="text-sm text-muted">{t.tabLedText}</p> },
    { value: 'stage', label: t.tabStage, content: <p className="text-sm text-muted">{t.tabStageText}</p> },
    {
      value: 'equipment',
      label: t.tabEquipment,
      content: <p className="text-sm text-muted">{t.tabEquipmentText}</p>,
    },
  ];
  return (
    <ShowcaseSection id="disclosure" title={t.disclosureHeading} description={t.disclosureText}>
      <div className="flex flex-col gap-3">
        <CollapsibleSection id="demo-open" title={t.collapsibleOpenTitle} headingLevel={3}>
          <p className="text-sm text-muted">{t.collapsibleOpenText}</p>
        </CollapsibleSection>
        <CollapsibleSection
          id="demo-closed"
          title={t.collapsibleClosedTitle}
          headingLevel={3}
          defaultOpen={false}
        >
          <p className="text-sm text-muted">{t.collapsibleClosedText}</p>
        </CollapsibleSection>
      </div>
      <Tabs className="mt-6" items={tabs} value={tab} onValueChange={setTab} label={t.tabsLabel} />
    </ShowcaseSection>
  );
}
