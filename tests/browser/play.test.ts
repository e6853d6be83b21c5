// The player's phone (/join) in a real browser against the real local stack (SPEC §2 Player screen, §4
// player modes, §5 room code, §8 Game): a host driven from the test through the real callables, other
// players as SDK clients, and one real player in Chromium who joins by typing the code, plays a question of
// every type, and sees the points, rank and score the server computed. Then a reload and a rejoin, a kick,
// and the join form's errors.
import type { Page } from 'playwright-core';
import { setLogLevel } from 'firebase/app';
import { afterEach, expect, inject } from 'vitest';
import {
  AnswerKind,
  gamePaths,
  QuestionType,
  type ChoiceAnswer,
  type GameQuestion,
  type PlayerView,
  type Question,
  type QuizContent,
  type SavedJoin,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  correctAnswer,
  type HostClient,
  joinAsPlayer,
  type PlayerClient,
  readGamesAsAdmin,
  signUpHost,
  wrongAnswer,
} from '../liveGame/clients';
import { allowConsoleErrors, appUrl, journey, screenshot, useChromium } from './support';

useChromium();
// The SDK players warn when the game they listen to goes; that is expected here.
setLogLevel('error');

const stack = () => inject('browserStack');

/** The quiz of `questions`, each with a time limit long enough that no answer of a slow run is late. */
const quizOf = (questions: Question[], timeLimit = 120): QuizContent => ({
  ...quizOfEveryType(),
  questions: questions.map((shown) => ({ ...shown, timeLimit })),
});

/** One question of each type, in type order (the single-choice options shown shuffled). */
const QUIZ = quizOf(Object.values(questionsOfEveryType()));

