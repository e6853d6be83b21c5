import { describe, expect, it } from 'vitest';
import { gamePaths, HostStatus, PlayerMode, QuestionType, type SharedInfo } from '@/domain';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, readHostInfo, seedGame } from '../test/games';
import { endQuestion } from './endQuestion';
import { introQuestion } from './introQuestion';
import { startPlaying } from './startPlaying';
import { startQuestion } from './startQuestion';

const { games } = useDatabaseEmulators();

async function startedGame() {
  const game = await seedGame();
  await startPlaying.run(asHost({ gameID: game.gameId }));
  return game;
}

describe('introQuestion', () => {
  it('introduces question 0 after the quiz intro, for 3000 ms + 20 ms per title character', async () => {
    const { gameId, quiz } = await startedGame();

    await expect(introQuestion.run(asHost({ gameID: gameId, time: 1234, questionNum: 0 }))).resolves.toEqual({
      success: true,
    });

    const title = quiz.questions[0]?.title ?? '';
    const hostInfo = await readHostInfo(gameId);
    expect(hostInfo.status).toBe(HostStatus.QuestionIntro);
    expect(hostInfo.gameStatus).toMatchObject({ questionNumber: 0, duration: 3000 + 20 * title.length });
    const shared = games.read(gamePaths.sharedInfo(gameId)) as SharedInfo;
    expect(shared.gameStatus.mode).toBe(PlayerMode.QuestionIntro);
    expect(shared.gameStatus.info).toMatchObject({
      questionNumber: 0,
      questionType: QuestionType.SingleChoice,
      options: 3,
      time: hostInfo.gameStatus.time,
    });
  });

  it('changes nothing when repeated, and a late retry for an earlier question changes nothing either', async () => {
    const { gameId } = await startedGame();
    await introQuestion.run(asHost({ gameID: gameId, questionNum: 0 }));
    await startQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));
    await endQuestion.run(asHost({ gameID: gameId, questionNumber: 0 }));
    await introQuestion.run(asHost({ gameID: gameId, questionNum: 1 }));
    const after = games.read(gamePaths.game(gameId));

    await introQuestion.run(asHost({ gameID: gameId, questionNum: 1 }));
    await introQuestion.run(asHost({ gameID: gameId, questionNum: 0 }));

    expect(games.read(gamePaths.game(gameId))).toEqual(after);
  });

  it('refuses to skip ahead, saying where the game is', async () => {
    const { gameId } = await startedGame();
    await expect(introQuestion.run(asHost({ gameID: gameId, questionNum: 1 }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Introducing question 2 cannot happen now: the quiz intro is showing.',
    });
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.QuizIntro);
  });

  it('refuses a question the game does not have', async () => {
    const { gameId } = await startedGame();
    await expect(introQuestion.run(asHost({ gameID: gameId, questionNum: 5 }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This game has 5 questions; there is no question 6.',
    });
  });

  it('is the host’s alone', async () => {
    const { gameId } = await startedGame();
    await expect(
      introQuestion.run(asHost({ gameID: gameId, questionNum: 0 }, 'someone-else')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.QuizIntro);
  });

  it.each([
    [{ gameID: 'g' }, 'questionNum'],
    [{ gameID: 'g', questionNum: 1.5 }, 'questionNum'],
    [{ gameID: 'g', questionNum: 500 }, 'questionNum'],
    [{ gameID: 'g', questionNum: 0, time: 'soon' }, 'time'],
  ])('refuses the payload %j, naming %s', async (payload, field) => {
    await expect(introQuestion.run(asHost(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(field),
    });
  });
});
