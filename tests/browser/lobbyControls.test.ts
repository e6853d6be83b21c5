// The lobby controls in real browsers against the local stack, the host's screen at each size: a
// host who opened the game with "Allow late joins" off locks the lobby with the padlock, a phone that
// tries to join is refused on its join form with the server's text, and joins once the host unlocks;
// once the game has started, another phone is told it has already started. Another host removes players
// from a crowded lobby: the ones selected, then everyone who joined in the last minute, each after one
// confirmation that says how many. A game whose data layout a deploy changed ends with the reason on both
// screens. Photographed: the locked lobby, the refused phones, the dialogs, the game ended by an update.
// Over 60 s: two lobbies with several phones, each at both sizes of the host screen.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { GAME_LAYOUT, gameMessages, gamePaths, QuestionType, screenTexts, type QuizContent } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { authorWithQuiz } from './accountsOnStack';
import { hostToLobby, lobbyNames, lobbyRoomCode, shot, signInToHost } from './hostScreen';
import { joinButton, nameInput } from './playerScreen';
import {
  allowConsoleErrors,
  appUrl,
  closeAfterEach,
  heading,
  journey,
  newPage,
  screenshot,
  type ViewportName,
  unexpectedErrors,
  useChromium,
} from './support';
import { scaledMs } from '../../stack/timeScale';

useChromium();

/** One true/false question, its cover one the stack holds: every picture the host's screen shows loads. */
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, image: [...demoCovers.science] },
  questions: [{ ...questionsOfEveryType()[QuestionType.TrueFalse], timeLimit: 60 }],
};

/** How long a first call of a callable may take: the Functions emulator starts a worker for it. */
const FIRST_CALL_MS = scaledMs(45_000);

const { contexts, clients } = closeAfterEach();

/** The padlock in the stage's foot: pressed while the game is locked. */
const padlock = (page: Page) => page.getByRole('button', { name: 'Lock the game' });

/** A phone on /join?code=…, its name typed: what a player has before pressing Join. */
async function phoneAtJoinForm(roomCode: string, name: string): Promise<Page> {
  const { context, page } = await newPage('phone');
  contexts.push(context);
  // A refusal is an HTTP 400 answer, which Chromium logs besides the form's text.
  allowConsoleErrors(page, /status of 400/);
  await page.goto(appUrl(`/join?code=${roomCode}`));
  await heading(page, 'Join a game').waitFor();
  await nameInput(page).fill(name);
  return page;
}

/** Stores `layout` as game `gameId`'s data layout, as a game started before a deploy would have it. */
async function setGameLayout(gameId: string, layout: number): Promise<void> {
  const { database, databaseNamespaces } = inject('browserStack');
  const response = await fetch(
    `http://${database.host}:${database.port}/${gamePaths.progress(gameId)}.json?ns=${databaseNamespaces.games}`,
    { method: 'PATCH', headers: { Authorization: 'Bearer owner' }, body: JSON.stringify({ layout }) },
  );
  if (!response.ok) throw new Error(`Setting the game's layout failed: ${response.status}`);
}

/** The join form's refusal, as the phone shows it under the form. */
const joinError = (page: Page) => page.locator('.join-error');

/** Photographs a phone for the host's run at `viewport` (each run has phones of its own). */
const phoneShot = (page: Page, name: string, viewport: ViewportName) =>
  screenshot(page, `lobby-controls-${name}-beside-${viewport}-host`);

