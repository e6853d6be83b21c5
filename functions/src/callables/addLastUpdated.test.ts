import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { addLastUpdated } from './addLastUpdated';

const database = useMainDatabaseEmulator();

describe('addLastUpdated', () => {
  it.for([{ payload: null }, { payload: undefined }, { payload: {} }])(
    'stamps the caller’s lastUpdated with the server time (payload $payload)',
    async ({ payload }) => {
      const before = Date.now();
      await expect(addLastUpdated.run(callableRequest(payload, 'user-1'))).resolves.toBeUndefined();

      const lastUpdated = database.read('users/user-1/lastUpdated');
      expect(lastUpdated).toBeGreaterThanOrEqual(before);
      expect(lastUpdated).toBeLessThanOrEqual(Date.now());
      expect(database.read('users')).toEqual({ 'user-1': { lastUpdated } });
    },
  );

  it('rejects a caller who is not signed in', async () => {
    await expect(addLastUpdated.run(callableRequest(null))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(database.read('users')).toBeNull();
  });

  it.for([{ payload: { uid: 'someone-else' } }, { payload: 'now' }, { payload: 0 }, { payload: [] }])(
    'rejects the payload $payload',
    async ({ payload }) => {
      const failure = addLastUpdated.run(callableRequest(payload, 'user-1'));

      await expect(failure).rejects.toBeInstanceOf(HttpsError);
      await expect(failure).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(database.read('users')).toBeNull();
    },
  );
});
