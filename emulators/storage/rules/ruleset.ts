// A parsed storage rules file, ready to answer "may this request go ahead?".
import type { MatchBlock, RequestMethod, RulesFile } from './ast';
import { isGranted, Scope } from './evaluator';
import { parseRules } from './parser';
import { matchPath } from './pathMatch';
import type { RulesMap } from './values';

/** `request.auth`: the caller's Firebase ID token, decoded. */
export interface RulesAuth {
  uid: string;
  /** Every claim of the token (email, email_verified, firebase.sign_in_provider...). */
  token: RulesMap;
}

export interface StorageRulesRequest {
  method: RequestMethod;
  bucket: string;
  /** The object's name; for `list`, the listed folder without its trailing slash ('' for the root). */
  path: string;
  auth: RulesAuth | null;
  /** `resource`: the stored object as rules see it, or null when there is none. */
  resource: RulesMap | null;
  /** `request.resource`: the object as it would be after a create or update; null otherwise. */
  requestResource: RulesMap | null;
}

export interface StorageRuleset {
  authorize(request: StorageRulesRequest): boolean;
}

/** Parses a rules file; throws RulesSyntaxError (with line and column) when it does not parse. */
export function compileRules(source: string, file: string): StorageRuleset {
  const rules = parseRules(source, file);
  return { authorize: (request) => authorize(rules, request) };
}

function authorize(rules: RulesFile, request: StorageRulesRequest): boolean {
  const objectSegments = request.path === '' ? [] : request.path.split('/');
  // A list is judged as a request for an unnamed object directly inside the folder, so that rules
  // written for the folder's objects (match /images/{imageId} { allow list ... }) decide it.
  const segments = request.method === 'list' ? [...objectSegments, ''] : objectSegments;
  const globals = new Scope()
    .define('request', {
      auth: request.auth === null ? null : { uid: request.auth.uid, token: request.auth.token },
      method: request.method,
      path: ['', 'b', request.bucket, 'o', ...objectSegments].join('/'),
      resource: request.requestResource,
    })
    .define('resource', request.resource)
    .declare(rules.functions);
  return anyBlockGrants(
    rules,
    rules.matches,
    ['b', request.bucket, 'o', ...segments],
    globals,
    request.method,
  );
}

function anyBlockGrants(
  rules: RulesFile,
  blocks: MatchBlock[],
  path: string[],
  scope: Scope,
  method: RequestMethod,
): boolean {
  for (const block of blocks) {
    for (const { bindings, rest } of matchPath(block.segments, path, rules.version)) {
      const blockScope = new Scope(scope).declare(block.functions);
      bindings.forEach((value, name) => blockScope.define(name, value));
      if (rest.length === 0 && blockGrants(block, blockScope, method)) return true;
      if (anyBlockGrants(rules, block.matches, rest, blockScope, method)) return true;
    }
  }
  return false;
}

function blockGrants(block: MatchBlock, scope: Scope, method: RequestMethod): boolean {
  return block.allows.some(
    (allow) =>
      allow.methods.has(method) && (allow.condition === undefined || isGranted(allow.condition, scope)),
  );
}
