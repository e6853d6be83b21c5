import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { lazyEditorRoute } from '@/features/editor';
import { lazyExploreRoute } from '@/features/explore';
import { lazyHomeRoute } from '@/features/home';
import { lazyHostRoute } from '@/features/host';
import {
  lazyAboutRoute,
  lazyHelpRoute,
  lazyOpenAnswerTestRoute,
  lazyPrivacyRoute,
  lazyTermsRoute,
} from '@/features/info';
import { lazyMyQuizzesRoute, lazyQuizViewerRoute } from '@/features/library';
import { lazyReportRoute, lazyReportsRoute } from '@/features/reports';
import { lazySettingsRoute, lazyUserManagementRoute } from '@/features/settings';
import { ErrorScreen, StandaloneErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { ScreenLoading, StandaloneScreenLoading } from './ScreenLoading';

// This module is part of the app's entry chunk (index.html), which every screen waits for: it imports each
// feature's index only for its lazy route functions. The auth feature's index also exports the signed-in
// app's pieces (the auth store, the log-in dialogs), so its routes import the index itself on first visit,
// in parallel with the shell. The player's /join is a page of its
// own (join.html, src/playerMain.tsx), without this router.

/** A lazy route of a feature whose index must stay out of the entry chunk. */
function lazyThroughIndex<Index>(
  loadIndex: () => Promise<Index>,
  route: (index: Index) => LazyRouteFunction<RouteObject>,
): LazyRouteFunction<RouteObject> {
  return async () => route(await loadIndex())();
}

const loadAuth = () => import('@/features/auth');

/** The screens of SPEC §2 inside the app shell, each loaded as its own chunk when first visited. */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: lazyHomeRoute },
  { path: 'my', lazy: lazyMyQuizzesRoute },
  { path: 'view', lazy: lazyQuizViewerRoute },
  { path: 'host', lazy: lazyHostRoute },
  { path: 'editor', lazy: lazyEditorRoute },
  { path: 'settings', lazy: lazySettingsRoute },
  { path: 'reports', lazy: lazyReportsRoute },
  { path: 'reports/:gameId', lazy: lazyReportRoute },
  { path: 'usermgmt', lazy: lazyUserManagementRoute },
  { path: 'forgot', lazy: lazyThroughIndex(loadAuth, (auth) => auth.lazyForgotPasswordRoute) },
  { path: 'logout', lazy: lazyThroughIndex(loadAuth, (auth) => auth.lazyLogoutRoute) },
  { path: 'search', lazy: lazyExploreRoute },
  { path: 'terms', lazy: lazyTermsRoute },
  { path: 'privacy', lazy: lazyPrivacyRoute },
  { path: 'about', lazy: lazyAboutRoute },
  { path: 'help/*', lazy: lazyHelpRoute },
  { path: 'test', lazy: lazyOpenAnswerTestRoute },
  { path: '*', Component: NotFoundPage },
];

/**
 * The error boundary and the first-load placeholder sit below a layout, so that a failing or still-loading
 * screen keeps the layout's frame; the layout's own route catches a failure of the layout itself.
 */
const framed = (screens: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: ErrorScreen, HydrateFallback: ScreenLoading, children: screens },
];

/**
 * Puts screens inside the app shell: header with the account menu, footer, log-in dialogs and Firebase
 * Auth. The shell is a chunk of its own, loaded in parallel with the first screen's, so that the entry
 * chunk stays small.
 */
export function withAppShell(screens: RouteObject[]): RouteObject {
  return {
    path: '/',
    lazy: async () => ({ Component: (await import('./RootLayout')).RootLayout }),
    ErrorBoundary: StandaloneErrorScreen,
    HydrateFallback: StandaloneScreenLoading,
    children: framed(screens),
  };
}

export const routes: RouteObject[] = [withAppShell(screenRoutes)];
