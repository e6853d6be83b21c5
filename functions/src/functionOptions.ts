// What each function's instances get, sized for its load: one table for the callables, which the compiler
// checks names every callable of the contract (validatedOnCall looks its callable up here, so a new callable
// cannot deploy without a sizing), and the options of the schedule and the sign-up trigger.
//
// An instance's baseline (Node, firebase-admin, the storage client, the bundle) is about 150 MiB, so a
// callable's memory is that plus `concurrency` requests at their peak. Concurrency above 1 needs a whole CPU.
// `maxInstances` caps what a flood (a script, not a class) can cost: it is set on every callable, highest on
// those a lesson calls thousands of times at once. The live-game callables keep LOQI_LIVE_GAME_MIN_INSTANCES
// instances warm (0 by default), so that a lesson's first join and first question start no cold instance.
// The local Functions emulator applies the timeouts too, so none is below the 60 s it gave every call before:
// a busy test machine must not see a call cut that production would serve.
import type { CallableName } from '@/domain';
import type { CallableOptions } from 'firebase-functions/v2/https';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { region } from 'firebase-functions/v1';
import { appCheckEnforced, LOQI_LIVE_GAME_MIN_INSTANCES, LOQI_REGION } from './params';

/** The sizing of one callable: every option that decides what its load costs and whether it fits. */
export type CallableSizing = Required<
  Pick<CallableOptions, 'memory' | 'cpu' | 'concurrency' | 'timeoutSeconds' | 'minInstances' | 'maxInstances'>
>;

/**
 * Account and editor calls (settings, quiz saves, deletions): small payloads (a quiz of at most
 * QUESTION_COUNT_MAX questions is well under 1 MB) and a few database reads and writes each. 60 s covers
 * waiting up to 30 s for a quiz's or an account's lease (serialized.ts) and then the write.
 */
const ACCOUNT: CallableSizing = {
  memory: '256MiB',
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: 60,
  minInstances: 0,
  maxInstances: 20,
};

/**
 * Host steps that write a phase (startGame copies the quiz into the game first): one host per game, a call
 * every few seconds, thousands of classes at once in school hours. A step's lease (STEP_LEASE_MS, 20 s)
 * bounds its work, so 60 s is ample.
 */
const HOST_STEP: CallableSizing = {
  memory: '256MiB',
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: 60,
  minInstances: LOQI_LIVE_GAME_MIN_INSTANCES,
  maxInstances: 100,
};

/**
 * endQuestion reads every player's answer and total of a game of up to 10,000 players and writes each
 * player's total and view (in batches of PLAYERS_PER_WRITE): some 100 MiB of objects at its peak, so 6 at
 * once fit 1 GiB with the baseline. Its CPU (scoring 10,000 answers) is shared by those 6, and 120 s leaves
 * a busy instance room beyond the step's 20 s lease.
 */
const END_QUESTION: CallableSizing = {
  memory: '1GiB',
  cpu: 1,
  concurrency: 6,
  timeoutSeconds: 120,
  minInstances: LOQI_LIVE_GAME_MIN_INSTANCES,
  maxInstances: 100,
};

/**
 * joinGame: every player of a lesson joins within the same minute (10,000 for one big game), anonymously.
 * Each call is a few small transactions, waiting on the database far longer than it computes, so one
 * instance holds many at once; 512 MiB leaves each of 250 over 1 MiB. The cap (25,000 joins in flight)
 * is far above school hours' peak and bounds what a flood of anonymous calls costs.
 */
const JOIN: CallableSizing = {
  memory: '512MiB',
  cpu: 1,
  concurrency: 250,
  timeoutSeconds: 60,
  minInstances: LOQI_LIVE_GAME_MIN_INSTANCES,
  maxInstances: 100,
};

/**
 * kickPlayer, kickPlayers, setGameLock and pauseGame: a host's rare actions on players, on who may join or
 * on the game's clock, with no hurry that would justify a warm instance.
 */
const KICK: CallableSizing = { ...HOST_STEP, minInstances: 0, maxInstances: 20 };

/**
 * searchQuizzes and viewQuiz answer anyone, signed in or not, so a flood costs most here: a low cap. A
 * search reads a term's index entries (up to SEARCH_RANGE_END_MAX quizzes' cards), a few MiB at most.
 */
const PUBLIC_READ: CallableSizing = {
  memory: '512MiB',
  cpu: 1,
  concurrency: 40,
  timeoutSeconds: 60,
  minInstances: 0,
  maxInstances: 20,
};

/**
 * uploadQuizMedia receives an image of up to 5 MB as a base64 data URL: the request body (6.7 MB), its
 * parsed text and the decoded bytes hold about 26 MiB while a call runs, and over 50 MiB with the garbage
 * of parsing until collected. 8 at once × 40 MiB fit 512 MiB beside the baseline; more would run the
 * instance out of memory. Uploads are an author's, a few an hour (MAX_UPLOADS_PER_HOUR): a low cap.
 */
const UPLOAD: CallableSizing = {
  memory: '512MiB',
  cpu: 1,
  concurrency: 8,
  timeoutSeconds: 60,
  minInstances: 0,
  maxInstances: 10,
};

export const CALLABLE_SIZING: Record<CallableName, CallableSizing> = {
  addLastUpdated: ACCOUNT,
  addQuiz: ACCOUNT,
  changeDefaultQuestion: ACCOUNT,
  deleteQuizMedia: ACCOUNT,
  deleteReport: ACCOUNT,
  requestDeletion: ACCOUNT,
  requestUsernameChange: ACCOUNT,
  setQuiz: ACCOUNT,
  setUserTheme: ACCOUNT,
  startGame: HOST_STEP,
  startPlaying: HOST_STEP,
  introQuestion: HOST_STEP,
  startQuestion: HOST_STEP,
  endQuestion: END_QUESTION,
  joinGame: JOIN,
  kickPlayer: KICK,
  kickPlayers: KICK,
  setGameLock: KICK,
  pauseGame: KICK,
  searchQuizzes: PUBLIC_READ,
  viewQuiz: PUBLIC_READ,
  uploadQuizMedia: UPLOAD,
};

/**
 * The options of the callable `name`: its sizing, the configured region, and App Check enforced when
 * LOQI_ENFORCE_APP_CHECK is true. Tokens are verified, not consumed (`consumeAppCheckToken`): consuming
 * costs a call to App Check per request and guards only against replay, and replaying one of these requests
 * does nothing that its caller could not do again anyway.
 */
export function callableOptions(name: CallableName): CallableOptions {
  return { ...CALLABLE_SIZING[name], region: LOQI_REGION, enforceAppCheck: appCheckEnforced() };
}

/**
 * cleanUpGames: every 15 minutes, batches of CLEAN_UP_BATCH_SIZE games until none has expired. One run at a
 * time (its comments rely on runs never overlapping), each given 9 minutes for a backlog of many batches.
 */
export const CLEAN_UP_GAMES_OPTIONS: Omit<ScheduleOptions, 'schedule'> = {
  region: LOQI_REGION,
  memory: '512MiB',
  cpu: 1,
  concurrency: 1,
  timeoutSeconds: 540,
  minInstances: 0,
  maxInstances: 1,
};

/**
 * The Auth triggers (createUserRecord, deleteUserRecord; v1, as v2 has no Auth trigger on creation or
 * deletion): in the configured region like every function, with no instance cap, since an Auth event that
 * finds no instance free may be dropped, leaving an account without its record or a record without its account.
 */
export const authTrigger = () => region(LOQI_REGION).runWith({ memory: '256MB', timeoutSeconds: 60 }).auth;
