import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_OPTIONS,
  gamePaths,
  HostStatus,
  mainPaths,
  Visibility,
  type GameOptions,
  type HostStep,
  type PlayerView,
} from '@/domain';
import { joinGame } from './callables/joinGame';
import { kickPlayer } from './callables/kickPlayer';
import { runHostStep, type HostStepOptions } from './hostSteps';
import { callableRequest } from './test/callableRequest';
import { useDatabaseEmulators } from './test/databaseEmulator';
import { asHost, HOST, readHostInfo, seedAnswer, seedGame, type SeededGame } from './test/games';
import { quizWith, saveQuiz } from './test/quizzes';
import { scaledMs } from './test/timeScale';

const { games, main } = useDatabaseEmulators();

/** The server's time for these games: frozen, so that a game played twice gets the same times. */
const T = 1_700_000_000_000;

const GAME_STEPS: HostStep[] = [
  { kind: 'startPlaying' },
  { kind: 'introQuestion', questionNumber: 0 },
  { kind: 'startQuestion', questionNumber: 0 },
  { kind: 'endQuestion', questionNumber: 0 },
  { kind: 'introQuestion', questionNumber: 1 },
  { kind: 'startQuestion', questionNumber: 1 },
  { kind: 'endQuestion', questionNumber: 1 },
];

/**
 * Plays `steps` of a game of Ann, Bob and Cy at a frozen clock. Before each question ends, Ann answers
 * right 5 s in and Bob wrong (question 0 is single choice, Canberra at 1; question 1 is true/false, True at 0).
 */
async function play(game: SeededGame, steps: HostStep[], options: HostStepOptions = {}): Promise<void> {
  const rightAnswers = [1, 0];
  for (const step of steps) {
    if (step.kind === 'endQuestion') {
      const n = step.questionNumber;
      await seedAnswer(game.gameId, 'p1', rightAnswers[n] as number, T + 5000, n);
      await seedAnswer(game.gameId, 'p2', 1 - (rightAnswers[n] as number), T + 1000, n);
    }
    await runHostStep(HOST, game.gameId, step, options);
  }
}

/** The game's data, as the players, the host and the engine hold it (expiry aside: it is on the functions' clock). */
const gameData = (game: SeededGame) => ({
  game: games.read(gamePaths.game(game.gameId)),
  room: games.read(gamePaths.ongoingRoomEntry(game.roomCode)),
});

/** A game (of `options`) just before `step`, and what it holds once `step` has happened without a hitch. */
async function before(
  step: HostStep,
  options: GameOptions = DEFAULT_GAME_OPTIONS,
): Promise<{ game: SeededGame; expected: unknown; writes: string[] }> {
  const index = GAME_STEPS.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(step));
  games.freezeClock(T);
  const reference = await seedGame({ gameId: 'reference', options });
  await play(reference, GAME_STEPS.slice(0, index));
  const writes: string[] = [];
  await play(reference, [step], { beforeWrite: (write) => void writes.push(write) });
  const expected = gameData(reference);
  await games.seed({});
  const game = await seedGame({ gameId: 'reference', options });
  await play(game, GAME_STEPS.slice(0, index));
  return { game, expected, writes };
}

const SIMULATED_CRASH = 'Simulated crash';

