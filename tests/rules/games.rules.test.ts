// The live-game database's rules, database.games.rules.json as deployed, loaded into an in-process
// Database emulator and judged through the real client SDK. The admin SDK seeds a game as the callables
// leave it (src/domain/game/game.ts) and the namespace's clock is frozen, so that deadlines are exact. Players
// have no Firebase Auth: they are clients without a token, who prove who they are with their secret.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { get, onValue, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANSWER_GRACE_MS,
  gamePaths,
  HostStatus,
  PlayerMode,
  progressOf,
  type GameExpiry,
  type GameQuiz,
  type GameState,
  type HostInfo,
  type PlayerAnswer,
  type PlayerView,
  type SharedInfo,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { eventually, startHarness, uniqueName, type Harness } from '@loqi/database-emulator/harness';
import { forgedAnswerUpdate, type AnswerForgery } from '../../stack/liveGame/forgedAnswers';

const RULES_FILE = fileURLToPath(new URL('../../database.games.rules.json', import.meta.url));
const DENIED = /permission.denied/i;

const GAME = 'game-1';
const ROOM = 'asdfjklas';
/** Another host's game, in the same database. */
const OTHER_GAME = 'game-2';
const OTHER_ROOM = 'kkkjjjlll';

/** When the current question (number 2) opened, by the server's clock; it is open for 20 s. */
const T = 1_700_000_000_000;
const DURATION = 20_000;
const QUESTION = 2;
/** How long after the limit an answer on its way is still accepted (ANSWER_GRACE_MS's default). */
const GRACE = DEFAULT_ANSWER_GRACE_MS;

const SECRET = { p1: 'secret-of-p1-4f9c2a7e', p2: 'secret-of-p2-b81d06c3' } as const;
type PlayerId = keyof typeof SECRET;

function playerView(userID: PlayerId, username: string, score: number): PlayerView {
  return { userID, username, joinedAt: T - 60_000, score, lastChange: 0 };
}

const hostEntry = ({ userID, username, joinedAt }: PlayerView) => ({ userID, username, joinedAt });

/** A game as the engine leaves it when question 2 opens, hosted by "host", with players p1 and p2. */
function gameState(host: string, roomCode: string): GameState {
  const ada = playerView('p1', 'Ada', 1200);
  const bob = playerView('p2', 'Bob', 800);
  return {
    progress: {
      host,
      roomCode,
      totalQuestions: 5,
      claimed: progressOf('questionOpen', QUESTION),
      claimedAt: T,
      completed: progressOf('questionOpen', QUESTION),
    },
    hostInfo: {
      host,
      quizID: 'quiz-1',
      status: HostStatus.QuestionOpen,
      roomCode,
      createdAt: T - 120_000,
      gameStatus: { questionNumber: QUESTION, time: T, duration: DURATION, grace: GRACE, closedQuestion: 1 },
    },
    roster: { p1: hostEntry(ada), p2: hostEntry(bob) },
    sharedInfo: {
      leaderboard: [
        { userID: 'p1', username: 'Ada', score: 1200, rank: 1 },
        { userID: 'p2', username: 'Bob', score: 800, rank: 2 },
      ],
      gameStatus: {
        mode: PlayerMode.Answering,
        info: { questionNumber: QUESTION, time: T, duration: DURATION, questionType: 0, options: 3 },
      },
      totalQuestions: 5,
    },
    players: { [SECRET.p1]: ada, [SECRET.p2]: bob },
    scores: { [QUESTION - 1]: { p1: 1200, p2: 800 } },
    streaks: { [QUESTION - 1]: { p1: 2 } },
    secrets: { p1: SECRET.p1, p2: SECRET.p2 },
    kicked: { p9: 'secret-of-a-kicked-player' },
    names: { ada: 'p1', bob: 'p2' },
  };
}

function gameQuiz(): GameQuiz {
  const { data, questions } = quizOfEveryType();
  return {
    quizID: 'quiz-1',
    data,
    questions: questions.map((question) => ({
      ...question,
      displayOrder: question.answers.map((_, i) => i).reverse(),
    })),
  };
}

const expiry = (roomCode: string): GameExpiry => ({ expiresAt: T + 6 * 3_600_000, roomCode });

type Who = 'a player' | 'the host' | 'an anonymous stranger' | 'a signed-in stranger';
const EVERY_CLIENT: Who[] = ['a player', 'the host', 'an anonymous stranger', 'a signed-in stranger'];
const NOT_THE_HOST: Who[] = ['a player', 'an anonymous stranger', 'a signed-in stranger'];

interface GameDatabase extends Harness {
  /** A player's client: no auth at all. */
  player(): Database;
  /** The game's host, signed in. */
  host(): Database;
  as(who: Who): Database;
  /** Sets the server's time, for the rules' `now` and serverTimestamp(). */
  at(time: number): void;
  /** The data as the server holds it at `path`. */
  stored(path: string): Promise<unknown>;
  /** Changes the game as the server would (an admin update relative to games/{GAME}). */
  change(changes: Record<string, unknown>): Promise<void>;
}

