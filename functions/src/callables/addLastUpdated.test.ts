import { ServerValue } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callableRequest } from '../test/callableRequest';
import { addLastUpdated } from './addLastUpdated';

// The database emulator is not part of the test setup yet, so the admin accessor records writes instead.
const writes = vi.hoisted(() => [] as { path: string; value: unknown }[]);
vi.mock('../admin', () => ({
  mainDatabase: () => ({
    ref: (path: string) => ({
      set: async (value: unknown) => {
        writes.push({ path, value });
      },
    }),
  }),
}));

describe('addLastUpdated', () => {
  beforeEach(() => {
    writes.length = 0;
  });

  it.for([{ payload: null }, { payload: undefined }, { payload: {} }])(
    'stamps the caller’s lastUpdated with the server time (payload $payload)',
    async ({ payload }) => {
      await expect(addLastUpdated.run(callableRequest(payload, 'user-1'))).resolves.toBeUndefined();

      expect(writes).toEqual([{ path: 'users/user-1/lastUpdated', value: ServerValue.TIMESTAMP }]);
    },
  );

  it('rejects a caller who is not signed in', async () => {
    await expect(addLastUpdated.run(callableRequest(null))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(writes).toEqual([]);
  });

  it.for([{ payload: { uid: 'someone-else' } }, { payload: 'now' }, { payload: 0 }, { payload: [] }])(
    'rejects the payload $payload',
    async ({ payload }) => {
      const failure = addLastUpdated.run(callableRequest(payload, 'user-1'));

      await expect(failure).rejects.toBeInstanceOf(HttpsError);
      await expect(failure).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(writes).toEqual([]);
    },
  );
});