describe('runHostStep', () => {
  it(
    'goes through while players join the game around it, in the same instance, and no join makes it run again',
    { timeout: scaledMs(30_000) },
    async () => {
      const { gameId, roomCode } = await seedGame();
      const joins = Array.from({ length: 40 }, (_, index) =>
        joinGame.run(callableRequest({ roomCode, username: `Late ${index}` })),
      );

      const { stale } = await games.staleTransactions(async () => {
        await runHostStep(HOST, gameId, { kind: 'startPlaying' });
        await Promise.all([
          runHostStep(HOST, gameId, { kind: 'introQuestion', questionNumber: 0 }),
          ...joins,
        ]);
      });

      const hostInfo = await readHostInfo(gameId);
      expect(hostInfo.status).toBe(HostStatus.QuestionIntro);
      expect(Object.keys(games.read(gamePaths.roster(gameId)) as object)).toHaveLength(43);
      expect(stale[gamePaths.progress(gameId)]).toBeUndefined();
    },
  );

  describe.each(GAME_STEPS.filter((_, index) => [0, 4, 5, 6].includes(index)))(
    'a crash between two writes of $kind: the next call completes the step, exactly once',
    (step) => {
      it('after a failure before each of its writes', { timeout: scaledMs(60_000) }, async () => {
        const { expected, writes } = await before(step);
        expect(writes.length).toBeGreaterThanOrEqual(2);

        for (const [index, failing] of writes.entries()) {
          const { game } = await before(step);
          let count = 0;
          const crash = () => {
            if (count++ === index) throw new Error(SIMULATED_CRASH);
          };
          await expect(play(game, [step], { beforeWrite: crash }), failing).rejects.toThrow(SIMULATED_CRASH);

          await play(game, [step]);

          expect(gameData(game), `a crash before "${failing}"`).toEqual(expected);
        }
      });
    },
  );

  it('scores each question once whatever crashes: Ann 958 + 958', { timeout: scaledMs(60_000) }, async () => {
    const { game } = await before({ kind: 'endQuestion', questionNumber: 1 });
    let crashes = 0;
    await expect(
      play(game, [{ kind: 'endQuestion', questionNumber: 1 }], {
        beforeWrite: (write) => {
          if (write === 'hostInfo phase' && crashes++ === 0) throw new Error(SIMULATED_CRASH);
        },
      }),
    ).rejects.toThrow(SIMULATED_CRASH);
    await runHostStep(HOST, game.gameId, { kind: 'endQuestion', questionNumber: 1 });
    await runHostStep(HOST, game.gameId, { kind: 'endQuestion', questionNumber: 1 });

    const ann = games.read(gamePaths.player(game.gameId, 'secret-1')) as PlayerView;
    expect(ann.score).toBe(958 + 958);
    expect(ann.standing).toMatchObject({ questionNumber: 1, points: 958, rank: 1 });
  });

  it(
    'with the answer streak bonus, rescores a question left half-written with the same streaks: Ann 958 + 1058',
    { timeout: scaledMs(60_000) },
    async () => {
      const step: HostStep = { kind: 'endQuestion', questionNumber: 1 };
      const streakBonus = { ...DEFAULT_GAME_OPTIONS, streakBonus: true };
      const { expected, writes } = await before(step, streakBonus);
      for (const [index, failing] of writes.entries()) {
        const { game } = await before(step, streakBonus);
        let count = 0;
        const crash = () => {
          if (count++ === index) throw new Error(SIMULATED_CRASH);
        };
        await expect(play(game, [step], { beforeWrite: crash }), failing).rejects.toThrow(SIMULATED_CRASH);

        await play(game, [step]);

        expect(gameData(game), `a crash before "${failing}"`).toEqual(expected);
      }
      const { game } = await before(step, streakBonus);
      await play(game, [step]);
      // Ann's second right answer in a row: +100. Bob's wrong one ended his streak; Cy never answered.
      expect(games.read(gamePaths.player(game.gameId, 'secret-1'))).toMatchObject({
        score: 958 + 1058,
        standing: { questionNumber: 1, correct: true, points: 1058, streak: 2 },
      });
      expect(games.read(gamePaths.player(game.gameId, 'secret-2'))).not.toHaveProperty('standing.streak');
      expect(games.read(gamePaths.streaks(game.gameId, 1))).toEqual({ 0: { p1: 2 } });
      // The streaks before the question are dropped with its totals, once this question's are written.
      expect(games.read(gamePaths.streaks(game.gameId, 0))).toBeNull();
    },
  );

  it(
    'takes over a step whose call hangs once its lease runs out, and the hung call writes nothing after',
    { timeout: scaledMs(60_000) },
    async () => {
      const step: HostStep = { kind: 'endQuestion', questionNumber: 1 };
      const { game, expected } = await before(step);
      let wake: () => void = () => undefined;
      const hanging = new Promise<void>((resolve) => {
        wake = resolve;
      });
      let reached: () => void = () => undefined;
      const hangs = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const hung = play(game, [step], {
        leaseMs: 1000,
        beforeWrite: (write) => {
          if (write !== 'players 0') return undefined;
          reached();
          return hanging;
        },
      });
      hung.catch(() => undefined);
      await hangs;

      // Asked again (the host's backup timer), the step waits for the lease, then is completed.
      await runHostStep(HOST, game.gameId, step);
      expect(gameData(game)).toEqual(expected);

      wake();
      await expect(hung).rejects.toMatchObject({ code: 'unavailable' });
      expect(gameData(game)).toEqual(expected);
    },
  );

  it(
    'takes back the record of a player kicked while the question was being scored',
    { timeout: scaledMs(30_000) },
    async () => {
      const step: HostStep = { kind: 'endQuestion', questionNumber: 0 };
      const { game } = await before(step);
      await play(game, [step], {
        beforeWrite: async (write) => {
          // The kick lands between the reads and the players' records: the step writes Bob's record again.
          if (write === 'players 0') {
            await kickPlayer.run(asHost({ gameID: game.gameId, userID: 'p2' }));
          }
        },
      });

      expect(games.read(gamePaths.player(game.gameId, 'secret-2'))).toBeNull();
      expect(games.read(gamePaths.player(game.gameId, 'secret-1'))).toMatchObject({ score: 958 });
      expect(games.read(gamePaths.rosterPlayer(game.gameId, 'p2'))).toBeNull();
    },
  );

  it('completes a step left unfinished before the next one asked for, then makes that one', async () => {
    const end: HostStep = { kind: 'endQuestion', questionNumber: 0 };
    const { game, expected } = await before(end);
    await expect(
      play(game, [end], {
        beforeWrite: (write) => {
          if (write === 'sharedInfo phase') throw new Error(SIMULATED_CRASH);
        },
      }),
    ).rejects.toThrow(SIMULATED_CRASH);

    await runHostStep(HOST, game.gameId, { kind: 'introQuestion', questionNumber: 1 });

    const hostInfo = await readHostInfo(game.gameId);
    expect(hostInfo.status).toBe(HostStatus.QuestionIntro);
    expect(hostInfo.gameStatus.questionNumber).toBe(1);
    // The first question was scored exactly as an uninterrupted endQuestion scores it.
    const scored = (expected as { game: { players: Record<string, PlayerView> } }).game.players;
    expect(games.read(gamePaths.player(game.gameId, 'secret-1'))).toEqual(scored['secret-1']);
  });

  it(
    'answers a step another call is making once that call has made it',
    { timeout: scaledMs(30_000) },
    async () => {
      const step: HostStep = { kind: 'endQuestion', questionNumber: 0 };
      const { game, expected } = await before(step);

      await Promise.all(Array.from({ length: 5 }, () => play(game, [step])));

      expect(gameData(game)).toEqual(expected);
    },
  );
});

