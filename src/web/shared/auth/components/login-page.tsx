/**
 * /admin/login (product.md §2): email and password (with a show/hide toggle), 'Sign In' enabled once both
 * are filled, 'Signing in...' while the call runs, the failure in a banner that clears as soon as a
 * field is edited, then on to ?next= (a path of this app only) or /studios. A signed-in admin is told
 * so and offered to go on or log out. What was typed or autofilled into the server's form before the
 * script took over is kept, and 'Sign In' follows it.
 */
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/shared/components/ui/button';
import { Spinner } from '@/shared/components/ui/spinner';
import { TextInput } from '@/shared/components/ui/text-input';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMessages } from '@/shared/i18n/i18n-provider';
import { adminSessionMessages } from '../admin-session-messages';
import { authMessages } from '../auth-messages';
import { useAuth } from '../hooks/use-auth';
import { useLogoutAction } from '../hooks/use-logout-action';
import { loginErrorMessage } from '../utils/login-error';
import { safeNextPath } from '../utils/next-path';

export function LoginPage() {
  const t = useMessages(adminSessionMessages);
  useDocumentTitle(t.pageTitle);
  const { status, user } = useAuth();
  const [searchParams] = useSearchParams();
  const nextPath = safeNextPath(searchParams.get('next'));
  // Once this form has signed in, it stays until the redirect instead of flashing 'You are signed in'.
  const [submitted, setSubmitted] = useState(false);

  let body: ReactNode;
  if (submitted || status === 'anonymous') {
    body = <LoginForm nextPath={nextPath} onSubmitting={setSubmitted} />;
  } else if (status === 'authenticated' && user) {
    body = <AlreadySignedIn email={user.email} nextPath={nextPath} />;
  } else {
    body = <Spinner label={t.checkingStatus} showLabel className="py-6" />;
  }

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t.heading}</h1>
        {body}
      </div>
    </div>
  );
}

function LoginForm({
  nextPath,
  onSubmitting,
}: {
  nextPath: string;
  onSubmitting(submitting: boolean): void;
}) {
  const t = useMessages(adminSessionMessages);
  const errors = useMessages(authMessages);
  const { login } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Both fields filled by the browser's autofill, whose values Chrome keeps from scripts until the
  // visitor first acts on the page (the click on 'Sign In' is such an act).
  const [autofilled, setAutofilled] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const filled = (email.trim() !== '' && password !== '') || autofilled;

  // The server's page shows this form before its script runs (decision 011): what was typed or
  // autofilled meanwhile is in the fields but not in the state, which has to start empty like the
  // server's HTML. Taken into the state once hydrated, before anything renders the fields again: a
  // render with the empty state would write it back over the visitor's words (and leave 'Sign In'
  // disabled). A form mounted later (no server HTML under it) finds empty fields: nothing changes.
  useLayoutEffect(() => {
    const typedEmail = emailInput.current?.value ?? '';
    const typedPassword = passwordInput.current?.value ?? '';
    if (typedEmail !== '') setEmail(typedEmail);
    if (typedPassword !== '') setPassword(typedPassword);
    if (isAutofilled(emailInput.current) && isAutofilled(passwordInput.current)) setAutofilled(true);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || pending) return;
    // The fields themselves, not the state: an autofilled value reaches the page only now.
    const sentEmail = (emailInput.current?.value ?? email).trim();
    const sentPassword = passwordInput.current?.value ?? password;
    if (sentEmail === '' || sentPassword === '') return;
    setPending(true);
    setError(null);
    onSubmitting(true);
    try {
      await login(sentEmail, sentPassword);
    } catch (failure) {
      setError(loginErrorMessage(failure, errors));
      setPending(false);
      onSubmitting(false);
      return;
    }
    navigate(nextPath, { replace: true });
  };

  const edited = () => {
    if (error) setError(null);
  };

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-busy={pending}>
      <p className="-mt-4 text-sm text-muted">{t.intro}</p>
      {error ? (
        <div
          role="alert"
          className="rounded-[var(--radius-control)] border border-bad/40 bg-bad-soft px-3 py-2 text-sm text-bad"
        >
          {error}
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={emailId} className="text-sm font-medium">
          {t.emailLabel}
        </label>
        <TextInput
          ref={emailInput}
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setAutofilled(false);
            edited();
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={passwordId} className="text-sm font-medium">
          {t.passwordLabel}
        </label>
        <div className="relative">
          <TextInput
            ref={passwordInput}
            id={passwordId}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={password}
            className="pr-12"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setAutofilled(false);
              edited();
            }}
          />
          <button
            type="button"
            aria-label={t.showPassword}
            aria-pressed={showPassword}
            aria-controls={passwordId}
            onClick={() => setShowPassword((shown) => !shown)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-[var(--radius-control)] text-muted hover:text-ink"
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        disabled={!filled}
        aria-disabled={pending || undefined}
      >
        {pending ? t.signingIn : t.signIn}
      </Button>
    </form>
  );
}

/** Whether the browser has autofilled the field (a browser without the selector: no). */
function isAutofilled(input: HTMLInputElement | null): boolean {
  if (!input) return false;
  for (const selector of [':autofill', ':-webkit-autofill']) {
    try {
      if (input.matches(selector)) return true;
    } catch {
      // An unknown pseudo-class throws: try the next spelling.
    }
  }
  return false;
}

function AlreadySignedIn({ email, nextPath }: { email: string; nextPath: string }) {
  const t = useMessages(adminSessionMessages);
  const { leaving, onLogout } = useLogoutAction();
  return (
    <div className="mt-4 flex flex-col gap-5">
      <p className="text-sm">{t.alreadySignedInText({ email })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={nextPath} className={buttonClasses('primary', 'md')}>
          {t.continue}
        </Link>
        <Button variant="secondary" aria-disabled={leaving || undefined} onClick={onLogout}>
          {leaving ? t.loggingOut : t.logout}
        </Button>
      </div>
    </div>
  );
}

/** An eye; struck through while the password is shown (pressing again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
