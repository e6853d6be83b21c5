// Runs the host's steps (startPlaying, introQuestion, startQuestion, endQuestion) on the games database:
// claim, write, complete (see gameEngine.ts for the rules of the game's progress).
//
// 1. Claim: a transaction on games/{id}/progress, a few fields that only host steps write, so a join, a
//    kick or an answer never makes it run again. It raises the progress by one and fixes the step's time
//    (the server's), or finds the step done, or busy, or out of turn. The claim also gives this call a
//    lease: until it runs out, no other call makes the step's writes.
// 2. Write exactly what the step changes: for endQuestion, close the question to answers, read what the
//    players answered, the game's scoring options (hostInfo/options) and their totals and streaks after
//    the previous question, write every player's total, streak and view (in batches), then the
//    question's answer key into the host's copy of the quiz (gameQuizzes holds no key until its
//    question's results: answerKeys.ts), the host's and the players' phase; for the others, the phase
//    alone.
//    startPlaying also counts the play of the quiz (quizPlays.ts), once per game however often it runs, and
//    starts the game's report in the main database; endQuestion adds the question, every answer and every
//    player's standing to it (src/domain/report/report.ts), so the report outlives the game's data.
// 3. Complete: mark the step done in progress, with the game's new expiry, which the host's live-game
//    slot (quotas.ts) follows; the final step frees the slot.
//
// Every write is derived from what no longer changes once the step is claimed (its time, the closed
// answers, the previous totals), so a call that completes a step another call left half-written (a crash,
// a timeout) writes the same values again, and no answer is ever scored twice or lost. A call writes only
// while its lease lasts (with a margin), so a call that hung and wakes up later never overwrites a game
// that has moved on.
import { randomUUID } from 'node:crypto';
import {
  claimFor,
  completedProgress,
  endedQuestionUpdate,
  reportStartUpdate,
  finalProgress,
  gameMessages,
  gamePaths,
  phaseChanges,
  progressAfter,
  questionOfStep,
  scoreQuestion,
  scoresUpdate,
  streaksOf,
  totalsOf,
  SERVER_TIME,
  storedGameQuestion,
  storedGameOptions,
  periodsOf,
  progressOf,
  hasCurrentLayout,
  type PausePeriod,
  type GameOptions,
  type AnswerEntry,
  type Claim,
  type GameProgress,
  type GameQuestion,
  type HostStep,
  type NodeChanges,
  type Player,
  type RequestedStep,
} from '@/domain';
import type { Database, Reference } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, gamesTransactionDatabase, mainDatabase } from './admin';
import { endOutdatedGame } from './gameLayout';
import { gameExpiry } from './liveGames';
import { answerGraceMs } from './params';
import { countGamePlay } from './quizPlays';
import { WatchedNode } from './watchedNode';

/**
 * How long a claim keeps other calls off its step. Well beyond what a step takes (endQuestion for 10,000
 * players: under 2 s), so that only a crashed or hung call loses it; a crash costs the game this long.
 */
export const STEP_LEASE_MS = 20_000;

/** Players whose records one update writes: keeps each write a bounded size, however big the game. */
export const PLAYERS_PER_WRITE = 2500;

/** How long a call waits for another call that is making the step it asked for. */
export const BUSY_WAIT_LIMIT_MS = 30_000;

export interface HostStepOptions {
  leaseMs?: number;
  /**
   * Called before each write with the write's name, and awaited: tests make it throw, or never settle,
   * to show that another call completes the step exactly once.
   */
  beforeWrite?: (write: string) => void | Promise<void>;
}

/**
 * Runs a host step for the game's host. Succeeds when the step has happened (now, or before: a retry);
 * throws not-found, permission-denied or failed-precondition (a step out of turn, with the reason).
 */
