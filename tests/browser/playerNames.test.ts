// Player names in real browsers against the local stack, at both sizes: a
// phone whose name the server refuses sees "Please choose another name." under the join form, and joins
// once the name is changed; a host opens a game with the option "Friendly names" from the Play screen's
// Game options, and a phone that typed its own name plays under the name the server gave, which it shows
// on its waiting screen and footer and the host's lobby lists.
import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import {
  FRIENDLY_NAME_ADJECTIVES,
  FRIENDLY_NAME_ANIMALS,
  gameMessages,
  screenTexts,
  type QuizContent,
  type SavedJoin,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { type HostClient, joinAsPlayer, type PlayerClient, signUpHost } from '../../stack/liveGame/clients';
import { type SignedInClient, authorWithQuiz } from './accountsOnStack';
import { lobbyNames, lobbyRoomCode, playToLobby, shot, signInToHost } from './hostScreen';
import { fillJoinFormByTyping, footer, joinButton, nameInput, savedJoin } from './playerScreen';
import {
  allowConsoleErrors,
  heading,
  journey,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
} from './support';

useChromium();

const stack = () => inject('browserStack');

/** The quiz of every type, under the demo cover that the stack holds (the fixture's own is not uploaded). */
const QUIZ: QuizContent = {
  ...quizOfEveryType(),
  data: { ...quizOfEveryType().data, title: 'Names journey', image: [...demoCovers.science] },
};

/** "Brave Otter", or "Brave Otter 2" once the plain names drawn were taken. */
const FRIENDLY_NAME = /^([A-Z][a-z]+) ([A-Z][a-z]+)(?: \d{1,3})?$/;

const expectFriendlyName = (name: string) => {
  const [, adjective, animal] = FRIENDLY_NAME.exec(name) ?? [];
  expect(FRIENDLY_NAME_ADJECTIVES, name).toContain(adjective);
  expect(FRIENDLY_NAME_ANIMALS, name).toContain(animal);
};

const hosts: HostClient[] = [];
const players: PlayerClient[] = [];
const clients: SignedInClient[] = [];
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all([
    ...contexts.splice(0).map((context) => context.close()),
    ...[...hosts.splice(0), ...players.splice(0), ...clients.splice(0)].map((client) => client.close()),
  ]);
});

journey(
  'a phone whose name the server refuses says so under the form, and joins under another',
  async ({ page }) => {
    const host = await signUpHost(stack());
    hosts.push(host);
    const { id: gameID } = await host.startGame({ quizID: await host.saveQuiz(QUIZ) });
    const { roomCode } = await host.hostInfo(gameID);
    // The refusal is an HTTP 400 from the functions, which the browser logs.
    allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 400/);

    await fillJoinFormByTyping(page, roomCode, 'sh1t');
    await joinButton(page).click();

    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('Please choose another name.');
    expect(await joinButton(page).isEnabled()).toBe(true);
    await screenshot(page, 'player-names-refused');
    expect(await host.roster(gameID)).toEqual({});

    // "Ana" with a Cyrillic capital A (U+0410) beside the Latin "Ana" already in: taken, said as for any
    // taken name (an HTTP 409 from the functions).
    allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 409/);
    const ana = await joinAsPlayer(stack(), roomCode, 'Ana');
    players.push(ana);
    await nameInput(page).fill('\u0410na');
    await joinButton(page).click();
    await expect.poll(() => refusal.innerText()).toBe(gameMessages.nameTaken);
    await shot(page, 'player-names-look-alike-taken');

    // A place that contains a flagged word, in a name of the full 20 characters, which the footer shows whole.
    await nameInput(page).fill('Scunthorpe United FC');
    expect(await refusal.count()).toBe(0);
    await joinButton(page).click();
    await heading(page, screenTexts.joinWaiting).waitFor();
    await page.getByText('You play as Scunthorpe United FC', { exact: true }).waitFor();
    await expect.poll(() => footer(page).innerText()).toContain('Scunthorpe United FC');
    await shot(page, 'player-names-accepted');
    expect(Object.values(await host.roster(gameID)).map((player) => player.username)).toEqual([
      'Ana',
      'Scunthorpe United FC',
    ]);
  },
);

journey(
  'a host opens a game with Friendly names, and a phone plays under the name the server gave',
  async ({ page: phone }) => {
    const { context, page: hostPage } = await newPage('desktop');
    contexts.push(context);
    await journeyOverPages('player-names-friendly', [['host', hostPage]], async () => {
      const { account, quizId } = await authorWithQuiz(QUIZ, clients);
      await signInToHost(hostPage, account, quizId);
      const friendlyNames = hostPage
        .getByRole('region', { name: 'Game options' })
        .getByRole('checkbox', { name: 'Friendly names' });
      await friendlyNames.check();
      expect(await friendlyNames.isChecked()).toBe(true);
      await playToLobby(hostPage, QUIZ.data.title, 'player-names-friendly-play');
      const { roomCode } = await lobbyRoomCode(hostPage);

      await fillJoinFormByTyping(phone, roomCode, 'Ada');
      await joinButton(phone).click();
      await heading(phone, screenTexts.joinWaiting).waitFor();
      const { username: given } = (await savedJoin(phone)) as SavedJoin;
      if (given === undefined) throw new Error('The saved join holds no name.');
      expectFriendlyName(given);
      await phone.getByText(`You play as ${given}`, { exact: true }).waitFor();
      await expect.poll(() => footer(phone).innerText()).toContain(given);
      expect(await footer(phone).innerText()).not.toContain('Ada');
      await shot(phone, 'player-names-friendly-waiting');

      // Another player typing the same name gets a name of their own.
      const other = await joinAsPlayer(stack(), roomCode, 'Ada');
      players.push(other);
      expectFriendlyName(other.username);
      expect(other.username).not.toBe(given);
      await expect
        .poll(async () => (await lobbyNames(hostPage)).sort())
        .toEqual([given, other.username].sort());
      await shot(hostPage, 'player-names-friendly-lobby');
    });
  },
);
