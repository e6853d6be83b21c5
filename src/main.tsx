import { createPath, RouterProvider } from 'react-router-dom';
import { config as zodConfig } from 'zod';
// Global styles first, so that the styles each screen's chunk brings come later in the cascade.
import '@/common/styles/index.css';
import { mountPage } from '@/app/mountPage';
import { router } from '@/app/router';

// The entry of index.html: every page of the app but the player's /join (join.html, src/playerMain.tsx).

// zod compiles its object parsers with `new Function` where eval is allowed, probing for that as it builds an
// object schema; the site's Content-Security-Policy (firebase.json) allows no eval, so the browser reports the
// probe as a violation. Set here, before any screen's chunk builds a schema; the parsing is the same.
zodConfig({ jitless: true });

// A screen's chunk fails while the router is going to it: the page reloads there, not where it was.
mountPage(<RouterProvider router={router} />, () => {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : null;
});
