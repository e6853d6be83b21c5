// Real SDK clients of a live game on the local stack, for the integration tests and `npm run bench:game`:
// a host (an account signed up in the Auth emulator, calling the game callables), players (each a firebase
// app of its own with no auth at all, as the /join page is: they join through joinGame, listen to
// sharedInfo and their own record, and write their answers straight to the games database, each in one update
// built by playerAnswerUpdate), the answers a question takes in display positions, and the games namespace's
// clock.
//
// Nothing here depends on vitest: the stack is passed in (inject('localStack') in the tests, the stack the
// benchmark starts itself).
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  onValue,
  type Query,
  ref,
  serverTimestamp,
  update,
} from 'firebase/database';
import {
  connectFunctionsEmulator,
  type Functions,
  getFunctions,
  type HttpsCallable,
  httpsCallable,
} from 'firebase/functions';
import {
  gamePaths,
  playerAnswerUpdate,
  QuestionType,
  storedGameQuiz,
  type AnsweringPlayer,
  type CallableAnswer,
  type CallableName,
  type CallablePayload,
  type GameQuestion,
  type GameQuiz,
  type PlayerAnswer,
  type HostInfo,
  type Player,
  type PlayerView,
  type QuizContent,
  type SavedJoin,
  type SharedInfo,
  type Submission,
} from '@/domain';
import type { LocalStackConfig } from '../localStack';
import { scaledMs } from '../timeScale';
import { AwaitedValue } from './awaitedValue';
import { type AnswerForgery, forgedAnswerUpdate } from './forgedAnswers';

let appCount = 0;

/** A client app of its own on the stack: its own auth state and its own database connections. */
export function stackApp(stack: LocalStackConfig, label: string): FirebaseApp {
  appCount += 1;
  return initializeApp(
    { apiKey: 'demo-api-key', projectId: stack.projectId, storageBucket: stack.storageBucket },
    `${label}-${appCount}-${Date.now()}`,
  );
}

/** The app's Auth, on the stack's Auth emulator. */
export function stackAuth(stack: LocalStackConfig, app: FirebaseApp): Auth {
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.auth.host}:${stack.auth.port}`, { disableWarnings: true });
  return auth;
}

/** The app's callables, on the stack's Functions emulator, in the functions' region. */
export function stackFunctions(stack: LocalStackConfig, app: FirebaseApp): Functions {
  const functions = getFunctions(app, stack.functionsRegion);
  connectFunctionsEmulator(functions, stack.functions.host, stack.functions.port);
  return functions;
}

/**
 * How long a test or bench client waits for a callable's answer. The SDK's 70 s ran out on a busy machine,
 * where the Functions emulator starts a cold worker for each call that finds no idle one.
 */
const STACK_CALL_TIMEOUT_MS = scaledMs(180_000);

/** The app's callable `name` on the stack, typed by the contract (callables.ts). */
export function stackCallable<Name extends CallableName>(
  functions: Functions,
  name: Name,
): HttpsCallable<CallablePayload<Name>, CallableAnswer<Name>> {
  return httpsCallable<CallablePayload<Name>, CallableAnswer<Name>>(functions, name, {
    timeout: STACK_CALL_TIMEOUT_MS,
  });
}

/** The app's client of one database instance ('main' or 'games'), on the stack's Database emulator. */
export function stackDatabase(
  stack: LocalStackConfig,
  app: FirebaseApp,
  instance: 'main' | 'games',
): Database {
  const { host, port } = stack.database;
  const database = getDatabase(app, `http://${host}:${port}?ns=${stack.databaseNamespaces[instance]}`);
  connectDatabaseEmulator(database, host, port);
  return database;
}

/** Closes an app: its database connections first, so that the emulator sees them go at once. */
export async function closeApp(app: FirebaseApp, databases: Database[]): Promise<void> {
  for (const database of databases) goOffline(database);
  await deleteApp(app);
}

/** The games namespace's clock: frozen at a time, shifted from the real time, or the real time (null). */
export type ClockSetting = { frozenAt: number } | { offsetMs: number } | null;

