/** 'Edit details' of one image (issue 18): its caption, its credit (the photographer) and its kind. */
import {
  IMAGE_CAPTION_MAX,
  IMAGE_CREDIT_MAX,
  type ImageKind,
  type ImagePatch,
  type StudioImage,
} from '@domain/schemas/studio-images';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { inputClasses, TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { studioImagesMessages } from './studio-images-messages';

export function ImageDetailsDialog({
  open,
  image,
  onClose,
  onSave,
}: {
  open: boolean;
  image: StudioImage;
  onClose(): void;
  /** Resolves true when the server took it (the dialog then closes). */
  onSave(patch: ImagePatch): Promise<boolean>;
}) {
  const t = useMessages(studioImagesMessages);
  const [caption, setCaption] = useState(image.caption ?? '');
  const [credit, setCredit] = useState(image.credit ?? '');
  const [kind, setKind] = useState<ImageKind>(image.kind);
  const [saving, setSaving] = useState(false);
  const captionId = useId();
  const captionHintId = useId();
  const creditId = useId();
  const kindName = useId();
  const captionTooLong = caption.trim().length > IMAGE_CAPTION_MAX;
  const creditTooLong = credit.trim().length > IMAGE_CREDIT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (captionTooLong || creditTooLong || saving) return;
    setSaving(true);
    const ok = await onSave({ caption: caption.trim() || null, credit: credit.trim() || null, kind });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.detailsTitle}
      closeLabel={t.close}
      dismissible={!saving}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={captionId} className="text-sm font-medium">
            {t.caption}
          </label>
          <textarea
            id={captionId}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            rows={3}
            aria-describedby={captionHintId}
            aria-invalid={captionTooLong || undefined}
            className={cn(inputClasses, 'h-auto py-2')}
          />
          <p id={captionHintId} className={cn('text-xs', captionTooLong ? 'text-bad' : 'text-muted')}>
            {captionTooLong ? t.tooLong({ max: IMAGE_CAPTION_MAX }) : t.captionHint}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={creditId} className="text-sm font-medium">
            {t.credit}
          </label>
          <TextInput
            id={creditId}
            value={credit}
            onChange={(event) => setCredit(event.target.value)}
            aria-invalid={creditTooLong || undefined}
            aria-describedby={creditTooLong ? `${creditId}-error` : undefined}
          />
          {creditTooLong ? (
            <p id={`${creditId}-error`} className="text-xs text-bad">
              {t.tooLong({ max: IMAGE_CREDIT_MAX })}
            </p>
          ) : null}
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium">{t.kind}</legend>
          {(['photo', 'floor_plan'] as const).map((value) => (
            <label key={value} className="inline-flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={kindName}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="h-4 w-4 accent-[var(--vp-accent)]"
              />
              {value === 'photo' ? t.photo : t.floorPlan}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={saving || captionTooLong || creditTooLong}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
