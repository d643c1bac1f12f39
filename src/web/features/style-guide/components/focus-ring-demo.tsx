import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/components/ui/button';
import { TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { useRootCustomProperties } from '../hooks/use-computed-style';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';

const FOCUS_VARIABLE = ['--vp-focus'] as const;

export function FocusRingDemo() {
  const t = useMessages(styleGuideMessages);
  const id = useId();
  const { values } = useRootCustomProperties(FOCUS_VARIABLE);
  return (
    <ShowcaseSection id="focus" title={t.focusHeading} description={t.focusText}>
      <div className="flex flex-wrap items-end gap-4">
        <Button variant="secondary">{t.focusButton}</Button>
        <Link to={paths.studios()} className="rounded-sm text-sm font-medium text-accent-text underline">
          {t.focusLink}
        </Link>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-input`} className="text-sm font-medium">
            {t.focusInputLabel}
          </label>
          <TextInput id={`${id}-input`} className="w-56 max-w-full" />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4 text-sm">
        <span className="rounded-[var(--radius-control)] border border-line bg-surface px-4 py-2 outline-2 outline-offset-2 outline-focus outline-solid">
          {t.focusSample}
        </span>
        <code className="text-xs text-muted">
          outline: 2px solid var(--vp-focus) · {values.get('--vp-focus') || t.notComputed}
        </code>
      </div>
    </ShowcaseSection>
  );
}
