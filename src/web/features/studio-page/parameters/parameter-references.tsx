import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioPageMessages } from '../studio-page-messages';
import type { ReferenceView } from './parameter-view';

const REFERENCE_BOX =
  'inline-flex h-6 min-w-6 items-center justify-center rounded px-0.5 text-xs leading-none';

/**
 * A parameter's source references as small '[n]' marks. A known source with an http(s) URL is a
 * link (new tab) whose accessible name carries the source's description; any other reference shows
 * without a link. Each mark keeps a 24 px target for touch and pointer users.
 */
export function ParameterReferences({ references }: { references: readonly ReferenceView[] }) {
  const t = useMessages(studioPageMessages);
  if (references.length === 0) return null;
  return (
    <span className="ml-1 inline-flex flex-wrap gap-0.5 align-middle">
      <span className="sr-only">{t.sources}</span>
      {references.map((ref) => {
        const mark = `[${ref.index}]`;
        if (ref.url) {
          // The visible '[n]' stays part of the name (WCAG 2.5.3, label in name), followed by the
          // source's description: "Source 1: Studio website, About page".
          const name = ref.description
            ? t.sourceLink({ index: ref.index, description: ref.description })
            : t.unknownSource({ index: ref.index });
          return (
            <a
              key={ref.index}
              href={ref.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              title={name}
              className={`${REFERENCE_BOX} font-medium text-accent-text hover:bg-accent-soft hover:underline`}
            >
              {mark}
            </a>
          );
        }
        const text = ref.description
          ? t.sourceWithoutLink({ index: ref.index, description: ref.description })
          : t.unknownSource({ index: ref.index });
        return (
          <span key={ref.index} title={text} className={`${REFERENCE_BOX} text-muted`}>
            <span aria-hidden="true">{mark}</span>
            <span className="sr-only">{text}</span>
          </span>
        );
      })}
    </span>
  );
}
