import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { DEFAULT_THEME, screenTexts } from '@/domain';
import { JoinPage, useInGame } from '@/features/play';
import { type FooterLink, SiteFooter } from './SiteFooter';

/** The player's page is a document of its own (join.html): its links load the app's pages as documents. */
const DocumentLink: FooterLink = ({ to, children }) => <a href={to}>{children}</a>;

/**
 * The frame of the player's screen (/join): the screen and a footer linking home, Terms, Privacy and Contact
 * (SPEC §2 Player screen). During a game the footer is left out, so that no tap leaves the game by mistake;
 * it comes back with the final results. Players have no account, so unlike RootLayout it starts no Firebase Auth and shows
 * no header, account menu or log-in dialogs: a phone joining a game loads none of that code, nor the router
 * (npm run bench:bundle). The theme is the default one whoever used this browser before.
 */
export function PlayerLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = DEFAULT_THEME;
  }, []);
  const inGame = useInGame();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main shell-container" tabIndex={-1}>
        {children}
      </main>
      {!inGame && <SiteFooter link={DocumentLink} homeLink />}
    </>
  );
}

/** What an unexpected failure of the player's screen shows. A reload is the way back into the game. */
function PlayerErrorScreen() {
  return (
    <section className="status-screen">
      <p className="status-mark" aria-hidden="true">
        !
      </p>
      <h1 className="status-message">{screenTexts.unexpectedError}</h1>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

/** The whole player's page: the join form, then the game, in the player's frame. */
export function PlayerPage() {
  return (
    <PlayerLayout>
      <ErrorBoundary FallbackComponent={PlayerErrorScreen}>
        <JoinPage />
      </ErrorBoundary>
    </PlayerLayout>
  );
}
