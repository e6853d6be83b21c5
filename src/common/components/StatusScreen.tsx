import { Link } from 'react-router-dom';
import { pageUrls } from '@/common/urls';

interface StatusScreenProps {
  /** The one message the screen shows. */
  message: string;
  /** A large decorative mark above the message, such as "404". */
  mark?: string;
}

/** A screen that only states where the visitor is (not found, an error, coming soon) and leads home. */
export function StatusScreen({ message, mark }: StatusScreenProps) {
  return (
    <section className="status-screen">
      {mark && (
        <p className="status-mark" aria-hidden="true">
          {mark}
        </p>
      )}
      <h1 className="status-message">{message}</h1>
      <Link className="button button-primary" to={pageUrls.home}>
        Back to home
      </Link>
    </section>
  );
}
