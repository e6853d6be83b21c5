import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The player screen (/join), loaded as its own chunk. */
export const lazyJoinRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./JoinPage')).JoinPage,
});
