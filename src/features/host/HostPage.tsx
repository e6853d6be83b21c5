import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';

/** The big-screen side of a live game. */
export function HostPage() {
  useDocumentTitle(documentTitle('Host'));

  return (
    <IntroScreen
      title="Host a live game"
      lead="Put this screen on the projector: players join with its room code, then the questions, timer and leaderboard run from here."
      actions={
        <Link className="button button-primary" to="/search?q=">
          Pick a quiz in Explore
        </Link>
      }
    />
  );
}