/** The games rules, game-1 (question 2 open since T) and another host's game-2; the clock at T + 5 s. */
async function startGameDatabase(): Promise<GameDatabase> {
  const ns = uniqueName();
  const harness = await startHarness({ rules: { [ns]: RULES_FILE } }, ns);
  const admin = harness.admin();
  await admin.ref().set({
    games: { [GAME]: gameState('host', ROOM), [OTHER_GAME]: gameState('other-host', OTHER_ROOM) },
    gameQuizzes: { [GAME]: gameQuiz(), [OTHER_GAME]: gameQuiz() },
    ongoing: { [ROOM]: { id: GAME, seats: { s0: 2 } }, [OTHER_ROOM]: { id: OTHER_GAME, seats: { s0: 2 } } },
    gameExpiries: { [GAME]: expiry(ROOM), [OTHER_GAME]: expiry(OTHER_ROOM) },
    quizGames: { 'quiz-1': { [GAME]: true, [OTHER_GAME]: true } },
    gameAnswerKeys: { [GAME]: gameQuiz().questions, [OTHER_GAME]: gameQuiz().questions },
  });
  const at = (time: number) => harness.emulator.setClock(ns, { frozenAt: time });
  at(T + 5000);
  const player = () => harness.client();
  const host = () => harness.client({ mockUserToken: { sub: 'host' } });
  return {
    ...harness,
    player,
    host,
    as: (who) =>
      who === 'a player'
        ? player()
        : who === 'the host'
          ? host()
          : who === 'an anonymous stranger'
            ? harness.client()
            : harness.client({ mockUserToken: { sub: 'stranger' } }),
    at,
    stored: async (path) => (await admin.ref(path).get()).val() as unknown,
    change: (changes) => admin.ref(gamePaths.game(GAME)).update(changes),
  };
}

interface AnswerOptions extends AnswerForgery {
  /** The key of the answer entry: the player's own secret unless told. */
  secret?: string;
  /** The answer in display positions; playerAnswerUpdate writes it as JSON text. */
  answer?: PlayerAnswer;
  gameId?: string;
}

/**
 * A player's answer as their client sends it: one update from the root, built by playerAnswerUpdate with
 * the server's timestamp, then forged as told.
 */
function answerOf(userID: string, options: AnswerOptions = {}): Record<string, unknown> {
  const { secret = SECRET[userID as PlayerId] ?? 'made-up-secret', answer = 1, gameId = GAME } = options;
  return forgedAnswerUpdate(
    { gameId, userID, userSecret: secret, answer, questionNumber: QUESTION, submittedAt: serverTimestamp() },
    options,
  );
}

/** Sends an answer's update from the root of the games database, as the /join page does. */
function send(database: Database, answer: Record<string, unknown>): Promise<void> {
  return update(ref(database), answer);
}

/** Expects a player's answer stored: its entry under their secret and their Submission, both at `time`. */
async function expectAnswered(game: GameDatabase, userID: PlayerId, time: number, answer: unknown = 1) {
  const submission = { user: userID, submittedAt: time, questionNumber: QUESTION };
  expect(await game.stored(gamePaths.answer(GAME, SECRET[userID]))).toEqual({
    ...submission,
    answer: JSON.stringify(answer),
  });
  expect(await game.stored(gamePaths.submission(GAME, userID))).toEqual(submission);
}

/** Expects an answer's update (by a player's client unless `by`) to be refused, the database unchanged. */
async function expectRefused(
  game: GameDatabase,
  answer: Record<string, unknown>,
  by: Database = game.player(),
): Promise<void> {
  const before = game.emulator.exportData()[game.ns];
  await expect(send(by, answer)).rejects.toThrow(DENIED);
  expect(game.emulator.exportData()[game.ns]).toEqual(before);
}