describe('the play a game counts (Explore’s most played)', () => {
  const SIMULATED_CRASH = 'simulated crash';
  const plays = () => main.read(`${mainPaths.searchEntry('quiz-1')}/plays`);
  const listedPlays = () => main.read(`${mainPaths.searchListedEntry('quiz-1')}/p`);

  /** The public quiz the seeded games are of, with `count` plays so far. */
  const saveQuizOfGames = () => saveQuiz('quiz-1', 'alice', quizWith({ visibility: Visibility.Public }));

  it('counts one play when the game starts playing, and none when startPlaying is asked again', async () => {
    await saveQuizOfGames();
    const { gameId } = await seedGame();

    await runHostStep(HOST, gameId, { kind: 'startPlaying' });
    await runHostStep(HOST, gameId, { kind: 'startPlaying' });
    await runHostStep(HOST, gameId, { kind: 'introQuestion', questionNumber: 0 });

    expect(plays()).toBe(1);
    expect(listedPlays()).toBe(1);
  });

  it('counts no play of a game nobody joined', async () => {
    await saveQuizOfGames();
    const { gameId } = await seedGame({ names: [] });

    await expect(runHostStep(HOST, gameId, { kind: 'startPlaying' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });

    expect(plays()).toBe(0);
    expect(main.read(mainPaths.countedPlay(gameId))).toBeNull();
  });

  it.each(['count play', 'complete'])(
    'counts exactly one play when startPlaying fails before its “%s” write and is run again',
    async (failingWrite) => {
      await saveQuizOfGames();
      const { gameId } = await seedGame();
      const crash = (write: string) => {
        if (write === failingWrite) throw new Error(SIMULATED_CRASH);
      };

      await expect(
        runHostStep(HOST, gameId, { kind: 'startPlaying' }, { beforeWrite: crash }),
      ).rejects.toThrow(SIMULATED_CRASH);
      await runHostStep(HOST, gameId, { kind: 'startPlaying' });
      await runHostStep(HOST, gameId, { kind: 'startPlaying' });

      expect(plays()).toBe(1);
      expect(listedPlays()).toBe(1);
      expect((await readHostInfo(gameId)).status).toBe(HostStatus.QuizIntro);
    },
  );

  it('counts every game of five started at once', async () => {
    await saveQuizOfGames();
    const seeded = [];
    for (let n = 0; n < 5; n++)
      seeded.push(await seedGame({ gameId: `game-${n}`, roomCode: `asdfjkla${'sdfjk'[n]}` }));

    await Promise.all(seeded.map(({ gameId }) => runHostStep(HOST, gameId, { kind: 'startPlaying' })));

    expect(plays()).toBe(5);
    expect(listedPlays()).toBe(5);
  });
});
