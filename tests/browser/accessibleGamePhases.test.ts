// The game's accessibility: a host at a desktop and a player on a phone play a quiz of every
// question type, and at every phase both screens are audited with axe-core's WCAG 2.1 A/AA rules in the
// four themes at both sizes (accessibilityAudit.ts): no violation of impact serious or critical.
//
// Each screen holds still while it is audited. The lobby, the results and the leaderboards wait for the
// host; the questions last ten minutes; and a phase that ends by itself (the quiz intro, a question's intro,
// an answered question) is held by keeping the host's screen's next step on its way until the audits are
// done: the server, and so both screens, stay in the phase meanwhile.
// Over 60 s: a game of every question type, its 32 screens each audited in four themes at both sizes.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  questionOfTotal,
  QuestionType,
  screenTexts,
  type GameQuestion,
  type HostStepKind,
  type SavedJoin,
} from '@/domain';
import { correctAnswer, playedGameQuiz, wrongAnswer } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { auditInEveryTheme, runAxe, STILL_PAGE_CSS } from './accessibilityAudit';
import {
  hostToLobby,
  lobbyNames,
  lobbyRoomCode,
  results,
  shot,
  toLeaderboard,
  waitForQuestionOpen,
} from './hostScreen';
import {
  answering,
  answerOnPage,
  expectResultShown,
  fillJoinFormByTyping,
  joinButton,
  recordAfter,
  savedJoin,
} from './playerScreen';
import { quizOfEveryTypeOnStack, TYPE_NAMES } from './quizzesOnStack';
import { closeAfterEach, heading, journeyOverPages, newPage, useChromium } from './support';

useChromium();

const stack = () => inject('browserStack');

/** Ten minutes a question (the longest limit): no question ends while its screens are audited. */
const QUIZ = quizOfEveryTypeOnStack(600);
const TOTAL = QUIZ.questions.length;
/** The player is right on the first question and wrong on the second: both results are audited. */
const RIGHT = [true, false, true, true, true];
/** The question paused, to audit both screens while paused. */
const PAUSED_DURING = 0;

const { contexts, clients } = closeAfterEach();

/**
 * axe judges no text on a gradient, so the host's would go unchecked: while audited, each element with a
 * gradient that declares where its text has the least contrast (host.css, --least-contrast-backdrop)
 * shows that colour instead. One that declares none stays as it is, and its text is noted as unjudged.
 */
const MARK_GRADIENTS = `(() => {
  for (const element of document.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const backdrop = style.getPropertyValue('--least-contrast-backdrop').trim();
    const declared = backdrop !== '' && backdrop !== 'rgba(0, 0, 0, 0)';
    if (declared && style.backgroundImage.includes('gradient(')) element.setAttribute('data-audit-backdrop', '');
  }
})()`;
const UNMARK_GRADIENTS = `document.querySelectorAll('[data-audit-backdrop]').forEach((element) =>
  element.removeAttribute('data-audit-backdrop'),
)`;
const GRADIENTS_AT_THEIR_WORST =
  '[data-audit-backdrop] { background: var(--least-contrast-backdrop) !important; }';

/**
 * Text whose contrast is not judged, each with why: the monogram of a cover drawn from the quiz's title
 * (QuizCover) is part of a decorative picture, hidden from screen readers, which WCAG 1.4.3 exempts.
 */
const DECORATIVE_TEXT = ['.quiz-cover-monogram'];

/** Text whose contrast axe could not judge, with why, by screen: none is wanted. */
const unjudgedContrast: string[] = [];

/**
 * Audits a screen (the host's with its gradients at their worst) and notes any text whose contrast axe
 * still cannot judge (on another gradient, under a pseudo-element), in the page's own theme and size.
 */
async function auditScreen(page: Page, label: string): Promise<void> {
  await page.evaluate(MARK_GRADIENTS);
  const worstBackdrops = await page.addStyleTag({ content: GRADIENTS_AT_THEIR_WORST });
  try {
    await auditInEveryTheme(page, label);
    // At rest, as the audit judges it: the audit's end has just restarted the screen's entrance.
    const still = await page.addStyleTag({ content: STILL_PAGE_CSS });
    const { incomplete } = await runAxe(page, { rules: ['color-contrast'], exclude: DECORATIVE_TEXT });
    await still.evaluate((element) => element.remove());
    for (const node of incomplete.flatMap((result) => result.nodes)) {
      const why = node.any.map((check) => check.message).join('; ');
      unjudgedContrast.push(`${label}: ${node.target.join(' ')} (${why})`);
    }
  } finally {
    await worstBackdrops.evaluate((element) => element.remove());
    await page.evaluate(UNMARK_GRADIENTS);
  }
}

/**
 * Runs `during` while the host's screen's requests for `step` are kept on their way: the game cannot
 * leave its phase by itself meanwhile. Then they go to the server, which makes the step once.
 */
async function holdingStep(page: Page, step: HostStepKind, during: () => Promise<void>): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const url = new RegExp(`/${step}$`);
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await held;
    // A request the host's screen gave up on while held (after 15 s) may be gone by now.
    await route.continue().catch(() => undefined);
  });
  try {
    await during();
  } finally {
    release();
    await page.unroute(url);
  }
}

