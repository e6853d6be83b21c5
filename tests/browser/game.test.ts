// A whole live game in real browsers against the real local stack (SPEC §2 Host screen and Player screen,
// §4 host game status and player modes, §6): a host at a desktop signs in through the Log In dialog, opens
// the lobby and drives every phase through its buttons, while three players on phones, each in a browser
// context of their own, join through /join (by typing the room code, and through the QR code's link) and
// answer a question of every type on their phones. In the middle the host kicks one player, whose page
// forgets its join and goes back to the form, and another reloads their page and is back in the game. After each
// question every player's screen shows the points, rank and score the server holds for them, and the
// host's leaderboard shows the server's ranking. Every screen of both sides is photographed.
// Over 60 s: a whole game of every question type with a host and three phones, each a browser context.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { formatRoomCode, questionOfTotal, screenTexts, type GameQuestion, type SavedJoin } from '@/domain';
import { correctAnswer, playedGameQuiz, wrongAnswer } from '../../stack/liveGame/clients';
import {
  answerCount,
  hostToLobby,
  introThenOpen,
  kickFromLeaderboard,
  leaderboardRows,
  lobbyNames,
  lobbyQrLink,
  lobbyRoomCode,
  results,
  serverRanking,
  shot,
  toLeaderboard,
} from './hostScreen';
import {
  answering,
  answerOnPage,
  codeInput,
  expectResultShown,
  fillJoinFormByTyping,
  footer,
  joinButton,
  nameInput,
  recordAfter,
  savedJoin,
} from './playerScreen';
import { quizOfEveryTypeOnStack, TYPE_NAMES } from './quizzesOnStack';
import {
  appUrl,
  closeAfterEach,
  filledTo,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
} from './support';
import { scaledMs } from '../../stack/timeScale';

useChromium();

const stack = () => inject('browserStack');

/** Everyone answers each question, which ends it at once: the time limits only bound a slow run. */
const QUIZ = quizOfEveryTypeOnStack(60);
const TOTAL = QUIZ.questions.length;

/** A player's phone: a page in a browser context of its own, and the join it saved. */
interface Phone {
  name: string;
  page: Page;
  context: BrowserContext;
  join: SavedJoin;
}

/**
 * Who answers what, question by question: right (true), wrong (false), or a text typed into the
 * open-ended question's box. Ada leads after the first question, Cy after the second, then Cy is
 * kicked; Bo, last at first, wins with the multi-select question (worth 100,000 points). Ada types her
 * answer with spaces and in lower case, Bo the accepted spelling with macrons.
 */
const PLAN: Record<string, (boolean | string)[]> = {
  Ada: [true, false, '  tokyo', false, true],
  Bo: [false, true, 'Tōkyō', true, false],
  Cy: [true, true],
};
/** Cy is kicked from the leaderboard after this question; Bo reloads while the next one is open. */
const KICK_AFTER = 1;
const RELOAD_DURING = 2;

const { contexts, clients } = closeAfterEach();

