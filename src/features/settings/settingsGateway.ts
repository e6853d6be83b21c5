// The settings screen's only contact with Firebase: the account callables (SPEC §7) and the one setting the
// database rules let the client write itself. Component tests replace this module (vi.mock).
import {
  mainPaths,
  type NewQuestionTemplate,
  type NewQuizTemplate,
  type Theme,
  type UsernameChangeStatus,
} from '@/domain';
import { callFunction } from '@/firebase/calls';
import { mainDatabase } from '@/firebase/services';

export function requestUsernameChange(newUsername: string): Promise<UsernameChangeStatus> {
  return callFunction('requestUsernameChange', { newUsername });
}

export async function setUserTheme(themeID: Theme): Promise<void> {
  await callFunction('setUserTheme', { themeID });
}

export async function changeDefaultQuestion(newDefaultQuestion: NewQuestionTemplate): Promise<void> {
  await callFunction('changeDefaultQuestion', { newDefaultQuestion });
}

/**
 * Writes the new-quiz template straight to the database, which the rules allow, then stamps lastUpdated
 * through the server so that the user's other tabs refetch the record.
 */
export async function saveQuizTemplate(uid: string, template: NewQuizTemplate): Promise<void> {
  const [database, { ref, set }] = await Promise.all([mainDatabase(), import('firebase/database')]);
  await set(ref(database, mainPaths.userNewQuizTemplate(uid)), template);
  await callFunction('addLastUpdated', null);
}
