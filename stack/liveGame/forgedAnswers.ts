// A player's answer as the tests forge it: the update playerAnswerUpdate builds (the answer entry under
// the secret, the Submission the host sees), with either entry's fields changed or left out, or one entry
// alone. The rules tests and the integration tests send these and expect the rules to refuse them.
import { gamePaths, playerAnswerUpdate, type AnsweringPlayer } from '@/domain';

/** Fields of one entry: a value replaces the field's, undefined leaves the field out. */
export type ForgedFields = Record<string, unknown>;

export interface AnswerForgery {
  /** Changes to the answer entry (games/{id}/answers/{userSecret}). */
  entry?: ForgedFields;
  /** Changes to the Submission (games/{id}/submitted/{userID}). */
  submission?: ForgedFields;
  /** Only one of the two entries. */
  only?: 'entry' | 'submission';
}

const withChanges = (value: unknown, changes: ForgedFields = {}): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({ ...(value as object), ...changes }).filter(([, field]) => field !== undefined),
  );

/** playerAnswerUpdate's update (from the games database's root) for `answering`, forged as told. */
export function forgedAnswerUpdate<Time>(
  answering: AnsweringPlayer<Time>,
  { entry, submission, only }: AnswerForgery = {},
): Record<string, unknown> {
  const written = playerAnswerUpdate(answering);
  const entryPath = gamePaths.answer(answering.gameId, answering.userSecret);
  const submissionPath = gamePaths.submission(answering.gameId, answering.userID);
  return {
    ...(only !== 'submission' && { [entryPath]: withChanges(written[entryPath], entry) }),
    ...(only !== 'entry' && { [submissionPath]: withChanges(written[submissionPath], submission) }),
  };
}
