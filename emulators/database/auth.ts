// Who a connection or request acts as. Like firebase's own emulator, tokens are decoded, not verified:
// Auth-emulator ID tokens are unsigned JWTs (alg "none"), and the credential "owner" is the admin
// the Admin SDK presents to an emulator (EmulatorTokenProvider.OWNER in @firebase/database).

import type { RulesAuth } from './rules';

export interface Principal {
  /** An admin bypasses the rules. */
  admin: boolean;
  /** The rules' `auth` variable; null when unauthenticated (and for the admin). */
  auth: RulesAuth | null;
}

export const UNAUTHENTICATED: Principal = { admin: false, auth: null };
export const ADMIN: Principal = { admin: true, auth: null };
export const OWNER_CREDENTIAL = 'owner';

export type Authentication =
  | {
      ok: true;
      principal: Principal;
      /** Expiry in seconds since the epoch, when the token has one. */ expires: number | null;
    }
  | { ok: false; message: string };

/**
 * Authenticates a credential. Only the admin may act as someone else: `authvar` (the Admin SDK's
 * databaseAuthVariableOverride) makes it that user under the rules, `noauth` makes it unauthenticated.
 */
export function authenticate(
  credential: unknown,
  override: { authvar?: unknown; noauth?: boolean } = {},
): Authentication {
  if (credential === OWNER_CREDENTIAL) {
    if (override.noauth) return { ok: true, principal: UNAUTHENTICATED, expires: null };
    if (isRecord(override.authvar)) {
      return {
        ok: true,
        principal: { admin: false, auth: authFromOverride(override.authvar) },
        expires: null,
      };
    }
    return { ok: true, principal: ADMIN, expires: null };
  }
  const claims = typeof credential === 'string' ? decodeJwtPayload(credential) : null;
  const uid = claims?.['sub'] ?? claims?.['user_id'];
  if (!claims || typeof uid !== 'string' || uid === '') {
    return { ok: false, message: 'Could not parse auth token.' };
  }
  const firebase = claims['firebase'];
  const provider =
    isRecord(firebase) && typeof firebase['sign_in_provider'] === 'string'
      ? firebase['sign_in_provider']
      : 'custom';
  const expires = typeof claims['exp'] === 'number' ? claims['exp'] : null;
  return { ok: true, principal: { admin: false, auth: { uid, provider, token: claims } }, expires };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const [, encodedPayload, signature] = token.split('.');
  if (encodedPayload === undefined || signature === undefined) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
    return isRecord(payload) ? payload : null;
  } catch {
    return null;
  }
}

function authFromOverride(authvar: Record<string, unknown>): RulesAuth {
  return {
    uid: typeof authvar['uid'] === 'string' ? authvar['uid'] : '',
    provider: typeof authvar['provider'] === 'string' ? authvar['provider'] : 'custom',
    token: isRecord(authvar['token']) ? authvar['token'] : {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