export async function runHostStep(
  uid: string,
  gameId: string,
  requested: RequestedStep,
  options: HostStepOptions = {},
): Promise<void> {
  const games = gamesDatabase();
  const who = { uid, attempt: randomUUID(), leaseMs: options.leaseMs ?? STEP_LEASE_MS };
  const requestedQuestion = requested.kind === 'startPlaying' ? 0 : (requested.questionNumber ?? null);
  // Read beside the claim: whichever step the claim ends up with, it is usually this one's question.
  const questionRead = requestedQuestion === null ? null : readQuestion(games, gameId, requestedQuestion);
  questionRead?.catch(() => undefined);
  const startable = requested.kind === 'startPlaying' ? hasPlayers(games, gameId) : Promise.resolve(true);
  const waitUntil = Date.now() + BUSY_WAIT_LIMIT_MS;

  const progress = await ProgressWatch.open(gameId);
  try {
    // A game started before a deploy that changed its layout cannot go on: it ends, saying why.
    if (progress.latest !== null && !hasCurrentLayout(progress.latest)) {
      await endOutdatedGame(gameId, progress.latest);
    }
    for (;;) {
      const claim = await progress.claim(requested, who, await startable);
      switch (claim.kind) {
        case 'notFound':
          throw new HttpsError('not-found', gameMessages.gameNotFound);
        case 'notHost':
          throw new HttpsError('permission-denied', gameMessages.notHost);
        case 'refused':
          throw new HttpsError('failed-precondition', claim.reason);
        case 'done':
          return;
        case 'busy':
          if (Date.now() >= waitUntil) throw new HttpsError('unavailable', gameMessages.stepInterrupted);
          await progress.nextChange(Math.min(claim.until, waitUntil));
          continue;
        case 'claimed': {
          const { step, claimed } = claim;
          const number = questionOfStep(step);
          const question =
            questionRead !== null && number === requestedQuestion
              ? await questionRead
              : await readQuestion(games, gameId, number);
          const lease = new Lease(claim.leasedAt + who.leaseMs / 2, options.beforeWrite);
          try {
            await completeStep(games, gameId, step, claimed, question, lease);
          } catch (error) {
            // The next call need not wait for the lease to run out: this one is not writing any more.
            await progress.release(who.attempt).catch(() => undefined);
            throw error;
          }
          // The step made may be the unfinished one before the step asked for: then claim again.
          if (progressAfter(step) >= claim.target) return;
        }
      }
    }
  } finally {
    progress.close();
  }
}

/** What a claim found: a claim written, with the progress as the server holds it (its time resolved). */
type ClaimOutcome =
  | Exclude<Claim, { kind: 'claim' }>
  | { kind: 'claimed'; step: HostStep; target: number; claimed: GameProgress; leasedAt: number };

/**
 * games/{id}/progress, listened to for the length of a call (watchedNode.ts): the claim transaction
 * commits in one round trip, and the progress the server stored, with the claim's time as the server
 * resolved it, arrives before the transaction's answer. (The transaction's own result resolves the time
 * with the SDK's estimate of the server's clock, which a retry could not reproduce.)
 */
class ProgressWatch {
  private constructor(private readonly node: WatchedNode<GameProgress>) {}

  static async open(gameId: string): Promise<ProgressWatch> {
    return new ProgressWatch(
      await WatchedNode.open(gamesTransactionDatabase().ref(gamePaths.progress(gameId))),
    );
  }

  /** The progress as the listener last had it (null: the game has none). */
  get latest(): GameProgress | null {
    return this.node.latest;
  }

  /** The claim transaction (see claimFor). */
  async claim(
    requested: RequestedStep,
    who: { uid: string; attempt: string; leaseMs: number },
    startable: boolean,
  ): Promise<ClaimOutcome> {
    let claim: Claim | undefined;
    let leasedAt = 0;
    const { committed } = await this.node.ref.transaction(
      (current: GameProgress | null) => {
        claim = undefined;
        leasedAt = Date.now();
        // With nothing cached the SDK guesses null. Writing null back makes the server answer with the
        // real value and the update run again; if the game really has no progress, it commits nothing.
        if (current === null) return null;
        claim = claimFor(current, requested, { ...who, now: leasedAt }, SERVER_TIME);
        if (claim.kind === 'claim' && claim.step.kind === 'startPlaying' && !startable) {
          claim = { kind: 'refused', reason: gameMessages.nobodyJoined };
        }
        return claim.kind === 'claim' ? claim.progress : undefined;
      },
      undefined,
      false,
    );
    if (claim === undefined) return { kind: 'notFound' };
    if (claim.kind !== 'claim') return claim;
    const claimed = this.node.latest;
    if (!committed || claimed?.worker?.id !== who.attempt || typeof claimed.claimedAt !== 'number') {
      throw new Error(`The claim of ${this.node.ref.toString()} did not come back as written.`);
    }
    return { kind: 'claimed', step: claim.step, target: claim.target, claimed, leasedAt };
  }

