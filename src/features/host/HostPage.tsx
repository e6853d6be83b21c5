// First, before the screens' own stylesheets (imported by each screen), which refine the stage's.
import './host.css';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';
import { useAuthStatus } from '@/features/auth';
import { HostGameScreen } from './HostGameScreen';
import { HostPlayScreen } from './HostPlayScreen';

/**
 * The big-screen side of a live game (SPEC §2 /host): ?q={quizId} before the game, ?s={gameId} once it
 * is open. Hosting needs a sign-in (SPEC §6): a visitor is sent to log in, and comes back here after.
 */
export function HostPage() {
  useDocumentTitle(documentTitle('Host'));
  const status = useAuthStatus();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();

  if (status === 'signedOut') return <Navigate to={pageUrls.logIn(pathname + search)} replace />;
  if (status === 'unknown') {
    return (
      <p className="screen-loading" role="status">
        {screenTexts.loading}
      </p>
    );
  }
  const gameId = params.get('s');
  if (gameId) return <HostGameScreen key={gameId} gameId={gameId} />;
  // The loader sends a visit with neither parameter to Explore.
  const quizId = params.get('q') ?? '';
  return <HostPlayScreen key={quizId} quizId={quizId} />;
}
