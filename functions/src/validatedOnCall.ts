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
  return onCall(onCallOptions, async (request: CallableRequest<unknown>) => {
    const uid = request.auth?.uid;
    if (uid === undefined && callers === 'signedIn') {
      throw new HttpsError('unauthenticated', `${name} requires a signed-in user.`);
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
