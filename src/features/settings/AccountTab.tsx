import { useState, type FormEvent } from 'react';
import {
  isValidUsername,
  passwordResetMessages,
  usernameChangeMessage,
  usernameRequirements,
  UsernameChangeStatus,
} from '@/domain';
import { sendPasswordReset, useUserRecord } from '@/features/auth';
import { maskEmail } from './maskEmail';
import { requestUsernameChange } from './settingsGateway';

type ChangeOutcome = UsernameChangeStatus | 'failed' | null;

/** Username, email, username change and password reset (SPEC §2, /settings, Account tab). */
export function AccountTab({ email }: { email: string }) {
  const username = useUserRecord()?.info?.username ?? '';
  const [showEmail, setShowEmail] = useState(false);

  return (
    <div className="settings-sections">
      <section className="settings-section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile</h2>
        <dl className="settings-facts">
          <div>
            <dt>Username</dt>
            <dd className="settings-username">{username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd className="settings-email">
              <span>{showEmail ? email : maskEmail(email)}</span>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setShowEmail(!showEmail)}
              >
                {showEmail ? 'Hide email' : 'Show email'}
              </button>
            </dd>
          </div>
        </dl>
      </section>
      <UsernameChange current={username} />
      <PasswordReset email={email} />
    </div>
  );
}

function UsernameChange({ current }: { current: string }) {
  const [candidate, setCandidate] = useState('');
  const [outcome, setOutcome] = useState<ChangeOutcome>(null);
  const working = outcome === UsernameChangeStatus.Working;
  const canChange = isValidUsername(candidate) && candidate !== current;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canChange || working) return;
    setOutcome(UsernameChangeStatus.Working);
    try {
      const status = await requestUsernameChange(candidate);
      setOutcome(status);
      if (status === UsernameChangeStatus.Success) setCandidate('');
    } catch (error) {
      console.error(error);
      setOutcome('failed');
    }
  };

  const errorText =
    outcome === 'failed'
      ? 'Your username could not be changed. Please try again.'
      : outcome === null
        ? null
        : usernameChangeMessage(outcome);

  return (
    <section className="settings-section" aria-labelledby="settings-username">
      <h2 id="settings-username">Change username</h2>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span className="field-label">New username</span>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={candidate}
            onChange={(event) => {
              setCandidate(event.target.value);
              if (!working) setOutcome(null);
            }}
            aria-describedby="username-rules"
          />
        </label>
        <ul className="requirement-list" id="username-rules" aria-label="Username requirements">
          {usernameRequirements(candidate).map(({ text, met }) => (
            <li key={text} className={met ? 'requirement-met' : 'requirement-unmet'}>
              <span aria-hidden="true">{met ? '✓' : '✗'}</span> {text}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
        {canChange && (
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={working}>
              Change
            </button>
          </div>
        )}
        {(working || outcome === UsernameChangeStatus.Success) && (
          <p className={working ? 'form-message' : 'form-success'} role="status">
            {working ? 'Working...' : 'Username changed.'}
          </p>
        )}
        {errorText && (
          <p className="form-error" role="alert">
            {errorText}
          </p>
        )}
      </form>
    </section>
  );
}

function PasswordReset({ email }: { email: string }) {
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');

  const reset = async () => {
    setWorking(true);
    try {
      await sendPasswordReset(email);
      setMessage(`A password reset email has been sent to ${email}.`);
    } catch (error) {
      setMessage(passwordResetMessages.failed(email, error instanceof Error ? error.message : String(error)));
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="settings-password">
      <h2 id="settings-password">Password</h2>
      <p className="form-message">We will email you a link to choose a new password.</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" disabled={working} onClick={reset}>
          Reset password
        </button>
      </div>
      {message && (
        <p className="form-message" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
