// The player's phone (/join) in a real browser against the real local stack (SPEC §2 Player screen, §4
// player modes, §5 room code, §8 Game): a host driven from the test through the real callables, other
// players as SDK clients, and one real player in Chromium who joins by typing the code, plays a question of
// every type, and sees the points, rank and score the server computed, and its final place with confetti.
// Then a reload that goes straight back into the game, a rejoin, a kick, and the join form's errors. During
// a game the phone leaves out the site's footer.
// Over 60 s: a phone plays a question of every type, then a reload, a rejoin and a kick, at both sizes.
import { setLogLevel } from 'firebase/app';
import { afterEach, expect, inject } from 'vitest';
import {
  AnswerKind,
  formatRoomCode,
  gameMessages,
  gamePaths,
  NO_ANSWER_VERDICT,
  pointsGained,
  QuestionType,
  questionOfTotal,
  screenTexts,
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
} from '../../stack/liveGame/clients';
import {
  answerCell,
  answering,
  answerOnPage,
  codeInput,
  eventually,
  expectResultShown,
  fillJoinFormByTyping,
  footer,
  joinButton,
  nameInput,
  recordAfter,
  savedJoin,
  siteFooter,
  verdictText,
} from './playerScreen';
import {
  acceptNextDialog,
  allowConsoleErrors,
  appUrl,
  filledTo,
  heading,
  journey,
  screenshot,
  useChromium,
} from './support';
import { scaledMs } from '../../stack/timeScale';

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

/** Waits until the host counts the answer of `userID` to the open question. */
const answerArrived = (game: Game, userID: string) =>
  eventually(`the answer of ${userID}`, async () => {
    const submitted = await game.host.submitted(game.gameID);
    return submitted[userID] ? true : undefined;
  });

journey(
  'joins by typing the code and plays every question type with the points, rank and score the server gave',
  async ({ page }) => {
    const game = await openGame();
    const { host, gameID, questions } = game;
    await page.goto(appUrl('/join'));
    await heading(page, 'Join a game').waitFor();
    await screenshot(page, 'play-join-empty');

    await fillJoinFormByTyping(page, game.roomCode, 'Ada');
    await screenshot(page, 'play-join-form');
    await joinButton(page).click();
    await heading(page, screenTexts.joinWaiting).waitFor();
    const join = await savedJoin(page);
    expect(join).toMatchObject({ gameID, roomCode: game.roomCode });
    if (!join) throw new Error('no saved join');
    await expect.poll(() => footer(page).innerText()).toContain(formatRoomCode(game.roomCode));
    expect(await footer(page).innerText()).toContain('Ada');
    // In the game, no link of the site's footer is there to leave it by mistake.
    expect(await siteFooter(page).count(), 'the site footer in the lobby').toBe(0);
    await screenshot(page, 'play-lobby');

    // Two other players, so that the rank view has someone above and below.
    const bo = await sdkPlayer(game.roomCode, 'Bo');
    await sdkPlayer(game.roomCode, 'Cy');

    await host.startPlaying({ gameID, totalQuestions: questions.length });
    await page.locator('[data-mode="1"]').waitFor();
    await heading(page, screenTexts.joinWaiting).waitFor();

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
      await heading(page, questionOfTotal(q + 1, 5)).waitFor();
      const introBar = page.getByRole('progressbar', { name: 'Time until the question opens' });
      expect(await introBar.count()).toBe(1);
      if (q === 0) {
        // Photographed once the bar has run a while.
        await filledTo(introBar, 30);
        await screenshot(page, 'play-intro');
      }
      await host.startQuestion({ gameID, questionNumber: q });
      await answering(page);
      expect(await page.locator('.question-bar').innerText()).toContain(questionOfTotal(q + 1, 5));
      expect(await siteFooter(page).count(), 'the site footer on the answer screen').toBe(0);

      await answerOnPage(page, shown, step.answer(shown), `play-answer-${step.name}`);
      await heading(page, screenTexts.submittedWaiting).waitFor();
      if (q === 0) await screenshot(page, 'play-submitted');
      await answerArrived(game, join.userID);
      await bo.submit(q, correctAnswer(shown));

      const last = q === questions.length - 1;
      // The final place is celebrated, but only for a player who has not asked for reduced motion.
      if (last) await page.emulateMedia({ reducedMotion: 'no-preference' });
      await host.endQuestion({ gameID, questionNumber: q });
      const view = await recordAfter(stack(), join, q);
      const standing = view.standing as NonNullable<PlayerView['standing']>;
      await page.locator('[data-mode="6"]').waitFor();
      expect(standing.correct, `question ${q + 1} judged`).toBe(step.answer !== wrongAnswer);
      await expectResultShown(page, view);
      if (last) {
        // The final screen leads with the place; the last verdict follows, smaller.
        const place = heading(page, `You finished ${ordinalOf(standing.rank)} of 3!`);
        const verdict = page.getByRole('heading', { level: 2, name: verdictText(standing), exact: true });
        const [placeBox, verdictBox] = await Promise.all([place.boundingBox(), verdict.boundingBox()]);
        expect(verdictBox?.y).toBeGreaterThan((placeBox?.y ?? 0) + (placeBox?.height ?? 0) - 1);
        const fontSize = (locator: typeof place) =>
          locator.evaluate((element) => {
            // In the page: the tests' own types have no DOM.
            const page = globalThis as unknown as { getComputedStyle(node: unknown): { fontSize: string } };
            return parseFloat(page.getComputedStyle(element).fontSize);
          });
        expect(await fontSize(verdict)).toBeLessThan(await fontSize(place));
        // Ada is on the podium of three: a burst of confetti, drawn over the screen.
        await page.locator('canvas').waitFor({ state: 'attached' });
        await screenshot(page, 'play-final');
        // The game is over: the site's footer is back.
        await siteFooter(page).getByRole('link', { name: 'Home' }).waitFor();
        expect(await place.isVisible()).toBe(true);

        // A game that has ended is never offered again: the reload opens an empty form, the join forgotten.
        await page.reload();
        await heading(page, 'Join a game').waitFor();
        expect(await codeInput(page).inputValue()).toBe('');
        expect(await savedJoin(page)).toBeNull();
      } else if (q <= 1) {
        await screenshot(page, `play-result-${standing.correct ? 'correct' : 'incorrect'}`);
      }
    }
  },
  scaledMs(240_000),
);

