import { createPath, RouterProvider } from 'react-router-dom';
// Global styles first, so that the styles each screen's chunk brings come later in the cascade.
import '@/common/styles/index.css';
import { mountPage } from '@/app/mountPage';
import { router } from '@/app/router';

// The entry of index.html: every page of the app but the player's /join (join.html, src/playerMain.tsx).

// A screen's chunk fails while the router is going to it: the page reloads there, not where it was.
mountPage(<RouterProvider router={router} />, () => {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : null;
});
