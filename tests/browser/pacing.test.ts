// Pacing in real browsers against the local stack: a host opens a game with
// "Auto-advance" from the Play screen's Game options, a player joins on a phone; during the first question
// the host pauses (the phone and the big screen say "Paused", the countdown stands still) and resumes; the
// question's results count down and the game moves on to the next question by itself. At both sizes of
// the host's screen, each moment photographed. At the desktop size the game goes on to its podium, and
// every phase of the host's screen is checked to fit the usual projectors (1280 × 720 to 1920 × 1080)
// without scrolling, its foot's controls and the countdown in view, photographed at the two smallest.
// Over 60 s: a game that moves on by itself: it waits out real countdowns, at both sizes of the host screen.
import type { Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import {
  EXPLANATION_MAX_LENGTH,
  MediaMode,
  questionOfTotal,
  QuestionType,
  screenTexts,
  type QuizContent,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import {
  correctAnswer,
  joinAsPlayer,
  playedGameQuiz,
  type PlayerClient,
  wrongAnswer,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { authorWithQuiz } from './accountsOnStack';
import {
  fitsProjectors,
  introThenOpen,
  lobbyNames,
  lobbyRoomCode,
  playToLobby,
  projectorSizes,
  results,
  shot,
  signInToHost,
  toLeaderboard,
  waitForQuestionOpen,
} from './hostScreen';
import { answering, answerOnPage, fillJoinFormByTyping, joinButton } from './playerScreen';
import {
  closeAfterEach,
  heading,
  journey,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
} from './support';

useChromium();

const stack = () => inject('browserStack');

const trueFalse = questionsOfEveryType()[QuestionType.TrueFalse];
/** An explanation as long as one may be: the results must still fit a projector's screen. */
const LONGEST_EXPLANATION = 'Sound is a wave of pressure passed on from molecule to molecule. '
  .repeat(7)
  .slice(0, EXPLANATION_MAX_LENGTH);
/**
 * Two true-or-false questions of a minute each: time enough to pause and resume in the first, which has a
 * picture and the longest explanation, the most a question's screens hold.
 */
const QUIZ: QuizContent = {
  data: {
    ...quizOfEveryType().data,
    title: 'Pacing journey',
    desc: 'Pause, resume, and results that move on by themselves.',
    image: [...demoCovers.science],
  },
  questions: [
    {
      ...trueFalse,
      timeLimit: 60,
      mediaMode: MediaMode.Image,
      mediaURL: [...demoCovers.science],
      explanation: LONGEST_EXPLANATION,
    },
    { ...trueFalse, title: 'The Sun is a star.', timeLimit: 60 },
  ],
};
/**
 * At the desktop size, long enough for the results and the leaderboard to be checked at every projector size
 * before they go; the phone's run checks no layout and waits less.
 */
const AUTO_ADVANCE_SECONDS = { desktop: 14, phone: 8 } as const;

/** Four more players at the desktop size, each name as long as a name may be (20 characters). */
const LONG_NAMES = [
  'Guinevere Montgomery',
  'Bartholomew Ignatius',
  'Maximiliana Fernanda',
  'Evangeline Rosalinde',
];

const { contexts, clients } = closeAfterEach();
const players: PlayerClient[] = [];
afterEach(async () => {
  await Promise.all(players.splice(0).map((player) => player.close()));
});

/** Pauses the phase, runs `check` on it, and resumes it. */
async function whilePaused(page: Page, check: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('status').filter({ hasText: screenTexts.paused }).waitFor();
  await check();
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
}

/**
 * At each projector size, the Play screen's Play button is whole in the window with the page at its top,
 * whatever the options above it (the field last typed in let go, so that the browser keeps nothing in view).
 */
async function playInView(page: Page): Promise<void> {
  const own = page.viewportSize();
  const play = page.getByRole('button', { name: 'Play' });
  await page.evaluate('document.activeElement?.blur()');
  for (const size of projectorSizes) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    const box = await play.boundingBox();
    expect
      .soft(box && box.y >= 0 && box.y + box.height <= size.height, `Play at ${size.width}×${size.height}`)
      .toBe(true);
  }
  if (own) await page.setViewportSize(own);
}

/** The number the host's countdown shows (the open question's, or the timed results'). */
const timerSeconds = async (page: Page) =>
  Number(/\d+/.exec((await page.getByRole('timer').textContent()) ?? '')?.[0]);

journey(
  'the host pauses and resumes a question, and timed results move on by themselves',
  async ({ page: hostPage, viewport }) => {
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('pacing', pages, async () => {
      const { account, quizId } = await authorWithQuiz(QUIZ, clients);
      await signInToHost(hostPage, account, quizId);

      // Game options: auto-advance, a few seconds after the results and after each leaderboard.
      const options = hostPage.getByRole('region', { name: 'Game options' });
      await options.getByRole('checkbox', { name: 'Auto-advance' }).check();
      await options
        .getByRole('spinbutton', { name: 'Seconds before continuing' })
        .fill(String(AUTO_ADVANCE_SECONDS[viewport]));
      // Play is in view at every projector size, under the options, without scrolling.
      if (viewport === 'desktop') await playInView(hostPage);
      const gameId = await playToLobby(hostPage, QUIZ.data.title, `pacing-host-options`);
      const { roomCode } = await lobbyRoomCode(hostPage);
      const { questions } = await playedGameQuiz(stack(), gameId);

      const { context: phoneContext, page: phone } = await newPage('phone');
      contexts.push(phoneContext);
      pages.push(['phone', phone]);
      await fillJoinFormByTyping(phone, roomCode, 'Ada');
      await joinButton(phone).click();
      await heading(phone, screenTexts.joinWaiting).waitFor();
      await expect.poll(() => lobbyNames(hostPage)).toEqual(['Ada']);
      // The lobby waits for Start: nothing to pause there.
      expect(await hostPage.getByRole('button', { name: 'Pause' }).count()).toBe(0);
      const desktop = viewport === 'desktop';
      if (desktop) {
        // A full leaderboard and podium of the longest names, answering from the test.
        for (const name of LONG_NAMES) players.push(await joinAsPlayer(stack(), roomCode, name));
        await expect.poll(async () => (await lobbyNames(hostPage)).length).toBe(1 + LONG_NAMES.length);
        await fitsProjectors(hostPage, 'host-layout-lobby');
      }
      await hostPage.getByRole('button', { name: 'Start' }).click();

      const first = questions[0] as (typeof questions)[number];
      if (desktop) {
        // The intros are short: each is checked while paused, the "Paused" sign over it.
        await hostPage.getByText('Get ready!', { exact: true }).waitFor({ timeout: scaledMs(60_000) });
        await whilePaused(hostPage, () => fitsProjectors(hostPage, 'host-layout-quiz-intro'));
        await hostPage
          .getByText(questionOfTotal(1, 2), { exact: true })
          .waitFor({ timeout: scaledMs(60_000) });
        await whilePaused(hostPage, () => fitsProjectors(hostPage, 'host-layout-question-intro'));
        await waitForQuestionOpen(hostPage);
        await fitsProjectors(hostPage, 'host-layout-question');
      } else {
        // On a busy machine the first steps' callables can take a while: the backup timer keeps sending them.
        await hostPage
          .getByText(questionOfTotal(1, 2), { exact: true })
          .waitFor({ timeout: scaledMs(60_000) });
        await introThenOpen(hostPage, { number: 0, total: 2, title: first.title }, 'pacing-host-intro');
      }
      await answering(phone);

      // Pause: the phone says "Paused", the big screen too, its countdown stands still.
      await hostPage.getByRole('button', { name: 'Pause' }).click();
      await heading(phone, screenTexts.paused).waitFor();
      await hostPage.getByRole('button', { name: 'Resume' }).waitFor();
      await hostPage.getByRole('status').filter({ hasText: screenTexts.paused }).waitFor();
      const frozen = await timerSeconds(hostPage);
      const frozenSeen = await hostPage.evaluate(() => Date.now());
      await shot(hostPage, 'pacing-host-paused');
      await screenshot(phone, `pacing-player-paused-${viewport}-host`);
      // No event marks when a running countdown (a tick every 200 ms) would have moved on; the page's own
      // clock, 2.5 s on, is that moment.
      await hostPage.waitForFunction((until) => Date.now() >= until, frozenSeen + 2500, {
        timeout: scaledMs(10_000),
      });
      expect(await timerSeconds(hostPage)).toBe(frozen);

      // Resume: the question goes on from where it stopped; the player answers.
      await hostPage.getByRole('button', { name: 'Resume' }).click();
      await hostPage.getByRole('button', { name: 'Pause' }).waitFor();
      await answering(phone);
      expect(await hostPage.getByText(screenTexts.paused, { exact: true }).count()).toBe(0);
      expect(await timerSeconds(hostPage)).toBeGreaterThanOrEqual(frozen - 1);
      await shot(hostPage, 'pacing-host-resumed');
      // The others answer first, wrongly, so that Ada's answer ends the question.
      for (const player of players) await player.submit(0, wrongAnswer(first));
      await answerOnPage(phone, first, 0);

      // Everyone answered: the results count down, the leaderboard comes halfway, then the next question.
      await results(hostPage);
      await hostPage
        .getByRole('timer')
        .filter({ hasText: /^Next question in \d+$/ })
        .waitFor();
      await shot(hostPage, 'pacing-host-auto-advance');
      if (desktop) {
        await hostPage.getByRole('region', { name: 'Explanation' }).getByText(LONGEST_EXPLANATION).waitFor();
        await fitsProjectors(hostPage, 'host-layout-results');
      }
      await heading(hostPage, screenTexts.leaderboard).waitFor({ timeout: scaledMs(30_000) });
      await hostPage
        .getByRole('timer')
        .filter({ hasText: /^Next question in \d+$/ })
        .waitFor();
      await shot(hostPage, 'pacing-host-auto-advance-leaderboard');
      if (desktop) await fitsProjectors(hostPage, 'host-layout-leaderboard');
      await hostPage.getByText(questionOfTotal(2, 2), { exact: true }).waitFor({ timeout: scaledMs(30_000) });
      const second = questions[1] as (typeof questions)[number];
      await heading(hostPage, second.title).waitFor();
      await shot(hostPage, 'pacing-host-moved-on');
      if (!desktop) return;

      // The last question: its results wait for the host, then the final leaderboard and the podium.
      await waitForQuestionOpen(hostPage);
      for (const [index, player] of players.entries()) {
        await player.submit(1, index % 2 === 0 ? correctAnswer(second) : wrongAnswer(second));
      }
      await answering(phone);
      await answerOnPage(phone, second, 0);
      await results(hostPage);
      await fitsProjectors(hostPage, 'host-layout-last-results');
      await toLeaderboard(hostPage, true);
      await fitsProjectors(hostPage, 'host-layout-final-leaderboard');
      await hostPage.getByRole('button', { name: 'Show the podium' }).click();
      await hostPage.getByRole('listitem', { name: '1st place' }).getByText('Ada').waitFor();
      await fitsProjectors(hostPage, 'host-layout-podium');
    });
  },
  scaledMs(180_000),
);
