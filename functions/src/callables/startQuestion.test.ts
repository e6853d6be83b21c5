import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_OPTIONS,
  gamePaths,
  HostStatus,
  PlayerMode,
  type GameOptions,
  type SharedInfo,
} from '@/domain';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, readHostInfo, seedGame } from '../test/games';
import { endQuestion } from './endQuestion';
import { introQuestion } from './introQuestion';
import { startPlaying } from './startPlaying';
import { startQuestion } from './startQuestion';

const { games } = useDatabaseEmulators();

async function introducedGame(options: GameOptions = DEFAULT_GAME_OPTIONS) {
  const game = await seedGame({ options });
  await startPlaying.run(asHost({ gameID: game.gameId }));
  await introQuestion.run(asHost({ gameID: game.gameId, questionNum: 0 }));
  return game;
}

describe('startQuestion', () => {
  it('opens the introduced question for its time limit, at the server time', async () => {
    const { gameId } = await introducedGame();
    const before = Date.now();

    await expect(startQuestion.run(asHost({ gameID: gameId, questionType: 0, options: 3 }))).resolves.toEqual(
      { success: true },
    );

    const hostInfo = await readHostInfo(gameId);
    expect(hostInfo.status).toBe(HostStatus.QuestionOpen);
    expect(hostInfo.gameStatus.duration).toBe(30_000);
    expect(hostInfo.gameStatus.time).toBeGreaterThanOrEqual(before);
    expect(games.read(`${gamePaths.sharedInfo(gameId)}/gameStatus/mode`)).toBe(PlayerMode.Answering);
  });

  it.each([
    [1.5, 45_000],
    [2, 60_000],
  ] as const)(
    'with extra time × %s, opens a 30 s question for %i ms: the host, the phones and the rules’ deadline',
    async (extraTime, duration) => {
      const { gameId } = await introducedGame({ ...DEFAULT_GAME_OPTIONS, extraTime });

      await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));

      const hostInfo = await readHostInfo(gameId);
      // The rules accept answers until hostInfo's time + duration + grace.
      expect(hostInfo.gameStatus).toMatchObject({ duration, grace: expect.any(Number) });
      expect(games.read(`${gamePaths.sharedInfo(gameId)}/gameStatus/info`)).toMatchObject({
        time: hostInfo.gameStatus.time,
        duration,
      });
    },
  );

  it('with "Show questions on devices", gives the phones the title and description at the intro, the options’ texts at the opening', async () => {
    const { gameId } = await introducedGame({ ...DEFAULT_GAME_OPTIONS, questionsOnDevices: true });
    const info = () => (games.read(gamePaths.sharedInfo(gameId)) as SharedInfo).gameStatus.info;
    const texts = { title: 'Which is the capital of Australia?', desc: 'Think it over.\nThen answer.' };
    expect(info().question).toEqual(texts);

    await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));

    // The emulator's export keeps a list as an object by index. Texts in display order; no key.
    expect(info().question).toEqual({ ...texts, options: { 0: 'Sydney', 1: 'Canberra', 2: 'Image 3' } });
    expect(JSON.stringify(games.read(gamePaths.sharedInfo(gameId)))).not.toMatch(/isCorrect|correct/);
  });

  it('without "Show questions on devices", gives the phones none of the question’s texts', async () => {
    const { gameId, quiz } = await introducedGame();
    await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));
    const shared = games.read(gamePaths.sharedInfo(gameId)) as SharedInfo;
    expect(shared.gameStatus.info).not.toHaveProperty('question');
    const question = quiz.questions[0];
    expect(JSON.stringify(shared)).not.toContain(question?.title);
    expect(JSON.stringify(shared)).not.toContain('Canberra');
  });

  it('takes the type and options from the game, not from the payload', async () => {
    const { gameId } = await introducedGame();
    await startQuestion.run(asHost({ gameID: gameId, questionType: 2, options: 12 }));
    expect(games.read(`${gamePaths.sharedInfo(gameId)}/gameStatus/info`)).toMatchObject({
      questionType: 0,
      options: 3,
    });
  });

  it('changes nothing when repeated, or when a late retry names an earlier question', async () => {
    const { gameId } = await introducedGame();
    await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));
    await endQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));
    await introQuestion.run(asHost({ gameID: gameId, questionNum: 1 }));
    const after = games.read(gamePaths.game(gameId));

    await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));

    expect(games.read(gamePaths.game(gameId))).toEqual(after);
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.QuestionIntro);
  });

  it('refuses to open a question before its intro', async () => {
    const game = await seedGame();
    await startPlaying.run(asHost({ gameID: game.gameId }));
    await expect(startQuestion.run(asHost({ gameID: game.gameId }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Opening question 1 cannot happen now: the quiz intro is showing.',
    });
  });

  it('is the host’s alone', async () => {
    const { gameId } = await introducedGame();
    await expect(startQuestion.run(asHost({ gameID: gameId }, 'someone-else'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it.each([
    [{ gameID: 'g', questionType: 5 }, 'questionType'],
    [{ gameID: 'g', options: 'many' }, 'options'],
    [{ gameID: 'g', questionNumber: -1 }, 'questionNumber'],
  ])('refuses the payload %j, naming %s', async (payload, field) => {
    await expect(startQuestion.run(asHost(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(field),
    });
  });
});
