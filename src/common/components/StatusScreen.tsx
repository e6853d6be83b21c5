import { Link } from 'react-router-dom';
import { pageUrls } from '@/common/urls';

interface StatusScreenProps {
  /** The one message the screen shows. */
  message: string;
  /** A large decorative mark above the message, such as "404". */
  mark?: string;
  /** Where the screen's one button leads, and what it says: home by default. */
  link?: { to: string; label: string };
}

const HOME_LINK = { to: pageUrls.home, label: 'Back to home' };

/**
 * A screen that only states where the visitor is (not found, an error, coming soon) and leads home, or
 * where `link` says.
 */
export function StatusScreen({ message, mark, link = HOME_LINK }: StatusScreenProps) {
  return (
    <section className="status-screen">
      {mark && (
        <p className="status-mark" aria-hidden="true">
          {mark}
        </p>
      )}
      <h1 className="status-message">{message}</h1>
      <Link className="button button-primary" to={link.to}>
        {link.label}
      </Link>
    </section>
  );
}
