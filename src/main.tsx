import { RouterProvider } from 'react-router-dom';
// Global styles first, so that the styles each screen's chunk brings come later in the cascade.
import '@/common/styles/index.css';
import { mountPage } from '@/app/mountPage';
import { router } from '@/app/router';

// The entry of index.html: every page of the app but the player's /join (join.html, src/playerMain.tsx).
mountPage(<RouterProvider router={router} />);
