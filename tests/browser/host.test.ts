// The host's big screen (/host, SPEC §2, §4, §6) in a real browser against the real local stack: a host
// signs in, opens a game of a quiz with all five question types and runs it to the final leaderboard,
// while players driven from the test (stack/liveGame/clients.ts, each a client app of its own, as the
// /join page is) join, answer and get kicked. Every phase of the host's screen is photographed.
// Over 60 s: a whole game of all five question types with three players, at both sizes, every phase photographed.
import { setLogLevel } from 'firebase/app';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject } from 'vitest';
import {
  lobbyKickPrompt,
  MediaMode,
  newQuestion,
  Visibility,
  type GameQuiz,
  type Question,
  type QuizContent,
} from '@/domain';
import { demoCovers } from '../../stack/demoData';
import {
  correctAnswer,
  joinAsPlayer,
  type PlayerClient,
  playedGameQuiz,
  wrongAnswer,
} from '../../stack/liveGame/clients';
import { createAccount, logIn, type SignedInClient, authorWithQuiz } from './accountsOnStack';
import {
  answerCount,
  introThenOpen,
  kickFromLeaderboard,
  leaderboardNames,
  lobbyNames,
  lobbyQrLink,
  lobbyRoomCode,
  playToLobby,
  results,
  shot,
  signInToHost,
  toLeaderboard,
} from './hostScreen';
import { animationsSettled, appUrl, currentPath, heading, journey, screenshot, useChromium } from './support';
import { scaledMs } from '../../stack/timeScale';

useChromium();
// A kicked player's listeners are refused by the rules: expected here, not worth the SDK's warning.
setLogLevel('error');

const clients: SignedInClient[] = [];
const players: PlayerClient[] = [];
afterEach(async () => {
  await Promise.all([...clients.splice(0), ...players.splice(0)].map((client) => client.close()));
});

const question = (fields: Partial<Question> & Pick<Question, 'questionType' | 'answers' | 'title'>) =>
  ({ ...newQuestion(), typeSpecificSettings: {}, timeLimit: 20, ...fields }) as Question;
const choice = (name: string, isCorrect = false) => ({ name, type: 0 as const, isCorrect });

/** Five questions, one of each type, with an image, a video, and a short time limit on the fourth. */
const QUIZ: QuizContent = {
  data: {
    title: 'Science sprint live',
    desc: 'Space, sound, capitals, primes and butterflies: one question of every type.',
    image: [...demoCovers.science],
    randomizeQuestionOrder: false,
    visibility: Visibility.Unlisted,
    version: 0,
    copyProtect: false,
  },
  questions: [
    question({
      questionType: 0,
      title: 'Which planet is known as the Red Planet?',
      desc: 'Look at the picture.',
      mediaMode: MediaMode.Image,
      mediaURL: [...demoCovers.capitals],
      answers: [choice('Venus'), choice('Mars', true), choice('Jupiter'), choice('Mercury')],
      typeSpecificSettings: { randomizeOrder: false },
    }),
    question({
      questionType: 1,
      title: 'Sound travels faster in water than in air.',
      mediaMode: MediaMode.Video,
      mediaURL: 'https://www.youtube.com/watch?v=D8pnmwOXhoY',
      answers: [
        { name: 'True', isCorrect: true },
        { name: 'False', isCorrect: false },
      ],
      // Worth more, so that the second player overtakes the first and the leaderboard's order changes.
      customPointsOptions: { basePoints: 3000, timeBonus: 0 },
    }),
    question({
      questionType: 2,
      // A long title, set smaller so that the screen keeps its room.
      title:
        'Name the capital of Japan: the city that hosted the 1964 and 2020 Summer Olympics and is home to the Shibuya crossing.',
      answers: ['Tokyo', ''],
      typeSpecificSettings: { caseSensitive: false },
    }),
    question({
      questionType: 3,
      title: 'Which of these numbers are prime?',
      answers: [
        choice('2', true),
        choice('9'),
        choice('11', true),
        choice('15'),
        choice('17', true),
        choice('21'),
      ],
      typeSpecificSettings: { randomizeOrder: false },
      timeLimit: 5,
    }),
    question({
      questionType: 4,
      title: 'Put the life cycle of a butterfly in order.',
      answers: ['Egg', 'Caterpillar', 'Chrysalis', 'Butterfly'].map((name) => ({ name, type: 0 as const })),
    }),
  ],
};
const TOTAL = QUIZ.questions.length;

const stage = (page: Page) => page.locator('.host-stage');

/** What the screens show of question `number` of the quiz. */
const shownQuestion = (number: number) => ({
  number,
  total: TOTAL,
  title: QUIZ.questions[number]?.title as string,
});

