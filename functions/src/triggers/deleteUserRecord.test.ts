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

  it('deletes the reports of the games the account hosted, and no one else’s', async () => {
    await createUserRecordFor({ uid: 'u1', email: 'gone@example.com' });
    const report = (host: string) => ({
      host,
      game: { quizID: 'q', quizTitle: 'T', startedAt: 1, totalQuestions: 1 },
    });
    const listing = { quizTitle: 'T', startedAt: 1, totalQuestions: 1, players: 0 };
    await database.seed({
      ...(database.read('') as Record<string, unknown>),
      reports: { g1: report('u1'), g2: report('u1'), g3: report('u2') },
      reportListings: { u1: { g1: listing, g2: listing }, u2: { g3: listing } },
    });

    await deleteUserRecordFor('u1');

    expect(database.read('reports')).toEqual({ g3: report('u2') });
    expect(database.read('reportListings')).toEqual({ u2: { g3: listing } });
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
