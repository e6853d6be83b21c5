// The quiz editor in a real browser against the real local stack (SPEC §2 Editor, §4 Editor, §6, §8 Editor):
// a visitor's quiz kept through signing up, edited copies and copy-protection, and the unsaved-changes
// guard. Quizzes are read back through the client SDK, under the database rules, as the SPA reads them.
// Over 60 s: a question of every type built with images and a video, reloaded, at both sizes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect } from 'vitest';
import { GENERATED_USERNAME_PATTERN, type Question, type QuizContent, type StoragePath } from '@/domain';
import { PNG_1X1 } from '@/domain/fixtures/images';
import { repoRoot } from '../../stack/localStack';
import {
  type Account,
  createAccount,
  freshEmail,
  logIn,
  type SignedInClient,
  signedInClient,
  USERNAME_APPEARS_MS,
} from './accountsOnStack';
import {
  acceptNextDialog,
  appUrl,
  currentPath,
  journey,
  screenshot as fullPageScreenshot,
  useChromium,
} from './support';
import { scaledMs } from '../../stack/timeScale';
import {
  nameQuizDialog,
  openQuestionList,
  openSettings,
  outline,
  questionTitles,
  quizTitleField,
  saveAndConfirm,
  saveButton,
  savedStatus,
} from './editorScreen';

useChromium();

/** A real picture for the cover, so that the image manager's screenshots show one: a demo cover, 640 px wide. */
const COVER_PNG = readFileSync(path.join(repoRoot, 'stack', 'demoAssets', 'capitals.png'));
const COVER_PNG_WIDTH = 640;

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

/**
 * A screenshot from the top of the page: filling a field scrolls it into view, and a full-page picture of a
 * scrolled page draws the sticky header and bar half-way down.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await fullPageScreenshot(page, name);
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

const quizIdInAddress = (page: Page) => new URL(page.url()).searchParams.get('q');

/** Writes a choice question's title and its first two options; the first option is correct. */
async function writeChoiceQuestion(page: Page, title: string, [first, second]: [string, string]) {
  await page.getByLabel('Question title').fill(title);
  await page.getByLabel('Option 1 text').fill(first);
  await page.getByLabel('Option 2 text').fill(second);
}

/**
 * Uploads a picture in the image manager that the editor opened, and uses it; with `screenshotName`, the
 * manager is pictured with the preview before the upload and with the new image selected after it.
 */
