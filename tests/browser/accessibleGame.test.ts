// The game options for a player who cannot see the big screen, in real browsers against the local
// stack: a host turns on "Show questions on devices" and "Extra time" × 2 on the Play screen; two players
// join, one on a phone (390×844) and one at a desktop size (1440×900). Each phone shows the question's title,
// description and options' texts, with the texts inside the answer cells, and says each moment of the game
// through its one live region; the question stays open twice its 10 s limit, on the host's countdown as in
// the stored phase. Photographed as `phone-questions-on-devices` at both sizes.
// Over 60 s: a game whose questions stay open twice their limit, with two players' screens.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  AnswerKind,
  MediaMode,
  NO_ANSWER_VERDICT,
  questionOfTotal,
  QuestionType,
  screenTexts,
  type ArrangeQuestion,
  type QuizContent,
  type SharedInfo,
  type SingleChoiceQuestion,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { readGamesAsAdmin } from '../../stack/liveGame/clients';
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
  toLeaderboard,
} from './hostScreen';
import { fillJoinFormByTyping, joinButton } from './playerScreen';
import {
  animationsSettled,
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
  type ViewportName,
} from './support';

useChromium();

const stack = () => inject('browserStack');

const every = questionsOfEveryType();
const TIME_LIMIT_S = 10;
const CHOICE: SingleChoiceQuestion = {
  ...(every[QuestionType.SingleChoice] as SingleChoiceQuestion),
  title: 'Which city is the capital of Australia?',
  desc: 'It was built to be the capital.',
  answers: [
    { name: 'Sydney', type: AnswerKind.Text, isCorrect: false },
    { name: 'Canberra', type: AnswerKind.Text, isCorrect: true },
    { name: 'Melbourne, the capital of Victoria', type: AnswerKind.Text, isCorrect: false },
  ],
  typeSpecificSettings: { randomizeOrder: false },
  mediaMode: MediaMode.None,
  mediaURL: '',
  timeLimit: TIME_LIMIT_S,
};
const ARRANGE: ArrangeQuestion = {
  ...(every[QuestionType.Arrange] as ArrangeQuestion),
  title: 'Order these from west to east.',
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  timeLimit: TIME_LIMIT_S,
};
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, title: 'Questions on devices journey', image: null },
  questions: [CHOICE, ARRANGE],
};

const { contexts, clients } = closeAfterEach();