/**
 * Sets the clock of the games namespace, which the rules' `now` and server timestamps read. It is one clock
 * for every client of the stack: a test file that sets it must be the only one depending on it.
 */
export async function setGamesClock(stack: LocalStackConfig, clock: ClockSetting): Promise<void> {
  const { host, port } = stack.database;
  const response = await fetch(
    `http://${host}:${port}/.settings/clock.json?ns=${stack.databaseNamespaces.games}`,
    { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(clock) },
  );
  if (!response.ok)
    throw new Error(`Setting the games clock failed: ${response.status} ${await response.text()}`);
}

/** Reads the games database as the admin ("owner"), through the REST API. */
export async function readGamesAsAdmin(stack: LocalStackConfig, path: string): Promise<unknown> {
  const { host, port } = stack.database;
  const response = await fetch(`http://${host}:${port}/${path}.json?ns=${stack.databaseNamespaces.games}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.json();
}

/**
 * The quiz of a game as it is played, with every answer key: the host's copy (gameQuizzes) holds a key only
 * from its question's results on, so the questions come from the server's gameAnswerKeys.
 */
export async function playedGameQuiz(stack: LocalStackConfig, gameID: string): Promise<GameQuiz> {
  const [hostCopy, questions] = await Promise.all([
    readGamesAsAdmin(stack, gamePaths.gameQuiz(gameID)),
    readGamesAsAdmin(stack, gamePaths.gameAnswerKeys(gameID)),
  ]);
  return storedGameQuiz({ ...(hostCopy as object), questions });
}

/**
 * A location listened to with onValue: the latest value (undefined until the first arrives), how many
 * values arrived, the listen's error if the server cancelled it, and a way to wait for a value.
 */
export class Watched<T> extends AwaitedValue<T> {
  /** Values received, the first included. */
  count = 0;
  private readonly unsubscribe: () => void;

  constructor(query: Query, what: string) {
    super(what);
    this.unsubscribe = onValue(
      query,
      (snapshot) => {
        this.count += 1;
        this.arrived(snapshot.val() as T | null);
      },
      (error) => this.failed(error),
    );
  }

  stop(): void {
    this.unsubscribe();
  }
}

/** The callables of a live game, with the payloads of SPEC §7 (and Loqi's question numbers). */
function gameCallables(functions: Functions) {
  const call =
    <Name extends CallableName>(name: Name) =>
    async (payload: CallablePayload<Name>): Promise<CallableAnswer<Name>> =>
      (await stackCallable(functions, name)(payload)).data;
  return {
    addQuiz: call('addQuiz'),
    startGame: call('startGame'),
    joinGame: call('joinGame'),
    startPlaying: call('startPlaying'),
    introQuestion: call('introQuestion'),
    startQuestion: call('startQuestion'),
    endQuestion: call('endQuestion'),
    kickPlayer: call('kickPlayer'),
    kickPlayers: call('kickPlayers'),
    setGameLock: call('setGameLock'),
    pauseGame: call('pauseGame'),
  };
}

/** A signed-in host: the game callables, and the games database as the host reads it. */
export interface HostClient extends ReturnType<typeof gameCallables> {
  uid: string;
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  games: Database;
  /** Saves a quiz with addQuiz and returns its id. */
  saveQuiz(quiz: QuizContent): Promise<string>;
  hostInfo(gameID: string): Promise<HostInfo>;
  /** Who is in (games/{id}/roster), as the host reads it: Player by userID. */
  roster(gameID: string): Promise<Record<string, Player>>;
  /** Who has answered (games/{id}/submitted), as the host reads it: Submission by userID. */
  submitted(gameID: string): Promise<Record<string, Submission>>;
  /** The game's quiz with its answer keys (playedGameQuiz). */
  gameQuiz(gameID: string): Promise<GameQuiz>;
  close(): Promise<void>;
}

/** An account signed up in the Auth emulator, ready to host. */
export async function signUpHost(stack: LocalStackConfig): Promise<HostClient> {
  const app = stackApp(stack, 'host');
  const auth = stackAuth(stack, app);
  const functions = stackFunctions(stack, app);
  const games = stackDatabase(stack, app, 'games');
  const email = `host.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secret-pass');
  const callables = gameCallables(functions);
  const read = async <T>(path: string) => (await get(ref(games, path))).val() as T;
  return {
    ...callables,
    uid: user.uid,
    app,
    auth,
    functions,
    games,
    saveQuiz: async (quiz) => (await callables.addQuiz({ quiz })).id,
    hostInfo: (gameID) => read<HostInfo>(gamePaths.hostInfo(gameID)),
    roster: async (gameID) => (await read<Record<string, Player> | null>(gamePaths.roster(gameID))) ?? {},
    submitted: async (gameID) =>
      (await read<Record<string, Submission> | null>(gamePaths.submissions(gameID))) ?? {},
    gameQuiz: (gameID) => playedGameQuiz(stack, gameID),
    close: () => closeApp(app, [games]),
  };
}

/** What a test forges of a player's answer: whose name and key it goes under, and either entry's fields. */
export interface AnswerForgeryAs extends AnswerForgery {
  /** The Submission's slot and the entry's `user`: the player's own userID unless told. */
  userID?: string;
  /** The answer entry's key: the player's own secret unless told. */
  userSecret?: string;
}

/** A player: its own app with no auth, listening to sharedInfo and to its own record. */
export class PlayerClient {
  readonly games: Database;
  readonly shared: Watched<SharedInfo>;
  readonly record: Watched<PlayerView>;

  constructor(
    readonly stack: LocalStackConfig,
    readonly app: FirebaseApp,
    /** What the browser keeps to rejoin after a reload. */
    readonly join: SavedJoin,
    /** The name the player plays under. */
    readonly username: string,
  ) {
    this.games = stackDatabase(stack, app, 'games');
    this.shared = new Watched(ref(this.games, gamePaths.sharedInfo(join.gameID)), `${username}'s sharedInfo`);
    this.record = new Watched(
      ref(this.games, gamePaths.player(join.gameID, join.userSecret)),
      `${username}'s record`,
    );
  }

  get userID(): string {
    return this.join.userID;
  }

  private answering(
    questionNumber: number,
    answer: PlayerAnswer,
    userID = this.join.userID,
    userSecret = this.join.userSecret,
  ): AnsweringPlayer<object> {
    const { gameID: gameId } = this.join;
    return { gameId, userID, userSecret, answer, questionNumber, submittedAt: serverTimestamp() };
  }

  /**
   * Answers the open question, as the /join page does: `answer` in display positions (or the open-ended
   * text), in one update from the root (the entry under the secret and the Submission), at the server's time.
   */
  submit(questionNumber: number, answer: PlayerAnswer): Promise<void> {
    return this.send(playerAnswerUpdate(this.answering(questionNumber, answer)));
  }

  /** This player's answer, forged as told: under another name or key, with either entry changed or alone. */
  forgedAnswer(
    questionNumber: number,
    answer: PlayerAnswer,
    { userID, userSecret, ...forgery }: AnswerForgeryAs = {},
  ): Record<string, unknown> {
    return forgedAnswerUpdate(this.answering(questionNumber, answer, userID, userSecret), forgery);
  }

  /** Sends a multi-path update from the games database's root, as this player's client. */
  send(changes: Record<string, unknown>): Promise<void> {
    return update(ref(this.games), changes);
  }

  /** Reads any path of the games database as this player. */
  async read(path: string): Promise<unknown> {
    return (await get(ref(this.games, path))).val();
  }

  /** Waits until this player's standing for `questionNumber` has arrived, and returns the record. */
  async standingFor(questionNumber: number, timeoutMs?: number): Promise<PlayerView> {
    return (await this.record.until(
      (view) => view?.standing?.questionNumber === questionNumber,
      timeoutMs,
    )) as PlayerView;
  }

  async close(): Promise<void> {
    this.shared.stop();
    this.record.stop();
    await closeApp(this.app, [this.games]);
  }
}

/** A player's app joins with joinGame, as the /join page does, then listens. Rejects unless the answer says success. */
export async function joinAsPlayer(
  stack: LocalStackConfig,
  roomCode: string,
  username: string,
): Promise<PlayerClient> {
  const app = stackApp(stack, 'player');
  try {
    const answer = await gameCallables(stackFunctions(stack, app)).joinGame({ roomCode, username });
    if (answer.success !== true) throw new Error(`joinGame answered ${JSON.stringify(answer)}`);
    // The player plays under the name the answer gives: in a game with friendly names, not the one typed.
    const { userSecret, userID, gameID, username: given } = answer;
    return new PlayerClient(
      stack,
      app,
      { userSecret, userID, gameID, roomCode, joinedAt: Date.now(), username: given },
      given,
    );
  } catch (error) {
    await deleteApp(app);
    throw error;
  }
}

/**
 * A player's page reloaded: a new app with only the saved join. It checks, as /join does, that the room
 * code still leads to the game (ongoing/{roomCode}/id), then listens again. Null when it does not.
 */
export async function rejoinAsPlayer(
  stack: LocalStackConfig,
  saved: SavedJoin,
  username: string,
): Promise<PlayerClient | null> {
  const app = stackApp(stack, 'rejoin');
  const games = stackDatabase(stack, app, 'games');
  const gameID = (await get(ref(games, gamePaths.ongoingRoom(saved.roomCode)))).val() as unknown;
  if (gameID !== saved.gameID) {
    await closeApp(app, [games]);
    return null;
  }
  return new PlayerClient(stack, app, saved, username);
}

/** A client of the games database with no auth and no join: anyone on the internet. */
export function strangerDatabase(stack: LocalStackConfig): { games: Database; close(): Promise<void> } {
  const app = stackApp(stack, 'stranger');
  const games = stackDatabase(stack, app, 'games');
  return { games, close: () => closeApp(app, [games]) };
}

// Answers in display positions. displayOrder[p] is the stored index of the option shown at position p, so
// a player choosing what is shown at p answers p.

const positionsWhere = (question: GameQuestion, keep: (storedIndex: number) => boolean): number[] =>
  question.displayOrder.flatMap((storedIndex, position) => (keep(storedIndex) ? [position] : []));

const isCorrectOption = (question: GameQuestion, storedIndex: number): boolean => {
  const option = question.answers[storedIndex] as unknown;
  return (
    typeof option === 'object' && option !== null && (option as { isCorrect?: unknown }).isCorrect === true
  );
};

/** The answer that is right, in display positions: what a player who knows it taps. */
export function correctAnswer(question: GameQuestion): number | number[] | string {
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.TrueFalse:
      return positionsWhere(question, (index) => isCorrectOption(question, index))[0] as number;
    case QuestionType.MultiSelect:
      return positionsWhere(question, (index) => isCorrectOption(question, index));
    case QuestionType.Arrange:
      // The items in their stored (correct) order, each named by where it is shown.
      return question.answers.map((_, storedIndex) => question.displayOrder.indexOf(storedIndex));
    case QuestionType.OpenEnded:
      return question.answers[0] as string;
  }
}

/** A wrong answer of the right shape, in display positions. */
export function wrongAnswer(question: GameQuestion): number | number[] | string {
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.TrueFalse:
      return positionsWhere(question, (index) => !isCorrectOption(question, index))[0] as number;
    case QuestionType.MultiSelect: {
      // Every option when one of them is wrong; when all are right, all but the first.
      const every = positionsWhere(question, () => true);
      const right = positionsWhere(question, (index) => isCorrectOption(question, index));
      return right.length < every.length ? every : right.slice(1);
    }
    case QuestionType.Arrange:
      // The order shown, which is never the correct one.
      return question.displayOrder.map((_, position) => position);
    case QuestionType.OpenEnded:
      return `not ${question.answers[0] as string}`;
  }
}
