// Games for the host screen's tests: questions as a game plays them, players, and hostInfo in any phase.
import {
  newQuestion,
  type GameQuestion,
  type GameQuestionOf,
  type GameQuiz,
  type HostInfo,
  type HostStatus,
  type LeaderboardEntry,
  type Player,
  type QuestionOf,
  type QuestionType,
  type Submission,
} from '@/domain';
import type { HostView } from '../hostFlow';

/** A question as the game plays it: a new question with these fields, its options in this display order. */
export const gameQuestion = <T extends QuestionType>(
  fields: { questionType: T } & Partial<QuestionOf<T>> & Pick<QuestionOf<T>, 'answers' | 'title'>,
  displayOrder: number[],
): GameQuestionOf<T> => {
  const question: GameQuestion = {
    ...newQuestion(),
    typeSpecificSettings: {},
    ...fields,
    displayOrder,
  } as GameQuestion;
  return question as GameQuestionOf<T>;
};

/** "Which city is the capital of Canada?": Toronto or Ottawa (correct), shown in that order, for 20 seconds. */
export const capitalOfCanada = () =>
  gameQuestion(
    {
      title: 'Which city is the capital of Canada?',
      questionType: 0,
      answers: [
        { name: 'Toronto', type: 0, isCorrect: false },
        { name: 'Ottawa', type: 0, isCorrect: true },
      ],
      timeLimit: 20,
    },
    [0, 1],
  );

/** quiz1, "World capitals": unlisted, no image, its `questions` played in their order. */
export const worldCapitalsQuiz = (questions: GameQuestion[], desc = ''): GameQuiz => ({
  quizID: 'quiz1',
  data: {
    title: 'World capitals',
    desc,
    image: null,
    randomizeQuestionOrder: false,
    visibility: 1,
    version: 0,
    copyProtect: false,
  },
  questions,
});

export const player = (userID: string, joinedAt: number, username = `name-${userID}`): Player => ({
  userID,
  username,
  joinedAt,
});

export const leaderboardEntry = (
  userID: string,
  score: number,
  rank: number,
  username = `name-${userID}`,
): LeaderboardEntry => ({ userID, username, score, rank });

/** games/{id}/hostInfo of a game in `status`. */
export function hostInfo(
  status: HostStatus,
  gameStatus: Partial<HostInfo['gameStatus']> = {},
  extra: Partial<HostInfo> = {},
): HostInfo {
  return {
    host: 'host1',
    quizID: 'quiz1',
    status,
    roomCode: 'asdfjklas',
    createdAt: 0,
    gameStatus: { questionNumber: 0, time: 10_000, duration: 0, ...gameStatus },
    ...extra,
  };
}

/** That `user` has answered question `questionNumber`. */
export const submission = (user: string, questionNumber: number): Submission => ({
  user,
  submittedAt: 1,
  questionNumber,
});

/** What the host knows of a game of `players` in `status`, who answered as `submitted` says. */
export const hostView = (
  status: HostStatus,
  gameStatus: Partial<HostInfo['gameStatus']> = {},
  players: Player[] = [player('a', 1), player('b', 2)],
  submitted: Record<string, Submission> = {},
): HostView => ({
  hostInfo: hostInfo(status, gameStatus),
  roster: Object.fromEntries(players.map((entry) => [entry.userID, entry])),
  submitted,
});
