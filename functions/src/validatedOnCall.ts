// Every callable goes through validatedOnCall: it checks who is calling, validates the payload with a zod
// schema, and keeps internal error details away from the client.
import * as logger from 'firebase-functions/logger';
import {
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  HttpsError,
  onCall,
} from 'firebase-functions/v2/https';
import type { z } from 'zod';

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
 * Declares a v2 callable whose handler runs only for allowed callers and a payload that `schema` accepts.
 * The callable's input is typed `unknown` on purpose: callers are untrusted, and the schema is the contract.
 */
export function validatedOnCall<Schema extends z.ZodType, Return, Allowed extends Callers = 'signedIn'>(
  name: string,
  schema: Schema,
  handler: (call: ValidatedCall<z.output<Schema>, Allowed>) => Promise<Return>,
  options: ValidatedOnCallOptions<Allowed> = {},
): CallableFunction<unknown, Promise<Return>> {
  const { callers = 'signedIn', ...callableOptions } = options;
  return onCall(callableOptions, async (request: CallableRequest<unknown>) => {
    const uid = request.auth?.uid;
    if (uid === undefined && callers === 'signedIn') {
      throw new HttpsError('unauthenticated', `${name} requires a signed-in user.`);
    }
    const parsed = schema.safeParse(request.data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);
      throw new HttpsError('invalid-argument', `Invalid payload for ${name}: ${problems.join('; ')}`);
    }
    try {
      // The check above guarantees a uid whenever the type promises one.
      return await handler({
        uid: uid as ValidatedCall<z.output<Schema>, Allowed>['uid'],
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

/** Renders a zod issue path the way the payload would be written, e.g. `scoreChanges[0].points`. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'payload';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      return index === 0 ? String(key) : `.${String(key)}`;
    })
    .join('');
}
