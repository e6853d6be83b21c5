// Game reports: what every player answered in a game, kept for its host after the game's own
// data is cleaned up. A report lives in the main database, written by the server alone and read by the
// game's host alone (database.rules.json), at these paths (mainPaths):
//
//   reports/{gameId}/host                  the host's uid, which the read rule checks
//   reports/{gameId}/game                  the quiz played and when (ReportGame), written by startPlaying
//   reports/{gameId}/questions/{q}         each ended question as played, with its answer key and summary
//   reports/{gameId}/answers/{q}/{userID}  each answer to it: judged, points, time, as sent, in one string
//                                          (encodeReportAnswer; read back as a ReportAnswer)
//   reports/{gameId}/players/{userID}      each player's name and join time (ReportPlayer), written by
//                                          the first question they were scored in
//   reports/{gameId}/kicked/{userID}       the players the host removed once the game had started
//   reportListings/{hostUid}/{gameId}      one line of the host's list of reports (ReportListing)
//
// endQuestion writes a question's part in one update, derived, like its scores, from data that no longer
// changes once the question is closed: a retry writes the same values again. Nothing here is added to a
// running total: the list's accuracy is derived from each question's own tally, and a player's score and
// rank from their points (reportView: a total is the sum of a player's points, and the ranking is the
// engine's own, rankPlayers). The writes are kept few and small, for they go out with every question's
// scoring: one path for a question's answers, each answer one string, and a player's entry only once.
import type { GameQuestion } from '../game/game';
import { storedGameQuestion } from '../game/gameSetup';
import type { JudgedAnswer, RankedPlayer } from '../game/questionScoring';
import { mainPaths } from '../common/paths';
import type {
  GameReport,
  QuestionTally,
  ReportAnswer,
  ReportGame,
  ReportListing,
  ReportPlayer,
  ReportQuestion,
} from './reportRecords';

export type * from './reportRecords';

/**
 * An answer as stored: "{1|0} {points} {ms} {answer as sent}", one value instead of four (the database's
 * cost, and the endQuestion's, grows with the values written). The answer comes last: it may hold spaces.
 */
export const encodeReportAnswer = ({ correct, points, ms, answer }: ReportAnswer): string =>
  `${correct ? 1 : 0} ${points} ${ms} ${answer}`;

