// The smoke test's run: one short live game played through the paths the SPA uses, then everything it made
// deleted. A host signs up (the sign-up trigger writes its record), saves a quiz as the editor does (addQuiz,
// then setQuiz), starts a game and steps it as the host screen does; three players join as the /join page
// does (joinGame, no auth) and answer with one update from the root stamped with the server's time, which
// the rules accept only if both of its server timestamps resolve to the same `now`. The scores and standings
// the players and the host read are checked, then the quiz is deleted (requestDeletion) and the account too.
import { deleteUser, createUserWithEmailAndPassword } from 'firebase/auth';
import { type Database, get, ref, serverTimestamp, update } from 'firebase/database';
import type { Functions } from 'firebase/functions';
import {
  gamePaths,
  mainPaths,
  MediaMode,
  playerAnswerUpdate,
  PlayerMode,
  QuestionType,
  reportView,
  storedGameQuiz,
  storedReport,
  Visibility,
  AnswerKind,
  type CallableAnswer,
  type CallableName,
  type CallablePayload,
  type GameQuiz,
  type HostInfo,
  type PlayerAnswer,
  type PlayerView,
  type Question,
  type QuizContent,
  type SharedInfo,
  type Submission,
  type UserRecord,
} from '@/domain';
import { closeApp, stackCallable, Watched } from '../liveGame/clients';
import { scaledMs } from '../timeScale';
import { type SmokeTarget, targetApp, targetAuth, targetDatabase, targetFunctions } from './smokeTarget';

/**
 * How long a wait gives up after: a first call on a real project starts a function instance (seconds), and
 * the sign-up trigger of a new deploy may take longer still. Scaled like the tests' waits when a test runs it.
 */
const WAIT_MS = scaledMs(120_000);

const BASE_POINTS = 500;
const TIME_BONUS = 500;

const questionBase = {
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  titlePlusDesc: true,
  titlePlusImg: true,
  timeLimit: 120,
  customPointsOptions: { basePoints: BASE_POINTS, timeBonus: TIME_BONUS },
} as const;

const QUESTIONS: Question[] = [
  {
    ...questionBase,
    questionType: QuestionType.SingleChoice,
    title: 'Which planet is the largest?',
    answers: ['Mars', 'Jupiter', 'Venus', 'Earth'].map((name) => ({
      name,
      type: AnswerKind.Text,
      isCorrect: name === 'Jupiter',
    })),
    typeSpecificSettings: { randomizeOrder: true },
  },
  {
    ...questionBase,
    questionType: QuestionType.OpenEnded,
    title: 'What is the capital of France?',
    answers: ['Paris', ''],
    typeSpecificSettings: { caseSensitive: false },
  },
];

const quizTitled = (title: string): QuizContent => ({
  data: {
    title,
    desc: 'Made by the smoke test (npm run smoke), which deletes it when done.',
    image: null,
    randomizeQuestionOrder: false,
    visibility: Visibility.Private,
    version: 0,
    copyProtect: false,
  },
  questions: QUESTIONS,
});

type Name = 'Ana' | 'Ben' | 'Cy';
const NAMES: Name[] = ['Ana', 'Ben', 'Cy'];

/**
 * What each player answers, and whether it is right. The open-ended answers are judged as the quiz says
 * (any case, trimmed): Ben's "  PARIS " is right.
 */
const ANSWERS: { right: Name[]; answer: (name: Name, quiz: GameQuiz) => PlayerAnswer }[] = [
  {
    right: ['Ana', 'Cy'],
    answer: (name, quiz) => shownPosition(quiz, 0, name === 'Ben' ? 'Mars' : 'Jupiter'),
  },
  {
    right: ['Ben', 'Cy'],
    answer: (name) => ({ Ana: 'Lyon', Ben: '  PARIS ', Cy: 'paris' })[name],
  },
];

/** Where option `name` of question `q` is shown: what a player who chooses it taps. */
function shownPosition(quiz: GameQuiz, q: number, name: string): number {
  const question = quiz.questions[q];
  const position = question?.displayOrder.findIndex(
    (storedIndex) => (question.answers[storedIndex] as { name?: string } | undefined)?.name === name,
  );
  if (position === undefined || position < 0) throw new Error(`Question ${q} shows no option "${name}".`);
  return position;
}

