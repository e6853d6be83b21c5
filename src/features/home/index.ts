import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The home screen (/), loaded as its own chunk. */
export const lazyHomeRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./HomePage')).HomePage,
});