  /** Gives up this call's lease on the step it claimed, if it still holds it. */
  release(attempt: string): Promise<void> {
    return releaseLease(this.node.ref, attempt);
  }

  /** Resolves once the progress changes, or at `until` (ms, this clock), whichever comes first. */
  nextChange(until: number): Promise<void> {
    return this.node.nextChange(until - Date.now());
  }

  close(): void {
    this.node.close();
  }
}

/**
 * Gives up the lease `attempt` holds on games/{id}/progress (`progress`), if it still holds it: the next
 * call need not wait for it to run out. A host step's and a pause's (pausing.ts).
 */
export async function releaseLease(progress: Reference, attempt: string): Promise<void> {
  await progress.transaction(
    (current: GameProgress | null) => {
      if (current === null) return null;
      if (current.worker?.id !== attempt) return undefined;
      const { worker: _released, ...rest } = current;
      return rest;
    },
    undefined,
    false,
  );
}

async function readQuestion(games: Database, gameId: string, questionNumber: number): Promise<GameQuestion> {
  // The server's copy, with the answer key; the host's has it only from the question's results on.
  const snapshot = await games.ref(gamePaths.gameAnswerKey(gameId, questionNumber)).get();
  if (!snapshot.exists()) throw new Error(`Game ${gameId} has no question ${questionNumber}.`);
  return storedGameQuestion(snapshot.val());
}

/** The quiz a game plays: its id and title (gameQuizzes/{gameId}, without its questions). */
async function quizOf(games: Database, gameId: string): Promise<{ quizID: string; title: string }> {
  const quiz = games.ref(gamePaths.gameQuiz(gameId));
  const [quizId, title] = await Promise.all([
    quiz.child('quizID').get(),
    quiz.child('data/title').get(),
  ]).then((snapshots) => snapshots.map((snapshot): unknown => snapshot.val()));
  if (typeof quizId !== 'string') throw new Error(`Game ${gameId} has no quiz id.`);
  return { quizID: quizId, title: typeof title === 'string' ? title : '' };
}

/** The host's options (hostInfo/options; a game stored before them has the defaults). */
async function readOptions(games: Database, gameId: string): Promise<GameOptions> {
  return storedGameOptions((await games.ref(`${gamePaths.hostInfo(gameId)}/options`).get()).val());
}

async function hasPlayers(games: Database, gameId: string): Promise<boolean> {
  const snapshot = await games.ref(gamePaths.roster(gameId)).orderByKey().limitToFirst(1).get();
  return snapshot.exists();
}

/**
 * This call's right to write a claimed step: until half its lease has gone, measured on this clock from
 * the claim, so that its last write lands well before any other call may take the step over.
 */
export class Lease {
  constructor(
    private readonly writeUntil: number,
    private readonly beforeWrite: HostStepOptions['beforeWrite'],
  ) {}

  /** Resolves when the write `name` may be sent now; throws when the lease allows no more (the host asks again). */
  async permit(name: string): Promise<void> {
    await this.beforeWrite?.(name);
    if (Date.now() > this.writeUntil) throw new HttpsError('unavailable', gameMessages.stepInterrupted);
  }

  /** Runs `write` if the lease still allows it. */
  async write<T>(name: string, write: () => Promise<T>): Promise<T> {
    await this.permit(name);
    return write();
  }
}

