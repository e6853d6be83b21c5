import { describe, expect, it } from 'vitest';
import { HostStatus } from '@/domain';
import { joinGame } from './callables/joinGame';
import { callableRequest } from './test/callableRequest';
import { useDatabaseEmulators } from './test/databaseEmulator';
import { HOST, readHostInfo, seedGame } from './test/games';
import { runHostStep } from './liveGames';

useDatabaseEmulators();

describe('runHostStep', () => {
  it(
    'goes through while players join the game around it, in the same instance',
    { timeout: 30_000 },
    async () => {
      const { gameId, roomCode } = await seedGame();
      const joins = Array.from({ length: 40 }, (_, index) =>
        joinGame.run(callableRequest({ roomCode, username: `Late ${index}` })),
      );

      await runHostStep(HOST, gameId, { kind: 'startPlaying' });
      await Promise.all([runHostStep(HOST, gameId, { kind: 'introQuestion', questionNumber: 0 }), ...joins]);

      const hostInfo = await readHostInfo(gameId);
      expect(hostInfo.status).toBe(HostStatus.QuestionIntro);
      expect(Object.keys(hostInfo.players ?? {})).toHaveLength(43);
    },
  );
});
