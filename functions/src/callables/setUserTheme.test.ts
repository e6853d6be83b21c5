import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, THEMES } from '@/domain';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { setUserTheme } from './setUserTheme';

const database = useMainDatabaseEmulator();

describe('setUserTheme', () => {
  it.each(THEMES)(
    'saves the theme %s and stamps lastUpdated, leaving the other settings',
    async (themeID) => {
      await database.seed({ users: { alice: { settings: DEFAULT_SETTINGS, lastUpdated: 1 } } });
      const before = Date.now();

      await expect(setUserTheme.run(callableRequest({ themeID }, 'alice'))).resolves.toBeUndefined();

      expect(database.read('users/alice/settings')).toEqual({ ...DEFAULT_SETTINGS, theme: themeID });
      expect(database.read('users/alice/lastUpdated')).toBeGreaterThanOrEqual(before);
    },
  );

  it('writes only the caller’s record', async () => {
    await database.seed({ users: { bob: { settings: DEFAULT_SETTINGS } } });

    await setUserTheme.run(callableRequest({ themeID: 'navy' }, 'alice'));

    expect(database.read('users/bob/settings/theme')).toBe(DEFAULT_SETTINGS.theme);
    expect(database.read('users/alice/settings/theme')).toBe('navy');
  });

  it('rejects a caller who is not signed in', async () => {
    await expect(setUserTheme.run(callableRequest({ themeID: 'red' }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(database.read('users')).toBeNull();
  });

  it.each([
    { payload: null, field: 'payload' },
    { payload: {}, field: 'themeID' },
    { payload: { themeID: 'purple' }, field: 'themeID' },
    { payload: { themeID: 'Dark' }, field: 'themeID' },
    { payload: { themeID: 2 }, field: 'themeID' },
    { payload: { themeID: 'red', uid: 'bob' }, field: 'payload' },
  ])('rejects the payload $payload, naming $field', async ({ payload, field }) => {
    await expect(setUserTheme.run(callableRequest(payload, 'alice'))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(database.read('users')).toBeNull();
  });
});
