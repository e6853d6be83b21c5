// Quiz files in real browsers against the local stack, at a phone and a desktop size: a teacher
// imports a Kahoot-layout spreadsheet with two bad rows into the editor, sees both problems, imports the
// rest, saves and hosts the quiz; downloads it from /view as XLSX and as JSON; makes a new quiz from each
// file on /my, which shows the same questions; and duplicates it. First, a spreadsheet asking for 120 million
// rows is refused at once, off the page's thread. The spreadsheets are built here, in node, by the quiz
// files' test fixtures (Kahoot's layout, as Excel writes a sheet). Once, a 500-question file's preview is timed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { createAccount, logIn } from './accountsOnStack';
import { playToLobby } from './hostScreen';
import { appUrl, heading, journey, newPage, screenshot, useChromium } from './support';
import { scaledMs } from '../../stack/timeScale';
import { openQuestionList, outline, questionTitles, quizTitleField, saveAndConfirm } from './editorScreen';
import { kahootLayoutXlsx, oneCellXlsx } from '../../src/features/quizFiles/test/files';
import { importRefusals } from '../../src/domain/quizFiles/quizFile';
import { IMPORT_ROW_MAX } from '../../src/domain/quizFiles/sheetLimits';

useChromium();

const folder = mkdtempSync(path.join(tmpdir(), 'loqi-quiz-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A question row of Kahoot's template: number, question, answers 1-4, time limit, correct answers' numbers. */
type KahootRow = [string, string, string, string, string, number, string];

const GOOD_ROWS: KahootRow[] = [
  ['What is the capital of Portugal?', 'Porto', 'Lisbon', 'Coimbra', 'Faro', 20, '2'],
  ['Which of these are in Europe?', 'Lisbon', 'Lima', 'Oslo', '', 30, '1,3'],
  ['Vilnius is the capital of Lithuania.', 'True', 'False', '', '', 10, '1'],
  ['Which river flows through Paris?', 'Seine', 'Thames', 'Danube', 'Rhine', 60, '1'],
];
/** Two rows Loqi cannot import, at rows 11 and 13 of the sheet. */
const NO_CORRECT_ANSWER: KahootRow = ['Which is the largest ocean?', 'Pacific', 'Atlantic', '', '', 20, ''];
const TOO_LONG: KahootRow = ['Name the highest mountain.', 'Everest', 'K2', '', '', 900, '1'];
const ROWS: KahootRow[] = [
  GOOD_ROWS[0],
  GOOD_ROWS[1],
  NO_CORRECT_ANSWER,
  GOOD_ROWS[2],
  TOO_LONG,
  GOOD_ROWS[3],
] as KahootRow[];
const PROBLEMS = [
  'Row 11: a single-choice question needs one correct answer',
  'Row 13, time limit: 900 is over 600',
];

/** Writes a Kahoot-layout spreadsheet of `rows` (numbered from 1, from row 9) into the test's folder. */
function kahootFile(name: string, rows: readonly KahootRow[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, kahootLayoutXlsx(rows.map((row, index) => [index + 1, ...row])));
  return file;
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import questions' });

/**
 * Chooses `file` in the import dialog and waits for its preview: "N questions ready to import". The dialog
 * names the file beside its button, never "No file chosen".
 */
async function choose(dialog: Locator, file: string, count: number): Promise<void> {
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  await dialog
    .getByRole('heading', { name: `${count} ${count === 1 ? 'question' : 'questions'} ready to import` })
    .waitFor({ timeout: scaledMs(30_000) });
  const chosen = dialog.locator('.import-file-name');
  expect(await chosen.textContent()).toBe(path.basename(file));
  expect(await chosen.isVisible()).toBe(true);
  expect(await dialog.getByText(/No file chosen/).count()).toBe(0);
}

/** Each previewed question as shown: number, type, time limit, title, answers with their ✓ marks. */
const previewedQuestions = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Questions to import' }).locator(':scope > li').allTextContents();

const previewedTitles = (dialog: Locator) => dialog.locator('.import-question-title').allTextContents();

async function download(page: Page, button: 'Download XLSX' | 'Download JSON'): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: scaledMs(30_000) }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const saved = path.join(folder, `${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  return saved;
}

/** "New from file" on /my with `file`: the editor opens the new, unsaved quiz. Returns the preview shown. */
async function newFromFile(page: Page, file: string, count: number): Promise<string[]> {
  await page.goto(appUrl('/my'));
  await page.getByRole('button', { name: 'New from file' }).click();
  const dialog = importDialog(page);
  await choose(dialog, file, count);
  const previewed = await previewedQuestions(dialog);
  await dialog.getByRole('button', { name: `Import ${count} questions` }).click();
  await page.waitForURL((url) => url.pathname === '/editor');
  await outline(page).getByRole('button', { name: 'Save (unsaved changes)' }).waitFor();
  return previewed;
}

/** The longest the page's thread was busy at a stretch (Long Tasks API) since `watchLongTasks`, in ms. */
const longestTask = (page: Page) => page.evaluate<number>('window.longestTask');

/** Records the page's long tasks from now on (a page script: this file has no DOM types). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(`
    window.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
  `);
}

/**
 * An attack run's 1.6 KB spreadsheet, one cell in row 120,000,000, froze the tab for a minute, then crashed
 * it. It is refused at once, read in a worker of the site's own: the page stays responsive, and an edit made
 * before keeps.
 */
async function refusesRowBomb(page: Page, viewport: string): Promise<void> {
  const bomb = path.join(folder, `One cell far down ${viewport}.xlsx`);
  writeFileSync(bomb, oneCellXlsx('A120000000'));
  const edit = page.getByLabel('Option 1 text');
  await edit.fill('Kept while importing');
  await openQuestionList(page);
  await outline(page).getByRole('button', { name: 'Import' }).click();
  const dialog = importDialog(page);
  await watchLongTasks(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const started = Date.now();
  await dialog.getByLabel('Choose a file').setInputFiles(bomb);
  await dialog.getByRole('alert').filter({ hasText: 'row numbered 120,000,000' }).waitFor();
  const elapsed = Date.now() - started;
  expect(await dialog.getByRole('alert').textContent()).toBe(
    importRefusals.rowBeyondQuiz(120_000_000, IMPORT_ROW_MAX),
  );
  // The first file also loads the reading code; a machine busy with other tests is given room.
  expect(elapsed).toBeLessThan(scaledMs(10_000));
  expect(await longestTask(page)).toBeLessThan(scaledMs(2_000));
  expect(workers.map((url) => new URL(url).origin)).toEqual([new URL(appUrl('/')).origin]);
  await screenshot(page, 'quiz-files-import-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await edit.inputValue()).toBe('Kept while importing');
}

journey(
  'imports a Kahoot spreadsheet with two bad rows, saves and hosts it, exports, re-imports and duplicates it',
  async ({ page, viewport }) => {
    const title = `Capitals from Kahoot ${viewport}`;
    const kahoot = kahootFile(`${title}.xlsx`, ROWS);
    // Leaving the editor with the unsaved quiz of a file (for /my) asks first; the journey leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await logIn(page, await createAccount(), '/editor');
    await outline(page).getByRole('button', { name: /^Save/ }).waitFor();
    await refusesRowBomb(page, viewport);

    await openQuestionList(page);
    await outline(page).getByRole('button', { name: 'Import' }).click();
    const dialog = importDialog(page);
    expect(await dialog.locator('.import-file-name').textContent()).toBe('No file chosen yet');
    await screenshot(page, 'quiz-files-import-empty');
    await choose(dialog, kahoot, GOOD_ROWS.length);
    const problems = dialog.getByRole('region', { name: 'Problems' });
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(PROBLEMS);
    const previewed = await previewedQuestions(dialog);
    expect(await previewedTitles(dialog)).toEqual(GOOD_ROWS.map(([question]) => question));
    expect(previewed[1]).toContain('Lisbon ✓ correctLimaOslo ✓ correct');
    await screenshot(page, 'quiz-files-import-problems');
    await dialog.getByRole('button', { name: `Import ${GOOD_ROWS.length} questions` }).click();
    await dialog.waitFor({ state: 'hidden' });

    const importedTitles = GOOD_ROWS.map(([question]) => question);
    expect(await questionTitles(page)).toEqual(['Untitled question', ...importedTitles]);
    expect(await page.getByLabel('Question title').inputValue()).toBe(importedTitles[0]);
    await screenshot(page, 'quiz-files-editor-after-import');
    // The new quiz's own empty question goes: the quiz is the file's questions.
    await openQuestionList(page);
    await outline(page).getByRole('button', { name: 'Delete question 1' }).click();
    expect(await questionTitles(page)).toEqual(importedTitles);

    await outline(page).getByRole('button', { name: 'Quiz settings' }).click();
    await quizTitleField(page).fill(title);
    await saveAndConfirm(page, title, { isNew: true });
    await page.waitForURL((url) => url.searchParams.has('q'));
    const quizId = new URL(page.url()).searchParams.get('q') ?? '';
    await page
      .getByRole('group', { name: 'Export' })
      .getByRole('button', { name: 'Download JSON' })
      .waitFor();
    await screenshot(page, 'quiz-files-editor-settings');

    await page.goto(appUrl(`/host?q=${quizId}`));
    await playToLobby(page, title, 'quiz-files-play');

    await page.goto(appUrl(`/view?q=${quizId}`));
    await heading(page, title).waitFor();
    const xlsx = await download(page, 'Download XLSX');
    const json = await download(page, 'Download JSON');
    // From the top: the header sticks to where the page was scrolled to, in a whole-page picture.
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'quiz-files-view');
    expect(path.basename(xlsx)).toMatch(new RegExp(`-${title}\\.xlsx$`));
    expect(path.basename(json)).toMatch(new RegExp(`-${title}\\.json$`));

    for (const file of [xlsx, json]) {
      expect(await newFromFile(page, file, importedTitles.length)).toEqual(previewed);
      expect(await questionTitles(page)).toEqual(importedTitles);
      await outline(page).getByRole('button', { name: 'Quiz settings' }).click();
      expect(await quizTitleField(page).inputValue()).toBe(title);
    }
    await page.goto(appUrl('/my'));

    await page.getByRole('button', { name: `Duplicate ${title}`, exact: true }).click();
    await page.getByRole('heading', { name: `${title} (Copy)`, exact: true }).waitFor();
    await screenshot(page, 'quiz-files-my');
  },
  scaledMs(240_000),
);

/** The figure: a 500-question spreadsheet's preview shows within 2 s in Chromium here. */
const PREVIEW_BUDGET_MS = 2000;

it(
  "shows a 500-question spreadsheet's preview, and reports how long it took",
  async () => {
    const rows = Array.from({ length: 500 }, (_, index): KahootRow => [
      `Question ${index + 1}: which is right?`,
      'This',
      'That',
      'Other',
      'None',
      20,
      '1',
    ]);
    const file = kahootFile('Five hundred.xlsx', rows);
    const { context, page } = await newPage('desktop');
    try {
      await page.goto(appUrl('/editor'));
      await outline(page).getByRole('button', { name: 'Import' }).click();
      const dialog = importDialog(page);
      // The reading code is loaded once first (a file of one question), as it is by a teacher's first file.
      await choose(dialog, kahootFile('One.xlsx', rows.slice(0, 1)), 1);
      const started = Date.now();
      await choose(dialog, file, 500);
      await dialog.locator('.import-question').nth(499).waitFor();
      const elapsed = Date.now() - started;
      process.stdout.write(
        `A 500-question XLSX's preview appeared in ${elapsed} ms (budget ${PREVIEW_BUDGET_MS} ms).\n`,
      );
      // Held only to a loose bound here, which catches a preview gone pathological: the machine runs other
      // tests beside this one, so the 2 s figure is read from the output, not asserted.
      expect(elapsed).toBeLessThan(scaledMs(5 * PREVIEW_BUDGET_MS));
    } finally {
      await context.close();
    }
  },
  scaledMs(120_000),
);
