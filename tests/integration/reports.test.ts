// Game reports on the whole local stack: a host plays a game of every question type with SDK players (one of
// them removed after the second question, one joining late), and the report the server stored is compared
// with an independent account of the game: what each player sent (this file's script), what the server
// told each player after each question (their own record: correct, points, rank) and what it told the
// host (each question's results). The answers in words are written out here from the quiz as played, not
// derived by the report's code.
import { setLogLevel } from 'firebase/app';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  mainPaths,
  NO_ANSWER_TEXT,
  reportView,
  storedReport,
  type GameQuiz,
  type GameReport,
  type PlayerAnswer,
  type QuestionResults,
  type ReportListing,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  joinAsPlayer,
  signUpHost,
  stackCallable,
  stackDatabase,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';
import { readAsAdmin } from './support';

const stack = inject('localStack');
const DENIED = /permission.denied/i;
setLogLevel('error');

type Sent = { answer: PlayerAnswer; words: string; correct: boolean } | 'none';

/** The game as this file plays it, and what the server said along the way. */
interface PlayedGame {
  host: HostClient;
  gameID: string;
  quiz: GameQuiz;
  /** By player name: what they sent for each question (absent: not in the game when it closed). */
  sent: Record<string, Array<Sent | undefined>>;
  /** By player name: the points and correctness the server gave them, per question. */
  told: Record<string, Array<{ correct: boolean; points: number; rank: number; score: number } | undefined>>;
  results: QuestionResults[];
  userIDs: Record<string, string>;
}

const played = {} as PlayedGame;
const clients: PlayerClient[] = [];

/** The option at display position p of question q, in words as the report gives it. */
function shownWords(quiz: GameQuiz, q: number, position: number): string {
  const question = quiz.questions[q];
  const stored = question?.displayOrder[position] ?? -1;
  const option = question?.answers[stored] as { name: string; type?: number } | undefined;
  return option?.type === 1 ? `Image ${position + 1}` : (option?.name ?? '?');
}

/** Display positions of the options matching `keep` (a stored option's correctness), in order. */
function positions(quiz: GameQuiz, q: number, keep: (correct: boolean) => boolean): number[] {
  const question = quiz.questions[q];
  return (question?.displayOrder ?? []).flatMap((stored, position) =>
    keep((question?.answers[stored] as { isCorrect?: boolean }).isCorrect === true) ? [position] : [],
  );
}

/** Per question (of every type, in type order): a right and a wrong answer, with their words. */
function scriptedAnswers(quiz: GameQuiz): Array<{ right: Sent; wrong: Sent }> {
  const choice = (q: number, picked: number[], correct: boolean, many: boolean): Sent => ({
    answer: many ? picked : (picked[0] as number),
    words: picked.map((position) => shownWords(quiz, q, position)).join(', '),
    correct,
  });
  const arrange = quiz.questions[4];
  const stored = arrange?.answers as Array<{ name: string }>;
  const shownOrder = arrange?.displayOrder ?? [];
  return [
    {
      right: choice(
        0,
        positions(quiz, 0, (correct) => correct),
        true,
        false,
      ),
      wrong: choice(0, positions(quiz, 0, (correct) => !correct).slice(0, 1), false, false),
    },
    { right: choice(1, [0], true, false), wrong: choice(1, [1], false, false) },
    {
      right: { answer: ' TOKYO ', words: ' TOKYO ', correct: true },
      wrong: { answer: 'Osaka', words: 'Osaka', correct: false },
    },
    {
      right: choice(
        3,
        positions(quiz, 3, (correct) => correct),
        true,
        true,
      ),
      wrong: choice(3, [0, 1, 2], false, true),
    },
    {
      // Each stored item named by where it is shown: the correct order.
      right: {
        answer: stored.map((_, index) => shownOrder.indexOf(index)),
        words: stored.map((item) => item.name).join(' → '),
        correct: true,
      },
      wrong: {
        answer: shownOrder.map((_, position) => position),
        words: shownOrder.map((index) => stored[index]?.name).join(' → '),
        correct: false,
      },
    },
  ];
}

