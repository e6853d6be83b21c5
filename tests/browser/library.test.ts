// The quiz library and Explore in a real browser against the real local stack (SPEC §2 /my, /view,
// Search / Explore; §5 deletion; §6 visibility). Quizzes are made through the real addQuiz and setQuiz
// callables, signed in as a fresh account, and read back by the SPA through the real database rules.
// Over 60 s: the library and Explore with fresh accounts and their quizzes, at both sizes.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import { newQuiz, type QuizContent, type Visibility } from '@/domain';
import { demoAccount, demoCovers } from '../../stack/demoData';
import { type Account, createAccount, logIn, type SignedInClient, signedInClient } from './accountsOnStack';
import { animationsSettled, appUrl, currentPath, journey, screenshot, useChromium } from './support';
import { scaledMs } from '../../stack/timeScale';

useChromium();

const THEMES = ['dark', 'light', 'red', 'navy'] as const;
const NOT_FOUND = 'This Loqi quiz could not be found. It may be private, removed, or deleted.';

const clients: SignedInClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** A fresh account, and the client SDK signed in as it. */
async function author(): Promise<{ account: Account; client: SignedInClient }> {
  const account = await createAccount();
  const client = await signedInClient(account);
  clients.push(client);
  return { account, client };
}

/** A quiz of three questions (single choice, true/false, arrange) with these title, text and visibility. */
function quizContent(title: string, visibility: Visibility, desc = ''): QuizContent {
  const quiz = newQuiz();
  const [first] = quiz.questions;
  if (!first || first.questionType !== 0) throw new Error('newQuiz starts with a single-choice question');
  return {
    data: { ...quiz.data, title, desc, visibility },
    questions: [
      {
        ...first,
        title: 'What is the capital of Portugal?',
        desc: 'Think of trams and custard tarts.',
        answers: [
          { name: 'Porto', type: 0, isCorrect: false },
          { name: 'Lisbon', type: 0, isCorrect: true },
          { name: 'Coimbra', type: 0, isCorrect: false },
        ],
      },
      {
        ...first,
        questionType: 1,
        title: 'Vilnius is the capital of Lithuania.',
        answers: [
          { name: 'True', isCorrect: true },
          { name: 'False', isCorrect: false },
        ],
        typeSpecificSettings: {},
      },
      {
        ...first,
        questionType: 4,
        title: 'Order these capitals from west to east.',
        answers: [
          { name: 'Lisbon', type: 0 },
          { name: 'Paris', type: 0 },
          { name: 'Warsaw', type: 0 },
        ],
        typeSpecificSettings: {},
      },
    ],
  };
}

async function addQuiz(client: SignedInClient, quiz: QuizContent): Promise<string> {
  const answer = await client.call('addQuiz', { quiz });
  expect(answer.success).toBe(true);
  return answer.id;
}

/** A word unique to this run and size, so that quizzes of other runs never match its searches. */
const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cardTitles = (page: Page) =>
  page.locator('.library-card').getByRole('heading', { level: 2 }).allTextContents();

/** Screenshots of the page in each theme, for looking at, then the user's own theme back. */
async function screenshotThemes(page: Page, name: string): Promise<void> {
  const html = page.locator('html');
  const setTheme = (theme: string) =>
    html.evaluate((element, next) => element.setAttribute('data-theme', next), theme);
  const own = (await html.getAttribute('data-theme')) ?? 'dark';
  for (const theme of THEMES) {
    await setTheme(theme);
    // Colours ease over 0.15 s; the picture is taken once they have settled.
    await animationsSettled(page);
    await screenshot(page, `${name}-${theme}`);
  }
  await setTheme(own);
}

