import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/shared/components/ui/badge';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { paths } from '@/shared/paths';
import { styleGuideMessages } from '../style-guide-messages';
import {
  CompareVisual,
  FiltersVisual,
  FramesVisual,
  LanguagesVisual,
  LedWallVisual,
  SourcesVisual,
  SplatsVisual,
  ThemesVisual,
  TourVisual,
} from './bento-visuals';

/** Columns × rows a tile spans on wide screens (4 columns); on phones every tile is one column. */
export type TileSize = '1x1' | '2x1' | '1x2' | '2x2';

const SPANS: Record<TileSize, string> = {
  '1x1': '',
  '2x1': 'sm:col-span-2',
  '1x2': 'sm:row-span-2',
  '2x2': 'sm:col-span-2 lg:row-span-2',
};

interface Tile {
  id: string;
  size: TileSize;
  title: string;
  text: string;
  visual: ReactNode;
  link?: { to: string; label: string };
}

function BentoTile({ tile }: { tile: Tile }) {
  const t = useMessages(styleGuideMessages);
  const [columns, rows] = tile.size.split('x');
  return (
    <article
      aria-labelledby={`tile-${tile.id}-heading`}
      data-size={tile.size}
      className={cn(
        'group flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]',
        'transition duration-300 hover:border-line-strong hover:shadow-[var(--shadow-pop)] focus-within:border-line-strong motion-safe:hover:-translate-y-0.5',
        SPANS[tile.size],
      )}
    >
      <div className="flex-1 border-b border-line">{tile.visual}</div>
      <div className="flex flex-col gap-1 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`tile-${tile.id}-heading`} className="text-lg font-semibold">
            {tile.title}
          </h3>
          <Badge className="shrink-0 font-mono tabular-nums">
            <span className="sr-only">{t.tileSize} </span>
            {columns} × {rows}
          </Badge>
        </div>
        <p className="text-sm text-muted">{tile.text}</p>
        {tile.link ? (
          <Link
            to={tile.link.to}
            className="mt-2 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-accent-text underline decoration-1 hover:decoration-2"
          >
            {tile.link.label}
            <span aria-hidden="true" className="transition-transform motion-safe:group-hover:translate-x-0.5">
              →
            </span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The product's features as a bento grid: 4 columns on wide screens (tiles of 1×1, 2×1, 1×2 and
 * 2×2 cells, packed densely), 2 on tablets, 1 on phones.
 */
export function BentoGrid() {
  const t = useMessages(styleGuideMessages);
  const tiles: Tile[] = [
    {
      id: 'led',
      size: '2x2',
      title: t.ledTitle,
      text: t.ledText,
      visual: <LedWallVisual />,
      link: { to: paths.studios(), label: t.ledLink },
    },
    { id: '3dgs', size: '1x2', title: t.gsTitle, text: t.gsText, visual: <SplatsVisual /> },
    { id: 'languages', size: '1x1', title: t.langTitle, text: t.langText, visual: <LanguagesVisual /> },
    { id: '4dgs', size: '1x1', title: t.g4Title, text: t.g4Text, visual: <FramesVisual /> },
    {
      id: 'sources',
      size: '2x1',
      title: t.sourcesTitle,
      text: t.sourcesText,
      visual: (
        <SourcesVisual
          rows={[
            [t.sourcesPitch, '1.9 mm', '[1]'],
            [t.sourcesBrightness, '1800 nits', '[2]'],
            [t.sourcesRefresh, '7680 Hz', '[1] [3]'],
          ]}
        />
      ),
    },
    {
      id: 'compare',
      size: '1x2',
      title: t.compareTitle,
      text: t.compareText,
      visual: <CompareVisual />,
      link: { to: paths.compareSelect(), label: t.compareLink },
    },
    { id: 'filters', size: '1x1', title: t.filtersTitle, text: t.filtersText, visual: <FiltersVisual /> },
    {
      id: 'tours',
      size: '2x1',
      title: t.toursTitle,
      text: t.toursText,
      visual: <TourVisual />,
      link: { to: paths.studio(1), label: t.toursLink },
    },
    { id: 'themes', size: '1x1', title: t.themesTitle, text: t.themesText, visual: <ThemesVisual /> },
  ];
  return (
    <section aria-labelledby="bento-heading">
      <h2 id="bento-heading" className="text-xl font-semibold">
        {t.gridHeading}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-flow-dense sm:auto-rows-[minmax(15rem,auto)] sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <BentoTile key={tile.id} tile={tile} />
        ))}
      </div>
    </section>
  );
}
