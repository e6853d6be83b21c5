// A stand-in for the auth feature's gateway with nobody signed in, for tests that render the app's routes:
//   vi.mock('@/features/auth/authGateway', async () => (await import('@/test/signedOutAuthGateway')).signedOutAuthGateway());
// Firebase answers at once that nobody is signed in, and every action succeeds.
import { vi } from 'vitest';

export function signedOutAuthGateway() {
  return {
    watchAuthUser: vi.fn((onChange: (user: null) => void) => {
      onChange(null);
      return () => undefined;
    }),
    watchUserRecord: () => () => undefined,
    signOutIfSignedIn: () => Promise.resolve(),
    logIn: () => Promise.resolve(),
    signUp: () => Promise.resolve(),
    sendPasswordReset: () => Promise.resolve(),
  };
}
