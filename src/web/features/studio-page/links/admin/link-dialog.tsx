/**
 * The name+URL dialog of tools, partners, capabilities and tour credits (product.md §2, §4, §5): add (no
 * index) or edit. 'Add' / 'Save' stay disabled until the trimmed name and URL are non-empty and the
 * URL is a valid http(s) URL; edits are checked the same way (the original skipped that).
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { TextInput } from '@/shared/components/ui/text-input';
import type { WriteOutcome } from '@/shared/hooks/use-studio-writes';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { checkLinkDraft, problemText } from '@/shared/lib/field-validation';
import type { EditableLink } from '../link-list-edit';

export function LinkDialog({
  open,
  title,
  submitLabel,
  initial,
  note,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: EditableLink;
  /** A remark above the fields (the entry changed meanwhile). */
  note?: string | null;
  onSubmit(link: EditableLink): Promise<WriteOutcome>;
  onClose(): void;
}) {
  const t = useMessages(studioAdminMessages);
  const [name, setName] = useState(initial.name);
  const [url, setUrl] = useState(initial.url);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const urlId = useId();
  const urlProblemId = useId();
  const errorId = useId();

  // Each opening starts from the entry it opens (or empty for 'add').
  useEffect(() => {
    if (open) {
      setName(initial.name);
      setUrl(initial.url);
      setError(null);
    }
  }, [open, initial.name, initial.url]);

  const check = checkLinkDraft(name, url);
  // The URL's problem shows once something is typed; a blank field only keeps the button disabled.
  const urlMessage = url.trim() && check.url ? problemText(check.url, t) : null;
  const nameMessage = name && check.name && check.name.code !== 'blank' ? problemText(check.name, t) : null;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || saving) return;
    setSaving(true);
    setError(null);
    const outcome = await onSubmit({ name: name.trim(), url: url.trim() });
    setSaving(false);
    if (outcome.ok) onClose();
    else setError(outcome.error);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={t.linkDialogDescription}
      closeLabel={t.close}
      size="sm"
      dismissible={!saving}
    >
      <form onSubmit={onSave} noValidate className="flex flex-col gap-4">
        {note ? <p className="rounded-md bg-warn-soft px-3 py-2 text-sm text-ink">{note}</p> : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-medium">
            {t.linkNameLabel}
          </label>
          <TextInput
            id={nameId}
            value={name}
            autoComplete="off"
            aria-invalid={nameMessage ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameMessage ? <p className="text-sm text-bad">{nameMessage}</p> : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={urlId} className="text-sm font-medium">
            {t.linkUrlLabel}
          </label>
          <TextInput
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={url}
            aria-invalid={urlMessage ? true : undefined}
            aria-describedby={urlMessage ? urlProblemId : undefined}
            onChange={(event) => setUrl(event.target.value)}
          />
          {urlMessage ? (
            <p id={urlProblemId} className="text-sm text-bad">
              {urlMessage}
            </p>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="rounded-md bg-bad-soft px-3 py-2 text-sm text-bad">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!check.ok || saving}>
            {saving ? t.saving : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