/** The phone's one live region, and what it says now. */
const announcer = (page: Page) => page.getByRole('status');
async function announced(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => announcer(page).textContent(), { timeout: scaledMs(30_000) })
    .toMatch(typeof text === 'string' ? new RegExp(`^${escape(text)}$`) : text);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it(
  'a host shows questions on devices with extra time × 2; two players, at phone and desktop sizes, play with the texts on their screens and hear each moment',
  async () => {
    const { context, page: hostPage } = await newPage('desktop');
    contexts.push(context);
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('questions-on-devices', pages, async () => {
      const { account, quizId } = await authorWithQuiz(QUIZ, clients);
      await signInToHost(hostPage, account, quizId);

      // The Play screen: both options for a player who cannot see the big screen.
      const panel = hostPage.getByRole('region', { name: 'Game options' });
      await panel.waitFor();
      const extraTime = panel.getByRole('group', { name: 'Extra time' });
      expect(await extraTime.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
      await extraTime.getByRole('radio', { name: '× 2' }).check();
      await panel.getByRole('checkbox', { name: 'Show questions on devices', exact: true }).check();
      const gameId = await playToLobby(hostPage, QUIZ.data.title, 'questions-on-devices-host-options');
      const { roomCode } = await lobbyRoomCode(hostPage);

      const players = await Promise.all(
        (['phone', 'desktop'] as ViewportName[]).map(async (viewport, index) => {
          const name = ['Ada', 'Bo'][index] as string;
          const { context: playerContext, page } = await newPage(viewport);
          contexts.push(playerContext);
          pages.push([name, page]);
          await fillJoinFormByTyping(page, roomCode, name);
          await joinButton(page).click();
          await heading(page, screenTexts.joinWaiting).waitFor();
          return { name, viewport, page };
        }),
      );
      const [phone, desktop] = players as [(typeof players)[0], (typeof players)[0]];
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo']);
      for (const { page } of players) {
        expect(await announcer(page).count()).toBe(1);
        expect(await announcer(page).textContent()).toBe('');
      }
      await hostPage.getByRole('button', { name: 'Start' }).click();

      // Question 1: the title and description on the phones from the intro.
      await hostPage.getByText(questionOfTotal(1, 2), { exact: true }).waitFor({ timeout: scaledMs(90_000) });
      for (const { page } of players) {
        await page
          .getByRole('heading', { level: 2, name: CHOICE.title })
          .waitFor({ timeout: scaledMs(30_000) });
        await page.getByText(CHOICE.desc).waitFor();
      }
      await introThenOpen(
        hostPage,
        { number: 0, total: 2, title: CHOICE.title },
        'questions-on-devices-host-question',
      );

      // Open for twice its 10 s: the stored phase, and the host's countdown past 10.
      const hostInfoDuration = await readGamesAsAdmin(
        stack(),
        `games/${gameId}/hostInfo/gameStatus/duration`,
      );
      expect(hostInfoDuration).toBe(2 * TIME_LIMIT_S * 1000);
      const timer = hostPage.getByRole('timer');
      expect(await timer.getAttribute('aria-live')).toBe('off');
      expect(Number(await timer.locator('.host-countdown-value').textContent())).toBeGreaterThan(
        TIME_LIMIT_S,
      );
      const shared = (await readGamesAsAdmin(stack(), `games/${gameId}/sharedInfo`)) as SharedInfo;
      expect(shared.gameStatus.info).toMatchObject({ duration: 20_000 });
      expect(Object.values(shared.gameStatus.info.question?.options ?? {})).toEqual([
        'Sydney',
        'Canberra',
        'Melbourne, the capital of Victoria',
      ]);
      expect(JSON.stringify(shared)).not.toContain('isCorrect');

      for (const { page, viewport } of players) {
        await announced(page, `Question 1 of 2 is open: ${CHOICE.title}`);
        const cells = page.getByRole('button', { name: /^Answer \d: / });
        await expect
          .poll(() => cells.allTextContents())
          .toEqual(['1Sydney', '2Canberra', '3Melbourne, the capital of Victoria']);
        await animationsSettled(page);
        await screenshot(page, 'phone-questions-on-devices', viewport);
      }
      // Ada answers; Bo lets the time run out: 20 s, not 10.
      await phone.page.getByRole('button', { name: 'Answer 2: Canberra (Blue diamond)' }).click();
      await announced(phone.page, `Answer sent. ${screenTexts.submittedWaiting}`);
      // Past the plain limit (fewer than 10 of the 20 s left), Bo can still answer.
      await expect
        .poll(async () => Number(await timer.locator('.host-countdown-value').textContent()), {
          timeout: scaledMs(30_000),
        })
        .toBeLessThan(TIME_LIMIT_S);
      expect(await desktop.page.getByRole('button', { name: /^Answer 1: / }).isVisible()).toBe(true);
      expect(await announcer(desktop.page).textContent()).toBe(`Question 1 of 2 is open: ${CHOICE.title}`);
      await announced(desktop.page, "Time's up!");

      await results(hostPage);
      await announced(phone.page, /^Correct! \+\d+ points\. You are 1st of 2\.$/);
      // Bo sent no answer: not "Incorrect".
      await announced(desktop.page, `${NO_ANSWER_VERDICT}. +0 points. You are 2nd of 2.`);
      await toLeaderboard(hostPage);
      await hostPage.getByRole('button', { name: /Continue/ }).click();

      // Question 2: the arrange items' texts as the big screen shows them.
      await introThenOpen(
        hostPage,
        { number: 1, total: 2, title: ARRANGE.title },
        'questions-on-devices-host-arrange',
      );
      const arranged = (await readGamesAsAdmin(
        stack(),
        `games/${gameId}/sharedInfo/gameStatus/info/question`,
      )) as {
        options: Record<string, string>;
      };
      const items = Object.values(arranged.options);
      expect([...items].sort()).toEqual(ARRANGE.answers.map((item) => item.name).sort());
      for (const { page, viewport } of players) {
        await announced(page, `Question 2 of 2 is open: ${ARRANGE.title}`);
        const list = page.getByRole('list', { name: 'Your order, first to last' });
        await expect
          .poll(() => list.getByRole('listitem').allTextContents())
          .toEqual(
            items.map(
              (item, position) =>
                `${position + 1}${item}Answer ${position + 1}: ${item} (${['Red triangle', 'Blue diamond', 'Yellow circle'][position]})`,
            ),
          );
        await animationsSettled(page);
        await screenshot(page, 'phone-questions-on-devices-arrange', viewport);
      }
      await hostPage.getByRole('button', { name: 'Skip' }).click();
      await results(hostPage);
      // Skipped before anyone answered: the final place first, then no answer, not "Incorrect".
      for (const { page } of players)
        await announced(page, /^You finished (1st|2nd) of 2! Time's up! No answer\. \+0 points\.$/);
      await shot(hostPage, 'questions-on-devices-host-results');
    });
  },
  scaledMs(300_000),
);
