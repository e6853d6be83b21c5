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
import { lazyJoinRoute } from '@/features/play';
import { lazySettingsRoute, lazyUserManagementRoute } from '@/features/settings';
import { ErrorScreen, StandaloneErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { PlayerLayout } from './PlayerLayout';
import { ScreenLoading, StandaloneScreenLoading } from './ScreenLoading';

// This module is part of the entry chunk, which every screen loads, the player's phone included: it
// imports only what the player shell needs, and each feature's index only for its lazy route functions.
// The auth and library features' indexes also export the signed-in app's pieces (the auth store, the
// log-in dialogs, the library's gateway), so their routes import the index itself on first visit.

/** A lazy route of a feature whose index must stay out of the entry chunk. */
function lazyThroughIndex<Index>(
  loadIndex: () => Promise<Index>,
  route: (index: Index) => LazyRouteFunction<RouteObject>,
): LazyRouteFunction<RouteObject> {
  return async () => route(await loadIndex())();
}

const loadAuth = () => import('@/features/auth');
const loadLibrary = () => import('@/features/library');

/** The screens of SPEC §2 inside the app shell, each loaded as its own chunk when first visited. */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: lazyHomeRoute },
  { path: 'my', lazy: lazyThroughIndex(loadLibrary, (library) => library.lazyMyQuizzesRoute) },
  { path: 'view', lazy: lazyThroughIndex(loadLibrary, (library) => library.lazyQuizViewerRoute) },
  { path: 'host', lazy: lazyHostRoute },
  { path: 'editor', lazy: lazyEditorRoute },
  { path: 'settings', lazy: lazySettingsRoute },
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

/** The player's screen (SPEC §2 /join), outside the app shell. */
export const playerRoutes: RouteObject[] = [{ index: true, lazy: lazyJoinRoute }];

/**
 * The error boundary and the first-load placeholder sit below a layout, so that a failing or still-loading
 * screen keeps the layout's frame; the layout's own route catches a failure of the layout itself.
 */
const framed = (screens: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: ErrorScreen, HydrateFallback: ScreenLoading, children: screens },
];

/**
 * Puts screens inside the app shell: header with the account menu, footer, log-in dialogs and Firebase
 * Auth. The shell is a chunk of its own, loaded with the first screen, so that the entry chunk stays free
 * of Auth for the player.
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

/** Puts the player's screen inside the player shell (PlayerLayout), which loads no Auth. */
export function withPlayerShell(screens: RouteObject[]): RouteObject {
  return {
    path: '/join',
    Component: PlayerLayout,
    ErrorBoundary: StandaloneErrorScreen,
    children: framed(screens),
  };
}

export const routes: RouteObject[] = [withPlayerShell(playerRoutes), withAppShell(screenRoutes)];
