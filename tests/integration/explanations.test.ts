// Explanations and what players typed, on the whole local stack: an author saves a quiz whose questions
// carry explanations (addQuiz refuses one over 400 characters); a host plays it with SDK players. No phone
// reads the explanation before its question ends; each gets it with the results (sharedInfo) and loses it
// at the next intro, and the host gets it in its copy of the question. What players typed to the
// open-ended question reaches the host, grouped, in hostInfo, which no player may read.
import { setLogLevel } from 'firebase/app';
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EXPLANATION_MAX_LENGTH,
  gamePaths,
  mainPaths,
  type GameQuestion,
  type HostInfo,
  type Question,
  type QuizContent,
  type SharedInfo,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { storedQuizContent } from '@/domain/validation';
import {
  correctAnswer,
  joinAsPlayer,
  signUpHost,
  stackCallable,
  stackDatabase,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';

const stack = inject('localStack');
const DENIED = /permission.denied/i;
setLogLevel('error');

const WHY_CANBERRA = 'Canberra was built to be the capital,\nas Sydney and Melbourne both wanted it.';
const WHY_TOKYO = 'Edo was renamed Tokyo, "eastern capital", in 1868.';

/** quizOfEveryType with explanations on its single-choice (0) and open-ended (2) questions. */
function explainedQuiz(): QuizContent {
  const quiz = quizOfEveryType();
  const explained = [WHY_CANBERRA, undefined, WHY_TOKYO];
  return {
    ...quiz,
    questions: quiz.questions.map((question, index): Question => {
      const explanation = explained[index];
      return explanation === undefined ? question : { ...question, explanation };
    }),
  };
}

const game = {} as {
  author: HostClient;
  stranger: HostClient;
  quizID: string;
  gameID: string;
  players: PlayerClient[];
  /** sharedInfo as each player had it while each question was open, and at its results. */
  sharedWhileOpen: SharedInfo[];
  sharedAtResults: SharedInfo[];
  /** The host's copy of each question as it read it while it was open, and at its results. */
  hostCopyWhileOpen: GameQuestion[];
  hostCopyAtResults: GameQuestion[];
  hostInfoAtResults: HostInfo[];
};

const hostsQuestion = async (n: number) =>
  (await get(ref(game.author.games, gamePaths.gameQuizQuestion(game.gameID, n)))).val() as GameQuestion;

beforeAll(async () => {
  game.author = await signUpHost(stack);
  game.stranger = await signUpHost(stack);
  game.quizID = await game.author.saveQuiz(explainedQuiz());
  const { id: gameID } = await game.author.startGame({ quizID: game.quizID });
  game.gameID = gameID;
  const { roomCode } = await game.author.hostInfo(gameID);
  game.players = [];
  for (const name of ['Ann', 'Ben', 'Cy', 'Dee'])
    game.players.push(await joinAsPlayer(stack, roomCode, name));
  Object.assign(game, {
    sharedWhileOpen: [],
    sharedAtResults: [],
    hostCopyWhileOpen: [],
    hostCopyAtResults: [],
    hostInfoAtResults: [],
  });
  const quiz = await game.author.gameQuiz(gameID);
  // What each player sends to the three first questions: the open-ended one is typed in several spellings.
  const typed = [' tokyo', 'Tokyo ', 'Osaka', 'TŌKYŌ'];
  await game.author.startPlaying({ gameID });
  for (let q = 0; q < 3; q += 1) {
    await game.author.introQuestion({ gameID, questionNum: q });
    await game.author.startQuestion({ gameID, questionNumber: q });
    const question = quiz.questions[q] as GameQuestion;
    await Promise.all(
      game.players.map((player, index) =>
        player.submit(q, q === 2 ? (typed[index] as string) : correctAnswer(question)),
      ),
    );
    const ann = game.players[0] as PlayerClient;
    game.sharedWhileOpen.push(
      (await ann.shared.until((shared) => shared?.gameStatus.info.questionNumber === q)) as SharedInfo,
    );
    game.hostCopyWhileOpen.push(await hostsQuestion(q));
    await game.author.endQuestion({ gameID, questionNumber: q });
    await Promise.all(game.players.map((player) => player.standingFor(q)));
    game.sharedAtResults.push(
      (await ann.shared.until(
        (shared) => shared?.gameStatus.mode === 6 && shared.gameStatus.info.questionNumber === q,
      )) as SharedInfo,
    );
    game.hostCopyAtResults.push(await hostsQuestion(q));
    game.hostInfoAtResults.push(await game.author.hostInfo(gameID));
  }
  await game.author.introQuestion({ gameID, questionNum: 3 });
});

afterAll(async () => {
  await Promise.all((game.players ?? []).map((player) => player.close()));
  await game.author?.close();
  await game.stranger?.close();
});

describe('explanations', () => {
  it('are stored with the quiz, and a question without one stores none', async () => {
    const main = stackDatabase(stack, game.author.app, 'main');
    const stored = storedQuizContent((await get(ref(main, mainPaths.quizContent(game.quizID)))).val());
    expect(stored.questions.map((question) => question.explanation)).toEqual([
      WHY_CANBERRA,
      undefined,
      WHY_TOKYO,
      undefined,
      undefined,
    ]);
    expect(stored.questions[1]).not.toHaveProperty('explanation');
  });

  it(`are refused over ${EXPLANATION_MAX_LENGTH} characters, with a message naming the field`, async () => {
    const quiz = explainedQuiz();
    quiz.questions[0] = {
      ...(quiz.questions[0] as Question),
      explanation: 'x'.repeat(EXPLANATION_MAX_LENGTH + 1),
    };
    await expect(game.author.addQuiz({ quiz })).rejects.toThrow(
      `Invalid payload for addQuiz: quiz.questions[0].explanation: is ${EXPLANATION_MAX_LENGTH + 1} characters long without outer spaces; the limit is ${EXPLANATION_MAX_LENGTH}`,
    );
  });

  it('reach no phone and not the host before their question ends', () => {
    for (const q of [0, 2]) {
      expect(JSON.stringify(game.sharedWhileOpen[q])).not.toMatch(/Canberra was built|Edo was renamed/);
      expect(game.hostCopyWhileOpen[q]).not.toHaveProperty('explanation');
    }
  });

  it('reach every phone with the results, and the host in its copy of the question', async () => {
    expect(game.sharedAtResults.map((shared) => shared.gameStatus.info.explanation)).toEqual([
      WHY_CANBERRA,
      undefined,
      WHY_TOKYO,
    ]);
    expect(game.hostCopyAtResults.map((question) => question.explanation)).toEqual([
      WHY_CANBERRA,
      undefined,
      WHY_TOKYO,
    ]);
  });

  it('are gone from what phones read at the next intro', async () => {
    for (const player of game.players) {
      const shared = await player.shared.until((value) => value?.gameStatus.info.questionNumber === 3);
      expect(shared?.gameStatus.info).not.toHaveProperty('explanation');
    }
  });

  it('are withheld with the answer keys from another user while the game runs, never from the author', async () => {
    const viewAs = async (client: HostClient) =>
      (await stackCallable(client.functions, 'viewQuiz')({ id: game.quizID })).data;
    const seen = await viewAs(game.stranger);
    expect(seen?.keysWithheld).toBe('liveGame');
    expect(JSON.stringify(seen)).not.toMatch(/Canberra was built|Edo was renamed/);
    const own = await viewAs(game.author);
    expect(own?.keysWithheld).toBeNull();
    expect(own?.content.questions[0]?.explanation).toBe(WHY_CANBERRA);
  });
});

describe('what players typed', () => {
  it('reaches the host grouped, largest first, the accepted answers marked', () => {
    expect(game.hostInfoAtResults[2]?.gameStatus.results?.typedAnswers).toEqual([
      { text: 'Tokyo', count: 2, accepted: true },
      { text: 'Osaka', count: 1, accepted: false },
      { text: 'TŌKYŌ', count: 1, accepted: true },
    ]);
    expect(game.hostInfoAtResults[0]?.gameStatus.results).not.toHaveProperty('typedAnswers');
  });

  it('reaches no phone: not in sharedInfo, and hostInfo is refused to players', async () => {
    // (The explanation, which phones do get, says "Tokyo": the typed spellings are Osaka and TŌKYŌ.)
    expect(JSON.stringify(game.sharedAtResults[2])).not.toMatch(/osaka|tōkyō|typedAnswers/i);
    for (const player of game.players) {
      for (const path of [
        gamePaths.hostInfo(game.gameID),
        `${gamePaths.gameStatus(game.gameID)}/results/typedAnswers`,
      ]) {
        await expect(player.read(path), path).rejects.toThrow(DENIED);
      }
    }
  });
});
