import { Link } from 'react-router';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { styleGuideMessages } from '../style-guide-messages';
import { ShowcaseSection } from './showcase-section';
import { SpotlightCard } from './spotlight-card';

const GLOW = 'linear-gradient(135deg, var(--vp-accent), var(--vp-info) 50%, var(--vp-good))';

function CardText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <span
        aria-hidden="true"
        className="mt-3 inline-block text-accent-text transition-transform motion-safe:group-hover:translate-x-1 motion-safe:group-focus-visible:translate-x-1"
      >
        →
      </span>
    </>
  );
}

/** Three cards with hover effects; each is a link, and keyboard focus shows the same effect. */
export function HoverCardsDemo() {
  const t = useMessages(styleGuideMessages);
  return (
    <ShowcaseSection id="hover" title={t.hoverHeading} description={t.hoverText}>
      <ul className="grid gap-4 md:grid-cols-3">
        <li>
          <Link
            to={paths.bentoGrid()}
            className="group block h-full rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] transition duration-200 hover:border-line-strong hover:shadow-[var(--shadow-pop)] focus-visible:shadow-[var(--shadow-pop)] motion-safe:hover:-translate-y-1 motion-safe:focus-visible:-translate-y-1"
          >
            <CardText title={t.hoverLiftTitle} text={t.hoverLiftText} />
          </Link>
        </li>
        <li>
          <Link
            to={paths.cssTest()}
            className="group relative isolate block h-full overflow-hidden rounded-[var(--radius-card)] bg-line p-px"
          >
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
              style={{ background: GLOW }}
            />
            <div className="h-full rounded-[calc(var(--radius-card)-1px)] bg-surface p-5">
              <CardText title={t.hoverGlowTitle} text={t.hoverGlowText} />
            </div>
          </Link>
        </li>
        <li>
          <SpotlightCard className="h-full">
            <Link
              to={paths.studios()}
              className="group block h-full rounded-[var(--radius-card)] p-5 focus-visible:outline-offset-[-4px]"
            >
              <CardText title={t.hoverSpotTitle} text={t.hoverSpotText} />
            </Link>
          </SpotlightCard>
        </li>
      </ul>
    </ShowcaseSection>
  );
}