journey(
  'a locked lobby refuses a phone with the host’s text, and a game without late joins refuses one once started',
  async ({ page, viewport }) => {
    const { account, quizId } = await authorWithQuiz(QUIZ, clients);
    await signInToHost(page, account, quizId);
    await heading(page, QUIZ.data.title).waitFor();

    // "Allow late joins" off in the Game options panel, then Play.
    const options = page.getByRole('region', { name: 'Game options' });
    const lateJoins = options.getByRole('checkbox', { name: 'Allow late joins' });
    await lateJoins.uncheck();
    expect(await lateJoins.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForURL((url) => url.searchParams.has('s'));
    const { roomCode } = await lobbyRoomCode(page);

    // The host locks the lobby with the padlock.
    expect(await padlock(page).getAttribute('aria-pressed')).toBe('false');
    await padlock(page).click();
    await page.getByText('The game is locked: nobody new can join.').waitFor({ timeout: FIRST_CALL_MS });
    expect(await padlock(page).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'lobby-controls-host-locked');

    // A phone is refused on its join form with the server's words, and stays on the form.
    const bea = await phoneAtJoinForm(roomCode, 'Bea');
    await joinButton(bea).click();
    await joinError(bea).waitFor({ timeout: FIRST_CALL_MS });
    expect(await joinError(bea).textContent()).toBe(gameMessages.gameLocked);
    expect(await bea.getByRole('alert').textContent()).toBe('This game is locked by the host.');
    await joinButton(bea).waitFor();
    await phoneShot(bea, 'phone-refused-locked', viewport);

    // Unlocked, the same phone joins.
    await padlock(page).click();
    await page.getByText('The game is locked: nobody new can join.').waitFor({ state: 'hidden' });
    expect(await padlock(page).getAttribute('aria-pressed')).toBe('false');
    await joinButton(bea).click();
    await heading(bea, screenTexts.joinWaiting).waitFor();
    await page.locator('.host-lobby-list').getByText('Bea').waitFor();
    expect(await lobbyNames(page)).toEqual(['Bea']);

    // Started, the game (late joins off) refuses the next phone; the padlock stays at hand during play.
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Get ready!').waitFor();
    await padlock(page).waitFor();
    const cy = await phoneAtJoinForm(roomCode, 'Cy');
    await joinButton(cy).click();
    await joinError(cy).waitFor();
    expect(await joinError(cy).textContent()).toBe('This game has already started.');
    await phoneShot(cy, 'phone-refused-started', viewport);
    await shot(page, 'lobby-controls-host-playing');
    for (const phone of [bea, cy]) expect(unexpectedErrors(phone), 'errors on a phone').toEqual([]);

    // A deploy changes the layout of a game's data: the host's next step (the quiz intro's end) ends the
    // game, and both screens say why instead of failing until it expires.
    allowConsoleErrors(page, /status of 400/);
    await setGameLayout(new URL(page.url()).searchParams.get('s') ?? '', GAME_LAYOUT + 1);
    await heading(page, gameMessages.endedByUpdate).waitFor({ timeout: FIRST_CALL_MS });
    await page.getByRole('link', { name: screenTexts.yourQuizzes }).waitFor();
    await heading(bea, gameMessages.endedByUpdate).waitFor();
    await shot(page, 'lobby-controls-host-ended-by-update');
    await phoneShot(bea, 'phone-ended-by-update', viewport);
  },
  scaledMs(240_000),
);

journey(
  'the host removes the selected players, then everyone who joined in the last minute, each after one confirmation',
  async ({ page }) => {
    const { client } = await hostToLobby(page, QUIZ, 'lobby-controls-bulk-play', clients);
    const { roomCode } = await lobbyRoomCode(page);
    const names = ['Ana', 'Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5'];
    for (const username of names) await client.call('joinGame', { roomCode, username });
    await page.getByText(`${names.length} players`).waitFor();

    // Two picked by hand.
    await page.getByRole('button', { name: 'Select players' }).click();
    await page.getByRole('checkbox', { name: 'Bot 1' }).check();
    await page.getByRole('checkbox', { name: 'Bot 2' }).check();
    await page.getByText('2 selected').waitFor();
    await shot(page, 'lobby-controls-selected');
    await page.getByRole('button', { name: 'Remove selected' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Remove Players' });
    await dialog.getByText('Are you sure you want to remove 2 players from the lobby?').waitFor();
    await shot(page, 'lobby-controls-remove-selected');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: FIRST_CALL_MS });
    await page.getByText('4 players').waitFor();
    expect((await lobbyNames(page)).sort()).toEqual(['Ana', 'Bot 3', 'Bot 4', 'Bot 5']);
    await page.getByRole('button', { name: 'Done' }).click();

    // Everyone who joined in the last minute: all of them, here.
    await page.getByRole('button', { name: 'Remove everyone who joined in the last minute' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Remove Players' });
    await dialog
      .getByText('Are you sure you want to remove the 4 players who joined in the last minute?')
      .waitFor();
    await shot(page, 'lobby-controls-remove-recent');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Waiting for players to join…').waitFor({ timeout: scaledMs(30_000) });
    await page.getByText('0 players').waitFor();
    await shot(page, 'lobby-controls-emptied');
  },
  scaledMs(180_000),
);
