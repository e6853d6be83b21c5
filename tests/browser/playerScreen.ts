// The player's phone (/join, SPEC §2 Player screen, §4 player modes) as the browser journeys drive it: the
// join form, the saved join, the answer screen of each question type, and the result screen checked
// against the record the server holds for the player.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  formatRoomCode,
  gamePaths,
  NO_ANSWER_VERDICT,
  pointsApart,
  pointsGained,
  QuestionType,
  screenTexts,
  streakBonusText,
  type GameQuestion,
  type PlayerView,
  type SavedJoin,
} from '@/domain';
import type { LocalStackConfig } from '../../stack/localStack';
import { readGamesAsAdmin } from '../../stack/liveGame/clients';
import { appUrl, heading, screenshot } from './support';
import { scaledMs } from '../../stack/timeScale';

export const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Room code' });
export const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Your name' });
export const footer = (page: Page) => page.getByRole('region', { name: 'Your game' });
export const joinButton = (page: Page, name: 'Join' | 'Rejoin' = 'Join') =>
  page.getByRole('button', { name, exact: true });

/** The join the page saved in localStorage. */
export async function savedJoin(page: Page): Promise<SavedJoin | null> {
  const raw = await page.evaluate<string | null>("localStorage.getItem('loqi.savedJoin')");
  return raw === null ? null : (JSON.parse(raw) as SavedJoin);
}

/** Polls until `check` gives a value that is not undefined. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = scaledMs(15_000),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The player's record as the server holds it, once it has the standing for `questionNumber`. */
export const recordAfter = (stack: LocalStackConfig, join: SavedJoin, questionNumber: number) =>
  eventually(`the standing for question ${questionNumber}`, async () => {
    const view = (await readGamesAsAdmin(
      stack,
      gamePaths.player(join.gameID, join.userSecret),
    )) as PlayerView | null;
    return view?.standing?.questionNumber === questionNumber ? view : undefined;
  });

/** Waits for the answer screen (SPEC §4 mode 4). */
export const answering = (page: Page) => page.locator('[data-mode="4"]').waitFor();

const cellName = (position: number) => new RegExp(`^Answer ${position + 1} \\(`);
/** The cell of the option shown at `position` (from 0). */
export const answerCell = (page: Page, position: number) =>
  page.getByRole('button', { name: cellName(position) });
const openAnswerInput = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });

/**
 * Plays `answer` (in shown positions, or a text) on the page's answer screen for the question's type;
 * with a `screenshotName`, photographs it ready to send (arrange also as it starts, `{name}-start`).
 */
export async function answerOnPage(
  page: Page,
  shown: GameQuestion,
  answer: unknown,
  screenshotName?: string,
): Promise<void> {
  const photo = async (suffix = '') => {
    if (screenshotName) await screenshot(page, `${screenshotName}${suffix}`);
  };
  switch (shown.questionType) {
    case QuestionType.SingleChoice: {
      await photo();
      await answerCell(page, answer as number).click();
      return;
    }
    case QuestionType.TrueFalse: {
      await photo();
      await page.getByRole('button', { name: answer === 0 ? /^True \(/ : /^False \(/ }).click();
      return;
    }
    case QuestionType.OpenEnded: {
      await openAnswerInput(page).fill(answer as string);
      await photo();
      await openAnswerInput(page).press('Enter');
      return;
    }
    case QuestionType.MultiSelect: {
      for (const position of answer as number[]) await answerCell(page, position).click();
      await photo();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      return;
    }
    case QuestionType.Arrange: {
      // Brings each item of the wanted order up to its place, first to last.
      const wanted = answer as number[];
      const list = page.getByRole('list', { name: 'Your order, first to last' });
      await photo('-start');
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
      await photo();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      return;
    }
  }
}

/** What the rank view must show: the neighbours and the player, as the server ranked them. */
export function rankRows(view: PlayerView): string[] {
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

/** The rank view's rows as shown: "rank|name|score". */
export async function shownRankRows(page: Page): Promise<string[]> {
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

/** The verdict the phone gives a standing: "Correct!", "Incorrect", or "Time's up! No answer". */
export const verdictText = (standing: NonNullable<PlayerView['standing']>) =>
  standing.correct ? screenTexts.correct : standing.noAnswer ? NO_ANSWER_VERDICT : screenTexts.incorrect;

/**
 * Waits until the result screen shows what the server holds in `view` for the question it was scored
 * on: the verdict (a heading of its own, the main one but on the final screen), "+N points" with any
 * streak bonus apart ("+100 streak bonus"), the rank view and the score in the footer.
 */
export async function expectResultShown(page: Page, view: PlayerView): Promise<void> {
  const standing = view.standing as NonNullable<PlayerView['standing']>;
  await page.getByRole('heading', { name: verdictText(standing), exact: true }).waitFor();
  const { answer, streakBonus } = pointsApart(standing);
  await page.getByText(pointsGained(answer), { exact: true }).waitFor();
  if (streakBonus > 0) await page.getByText(streakBonusText(streakBonus), { exact: true }).waitFor();
  expect(standing.points > 0, `${view.username} scores only when right`).toBe(standing.correct);
  await expect.poll(() => shownRankRows(page)).toEqual(rankRows(view));
  await expect
    .poll(() => footer(page).innerText())
    .toMatch(new RegExp(`${view.score.toLocaleString('en-US')}$`));
}

/** The site's footer (Home, Terms, Privacy, Contact), which the phone leaves out during a game. */
export const siteFooter = (page: Page) => page.getByRole('contentinfo');

/** Types the room code into the form at /join, checking how it shows, and the name. */
export async function fillJoinFormByTyping(page: Page, roomCode: string, name: string): Promise<void> {
  await page.goto(appUrl('/join'));
  await heading(page, 'Join a game').waitFor();
  await codeInput(page).pressSequentially(roomCode.slice(0, 4));
  expect(await codeInput(page).inputValue()).toBe(formatRoomCode(roomCode.slice(0, 4)));
  // Anything but the code letters is dropped; capitals become the letters.
  await codeInput(page).pressSequentially(`x1${roomCode.slice(4).toUpperCase()}zz`);
  expect(await codeInput(page).inputValue()).toBe(formatRoomCode(roomCode));
  expect(await joinButton(page).count()).toBe(0);
  await nameInput(page).fill(name);
}
