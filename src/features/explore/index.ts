import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The Explore page (/search?q=), loaded as its own chunk. */
export const lazyExploreRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./ExplorePage')).ExplorePage,
});
