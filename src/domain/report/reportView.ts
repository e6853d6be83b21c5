// A game's report as people read it: one row per player with their answer to every question in
// words, one row per question with how the answers were spread, and the summary a teacher looks at first.
// The report page, its spreadsheet and CSV exports all read this, so what they show cannot differ.
import { questionTypeNames } from '../quiz/question';
import { kindOf } from '../quiz/questionKinds';
import { rankPlayers, storedAnswerOf } from '../game/questionScoring';
import type { GameQuestion } from '../game/game';
import type { GameReport, KickedPlayer, ReportAnswer, ReportPlayer, ReportQuestion } from './report';

/** What a player who was in the game when a question closed, and did not answer it, shows for it. */
export const NO_ANSWER_TEXT = 'no answer';

/** What an answer that is not one to its question (a forged one) shows. */
export const INVALID_ANSWER_TEXT = 'not a valid answer';

/** Players below this share of correct answers are the ones who may need help. */
export const NEEDS_HELP_BELOW = 0.5;

/** How many of the hardest questions the summary names. */
export const HARDEST_QUESTION_COUNT = 3;

/** How many typed answers or orders a question's distribution lists before "Other answers". */
export const DISTRIBUTION_SIZE = 10;

/**
 * How a player did on a question: right, wrong, did not answer, or was not in the game when it closed
 * (joined later, or removed before).
 */
export type AnswerStatus = 'right' | 'wrong' | 'noAnswer' | 'notInGame';

export interface AnswerCell {
  questionNumber: number;
  status: AnswerStatus;
  /** The answer in words; NO_ANSWER_TEXT, or '' when the player was not in the game. */
  text: string;
  points: number;
  /** Time to answer (ms), when the player answered. */
  ms?: number;
}

export interface PlayerRow {
  userID: string;
  name: string;
  /** Final rank; null for a player the host removed. */
  rank: number | null;
  score: number;
  kicked: boolean;
  joinedAt: number;
  /** Questions the player was in when they closed, answered, and answered right. */
  questionsIn: number;
  answered: number;
  correct: number;
  /** correct / questionsIn; null when the player was in no question. */
  accuracy: number | null;
  /** One cell per ended question, in play order. */
  cells: AnswerCell[];
}

/** One bar of a question's distribution: an option, a typed answer or an order, and how many gave it. */
export interface DistributionEntry {
  label: string;
  count: number;
  correct: boolean;
}

export interface QuestionRow {
  questionNumber: number;
  title: string;
  typeName: string;
  correctAnswer: string;
  players: number;
  answered: number;
  correct: number;
  /** correct / players; null when no player was in the game. */
  accuracy: number | null;
  medianMs?: number;
  distribution: DistributionEntry[];
}

export interface ReportSummary {
  /** Players in the final standings (not removed). */
  players: number;
  kicked: number;
  questions: number;
  /** Correct answers over every question each player was in; null before any question ended. */
  accuracy: number | null;
  /** The questions with the lowest accuracy, lowest first. */
  hardest: QuestionRow[];
  /** Players below NEEDS_HELP_BELOW, lowest first. */
  needHelp: PlayerRow[];
}

export interface ReportView {
  quizTitle: string;
  startedAt: number;
  totalQuestions: number;
  summary: ReportSummary;
  /** By rank, removed players last. */
  players: PlayerRow[];
  questions: QuestionRow[];
}

/** The entries of a map the database may have returned as an array (numeric keys), by number. */
function numbered<T>(map: Record<string, T> | T[] | undefined): Array<[number, T]> {
  return Object.entries(map ?? {})
    .map(([key, value]): [number, T] => [Number(key), value])
    .sort(([a], [b]) => a - b);
}

/** A player's answer in words, or INVALID_ANSWER_TEXT when it is not an answer to the question. */
export function answerInWords(question: GameQuestion, answerJson: string): string {
  const stored = storedAnswerOf(question, answerJson);
  return stored === undefined ? INVALID_ANSWER_TEXT : kindOf(question).answerInWords(question, stored);
}

/** The correct answer of a question in words. */
export const correctAnswerInWords = (question: GameQuestion): string =>
  kindOf(question).correctAnswerInWords(question);

const parsed = (answerJson: string): unknown => {
  try {
    return JSON.parse(answerJson);
  } catch {
    return undefined;
  }
};