describe('an answer: answers/{userSecret} and submitted/{userID}, in one update', () => {
  it('allows a player with their secret while the question is open: both entries, at the server’s time', async () => {
    const game = await startGameDatabase();

    await send(game.player(), answerOf('p1'));
    await send(game.player(), answerOf('p2', { answer: [0, 2] }));

    await expectAnswered(game, 'p1', T + 5000);
    await expectAnswered(game, 'p2', T + 5000, [0, 2]);
  });

  it('denies a wrong secret: a guessed one, another player’s, or a made-up key beside one’s own answer', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { secret: 'secret-of-p1-guessed' }));
    await expectRefused(game, answerOf('p1', { secret: SECRET.p2 }));
    // A second entry of one's own, under a key that is not one's secret.
    await expectRefused(game, {
      ...answerOf('p1'),
      ...answerOf('p1', { secret: 'made-up-key', only: 'entry', answer: 2 }),
    });
  });

  it('denies answering in another player’s name with one’s own secret', async () => {
    const game = await startGameDatabase();

    // p2's Submission with an entry under p1's secret that names p2.
    await expectRefused(game, answerOf('p2', { secret: SECRET.p1 }));
    // p2's Submission with p1's own, well-formed entry: it is not under p2's secret.
    await expectRefused(game, {
      ...answerOf('p1', { only: 'entry' }),
      ...answerOf('p2', { only: 'submission' }),
    });
    // One's own whole answer, and p2's Submission smuggled in beside it.
    await expectRefused(game, { ...answerOf('p1'), ...answerOf('p2', { only: 'submission' }) });
  });

  it('denies an entry under a real secret that names another player', async () => {
    const game = await startGameDatabase();

    // Under p1's secret, naming p2, with p2's Submission, p1's, or both.
    const namingP2 = answerOf('p1', { only: 'entry', entry: { user: 'p2' } });
    await expectRefused(game, { ...namingP2, ...answerOf('p2', { only: 'submission' }) });
    await expectRefused(game, { ...namingP2, ...answerOf('p1', { only: 'submission' }) });
    await expectRefused(game, {
      ...namingP2,
      ...answerOf('p1', { only: 'submission' }),
      ...answerOf('p2', { only: 'submission' }),
    });
  });

  it('denies a Submission written apart from its answer, even where the answer entry already exists', async () => {
    const game = await startGameDatabase();
    // A state no client can reach (an entry without its Submission), made by the server for the test.
    const { [gamePaths.answer(GAME, SECRET.p1)]: entry } = answerOf('p1');
    await game.change({ [`answers/${SECRET.p1}`]: { ...(entry as object), submittedAt: T } });

    await expectRefused(game, answerOf('p1', { only: 'submission' }));
  });

  it('denies a stranger: a made-up userID, a made-up secret, or a player’s name without their secret', async () => {
    const game = await startGameDatabase();

    for (const by of [game.as('an anonymous stranger'), game.as('a signed-in stranger')]) {
      await expectRefused(game, answerOf('intruder'), by);
      await expectRefused(game, answerOf('intruder', { secret: SECRET.p1 }), by);
      await expectRefused(game, answerOf('p1', { secret: 'guessed' }), by);
      await expectRefused(game, answerOf('p1', { only: 'submission' }), by);
    }
  });

  it('denies the host answering in a player’s name: a Submission alone, or with an entry under a made-up key', async () => {
    const game = await startGameDatabase();
    const host = game.host();

    await expectRefused(game, answerOf('p1', { only: 'submission' }), host);
    await expectRefused(game, answerOf('p1', { secret: 'host-guess' }), host);
    await expectRefused(game, answerOf('p1', { secret: 'host-guess', only: 'entry' }), host);
  });

  it('allows an answer at exactly the deadline (time + duration)', async () => {
    const game = await startGameDatabase();
    game.at(T + DURATION);

    await send(game.player(), answerOf('p1'));

    await expectAnswered(game, 'p1', T + DURATION);
  });

  it('allows an answer in the grace after the deadline, up to time + duration + grace', async () => {
    const game = await startGameDatabase();
    game.at(T + DURATION + GRACE);

    await send(game.player(), answerOf('p1'));

    await expectAnswered(game, 'p1', T + DURATION + GRACE);
  });

  it('denies an answer 1 ms after the grace', async () => {
    const game = await startGameDatabase();
    game.at(T + DURATION + GRACE + 1);

    await expectRefused(game, answerOf('p1'));
  });

  it('denies an answer while the host has paused the question, before its deadline too', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/pausedAt': T + 4000, 'hostInfo/gameStatus/pausedMs': 0 });

    await expectRefused(game, answerOf('p1'));
  });

  it('allows an answer after the resume until the deadline moved by the pauses, past the original one', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/pausedMs': 10_000 });
    game.at(T + DURATION + GRACE + 10_000);

    await send(game.player(), answerOf('p1'));

    await expectAnswered(game, 'p1', T + DURATION + GRACE + 10_000);
  });

  it('denies an answer 1 ms after the moved deadline and its grace', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/pausedMs': 10_000 });
    game.at(T + DURATION + GRACE + 10_001);

    await expectRefused(game, answerOf('p1'));
  });

  it('takes the grace the server set for the question: none when it is 0', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/grace': 0 });
    game.at(T + DURATION + 1);

    await expectRefused(game, answerOf('p1'));
  });

  it('allows an answer long after the start when the duration is 0 (no time limit)', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/duration': 0 });
    game.at(T + 10 * 3_600_000);

    await send(game.player(), answerOf('p1'));

    await expectAnswered(game, 'p1', T + 10 * 3_600_000);
  });

  it('denies a second answer, whole or either entry alone, and keeps the first', async () => {
    const game = await startGameDatabase();
    const player = game.player();
    await send(player, answerOf('p1'));
    game.at(T + 6000);

    await expectRefused(game, answerOf('p1', { answer: 2 }), player);
    await expectRefused(game, answerOf('p1', { answer: 2, only: 'entry' }), player);
    await expectRefused(game, answerOf('p1', { only: 'submission' }), player);
    await expectAnswered(game, 'p1', T + 5000);
  });

  it.each(['entry', 'submission'] as const)(
    'denies a forged submittedAt on the %s: only the server’s time is accepted',
    async (forged) => {
      const game = await startGameDatabase();

      // The question's start, for the most points; a millisecond off the server's time; text.
      for (const submittedAt of [T, T + 4999, T + 5001, 'now']) {
        await expectRefused(game, answerOf('p1', { [forged]: { submittedAt } }));
      }
    },
  );

  it('denies the same forged submittedAt on both entries', async () => {
    const game = await startGameDatabase();

    for (const submittedAt of [T, T + 5001]) {
      await expectRefused(game, answerOf('p1', { entry: { submittedAt }, submission: { submittedAt } }));
    }
  });

  it('denies an answer for another question (one queued offline for an earlier question), on either entry', async () => {
    const game = await startGameDatabase();

    for (const questionNumber of [QUESTION - 1, QUESTION + 1, String(QUESTION)]) {
      const forged = { questionNumber };
      await expectRefused(game, answerOf('p1', { entry: forged, submission: forged }));
      await expectRefused(game, answerOf('p1', { entry: forged }));
      await expectRefused(game, answerOf('p1', { submission: forged }));
    }
  });

  it('denies an answer once closedQuestion is the current question', async () => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/gameStatus/closedQuestion': QUESTION });

    await expectRefused(game, answerOf('p1'));
  });

  it('allows an answer while closedQuestion is still the previous question, or absent', async () => {
    const game = await startGameDatabase();
    // Seeded with closedQuestion 1.
    await send(game.player(), answerOf('p1'));
    await game.change({ 'hostInfo/gameStatus/closedQuestion': null });

    await send(game.player(), answerOf('p2'));

    await expectAnswered(game, 'p1', T + 5000);
    await expectAnswered(game, 'p2', T + 5000);
  });

  it.each([
    ['the lobby', HostStatus.Lobby],
    ['the quiz intro', HostStatus.QuizIntro],
    ['the question intro', HostStatus.QuestionIntro],
    ['the results', HostStatus.Results],
  ] as const)('denies an answer during %s', async (_phase, status) => {
    const game = await startGameDatabase();
    await game.change({ 'hostInfo/status': status });

    await expectRefused(game, answerOf('p1'));
  });

  it('denies an extra field on either entry: the secret or the answer beside the host, anything else', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { submission: { secret: SECRET.p1 } }));
    await expectRefused(game, answerOf('p1', { submission: { answer: JSON.stringify(1) } }));
    await expectRefused(game, answerOf('p1', { submission: { points: 100_000 } }));
    await expectRefused(game, answerOf('p1', { entry: { secret: SECRET.p1 } }));
    await expectRefused(game, answerOf('p1', { entry: { points: 100_000 } }));
    await expectRefused(game, answerOf('p1', { entry: { answer: { text: JSON.stringify(1) } } }));
  });

  it.each([
    ...['user', 'answer', 'submittedAt', 'questionNumber'].map((field) => ['entry', field] as const),
    ...['user', 'submittedAt', 'questionNumber'].map((field) => ['submission', field] as const),
  ])('denies an answer whose %s has no %s', async (entry, field) => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { [entry]: { [field]: undefined } }));
  });

  it('allows an answer of exactly 2000 characters', async () => {
    const game = await startGameDatabase();
    const answer = 'x'.repeat(1998);
    expect(JSON.stringify(answer)).toHaveLength(2000);

    await send(game.player(), answerOf('p1', { answer }));

    await expectAnswered(game, 'p1', T + 5000, answer);
  });

  it('denies an answer of 2001 characters', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { answer: 'x'.repeat(1999) }));
  });

  it('denies an answer that is not a string', async () => {
    const game = await startGameDatabase();

    for (const answer of [1, true, [0, 2]]) {
      await expectRefused(game, answerOf('p1', { entry: { answer } }));
    }
  });

  it('denies the answer entry alone, and the Submission alone', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { only: 'entry' }));
    await expectRefused(game, answerOf('p1', { only: 'submission' }));
  });

  it('denies a Submission whose user is not its slot', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { submission: { user: 'p2' } }));
  });

  it('denies updating or deleting an answer or a Submission, its own player’s or the host’s', async () => {
    const game = await startGameDatabase();
    const player = game.player();
    await send(player, answerOf('p1'));
    const entry = gamePaths.answer(GAME, SECRET.p1);
    const submission = gamePaths.submission(GAME, 'p1');
    const before = game.emulator.exportData()[game.ns];

    for (const client of [player, game.host()]) {
      await expect(set(ref(client, `${entry}/answer`), JSON.stringify(2))).rejects.toThrow(DENIED);
      await expect(update(ref(client, entry), { answer: JSON.stringify(2) })).rejects.toThrow(DENIED);
      await expect(set(ref(client, `${entry}/submittedAt`), serverTimestamp())).rejects.toThrow(DENIED);
      await expect(set(ref(client, `${submission}/submittedAt`), serverTimestamp())).rejects.toThrow(DENIED);
      await expect(update(ref(client, submission), { questionNumber: 3 })).rejects.toThrow(DENIED);
      for (const path of [entry, submission, gamePaths.answers(GAME), gamePaths.submissions(GAME)]) {
        await expect(remove(ref(client, path)), path).rejects.toThrow(DENIED);
      }
      await expect(update(ref(client), { [entry]: null, [submission]: null })).rejects.toThrow(DENIED);
    }
    expect(game.emulator.exportData()[game.ns]).toEqual(before);
    await expectAnswered(game, 'p1', T + 5000);
  });

  it('denies replacing the answers or the submitted list to write one’s own (it would delete the others)', async () => {
    const game = await startGameDatabase();
    await send(game.player(), answerOf('p2'));
    const mine = answerOf('p1');

    await expectRefused(game, {
      [gamePaths.answers(GAME)]: { [SECRET.p1]: mine[gamePaths.answer(GAME, SECRET.p1)] },
      [gamePaths.submission(GAME, 'p1')]: mine[gamePaths.submission(GAME, 'p1')],
    });
    await expectRefused(game, {
      [gamePaths.answer(GAME, SECRET.p1)]: mine[gamePaths.answer(GAME, SECRET.p1)],
      [gamePaths.submissions(GAME)]: { p1: mine[gamePaths.submission(GAME, 'p1')] },
    });
  });

  it('denies an update that adds anything else to one’s own answer (all or nothing)', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, { ...answerOf('p1'), [`${gamePaths.player(GAME, SECRET.p1)}/score`]: 100_000 });
  });

  it('denies an answer to a game that does not exist', async () => {
    const game = await startGameDatabase();

    await expectRefused(game, answerOf('p1', { gameId: 'no-such-game' }));
  });
});