/** `count` text options named "Option 1"…, those at `correct` correct. */
const textOptions = (count: number, correct: number[]): ChoiceAnswer[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Option ${index + 1}`,
    type: AnswerKind.Text,
    isCorrect: correct.includes(index),
  }));

const hosts: HostClient[] = [];
const players: PlayerClient[] = [];
afterEach(async () => {
  await Promise.all([...hosts.splice(0), ...players.splice(0)].map((client) => client.close()));
});

interface Game {
  host: HostClient;
  gameID: string;
  roomCode: string;
  questions: GameQuestion[];
}

/** A host signed up, the quiz saved and a game started: the lobby is open. */
async function openGame(quiz = QUIZ): Promise<Game> {
  const host = await signUpHost(stack());
  hosts.push(host);
  const quizID = await host.saveQuiz(quiz);
  const { id: gameID } = await host.startGame({ quizID });
  const { roomCode } = await host.hostInfo(gameID);
  const { questions } = await host.gameQuiz(gameID);
  return { host, gameID, roomCode, questions };
}

async function sdkPlayer(roomCode: string, name: string): Promise<PlayerClient> {
  const player = await joinAsPlayer(stack(), roomCode, name);
  players.push(player);
  return player;
}

const formatted = (code: string) => code.replace(/(...)(?=.)/g, '$1-').toUpperCase();

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, exact: true });
const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Room code' });
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Your name' });
const footer = (page: Page) => page.getByRole('region', { name: 'Your game' });
const WAITING_FOR_HOST = "You're in! Waiting for the host to start the game...";
const WAITING_FOR_EVERYONE = 'Waiting for everyone to submit their answers...';

/** The join the page saved in localStorage. */
async function savedJoin(page: Page): Promise<SavedJoin | null> {
  const raw = await page.evaluate<string | null>("localStorage.getItem('loqi.savedJoin')");
  return raw === null ? null : (JSON.parse(raw) as SavedJoin);
}

/** Polls until `check` gives a value that is not undefined. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the host counts the answer of `userID` to the open question. */
const answerArrived = (game: Game, userID: string) =>
  eventually(`the answer of ${userID}`, async () => {
    const submitted = (await game.host.hostInfo(game.gameID)).gameStatus.submitted ?? {};
    return submitted[userID] ? true : undefined;
  });

/** The player's record as the server holds it, with its standing for `questionNumber`. */
const recordAfter = (game: Game, join: SavedJoin, questionNumber: number) =>
  eventually(`the standing for question ${questionNumber}`, async () => {
    const view = (await readGamesAsAdmin(
      stack(),
      gamePaths.player(game.gameID, join.userSecret),
    )) as PlayerView;
    return view.standing?.questionNumber === questionNumber ? view : undefined;
  });

const cellName = (position: number) => new RegExp(`^Answer ${position + 1} \\(`);

/** Plays `answer` (in shown positions, or a text) on the page's answer screen for the question's type. */
async function answerOnPage(page: Page, shown: GameQuestion, answer: unknown, screenshotName: string) {
  switch (shown.questionType) {
    case QuestionType.SingleChoice: {
      await screenshot(page, screenshotName);
      await page.getByRole('button', { name: cellName(answer as number) }).click();
      return;
    }
    case QuestionType.TrueFalse: {
      await screenshot(page, screenshotName);
      await page.getByRole('button', { name: answer === 0 ? /^True \(/ : /^False \(/ }).click();
      return;
    }
    case QuestionType.OpenEnded: {
      await nameless(page).fill(answer as string);
      await screenshot(page, screenshotName);
      await nameless(page).press('Enter');
      return;
    }
    case QuestionType.MultiSelect: {
      for (const position of answer as number[]) {
        await page.getByRole('button', { name: cellName(position) }).click();
      }
      await screenshot(page, screenshotName);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      return;
    }
    case QuestionType.Arrange: {
      // Brings each item of the wanted order up to its place, first to last.
      const wanted = answer as number[];
      const list = page.getByRole('list', { name: 'Your order, first to last' });
      await screenshot(page, `${screenshotName}-start`);
      for (const [place, position] of wanted.entries()) {
        const items = await list.getByRole('listitem').allTextContents();
        const at = items.findIndex((text) => text.includes(`Answer ${position + 1} (`));
        for (let moves = at - place; moves > 0; moves -= 1) {
          await page.getByRole('button', { name: `Move answer ${position + 1} up` }).click();
        }
      }
      const order = await list.getByRole('listitem').allTextContents();
      expect(order.map((text) => /Answer (\d+) \(/.exec(text)?.[1])).toEqual(
        wanted.map((p) => String(p + 1)),
      );
      await screenshot(page, screenshotName);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      return;
    }
  }
}

const nameless = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });

/** What the rank view must show: the neighbours and the player, as the server ranked them. */
function rankRows(view: PlayerView): string[] {
  const standing = view.standing;
  if (!standing) throw new Error('no standing');
  const row = (rank: number, name: string, score: number) =>
    `${rank}|${name}|${score.toLocaleString('en-US')}`;
  return [
    ...(standing.above ? [row(standing.above.rank, standing.above.username, standing.above.score)] : []),
    row(standing.rank, view.username, view.score),
    ...(standing.below ? [row(standing.below.rank, standing.below.username, standing.below.score)] : []),
  ];
}

async function shownRankRows(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Your place in the ranking' }).getByRole('listitem');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const [place, name, score] = await Promise.all(
      ['.rank-place', '.rank-name', '.rank-score'].map((selector) => row.locator(selector).innerText()),
    );
    texts.push(`${Number.parseInt(place ?? '', 10)}|${name}|${score}`);
  }
  return texts;
}

/** Joins through the form at /join by typing the code, checking how it shows. */
async function joinByTyping(page: Page, roomCode: string, name: string): Promise<void> {
  await page.goto(appUrl('/join'));
  await heading(page, 'Join a game').waitFor();
  await codeInput(page).pressSequentially(roomCode.slice(0, 4));
  expect(await codeInput(page).inputValue()).toBe(formatted(roomCode.slice(0, 4)));
  // Anything but the code letters is dropped; capitals become the letters.
  await codeInput(page).pressSequentially(`x1${roomCode.slice(4).toUpperCase()}zz`);
  expect(await codeInput(page).inputValue()).toBe(formatted(roomCode));
  expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(0);
  await nameInput(page).fill(name);
  await screenshot(page, 'play-join-form');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

journey(
  'joins by typing the code and plays every question type with the points, rank and score the server gave',
  async ({ page }) => {
    const game = await openGame();
    const { host, gameID, questions } = game;
    await page.goto(appUrl('/join'));
    await heading(page, 'Join a game').waitFor();
    await screenshot(page, 'play-join-empty');

    await joinByTyping(page, game.roomCode, 'Ada');
    await heading(page, WAITING_FOR_HOST).waitFor();
    const join = await savedJoin(page);
    expect(join).toMatchObject({ gameID, roomCode: game.roomCode });
    if (!join) throw new Error('no saved join');
    await expect.poll(() => footer(page).innerText()).toContain(formatted(game.roomCode));
    expect(await footer(page).innerText()).toContain('Ada');
    await screenshot(page, 'play-lobby');

    // Two other players, so that the rank view has someone above and below.
    const bo = await sdkPlayer(game.roomCode, 'Bo');
    await sdkPlayer(game.roomCode, 'Cy');

    await host.startPlaying({ gameID, totalQuestions: questions.length });
    await page.locator('[data-mode="1"]').waitFor();
    await heading(page, WAITING_FOR_HOST).waitFor();

    // Ada: right, wrong, right (typed in another case), right, right. Bo: right every time, a moment later.
    const plan = [
      { answer: correctAnswer, name: 'single' },
      { answer: wrongAnswer, name: 'true-false' },
      { answer: () => '  tokyo', name: 'open-ended' },
      { answer: correctAnswer, name: 'multi-select' },
      { answer: correctAnswer, name: 'arrange' },
    ];
    for (const [q, shown] of questions.entries()) {
      const step = plan[q] as (typeof plan)[number];
      await host.introQuestion({ gameID, questionNum: q });
      await heading(page, `Question ${q + 1} of 5`).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Time until the question opens' }).count()).toBe(1);
      if (q === 0) {
        await page.waitForTimeout(1200);
        await screenshot(page, 'play-intro');
      }
      await host.startQuestion({ gameID, questionNumber: q });
      await page.locator('[data-mode="4"]').waitFor();
      expect(await page.locator('.question-bar').innerText()).toContain(`Question ${q + 1} of 5`);

      await answerOnPage(page, shown, step.answer(shown), `play-answer-${step.name}`);
      await heading(page, WAITING_FOR_EVERYONE).waitFor();
      if (q === 0) await screenshot(page, 'play-submitted');
      await answerArrived(game, join.userID);
      await bo.submit(q, correctAnswer(shown));

      await host.endQuestion({ gameID, questionNumber: q });
      const view = await recordAfter(game, join, q);
      const standing = view.standing as NonNullable<PlayerView['standing']>;
      await page.locator('[data-mode="6"]').waitFor();
      expect(standing.correct, `question ${q + 1} judged`).toBe(step.answer !== wrongAnswer);
      await heading(page, standing.correct ? 'Correct!' : 'Incorrect').waitFor();
      await page.getByText(`+${standing.points} points`, { exact: true }).waitFor();
      expect(standing.points > 0).toBe(standing.correct);
      await expect.poll(() => shownRankRows(page)).toEqual(rankRows(view));
      await expect
        .poll(() => footer(page).innerText())
        .toMatch(new RegExp(`${view.score.toLocaleString('en-US')}$`));
      if (q === questions.length - 1) {
        await page.getByText(`Final rank: ${ordinalOf(standing.rank)} of 3`).waitFor();
        await screenshot(page, 'play-final');
      } else if (q <= 1) {
        await screenshot(page, `play-result-${standing.correct ? 'correct' : 'incorrect'}`);
      }
    }
  },
  240_000,
);

const ordinalOf = (rank: number) => `${rank}${['th', 'st', 'nd', 'rd'][rank] ?? 'th'}`;

journey(
  'a reload mid-game shows Rejoin and resumes; a kicked player is sent back to the join form',
  async ({ page }) => {
    const game = await openGame();
    const { host, gameID, roomCode, questions } = game;
    // The host's QR code opens /join with the code filled in.
    await page.goto(appUrl(`/join?code=${roomCode}`));
    expect(await codeInput(page).inputValue()).toBe(formatted(roomCode));
    await nameInput(page).fill('Dee');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await heading(page, WAITING_FOR_HOST).waitFor();
    const join = (await savedJoin(page)) as SavedJoin;
    await sdkPlayer(roomCode, 'Eve');

    await host.startPlaying({ gameID, totalQuestions: questions.length });
    await host.introQuestion({ gameID, questionNum: 0 });
    await host.startQuestion({ gameID, questionNumber: 0 });
    await page.locator('[data-mode="4"]').waitFor();
    await page
      .getByRole('button', { name: cellName(correctAnswer(questions[0] as GameQuestion) as number) })
      .click();
    await heading(page, WAITING_FOR_EVERYONE).waitFor();
    await answerArrived(game, join.userID);

    // A reload while the question is open: Rejoin, then "Waiting…" again, not the cells.
    await page.reload();
    await heading(page, 'Join a game').waitFor();
    expect(await codeInput(page).inputValue()).toBe(formatted(roomCode));
    expect(await nameInput(page).inputValue()).toBe('Dee');
    await screenshot(page, 'play-rejoin-form');
    await page.getByRole('button', { name: 'Rejoin', exact: true }).click();
    await heading(page, WAITING_FOR_EVERYONE).waitFor();
    expect(await savedJoin(page)).toEqual(join);

    await host.endQuestion({ gameID, questionNumber: 0 });
    const view = await recordAfter(game, join, 0);
    await heading(page, 'Correct!').waitFor();
    await page.getByText(`+${view.standing?.points} points`, { exact: true }).waitFor();

    // Reopened at /join with no code: the saved join fills it, and Rejoin comes back to the result.
    await page.goto(appUrl('/join'));
    expect(await codeInput(page).inputValue()).toBe(formatted(roomCode));
    await page.getByRole('button', { name: 'Rejoin', exact: true }).click();
    await heading(page, 'Correct!').waitFor();

    // Kicked: the saved join is cleared and the page reloads onto the form, which now offers Join.
    const reloaded = page.waitForEvent('load');
    await host.kickPlayer({ gameID, userID: join.userID });
    await reloaded;
    await heading(page, 'Join a game').waitFor();
    expect(await savedJoin(page)).toBeNull();
    // Opened at /join with no code, and no saved join to fill it from now: the form starts empty.
    expect(await codeInput(page).inputValue()).toBe('');
    expect(await nameInput(page).inputValue()).toBe('Dee');
    await codeInput(page).fill(roomCode);
    await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await screenshot(page, 'play-kicked');
  },
  120_000,
);

journey(
  'the join form: an unknown code alerts and reloads; a taken name is said under the form',
  async ({ page }) => {
    // The callables answer a refused join with an HTTP error status, which Chromium logs.
    allowConsoleErrors(page, /Failed to load resource: the server responded with a status of (404|409)/);
    const game = await openGame();
    await sdkPlayer(game.roomCode, 'Bo');

    const randomCode = () =>
      Array.from({ length: 9 }, () => 'asdfjkl'[Math.floor(Math.random() * 7)]).join('');
    let unknown = randomCode();
    while ((await readGamesAsAdmin(stack(), gamePaths.ongoingRoom(unknown))) !== null) unknown = randomCode();

    await page.goto(appUrl('/join'));
    await codeInput(page).fill(unknown);
    await nameInput(page).fill('Ada');
    // The alert is accepted as it opens; then the page reloads.
    const alerted = new Promise<{ type: string; message: string }>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      });
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    expect(await alerted).toEqual({ type: 'alert', message: 'That room code does not exist.' });
    await reloaded;
    await heading(page, 'Join a game').waitFor();

    await codeInput(page).fill(game.roomCode);
    await nameInput(page).fill('BO');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'That name is already taken in this game. Try another one.' })
      .waitFor();
    await screenshot(page, 'play-name-taken');
    await nameInput(page).fill('Bob');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await heading(page, WAITING_FOR_HOST).waitFor();
  },
);

journey(
  'lays out 4, 12 and 9 options as large cells and rows, and says when the time is up',
  async ({ page, viewport }) => {
    const types = questionsOfEveryType();
    const quiz = quizOf([
      {
        ...types[QuestionType.SingleChoice],
        answers: textOptions(4, [1]),
        typeSpecificSettings: { randomizeOrder: false },
      } as Question,
      {
        ...types[QuestionType.MultiSelect],
        answers: textOptions(12, [0, 11]),
        typeSpecificSettings: { randomizeOrder: false },
      } as Question,
      {
        ...types[QuestionType.Arrange],
        answers: textOptions(9, []).map(({ name, type }) => ({ name, type })),
      } as Question,
      types[QuestionType.TrueFalse],
    ]);
    // Two seconds to answer the true/false question.
    const game = await openGame({
      ...quiz,
      questions: quiz.questions.map((shown, q) => (q === 3 ? { ...shown, timeLimit: 2 } : shown)),
    });
    const { host, gameID } = game;
    await page.goto(appUrl(`/join?code=${game.roomCode}`));
    await nameInput(page).fill('Flo');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await heading(page, WAITING_FOR_HOST).waitFor();
    await host.startPlaying({ gameID, totalQuestions: 4 });

    const open = async (q: number) => {
      await host.introQuestion({ gameID, questionNum: q });
      await host.startQuestion({ gameID, questionNumber: q });
      await page.locator('[data-mode="4"]').waitFor();
    };
    /** The cells' boxes: each a large touch target, in as many columns as expected. */
    const expectCells = async (count: number, columns: { phone: number; desktop: number }) => {
      const cells = page.getByRole('button', { name: /^Answer \d+ \(/ });
      expect(await cells.count()).toBe(count);
      const boxes = await Promise.all((await cells.all()).map((cell) => cell.boundingBox()));
      for (const box of boxes) {
        expect(box?.width).toBeGreaterThanOrEqual(88);
        expect(box?.height).toBeGreaterThanOrEqual(72);
      }
      expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(columns[viewport]);
    };

    await open(0);
    await expectCells(4, { phone: 2, desktop: 2 });
    await screenshot(page, 'play-grid-4');
    await page.getByRole('button', { name: cellName(1) }).click();
    await heading(page, WAITING_FOR_EVERYONE).waitFor();
    await host.endQuestion({ gameID, questionNumber: 0 });
    await heading(page, 'Correct!').waitFor();

    await open(1);
    await expectCells(12, { phone: 3, desktop: 4 });
    await page.getByRole('button', { name: cellName(0) }).click();
    await page.getByRole('button', { name: cellName(11) }).click();
    await screenshot(page, 'play-grid-12');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await heading(page, WAITING_FOR_EVERYONE).waitFor();
    await host.endQuestion({ gameID, questionNumber: 1 });
    await heading(page, 'Correct!').waitFor();

    await open(2);
    const items = page.getByRole('list', { name: 'Your order, first to last' }).getByRole('listitem');
    expect(await items.count()).toBe(9);
    for (const item of await items.all())
      expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    await screenshot(page, 'play-arrange-9');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await heading(page, WAITING_FOR_EVERYONE).waitFor();
    await host.endQuestion({ gameID, questionNumber: 2 });
    await heading(page, /^(Correct!|Incorrect)$/).waitFor();

    // Two seconds to answer, and no answer: the phone says so when the time is up.
    await open(3);
    await heading(page, "Time's up!").waitFor({ timeout: 10_000 });
    await screenshot(page, 'play-time-up');
    await host.endQuestion({ gameID, questionNumber: 3 });
    await heading(page, 'Incorrect').waitFor();
    await page.getByText('+0 points', { exact: true }).waitFor();
  },
  120_000,
);
