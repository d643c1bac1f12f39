/**
 * An active filter: its text and a button that removes it. The button needs scripts: without them
 * (no-script.css) the chip shows the filter alone, which the page's form changes.
 */
export function Chip({
  label,
  removeLabel,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-accent/30 bg-accent-soft py-0.5 pr-1 pl-3 text-sm text-accent-text">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="needs-script inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-accent/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
