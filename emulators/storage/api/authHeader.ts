// Who is calling the Firebase API: the client SDK sends "Authorization: Firebase <ID token>". Like the
// Firebase emulators, this one trusts the token without checking its signature or expiry, so tokens
// from the Auth emulator (unsigned, alg "none") and mockUserToken work.
import { HttpError } from '../http/io';
import type { RulesAuth } from '../rules/ruleset';
import type { RulesMap } from '../rules/values';

export function authFromHeader(value: string | undefined): RulesAuth | null {
  const match = /^Firebase\s+(\S+)$/i.exec(value ?? '');
  if (match === null) return null;
  const claims = decodePayload(match[1] as string);
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || uid === '') throw unauthenticated('the ID token has no user id (sub)');
  return { uid, token: claims };
}

function decodePayload(token: string): RulesMap {
  const payload = token.split('.')[1];
  if (payload === undefined) throw unauthenticated('the ID token is not a JWT');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated('the ID token payload is not JSON');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw unauthenticated('the ID token payload is not an object');
  }
  return claims as RulesMap;
}

function unauthenticated(detail: string): HttpError {
  return new HttpError(401, `Invalid Firebase ID token: ${detail}`, 'authError');
}