describe('what players read', () => {
  it('lets a player read sharedInfo', async () => {
    const game = await startGameDatabase();

    const shared = (await get(ref(game.player(), gamePaths.sharedInfo(GAME)))).val() as unknown;

    expect(shared).toEqual(await game.stored(gamePaths.sharedInfo(GAME)));
    expect(shared).toMatchObject({ totalQuestions: 5, gameStatus: { mode: PlayerMode.Answering } });
  });

  it('lets a player read and listen to their own record, keyed by their secret', async () => {
    const game = await startGameDatabase();
    const player = game.player();

    expect((await get(ref(player, gamePaths.player(GAME, SECRET.p1)))).val()).toEqual(
      playerView('p1', 'Ada', 1200),
    );
    const seen: unknown[] = [];
    onValue(ref(player, `${gamePaths.player(GAME, SECRET.p1)}/score`), (snapshot) =>
      seen.push(snapshot.val()),
    );
    await eventually(() => expect(seen).toEqual([1200]));
    await game.change({ [`players/${SECRET.p1}/score`]: 1900 });
    await eventually(() => expect(seen).toEqual([1200, 1900]));
  });

  it('denies the record under another player’s userID or a made-up key, which do not exist', async () => {
    const game = await startGameDatabase();
    const player = game.player();

    for (const key of ['p2', 'p1', 'secret-of-p2-guessed']) {
      await expect(get(ref(player, gamePaths.player(GAME, key))), key).rejects.toThrow(DENIED);
    }
  });

  it('denies listing the players’ records', async () => {
    const game = await startGameDatabase();

    await expect(get(ref(game.player(), `${gamePaths.game(GAME)}/players`))).rejects.toThrow(DENIED);
  });

  const HIDDEN = [
    { what: 'the engine’s progress', path: gamePaths.progress(GAME) },
    { what: 'the scores', path: gamePaths.scores(GAME, QUESTION - 1) },
    { what: 'the streaks', path: gamePaths.streaks(GAME, QUESTION - 1) },
    { what: 'the kicked players', path: gamePaths.kickedPlayers(GAME) },
    { what: 'a room’s player count', path: gamePaths.ongoingRoomSeats(ROOM, 's0') },
    { what: 'the secrets', path: `${gamePaths.game(GAME)}/secrets` },
    { what: 'a player’s secret', path: gamePaths.secret(GAME, 'p2') },
    { what: 'their own secret', path: gamePaths.secret(GAME, 'p1') },
    { what: 'the names', path: `${gamePaths.game(GAME)}/names` },
    { what: 'a name', path: gamePaths.playerName(GAME, 'bob') },
    { what: 'hostInfo', path: gamePaths.hostInfo(GAME) },
    { what: 'the roster', path: gamePaths.roster(GAME) },
    { what: 'a player in the roster', path: gamePaths.rosterPlayer(GAME, 'p2') },
    { what: 'the game status', path: gamePaths.gameStatus(GAME) },
    { what: 'the submissions', path: gamePaths.submissions(GAME) },
    { what: 'another player’s submission', path: gamePaths.submission(GAME, 'p2') },
    { what: 'the answers', path: gamePaths.answers(GAME) },
    { what: 'the game’s quiz', path: gamePaths.gameQuiz(GAME) },
    { what: 'a question of the game’s quiz', path: gamePaths.gameQuizQuestion(GAME, QUESTION) },
    { what: 'the list of game quizzes', path: 'gameQuizzes' },
    { what: 'the list of games', path: gamePaths.games() },
    { what: 'the whole game', path: gamePaths.game(GAME) },
    { what: 'the list of expiries', path: gamePaths.gameExpiries() },
    { what: 'the game’s expiry', path: gamePaths.gameExpiry(GAME) },
    { what: 'the games of a quiz', path: gamePaths.quizGames('quiz-1') },
    { what: 'the game’s answer keys', path: gamePaths.gameAnswerKeys(GAME) },
    { what: 'the list of ongoing rooms', path: 'ongoing' },
    { what: 'a room’s entry', path: gamePaths.ongoingRoomEntry(ROOM) },
    { what: 'the root', path: '/' },
  ];

  it.each(NOT_THE_HOST.flatMap((who) => HIDDEN.map(({ what, path }) => [who, what, path] as const)))(
    'denies %s reading %s',
    async (who, _what, path) => {
      const game = await startGameDatabase();
      // p2 has answered: the answers hold data (a denial is the rules’, not an empty read).
      await send(game.player(), answerOf('p2'));

      await expect(get(ref(game.as(who), path))).rejects.toThrow(DENIED);
    },
  );

  it.each(EVERY_CLIENT)('denies %s reading the answers, or any answer even under its secret', async (who) => {
    const game = await startGameDatabase();
    await send(game.player(), answerOf('p1'));
    await send(game.player(), answerOf('p2'));
    const client = game.as(who);

    for (const path of [
      gamePaths.answers(GAME),
      gamePaths.answer(GAME, SECRET.p1),
      gamePaths.answer(GAME, SECRET.p2),
      gamePaths.answer(GAME, 'made-up-key'),
      `${gamePaths.answer(GAME, SECRET.p1)}/answer`,
    ]) {
      await expect(get(ref(client, path)), path).rejects.toThrow(DENIED);
    }
  });

  it.each(EVERY_CLIENT)('lets %s read where a room code points (ongoing/{code}/id)', async (who) => {
    const game = await startGameDatabase();

    expect((await get(ref(game.as(who), gamePaths.ongoingRoom(ROOM)))).val()).toBe(GAME);
    expect((await get(ref(game.as(who), gamePaths.ongoingRoom('nosuchroo')))).val()).toBeNull();
  });
});

