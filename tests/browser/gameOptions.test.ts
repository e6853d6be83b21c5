// The Play screen's "Game options" panel in a real browser against the local stack: a host
// chooses options, opens the game with them, and finds them chosen again on the next Play screen (startGame
// remembers them in the host's settings). Photographed at both sizes.
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { QuestionType, type QuizContent } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { scaledMs } from '../../stack/timeScale';
import { createAccount, signedInClient, type SignedInClient } from './accountsOnStack';
import { lobbyRoomCode, playToLobby, shot, signInToHost } from './hostScreen';
import { appUrl, heading, journey, useChromium } from './support';

useChromium();

const clients: SignedInClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const panelOf = (page: Page) => page.getByRole('region', { name: 'Game options' });
const option = (panel: Locator, name: string) => panel.getByRole('checkbox', { name, exact: true });

journey(
  'a host opens a game with their options and finds them chosen again next time',
  async ({ page }) => {
    const account = await createAccount();
    const client = await signedInClient(account);
    clients.push(client);
    // The stack's demo cover: a cover of the fixture's own would not be in Storage.
    const quiz: QuizContent = {
      data: { ...quizOfEveryType().data, title: 'Options journey', image: [...demoCovers.science] },
      questions: [questionsOfEveryType()[QuestionType.TrueFalse]],
    };
    const { id: quizId } = await client.call('addQuiz', { quiz });
    await signInToHost(page, account, quizId);
    await heading(page, 'Options journey').waitFor();

    const panel = panelOf(page);
    await panel.waitFor();
    // A first game: the spec's.
    expect(await option(panel, 'Allow late joins').isChecked()).toBe(true);
    for (const name of ['Friendly names', 'Answer streak bonus', 'Accuracy only', 'Auto-advance']) {
      expect(await option(panel, name).isChecked()).toBe(false);
    }

    await option(panel, 'Allow late joins').uncheck();
    await option(panel, 'Accuracy only').check();
    await option(panel, 'Auto-advance').check();
    const seconds = panel.getByRole('spinbutton', { name: 'Seconds before continuing' });
    expect(await seconds.inputValue()).toBe('10');
    await seconds.fill('3');
    await panel.getByText('Choose between 5 and 60 seconds.').waitFor();
    expect(await page.getByRole('button', { name: 'Play' }).isDisabled()).toBe(true);
    await seconds.fill('25');
    // From the top: the header sticks where the field scrolled the page to, across a full-page picture.
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'game-options');

    await playToLobby(page, 'Options journey', 'game-options-play');
    expect((await lobbyRoomCode(page)).roomCode).toMatch(/^[asdfjkl]{9}$/);

    await page.goto(appUrl(`/host?q=${quizId}`));
    const again = panelOf(page);
    await again.waitFor();
    await expect
      .poll(() => option(again, 'Auto-advance').isChecked(), { timeout: scaledMs(10_000) })
      .toBe(true);
    expect(await option(again, 'Allow late joins').isChecked()).toBe(false);
    expect(await option(again, 'Accuracy only').isChecked()).toBe(true);
    expect(await option(again, 'Friendly names').isChecked()).toBe(false);
    expect(await again.getByRole('spinbutton', { name: 'Seconds before continuing' }).inputValue()).toBe(
      '25',
    );
  },
  // The first journey of a run also waits for Vite to compile the host's pages.
  scaledMs(180_000),
);