it(
  'a host and three players on their phones play a quiz of every question type to the final leaderboard',
  async () => {
    // The one journey that plays a whole game with motion as most players have it (see newPage).
    const host = await newPage('desktop', { reducedMotion: 'no-preference' });
    contexts.push(host.context);
    const hostPage = host.page;
    const phones: Phone[] = [];
    /** Every page opened, by who holds it. */
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('game', pages, async () => {
      // The host signs in through the Log In dialog /host?q= leads to, and opens the lobby.
      const { gameId } = await hostToLobby(hostPage, QUIZ, 'game-host-play', clients);
      const { shown: shownCode, roomCode } = await lobbyRoomCode(hostPage);
      const qrLink = await lobbyQrLink(hostPage, shownCode).getAttribute('href');
      expect(qrLink).toBe(appUrl(`/join?code=${roomCode}`));
      const questions: GameQuestion[] = (await playedGameQuiz(stack(), gameId)).questions;

      // Three phones join at once: Ada and Cy type the code the lobby shows, Bo opens the QR code's link.
      const joinOnPhone = async (name: string, how: 'typed' | 'qr'): Promise<Phone> => {
        const { context, page } = await newPage('phone', { reducedMotion: 'no-preference' });
        contexts.push(context);
        pages.push([name, page]);
        if (how === 'typed') {
          await fillJoinFormByTyping(page, roomCode, name);
          if (name === 'Ada') await screenshot(page, 'game-player-join-form');
          await joinButton(page).click();
        } else {
          await page.goto(qrLink as string);
          expect(await codeInput(page).inputValue()).toBe(shownCode);
          await nameInput(page).fill(name);
          // joinGame is held back until the form, saying it is connecting, has been photographed.
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route(/\/joinGame$/, async (route) => {
            if (route.request().method() === 'POST') await held;
            await route.continue();
          });
          await joinButton(page).click();
          await page.getByRole('button', { name: screenTexts.joinConnecting, exact: true }).waitFor();
          await screenshot(page, 'game-player-connecting');
          release();
        }
        await heading(page, screenTexts.joinWaiting).waitFor();
        await page.unrouteAll();
        const join = await savedJoin(page);
        expect(join, `${name}'s saved join`).toMatchObject({ gameID: gameId, roomCode });
        await expect.poll(() => footer(page).innerText()).toContain(formatRoomCode(roomCode));
        return { name, page, context, join: join as SavedJoin };
      };
      phones.push(
        ...(await Promise.all([
          joinOnPhone('Ada', 'typed'),
          joinOnPhone('Bo', 'qr'),
          joinOnPhone('Cy', 'typed'),
        ])),
      );
      const [ada, bo, cy] = phones as [Phone, Phone, Phone];
      expect(await footer(ada.page).innerText()).toContain('Ada');
      await screenshot(ada.page, 'game-player-lobby');
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo', 'Cy']);
      await shot(hostPage, 'game-host-lobby');

      // Start: the quiz intro on the big screen; the phones keep waiting.
      await hostPage.getByRole('button', { name: 'Start' }).click();
      await hostPage.getByText('Get ready!').waitFor();
      await hostPage.getByRole('progressbar', { name: 'The first question is coming' }).waitFor();
      await shot(hostPage, 'game-host-quiz-intro');
      await heading(ada.page, screenTexts.joinWaiting).waitFor();

      let playing = [ada, bo, cy];
      for (const [q, question] of questions.entries()) {
        const type = TYPE_NAMES[question.questionType];
        const answerOf = (phone: Phone) => {
          const planned = PLAN[phone.name]?.[q];
          if (typeof planned === 'string') return planned;
          return planned ? correctAnswer(question) : wrongAnswer(question);
        };

        // The intro, on the big screen and on the phones; then the question opens.
        await Promise.all([
          introThenOpen(
            hostPage,
            { number: q, total: TOTAL, title: question.title },
            `game-host-intro-${type}`,
          ),
          (async () => {
            if (q !== 0) return;
            await heading(ada.page, questionOfTotal(1, TOTAL)).waitFor();
            // Once the bar has run a while.
            await filledTo(ada.page.getByRole('progressbar', { name: 'Time until the question opens' }), 25);
            await screenshot(ada.page, 'game-player-question-intro');
          })(),
        ]);

        // Ada answers first, photographed; the big screen counts her answer while the others think.
        await answering(ada.page);
        await answerOnPage(ada.page, question, answerOf(ada), `game-player-answer-${type}`);
        await heading(ada.page, screenTexts.submittedWaiting).waitFor();
        await expect.poll(() => answerCount(hostPage)).toBe('1');
        if (q === 0) {
          await screenshot(ada.page, 'game-player-waiting');
          await shot(hostPage, 'game-host-question');
        }

        if (q === RELOAD_DURING) {
          // Bo's page reloads while the question is open: it goes straight back to it, with no tap.
          await bo.page.reload();
          await answering(bo.page);
          await screenshot(bo.page, 'game-player-reloaded');
          expect(await savedJoin(bo.page)).toEqual(bo.join);
        }
        for (const phone of playing.slice(1)) {
          await answering(phone.page);
          await answerOnPage(phone.page, question, answerOf(phone));
        }

        // Everyone has answered: the question ends at once.
        await results(hostPage);
        if (q === 0) await shot(hostPage, 'game-host-results');

        // Each phone shows what the server holds: the verdict, the points, the rank view, the score.
        const views = await Promise.all(
          playing.map(async (phone) => {
            const view = await recordAfter(stack(), phone.join, q);
            const planned = PLAN[phone.name]?.[q];
            expect(view.standing?.correct, `${phone.name}'s answer to question ${q + 1}`).toBe(
              planned !== false,
            );
            await expectResultShown(phone.page, view);
            return view;
          }),
        );
        if (q === 0) {
          await screenshot(ada.page, 'game-player-result-correct');
          await screenshot(bo.page, 'game-player-result-incorrect');
        }

        // The leaderboard: the server's ranking.
        const isLast = q === TOTAL - 1;
        await toLeaderboard(hostPage, isLast);
        await expect
          .poll(() => leaderboardRows(hostPage), { timeout: scaledMs(5000) })
          .toEqual(serverRanking(views));

        if (q === KICK_AFTER) {
          await shot(hostPage, 'game-host-leaderboard');
          // The host kicks Cy: Cy's page forgets the join and reloads onto the form.
          const reloaded = cy.page.waitForEvent('load');
          await kickFromLeaderboard(hostPage, 'Cy', { dialog: 'game-host-kick', notice: 'game-host-kicked' });
          await reloaded;
          await heading(cy.page, 'Join a game').waitFor();
          await cy.page.getByRole('status').getByText(screenTexts.removedFromGame).waitFor();
          expect(await savedJoin(cy.page)).toBeNull();
          expect(await nameInput(cy.page).inputValue()).toBe('Cy');
          await screenshot(cy.page, 'game-player-kicked');
          playing = playing.filter((phone) => phone !== cy);
        }

        if (isLast) {
          expect(await hostPage.getByRole('button', { name: 'Continue' }).count()).toBe(0);
          await shot(hostPage, 'game-host-final-leaderboard');
          const winner = views.find((view) => view.standing?.rank === 1);
          expect(winner?.username, 'the winner').toBe('Bo');
          await ada.page.getByText(`You finished 2nd of ${playing.length}!`, { exact: true }).waitFor();
          await screenshot(ada.page, 'game-player-final');
        } else {
          await hostPage.getByRole('button', { name: 'Continue' }).click();
        }
      }
    });
  },
  scaledMs(180_000),
);