const ordinalOf = (rank: number) => `${rank}${['th', 'st', 'nd', 'rd'][rank] ?? 'th'}`;

journey(
  'a reload mid-game goes straight back; Rejoin after leaving and coming back; a kicked player is sent back to the join form',
  async ({ page }) => {
    const game = await openGame();
    const { host, gameID, roomCode, questions } = game;
    // The host's QR code opens /join with the code filled in.
    await page.goto(appUrl(`/join?code=${roomCode}`));
    expect(await codeInput(page).inputValue()).toBe(formatRoomCode(roomCode));
    await nameInput(page).fill('Dee');
    await joinButton(page).click();
    await heading(page, screenTexts.joinWaiting).waitFor();
    const join = (await savedJoin(page)) as SavedJoin;
    await sdkPlayer(roomCode, 'Eve');

    await host.startPlaying({ gameID, totalQuestions: questions.length });
    await host.introQuestion({ gameID, questionNum: 0 });
    await host.startQuestion({ gameID, questionNumber: 0 });
    await answering(page);
    await answerCell(page, correctAnswer(questions[0] as GameQuestion) as number).click();
    await heading(page, screenTexts.submittedWaiting).waitFor();
    await answerArrived(game, join.userID);

    // A reload while the question is open goes straight back, with no tap: "Waiting…" again, not the cells,
    // and no join form on the way.
    const shown: string[] = [];
    await page.exposeFunction('noteHeading', (text: string) => shown.push(text));
    await page.addInitScript(`new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1) window.noteHeading(h1.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true })`);
    await page.reload();
    await heading(page, screenTexts.submittedWaiting).waitFor();
    expect(shown, 'the headings shown on the way back').not.toContain('Join a game');
    expect(await siteFooter(page).count(), 'the site footer').toBe(0);
    await screenshot(page, 'play-reloaded');
    expect(await savedJoin(page)).toEqual(join);

    await host.endQuestion({ gameID, questionNumber: 0 });
    const view = await recordAfter(stack(), join, 0);
    await heading(page, screenTexts.correct).waitFor();
    await page.getByText(pointsGained(view.standing?.points ?? -1), { exact: true }).waitFor();

    // Opened again at /join with no code, as after going elsewhere: the saved join fills the form, with
    // Rejoin, which comes back to the result.
    await page.goto(appUrl('/join'));
    await joinButton(page, 'Rejoin').waitFor();
    expect(await codeInput(page).inputValue()).toBe(formatRoomCode(roomCode));
    expect(await nameInput(page).inputValue()).toBe('Dee');
    await siteFooter(page).waitFor();
    await screenshot(page, 'play-rejoin-form');
    await joinButton(page, 'Rejoin').click();
    await heading(page, screenTexts.correct).waitFor();

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
    await joinButton(page).waitFor();
    await screenshot(page, 'play-kicked');
  },
  scaledMs(120_000),
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
    const alerted = acceptNextDialog(page);
    const reloaded = page.waitForEvent('load');
    await joinButton(page).click();
    expect(await alerted).toEqual({ type: 'alert', message: gameMessages.unknownRoom });
    await reloaded;
    await heading(page, 'Join a game').waitFor();

    await codeInput(page).fill(game.roomCode);
    await nameInput(page).fill('BO');
    await joinButton(page).click();
    await page.getByRole('alert').filter({ hasText: gameMessages.nameTaken }).waitFor();
    await screenshot(page, 'play-name-taken');
    await nameInput(page).fill('Bob');
    await joinButton(page).click();
    await heading(page, screenTexts.joinWaiting).waitFor();
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
    await joinButton(page).click();
    await heading(page, screenTexts.joinWaiting).waitFor();
    const { userID } = (await savedJoin(page)) as SavedJoin;
    await host.startPlaying({ gameID, totalQuestions: 4 });

    const open = async (q: number) => {
      await host.introQuestion({ gameID, questionNum: q });
      await host.startQuestion({ gameID, questionNumber: q });
      await answering(page);
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
    await answerCell(page, 1).click();
    await heading(page, screenTexts.submittedWaiting).waitFor();
    // The phone says so as it sends: the question ends once the answer is in.
    await answerArrived(game, userID);
    await host.endQuestion({ gameID, questionNumber: 0 });
    await heading(page, screenTexts.correct).waitFor();

    await open(1);
    await expectCells(12, { phone: 3, desktop: 4 });
    await answerCell(page, 0).click();
    await answerCell(page, 11).click();
    await screenshot(page, 'play-grid-12');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await heading(page, screenTexts.submittedWaiting).waitFor();
    await answerArrived(game, userID);
    await host.endQuestion({ gameID, questionNumber: 1 });
    await heading(page, screenTexts.correct).waitFor();

    await open(2);
    const items = page.getByRole('list', { name: 'Your order, first to last' }).getByRole('listitem');
    expect(await items.count()).toBe(9);
    for (const item of await items.all())
      expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    await screenshot(page, 'play-arrange-9');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await heading(page, screenTexts.submittedWaiting).waitFor();
    // The phone says it has answered as it sends the answer: the question ends once the answer is stored.
    await answerArrived(game, userID);
    await host.endQuestion({ gameID, questionNumber: 2 });
    await heading(page, /^(Correct!|Incorrect)$/).waitFor();

    // Two seconds to answer, and no answer: the phone says so when the time is up, and its verdict says
    // "Time's up! No answer", never "Incorrect", on the screen and to a screen reader.
    await open(3);
    await heading(page, "Time's up!").waitFor();
    await screenshot(page, 'play-time-up');
    await host.endQuestion({ gameID, questionNumber: 3 });
    await heading(page, 'You finished 1st of 1!').waitFor();
    await page.getByRole('heading', { level: 2, name: NO_ANSWER_VERDICT, exact: true }).waitFor();
    await page.getByText('+0 points', { exact: true }).waitFor();
    expect(await page.getByText(screenTexts.incorrect).count()).toBe(0);
    const announcer = page.getByRole('status');
    await expect
      .poll(() => announcer.textContent())
      .toBe(`You finished 1st of 1! ${NO_ANSWER_VERDICT}. +0 points.`);
    await screenshot(page, 'play-final-no-answer');
  },
  scaledMs(120_000),
);
