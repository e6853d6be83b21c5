// What the host's steps (startPlaying, introQuestion, startQuestion, endQuestion) write on the games
// database. Each runs under a claim on games/{id}/progress (progressClaims.ts: the claim, the lease, the
// busy wait, the completion); gameEngine.ts decides which step may happen now (claimFor) and what its
// phase changes are.
//
// A step writes exactly what it changes: for endQuestion, close the question to answers, read what the
// players answered, the game's scoring options (hostInfo/options) and their totals and streaks after the
// previous question, write every player's total, streak and view (in batches), then the question's answer
// key into the host's copy of the quiz (gameQuizzes holds no key until its question's results:
// answerKeys.ts), the host's and the players' phase; for the others, the phase alone.
// startPlaying also counts the play of the quiz (quizPlays.ts), once per game however often it runs, and
// starts the game's report in the main database; endQuestion adds the question, every answer and every
// player's standing to it (src/domain/report/report.ts), so the report outlives the game's data.
// Its completion, written with the progress marked completed, sets the game's new expiry, which the host's
// live-game slot (quotas.ts) follows; the final step frees the slot.
//
// Every write is derived from what no longer changes once the step is claimed (its time, the closed
// answers, the previous totals), so a call that completes a step another call left half-written (a crash,
// a timeout) writes the same values again, and no answer is ever scored twice or lost.
import {
  claimFor,
  endedQuestionUpdate,
  reportStartUpdate,
  finalProgress,
  gameMessages,
  decodeAnswers,
  decodeRoster,
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
  type PausePeriod,
  type GameOptions,
  type Claim,
  type DbPath,
  type GameProgress,
  type GameQuestion,
  type HostStep,
  type RequestedStep,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import { gamesDatabase, mainDatabase } from './admin';
import { gameExpiry } from './liveGames';
import { answerGraceMs } from './params';
import {
  runClaimed,
  writeChanges,
  type ClaimOptions,
  type Lease,
  type ProgressClaimer,
} from './progressClaims';
import { countGamePlay } from './quizPlays';
import { readExistingValue, readValue } from './reads';

/** Players whose records one update writes: keeps each write a bounded size, however big the game. */
export const PLAYERS_PER_WRITE = 2500;

/** A host step call's lease and write hook (tests shorten the one, and crash or hang through the other). */
export type HostStepOptions = ClaimOptions;

/** A claim of a host step (claimFor's). */
type StepClaim = Extract<Claim, { kind: 'claim' }>;

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
  const requestedQuestion = requested.kind === 'startPlaying' ? 0 : (requested.questionNumber ?? null);
  // Read beside the claim: whichever step the claim ends up with, it is usually this one's question.
  const questionRead = requestedQuestion === null ? null : readQuestion(games, gameId, requestedQuestion);
  questionRead?.catch(() => undefined);
  const startable = requested.kind === 'startPlaying' ? hasPlayers(games, gameId) : Promise.resolve(true);

  const claimer = async (): Promise<ProgressClaimer<StepClaim>> => {
    const canStart = await startable;
    return {
      decide: (current, context) => {
        const claim = claimFor(current, requested, context, SERVER_TIME);
        return claim.kind === 'claim' && claim.step.kind === 'startPlaying' && !canStart
          ? { kind: 'refused', reason: gameMessages.nobodyJoined }
          : claim;
      },
      write: async ({ step, target }, claimed, lease) => {
        const number = questionOfStep(step);
        const question =
          questionRead !== null && number === requestedQuestion
            ? await questionRead
            : await readQuestion(games, gameId, number);
        const completion = await completeStep(games, gameId, step, claimed, question, lease);
        // The step made may be the unfinished one before the step asked for: then claim again.
        return { completion, claimAgain: progressAfter(step) < target };
      },
    };
  };
  await runClaimed(uid, gameId, claimer(), options);
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

/**
 * Makes the claimed step's writes, and answers the writes that complete it, which runClaimed makes in one
 * update with the progress marked completed.
 */
async function completeStep(
  games: Database,
  gameId: string,
  step: HostStep,
  progress: GameProgress,
  question: GameQuestion,
  lease: Lease,
): Promise<Record<string, unknown>> {
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
  completion[gamePaths.gameExpiry(gameId)] = expiry;
  // An ended game no longer counts against its host's live games.
  completion[gamePaths.hostedGame(progress.host, gameId)] = ended ? null : expiry.expiresAt;
  return completion;
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

/** The batches under `path` (scores or streaks after a question), read back as one map by `merge`. */
const batchesAt = async (
  games: Database,
  path: DbPath<Record<string, Record<string, number>>>,
  merge: (batches: Record<string, Record<string, number>> | null) => Record<string, number>,
) => merge(await readValue(games, path));

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
    readValue(games, gamePaths.roster(gameId)).then(decodeRoster),
    readValue(games, gamePaths.secrets(gameId)).then((secrets) => secrets ?? {}),
    readValue(games, gamePaths.answers(gameId)).then(decodeAnswers),
    questionNumber === 0 ? {} : batchesAt(games, gamePaths.scores(gameId, questionNumber - 1), totalsOf),
    questionNumber === 0 ? {} : batchesAt(games, gamePaths.streaks(gameId, questionNumber - 1), streaksOf),
    readExistingValue(games, gamePaths.gameStatusTime(gameId)),
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
  const kicked = (await readValue(games, gamePaths.kickedPlayers(gameId))) ?? {};
  const update: Record<string, null> = {};
  for (const userSecret of Object.values(kicked)) update[gamePaths.player(gameId, userSecret)] = null;
  if (Object.keys(update).length > 0) {
    await lease.write('remove kicked', () => games.ref().update(update));
  }
}
