/**
 * /owner/accept?token=… (product.md §14): the owner sets a password (12 characters or more, typed
 * twice) through their single-use invitation, is signed in and lands on their studio. A link that is
 * unknown, used or expired says which, and offers the sign-in page instead of the form.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/shared/auth/hooks/use-auth';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { useNotify } from '@/shared/components/ui/notifications';
import { FormField, focusFirstInvalid } from '@/shared/forms/form-field';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { paths } from '@/shared/paths';
import { acceptInvitation } from '../api/accept-invitation';
import { ownerAccountMessages } from '../owner-account-messages';
import { acceptFailure, checkNewPassword, type PasswordProblems } from '../utils/accept-errors';

export function AcceptInvitationPage() {
  const t = useMessages(ownerAccountMessages);
  useDocumentTitle(t.pageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t.noToken);
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t.heading}</h1>
        {linkProblem ? (
          <div className="mt-4 flex flex-col gap-4">
            <p role="alert" className="text-sm text-bad">
              {linkProblem}
            </p>
            <Link to={paths.adminLogin()} className={buttonClasses('primary', 'md', 'self-start')}>
              {t.signIn}
            </Link>
          </div>
        ) : (
          <PasswordForm token={token} onLinkProblem={setLinkProblem} />
        )}
      </div>
    </div>
  );
}

function PasswordForm({ token, onLinkProblem }: { token: string; onLinkProblem(message: string): void }) {
  const t = useMessages(ownerAccountMessages);
  const { adoptSession } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick > 0) focusFirstInvalid(formRef.current);
  }, [focusTick]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const found = checkNewPassword(password, confirm, t);
    setProblems(found);
    if (found.password || found.confirm) {
      setFocusTick((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      const { user } = await acceptInvitation(token, password);
      await adoptSession(user);
      notify('success', t.welcome);
      const studioId = user.owned_studio_ids?.[0];
      navigate(studioId === undefined ? paths.studios() : paths.studio(studioId), { replace: true });
    } catch (failure) {
      setPending(false);
      const outcome = acceptFailure(failure, t);
      if (outcome.kind === 'link') onLinkProblem(outcome.message);
      else setError(outcome.message);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-4"
      aria-busy={pending}
    >
      <p className="text-sm text-muted">{t.intro}</p>
      {error ? (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          {error}
        </p>
      ) : null}
      <FormField
        idPrefix={idPrefix}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t.passwordLabel}
        hint={t.passwordHint}
        value={password}
        error={problems.password}
        onChange={(value) => {
          setPassword(value);
          setProblems((current) => ({ ...current, password: undefined }));
        }}
      />
      <FormField
        idPrefix={idPrefix}
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t.confirmLabel}
        value={confirm}
        error={problems.confirm}
        onChange={(value) => {
          setConfirm(value);
          setProblems((current) => ({ ...current, confirm: undefined }));
        }}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" aria-disabled={pending || undefined}>
        {pending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
