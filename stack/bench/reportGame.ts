// A game's report as the server would store it, for the report bench: N players play Q questions (the
// quiz of every type, repeated) through the server's own scoring pipeline (scoreQuestion) and report
// updates (reportStartUpdate, endedQuestionUpdate), merged into the tree the main database would hold.
// Nine in ten players answer each question, two in three of those right, at seeded random times.
import {
  endedQuestionUpdate,
  gameQuizFor,
  reportStartUpdate,
  scoreQuestion,
  type AnswerEntry,
  type GameReport,
  type Player,
  type ReportListing,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { seededRandom } from '@/domain/fixtures/seededRandom';
import { correctAnswer, wrongAnswer } from '../liveGame/clients';

export interface BenchReport {
  gameId: string;
  report: GameReport;
  listing: ReportListing;
}

/** Sets `value` at the slash-separated `path` of `tree`, making the nodes on the way. */
function setAt(tree: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('/');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
}

export function benchReport(host: string, playerCount: number, questionCount: number): BenchReport {
  const random = seededRandom(playerCount * 1000 + questionCount);
  const everyType = quizOfEveryType();
  const content = {
    ...everyType,
    data: { ...everyType.data, title: `Bench: ${playerCount} players × ${questionCount} questions` },
    questions: Array.from(
      { length: questionCount },
      (_, q) => everyType.questions[q % everyType.questions.length] as (typeof everyType.questions)[number],
    ),
  };
  const quiz = gameQuizFor('bench-quiz', content, random);
  const gameId = `bench-report-${playerCount}x${questionCount}`;
  const startedAt = Date.UTC(2026, 10, 27, 9, 0);
  const players: Player[] = Array.from({ length: playerCount }, (_, index) => ({
    userID: `p${String(index).padStart(5, '0')}`,
    username: `Player ${index + 1}`,
    joinedAt: startedAt - 60_000 + index,
  }));
  const secrets = Object.fromEntries(players.map(({ userID }) => [userID, `secret-${userID}`]));

  const tree: Record<string, unknown> = {};
  const merge = (update: Record<string, unknown>) => {
    for (const [path, value] of Object.entries(update)) setAt(tree, path, value);
  };
  merge(
    reportStartUpdate(gameId, host, {
      quizID: quiz.quizID,
      quizTitle: content.data.title,
      startedAt,
      totalQuestions: questionCount,
    }),
  );
  let previousTotals: Record<string, number> = {};
  quiz.questions.forEach((question, questionNumber) => {
    const openedAt = startedAt + 10_000 + questionNumber * 60_000;
    const limitMs = (question.timeLimit || 30) * 1000;
    const answers: Record<string, AnswerEntry> = {};
    for (const { userID } of players) {
      if (random() < 0.1) continue;
      const answer = random() < 2 / 3 ? correctAnswer(question) : wrongAnswer(question);
      answers[secrets[userID] as string] = {
        user: userID,
        answer: JSON.stringify(answer),
        submittedAt: openedAt + Math.floor(random() * limitMs),
        questionNumber,
      };
    }
    const scores = scoreQuestion({
      question,
      questionNumber,
      openedAt,
      players,
      secrets,
      answers,
      previousTotals,
    });
    previousTotals = Object.fromEntries(scores.views.map(({ userID, view }) => [userID, view.score]));
    merge(
      endedQuestionUpdate({
        gameId,
        host,
        questionNumber,
        question,
        openedAt,
        closedAt: openedAt + limitMs,
        ranked: scores.ranked,
        judged: scores.judged,
      }),
    );
  });
  const reports = tree['reports'] as Record<string, GameReport>;
  const listings = tree['reportListings'] as Record<string, Record<string, ReportListing>>;
  return {
    gameId,
    report: reports[gameId] as GameReport,
    listing: listings[host]?.[gameId] as ReportListing,
  };
}
