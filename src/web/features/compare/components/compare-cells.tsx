/** The pieces of a comparison row shared by the table (desktop) and the accordion (mobile). */
import type { CompareCell, CompareRow } from '@domain/compare-table';
import type { CompareFlag } from '@domain/compare-values';
import { ExternalLink } from '@/shared/components/ui/external-link';
import { currencyMessages } from '@/shared/currency/currency-messages';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { compareMessages } from '../compare-messages';

/** A value: 'Not specified' when missing; the best one green with a ★ and a spoken 'best value'. */
export function CellValue({ row, cell }: { row: CompareRow; cell: CompareCell }) {
  const t = useMessages(compareMessages);
  if (cell.text === null) return <span className="text-muted italic">{t.notSpecified}</span>;
  if (cell.flag) return <FlagValue flag={cell.flag} text={cell.text} />;
  const text = cell.money ? (
    <MoneyValue own={cell.money.own} converted={cell.money.converted} />
  ) : row.id === 'general.website' ? (
    <ExternalLink href={cell.text} newTabLabel={t.opensInNewTab} className="break-all">
      {cell.text}
    </ExternalLink>
  ) : (
    cell.text
  );
  if (!cell.best) return <span className="break-words">{text}</span>;
  return (
    <span className="font-semibold break-words text-good" data-best="true">
      {text}{' '}
      <span aria-hidden="true" title={t.best}>
        ★
      </span>
      <span className="sr-only"> ({t.best})</span>
    </span>
  );
}

/**
 * A day rate (product.md §18): the studio's own figure, and on a line of its own 'about …' in the
 * reader's currency with the rates' date; a screen reader hears that it is an estimate.
 */
function MoneyValue({ own, converted }: { own: string; converted: string | null }) {
  const c = useMessages(currencyMessages);
  if (!converted) return <>{own}</>;
  return (
    <>
      {own}
      <span className="block text-xs font-normal text-muted" data-testid="converted-rate">
        <span aria-hidden="true">{converted}</span>
        <span className="sr-only">{c.convertedFrom({ about: converted, own })}</span>
      </span>
    </>
  );
}

const FLAG_MARKS: Record<CompareFlag, { mark: string; className: string }> = {
  yes: { mark: '✓', className: 'text-good' },
  no: { mark: '✗', className: 'text-bad' },
  unknown: { mark: '?', className: 'text-muted' },
};

/**
 * A yes/no fact in three states: ✓ Yes, ✗ No, ? Unknown. The mark is decoration; the word beside it
 * (from the table, in the page's language) is what a screen reader says.
 */
function FlagValue({ flag, text }: { flag: CompareFlag; text: string }) {
  const { mark, className } = FLAG_MARKS[flag];
  return (
    <span className="inline-flex items-baseline gap-1.5" data-flag={flag}>
      <span aria-hidden="true" className={cn('font-bold', className)}>
        {mark}
      </span>{' '}
      <span className={flag === 'unknown' ? 'text-muted italic' : undefined}>{text}</span>
    </span>
  );
}

/** The row's label with its markers: ≠ (and a spoken 'values differ') when the values differ. */
export function RowLabel({ row }: { row: CompareRow }) {
  const t = useMessages(compareMessages);
  return (
    <span className="min-w-0">
      {row.differs ? (
        <span aria-hidden="true" className="mr-1 font-bold text-warn">
          ≠
        </span>
      ) : null}
      {row.label}
      {row.differs ? <span className="sr-only"> ({t.differs})</span> : null}
    </span>
  );
}

/** Pins a row to the top of every category (a toggle button; aria-pressed tells its state). */
export function PinButton({
  row,
  pinned,
  onToggle,
}: {
  row: CompareRow;
  pinned: boolean;
  onToggle(id: string): void;
}) {
  const t = useMessages(compareMessages);
  return (
    <button
      type="button"
      aria-pressed={pinned}
      aria-label={t.pinRow(row.label)}
      title={t.pinHint}
      onClick={() => onToggle(row.id)}
      className={cn(
        'needs-script inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md border transition-colors duration-150',
        pinned
          ? 'border-accent bg-accent text-accent-ink'
          : 'border-transparent text-muted hover:border-line hover:bg-surface-2 hover:text-ink',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="h-3.5 w-3.5"
        fill={pinned ? 'currentColor' : 'none'}
      >
        <path
          d="M10.5 1.5 14.5 5.5 12 6.5 9.5 9l.5 3.5-1 1-3-3L2.5 14 2 13.5l3.5-3.5-3-3 1-1L7 6.5 9.5 4z"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
