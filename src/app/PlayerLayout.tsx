import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DEFAULT_THEME } from '@/domain/user';
import { SiteFooter } from './SiteFooter';

/**
 * The frame of the player's screen (/join): the screen and a footer linking home, Terms, Privacy and Contact
 * (SPEC §2 Player screen). Players have no account, so unlike RootLayout it starts no Firebase Auth and shows
 * no header, account menu or log-in dialogs: a phone joining a game loads none of that code (npm run
 * bench:bundle). The theme is the default one whoever used this browser before.
 */
export function PlayerLayout() {
  useEffect(() => {
    document.documentElement.dataset.theme = DEFAULT_THEME;
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main shell-container" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter homeLink />
      <ScrollRestoration />
    </>
  );
}