/**
 * How the answers to a question were spread: for choice questions every option as players saw it, in
 * order, with how many chose it; otherwise the answers given (typed texts, grouped ignoring case and
 * spaces around them unless the question is case-sensitive; orders), most given first, the rest as
 * "Other answers".
 */
export function distributionOf(
  question: GameQuestion,
  answers: readonly ReportAnswer[],
): DistributionEntry[] {
  const kind = kindOf(question);
  const counts = kind.optionCounts(
    question.displayOrder.length,
    answers.map((entry) => parsed(entry.answer)),
  );
  if (counts.length > 0) {
    return kind.shownOptions(question).map((option) => ({
      label: option.image ? `Image ${option.position + 1}` : option.text,
      count: counts[option.position] ?? 0,
      correct: option.correct,
    }));
  }
  const caseSensitive =
    'caseSensitive' in question.typeSpecificSettings && question.typeSpecificSettings.caseSensitive;
  const groups = new Map<string, DistributionEntry>();
  for (const entry of answers) {
    const words = answerInWords(question, entry.answer).trim();
    const key = caseSensitive ? words : words.toLowerCase();
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { label: words, count: 1, correct: entry.correct });
  }
  const sorted = [...groups.values()].sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
  if (sorted.length <= DISTRIBUTION_SIZE) return sorted;
  const other = sorted.slice(DISTRIBUTION_SIZE).reduce((sum, group) => sum + group.count, 0);
  return [...sorted.slice(0, DISTRIBUTION_SIZE), { label: 'Other answers', count: other, correct: false }];
}

/** Whether a player was in the game when a question closed (whatever they answered). */
function wasIn(player: { joinedAt: number }, kicked: KickedPlayer | undefined, question: ReportQuestion) {
  return player.joinedAt < question.closedAt && (kicked === undefined || kicked.kickedAt > question.closedAt);
}

function playerRow(
  userID: string,
  player: ReportPlayer | undefined,
  kicked: KickedPlayer | undefined,
  questions: ReadonlyArray<[number, ReportQuestion]>,
  answersOf: (questionNumber: number) => Readonly<Record<string, ReportAnswer>>,
  wordsOf: (questionNumber: number, answerJson: string) => string,
): PlayerRow {
  const { name, joinedAt } = (player ?? kicked) as { name: string; joinedAt: number };
  let questionsIn = 0;
  let answered = 0;
  let correct = 0;
  let score = 0;
  const cells = questions.map(([questionNumber, question]): AnswerCell => {
    const answer = answersOf(questionNumber)[userID];
    if (answer !== undefined) {
      questionsIn += 1;
      answered += 1;
      if (answer.correct) correct += 1;
      score += answer.points;
      return {
        questionNumber,
        status: answer.correct ? 'right' : 'wrong',
        text: wordsOf(questionNumber, answer.answer),
        points: answer.points,
        ms: answer.ms,
      };
    }
    if (!wasIn({ joinedAt }, kicked, question)) {
      return { questionNumber, status: 'notInGame', text: '', points: 0 };
    }
    questionsIn += 1;
    return { questionNumber, status: 'noAnswer', text: NO_ANSWER_TEXT, points: 0 };
  });
  return {
    userID,
    name,
    // Ranked with the others still in, below (withFinalRanks).
    rank: null,
    score,
    kicked: kicked !== undefined,
    joinedAt,
    questionsIn,
    answered,
    correct,
    accuracy: questionsIn === 0 ? null : correct / questionsIn,
    cells,
  };
}

/**
 * The final ranks, as the engine ranked the players after the last question: the players still in, by
 * their totals (the sum of their points, as the engine's totals are), equal totals sharing a rank.
 */
function withFinalRanks(rows: PlayerRow[]): PlayerRow[] {
  const ranks = new Map(
    rankPlayers(
      rows
        .filter((row) => !row.kicked)
        .map(({ userID, name, joinedAt, score }) => ({
          userID,
          username: name,
          joinedAt,
          score,
          lastChange: 0,
        })),
    ).map(({ userID, rank }) => [userID, rank]),
  );
  return rows.map((row) => ({ ...row, rank: ranks.get(row.userID) ?? null }));
}

const byRank = (a: PlayerRow, b: PlayerRow) =>
  (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) ||
  a.joinedAt - b.joinedAt ||
  (a.userID < b.userID ? -1 : 1);