/** What a step's phase changes are derived from (gameEngine.ts, PhaseContext). */
async function phaseContext(progress: GameProgress, question: GameQuestion, options: Promise<GameOptions>) {
  return {
    at: progress.claimedAt,
    question,
    totalQuestions: progress.totalQuestions,
    graceMs: answerGraceMs(),
    options: await options,
  };
}

/** Makes the claimed step's writes, then marks it completed. */
async function completeStep(
  games: Database,
  gameId: string,
  step: HostStep,
  progress: GameProgress,
  question: GameQuestion,
  lease: Lease,
): Promise<void> {
  // Read beside endQuestion's reads: scoring and the results' length (auto-advance) both need them.
  const optionsRead = readOptions(games, gameId);
  optionsRead.catch(() => undefined);
  const completion: Record<string, unknown> = {};
  if (step.kind === 'endQuestion') {
    // The open question's pauses, as its claim found them: no pause is written once it is claimed.
    const pauses = periodsOf(progress.pauses, progressOf('questionOpen', step.questionNumber));
    const scored = await scoreEndedQuestion(games, gameId, step.questionNumber, question, {
      pauses,
      options: optionsRead,
      lease,
    });
    const context = await phaseContext(progress, question, optionsRead);
    const report = endedQuestionUpdate({
      gameId,
      host: progress.host,
      questionNumber: step.questionNumber,
      question,
      openedAt: scored.openedAt,
      closedAt: progress.claimedAt,
      ranked: scored.ranked,
      judged: scored.judged,
      previousTotals: scored.previousTotals,
    });
    await Promise.all([
      // Sent before the phase on the same connection, so the host's screen has the key as the results show.
      lease.write('reveal key', () =>
        games.ref(gamePaths.gameQuizQuestion(gameId, step.questionNumber)).set(question),
      ),
      writeChanges(games, gameId, phaseChanges(step, context, scored), lease),
      removeKickedPlayers(games, gameId, lease),
      // The question's answers are cleared at the next intro: the report takes them now, before completing.
      lease.write('report', () => mainDatabase().ref().update(report)),
    ]);
    // The totals and streaks before this question are no longer needed: this question's are all written.
    if (step.questionNumber > 0) {
      completion[gamePaths.scores(gameId, step.questionNumber - 1)] = null;
      completion[gamePaths.streaks(gameId, step.questionNumber - 1)] = null;
    }
  } else {
    const context = await phaseContext(progress, question, optionsRead);
    await Promise.all([
      writeChanges(games, gameId, phaseChanges(step, context), lease),
      // Only a game that starts playing counts, and has a report: startPlaying is refused while nobody has joined.
      step.kind === 'startPlaying' && startPlaying(games, gameId, progress, lease),
    ]);
  }
  const ended = progress.claimed >= finalProgress(progress.totalQuestions);
  if (ended) completion[gamePaths.ongoingRoomEnded(progress.roomCode)] = true;
  const expiry = gameExpiry(progress.roomCode, Date.now(), ended);
  completion[gamePaths.progress(gameId)] = completedProgress(progress);
  completion[gamePaths.gameExpiry(gameId)] = expiry;
  // An ended game no longer counts against its host's live games.
  completion[gamePaths.hostedGame(progress.host, gameId)] = ended ? null : expiry.expiresAt;
  await lease.write('complete', () => games.ref().update(completion));
}

/** startPlaying's writes beside the phase: the quiz's play counted, and the game's report begun. */
async function startPlaying(games: Database, gameId: string, progress: GameProgress, lease: Lease) {
  const quiz = await quizOf(games, gameId);
  const report = reportStartUpdate(gameId, progress.host, {
    quizID: quiz.quizID,
    quizTitle: quiz.title,
    startedAt: progress.claimedAt,
    totalQuestions: progress.totalQuestions,
  });
  await Promise.all([
    lease.write('count play', () => countGamePlay(quiz.quizID, gameId)),
    lease.write('start report', () => mainDatabase().ref().update(report)),
  ]);
}

