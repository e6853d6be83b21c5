import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain/product';

/** The phone side of a live game: join with a room code and a username, then answer. */
export function JoinPage() {
  useDocumentTitle(documentTitle('Join a game'));

  return (
    <IntroScreen
      title="Join a game"
      lead="Enter the room code shown on the host's screen and pick a username, then answer the questions right here on your phone."
      actions={
        <Link className="button button-secondary" to="/">
          Back to home
        </Link>
      }
    />
  );
}
