// Every callable goes through validatedOnCall: it checks who is calling, validates the payload with the
// callable's schema in the contract (callableSchemas), types the handler's answer by it (callables.ts), and
// keeps internal error details away from the client.
import { echoedText } from '@/domain';
import type { CallableAnswer, CallableName, ValidatedPayload } from '@/domain';
import { callableSchemas } from '@/domain/validation';
import * as logger from 'firebase-functions/logger';
import {
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  HttpsError,
  onCall,
} from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { callableOptions } from './functionOptions';

/** Who may call: only signed-in users (the default), or anyone, including visitors with no auth token. */
export type Callers = 'signedIn' | 'anyone';

export interface ValidatedOnCallOptions<Allowed extends Callers> extends CallableOptions {
  callers?: Allowed;
}

/** What a callable's handler receives. */
export interface ValidatedCall<Data, Allowed extends Callers> {
  /** The caller's uid; it can be undefined only when the callable admits anyone. */
  uid: Allowed extends 'anyone' ? string | undefined : string;
  data: Data;
  request: CallableRequest<unknown>;
}

/**
 * Declares the v2 callable `name` of the contract: its handler runs only for allowed callers and a payload
 * that the callable's schema accepts, and answers what the contract says it answers. Its region, sizing
 * and App Check come from functionOptions.ts, the one table of them.
 */
export function validatedOnCall<Name extends CallableName, Allowed extends Callers = 'signedIn'>(
  name: Name,
  handler: (call: ValidatedCall<ValidatedPayload<Name>, Allowed>) => Promise<CallableAnswer<Name>>,
  { callers }: { callers?: Allowed } = {},
): CallableFunction<unknown, Promise<CallableAnswer<Name>>> {
  return onCallWithSchema(name, callableSchemas[name], handler, { ...callableOptions(name), callers });
}

/**
 * Declares a v2 callable whose handler runs only for allowed callers and a payload that `schema` accepts.
 * The callable's input is typed `unknown` on purpose: callers are untrusted, and the schema is the contract.
 */
export function onCallWithSchema<Data, Return, Allowed extends Callers = 'signedIn'>(
  name: string,
  schema: z.ZodType<Data>,
  handler: (call: ValidatedCall<Data, Allowed>) => Promise<Return>,
  options: ValidatedOnCallOptions<Allowed> = {},
): CallableFunction<unknown, Promise<Return>> {
  const { callers = 'signedIn', ...onCallOptions } = options;
  /** The requests whose payload the callable protocol could not decode, with why (see decodablePayload). */
  const undecodable = new WeakMap<object, string>();
  const callable = onCall(onCallOptions, async (request: CallableRequest<unknown>) => {
    const uid = request.auth?.uid;
    if (uid === undefined && callers === 'signedIn') {
      throw new HttpsError('unauthenticated', `${name} requires a signed-in user.`);
    }
    const undecoded = undecodable.get(request.rawRequest);
    if (undecoded !== undefined) {
      throw new HttpsError('invalid-argument', `Invalid payload for ${name}: payload: ${undecoded}`);
    }
    const parsed = schema.safeParse(request.data);
    if (!parsed.success) {
      throw new HttpsError(
        'invalid-argument',
        `Invalid payload for ${name}: ${problemsOf(parsed.error.issues)}`,
      );
    }
    try {
      // The check above guarantees a uid whenever the type promises one.
      return await handler({
        uid: uid as ValidatedCall<Data, Allowed>['uid'],
        data: parsed.data,
        request,
      });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${name} failed`, error);
      throw new HttpsError('internal', 'Internal error.');
    }
  });
  return withDecodablePayload(callable, undecodable);
}

/**
 * How deep a payload's objects and arrays may nest. Every callable's payload is a few levels deep; the
 * protocol's decoder recurses once a level, so a payload thousands of levels deep would overflow its stack.
 */
export const PAYLOAD_DEPTH_MAX = 64;

/** The callable protocol's 64-bit integers, `{"@type": …, "value": "123"}`, which it decodes to numbers. */
const DECODED_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/**
 * Why firebase-functions' decoding of a callable's payload (`decode` in its https provider) would throw, or
 * null when it decodes: a value with an "@type" that is not a 64-bit integer, or one whose value is not a
 * number, or nesting deeper than PAYLOAD_DEPTH_MAX. Its throws come before the handler and answer
 * `internal`; checked first, they answer `invalid-argument` like every other bad payload. Walked without
 * recursion, so that no payload overflows this check's stack either.
 */
export function undecodablePayload(data: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= PAYLOAD_DEPTH_MAX) return `nested deeper than ${PAYLOAD_DEPTH_MAX} levels`;
    const type: unknown = (value as Record<string, unknown>)['@type'];
    if (type) {
      const typed = value as { value?: unknown };
      if (typeof type !== 'string' || !DECODED_TYPES.has(type)) return 'a value of an unknown "@type"';
      if (Number.isNaN(parseFloat(String(typed.value)))) return 'an "@type" value that is not a number';
      continue;
    }
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/**
 * `callable`, served so that a payload the protocol cannot decode reaches the handler as null, marked in
 * `undecodable` for the handler to refuse: the refusal then goes through the protocol's own steps (CORS, the
 * caller's tokens, the error's encoding) like any other. The callable's declaration (its endpoint, run())
 * stays as onCall made it.
 */
function withDecodablePayload<Return>(
  callable: CallableFunction<unknown, Promise<Return>>,
  undecodable: WeakMap<object, string>,
): CallableFunction<unknown, Promise<Return>> {
  const served = (...[request, response]: Parameters<typeof callable>) => {
    const body: unknown = request.body;
    if (typeof body === 'object' && body !== null && 'data' in body) {
      const problem = undecodablePayload(body.data);
      if (problem !== null) {
        undecodable.set(request, problem);
        request.body = { ...body, data: null };
      }
    }
    return callable(request, response);
  };
  const {
    length: _length,
    name: _name,
    prototype: _prototype,
    ...declared
  } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(served, declared) as unknown as CallableFunction<unknown, Promise<Return>>;
}

type Issue = z.ZodError['issues'][number];

// A refused payload's message names its problems but never grows with the payload: keys the caller made up
// are cut (echoedText), and only the first few problems and unknown keys are listed.
const ISSUES_LISTED_MAX = 10;
const UNKNOWN_KEYS_LISTED_MAX = 5;

/** The first `max` items joined with `separator`, then how many more there are. */
function listed(items: readonly string[], max: number, separator: string): string {
  const more = items.length - max;
  return items.slice(0, max).join(separator) + (more > 0 ? `${separator}and ${more} more` : '');
}

function problemsOf(issues: readonly Issue[]): string {
  return listed(
    issues.map((issue) => `${fieldPath(issue.path)}: ${issueMessage(issue)}`),
    ISSUES_LISTED_MAX,
    '; ',
  );
}

/** Zod's message, except for unknown keys, which zod quotes whole: each is cut. */
function issueMessage(issue: Issue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const keys = issue.keys.map((key) => `"${echoedText(key)}"`);
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${listed(keys, UNKNOWN_KEYS_LISTED_MAX, ', ')}`;
}

/** Renders a zod issue path the way the payload would be written, e.g. `scoreChanges[0].points`. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'payload';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      return index === 0 ? echoedText(String(key)) : `.${echoedText(String(key))}`;
    })
    .join('');
}
