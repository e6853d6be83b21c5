import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';

/** Asks for an account's email address and sends it a password-reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle(documentTitle('Forgot password'));

  return (
    <IntroScreen
      title="Forgot your password?"
      lead="Enter your account's email address and we will send you a link to choose a new password."
      actions={
        <Link className="button button-secondary" to="/">
          Back to home
        </Link>
      }
    />
  );
}
