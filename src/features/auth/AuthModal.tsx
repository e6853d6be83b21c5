import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { useModalFocus } from '@/common/useModalFocus';
import { authErrorAlert } from '@/domain';
import { logIn, signUp } from './authGateway';
import { acceptSignIn } from './authStore';
import { safeRedirectPath } from './redirect';

type AuthMode = 'login' | 'signup';

const MODES = {
  login: {
    title: 'Log In',
    submit: 'Log In',
    switchText: "Don't have an account? Sign up",
    switchTo: 'signup',
    autoComplete: 'current-password',
    run: logIn,
  },
  signup: {
    title: 'Sign Up',
    submit: 'Sign Up',
    switchText: 'Already have an account? Log in',
    switchTo: 'login',
    autoComplete: 'new-password',
    run: signUp,
  },
} as const;

/** The current location's query with the modal flags replaced. */
function searchWith(search: string, mode: AuthMode | null, keepRedirect: boolean): string {
  const params = new URLSearchParams(search);
  params.delete('login');
  params.delete('signup');
  if (!keepRedirect) params.delete('redirect');
  if (mode) params.set(mode, 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Opens the Log In or Sign Up modal over any screen when ?login=true or ?signup=true is set (SPEC §2). */
export function AuthModals() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const mode: AuthMode | null =
    params.get('login') === 'true' ? 'login' : params.get('signup') === 'true' ? 'signup' : null;
  // Keyed by mode so switching starts the other form afresh, focus included.
  return mode ? <AuthModal key={mode} mode={mode} /> : null;
}

function AuthModal({ mode }: { mode: AuthMode }) {
  const texts = MODES[mode];
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [missing, setMissing] = useState(false);

  const close = () => navigate({ pathname, search: searchWith(search, null, true), hash });

  useModalFocus(dialogRef, close, () => emailRef.current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setWorking(true);
    try {
      acceptSignIn(await texts.run(email.trim(), password));
    } catch (error) {
      setWorking(false);
      window.alert(authErrorAlert(error instanceof Error ? error.message : String(error)));
      return;
    }
    const redirect = safeRedirectPath(new URLSearchParams(search).get('redirect'));
    // Without the modal flags: a redirect back to a page opened with ?login=true would reopen the modal.
    const target = redirect ? new URL(redirect, window.location.origin) : { pathname, search, hash };
    navigate(
      { pathname: target.pathname, search: searchWith(target.search, null, false), hash: target.hash },
      { replace: true },
    );
  };

  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={headingId}>{texts.title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <form className="form" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field-label">Email</span>
            <input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              required
              aria-invalid={missing && !email.trim()}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">Password</span>
            <input
              type="password"
              name="password"
              autoComplete={texts.autoComplete}
              required
              aria-invalid={missing && !password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          {missing && (!email.trim() || !password) && (
            <p className="form-error" role="alert">
              Please enter your email and password.
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={working}>
            {texts.submit}
          </button>
        </form>
        <div className="modal-links">
          <Link to={{ pathname, search: searchWith(search, texts.switchTo, true), hash }} replace>
            {texts.switchText}
          </Link>
          {mode === 'login' && <Link to={pageUrls.forgotPassword}>Forgot password?</Link>}
        </div>
      </div>
    </div>
  );
}
