import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, isValidEmail, passwordResetMessages } from '@/domain';
import { sendPasswordReset } from './authGateway';

/** Asks for an account's email address and sends it a password-reset link (SPEC §2, §8). */
export function ForgotPasswordPage() {
  useDocumentTitle(documentTitle('Forgot password'));
  const [email, setEmail] = useState('');
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');
  const valid = isValidEmail(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address) || working) return;
    setWorking(true);
    try {
      await sendPasswordReset(address);
      setMessage(passwordResetMessages.sent(address));
    } catch (error) {
      setMessage(
        passwordResetMessages.failed(address, error instanceof Error ? error.message : String(error)),
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="intro-screen">
      <div className="intro-panel">
        <h1>Forgot your password?</h1>
        <p className="page-lead">
          Enter your account&apos;s email address and we will send you a link to choose a new password.
        </p>
        <form className="form form-centred" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field-label">Email</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          {valid && (
            <button type="submit" className="button button-primary" disabled={working}>
              Submit
            </button>
          )}
        </form>
        <p className="form-message" role="status">
          {message}
        </p>
        <Link to={pageUrls.home}>Back to home</Link>
      </div>
    </section>
  );
}
