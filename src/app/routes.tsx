import type { RouteObject } from 'react-router-dom';
import { lazyForgotPasswordRoute, lazyLogoutRoute } from '@/features/auth';
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
import { lazyJoinRoute } from '@/features/play';
import { lazySettingsRoute, lazyUserManagementRoute } from '@/features/settings';
import { ErrorScreen, StandaloneErrorScreen } from './ErrorScreen';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { ScreenLoading } from './ScreenLoading';

/** The screens of SPEC §2, each loaded as its own chunk when first visited. */
export const screenRoutes: RouteObject[] = [
  { index: true, lazy: lazyHomeRoute },
  { path: 'my', lazy: lazyMyQuizzesRoute },
  { path: 'view', lazy: lazyQuizViewerRoute },
  { path: 'host', lazy: lazyHostRoute },
  { path: 'join', lazy: lazyJoinRoute },
  { path: 'editor', lazy: lazyEditorRoute },
  { path: 'settings', lazy: lazySettingsRoute },
  { path: 'usermgmt', lazy: lazyUserManagementRoute },
  { path: 'forgot', lazy: lazyForgotPasswordRoute },
  { path: 'logout', lazy: lazyLogoutRoute },
  { path: 'search', lazy: lazyExploreRoute },
  { path: 'terms', lazy: lazyTermsRoute },
  { path: 'privacy', lazy: lazyPrivacyRoute },
  { path: 'about', lazy: lazyAboutRoute },
  { path: 'help/*', lazy: lazyHelpRoute },
  { path: 'test', lazy: lazyOpenAnswerTestRoute },
  { path: '*', Component: NotFoundPage },
];

/**
 * Puts screens inside the app shell. The error boundary and the first-load placeholder sit below the
 * layout, so that a failing or still-loading screen keeps the header and footer; the root error boundary
 * catches a failure of the layout itself.
 */
export function withAppShell(screens: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: StandaloneErrorScreen,
      children: [{ ErrorBoundary: ErrorScreen, HydrateFallback: ScreenLoading, children: screens }],
    },
  ];
}

export const routes = withAppShell(screenRoutes);