describe('/host', () => {
  journey(
    'a host signs in, opens the lobby, and runs a game of every question type to the final leaderboard',
    async ({ page, viewport }) => {
      // The screen warns when a step it sent failed (it sends it again): worth seeing when a run fails.
      page.on('console', (message) => {
        if (message.type() === 'warning') console.warn(`host page (${viewport}): ${message.text()}`);
      });
      // No network here: the video player's scripts and frames are answered empty, as if still loading.
      await page.route(/youtube\.com|ytimg\.com/, (route) => route.fulfill({ status: 200, body: '' }));
      const stack = inject('browserStack');
      const { account, quizId } = await authorWithQuiz(QUIZ, clients);

      await signInToHost(page, account, quizId);
      // Before the game: the quiz and Play.
      const gameId = await playToLobby(page, QUIZ.data.title, 'host-play');

      // The lobby: the room code as ASD-FJK-LAS, the join site, a QR code of /join with the code.
      const { shown: codeShown, roomCode } = await lobbyRoomCode(page);
      await page.getByText(/Go to .*\/join and enter the room code/).waitFor();
      const qr = lobbyQrLink(page, codeShown);
      expect(await qr.getAttribute('href')).toBe(appUrl(`/join?code=${roomCode}`));
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
      await page.getByText('0 players').waitFor();
      expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);
      await shot(page, 'host-lobby-empty');

      const quiz: GameQuiz = await playedGameQuiz(stack, gameId);
      const join = async (name: string) => {
        const player = await joinAsPlayer(stack, roomCode, name);
        players.push(player);
        return player;
      };
      const ada = await join('Ada');
      const grace = await join('Grace');
      const linus = await join('Linus');
      const kim = await join('Kim');
      await expect.poll(() => lobbyNames(page)).toEqual(['Kim', 'Linus', 'Grace', 'Ada']);
      await page.getByText('4 players').waitFor();
      await shot(page, 'host-lobby');

      // Kicking from the lobby.
      await page.getByRole('button', { name: 'Linus' }).click();
      const kickDialog = page.getByRole('alertdialog', { name: 'Kick Player' });
      await kickDialog.getByText(lobbyKickPrompt('Linus')).waitFor();
      await shot(page, 'host-lobby-kick');
      await kickDialog.getByRole('button', { name: 'Kick' }).click();
      await kickDialog.waitFor({ state: 'hidden' });
      await expect.poll(() => lobbyNames(page)).toEqual(['Kim', 'Grace', 'Ada']);
      await linus.record.until((view) => view === null);

      // Start: the quiz intro, a 5 s bar.
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByText('Get ready!').waitFor();
      await heading(page, QUIZ.data.title).waitFor();
      await page.getByRole('progressbar', { name: 'The first question is coming' }).waitFor();
      await shot(page, 'host-quiz-intro');

      const answer = (player: PlayerClient, number: number, right: boolean) => {
        const shown = quiz.questions[number];
        if (!shown) throw new Error(`no question ${number}`);
        return player.submit(number, right ? correctAnswer(shown) : wrongAnswer(shown));
      };

      // Question 1, single choice with an image: everyone answers, so it ends at once.
      await introThenOpen(page, shownQuestion(0), 'host-single-choice-intro');
      await page.getByRole('timer').waitFor();
      expect(await page.locator('.host-answer-text').allTextContents()).toEqual([
        '1. Venus',
        '2. Mars',
        '3. Jupiter',
        '4. Mercury',
      ]);
      await page.locator('.host-media-image img').waitFor();
      await answer(ada, 0, true);
      await expect.poll(() => answerCount(page)).toBe('1');
      await shot(page, 'host-single-choice-question');
      await answer(grace, 0, false);
      await answer(kim, 0, false);
      await results(page);
      await page.getByText('1 of 3 correct').waitFor();
      await expect.poll(() => page.locator('.host-answer-correct').count()).toBe(1);
      await expect.poll(() => page.locator('.host-answer-incorrect').count()).toBe(3);
      await shot(page, 'host-single-choice-results');
      await page.getByRole('button', { name: 'Show media' }).click();
      await page.locator('.host-results-media img').waitFor();
      await shot(page, 'host-single-choice-results-media');
      await page.getByRole('button', { name: 'Show answers' }).click();
      await toLeaderboard(page);
      await expect.poll(() => leaderboardNames(page)).toEqual(['Ada', 'Grace', 'Kim']);
      await shot(page, 'host-leaderboard-first');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Question 2, true/false with a video: Grace overtakes Ada; the leaderboard shows the old order first.
      await introThenOpen(page, shownQuestion(1), 'host-true-false-intro');
      await page.locator('.host-media-video').waitFor();
      await shot(page, 'host-true-false-question');
      await answer(ada, 1, false);
      await answer(grace, 1, true);
      await answer(kim, 1, false);
      await results(page);
      await shot(page, 'host-true-false-results');
      await toLeaderboard(page);
      expect(await leaderboardNames(page)).toEqual(['Ada', 'Grace', 'Kim']);
      // Taken once the rows have faded in (0.4 s), before the new order comes, 1500 ms after the old.
      await animationsSettled(page);
      await screenshot(page, 'host-leaderboard-old-order');
      await expect
        .poll(() => leaderboardNames(page), { timeout: scaledMs(5000) })
        .toEqual(['Grace', 'Ada', 'Kim']);
      // Once the rows have slid to their new places.
      await shot(page, 'host-leaderboard-new-order');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Question 3, open-ended: the host reloads while it is open, comes back to it, then skips.
      await introThenOpen(page, shownQuestion(2), 'host-open-ended-intro');
      await page.getByText('Type your answer on your device').waitFor();
      await answer(ada, 2, true);
      await expect.poll(() => answerCount(page)).toBe('1');
      // Reloaded once the countdown has left its full 20 s, so that a countdown started afresh would show.
      const countdown = async () => Number(await page.locator('.host-countdown-value').textContent());
      await expect.poll(countdown, { timeout: scaledMs(10_000) }).toBeLessThan(20);
      const secondsBeforeReload = await countdown();
      await page.reload();
      await heading(page, QUIZ.questions[2]?.title as string).waitFor();
      await page.getByText('Type your answer on your device').waitFor();
      await expect.poll(() => answerCount(page)).toBe('1');
      const secondsAfterReload = await countdown();
      expect(secondsAfterReload).toBeGreaterThan(0);
      expect(secondsAfterReload).toBeLessThanOrEqual(secondsBeforeReload);
      expect(currentPath(page)).toBe(`/host?s=${gameId}`);
      await shot(page, 'host-open-ended-question-reloaded');
      await page.getByRole('button', { name: 'Skip' }).click();
      await results(page);
      await page.getByText('1 of 1 correct').waitFor();
      expect(await page.locator('.host-accepted-answer').allTextContents()).toEqual(['Tokyo']);
      await shot(page, 'host-open-ended-results');
      await toLeaderboard(page);
      // Reloaded since the last leaderboard: the new order at once.
      await page.getByRole('button', { name: 'Continue' }).click();

      // Question 4, multi-select with a 5 s limit: nobody answers, the time ends it.
      await introThenOpen(page, shownQuestion(3), 'host-multi-select-intro');
      await expect.poll(() => page.locator('.host-answer').count()).toBe(6);
      const rows = await page
        .locator('.host-answer')
        .evaluateAll(
          (cells) => new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top))).size,
        );
      // SPEC §2: 6 options make 2 rows on the big screen; a phone stacks them.
      expect(rows).toBe(viewport === 'desktop' ? 2 : 6);
      await shot(page, 'host-multi-select-question');
      await results(page);
      await page.getByText('No answers').waitFor();
      await shot(page, 'host-multi-select-results');
      await toLeaderboard(page);

      // Kicking from the leaderboard.
      await kickFromLeaderboard(page, 'Kim', { notice: 'host-leaderboard-kicked' });
      await kim.record.until((view) => view === null);
      await page.getByRole('button', { name: 'Continue' }).click();

      // Question 5, arrange, the last: the final leaderboard, without Continue.
      await introThenOpen(page, shownQuestion(4), 'host-arrange-intro');
      await shot(page, 'host-arrange-question');
      await answer(ada, 4, true);
      await answer(grace, 4, false);
      await results(page);
      expect(await page.locator('.host-arrange-item .host-answer-text').allTextContents()).toEqual([
        'Egg',
        'Caterpillar',
        'Chrysalis',
        'Butterfly',
      ]);
      await shot(page, 'host-arrange-results');
      await toLeaderboard(page, true);
      // The final top five is the ranking the server gave the players (Kim kicked, Linus long gone).
      const standings = await Promise.all(
        [ada, grace].map(async (player) => ({
          name: player.username,
          view: await player.standingFor(4),
        })),
      );
      const ranking = standings
        .sort((a, b) => (a.view.standing?.rank ?? 0) - (b.view.standing?.rank ?? 0))
        .map((entry) => entry.name);
      await expect.poll(() => leaderboardNames(page), { timeout: scaledMs(5000) }).toEqual(ranking);
      expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
      expect(await page.locator('.host-leaderboard-score').allTextContents()).toEqual(
        standings.map((entry) => entry.view.score.toLocaleString('en-US')),
      );
      await shot(page, 'host-final-leaderboard');
    },
    scaledMs(360_000),
  );

  journey('a host who does not own the game is told it does not exist', async ({ page }) => {
    const account = await createAccount();
    await logIn(page, account);
    await page.goto(appUrl('/host?s=no-such-game'));
    await page.getByRole('heading', { name: 'This game does not exist or has ended.' }).waitFor();
    expect(await stage(page).count()).toBe(0);
  });
});