/** A report (as storedReport reads it from the database) as the page and the exports show it. */
export function reportView(report: GameReport): ReportView {
  const questions = numbered(report.questions);
  const answersByQuestion = new Map(numbered(report.answers));
  const answersOf = (questionNumber: number) => answersByQuestion.get(questionNumber) ?? {};
  // Players mostly give the same few answers: each distinct one is put in words once per question.
  const words = new Map<string, string>();
  const wordsOf = (questionNumber: number, answerJson: string) => {
    const key = `${questionNumber}\u0000${answerJson}`;
    let text = words.get(key);
    if (text === undefined) {
      const question = questions.find(([number]) => number === questionNumber)?.[1].question;
      text = question ? answerInWords(question, answerJson) : INVALID_ANSWER_TEXT;
      words.set(key, text);
    }
    return text;
  };
  const storedPlayers = report.players ?? {};
  const kicked = report.kicked ?? {};
  const userIDs = new Set([...Object.keys(storedPlayers), ...Object.keys(kicked)]);
  const players = withFinalRanks(
    [...userIDs].map((userID) =>
      playerRow(userID, storedPlayers[userID], kicked[userID], questions, answersOf, wordsOf),
    ),
  ).sort(byRank);

  const questionRows = questions.map(([questionNumber, stored]): QuestionRow => {
    const { question } = stored;
    return {
      questionNumber,
      title: question.title,
      typeName: questionTypeNames[question.questionType],
      correctAnswer: correctAnswerInWords(question),
      players: stored.players,
      answered: stored.answered,
      correct: stored.correct,
      accuracy: stored.players === 0 ? null : stored.correct / stored.players,
      ...(stored.medianMs !== undefined && { medianMs: stored.medianMs }),
      distribution: distributionOf(question, Object.values(answersOf(questionNumber))),
    };
  });

  const scoredPlayers = questionRows.reduce((sum, row) => sum + row.players, 0);
  const correctAnswers = questionRows.reduce((sum, row) => sum + row.correct, 0);
  const hardest = questionRows
    .filter((row) => row.accuracy !== null)
    .sort((a, b) => (a.accuracy as number) - (b.accuracy as number) || a.questionNumber - b.questionNumber)
    .slice(0, HARDEST_QUESTION_COUNT);
  const needHelp = players
    .filter((row) => !row.kicked && row.accuracy !== null && row.accuracy < NEEDS_HELP_BELOW)
    .sort((a, b) => (a.accuracy as number) - (b.accuracy as number) || byRank(a, b));

  return {
    quizTitle: report.game.quizTitle,
    startedAt: report.game.startedAt,
    totalQuestions: report.game.totalQuestions,
    summary: {
      players: players.filter((row) => !row.kicked).length,
      kicked: players.filter((row) => row.kicked).length,
      questions: questionRows.length,
      accuracy: scoredPlayers === 0 ? null : correctAnswers / scoredPlayers,
      hardest,
      needHelp,
    },
    players,
    questions: questionRows,
  };
}

/** The player table's sort keys. */
export type PlayerSortKey = 'rank' | 'name' | 'accuracy';

// One collator for every comparison: localeCompare with options builds a new one per call, which made sorting
// 2,000 players by name take half a second.
const names = new Intl.Collator(undefined, { sensitivity: 'base' });

const PLAYER_ORDERS: Record<PlayerSortKey, (a: PlayerRow, b: PlayerRow) => number> = {
  rank: byRank,
  name: (a, b) => names.compare(a.name, b.name) || byRank(a, b),
  // Players in no question (null) sort below every accuracy.
  accuracy: (a, b) => (a.accuracy ?? -1) - (b.accuracy ?? -1) || byRank(a, b),
};

/** The players sorted by `key`, ascending or descending. */
export function sortedPlayers(
  players: readonly PlayerRow[],
  key: PlayerSortKey,
  direction: 'ascending' | 'descending',
): PlayerRow[] {
  const order = PLAYER_ORDERS[key];
  return [...players].sort(direction === 'ascending' ? order : (a, b) => order(b, a));
}

/** A fraction as a whole percentage ("67 %"), or "—" when there is none. */
export const percentText = (fraction: number | null): string =>
  fraction === null ? '—' : `${Math.round(fraction * 100)} %`;

/** A time in ms as seconds with one decimal ("3.4 s"), or "—". */
export const secondsText = (ms: number | undefined): string =>
  ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`;
