import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** The forgot-password page (/forgot), loaded as its own chunk. */
export const lazyForgotPasswordRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage,
});

/** /logout has no screen: its loader signs out and moves on, in its own chunk. */
export const lazyLogoutRoute: LazyRouteFunction<RouteObject> = async () => ({
  loader: (await import('./logoutLoader')).logoutLoader,
});
