import { describe, expect, it } from 'vitest';
import { UsernameChangeStatus } from '@/domain';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { requestUsernameChange } from './requestUsernameChange';

const database = useMainDatabaseEmulator();

const ALICE = emailAccountClaims('alice@example.com');
const BOB = emailAccountClaims('bob@example.com');

/** Two accounts with records and index entries, as sign-up leaves them. */
function seedAccounts(extraInfo: Record<string, unknown> = {}) {
  return database.seed({
    users: {
      alice: { info: { uid: 'alice', username: 'Alice_1', ...extraInfo }, lastUpdated: 1 },
      bob: { info: { uid: 'bob', username: 'bob.b' }, lastUpdated: 1 },
    },
    usernames: { alice_1: 'alice', 'bob,b': 'bob' },
  });
}

const change = (newUsername: unknown, uid = 'alice', claims = ALICE) =>
  requestUsernameChange.run(callableRequest({ newUsername }, uid, claims));

describe('requestUsernameChange', () => {
  it('changes the username, moves the index entry and stamps lastUpdated (0)', async () => {
    await seedAccounts();
    const before = Date.now();

    await expect(change('Quiz.Master')).resolves.toBe(UsernameChangeStatus.Success);

    expect(database.read('users/alice/info/username')).toBe('Quiz.Master');
    expect(database.read('usernames')).toEqual({ 'quiz,master': 'alice', 'bob,b': 'bob' });
    expect(database.read('users/alice/lastUpdated')).toBeGreaterThanOrEqual(before);
  });

  it('allows the caller’s own name in another case (0), keeping its index entry', async () => {
    await seedAccounts();

    await expect(change('ALICE_1')).resolves.toBe(UsernameChangeStatus.Success);

    expect(database.read('users/alice/info/username')).toBe('ALICE_1');
    expect(database.read('usernames')).toEqual({ alice_1: 'alice', 'bob,b': 'bob' });
  });

  it.each(['bob.b', 'BOB.B', 'Bob.B'])(
    'answers 1 for %j, taken by another account in any case',
    async (name) => {
      await seedAccounts();

      await expect(change(name)).resolves.toBe(UsernameChangeStatus.Taken);

      expect(database.read('users/alice/info/username')).toBe('Alice_1');
      expect(database.read('usernames')).toEqual({ alice_1: 'alice', 'bob,b': 'bob' });
      expect(database.read('users/alice/lastUpdated')).toBe(1);
    },
  );

  it.each(['abc', 'a'.repeat(21), '_alice', 'al__ice', 'ali ce', 'ålice', ''])(
    'answers -1 for %j, which breaks the username rule',
    async (name) => {
      await seedAccounts();

      await expect(change(name)).resolves.toBe(UsernameChangeStatus.Invalid);

      expect(database.read('users/alice/info/username')).toBe('Alice_1');
      expect(database.read('usernames')).toEqual({ alice_1: 'alice', 'bob,b': 'bob' });
    },
  );

  // Look-alike and invisible names.
  it.each([
    'Bob.b\uFE0F',
    'Alice_1\u034F',
    'Alice_1\u3164',
    'Alice_1\u2800',
    'Ａｌｉｃｅ_1',
    '\u3164\u3164\u3164\u3164',
    '\u2800\u2800\u2800\u2800',
    '__proto__',
  ])('answers -1 for %j, which only looks like a valid name or shows nothing', async (name) => {
    await seedAccounts();

    await expect(change(name)).resolves.toBe(UsernameChangeStatus.Invalid);

    expect(database.read('users/alice/info/username')).toBe('Alice_1');
    expect(database.read('usernames')).toEqual({ alice_1: 'alice', 'bob,b': 'bob' });
  });

  // Valid usernames that objects inherit get index keys that behave.
  it.each([
    { name: 'constructor', key: '%63onstructor' },
    { name: 'Prototype', key: '%70rototype' },
    { name: 'toString', key: 'tostring' },
  ])('indexes $name under $key, and it is taken in any case', async ({ name, key }) => {
    await seedAccounts();

    await expect(change(name)).resolves.toBe(UsernameChangeStatus.Success);
    await expect(change(name.toUpperCase(), 'bob', BOB)).resolves.toBe(UsernameChangeStatus.Taken);

    expect(database.read('users/alice/info/username')).toBe(name);
    expect(database.read('usernames')).toEqual({ [key]: 'alice', 'bob,b': 'bob' });
  });

  it.each([
    { account: 'anonymous', claims: { firebase: { sign_in_provider: 'anonymous', identities: {} } } },
    { account: 'without an email', claims: { firebase: { sign_in_provider: 'custom', identities: {} } } },
  ])('answers -9 to an account $account', async ({ claims }) => {
    await seedAccounts();

    await expect(change('Quiz.Master', 'alice', claims)).resolves.toBe(UsernameChangeStatus.NotAllowed);

    expect(database.read('users/alice/info/username')).toBe('Alice_1');
    expect(database.read('usernames/quiz,master')).toBeNull();
  });

  it('answers -9 to an account whose username changes are restricted by moderation', async () => {
    await seedAccounts({ moderation: { restrictions: { usernameChange: true } } });

    await expect(change('Quiz.Master')).resolves.toBe(UsernameChangeStatus.NotAllowed);

    expect(database.read('users/alice/info/username')).toBe('Alice_1');
    expect(database.read('usernames/quiz,master')).toBeNull();
  });

  it('lets an account with other restrictions change its username', async () => {
    await seedAccounts({ moderation: { restrictions: { upload: true, usernameChange: false } } });

    await expect(change('Quiz.Master')).resolves.toBe(UsernameChangeStatus.Success);
  });

  it('gives a name to exactly one of two accounts asking for it at once', async () => {
    await seedAccounts();

    const answers = await Promise.all([change('Quiz.Master'), change('quiz.master', 'bob', BOB)]);

    expect([...answers].sort()).toEqual([UsernameChangeStatus.Success, UsernameChangeStatus.Taken]);
    const winner = answers[0] === UsernameChangeStatus.Success ? 'alice' : 'bob';
    const loser = winner === 'alice' ? 'bob' : 'alice';
    expect(database.read('usernames/quiz,master')).toBe(winner);
    expect(String(database.read(`users/${winner}/info/username`)).toLowerCase()).toBe('quiz.master');
    expect(database.read(`users/${loser}/info/username`)).toBe(loser === 'alice' ? 'Alice_1' : 'bob.b');
  });

  it('frees the old name for others', async () => {
    await seedAccounts();
    await change('Quiz.Master');

    await expect(change('alice_1', 'bob', BOB)).resolves.toBe(UsernameChangeStatus.Success);

    expect(database.read('usernames')).toEqual({ 'quiz,master': 'alice', alice_1: 'bob' });
  });

  it('leaves an old index entry that points to another account alone', async () => {
    await database.seed({
      users: { alice: { info: { uid: 'alice', username: 'shared' } } },
      usernames: { shared: 'bob' },
    });

    await expect(change('Quiz.Master')).resolves.toBe(UsernameChangeStatus.Success);

    expect(database.read('usernames')).toEqual({ 'quiz,master': 'alice', shared: 'bob' });
  });

  it('refuses an account whose record does not exist yet, claiming nothing', async () => {
    await expect(change('Quiz.Master')).rejects.toMatchObject({ code: 'failed-precondition' });

    expect(database.read('usernames')).toBeNull();
    expect(database.read('users')).toBeNull();
  });

  it('rejects a caller who is not signed in', async () => {
    await seedAccounts();

    await expect(
      requestUsernameChange.run(callableRequest({ newUsername: 'Quiz.Master' })),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it.each([
    { payload: null, field: 'payload' },
    { payload: {}, field: 'newUsername' },
    { payload: { newUsername: 42 }, field: 'newUsername' },
    { payload: { newUsername: 'Quiz.Master', uid: 'bob' }, field: 'payload' },
  ])('rejects the payload $payload, naming $field', async ({ payload, field }) => {
    await seedAccounts();

    await expect(requestUsernameChange.run(callableRequest(payload, 'alice', ALICE))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('usernames')).toEqual({ alice_1: 'alice', 'bob,b': 'bob' });
  });
});