describe('what players typed, and the explanation', () => {
  const typedAnswers = [
    { text: 'Tokyo', count: 1, accepted: true },
    { text: 'Osaka', count: 1, accepted: false },
  ];
  /** Question 2's results as endQuestion leaves them: the typed answers in hostInfo, the explanation shared. */
  async function withResults(): Promise<GameDatabase> {
    const game = await startGameDatabase();
    await game.change({
      'hostInfo/status': HostStatus.Results,
      'hostInfo/gameStatus/results': { questionNumber: QUESTION, answered: 2, correct: 1, typedAnswers },
      'sharedInfo/gameStatus/mode': PlayerMode.Result,
      'sharedInfo/gameStatus/info/explanation': 'Edo was renamed Tokyo in 1868.',
    });
    return game;
  }
  const typedPath = `${gamePaths.gameStatus(GAME)}/results/typedAnswers`;

  it('lets the host read what players typed', async () => {
    const game = await withResults();
    expect((await get(ref(game.host(), typedPath))).val()).toEqual(typedAnswers);
  });

  it.each(NOT_THE_HOST)('denies %s reading what players typed, or the results holding it', async (who) => {
    const game = await withResults();
    for (const path of [typedPath, `${typedPath}/0`, `${gamePaths.gameStatus(GAME)}/results`]) {
      await expect(get(ref(game.as(who), path)), path).rejects.toThrow(DENIED);
    }
  });

  it('lets a player read the explanation with the results, in sharedInfo, which holds no typed answer', async () => {
    const game = await withResults();
    const shared = (await get(ref(game.player(), gamePaths.sharedInfo(GAME)))).val() as SharedInfo;
    expect(shared.gameStatus.info.explanation).toBe('Edo was renamed Tokyo in 1868.');
    expect(JSON.stringify(shared)).not.toContain('Osaka');
  });
});

