import { Link } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant, buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { styleGuideMessages } from '../style-guide-messages';
import { DemoGroup, DemoLabel, ShowcaseSection } from './showcase-section';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const TEXT_SIZES: readonly Exclude<ButtonSize, 'icon'>[] = ['sm', 'md', 'lg'];

/** Every Button variant in every size, an icon button and the disabled state, one group per variant. */
export function ButtonsDemo() {
  const t = useMessages(styleGuideMessages);
  const notify = useNotify();
  const variantLabel: Record<ButtonVariant, string> = {
    primary: t.variantPrimary,
    secondary: t.variantSecondary,
    ghost: t.variantGhost,
    danger: t.variantDanger,
  };
  const sizeLabel = { sm: t.sizeSm, md: t.sizeMd, lg: t.sizeLg };
  const clicked = () => notify('info', t.heroClicked);
  return (
    <ShowcaseSection id="buttons" title={t.buttonsHeading} description={t.buttonsText}>
      <div className="flex flex-col gap-5">
        {VARIANTS.map((variant) => (
          <DemoGroup key={variant} legend={variantLabel[variant]}>
            <div className="flex flex-wrap items-center gap-3">
              {TEXT_SIZES.map((size) => (
                <Button key={size} variant={variant} size={size} onClick={clicked}>
                  {sizeLabel[size]}
                </Button>
              ))}
              <Button variant={variant} size="icon" aria-label={t.iconButton} onClick={clicked}>
                <span aria-hidden="true" className="text-lg leading-none">
                  +
                </span>
              </Button>
              <Button variant={variant} disabled>
                {t.disabled}
              </Button>
            </div>
          </DemoGroup>
        ))}
        <div>
          <DemoLabel>buttonClasses()</DemoLabel>
          <Link to={paths.studios()} className={buttonClasses('secondary')}>
            {t.buttonLink}
          </Link>
        </div>
      </div>
    </ShowcaseSection>
  );
}