/** Each node's changes as one update rooted at that node, so that its listeners get just those. */
export async function writeChanges(
  games: Database,
  gameId: string,
  changes: NodeChanges[],
  lease: Lease,
): Promise<void> {
  await Promise.all(
    changes.map(({ under, changes: update }) => {
      const node = under === '' ? gamePaths.game(gameId) : `${gamePaths.game(gameId)}/${under}`;
      return lease.write(`${under || 'game'} phase`, () => games.ref(node).update(update));
    }),
  );
}

const valueAt = async <T>(games: Database, path: string): Promise<T> =>
  ((await games.ref(path).get()).val() ?? {}) as T;

/** The batches under `path` (scores or streaks after a question), read back as one map by `merge`. */
const batchesAt = async (
  games: Database,
  path: string,
  merge: (batches: Record<string, Record<string, number>>) => Record<string, number>,
) => merge(await valueAt<Record<string, Record<string, number>>>(games, path));

/**
 * Closes question `questionNumber` to answers (the rules check closedQuestion), reads what the players
 * answered, the game's options and the players' totals and streaks after the previous question, and
 * writes every player's total, streak and view.
 */
async function scoreEndedQuestion(
  games: Database,
  gameId: string,
  questionNumber: number,
  question: GameQuestion,
  {
    pauses,
    options: optionsRead,
    lease,
  }: { pauses: PausePeriod[]; options: Promise<GameOptions>; lease: Lease },
) {
  // Closed, and the question's totals and streaks cleared: a retry writes them all again, in batches of its
  // own. The reads are sent right behind the close on the same connection, so the database answers them
  // after it.
  await lease.permit('close');
  const closing = games.ref().update({
    [gamePaths.closedQuestion(gameId)]: questionNumber,
    [gamePaths.scores(gameId, questionNumber)]: null,
    [gamePaths.streaks(gameId, questionNumber)]: null,
  });
  const [players, secrets, answers, previousTotals, previousStreaks, openedAt, options] = await Promise.all([
    valueAt<Record<string, Player>>(games, gamePaths.roster(gameId)),
    valueAt<Record<string, string>>(games, gamePaths.secrets(gameId)),
    valueAt<Record<string, AnswerEntry>>(games, gamePaths.answers(gameId)),
    questionNumber === 0 ? {} : batchesAt(games, gamePaths.scores(gameId, questionNumber - 1), totalsOf),
    questionNumber === 0 ? {} : batchesAt(games, gamePaths.streaks(gameId, questionNumber - 1), streaksOf),
    games
      .ref(gamePaths.gameStatus(gameId))
      .child('time')
      .get()
      .then((snapshot) => snapshot.val() as number),
    optionsRead,
    closing,
  ]);
  // Players without a secret were kicked as the reads were made.
  const scoredPlayers = Object.values(players).filter((player) => secrets[player.userID] !== undefined);
  const scores = scoreQuestion({
    question,
    questionNumber,
    openedAt,
    players: scoredPlayers,
    secrets,
    answers,
    options,
    previousTotals,
    previousStreaks,
    pauses,
  });

  const writes: Array<Promise<unknown>> = [];
  for (let first = 0; first < scores.views.length; first += PLAYERS_PER_WRITE) {
    const batch = scores.views.slice(first, first + PLAYERS_PER_WRITE);
    const update = scoresUpdate(gameId, questionNumber, first / PLAYERS_PER_WRITE, batch, secrets);
    writes.push(lease.write(`players ${first}`, () => games.ref().update(update)));
  }
  await Promise.all(writes);
  return { ...scores, openedAt, previousTotals };
}

/**
 * Takes away the records of players kicked while this step wrote them: a kick lists the player under
 * `kicked` in the same update that removes them, so either this read sees them, or the kick landed after
 * this step's writes and removed the record itself.
 */
async function removeKickedPlayers(games: Database, gameId: string, lease: Lease): Promise<void> {
  const kicked = await valueAt<Record<string, string>>(games, gamePaths.kickedPlayers(gameId));
  const update: Record<string, null> = {};
  for (const userSecret of Object.values(kicked)) update[gamePaths.player(gameId, userSecret)] = null;
  if (Object.keys(update).length > 0) {
    await lease.write('remove kicked', () => games.ref().update(update));
  }
}
