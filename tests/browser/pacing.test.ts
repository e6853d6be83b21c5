// Pacing in real browsers against the local stack (issue 19, item 7): a host opens a game with
// "Auto-advance" from the Play screen's Game options, a player joins on a phone; during the first question
// the host pauses (the phone and the big screen say "Paused", the countdown stands still) and resumes; the
// question's results count down and the game moves on to the next question by itself. At both sizes of
// the host's screen, each moment photographed.
// Over 60 s: a game that moves on by itself: it waits out real countdowns, at both sizes of the host screen.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { questionOfTotal, QuestionType, screenTexts, type QuizContent } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { playedGameQuiz } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { authorWithQuiz } from './accountsOnStack';
import {
  introThenOpen,
  lobbyNames,
  lobbyRoomCode,
  playToLobby,
  results,
  shot,
  signInToHost,
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
/** Two true-or-false questions of a minute each: time enough to pause and resume in the first. */
const QUIZ: QuizContent = {
  data: {
    ...quizOfEveryType().data,
    title: 'Pacing journey',
    desc: 'Pause, resume, and results that move on by themselves.',
    image: null,
  },
  questions: [
    { ...trueFalse, timeLimit: 60 },
    { ...trueFalse, title: 'The Sun is a star.', timeLimit: 60 },
  ],
};
const AUTO_ADVANCE_SECONDS = 8;

const { contexts, clients } = closeAfterEach();

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

      // Game options: auto-advance, 8 seconds after each leaderboard.
      const options = hostPage.getByRole('region', { name: 'Game options' });
      await options.getByRole('checkbox', { name: 'Auto-advance' }).check();
      await options
        .getByRole('spinbutton', { name: 'Seconds before continuing' })
        .fill(String(AUTO_ADVANCE_SECONDS));
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
      await hostPage.getByRole('button', { name: 'Start' }).click();

      const first = questions[0] as (typeof questions)[number];
      // On a busy machine the first steps' callables can take a while: the backup timer keeps sending them.
      await hostPage.getByText(questionOfTotal(1, 2), { exact: true }).waitFor({ timeout: scaledMs(60_000) });
      await introThenOpen(hostPage, { number: 0, total: 2, title: first.title }, 'pacing-host-intro');
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
      await answerOnPage(phone, first, 0);

      // Everyone answered: the results count down, the leaderboard comes halfway, then the next question.
      await results(hostPage);
      await hostPage
        .getByRole('timer')
        .filter({ hasText: /^Next question in \d+$/ })
        .waitFor();
      await shot(hostPage, 'pacing-host-auto-advance');
      await heading(hostPage, screenTexts.leaderboard).waitFor({ timeout: scaledMs(30_000) });
      await hostPage
        .getByRole('timer')
        .filter({ hasText: /^Next question in \d+$/ })
        .waitFor();
      await shot(hostPage, 'pacing-host-auto-advance-leaderboard');
      await hostPage.getByText(questionOfTotal(2, 2), { exact: true }).waitFor({ timeout: scaledMs(30_000) });
      await heading(hostPage, (questions[1] as (typeof questions)[number]).title).waitFor();
      await shot(hostPage, 'pacing-host-moved-on');
    });
  },
  scaledMs(180_000),
);
