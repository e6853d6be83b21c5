import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The account page (/settings), loaded as its own chunk. */
export const lazySettingsRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./SettingsPage')).SettingsPage,
});

/** The account management page (/usermgmt), loaded as its own chunk. */
export const lazyUserManagementRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./UserManagementPage')).UserManagementPage,
});