/** A step that failed: which, and why. */
export class StepFailure extends Error {
  constructor(
    readonly step: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** Throws `reason` unless `condition` holds. */
function check(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new Error(reason);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A callable of `functions`, typed by the contract, resolving with its answer's data. */
const callableOf =
  (functions: Functions) =>
  async <Name extends CallableName>(
    name: Name,
    payload: CallablePayload<Name>,
  ): Promise<CallableAnswer<Name>> =>
    (await stackCallable(functions, name)(payload)).data;

/** A player as the /join page is: an app with no auth, listening to sharedInfo and its own record. */
interface SmokePlayer {
  name: Name;
  userID: string;
  userSecret: string;
  games: Database;
  shared: Watched<SharedInfo>;
  record: Watched<PlayerView>;
  close(): Promise<void>;
}

async function joinAs(target: SmokeTarget, roomCode: string, name: Name): Promise<SmokePlayer> {
  const app = targetApp(target, `player-${name}`);
  const answer = await callableOf(targetFunctions(target, app))('joinGame', { roomCode, username: name });
  check(answer.success === true, `joinGame answered ${JSON.stringify(answer)}`);
  const { gameID, userID, userSecret } = answer;
  const games = targetDatabase(target, app, 'games');
  const shared = new Watched<SharedInfo>(ref(games, gamePaths.sharedInfo(gameID)), `${name}'s sharedInfo`);
  const record = new Watched<PlayerView>(
    ref(games, gamePaths.player(gameID, userSecret)),
    `${name}'s record`,
  );
  return {
    name,
    userID,
    userSecret,
    games,
    shared,
    record,
    close: async () => {
      shared.stop();
      record.stop();
      await closeApp(app, [games]);
    },
  };
}

/**
 * Runs the smoke test against `target`, reporting one line per step through `say`. Resolves true when every
 * step passed and everything made was deleted; false after reporting the step that failed and why.
 */
export async function runSmokeTest(target: SmokeTarget, say: (line: string) => void): Promise<boolean> {
  const startedAt = Date.now();
  let failure: StepFailure | null = null;

  /** Runs one step; its line says what it found (`run`'s answer) and how long it took. */
  const step = async <T>(name: string, run: () => Promise<T>, found: (value: T) => string): Promise<T> => {
    const stepStartedAt = Date.now();
    try {
      const value = await run();
      say(`ok   ${name}: ${found(value)} (${seconds(Date.now() - stepStartedAt)})`);
      return value;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      say(`FAIL ${name}: ${reason}`);
      throw new StepFailure(name, reason);
    }
  };

  say(`Smoke test of ${target.description}`);
  const hostApp = targetApp(target, 'host');
  const auth = targetAuth(target, hostApp);
  const call = callableOf(targetFunctions(target, hostApp));
  const main = targetDatabase(target, hostApp, 'main');
  const games = targetDatabase(target, hostApp, 'games');
  const players: SmokePlayer[] = [];
  const watched: Watched<unknown>[] = [];
  let quizId: string | null = null;
  let gameId: string | null = null;

  try {
    const email = `smoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const uid = await step(
      'sign up',
      async () => {
        const password = `${crypto.randomUUID()}-Aa1`;
        return (await createUserWithEmailAndPassword(auth, email, password)).user.uid;
      },
      (id) => `${email}, uid ${id}`,
    );

    await step(
      'user record',
      async () => {
        // The user reads their own record, as the SPA does; the sign-up trigger writes it shortly after sign-up.
        const record = new Watched<UserRecord>(ref(main, mainPaths.user(uid)), 'the user record');
        watched.push(record);
        const written = await record.until((value) => typeof value?.info?.username === 'string', WAIT_MS);
        record.stop();
        return written?.info.username ?? '';
      },
      (username) => `written by createUserRecord, username ${username}`,
    );

    quizId = await step(
      'save quiz (addQuiz)',
      async () => (await call('addQuiz', { quiz: quizTitled('Smoke test') })).id,
      (id) => `quiz ${id}`,
    );
    const savedQuizId = quizId;

    await step(
      'save quiz again (setQuiz)',
      async () => {
        check(
          (await call('setQuiz', { id: savedQuizId, quiz: quizTitled('Smoke test, saved twice') })).success,
          'setQuiz answered no success',
        );
        const viewed = await call('viewQuiz', { id: savedQuizId });
        check(
          viewed?.owner === uid && viewed.content.data.title === 'Smoke test, saved twice',
          `viewQuiz answered ${JSON.stringify(viewed)}`,
        );
        return viewed.content.data.title;
      },
      (title) => `viewQuiz reads "${title}"`,
    );

    const gameID = await step(
      'start game',
      async () => (await call('startGame', { quizID: savedQuizId })).id,
      (id) => `game ${id}`,
    );
    gameId = gameID;

    const hostInfo = new Watched<HostInfo>(ref(games, gamePaths.hostInfo(gameID)), "the host's hostInfo");
    const submitted = new Watched<Record<string, Submission>>(
      ref(games, gamePaths.submissions(gameID)),
      "the host's Submissions",
    );
    watched.push(hostInfo, submitted);
    const { roomCode, quiz } = await step(
      'host screen',
      async () => {
        const info = (await hostInfo.until((value) => value !== null, WAIT_MS)) as HostInfo;
        const stored: unknown = (await get(ref(games, gamePaths.gameQuiz(gameID)))).val();
        check(stored !== null, "the host cannot read the game's quiz");
        return { roomCode: info.roomCode, quiz: storedGameQuiz(stored) };
      },
      (read) => `room code ${read.roomCode}; the host reads hostInfo and the game's quiz`,
    );

    await step(
      'players join',
      async () => {
        for (const name of NAMES) players.push(await joinAs(target, roomCode, name));
        const roster = (await get(ref(games, gamePaths.roster(gameID)))).val() as Record<string, unknown>;
        const inRoster = players.filter((player) => player.userID in (roster ?? {})).length;
        check(
          inRoster === NAMES.length,
          `the host's roster lists ${inRoster} of the ${NAMES.length} players`,
        );
        await Promise.all(players.map((player) => player.record.until((view) => view !== null, WAIT_MS)));
      },
      () => `${NAMES.join(', ')} joined room ${roomCode} with joinGame; the host lists them`,
    );

    await step(
      'start playing',
      () => call('startPlaying', { gameID }),
      () => 'the quiz intro is on',
    );

    const scores = Object.fromEntries(NAMES.map((name) => [name, 0])) as Record<Name, number>;
    for (const [q, { right, answer }] of ANSWERS.entries()) {
      const label = `question ${q + 1} (${q === 0 ? 'single choice' : 'open-ended'})`;
      await step(
        `${label}: open`,
        async () => {
          await call('introQuestion', { gameID, questionNum: q });
          await call('startQuestion', { gameID, questionNumber: q });
          await Promise.all(
            players.map((player) =>
              player.shared.until(
                (shared) =>
                  shared?.gameStatus.mode === PlayerMode.Answering &&
                  shared.gameStatus.info.questionNumber === q,
                WAIT_MS,
              ),
            ),
          );
        },
        () => 'introQuestion, startQuestion; every player sees it open',
      );

      await step(
        `${label}: answer`,
        async () => {
          // The /join page's answer: one update from the root, stamped with the server's time twice.
          await Promise.all(
            players.map((player) =>
              update(
                ref(player.games),
                playerAnswerUpdate({
                  gameId: gameID,
                  userID: player.userID,
                  userSecret: player.userSecret,
                  answer: answer(player.name, quiz),
                  questionNumber: q,
                  submittedAt: serverTimestamp(),
                }),
              ),
            ),
          );
          await submitted.until(
            (entries) => players.every((player) => entries?.[player.userID]?.questionNumber === q),
            WAIT_MS,
          );
        },
        () => 'the rules took every answer (both server timestamps one `now`); the host sees all three',
      );

      const views = await step(
        `${label}: end and score`,
        async () => {
          await call('endQuestion', { gameID, questionNumber: q });
          const records = await Promise.all(
            players.map(
              async (player) =>
                (await player.record.until(
                  (view) => view?.standing?.questionNumber === q,
                  WAIT_MS,
                )) as PlayerView,
            ),
          );
          return records;
        },
        (records) =>
          records
            .map((view, index) => `${NAMES[index]} +${view.standing?.points} = ${view.score}`)
            .join(', '),
      );

      await step(
        `${label}: check scores and standings`,
        async () => {
          views.forEach((view, index) => {
            const name = NAMES[index] as Name;
            const standing = view.standing;
            const isRight = right.includes(name);
            check(
              standing?.correct === isRight,
              `${name} should be ${isRight ? 'right' : 'wrong'}: ${JSON.stringify(standing)}`,
            );
            const points = standing.points;
            check(
              isRight ? points >= BASE_POINTS && points <= BASE_POINTS + TIME_BONUS : points === 0,
              `${name} scored ${points} for a ${isRight ? 'right' : 'wrong'} answer`,
            );
            check(
              view.score === scores[name] + points,
              `${name}'s score is ${view.score}, not ${scores[name]} + ${points}`,
            );
            scores[name] = view.score;
            const ahead = views.filter((other) => other.score > view.score).length;
            check(standing.rank === ahead + 1, `${name} ranks ${standing.rank} with ${ahead} players ahead`);
            check(standing.playerCount === NAMES.length, `${name} sees ${standing.playerCount} players`);
          });
          const shared = (await players[0]?.shared.until(
            (info) =>
              info?.gameStatus.mode === PlayerMode.Result && info.gameStatus.info.questionNumber === q,
            WAIT_MS,
          )) as SharedInfo;
          const leaderboard = (shared.leaderboard ?? []).map(
            ({ username, score, rank }) => `${username}:${score}:${rank}`,
          );
          const expected = views.map((view) => `${view.username}:${view.score}:${view.standing?.rank}`);
          check(
            [...leaderboard].sort().join() === [...expected].sort().join(),
            `the top five ${leaderboard.join(', ')} is not the players' own standings ${expected.join(', ')}`,
          );
          const results = (
            await hostInfo.until((info) => info?.gameStatus.results?.questionNumber === q, WAIT_MS)
          )?.gameStatus.results;
          check(
            results?.answered === NAMES.length && results.correct === right.length,
            `the host's results say ${JSON.stringify(results)}`,
          );
          return shared;
        },
        (shared) =>
          `right answers scored, wrong ones 0; the top five and the host's results agree${shared.gameStatus.final ? '; final leaderboard' : ''}`,
      );
    }

    await step(
      'game over',
      async () => {
        const info = await hostInfo.until((value) => typeof value?.endedAt === 'number', WAIT_MS);
        return info?.endedAt ?? 0;
      },
      () =>
        'the last results ended the game; cleanUpGames deletes it an hour later (a host cannot delete a game)',
    );

    await step(
      'game report',
      async () => {
        const stored: unknown = (await get(ref(main, mainPaths.report(gameID)))).val();
        check(stored !== null, 'the host cannot read the game’s report');
        const view = reportView(storedReport(stored));
        for (const name of NAMES) {
          const row = view.players.find((player) => player.name === name);
          check(row?.score === scores[name], `the report gives ${name} ${row?.score}, not ${scores[name]}`);
          const statuses = row.cells.map((cell) => cell.status).join();
          const expected = ANSWERS.map(({ right }) => (right.includes(name) ? 'right' : 'wrong')).join();
          check(statuses === expected, `the report has ${name}'s answers ${statuses}, not ${expected}`);
        }
        return view;
      },
      (view) =>
        `${view.players.length} players, ${view.questions.length} questions, every answer and score as the players were told`,
    );
  } catch (error) {
    failure = error instanceof StepFailure ? error : new StepFailure('run', String(error));
  }

  // Clean up whatever was made, after a failure too.
  for (const value of watched) value.stop();
  await Promise.all(players.map((player) => player.close()));
  const cleanUp = async <T>(name: string, run: () => Promise<T>, found: (value: T) => string) => {
    try {
      await step(name, run, found);
    } catch (error) {
      failure ??= error as StepFailure;
    }
  };
  const createdQuiz = quizId;
  if (createdQuiz !== null) {
    await cleanUp(
      'delete quiz (requestDeletion)',
      async () => {
        await call('requestDeletion', { id: createdQuiz });
        check((await call('viewQuiz', { id: createdQuiz })) === null, 'viewQuiz still finds the quiz');
      },
      () => `quiz ${createdQuiz} is gone`,
    );
  }
  const hostedGame = gameId;
  if (hostedGame !== null) {
    await cleanUp(
      'delete report (deleteReport)',
      async () => {
        await call('deleteReport', { gameID: hostedGame });
        // A missing report's read is refused, as another host's is: refused to its own host, it is gone.
        const refused = await get(ref(main, mainPaths.report(hostedGame))).then(
          () => false,
          (error: unknown) => /permission.denied/i.test(String(error)),
        );
        check(refused, 'the report can still be read');
        const listing = mainPaths.reportListing(auth.currentUser?.uid ?? '', hostedGame);
        check(!(await get(ref(main, listing))).exists(), 'the report is still listed');
      },
      () => `the report of game ${hostedGame} is gone, and so is its line in the host's list`,
    );
  }
  const user = auth.currentUser;
  if (user !== null) {
    await cleanUp(
      'delete account',
      () => deleteUser(user),
      () => `${user.email ?? user.uid} deleted; deleteUserRecord removes its record and username`,
    );
  }
  await closeApp(hostApp, [main, games]);

  if (failure) {
    say(`Smoke test failed at "${failure.step}": ${failure.message}`);
    return false;
  }
  say(`Smoke test passed in ${seconds(Date.now() - startedAt)}`);
  return true;
}
