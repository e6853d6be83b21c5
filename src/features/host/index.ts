import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The host screen (/host?q= or ?s=) and its loader, loaded together as one chunk. */
export const lazyHostRoute: LazyRouteFunction<RouteObject> = () => import('./hostRoute');