describe('/my', () => {
  journey(
    "shows a user's quizzes newest-modified first, with the buttons a phone can use",
    async ({ page, viewport }) => {
      const { account, client } = await author();
      const first = await addQuiz(client, quizContent('Fractions warm-up', 1));
      const verbs = quizContent('Spanish verbs', 1);
      await addQuiz(client, { ...verbs, questions: verbs.questions.slice(0, 1) });
      const third = await addQuiz(client, quizContent('Photosynthesis', 2));
      // Saving the first again makes it the most recently modified. With 12 questions, its count is read
      // past the keys 9 and 10, which sort as numbers.
      const revised = quizContent('Fractions, revised', 1);
      const twelve = { ...revised, questions: Array.from({ length: 4 }, () => revised.questions).flat() };
      const saved = await client.call('setQuiz', { id: first, quiz: twelve });
      expect(saved).toBeTruthy();

      await logIn(page, account);
      await page.goto(appUrl('/my'));
      await page.getByRole('heading', { level: 2, name: 'Photosynthesis' }).waitFor();
      expect(await cardTitles(page)).toEqual(['Fractions, revised', 'Photosynthesis', 'Spanish verbs']);
      // Each card says how many questions the quiz holds and who may see it.
      const facts = page.locator('.library-card-facts');
      await expect
        .poll(() => facts.allInnerTexts())
        .toEqual([
          expect.stringMatching(/^12 questions\s+Unlisted$/),
          expect.stringMatching(/^3 questions\s+Private$/),
          expect.stringMatching(/^1 question\s+Unlisted$/),
        ]);
      expect(await page.title()).toBe('View Quizzes | Loqi');
      expect(await page.getByRole('link', { name: 'Create New' }).getAttribute('href')).toBe('/editor');

      const view = page.getByRole('link', { name: 'View Photosynthesis' });
      // Hidden on a phone, so found among hidden elements too.
      const host = page.getByRole('link', { name: 'Host Photosynthesis', includeHidden: true });
      const edit = page.getByRole('link', { name: 'Edit Photosynthesis', includeHidden: true });
      const remove = page.getByRole('button', { name: 'Delete Photosynthesis', includeHidden: true });
      expect(await view.getAttribute('href')).toBe(`/view?q=${third}`);
      expect(await host.getAttribute('href')).toBe(`/host?q=${third}`);
      expect(await host.getAttribute('target')).toBe('_blank');
      expect(await view.isVisible()).toBe(true);
      for (const desktopOnly of [host, edit, remove]) {
        expect(await desktopOnly.isVisible()).toBe(viewport === 'desktop');
      }

      // SPEC §9: four columns above 1280 px, one on a phone; Create New, New from file and the
      // three quizzes fill a row and begin the next.
      const tops = await page
        .locator('.library-grid > li')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(viewport === 'desktop' ? 2 : 5);
      await screenshotThemes(page, 'my-quizzes');

      await view.click();
      await page.getByRole('heading', { level: 1, name: 'Photosynthesis' }).waitFor();
      expect(currentPath(page)).toBe(`/view?q=${third}`);
    },
  );

  journey(
    "shows the quizzes' cover images from Storage, as uploaded for the demo account",
    async ({ page }) => {
      await logIn(page, { ...demoAccount }, '/my');
      await page.waitForURL((url) => url.pathname === '/my' && url.search === '');
      const covers = page.locator('.library-card img');
      await covers.first().waitFor();
      // Every demo quiz has a cover; each must really load (a broken <img> has no natural width).
      await expect
        .poll(() =>
          covers.evaluateAll((images) =>
            images.map((image) => (image as { naturalWidth: number }).naturalWidth),
          ),
        )
        .toEqual(Object.values(demoCovers).map(() => 640));
      expect(await cardTitles(page)).toEqual(['Private draft', 'Science sprint', 'World capitals']);
      await screenshot(page, 'my-quizzes-demo-covers');
    },
  );

  journey('sends a signed-out visitor to log in, then back to /my', async ({ page }) => {
    const { account } = await author();
    await page.goto(appUrl('/my'));
    await page.waitForURL((url) => url.searchParams.get('login') === 'true');
    expect(currentPath(page)).toBe('/?login=true&redirect=%2Fmy');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Log In', exact: true }).waitFor();

    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my');
    await page.getByRole('heading', { name: 'No quizzes yet' }).waitFor();
    await screenshot(page, 'my-quizzes-empty');
  });
});

