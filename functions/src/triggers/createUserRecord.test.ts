import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, generatedUsername, isValidUsername, usernameIndexKey } from '@/domain';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { createUserRecordFor } from './createUserRecord';

const database = useMainDatabaseEmulator();

describe('createUserRecordFor (the sign-up trigger’s handler)', () => {
  it('writes the record of SPEC §3 with the default settings and claims the username', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'Quiz.Fan@example.com' }, 1234);

    expect(username).toBe(generatedUsername('u1', 0));
    // Empty lists and maps are absent once stored: the database keeps no empty nodes.
    expect(database.read('users/u1')).toEqual({
      info: { created: 1234, email: 'Quiz.Fan@example.com', namePlate: '', uid: 'u1', username },
      lastUpdated: 1234,
      settings: DEFAULT_SETTINGS,
    });
    expect(database.read('usernames')).toEqual({ [usernameIndexKey(username)]: 'u1' });
  });

  it('gives jane.doe.x@example.com a valid username with nothing of the email in it', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'jane.doe.x@example.com' });

    expect(isValidUsername(username), username).toBe(true);
    for (const part of ['jane', 'doe', 'example']) expect(username.toLowerCase()).not.toContain(part);
    expect(database.read('users/u1/info/username')).toBe(username);
    expect(database.read(`usernames/${usernameIndexKey(username)}`)).toBe('u1');
  });

  it('gives two accounts with the same email local part different usernames', async () => {
    const [first, second] = await Promise.all([
      createUserRecordFor({ uid: 'u1', email: 'jane.doe.x@example.com' }),
      createUserRecordFor({ uid: 'u2', email: 'jane.doe.x@example.org' }),
    ]);

    expect(usernameIndexKey(first)).not.toBe(usernameIndexKey(second));
    expect(database.read(`usernames/${usernameIndexKey(first)}`)).toBe('u1');
    expect(database.read(`usernames/${usernameIndexKey(second)}`)).toBe('u2');
  });

  it('names an account without an email like any other', async () => {
    const username = await createUserRecordFor({ uid: 'u1' });

    expect(username).toBe(generatedUsername('u1', 0));
    expect(database.read('users/u1/info/email')).toBe('');
  });

  it('tries another generated name when one is taken', async () => {
    const taken = [0, 1, 2].map((attempt) => usernameIndexKey(generatedUsername('u1', attempt)));
    await database.seed({ usernames: Object.fromEntries(taken.map((key) => [key, 'someone'])) });

    const username = await createUserRecordFor({ uid: 'u1', email: 'jane.doe.x@example.com' });

    expect(username).toBe(generatedUsername('u1', 3));
    expect(isValidUsername(username), username).toBe(true);
    expect(database.read(`usernames/${usernameIndexKey(username)}`)).toBe('u1');
    for (const key of taken) expect(database.read(`usernames/${key}`)).toBe('someone');
  });

  it('changes nothing when it runs again for the same account', async () => {
    const first = await createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' }, 1);
    const before = database.read('');

    await expect(createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' }, 2)).resolves.toBe(first);

    expect(database.read('')).toEqual(before);
  });

  it('writes one record and claims one name when two runs for the same account overlap', async () => {
    const [first, second] = await Promise.all([
      createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' }, 1),
      createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' }, 2),
    ]);

    expect(second).toBe(first);
    expect(database.read('usernames')).toEqual({ [usernameIndexKey(first)]: 'u1' });
    expect(database.read('users/u1/info/username')).toBe(first);
  });

  it('keeps a record written meanwhile by someone else and releases its own claim', async () => {
    await database.seed({ users: { u1: { info: { uid: 'u1', username: 'seeded_name' } } } });

    await expect(createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' })).resolves.toBe('seeded_name');

    expect(database.read('users/u1')).toEqual({ info: { uid: 'u1', username: 'seeded_name' } });
    expect(database.read('usernames')).toBeNull();
  });

  it('keeps settings saved before the record was created', async () => {
    await database.seed({ users: { u1: { settings: { theme: 'navy' }, lastUpdated: 5 } } });

    await createUserRecordFor({ uid: 'u1', email: 'bobby@example.com' }, 9);

    expect(database.read('users/u1/settings')).toEqual({ ...DEFAULT_SETTINGS, theme: 'navy' });
    expect(database.read('users/u1/lastUpdated')).toBe(9);
  });
});
