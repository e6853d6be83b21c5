// Builds the request a callable's `.run` receives, as firebase-functions would after verifying the caller.
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';

/** A request carrying `data`, from the user `uid`, or from a caller who is not signed in when uid is omitted. */
export function callableRequest(data: unknown, uid?: string): CallableRequest<unknown> {
  return {
    data,
    auth: uid === undefined ? undefined : { uid, token: { uid } as DecodedIdToken, rawToken: 'test-token' },
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
}
