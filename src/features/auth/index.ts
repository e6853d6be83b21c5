import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

export { AuthModals } from './AuthModal';
export { sendPasswordReset } from './authGateway';
export {
  applyThemeLocally,
  startAuth,
  useAuth,
  useAuthStatus,
  useAuthStore,
  useAuthUser,
  useTheme,
  useUsername,
  useUserRecord,
  type AuthState,
  type AuthStatus,
} from './authStore';

/** The forgot-password page (/forgot), loaded as its own chunk. */
export const lazyForgotPasswordRoute: LazyRouteFunction<RouteObject> = async () => ({
  Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage,
});

/** /logout has no screen: its loader signs out and moves on, in its own chunk. */
export const lazyLogoutRoute: LazyRouteFunction<RouteObject> = async () => ({
  loader: (await import('./logoutLoader')).logoutLoader,
});
