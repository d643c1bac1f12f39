/**
 * 'Add Studio' for admins: name, city and country in a dialog; the new studio (a draft)
 * opens on success so the admin can fill it in.
 */
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { useRequireAdmin } from '@/shared/auth/hooks/use-require-admin';
import { Button } from '@/shared/components/ui/button';
import { Dialog } from '@/shared/components/ui/dialog';
import { useNotify } from '@/shared/components/ui/notifications';
import { TextInput } from '@/shared/components/ui/text-input';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { studioAdminMessages } from '@/shared/i18n/studio-admin-messages';
import { adminFailureMessage, failureReason } from '@/shared/lib/admin-messages';
import { ApiError } from '@/shared/lib/api-client';
import { checkText, problemText } from '@/shared/lib/field-validation';
import { paths } from '@/shared/paths';
import { useCreateStudio } from './create-studio';

type Fields = { name: string; city: string; country: string };
const EMPTY: Fields = { name: '', city: '', country: '' };

export function AddStudioButton() {
  const t = useMessages(studioAdminMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <span aria-hidden="true">+</span>
        {t.addStudio}
      </Button>
      <AddStudioDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function AddStudioDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useMessages(studioAdminMessages);
  const navigate = useNavigate();
  const notify = useNotify();
  const requireAdmin = useRequireAdmin();
  const { markSaved } = useAuth();
  const { mutateAsync, isPending } = useCreateStudio();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), city: useId(), country: useId() };
  const problems = {
    name: checkText(fields.name),
    city: checkText(fields.city),
    country: checkText(fields.country),
  };
  const ready = !problems.name && !problems.city && !problems.country;

  const close = () => {
    setFields(EMPTY);
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || isPending || requireAdmin({ variant: 'edit' })) return;
    setError(null);
    const input = { name: fields.name.trim(), city: fields.city.trim(), country: fields.country.trim() };
    try {
      const { studio } = await mutateAsync(input);
      markSaved();
      notify('success', t.studioCreated({ name: input.name }));
      close();
      navigate(paths.studio(studio.id));
    } catch (failure) {
      notify('error', adminFailureMessage(failure, 'create', t));
      setError(
        failure instanceof ApiError
          ? failureReason(failure.status, failure.body, 'create', t)
          : t.failedToCreateStudio,
      );
    }
  };

  const field = (key: keyof Fields, label: string) => {
    const problem = problems[key];
    // Blank fields keep 'Create' disabled; only a too-long value is worth a message.
    const message = problem && problem.code !== 'blank' ? problemText(problem, t) : null;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids[key]} className="text-sm font-medium">
          {label}
        </label>
        <TextInput
          id={ids[key]}
          value={fields[key]}
          autoComplete="off"
          required
          aria-invalid={message ? true : undefined}
          onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
        />
        {message ? <p className="text-sm text-bad">{message}</p> : null}
      </div>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t.addStudioTitle}
      description={t.addStudioDescription}
      closeLabel={t.close}
      size="sm"
      dismissible={!isPending}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {field('name', t.nameLabel)}
        {field('city', t.cityLabel)}
        {field('country', t.countryLabel)}
        {error ? (
          <p role="alert" className="rounded-md bg-bad-soft px-3 py-2 text-sm text-bad">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!ready || isPending}>
            {isPending ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
