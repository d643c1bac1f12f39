/** An active filter: its text and a button that removes it. */
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
        className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-accent/15"
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