async function uploadAndUse(
  page: Page,
  fileName: string,
  { bytes = PNG_1X1, screenshotName }: { bytes?: Uint8Array; screenshotName?: string } = {},
): Promise<void> {
  const manager = page.getByRole('dialog', { name: 'Your images' });
  await manager.waitFor();
  await manager
    .getByLabel('Image file')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: Buffer.from(bytes) });
  if (screenshotName) await screenshot(page, `${screenshotName}-preview`);
  await manager.getByRole('button', { name: 'Upload', exact: true }).click();
  const use = manager.getByRole('button', { name: 'Use image' });
  await use.waitFor();
  // The new upload is listed first, and its thumbnail really loads from Storage.
  await expect
    .poll(() =>
      manager
        .locator('img')
        .first()
        .evaluate((image) => (image as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);
  if (screenshotName) await screenshot(page, `${screenshotName}-uploaded`);
  await use.click();
  await manager.waitFor({ state: 'hidden' });
}

async function chooseType(page: Page, typeName: string): Promise<void> {
  await page.getByLabel('Question type').selectOption({ label: typeName });
}

const VIDEO_LINK = 'https://www.youtube.com/watch?v=D8pnmwOXhoY';

/** What every question built in the editor shares: the default template's settings and no media. */
const templated = {
  desc: '',
  mediaMode: 0,
  mediaURL: '',
  timeLimit: 30,
  customPointsOptions: { basePoints: 750, timeBonus: 250 },
  titlePlusDesc: true,
  titlePlusImg: true,
} as const;

/** A one-question quiz of this title, as addQuiz stores it. */
function quizContent(title: string, copyProtect: boolean): QuizContent {
  return {
    data: {
      title,
      desc: 'Ten quick capitals.',
      image: null,
      randomizeQuestionOrder: false,
      visibility: 1,
      version: 0,
      copyProtect,
    },
    questions: [
      {
        ...templated,
        questionType: 0,
        title: 'What is the capital of Peru?',
        answers: [
          { name: 'Lima', type: 0, isCorrect: true },
          { name: 'Cusco', type: 0, isCorrect: false },
        ],
        typeSpecificSettings: { randomizeOrder: false },
      },
    ],
  };
}

/** The quiz of every type as the journey types it; uploads are known by the paths the server gave them. */
function quizOfEveryTypeAsTyped(title: string, cover: StoragePath, answerImage: StoragePath): QuizContent {
  const questions: Question[] = [
    {
      ...templated,
      questionType: 0,
      title: 'Which animal lives in the Andes?',
      desc: 'Look closely.',
      answers: [
        { name: 'Penguin', type: 0, isCorrect: false },
        { name: answerImage.join('/'), type: 1, isCorrect: true },
      ],
      typeSpecificSettings: { randomizeOrder: false },
    },
    {
      ...templated,
      questionType: 1,
      title: 'Lima is the capital of Chile.',
      answers: [
        { name: 'True', isCorrect: false },
        { name: 'False', isCorrect: true },
      ],
      typeSpecificSettings: {},
    },
    {
      ...templated,
      questionType: 2,
      title: 'Name the capital of Japan.',
      mediaMode: 2,
      mediaURL: VIDEO_LINK,
      answers: ['Tokyo', 'Tōkyō', ''],
      typeSpecificSettings: { caseSensitive: false },
    },
    {
      ...templated,
      questionType: 3,
      title: 'Which of these are in Europe?',
      answers: [
        { name: 'Lisbon', type: 0, isCorrect: true },
        { name: 'Lima', type: 0, isCorrect: false },
        { name: 'Oslo', type: 0, isCorrect: true },
      ],
      typeSpecificSettings: { randomizeOrder: false },
    },
    {
      ...templated,
      questionType: 4,
      title: ARRANGE_TITLE,
      answers: [
        { name: 'Lisbon', type: 0 },
        { name: 'Berlin', type: 0 },
        { name: 'Warsaw', type: 0 },
      ],
      typeSpecificSettings: {},
    },
  ];
  return {
    data: {
      title,
      desc: 'One question of every type.',
      image: cover,
      randomizeQuestionOrder: true,
      visibility: 0,
      version: 0,
      copyProtect: true,
    },
    questions,
  };
}

/** Long enough to wrap over several lines in the outline, where other titles are cut to two. */
const ARRANGE_TITLE =
  'Order these capitals from west to east, starting with the one nearest to the Atlantic Ocean.';

/**
 * The outline of the quiz of every type, its arrange question shown: each question has its type's icon,
 * and the shown question's long title wraps in full, nothing of it cut off.
 */
async function expectTypeIconsAndWrappedTitle(page: Page): Promise<void> {
  await showQuestion(page, 5);
  await openQuestionList(page);
  const questions = outline(page).getByRole('button', { name: /^Question \d+:/ });
  const icons = await questions.evaluateAll((buttons) =>
    buttons.map((button) => {
      const icon = button.querySelector('svg[data-question-type]');
      const box = icon?.getBoundingClientRect();
      return [icon?.getAttribute('data-question-type'), (box?.width ?? 0) > 0 && (box?.height ?? 0) > 0];
    }),
  );
  expect(icons).toEqual([
    ['0', true],
    ['1', true],
    ['2', true],
    ['3', true],
    ['4', true],
  ]);
  const shownTitle = outline(page).locator('[data-current="true"] .editor-question-title');
  expect(await shownTitle.textContent()).toBe(ARRANGE_TITLE);
  const layout = await shownTitle.evaluate((title) => ({
    scrollHeight: title.scrollHeight,
    clientHeight: title.clientHeight,
    lineHeight: parseFloat(title.ownerDocument.defaultView?.getComputedStyle(title).lineHeight ?? '0'),
    overflowsRow:
      title.getBoundingClientRect().right > (title.closest('li')?.getBoundingClientRect().right ?? 0) + 0.5,
  }));
  expect(layout.scrollHeight, 'nothing of the title is cut off').toBeLessThanOrEqual(layout.clientHeight);
  expect(layout.clientHeight, 'the title wraps past the two lines of the others').toBeGreaterThan(
    2.5 * layout.lineHeight,
  );
  expect(layout.overflowsRow).toBe(false);
  await screenshot(page, 'editor-outline');
  const toggle = outline(page).locator('.editor-list-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

/** Builds the quiz of quizOfEveryTypeAsTyped through the editor's controls. */
async function buildQuizOfEveryType(page: Page): Promise<void> {
  await openSettings(page);
  await page.getByLabel('Description').fill('One question of every type.');
  await page.getByRole('radio', { name: /Public/ }).check();
  await page.getByLabel('Randomise question order').check();
  await page.getByLabel(/Copy-protect/).check();
  await page.getByRole('button', { name: 'Add cover image' }).click();
  await uploadAndUse(page, 'cover.png', { bytes: COVER_PNG, screenshotName: 'editor-image-manager' });

  await showQuestion(page, 1);
  await page.getByLabel('Question title').fill('Which animal lives in the Andes?');
  await page.getByLabel('Question description').fill('Look closely.');
  await page.getByLabel('Option 1 text').fill('Penguin');
  await page.getByRole('button', { name: 'Add image to option 2' }).click();
  await uploadAndUse(page, 'llama.png');
  await page.getByLabel('Mark option 2 correct').check();
  await page.getByLabel('Mark option 1 correct').uncheck();

  await addQuestion(page);
  await chooseType(page, 'True/False');
  await page.getByLabel('Question title').fill('Lima is the capital of Chile.');
  await page.getByRole('radio', { name: 'False' }).check();

  await addQuestion(page);
  await chooseType(page, 'Open-ended');
  await page.getByLabel('Question title').fill('Name the capital of Japan.');
  await page.getByLabel('New accepted answer').fill('Tokyo');
  await page.getByLabel('New accepted answer').fill('Tōkyō');
  await page.getByRole('button', { name: 'Video' }).click();
  await page.getByLabel('Video link').fill(VIDEO_LINK);

  await addQuestion(page);
  await chooseType(page, 'Multi-select');
  await page.getByLabel('Question title').fill('Which of these are in Europe?');
  await page.getByLabel('Option 1 text').fill('Lisbon');
  await page.getByLabel('Option 2 text').fill('Lima');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 3 text').fill('Oslo');
  await page.getByLabel('Mark option 3 correct').check();

  await addQuestion(page);
  await chooseType(page, 'Arrange');
  await page.getByLabel('Question title').fill(ARRANGE_TITLE);
  await page.getByLabel('Item 1 text').fill('Lisbon');
  await page.getByLabel('Item 2 text').fill('Berlin');
  // A new arrange question has the 3 items it needs at least.
  await page.getByLabel('Item 3 text').fill('Warsaw');
}

describe('/editor', () => {
  journey(
    'a visitor builds a quiz, signs up from the Save prompt and saves it with nothing lost',
    async ({ page }) => {
      const title = `Andes capitals ${uniqueWord()}`;
      await page.goto(appUrl('/editor'));
      // A new question's title is empty, "Untitled question" its placeholder; the outline lists it so.
      const questionTitle = page.getByLabel('Question title');
      expect(await questionTitle.inputValue()).toBe('');
      expect(await questionTitle.getAttribute('placeholder')).toBe('Untitled question');
      await screenshot(page, 'editor-new-question');
      expect(await questionTitles(page)).toEqual(['Untitled question']);
      // The quiz's title is at the top of the editor, over the question as over the settings.
      expect(await quizTitleField(page).inputValue()).toBe('Untitled Loqi');
      await quizTitleField(page).fill(title);
      await openSettings(page);
      expect(await quizTitleField(page).inputValue()).toBe(title);
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
      const usernameLink = page.getByRole('banner').getByRole('link', { name: GENERATED_USERNAME_PATTERN });
      await usernameLink.waitFor({ timeout: USERNAME_APPEARS_MS });
      const username = (await usernameLink.textContent()) ?? '';
      expect(currentPath(page)).toBe('/editor');
      expect(await questionTitles(page)).toEqual([
        'What is the capital of Peru?',
        'What is the capital of Chile?',
      ]);

      // The first save asks for the title, offering the one typed at the top.
      await saveButton(page).click();
      const naming = nameQuizDialog(page);
      expect(await naming.getByLabel('Quiz title').inputValue()).toBe(title);
      await screenshot(page, 'editor-name-quiz');
      await naming.getByRole('button', { name: 'Save', exact: true }).click();
      // "Saved" is a brief status, no dialog: it fades by itself.
      const savedMessage = savedStatus(page, title);
      await savedMessage.waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await screenshot(page, 'editor-saved');
      await savedMessage.waitFor({ state: 'hidden', timeout: scaledMs(10_000) });
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
    scaledMs(120_000),
  );

  journey(
    'an author builds one question of every type with images and a video, and finds it all after a reload',
    async ({ page }) => {
      // No network here: the video player's scripts and frames are answered empty, as if still loading.
      await page.route(/youtube\.com|ytimg\.com/, (route) => route.fulfill({ status: 200, body: '' }));
      const { account, client } = await author();
      const title = `Every type ${uniqueWord()}`;
      await logIn(page, account, '/editor');
      await buildQuizOfEveryType(page);
      await screenshot(page, 'editor-arrange-question');
      await showQuestion(page, 1);
      await screenshot(page, 'editor-image-answer');
      await expectTypeIconsAndWrappedTitle(page);

      // Named only at the first save: the dialog offers the default title as its placeholder.
      await saveButton(page).click();
      const naming = nameQuizDialog(page);
      const nameField = naming.getByLabel('Quiz title');
      expect(await nameField.inputValue()).toBe('');
      expect(await nameField.getAttribute('placeholder')).toBe('Untitled Loqi');
      await nameField.fill(title);
      await nameField.press('Enter');
      await savedStatus(page, title).waitFor();
      await page.waitForURL((url) => url.searchParams.has('q'));
      const quizId = quizIdInAddress(page) ?? '';
      const saved = await client.readQuiz(quizId);
      const cover = saved?.content.data.image;
      const answer = saved?.content.questions[0]?.answers[1];
      const answerImage = (typeof answer === 'object' ? answer.name : '').split('/') as StoragePath;
      expect(cover).toEqual([expect.any(String), expect.any(String)]);
      expect(answerImage).toEqual([expect.any(String), expect.any(String)]);
      expect(saved).toEqual({
        owner: client.uid,
        opened: expect.any(Number),
        content: quizOfEveryTypeAsTyped(title, cover as StoragePath, answerImage),
      });

      await page.reload();
      await openSettings(page);
      expect(await quizTitleField(page).inputValue()).toBe(title);
      expect(await page.getByRole('radio', { name: /Public/ }).isChecked()).toBe(true);
      await expect
        .poll(() =>
          page
            .locator('.editor-cover img')
            .evaluate((image) => (image as { naturalWidth: number }).naturalWidth),
        )
        .toBe(COVER_PNG_WIDTH);
      expect(await page.title()).toBe(`${title} | Loqi`);
      expect(await questionTitles(page)).toEqual(
        quizOfEveryTypeAsTyped(title, ['a', 'b'], ['c', 'd']).questions.map((question) => question.title),
      );
      await showQuestion(page, 3);
      expect(await page.getByLabel('Video link').inputValue()).toBe(VIDEO_LINK);
      expect(await page.getByLabel('Accepted answer 2', { exact: true }).inputValue()).toBe('Tōkyō');
      await showQuestion(page, 5);
      expect(await page.getByLabel('Item 3 text').inputValue()).toBe('Warsaw');
      // Nothing changed by opening it: the quiz as saved is the quiz shown.
      expect(await saveButton(page).getAttribute('aria-label')).toBe('Save');
      expect(await client.readQuiz(quizId)).toEqual(saved);
    },
    scaledMs(180_000),
  );

  journey(
    "opening another user's quiz makes an edited copy that saves as a new quiz; a copy-protected one is refused",
    async ({ page }) => {
      const owner = await author();
      const title = `Peru basics ${uniqueWord()}`;
      const sent = quizContent(title, false);
      const original = await owner.client.call('addQuiz', { quiz: sent });
      const guarded = await owner.client.call('addQuiz', {
        quiz: quizContent(`Guarded ${title}`, true),
      });
      const reader = await author();

      await logIn(page, reader.account, `/editor?q=${original.id}`);
      await openSettings(page);
      const titleField = quizTitleField(page);
      await expect.poll(() => titleField.inputValue()).toBe(`${title} (Edited)`);
      expect(await page.getByLabel('Description').inputValue()).toBe(
        `Ten quick capitals. (Originally by ${owner.account.username})`,
      );
      await page.getByText('This quiz must be saved at least once').waitFor();
      await screenshot(page, 'editor-copy');

      await saveAndConfirm(page, `${title} (Edited)`, { isNew: true });
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
    scaledMs(120_000),
  );

  journey(
    'unsaved changes show * in the title and are guarded in the app and on reload',
    async ({ page }) => {
      const { account } = await author();
      await logIn(page, account, '/editor');
      const titleField = quizTitleField(page);
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
      const secondPrompt = acceptNextDialog(page);
      await page.reload();
      dialogs.push((await secondPrompt).type);
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
    scaledMs(120_000),
  );
});