beforeAll(async () => {
  const host = await signUpHost(stack);
  const quizID = await host.saveQuiz(quizOfEveryType());
  const { id: gameID } = await host.startGame({ quizID });
  const { roomCode } = await host.hostInfo(gameID);
  const join = async (name: string) => {
    const client = await joinAsPlayer(stack, roomCode, name);
    clients.push(client);
    played.userIDs[name] = client.userID;
    return client;
  };
  Object.assign(played, { host, gameID, sent: {}, told: {}, results: [], userIDs: {} });
  const players = new Map<string, PlayerClient>();
  for (const name of ['Ann', 'Ben', 'Cy']) players.set(name, await join(name));
  await host.startPlaying({ gameID });
  // Who answers what, from the first question they are in: Ann always right; Ben right, then wrong, then
  // removed; Cy wrong, silent on the third; Dee joins after the second, answers two right, then nothing.
  const plan: Record<string, Array<'right' | 'wrong' | 'none'>> = {
    Ann: ['right', 'right', 'right', 'right', 'right'],
    Ben: ['right', 'wrong'],
    Cy: ['wrong', 'wrong', 'none', 'wrong', 'wrong'],
    Dee: ['right', 'right', 'none'],
  };
  const firstQuestionOf: Record<string, number> = { Ann: 0, Ben: 0, Cy: 0, Dee: 2 };
  let quiz: GameQuiz | undefined;
  for (let q = 0; q < 5; q += 1) {
    if (q === 2) {
      await host.kickPlayer({ gameID, userID: played.userIDs['Ben'] as string });
      players.delete('Ben');
      players.set('Dee', await join('Dee'));
    }
    await host.introQuestion({ gameID, questionNum: q });
    await host.startQuestion({ gameID, questionNumber: q });
    // The keys are the host's from each question's results on; the order shown is fixed from the start.
    quiz ??= await host.gameQuiz(gameID);
    const script = scriptedAnswers(quiz)[q] as { right: Sent; wrong: Sent };
    await Promise.all(
      [...players].map(async ([name, client]) => {
        const choice = plan[name]?.[q - (firstQuestionOf[name] as number)] ?? 'none';
        const sent = choice === 'none' ? 'none' : script[choice];
        (played.sent[name] ??= [])[q] = sent;
        if (sent !== 'none') await client.submit(q, sent.answer);
      }),
    );
    await host.endQuestion({ gameID, questionNumber: q });
    played.results.push((await host.hostInfo(gameID)).gameStatus.results as QuestionResults);
    for (const [name, client] of players) {
      const view = await client.standingFor(q);
      const { correct, points, rank } = view.standing ?? { correct: false, points: -1, rank: -1 };
      (played.told[name] ??= [])[q] = { correct, points, rank, score: view.score };
    }
  }
  played.quiz = quiz as GameQuiz;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await played.host?.close();
});

async function readReport(): Promise<GameReport> {
  const main = stackDatabase(stack, played.host.app, 'main');
  return storedReport((await get(ref(main, mainPaths.report(played.gameID)))).val());
}