it(
  'every phase of a game, on the host’s screen and the player’s phone, passes the audit in every theme at both sizes',
  async () => {
    const { context: hostContext, page: host } = await newPage('desktop');
    contexts.push(hostContext);
    const pages: [string, Page][] = [['host', host]];
    await journeyOverPages('accessible-phases', pages, async () => {
      const { gameId } = await hostToLobby(host, QUIZ, 'accessible-host-play', clients);
      const { roomCode } = await lobbyRoomCode(host);
      const { questions } = await playedGameQuiz(stack(), gameId);
      await auditScreen(host, 'host: lobby, empty');

      const { context: phoneContext, page: phone } = await newPage('phone');
      contexts.push(phoneContext);
      pages.push(['player', phone]);
      await fillJoinFormByTyping(phone, roomCode, 'Ada');
      await auditScreen(phone, 'player: join form');
      await joinButton(phone).click();
      await heading(phone, screenTexts.joinWaiting).waitFor();
      const join = (await savedJoin(phone)) as SavedJoin;
      await auditScreen(phone, 'player: waiting in the lobby');
      await expect.poll(() => lobbyNames(host)).toEqual(['Ada']);
      await auditScreen(host, 'host: lobby with a player');

      await holdingStep(host, 'introQuestion', async () => {
        await host.getByRole('button', { name: 'Start' }).click();
        await host.getByText('Get ready!').waitFor();
        await auditScreen(host, 'host: quiz intro');
        await auditScreen(phone, 'player: waiting for the start');
      });

      for (const [q, question] of questions.entries()) {
        const type = TYPE_NAMES[question.questionType];
        await holdingStep(host, 'startQuestion', async () => {
          await host.getByText(questionOfTotal(q + 1, TOTAL), { exact: true }).waitFor();
          await heading(host, question.title).waitFor();
          await heading(phone, questionOfTotal(q + 1, TOTAL)).waitFor();
          if (q === 0) {
            await auditScreen(host, 'host: question intro');
            await auditScreen(phone, 'player: question intro');
          }
        });

        await waitForQuestionOpen(host);
        await answering(phone);
        await auditScreen(host, `host: question open, ${type}`);
        await auditScreen(phone, `player: answering, ${type}`);
        if (q === PAUSED_DURING) await auditPaused(host, phone);

        await answerAndAuditSubmitted(host, phone, question, RIGHT[q] === true, q === 0);
        await results(host);
        await expectResultShown(phone, await recordAfter(stack(), join, q));
        await auditResults(host, question, type);
        if (q <= 1) {
          await auditScreen(phone, `player: result, ${RIGHT[q] ? 'correct' : 'incorrect'}`);
        }

        const last = q === TOTAL - 1;
        await toLeaderboard(host, last);
        if (last) {
          await auditScreen(host, 'host: final leaderboard');
          await phone.getByText('You finished 1st of 1!', { exact: true }).waitFor();
          await auditScreen(phone, 'player: final result');
        } else {
          if (q === 0) await auditScreen(host, 'host: leaderboard');
          await host.getByRole('button', { name: 'Continue' }).click();
        }
      }

      await host.getByRole('button', { name: 'Show the podium' }).click();
      const podium = host.getByRole('region', { name: 'Podium' });
      await podium.getByRole('listitem', { name: '1st place' }).getByText('Ada').waitFor();
      await auditScreen(host, 'host: podium');
      await shot(host, 'accessible-host-podium');
      expect(unjudgedContrast, 'text whose contrast the audit could not judge').toEqual([]);
    });
  },
  scaledMs(900_000),
);

/** Pauses the open question, audits both screens, and resumes. */
async function auditPaused(host: Page, phone: Page): Promise<void> {
  await host.getByRole('button', { name: 'Pause' }).click();
  await host.getByRole('button', { name: 'Resume' }).waitFor();
  await heading(phone, screenTexts.paused).waitFor();
  await auditScreen(host, 'host: paused');
  await auditScreen(phone, 'player: paused');
  await host.getByRole('button', { name: 'Resume' }).click();
  await host.getByRole('button', { name: 'Pause' }).waitFor();
  await answering(phone);
}

/**
 * The player answers, right or wrong; with `audit`, the phone's "submitted" screen is audited while the
 * host's screen's endQuestion (everyone has answered) is held.
 */
async function answerAndAuditSubmitted(
  host: Page,
  phone: Page,
  question: GameQuestion,
  right: boolean,
  audit: boolean,
): Promise<void> {
  const answer = right ? correctAnswer(question) : wrongAnswer(question);
  if (!audit) {
    await answerOnPage(phone, question, answer);
    return;
  }
  await holdingStep(host, 'endQuestion', async () => {
    await answerOnPage(phone, question, answer);
    await heading(phone, screenTexts.submittedWaiting).waitFor();
    await auditScreen(phone, 'player: answer submitted');
  });
}

/** The host's results of `question`; with media, both sides of "Show media" / "Show answers". */
async function auditResults(host: Page, question: GameQuestion, type: string): Promise<void> {
  await auditScreen(host, `host: results, ${type}`);
  await shot(host, `accessible-host-results-${type}`);
  const showMedia = host.getByRole('button', { name: screenTexts.showMedia });
  if (question.questionType === QuestionType.SingleChoice) {
    await showMedia.click();
    await host.getByRole('button', { name: screenTexts.showAnswers }).waitFor();
    await auditScreen(host, `host: results, ${type}, showing the media`);
    await host.getByRole('button', { name: screenTexts.showAnswers }).click();
    await showMedia.waitFor();
  } else {
    expect(await showMedia.count(), `${type} has no media`).toBe(0);
  }
}
