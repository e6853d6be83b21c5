import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, as in main.tsx, so that the play feature's styles come later in the cascade.
import '@/common/styles/index.css';
import { hostRedirectTarget } from '@/app/hostRedirect';
import { PlayerPage } from '@/app/PlayerLayout';

// The entry of join.html, the player's page at /join: one screen, so no router (SPEC §2 Player screen).
const redirectTo = hostRedirectTarget(window.location, import.meta.env.VITE_MAIN_HOST);
if (redirectTo) {
  window.location.replace(redirectTo);
} else {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('join.html has no #root element to render into.');
  createRoot(rootElement).render(
    <StrictMode>
      <PlayerPage />
    </StrictMode>,
  );
}