describe('what the host reads', () => {
  it('lets the host read hostInfo, the roster and who has answered: no secret and no answer', async () => {
    const game = await startGameDatabase();
    const host = game.host();
    await send(game.player(), answerOf('p2', { answer: 'p2-answer-text' }));

    const hostInfo = (await get(ref(host, gamePaths.hostInfo(GAME)))).val() as HostInfo;
    const roster = (await get(ref(host, gamePaths.roster(GAME)))).val() as unknown;
    const submitted = (await get(ref(host, gamePaths.submissions(GAME)))).val() as unknown;

    expect(hostInfo).toEqual(await game.stored(gamePaths.hostInfo(GAME)));
    expect(hostInfo).toMatchObject({ host: 'host', status: HostStatus.QuestionOpen });
    expect(roster).toEqual({
      p1: { userID: 'p1', username: 'Ada', joinedAt: T - 60_000 },
      p2: { userID: 'p2', username: 'Bob', joinedAt: T - 60_000 },
    });
    expect(submitted).toEqual({
      p2: { user: 'p2', submittedAt: T + 5000, questionNumber: QUESTION },
    });
    for (const hidden of [SECRET.p1, SECRET.p2, 'p2-answer-text']) {
      expect(JSON.stringify([hostInfo, roster, submitted])).not.toContain(hidden);
    }
    const seen: unknown[] = [];
    onValue(ref(host, gamePaths.submissions(GAME)), (snapshot) => seen.push(snapshot.val()));
    await eventually(() => expect(seen).toHaveLength(1));
    await send(game.player(), answerOf('p1'));
    await eventually(() =>
      expect(seen.at(-1)).toEqual({
        p1: { user: 'p1', submittedAt: T + 5000, questionNumber: QUESTION },
        p2: { user: 'p2', submittedAt: T + 5000, questionNumber: QUESTION },
      }),
    );
  });

  it('lets the host read the game’s quiz and sharedInfo', async () => {
    const game = await startGameDatabase();
    const host = game.host();

    const quiz = (await get(ref(host, gamePaths.gameQuiz(GAME)))).val() as unknown;

    expect(quiz).toEqual(await game.stored(gamePaths.gameQuiz(GAME)));
    expect(quiz).toMatchObject({ quizID: 'quiz-1', data: { title: 'Capitals and more' } });
    expect((await get(ref(host, gamePaths.sharedInfo(GAME)))).exists()).toBe(true);
  });

  it('denies another signed-in user the host’s reads', async () => {
    const game = await startGameDatabase();
    const other = game.client({ mockUserToken: { sub: 'other-host' } });

    await expect(get(ref(other, gamePaths.hostInfo(GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(other, gamePaths.roster(GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(other, gamePaths.submissions(GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(other, gamePaths.gameQuiz(GAME)))).rejects.toThrow(DENIED);
  });

  it('denies the host another host’s game', async () => {
    const game = await startGameDatabase();
    const host = game.host();

    await expect(get(ref(host, gamePaths.hostInfo(OTHER_GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(host, gamePaths.roster(OTHER_GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(host, gamePaths.submissions(OTHER_GAME)))).rejects.toThrow(DENIED);
    await expect(get(ref(host, gamePaths.gameQuiz(OTHER_GAME)))).rejects.toThrow(DENIED);
  });

  it('denies the host the secrets, the names, the players’ records and the lists', async () => {
    const game = await startGameDatabase();
    const host = game.host();

    for (const path of [
      gamePaths.progress(GAME),
      gamePaths.scores(GAME, QUESTION - 1),
      gamePaths.streaks(GAME, QUESTION - 1),
      gamePaths.kickedPlayers(GAME),
      gamePaths.ongoingRoomEntry(ROOM),
      `${gamePaths.game(GAME)}/secrets`,
      gamePaths.secret(GAME, 'p1'),
      `${gamePaths.game(GAME)}/names`,
      gamePaths.playerName(GAME, 'ada'),
      `${gamePaths.game(GAME)}/players`,
      gamePaths.player(GAME, 'p1'),
      gamePaths.game(GAME),
      gamePaths.games(),
      'gameQuizzes',
      gamePaths.gameExpiries(),
      gamePaths.gameExpiry(GAME),
      gamePaths.quizGames('quiz-1'),
      gamePaths.quizGame('quiz-1', GAME),
      gamePaths.gameAnswerKeys(GAME),
      gamePaths.gameAnswerKey(GAME, QUESTION),
    ]) {
      await expect(get(ref(host, path)), path).rejects.toThrow(DENIED);
    }
  });
});

describe('writes: only an answer, nothing else', () => {
  const WRITES = [
    { what: 'the host status', path: `${gamePaths.hostInfo(GAME)}/status`, value: HostStatus.Results },
    { what: 'the question’s start time', path: `${gamePaths.gameStatus(GAME)}/time`, value: T + 60_000 },
    { what: 'the question’s duration', path: `${gamePaths.gameStatus(GAME)}/duration`, value: 0 },
    { what: 'the answer grace', path: `${gamePaths.gameStatus(GAME)}/grace`, value: 3_600_000 },
    { what: 'closedQuestion', path: gamePaths.closedQuestion(GAME), value: QUESTION },
    { what: 'the engine’s progress', path: `${gamePaths.progress(GAME)}/completed`, value: 99 },
    { what: 'a total', path: `${gamePaths.scores(GAME, QUESTION - 1)}/p1`, value: 99_999 },
    { what: 'a streak', path: `${gamePaths.streaks(GAME, QUESTION - 1)}/p1`, value: 99 },
    { what: 'a kick mark', path: gamePaths.kickedPlayer(GAME, 'p2'), value: SECRET.p2 },
    { what: 'a room’s player count', path: gamePaths.ongoingRoomSeats(ROOM, 's0'), value: 0 },
    { what: 'a room’s end', path: gamePaths.ongoingRoomEnded(ROOM), value: true },
    {
      what: 'a new player in the roster',
      path: gamePaths.rosterPlayer(GAME, 'eve'),
      value: { userID: 'eve' },
    },
    {
      what: 'a player’s name in the roster',
      path: `${gamePaths.rosterPlayer(GAME, 'p1')}/username`,
      value: 'X',
    },
    { what: 'hostInfo whole', path: gamePaths.hostInfo(GAME), value: { host: 'stranger' } },
    { what: 'sharedInfo', path: `${gamePaths.sharedInfo(GAME)}/gameStatus/mode`, value: PlayerMode.Result },
    { what: 'the leaderboard', path: `${gamePaths.sharedInfo(GAME)}/leaderboard/0/score`, value: 1 },
    {
      what: 'one’s own record (the score)',
      path: `${gamePaths.player(GAME, SECRET.p1)}/score`,
      value: 99_999,
    },
    { what: 'a new player record', path: gamePaths.player(GAME, 'made-up-key'), value: { score: 1 } },
    { what: 'a secret', path: gamePaths.secret(GAME, 'p2'), value: SECRET.p1 },
    { what: 'a new secret', path: gamePaths.secret(GAME, 'eve'), value: 'eve-secret' },
    { what: 'a name', path: gamePaths.playerName(GAME, 'eve'), value: 'eve' },
    { what: 'a room code', path: gamePaths.ongoingRoom(ROOM), value: OTHER_GAME },
    { what: 'a new room', path: gamePaths.ongoingRoom('jjjjjjjjj'), value: GAME },
    {
      what: 'the game’s quiz',
      path: `${gamePaths.gameQuizQuestion(GAME, 0)}/answers/0/isCorrect`,
      value: true,
    },
    { what: 'an expiry', path: `${gamePaths.gameExpiry(GAME)}/expiresAt`, value: T + 1e9 },
    { what: 'a new game', path: gamePaths.game('new-game'), value: { hostInfo: { host: 'stranger' } } },
    { what: 'a whole game (delete)', path: gamePaths.game(GAME), value: null },
  ];

  it.each(WRITES.map(({ what, path, value }) => [what, path, value] as const))(
    'denies every client writing %s',
    async (_what, path, value) => {
      const game = await startGameDatabase();
      const before = game.emulator.exportData()[game.ns];

      for (const who of EVERY_CLIENT) {
        await expect(set(ref(game.as(who), path), value), who).rejects.toThrow(DENIED);
      }
      expect(game.emulator.exportData()[game.ns]).toEqual(before);
    },
  );
});

describe('a kicked player (the server removed their secret and record)', () => {
  async function startWithP1Kicked(): Promise<GameDatabase> {
    const game = await startGameDatabase();
    await game.change({
      'secrets/p1': null,
      [`players/${SECRET.p1}`]: null,
      'roster/p1': null,
      'names/ada': null,
    });
    return game;
  }

  it('can no longer answer, with their old secret or without', async () => {
    const game = await startWithP1Kicked();

    await expectRefused(game, answerOf('p1'));
    await expectRefused(game, answerOf('p1', { only: 'submission' }));
  });

  it('can no longer read their record', async () => {
    const game = await startWithP1Kicked();

    await expect(get(ref(game.player(), gamePaths.player(GAME, SECRET.p1)))).rejects.toThrow(DENIED);
  });

  it('leaves the other players answering', async () => {
    const game = await startWithP1Kicked();

    await send(game.player(), answerOf('p2'));

    await expectAnswered(game, 'p2', T + 5000);
  });
});

describe('the rules file', () => {
  it('indexes gameExpiries on expiresAt, which cleanUpGames orders by', () => {
    const rules = parse(readFileSync(RULES_FILE, 'utf8')) as {
      rules: { gameExpiries: { '.indexOn': string[] } };
    };
    const field: keyof GameExpiry = 'expiresAt';

    expect(rules.rules.gameExpiries['.indexOn']).toContain(field);
  });
});