describe('/view', () => {
  journey("shows another user's private quiz as not found", async ({ page }) => {
    const owner = await author();
    const privateQuiz = await addQuiz(owner.client, quizContent('Staff room secrets', 2));
    const { account } = await author();

    await logIn(page, account);
    await page.goto(appUrl(`/view?q=${privateQuiz}`));
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    expect(await page.getByText('Staff room secrets').count()).toBe(0);
    await screenshot(page, 'viewer-not-found');
  });

  journey(
    'lets the owner read the questions, then delete the quiz only with its exact title',
    async ({ page }) => {
      const { account, client } = await author();
      const kept = await addQuiz(client, quizContent('Keep this one', 1));
      const doomed = await addQuiz(
        client,
        quizContent('Capitals of Europe', 0, 'Ten quick questions on the capitals of Europe, for year 7.'),
      );

      await logIn(page, account);
      await page.goto(appUrl(`/view?q=${doomed}`));
      await page.getByRole('heading', { level: 1, name: 'Capitals of Europe' }).waitFor();
      await page.getByText(account.username, { exact: true }).first().waitFor();
      await expect.poll(() => page.title()).toBe(`Capitals of Europe by ${account.username} | Loqi`);

      const question = page.getByRole('button', { name: /What is the capital of Portugal\?/ });
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await page.getByText('Think of trams and custard tarts.').waitFor();
      expect(
        await page
          .getByRole('listitem')
          .filter({ hasText: /^Lisbon\(correct\)$/ })
          .count(),
      ).toBe(1);
      await screenshotThemes(page, 'viewer-owner');

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete quiz' });
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      const typed = dialog.getByLabel('Quiz title');
      for (const wrong of ['capitals of europe', 'Capitals of Europe ', 'Capitals of']) {
        await typed.fill(wrong);
        expect(await confirm.isDisabled(), wrong).toBe(true);
      }
      await typed.fill('Capitals of Europe');
      expect(await confirm.isEnabled()).toBe(true);
      await screenshot(page, 'viewer-delete-dialog');
      await confirm.click();

      await page.waitForURL((url) => url.pathname === '/my');
      await page.getByRole('heading', { level: 2, name: 'Keep this one' }).waitFor();
      expect(await cardTitles(page)).toEqual(['Keep this one']);
      expect(await page.getByRole('link', { name: `View Keep this one` }).getAttribute('href')).toBe(
        `/view?q=${kept}`,
      );
      await page.goto(appUrl(`/view?q=${doomed}`));
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    },
  );
});

describe('Explore', () => {
  journey(
    'finds a public quiz by a word prefix, never an unlisted or private one with the same word',
    async ({ page }) => {
      const { client } = await author();
      const word = uniqueWord();
      const publicQuiz = await addQuiz(
        client,
        quizContent('Capitals of Europe', 0, `From Lisbon to Helsinki (${word}).`),
      );
      const unlisted = await addQuiz(client, quizContent('Capitals of Asia', 1, `Unlisted (${word}).`));
      const hidden = await addQuiz(client, quizContent('Capitals of Africa', 2, `Private (${word}).`));

      await page.goto(appUrl('/search?q='));
      await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
      const box = page.getByRole('searchbox', { name: 'Search quizzes' });
      // Two word prefixes: "capit" and the unique word less its last letter.
      const search = `capit ${word.slice(0, -1)}`;
      await box.fill(search);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === search);

      const results = page.getByRole('list', { name: 'Results' });
      const found = results.getByRole('link', { name: /Capitals of Europe/ });
      // The address changes before the screen does: until the new answer shows, the list may still be the
      // previous search's (every public quiz, another run's "Capitals of Europe" among them).
      await expect.poll(() => found.count(), { timeout: scaledMs(30_000) }).toBe(1);
      expect(await found.getAttribute('href')).toBe(`/view?q=${publicQuiz}`);
      expect(await results.getByRole('listitem').count()).toBe(1);
      for (const id of [unlisted, hidden]) {
        expect(await page.locator(`a[href="/view?q=${id}"]`).count()).toBe(0);
      }

      // The word alone, and the prefix "capit" alone, find the public quiz and never the others.
      await page.goto(appUrl('/search?q=capit'));
      await results.getByRole('link').first().waitFor();
      expect(await page.locator(`a[href="/view?q=${publicQuiz}"]`).count()).toBe(1);
      for (const id of [unlisted, hidden]) {
        expect(await page.locator(`a[href="/view?q=${id}"]`).count()).toBe(0);
      }
      expect(await page.title()).toBe('Explore | Loqi');
      await screenshotThemes(page, 'explore-results');

      await page.getByRole('radio', { name: 'Most played' }).check();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'plays');
      await results.getByRole('link').first().waitFor();

      await box.fill(`${word}nothing`);
      await box.press('Enter');
      await page.getByText("There doesn't seem to be anything here...").waitFor();
      await screenshot(page, 'explore-empty');

      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('q') === 'capit');
      expect(await box.inputValue()).toBe('capit');
    },
  );
});