describe('a game’s report', () => {
  it('holds every player’s answer in words, right or wrong, with the points the server gave them', async () => {
    const view = reportView(await readReport());

    expect(view.quizTitle).toBe(quizOfEveryType().data.title);
    expect(view.questions.map((row) => row.title)).toEqual(played.quiz.questions.map((q) => q.title));
    for (const name of ['Ann', 'Ben', 'Cy', 'Dee']) {
      const row = view.players.find((player) => player.name === name);
      const expected = [0, 1, 2, 3, 4].map((q) => {
        const sent = played.sent[name]?.[q];
        const told = played.told[name]?.[q];
        if (sent === undefined) return { status: 'notInGame', text: '', points: 0 };
        if (sent === 'none') return { status: 'noAnswer', text: NO_ANSWER_TEXT, points: 0 };
        expect(told?.correct, `${name}, question ${q + 1}`).toBe(sent.correct);
        return { status: sent.correct ? 'right' : 'wrong', text: sent.words, points: told?.points };
      });
      expect(
        row?.cells.map(({ status, text, points }) => ({ status, text, points })),
        name,
      ).toEqual(expected);
    }
  });

  it('ranks and scores the players as their phones were told, and marks the removed player', async () => {
    const view = reportView(await readReport());
    const final = (name: string) => played.told[name]?.[4];

    const stayed = ['Ann', 'Dee', 'Cy'].map((name) => ({
      name,
      rank: final(name)?.rank,
      score: final(name)?.score,
      kicked: false,
    }));
    stayed.sort((a, b) => (a.rank as number) - (b.rank as number));
    const removed = { name: 'Ben', rank: null, score: played.told['Ben']?.[1]?.score, kicked: true };

    expect(view.players.map(({ name, rank, score, kicked }) => ({ name, rank, score, kicked }))).toEqual([
      ...stayed,
      removed,
    ]);
    expect(view.summary).toMatchObject({ players: 3, kicked: 1, questions: 5 });
    // Cy answered 0 of the 5 questions right; Ben 1 of the 2 he was in.
    expect(view.players.find((row) => row.name === 'Cy')).toMatchObject({
      questionsIn: 5,
      answered: 4,
      correct: 0,
    });
    expect(view.players.find((row) => row.name === 'Ben')).toMatchObject({ questionsIn: 2, correct: 1 });
    expect(view.summary.needHelp.map((row) => row.name)).toEqual(['Cy']);
  });

  it('sums up each question as the host’s results did, with its correct answer', async () => {
    const report = await readReport();
    const view = reportView(report);

    expect(view.questions.map(({ answered, correct, players }) => ({ answered, correct, players }))).toEqual(
      played.results.map((results, q) => ({
        answered: results.answered,
        correct: results.correct,
        players: Object.values(played.told).filter((told) => told[q] !== undefined).length,
      })),
    );
    expect(view.questions.map((row) => row.correctAnswer)).toEqual([
      'Canberra',
      'True',
      'Tokyo / Tōkyō',
      (scriptedAnswers(played.quiz)[3]?.right as { words: string }).words,
      'Lisbon → Berlin → Warsaw',
    ]);
    const listing = (
      await get(
        ref(
          stackDatabase(stack, played.host.app, 'main'),
          mainPaths.reportListing(played.host.uid, played.gameID),
        ),
      )
    ).val() as ReportListing;
    expect(listing).toMatchObject({ quizTitle: view.quizTitle, players: 3, totalQuestions: 5 });
  });

  it('is the host’s alone: another account is refused, and cannot delete it; the host can', async () => {
    const other = await signUpHost(stack);
    try {
      const theirs = stackDatabase(stack, other.app, 'main');
      await expect(get(ref(theirs, mainPaths.report(played.gameID)))).rejects.toThrow(DENIED);
      await expect(
        stackCallable(other.functions, 'deleteReport')({ gameID: played.gameID }),
      ).rejects.toMatchObject({ code: 'functions/not-found' });
      expect((await readReport()).host).toBe(played.host.uid);

      await stackCallable(played.host.functions, 'deleteReport')({ gameID: played.gameID });
      const mine = stackDatabase(stack, played.host.app, 'main');
      // Gone, and refused like any missing report: a read does not tell whether a game has one.
      expect(await readAsAdmin(mainPaths.report(played.gameID))).toBeNull();
      await expect(get(ref(mine, mainPaths.report(played.gameID)))).rejects.toThrow(DENIED);
      expect((await get(ref(mine, mainPaths.reportListing(played.host.uid, played.gameID)))).exists()).toBe(
        false,
      );
    } finally {
      await other.close();
    }
  });
});
