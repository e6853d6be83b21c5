// The settings screen's only contact with Firebase: the account callables (SPEC §7) and the one setting the
// database rules let the client write itself. Component tests replace this module (vi.mock).
import {
  mainPaths,
  type NewQuestionTemplate,
  type NewQuizTemplate,
  type Theme,
  type UsernameChangeStatus,
} from '@/domain';
import { functionsService, mainDatabase } from '@/firebase/services';

async function call<Payload, Answer = unknown>(name: string, payload: Payload): Promise<Answer> {
  const [functions, { httpsCallable }] = await Promise.all([
    functionsService(),
    import('firebase/functions'),
  ]);
  const result = await httpsCallable<Payload, Answer>(functions, name)(payload);
  return result.data;
}

export function requestUsernameChange(newUsername: string): Promise<UsernameChangeStatus> {
  return call<{ newUsername: string }, UsernameChangeStatus>('requestUsernameChange', { newUsername });
}

export async function setUserTheme(themeID: Theme): Promise<void> {
  await call('setUserTheme', { themeID });
}

export async function changeDefaultQuestion(newDefaultQuestion: NewQuestionTemplate): Promise<void> {
  await call('changeDefaultQuestion', { newDefaultQuestion });
}

/**
 * Writes the new-quiz template straight to the database, which the rules allow, then stamps lastUpdated
 * through the server so that the user's other tabs refetch the record.
 */
export async function saveQuizTemplate(uid: string, template: NewQuizTemplate): Promise<void> {
  const [database, { ref, set }] = await Promise.all([mainDatabase(), import('firebase/database')]);
  await set(ref(database, mainPaths.userNewQuizTemplate(uid)), template);
  await call('addLastUpdated', null);
}
