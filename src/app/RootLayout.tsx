import { useEffect } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { ImageUrlContext } from '@/common/useImageUrl';
import { DEFAULT_THEME } from '@/domain';
import { AuthModals, startAuth, useTheme } from '@/features/auth';
import { uploadedImageUrl } from '@/firebase/imageUrls';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Puts the user's theme on <html>, where themes.css reads it; signed out, the default (dark) applies. */
function useDocumentTheme() {
  const theme = useTheme() ?? DEFAULT_THEME;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}

/**
 * The frame of every screen: header, the screen itself, footer, and the log-in and sign-up modals. Uploaded
 * images resolve through Storage everywhere below it (ImageUrlContext).
 */
export function RootLayout() {
  useEffect(() => {
    startAuth();
  }, []);
  useDocumentTheme();

  return (
    <ImageUrlContext value={uploadedImageUrl}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main shell-container" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter link={Link} />
      <AuthModals />
      <ScrollRestoration />
    </ImageUrlContext>
  );
}
