/**
 * Edit mode of the showreel and tour sections (product.md §2, §5): a url-typed input with Save and
 * Cancel. An empty field removes the URL; anything else must be an absolute http(s) URL (the
 * server's rule), else Save stays disabled and the reason shows under the field.
 */
import type { StudioField } from '@domain/schemas/studio-edit-schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { TextInput } from '@/shared/components/ui/text-input';
import type { WriteOutcome } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { checkField, problemText } from '@/shared/lib/field-validation';

export type UrlField = Extract<StudioField, 'showreel_video_url' | 'interactive_tour_url'>;

export function UrlEditor({
  field,
  value,
  label,
  onSave,
  onClose,
}: {
  field: UrlField;
  /** The stored URL ('' for none). */
  value: string;
  label: string;
  onSave(next: string | null): Promise<WriteOutcome>;
  onClose(): void;
}) {
  const t = useMessages(studioAdminMessages);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const next = draft.trim();
  const problem = next ? checkField(field, next) : null;
  const message = problem ? problemText(problem, t) : error;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || problem) return;
    if (next === value.trim()) {
      onClose();
      return;
    }
    setSaving(true);
    setError(null);
    const outcome = await onSave(next || null);
    setSaving(false);
    if (outcome.ok) onClose();
    else setError(outcome.error);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <TextInput
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoFocus
          value={draft}
          placeholder="https://"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
        />
        <p id={hintId} className="text-xs text-muted">
          {t.urlHint}
        </p>
        {message ? (
          <p id={problemId} className="text-sm text-bad">
            {message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving || problem !== null}>
          {saving ? t.saving : t.save}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
