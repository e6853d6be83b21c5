import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame of every screen: header, the screen itself, footer. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main shell-container" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