/** A stored answer read back; a value not of that form reads as a wrong answer of nothing. */
export function decodeReportAnswer(stored: unknown): ReportAnswer {
  const match = typeof stored === 'string' ? /^([01]) (-?\d+) (-?\d+) ([\s\S]*)$/.exec(stored) : null;
  if (match === null) return { correct: false, points: 0, ms: 0, answer: '' };
  const [, correct, points, ms, answer] = match as unknown as [string, string, string, string, string];
  return { correct: correct === '1', points: Number(points), ms: Number(ms), answer };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * reports/{gameId} as the database gives it back: each question as played with what the database drops
 * put back (storedGameQuestion: an open-ended question's empty displayOrder, empty settings), which
 * reportView reads. A report read as an array of questions keeps its question numbers as keys.
 */
export function storedReport(raw: unknown): GameReport {
  if (!isRecord(raw) || typeof raw.host !== 'string' || !isRecord(raw.game)) {
    throw new Error('The stored report is not a game report.');
  }
  const report = raw as unknown as GameReport;
  const questions: Record<string, ReportQuestion> = {};
  for (const [questionNumber, stored] of Object.entries((raw.questions ?? {}) as Record<string, unknown>)) {
    // An array from the database has a hole where a number is missing.
    if (!isRecord(stored)) continue;
    const question = stored as unknown as ReportQuestion;
    questions[questionNumber] = { ...question, question: storedGameQuestion(question.question) };
  }
  const answers: Record<string, Record<string, ReportAnswer>> = {};
  for (const [questionNumber, stored] of Object.entries((raw.answers ?? {}) as Record<string, unknown>)) {
    if (!isRecord(stored)) continue;
    // A plain loop: 40,000 answers at 2,000 players, decoded on the report's first open, where building
    // the entries' arrays took as long as the decoding.
    const decoded: Record<string, ReportAnswer> = {};
    for (const userID of Object.keys(stored)) decoded[userID] = decodeReportAnswer(stored[userID]);
    answers[questionNumber] = decoded;
  }
  return { ...report, questions, answers };
}

/**
 * The share of correct answers over every question a player was scored in, as a fraction; null before any
 * question ended. A player who did not answer counts as not correct, as on the leading platforms.
 */
export function listingAccuracy(tally: ReportListing['tally']): number | null {
  const questions = Object.values(tally ?? {});
  const players = questions.reduce((sum, question) => sum + question.players, 0);
  return players === 0 ? null : questions.reduce((sum, question) => sum + question.correct, 0) / players;
}

/** The median of `values` (the mean of the middle two for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The report's start, written with the game's first step of play (startPlaying). */
export function reportStartUpdate(gameId: string, host: string, game: ReportGame): Record<string, unknown> {
  return {
    [mainPaths.reportHost(gameId)]: host,
    [mainPaths.reportGame(gameId)]: game,
    [`${mainPaths.reportListing(host, gameId)}/quizTitle`]: game.quizTitle,
    [`${mainPaths.reportListing(host, gameId)}/startedAt`]: game.startedAt,
    [`${mainPaths.reportListing(host, gameId)}/totalQuestions`]: game.totalQuestions,
  };
}

export interface EndedQuestionRecord {
  gameId: string;
  host: string;
  questionNumber: number;
  question: GameQuestion;
  openedAt: number;
  closedAt: number;
  /** Every player scored, ranked: their total and rank after the question. */
  ranked: readonly RankedPlayer[];
  /** Each player's total after the previous question: who has an entry in the report already. */
  previousTotals: Readonly<Record<string, number>>;
  /** The judged answers by userID (only players who answered). */
  judged: ReadonlyMap<string, JudgedAnswer>;
}

/**
 * An ended question's part of the report, as one update from the main database's root: the question and
 * its summary, every answer (one path for all), an entry for each player scored for the first time (one
 * path each: a player's entry outlives their leaving), and the listing's line.
 */
export function endedQuestionUpdate(record: EndedQuestionRecord): Record<string, unknown> {
  const { gameId, host, questionNumber, question, openedAt, closedAt, ranked, judged, previousTotals } =
    record;
  const answers: Record<string, string> = {};
  for (const [userID, { answer, correct, points, ms }] of judged) {
    answers[userID] = encodeReportAnswer({ answer, correct, points, ms });
  }
  const correct = [...judged.values()].filter((judgement) => judgement.correct).length;
  const medianMs = median([...judged.values()].map((judgement) => judgement.ms));
  const summary: ReportQuestion = {
    question,
    openedAt,
    closedAt,
    players: ranked.length,
    answered: judged.size,
    correct,
    ...(medianMs !== undefined && { medianMs }),
  };
  const update: Record<string, unknown> = {
    [mainPaths.reportQuestion(gameId, questionNumber)]: summary,
    [mainPaths.reportAnswers(gameId, questionNumber)]: answers,
    [`${mainPaths.reportListing(host, gameId)}/players`]: ranked.length,
    [`${mainPaths.reportListing(host, gameId)}/tally/${questionNumber}`]: {
      players: ranked.length,
      correct,
    } satisfies QuestionTally,
  };
  // A player with a total after the previous question was scored in it, whose report part is complete.
  for (const { userID, username, joinedAt } of ranked) {
    if (previousTotals[userID] !== undefined) continue;
    update[mainPaths.reportPlayer(gameId, userID)] = { name: username, joinedAt } satisfies ReportPlayer;
  }
  return update;
}
