// Builds the request a callable's `.run` receives, as firebase-functions would after verifying the caller.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';

/**
 * A request carrying `data`, from the user `uid` whose ID token also holds `claims`, or from a caller who
 * is not signed in when uid is omitted.
 */
export function callableRequest(
  data: unknown,
  uid?: string,
  claims: Partial<DecodedIdToken> = {},
): CallableRequest<unknown> {
  return {
    data,
    auth:
      uid === undefined
        ? undefined
        : { uid, token: { uid, ...claims } as DecodedIdToken, rawToken: 'test-token' },
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}

/** The ID-token claims of an account that signed up with an email and a password. */
export function emailAccountClaims(email: string): Partial<DecodedIdToken> {
  return { email, firebase: { sign_in_provider: 'password', identities: { email: [email] } } };
}
