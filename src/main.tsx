import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// Global styles first, so that the styles each screen's chunk brings come later in the cascade.
import '@/common/styles/index.css';
import { hostRedirectTarget } from '@/app/hostRedirect';
import { router } from '@/app/router';

const redirectTo = hostRedirectTarget(window.location, import.meta.env.VITE_MAIN_HOST);
if (redirectTo) {
  window.location.replace(redirectTo);
} else {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element to render into.');
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
