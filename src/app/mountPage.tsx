import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hostRedirectTarget } from './hostRedirect';
import { installPreloadRecovery } from './preloadRecovery';

/**
 * Starts one of the site's pages (index.html, join.html): first the host-name redirect of SPEC §2, then
 * the page in #root, which loads itself anew once when a deploy has taken its chunks away (preloadRecovery.ts);
 * `pendingPath` tells where the page was going then.
 */
export function mountPage(page: ReactNode, pendingPath?: () => string | null): void {
  const redirectTo = hostRedirectTarget(window.location, __LOQI_SETTINGS__.mainHost);
  if (redirectTo) {
    window.location.replace(redirectTo);
    return;
  }
  installPreloadRecovery(window, pendingPath);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element to render into.');
  createRoot(rootElement).render(<StrictMode>{page}</StrictMode>);
}
