import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The terms of service (/terms), loaded as its own chunk. */
export const lazyTermsRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./TermsPage')).TermsPage,
});

/** The privacy policy (/privacy), loaded as its own chunk. */
export const lazyPrivacyRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./PrivacyPage')).PrivacyPage,
});

/** About Loqi (/about), loaded as its own chunk. */
export const lazyAboutRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./AboutPage')).AboutPage,
});

/** Every help page (/help/*), loaded as its own chunk. */
export const lazyHelpRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./HelpPage')).HelpPage,
});

/** The open-ended answer test page (/test), loaded as its own chunk. */
export const lazyOpenAnswerTestRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./OpenAnswerTestPage')).OpenAnswerTestPage,
});
