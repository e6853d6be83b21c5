import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isValidUsername, usernameIndexKey } from '@/domain';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { createUserRecordFor } from './createUserRecord';

const database = useMainDatabaseEmulator();

describe('createUserRecordFor (the sign-up trigger’s handler)', () => {
  it('writes the record of SPEC §3 with the default settings and claims the username', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'Quiz.Fan@example.com' }, 1234);

    expect(username).toBe('Quiz.Fan');
    // Empty lists and maps are absent once stored: the database keeps no empty nodes.
    expect(database.read('users/u1')).toEqual({
      info: { created: 1234, email: 'Quiz.Fan@example.com', namePlate: '', uid: 'u1', username: 'Quiz.Fan' },
      lastUpdated: 1234,
      settings: DEFAULT_SETTINGS,
    });
    expect(database.read('usernames')).toEqual({ 'quiz,fan': 'u1' });
  });

  it('makes a valid username from an email whose local part is not one', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'a+b@example.com' });

    expect(username).toMatch(/^a_b\d{4}$/);
    expect(database.read('users/u1/info/username')).toBe(username);
    expect(database.read(`usernames/${usernameIndexKey(username)}`)).toBe('u1');
  });

  it('names an account without an email after the fallback', async () => {
    const username = await createUserRecordFor({ uid: 'u1' });

    expect(username).toBe('user');
    expect(database.read('users/u1/info/email')).toBe('');
  });

  it('gives accounts with colliding emails distinct valid usernames', async () => {
    await database.seed({ usernames: { alice: 'someone' } });
    const emails = ['alice@example.com', 'ALICE@example.org', 'alice@example.net', 'alice@elsewhere.io'];

    const usernames = await Promise.all(
      emails.map((email, index) => createUserRecordFor({ uid: `u${index}`, email })),
    );

    expect(new Set(usernames.map(usernameIndexKey)).size).toBe(emails.length);
    for (const [index, username] of usernames.entries()) {
      expect(isValidUsername(username), username).toBe(true);
      expect(username).toMatch(/^alice\d{4}$/i);
      expect(database.read(`usernames/${usernameIndexKey(username)}`)).toBe(`u${index}`);
      expect(database.read(`users/u${index}/info/username`)).toBe(username);
    }
    expect(database.read('usernames/alice')).toBe('someone');
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

    expect(first).toBe('bobby');
    expect(second).toBe('bobby');
    expect(database.read('usernames')).toEqual({ bobby: 'u1' });
    expect(database.read('users/u1/info/username')).toBe('bobby');
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
