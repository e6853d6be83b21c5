// The host's scoring options on the whole local stack: for each combination of scoring mode and answer
// streak bonus, a host opens a game of four single-choice questions (30 s, 750 + 250) with real SDK
// players answering at known times on the frozen games clock, and each player's own record must hold the
// exact points, total and streak the server gave. The expected points are written out here, not computed
// by the domain's scoring.
import { setLogLevel } from 'firebase/app';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_GAME_OPTIONS, type GameOptions, type GameQuestion, type QuizContent } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  correctAnswer,
  joinAsPlayer,
  setGamesClock,
  signUpHost,
  wrongAnswer,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
setLogLevel('error');

afterAll(() => setGamesClock(stack, null));

/** Four times the single-choice question of every type's quiz: 30 s, 750 base points + 250 time bonus. */
function fourQuestions(): QuizContent {
  const choice = questionsOfEveryType()[0];
  return { ...quizOfEveryType(), questions: [choice, choice, choice, choice] };
}

type Move = 'right' | 'wrong' | 'none';
/**
 * Who answers what, and when (ms after the question opens). Cy joins after the second question's results
 * and plays the last two.
 */
const PLAYERS: Array<{ name: string; ms: number; moves: Array<Move | 'absent'> }> = [
  { name: 'Ann', ms: 6_000, moves: ['right', 'right', 'right', 'right'] },
  { name: 'Ben', ms: 15_000, moves: ['right', 'wrong', 'right', 'right'] },
  { name: 'Cy', ms: 30_000, moves: ['absent', 'absent', 'right', 'right'] },
  { name: 'Dee', ms: 24_000, moves: ['right', 'none', 'right', 'right'] },
];

const _ = undefined;
type Expected = Record<string, Array<number | undefined>>;

const clients: PlayerClient[] = [];
let host: HostClient | undefined;
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await host?.close();
  host = undefined;
});

/** Plays the game with `options`; by name, the points and streak each player's record held per question. */
async function play(options: GameOptions) {
  host = await signUpHost(stack);
  const quizID = await host.saveQuiz(fourQuestions());
  const { id: gameID } = await host.startGame({ quizID, options });
  const { roomCode } = await host.hostInfo(gameID);
  const quiz = await host.gameQuiz(gameID);
  const players = new Map<string, PlayerClient>();
  const join = async (name: string) => {
    const client = await joinAsPlayer(stack, roomCode, name);
    clients.push(client);
    players.set(name, client);
  };
  for (const { name, moves } of PLAYERS) if (moves[0] !== 'absent') await join(name);
  await host.startPlaying({ gameID });

  const points: Expected = {};
  const streaks: Expected = {};
  const totals: Record<string, number> = {};
  for (let questionNumber = 0; questionNumber < 4; questionNumber += 1) {
    for (const { name, moves } of PLAYERS) {
      if (moves[questionNumber] !== 'absent' && !players.has(name)) await join(name);
    }
    const question = quiz.questions[questionNumber] as GameQuestion;
    await host.introQuestion({ gameID, questionNum: questionNumber });
    const openedAt = Math.ceil(Date.now() / 1000) * 1000 + 60_000 * questionNumber;
    await setGamesClock(stack, { frozenAt: openedAt });
    await host.startQuestion({ gameID, questionNumber });
    for (const { name, ms, moves } of [...PLAYERS].sort((a, b) => a.ms - b.ms)) {
      const move = moves[questionNumber];
      if (move === 'absent' || move === 'none') continue;
      await setGamesClock(stack, { frozenAt: openedAt + ms });
      const answer = move === 'right' ? correctAnswer(question) : wrongAnswer(question);
      await (players.get(name) as PlayerClient).submit(questionNumber, answer);
    }
    await host.endQuestion({ gameID, questionNumber });
    for (const [name, client] of players) {
      const record = await client.standingFor(questionNumber, scaledMs(15_000));
      (points[name] ??= [])[questionNumber] = record.standing?.points;
      (streaks[name] ??= [])[questionNumber] = record.standing?.streak;
      totals[name] = record.score;
    }
  }
  return { points, streaks, totals };
}

const sum = (values: Array<number | undefined>) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('scoring modes and the answer streak bonus, scored by the server', () => {
  it.each([
    {
      options: { ...DEFAULT_GAME_OPTIONS },
      // SPEC §9: floor(750 + 250 × remaining / 30 s): 6 s in 950, 15 s 875, 24 s 800, at the limit 750.
      points: {
        Ann: [950, 950, 950, 950],
        Ben: [875, 0, 875, 875],
        Cy: [_, _, 750, 750],
        Dee: [800, 0, 800, 800],
      },
      streaks: { Ann: [_, _, _, _], Ben: [_, _, _, _], Cy: [_, _, _, _], Dee: [_, _, _, _] },
    },
    {
      options: { ...DEFAULT_GAME_OPTIONS, streakBonus: true },
      // +100 for a second right answer in a row, +200 for a third, +300 for a fourth.
      points: {
        Ann: [950, 1050, 1150, 1250],
        Ben: [875, 0, 875, 975],
        Cy: [_, _, 750, 850],
        Dee: [800, 0, 800, 900],
      },
      streaks: { Ann: [1, 2, 3, 4], Ben: [1, _, 1, 2], Cy: [_, _, 1, 2], Dee: [1, _, 1, 2] },
    },
    {
      options: { ...DEFAULT_GAME_OPTIONS, scoring: 'accuracy' },
      // The full time bonus for every right answer, however late.
      points: {
        Ann: [1000, 1000, 1000, 1000],
        Ben: [1000, 0, 1000, 1000],
        Cy: [_, _, 1000, 1000],
        Dee: [1000, 0, 1000, 1000],
      },
      streaks: { Ann: [_, _, _, _], Ben: [_, _, _, _], Cy: [_, _, _, _], Dee: [_, _, _, _] },
    },
    {
      options: { ...DEFAULT_GAME_OPTIONS, scoring: 'accuracy', streakBonus: true },
      points: {
        Ann: [1000, 1100, 1200, 1300],
        Ben: [1000, 0, 1000, 1100],
        Cy: [_, _, 1000, 1100],
        Dee: [1000, 0, 1000, 1100],
      },
      streaks: { Ann: [1, 2, 3, 4], Ben: [1, _, 1, 2], Cy: [_, _, 1, 2], Dee: [1, _, 1, 2] },
    },
  ] as Array<{ options: GameOptions; points: Expected; streaks: Expected }>)(
    'scoring $options.scoring, streak bonus $options.streakBonus',
    { timeout: scaledMs(180_000) },
    async ({ options, points, streaks }) => {
      const played = await play(options);

      expect(played.points).toEqual(points);
      expect(played.streaks).toEqual(streaks);
      expect(played.totals).toEqual(
        Object.fromEntries(Object.entries(points).map(([name, each]) => [name, sum(each)])),
      );
    },
  );
});
