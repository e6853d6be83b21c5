import { describe, expect, it } from 'vitest';
import { mainPaths, Visibility } from '@/domain';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { quizWith, saveQuiz } from '../test/quizzes';
import { requestDeletion } from './requestDeletion';

const database = useMainDatabaseEmulator();

const ALICE = emailAccountClaims('alice@example.com');
const BOB = emailAccountClaims('bob@example.com');

const remove = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  requestDeletion.run(callableRequest(payload, uid ?? undefined, claims));

describe('requestDeletion', () => {
  it('removes the quiz, the owner’s created entry and every search entry of it', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));

    await expect(remove({ id: 'q1' })).resolves.toEqual({ success: true });

    expect(database.read(mainPaths.quiz('q1'))).toBeNull();
    expect(database.read(mainPaths.userCreatedQuiz('alice', 'q1'))).toBeNull();
    expect(database.read('search')).toBeNull();
  });

  it('leaves the owner’s other quizzes and their index entries under the same words', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));
    await saveQuiz('q2', 'alice', quizWith({ visibility: Visibility.Public }), 2);

    await remove({ id: 'q1' });

    expect(database.read(mainPaths.quiz('q2'))).not.toBeNull();
    expect(database.read(mainPaths.userCreatedQuizzes('alice'))).toEqual({ q2: 2 });
    expect(database.read(mainPaths.searchTermEntries('capitals'))).toEqual({ q2: { m: 2, p: 0 } });
    expect(database.read('search/listed')).toEqual({ q2: { m: 2, p: 0 } });
  });

  it('removes an unlisted quiz and its entry', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Unlisted }));

    await remove({ id: 'q1' });

    expect(database.read('')).toBeNull();
  });

  it('refuses a quiz of another owner with permission-denied and changes nothing', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Public }));
    const before = database.read('');

    await expect(remove({ id: 'q1' }, 'bob', BOB)).rejects.toMatchObject({ code: 'permission-denied' });

    expect(database.read('')).toEqual(before);
  });

  it('refuses a quiz that does not exist with not-found', async () => {
    await saveQuiz('q1', 'alice');
    const before = database.read('');

    await expect(remove({ id: 'q2' })).rejects.toMatchObject({ code: 'not-found' });

    expect(database.read('')).toEqual(before);
  });

  it('rejects a caller who is not signed in', async () => {
    await saveQuiz('q1', 'alice');
    const before = database.read('');

    await expect(remove({ id: 'q1' }, null)).rejects.toMatchObject({ code: 'unauthenticated' });

    expect(database.read('')).toEqual(before);
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no id', payload: {}, field: 'id' },
    { what: 'a path as id', payload: { id: 'q1/content' }, field: 'id' },
    { what: 'an id with "$"', payload: { id: '$q1' }, field: 'id' },
    { what: 'an id with "["', payload: { id: 'q[1]' }, field: 'id' },
    { what: 'an id with "."', payload: { id: '.q1' }, field: 'id' },
    { what: 'the id "__proto__"', payload: { id: '__proto__' }, field: 'id' },
    { what: 'the id "hasOwnProperty"', payload: { id: 'hasOwnProperty' }, field: 'id' },
    { what: 'an extra field', payload: { id: 'q1', owner: 'alice' }, field: 'payload' },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await saveQuiz('q1', 'alice');
    const before = database.read('');

    await expect(remove(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('')).toEqual(before);
  });
});
