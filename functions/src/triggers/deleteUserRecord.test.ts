import { describe, expect, it } from 'vitest';
import { usernameIndexKey } from '@/domain';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { createUserRecordFor } from './createUserRecord';
import { deleteUserRecordFor } from './deleteUserRecord';

const database = useMainDatabaseEmulator();

describe('deleteUserRecordFor (the account-deletion trigger’s handler)', () => {
  it('deletes the record, frees the username and forgets the uploads’ bookkeeping, and nothing of other accounts', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'gone@example.com' });
    const other = await createUserRecordFor({ uid: 'u2', email: 'stays@example.com' });
    const otherRecord = database.read('users/u2');
    await database.seed({
      ...(database.read('') as Record<string, unknown>),
      uploadQuotas: { u1: { bytes: 10, recent: { a: 1 } }, u2: { bytes: 20 } },
      uploadSizes: { u1: { p1: 10 }, u2: { p2: 20 } },
      quiz: { loqs: { q1: { owner: 'u1' } } },
    });

    await deleteUserRecordFor('u1');

    expect(database.read('users')).toEqual({ u2: otherRecord });
    expect(database.read('usernames')).toEqual({ [usernameIndexKey(other)]: 'u2' });
    expect(database.read(`usernames/${usernameIndexKey(username)}`)).toBeNull();
    expect(database.read('uploadQuotas')).toEqual({ u2: { bytes: 20 } });
    expect(database.read('uploadSizes')).toEqual({ u2: { p2: 20 } });
    expect(database.read('quiz/loqs/q1')).toEqual({ owner: 'u1' });
    expect(database.read('locks')).toBeNull();
  });

  it('keeps a username that another account holds by now', async () => {
    const username = await createUserRecordFor({ uid: 'u1', email: 'gone@example.com' });
    await database.seed({
      ...(database.read('') as Record<string, unknown>),
      usernames: { [usernameIndexKey(username)]: 'u2' },
    });

    await deleteUserRecordFor('u1');

    expect(database.read('')).toEqual({ usernames: { [usernameIndexKey(username)]: 'u2' } });
  });

  it('does nothing for an account without a record', async () => {
    await database.seed({ usernames: { somebody: 'u2' } });

    await deleteUserRecordFor('u1');

    expect(database.read('')).toEqual({ usernames: { somebody: 'u2' } });
  });
});
