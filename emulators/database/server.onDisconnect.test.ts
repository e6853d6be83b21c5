// onDisconnect (https://firebase.google.com/docs/database/web/offline-capabilities, "How onDisconnect works"):
// writes queued on the server and made when the client's connection drops.

import { deleteApp } from 'firebase/app';
import { get, goOffline, onDisconnect, ref, serverTimestamp, set } from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { eventually, startHarness } from './test/harness';

describe('onDisconnect', () => {
  test('set, update and cancel take effect when the client goes offline', async () => {
    const { client, admin } = await startHarness();
    const player = client();
    await set(ref(player, 'game'), {
      players: { ada: { online: true, score: 3 } },
      chat: { ada: 'hi' },
      seat: 1,
    });
    await onDisconnect(ref(player, 'game/players/ada/online')).set(false);
    await onDisconnect(ref(player, 'game/players/ada')).update({ score: 0, leftAt: serverTimestamp() });
    await onDisconnect(ref(player, 'game/chat/ada')).remove();
    await onDisconnect(ref(player, 'game/seat')).set(null);
    await onDisconnect(ref(player, 'game/seat')).cancel();
    const before = Date.now();
    goOffline(player);
    await eventually(async () =>
      expect((await admin().ref('game').get()).val()).toEqual({
        players: { ada: { online: false, score: 0, leftAt: expect.any(Number) as unknown } },
        seat: 1,
      }),
    );
    const leftAt = (await admin().ref('game/players/ada/leftAt').get()).val() as number;
    expect(leftAt).toBeGreaterThanOrEqual(before);
  });

  test('closing the app counts as going offline', async () => {
    const { client } = await startHarness();
    const player = client();
    await set(ref(player, 'presence/ada'), true);
    await onDisconnect(ref(player, 'presence/ada')).remove();
    await deleteApp(player.app);
    const observer = client();
    await eventually(async () => expect((await get(ref(observer, 'presence'))).val()).toBeNull());
  });

  test('a later onDisconnect set at a parent replaces those below it', async () => {
    const { client, rest } = await startHarness();
    const player = client();
    await onDisconnect(ref(player, 'room/a')).set(1);
    await onDisconnect(ref(player, 'room')).set({ b: 2 });
    await onDisconnect(ref(player, 'room/c')).set(3);
    goOffline(player);
    await eventually(async () => expect((await rest('GET', 'room')).body).toEqual({ b: 2, c: 3 }));
  });
});
