// The host's big screen (/host, SPEC §2, §4, §6) as the browser journeys drive it: signing in through the
// Log In dialog /host?q= leads to, Play, the lobby's room code and players, each question's intro, its
// results, the leaderboard and kicking from it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  formatRoomCode,
  playerKickedNotice,
  questionOfTotal,
  screenTexts,
  type PlayerView,
  type QuizContent,
} from '@/domain';
import { type Account, type SignedInClient, submitLogIn, authorWithQuiz } from './accountsOnStack';
import { animationsSettled, appUrl, currentPath, heading, screenshot, screenshotDir } from './support';
import { scaledMs } from '../../stack/timeScale';

/** A screenshot once the screen's entrance, the bars' growth and the rows' slide are over. */
export async function shot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await screenshot(page, name);
}

/**
 * Opens /host?q={quizId} signed out: hosting needs a sign-in (SPEC §6), so it leads to the Log In dialog,
 * which comes back to the quiz's Play screen once signed in.
 */
export async function signInToHost(page: Page, account: Account, quizId: string): Promise<void> {
  const hostPath = `/host?q=${quizId}`;
  await page.goto(appUrl(hostPath));
  await page.waitForURL((url) => url.searchParams.get('login') === 'true');
  expect(currentPath(page)).toBe(`/?${new URLSearchParams({ login: 'true', redirect: hostPath })}`);
  await submitLogIn(page, account);
  await page.waitForURL((url) => url.pathname === '/host');
  expect(currentPath(page)).toBe(hostPath);
}

/**
 * Waits for the Play screen of the quiz `title`, photographs it as `shotName`, and presses Play: the
 * lobby opens at /host?s={gameId}. Returns the game's id.
 */
export async function playToLobby(page: Page, title: string, shotName: string): Promise<string> {
  await heading(page, title).waitFor();
  const play = page.getByRole('button', { name: 'Play' });
  await play.waitFor();
  await shot(page, shotName);
  await play.click();
  await page.waitForURL((url) => url.searchParams.has('s'));
  const gameId = new URL(page.url()).searchParams.get('s') as string;
  expect(currentPath(page)).toBe(`/host?s=${gameId}`);
  return gameId;
}

/**
 * A new host: an account whose client (put in `clients`, for the test to close) adds `quiz`, signed in
 * at the desktop `page` through /host?q=, which opens the lobby from the Play screen (photographed as
 * `shotName`).
 */
export async function hostToLobby(
  page: Page,
  quiz: QuizContent,
  shotName: string,
  clients: SignedInClient[],
): Promise<{ client: SignedInClient; gameId: string }> {
  const { account, client, quizId } = await authorWithQuiz(quiz, clients);
  await signInToHost(page, account, quizId);
  return { client, gameId: await playToLobby(page, quiz.data.title, shotName) };
}

/** The lobby's room code as shown (ASD-FJK-LAS) and as typed (asdfjklas). */
export async function lobbyRoomCode(page: Page): Promise<{ shown: string; roomCode: string }> {
  const shown = (await page.locator('.host-room-code').textContent()) ?? '';
  expect(shown).toMatch(/^[ASDFJKL]{3}-[ASDFJKL]{3}-[ASDFJKL]{3}$/);
  const roomCode = shown.replaceAll('-', '').toLowerCase();
  expect(formatRoomCode(roomCode)).toBe(shown);
  return { shown, roomCode };
}

/** The lobby's QR code, a link to /join with the room code filled in. */
export const lobbyQrLink = (page: Page, shownCode: string) =>
  page.getByRole('link', { name: `Scan to join room ${shownCode}` });

/** The names of the lobby's players, in the order shown. */
export const lobbyNames = (page: Page) => page.locator('.host-lobby-list li').allTextContents();

/** The leaderboard's rows, "rank|name|score", in the order shown (rows sit at their place by transform). */
export const leaderboardRows = (page: Page) =>
  page.locator('.host-leaderboard-row').evaluateAll((rows) =>
    rows
      .map((row) => ({
        top: row.getBoundingClientRect().top,
        text: ['rank', 'name', 'score']
          .map((part) => row.querySelector(`.host-leaderboard-${part}`)?.textContent)
          .join('|'),
      }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.text),
  );

/** The ranking the server gave the players, "rank|name|score" from the top, as the leaderboard shows it. */
export function serverRanking(views: PlayerView[]): string[] {
  return [...views]
    .sort((a, b) => (a.standing?.rank ?? 0) - (b.standing?.rank ?? 0) || a.joinedAt - b.joinedAt)
    .map((view) => `${view.standing?.rank}|${view.username}|${view.score.toLocaleString('en-US')}`);
}

/** The leaderboard's names, in the order shown. */
export const leaderboardNames = async (page: Page) =>
  (await leaderboardRows(page)).map((row) => row.split('|')[1]);

/** How many answers the open question has received, as the screen counts them. */
export const answerCount = (page: Page) => page.locator('.host-answer-count-value').textContent();

/** What a question's screens show of it. */
export interface ShownQuestion {
  /** From 0. */
  number: number;
  total: number;
  title: string;
}

/** Waits for the question's intro, photographs it as `shotName`, then waits for it to open. */
export async function introThenOpen(page: Page, question: ShownQuestion, shotName: string): Promise<void> {
  await page.getByText(questionOfTotal(question.number + 1, question.total), { exact: true }).waitFor();
  await heading(page, question.title).waitFor();
  await page.getByRole('progressbar', { name: 'The question opens' }).waitFor();
  await shot(page, shotName);
  await waitForQuestionOpen(page);
}

/** Waits until the question is open: its Skip button shows. */
export async function waitForQuestionOpen(page: Page): Promise<void> {
  // On a busy machine a callable can take a while: the backup timer keeps sending the step meanwhile.
  await page.getByRole('button', { name: 'Skip' }).waitFor({ timeout: scaledMs(45_000) });
}

/** Waits for the results of a question (after everyone answered, Skip or the time). */
export async function results(page: Page): Promise<void> {
  await page.locator('.host-results').waitFor({ timeout: scaledMs(45_000) });
}

/** Goes from the results to the leaderboard. */
export async function toLeaderboard(page: Page, final = false): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, final ? screenTexts.finalLeaderboard : screenTexts.leaderboard).waitFor();
}

