// Streaks and the podium in real browsers against the local stack: a host at a desktop opens a game with
// "Answer streak bonus" from the Game options panel, three phones play four true-or-false questions, Ada's
// phone shows "🔥 3 in a row" after her third right answer (with the bonus the server gave), the host reveals the
// podium after the final leaderboard (third, second, first, then confetti, none under reduced motion), and
// each phone shows its final place ("You finished 2nd of 3!"). Photographed at both sizes.
// Over 60 s: three phones play four questions to the podium.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { QuestionType, screenTexts, type QuizContent, type SavedJoin } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { correctAnswer, playedGameQuiz, wrongAnswer } from '../../stack/liveGame/clients';
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
import {
  answering,
  answerOnPage,
  fillJoinFormByTyping,
  joinButton,
  recordAfter,
  savedJoin,
} from './playerScreen';
import {
  animationsSettled,
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
  viewports,
} from './support';

useChromium();

const stack = () => inject('browserStack');

const trueFalse = questionsOfEveryType()[QuestionType.TrueFalse];
/** Four true-or-false questions, a minute each, under the demo cover that the stack holds. */
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, title: 'Podium journey', image: [...demoCovers.science] },
  questions: [1, 2, 3, 4].map((n) => ({ ...trueFalse, title: `${trueFalse.title} (${n})`, timeLimit: 60 })),
};

/** Who answers right: Ada every time (a streak of 4), Bo all but the second, Cy never. */
const PLAN: Record<string, boolean[]> = {
  Ada: [true, true, true, true],
  Bo: [true, false, true, true],
  Cy: [false, false, false, false],
};

const { contexts, clients } = closeAfterEach();

/** Photographs `page` at both sizes, as `name`, and puts it back at `size`. */
async function bothSizes(page: Page, name: string, size: keyof typeof viewports): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(viewports[viewport]);
    await animationsSettled(page);
    await screenshot(page, name, viewport);
  }
  await page.setViewportSize(viewports[size]);
}

it(
  'a game with the answer streak bonus: a streak on a phone, the podium revealed, each phone’s final place',
  async () => {
    // The podium's reveal and confetti are motion: the host's screen shows them (see newPage).
    const { context, page: hostPage } = await newPage('desktop', { reducedMotion: 'no-preference' });
    contexts.push(context);
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('podium', pages, async () => {
      const { account, quizId } = await authorWithQuiz(QUIZ, clients);
      await signInToHost(hostPage, account, quizId);
      // On a busy machine the quiz can take a while to load.
      await heading(hostPage, QUIZ.data.title).waitFor({ timeout: scaledMs(60_000) });
      const options = hostPage.getByRole('region', { name: 'Game options' });
      await options.getByRole('checkbox', { name: 'Answer streak bonus' }).check();
      const gameId = await playToLobby(hostPage, QUIZ.data.title, 'podium-host-options');
      const { roomCode } = await lobbyRoomCode(hostPage);
      const { questions } = await playedGameQuiz(stack(), gameId);

      const phones = await Promise.all(
        Object.keys(PLAN).map(async (name) => {
          const { context: phoneContext, page } = await newPage('phone');
          contexts.push(phoneContext);
          pages.push([name, page]);
          await fillJoinFormByTyping(page, roomCode, name);
          await joinButton(page).click();
          await heading(page, screenTexts.joinWaiting).waitFor();
          return { name, page, join: (await savedJoin(page)) as SavedJoin };
        }),
      );
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo', 'Cy']);
      await hostPage.getByRole('button', { name: 'Start' }).click();

      for (const [q, question] of questions.entries()) {
        if (q > 0) await hostPage.getByRole('button', { name: /Continue/ }).click();
        await introThenOpen(
          hostPage,
          { number: q, total: questions.length, title: question.title },
          `podium-host-question-${q + 1}`,
        );
        for (const phone of phones) {
          await answering(phone.page);
          const right = PLAN[phone.name]?.[q] === true;
          await answerOnPage(phone.page, question, right ? correctAnswer(question) : wrongAnswer(question));
        }
        await results(hostPage);
        const ada = phones[0] as (typeof phones)[number];
        const adaView = await recordAfter(stack(), ada.join, q);
        // The server's streak, and its bonus in the points: +100 per right answer in a row from the second.
        expect(adaView.standing?.streak).toBe(q + 1);
        if (q === 2) {
          const bo = await recordAfter(stack(), (phones[1] as (typeof phones)[number]).join, q);
          expect(bo.standing?.streak).toBe(1);
          await ada.page.getByText('🔥 3 in a row', { exact: true }).waitFor();
          // The bonus of a third right answer in a row, +200, apart from the answer's own points.
          const points = adaView.standing?.points ?? 0;
          expect(points).toBeGreaterThanOrEqual(750 + 200);
          await ada.page.getByText(`+${points - 200} points`, { exact: true }).waitFor();
          await ada.page.getByText('+200 streak bonus', { exact: true }).waitFor();
          await bothSizes(ada.page, 'podium-phone-streak', 'phone');
        }
        await toLeaderboard(hostPage, q === questions.length - 1);
      }
      await shot(hostPage, 'podium-host-final-leaderboard');

      // Each phone's final place: Ada 1st (her streak of 4 still shown), Bo 2nd, Cy 3rd.
      for (const [index, phone] of phones.entries()) {
        await phone.page
          .getByText(`You finished ${['1st', '2nd', '3rd'][index]} of 3!`, { exact: true })
          .waitFor();
      }
      await phones[0]?.page.getByText('🔥 4 in a row', { exact: true }).waitFor();
      await bothSizes((phones[1] as (typeof phones)[number]).page, 'podium-phone-final-place', 'phone');

      // The podium: third, then second, then first, then the confetti.
      await hostPage.getByRole('button', { name: 'Show the podium' }).click();
      const podium = hostPage.getByRole('region', { name: 'Podium' });
      const place = (name: string) => podium.getByRole('listitem', { name });
      await podium.waitFor();
      await place('3rd place').getByText('Cy').waitFor();
      expect(await podium.textContent()).not.toMatch(/Ada|Bo/);
      await screenshot(hostPage, 'podium-host-third');
      await place('2nd place').getByText('Bo').waitFor();
      expect(await podium.textContent()).not.toContain('Ada');
      await place('1st place').getByText('Ada').waitFor();
      const confetti = hostPage.getByTestId('confetti');
      await confetti.waitFor();
      // Photographed with the confetti over the stage: two thirds of its pieces in sight.
      await hostPage.waitForFunction(
        `(() => {
          const pieces = [...document.querySelectorAll('.podium-confetti-piece')];
          const inSight = pieces.filter((piece) => {
            const { top, bottom } = piece.getBoundingClientRect();
            return top >= 0 && bottom <= window.innerHeight;
          });
          return pieces.length > 0 && inSight.length >= (pieces.length * 2) / 3;
        })()`,
        undefined,
        { timeout: scaledMs(10_000) },
      );
      await bothSizes(hostPage, 'podium-host-podium', 'desktop');

      // A host who prefers reduced motion sees no confetti.
      await hostPage.emulateMedia({ reducedMotion: 'reduce' });
      await confetti.waitFor({ state: 'detached' });
      await screenshot(hostPage, 'podium-host-podium-reduced-motion');
      await hostPage.getByRole('link', { name: 'Open the report' }).waitFor();
    });
  },
  scaledMs(300_000),
);
