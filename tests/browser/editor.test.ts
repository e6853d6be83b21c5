// The quiz editor in a real browser against the real local stack (SPEC §2 Editor, §4 Editor, §6, §8 Editor):
// a visitor's quiz kept through signing up, edited copies and copy-protection, and the unsaved-changes
// guard. Quizzes are read back through the client SDK, under the database rules, as the SPA reads them.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import { newQuiz, type QuizContent } from '@/domain';
import {
  type Account,
  createAccount,
  freshEmail,
  logIn,
  type SignedInClient,
  signedInClient,
  USERNAME_APPEARS_MS,
} from './accountsOnStack';
import { appUrl, currentPath, journey, screenshot, useChromium } from './support';

useChromium();

const clients: SignedInClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function author(): Promise<{ account: Account; client: SignedInClient }> {
  const account = await createAccount();
  const client = await signedInClient(account);
  clients.push(client);
  return { account, client };
}

/** A word unique to this run and size, so that titles never meet those of other runs. */
const uniqueWord = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const outline = (page: Page) => page.getByRole('navigation', { name: 'Quiz outline' });

/** On a phone the question list is a drawer behind the bar's toggle. */
async function openQuestionList(page: Page): Promise<void> {
  const toggle = outline(page).locator('.editor-list-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

async function showQuestion(page: Page, number: number): Promise<void> {
  await openQuestionList(page);
  await outline(page)
    .getByRole('button', { name: new RegExp(`^Question ${number}:`) })
    .click();
}

async function addQuestion(page: Page): Promise<void> {
  await openQuestionList(page);
  await outline(page).getByRole('button', { name: 'Add question' }).click();
}

async function openSettings(page: Page): Promise<void> {
  await outline(page).getByRole('button', { name: 'Quiz settings' }).click();
  await page.getByRole('heading', { name: 'Quiz settings' }).waitFor();
}

async function questionTitles(page: Page): Promise<string[]> {
  await openQuestionList(page);
  const titles = await outline(page).locator('.editor-question-title').allTextContents();
  const toggle = outline(page).locator('.editor-list-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return titles;
}

const saveButton = (page: Page) => outline(page).getByRole('button', { name: /^Save/ });

/** Saves and closes the "Saved" dialog, checking its text. */
async function saveAndConfirm(page: Page, title: string): Promise<void> {
  await saveButton(page).click();
  const saved = page.getByRole('alertdialog', { name: 'Saved' });
  await saved.getByText(`Your quiz "${title}" has been saved.`).waitFor();
  await saved.getByRole('button', { name: 'OK' }).click();
  await saved.waitFor({ state: 'hidden' });
}

const quizIdInAddress = (page: Page) => new URL(page.url()).searchParams.get('q');

/** Writes a choice question's title and its first two options; the first option is correct. */
async function writeChoiceQuestion(page: Page, title: string, [first, second]: [string, string]) {
  await page.getByLabel('Question title').fill(title);
  await page.getByLabel('Option 1 text').fill(first);
  await page.getByLabel('Option 2 text').fill(second);
}

/** A one-question quiz of this title, as addQuiz stores it. */
function quizContent(title: string, copyProtect: boolean): QuizContent {
  const quiz = newQuiz();
  const [first] = quiz.questions;
  if (!first || first.questionType !== 0) throw new Error('newQuiz starts with a single-choice question');
  return {
    data: { ...quiz.data, title, desc: 'Ten quick capitals.', copyProtect },
    questions: [
      {
        ...first,
        title: 'What is the capital of Peru?',
        answers: [
          { name: 'Lima', type: 0, isCorrect: true },
          { name: 'Cusco', type: 0, isCorrect: false },
        ],
      },
    ],
  };
}

describe('/editor', () => {
  journey(
    'a visitor builds a quiz, signs up from the Save prompt and saves it with nothing lost',
    async ({ page }) => {
      const title = `Andes capitals ${uniqueWord()}`;
      await page.goto(appUrl('/editor'));
      await openSettings(page);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Description').fill('Two questions on South America.');
      await screenshot(page, 'editor-settings-new');

      await showQuestion(page, 1);
      await writeChoiceQuestion(page, 'What is the capital of Peru?', ['Lima', 'Cusco']);
      await addQuestion(page);
      await writeChoiceQuestion(page, 'What is the capital of Chile?', ['Santiago', 'Valparaíso']);
      await expect.poll(() => page.title()).toBe(`*${title} | Loqi`);
      await screenshot(page, 'editor-visitor-question');

      await saveButton(page).click();
      const prompt = page.getByRole('dialog', { name: 'Save your work' });
      await prompt.getByText('Create a free account').waitFor();
      await screenshot(page, 'editor-save-your-work');
      await prompt.getByRole('link', { name: 'Sign up for free' }).click();

      const signUp = page.getByRole('dialog', { name: 'Sign Up' });
      const email = freshEmail();
      await signUp.getByLabel('Email', { exact: true }).fill(email);
      await signUp.getByLabel('Password', { exact: true }).fill('secret-pass');
      await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await signUp.waitFor({ state: 'hidden' });
      await prompt.waitFor({ state: 'hidden' });
      const username = email.split('@')[0] ?? '';
      await page
        .getByRole('banner')
        .getByRole('link', { name: username, exact: true })
        .waitFor({ timeout: USERNAME_APPEARS_MS });
      expect(currentPath(page)).toBe('/editor');
      expect(await questionTitles(page)).toEqual([
        'What is the capital of Peru?',
        'What is the capital of Chile?',
      ]);

      await saveAndConfirm(page, title);
      await page.waitForURL((url) => url.searchParams.has('q'));
      const quizId = quizIdInAddress(page) ?? '';
      await expect.poll(() => page.title()).toBe(`${title} | Loqi`);
      expect(await saveButton(page).getAttribute('aria-label')).toBe('Save');

      const client = await signedInClient({ email, password: 'secret-pass', username });
      clients.push(client);
      const saved = await client.readQuiz(quizId);
      expect(saved?.owner).toBe(client.uid);
      expect(saved?.content.data).toMatchObject({ title, desc: 'Two questions on South America.' });
      expect(
        saved?.content.questions.map((question) => [question.title, question.answers, question.timeLimit]),
      ).toEqual([
        [
          'What is the capital of Peru?',
          [
            { name: 'Lima', type: 0, isCorrect: true },
            { name: 'Cusco', type: 0, isCorrect: false },
          ],
          30,
        ],
        [
          'What is the capital of Chile?',
          [
            { name: 'Santiago', type: 0, isCorrect: true },
            { name: 'Valparaíso', type: 0, isCorrect: false },
          ],
          30,
        ],
      ]);

      await page.goto(appUrl('/my'));
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    },
    120_000,
  );

  journey(
    "opening another user's quiz makes an edited copy that saves as a new quiz; a copy-protected one is refused",
    async ({ page }) => {
      const owner = await author();
      const title = `Peru basics ${uniqueWord()}`;
      const sent = quizContent(title, false);
      const original = await owner.client.call<{ id: string }>('addQuiz', { quiz: sent });
      const guarded = await owner.client.call<{ id: string }>('addQuiz', {
        quiz: quizContent(`Guarded ${title}`, true),
      });
      const reader = await author();

      await logIn(page, reader.account, `/editor?q=${original.id}`);
      await openSettings(page);
      const titleField = page.getByLabel('Title', { exact: true });
      await expect.poll(() => titleField.inputValue()).toBe(`${title} (Edited)`);
      expect(await page.getByLabel('Description').inputValue()).toBe(
        `Ten quick capitals. (Originally by ${owner.account.username})`,
      );
      await page.getByText('This quiz must be saved at least once').waitFor();
      await screenshot(page, 'editor-copy');

      await saveAndConfirm(page, `${title} (Edited)`);
      await page.waitForURL((url) => url.searchParams.get('q') !== original.id);
      const copyId = quizIdInAddress(page) ?? '';
      const copy = await reader.client.readQuiz(copyId);
      expect(copy?.owner).toBe(reader.client.uid);
      expect(copy?.content.data.title).toBe(`${title} (Edited)`);
      expect(copy?.content.questions).toEqual(sent.questions);
      expect(await owner.client.readQuiz(original.id)).toMatchObject({
        owner: owner.client.uid,
        content: sent,
      });
      // Saved, the copy is the reader's own quiz: it can be shared and played.
      await page.getByRole('link', { name: 'Play' }).waitFor();

      await page.goto(appUrl(`/editor?q=${guarded.id}`));
      const refusal = page.getByRole('alertdialog', { name: 'You are not allowed to edit this Loqi quiz.' });
      await refusal.waitFor();
      await screenshot(page, 'editor-not-allowed');
      await page.goto(appUrl('/editor?q=no-such-quiz'));
      const notFound = page.getByRole('alertdialog', {
        name: 'This Loqi quiz could not be found. It may be private, removed, or deleted.',
      });
      await notFound.waitFor();
      await page.keyboard.press('Escape');
      expect(await notFound.isVisible()).toBe(true);
      await screenshot(page, 'editor-not-found');
    },
    120_000,
  );

  journey(
    'unsaved changes show * in the title and are guarded in the app and on reload',
    async ({ page }) => {
      const { account } = await author();
      await logIn(page, account, '/editor');
      await openSettings(page);
      const titleField = page.getByLabel('Title', { exact: true });
      await titleField.click();
      await titleField.fill('Guarded quiz');
      await expect.poll(() => page.title()).toBe('*Guarded quiz | Loqi');
      expect(await saveButton(page).getAttribute('aria-label')).toBe('Save (unsaved changes)');

      const wordmark = page.getByRole('banner').getByRole('link', { name: 'Loqi' });
      await wordmark.click();
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await leave.waitFor();
      await screenshot(page, 'editor-leave-dialog');
      await leave.getByRole('button', { name: 'Stay' }).click();
      expect(currentPath(page)).toBe('/editor');
      expect(await titleField.inputValue()).toBe('Guarded quiz');

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.dismiss();
      });
      // Dismissed, the browser's prompt keeps the page and the edit.
      await page.evaluate('location.reload()');
      await expect.poll(() => dialogs).toEqual(['beforeunload']);
      expect(await titleField.inputValue()).toBe('Guarded quiz');

      page.removeAllListeners('dialog');
      page.once('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await page.reload();
      expect(dialogs).toEqual(['beforeunload', 'beforeunload']);
      // The new quiz was kept in this browser: the reload lost nothing.
      await openSettings(page);
      await expect.poll(() => titleField.inputValue()).toBe('Guarded quiz');
      await expect.poll(() => page.title()).toBe('*Guarded quiz | Loqi');

      await wordmark.click();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // Leaving is discarding: the editor starts afresh.
      await page.goto(appUrl('/editor'));
      await openSettings(page);
      await expect.poll(() => titleField.inputValue()).toBe('Untitled Loqi');
      expect(await page.title()).toBe('Untitled Loqi | Loqi');
    },
    120_000,
  );
});
