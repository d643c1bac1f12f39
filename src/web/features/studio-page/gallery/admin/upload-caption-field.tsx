/**
 * The caption asked of each image once it is uploaded (issue 34): optional, but asked where the
 * upload happens, since the caption is the image's text for screen readers (its alt) and few come
 * back to 'Edit details' later. Saved through the image's PATCH, as 'Edit details' saves it.
 */
import { IMAGE_CAPTION_MAX } from '@domain/schemas/studio-images';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/components/ui/button';
import { TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { cn } from '@/shared/lib/cn';
import { patchStudioImage } from './studio-images';
import { studioImagesMessages } from './studio-images-messages';

export function UploadCaptionField({
  studioId,
  imageId,
  fileName,
  onSaved,
}: {
  studioId: number;
  imageId: string;
  fileName: string;
  onSaved(): void;
}) {
  const t = useMessages(studioImagesMessages);
  const id = useId();
  const [caption, setCaption] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const tooLong = caption.trim().length > IMAGE_CAPTION_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || state === 'saving' || caption.trim() === '') return;
    setState('saving');
    try {
      await patchStudioImage(studioId, imageId, { caption: caption.trim() });
      setState('saved');
      onSaved();
    } catch {
      setState('failed');
    }
  };

  const note =
    state === 'saved'
      ? t.captionSaved
      : state === 'failed'
        ? t.captionFailed
        : tooLong
          ? t.tooLong({ max: IMAGE_CAPTION_MAX })
          : t.captionAskHint;
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {t.captionAsk({ name: fileName })}
      </label>
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={caption}
          onChange={(event) => {
            setCaption(event.target.value);
            if (state !== 'saving') setState('idle');
          }}
          aria-describedby={`${id}-note`}
          aria-invalid={tooLong || undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={tooLong || state === 'saving'}>
          {state === 'saving' ? t.saving : t.save}
        </Button>
      </div>
      <p
        id={`${id}-note`}
        role={state === 'saved' || state === 'failed' ? 'status' : undefined}
        className={cn('text-xs', state === 'failed' || tooLong ? 'text-bad' : 'text-muted')}
      >
        {note}
      </p>
    </form>
  );
}
