import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The host's list of reports (/reports), loaded as its own chunk. */
export const lazyReportsRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./ReportsPage')).ReportsPage,
});

/** One game's report (/reports/:gameId), loaded as its own chunk. */
export const lazyReportRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./ReportPage')).ReportPage,
});