/**
 * Kicks `name` from the leaderboard: the "Kick Player" dialog, then the "Player Kicked" notice, each
 * photographed when a name is given, and OK.
 */
export async function kickFromLeaderboard(
  page: Page,
  name: string,
  shots: { dialog?: string; notice?: string } = {},
): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const kickPlayer = page.getByRole('alertdialog', { name: 'Kick Player' });
  await kickPlayer.getByText(`Are you sure you want to kick ${name} from the game?`).waitFor();
  if (shots.dialog) await shot(page, shots.dialog);
  await kickPlayer.getByRole('button', { name: 'Kick' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Player Kicked' });
  await notice.getByText(playerKickedNotice(name).replace('Player Kicked: ', '')).waitFor();
  if (shots.notice) await shot(page, shots.notice);
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'hidden' });
}

/** Classroom projectors and the usual desktops: the host's screen fits each whole. */
export const projectorSizes = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/**
 * What sticks out of the window on the host's screen, in words (none when it fits): the page scrolls
 * (scrollHeight over clientHeight), or an element of the foot's controls (Pause, Lock, Mute, "Join at"),
 * of the countdown of timed results, or of the screen itself lies outside the window. The podium's
 * confetti falls from above the window by design.
 */
const MISFITS = `(() => {
  const root = document.documentElement;
  const found = [];
  const px = (value) => Math.round(value);
  if (root.scrollHeight > root.clientHeight) {
    found.push('the page scrolls: scrollHeight ' + root.scrollHeight + ' > clientHeight ' + root.clientHeight);
  }
  if (root.scrollWidth > root.clientWidth) {
    found.push('the page scrolls sideways: scrollWidth ' + root.scrollWidth + ' > clientWidth ' + root.clientWidth);
  }
  const screen = document.querySelector('.host-screen');
  if (screen && screen.scrollHeight > screen.clientHeight) {
    found.push('the screen overflows: scrollHeight ' + screen.scrollHeight + ' > clientHeight ' + screen.clientHeight);
  }
  // Whether a box between the element and the screen clips what it holds (a list that scrolls in place).
  const clipped = (element) => {
    for (let box = element.parentElement; box && !box.classList.contains('host-screen'); box = box.parentElement) {
      if (getComputedStyle(box).overflowY !== 'visible') return true;
    }
    return false;
  };
  const watched = document.querySelectorAll(
    '.host-stage-footer, .host-stage-footer *, .host-auto-advance, .host-screen *',
  );
  for (const element of watched) {
    if (element.closest('.podium-confetti, .visually-hidden') || clipped(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const outside = box.top < -0.5 || box.left < -0.5 ||
      box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5;
    if (outside) {
      const name = element.tagName.toLowerCase() + '.' + [...element.classList].join('.');
      const text = (element.textContent || '').trim().slice(0, 40);
      found.push(name + ' "' + text + '" at ' + px(box.left) + ',' + px(box.top) + '–' + px(box.right) + ',' + px(box.bottom));
    }
  }
  return found;
})()`;

/**
 * Checks that the host's screen, as it shows now, fits at every projector size (projectorSizes) without
 * scrolling, its foot's controls and any countdown whole in the window, and photographs it at the two
 * classroom sizes as `{shotName}-{width}x{height}`; then gives the page its own size back.
 */
export async function fitsProjectors(page: Page, shotName: string): Promise<void> {
  const own = page.viewportSize();
  for (const size of projectorSizes) {
    await page.setViewportSize(size);
    await animationsSettled(page);
    expect
      .soft(await page.evaluate<string[]>(MISFITS), `${shotName} at ${size.width}×${size.height}`)
      .toEqual([]);
    if (size.width < 1440) {
      await page.screenshot({
        path: path.join(screenshotDir, `${shotName}-${size.width}x${size.height}.png`),
      });
    }
  }
  if (own) await page.setViewportSize(own);
}
