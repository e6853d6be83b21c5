// The contract of the callable functions (SPEC §7, and Loqi's own): for each callable by name, the
// payload it takes and the answer it gives. The functions' validatedOnCall, the SPA's callFunction and the
// test and bench clients are all typed by it. A payload is the input type of the callable's zod schema in
// validation/callableSchemas.ts, imported as a type only: this module loads no zod, so the player's phone
// (/join) may import its types.
import type { z } from 'zod';
import type { CallableName, CallableResults } from './callableResults';
import type { CallableSchemas } from './validation/callableSchemas';

export type { CallableName, CallableResults, JoinAnswer, SuccessAnswer } from './callableResults';

/** What a client sends to callable N (before the schema's defaults and transforms). */
export type CallablePayload<N extends CallableName> = z.input<CallableSchemas[N]>;

/** What callable N's handler receives once its schema accepted the payload. */
export type ValidatedPayload<N extends CallableName> = z.output<CallableSchemas[N]>;

/** What callable N answers. */
export type CallableAnswer<N extends CallableName> = Awaited<CallableResults[N]>;
