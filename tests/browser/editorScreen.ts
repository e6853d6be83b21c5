// The quiz editor (/editor, SPEC §4 Editor) as the browser journeys drive it: its outline (on a phone a
// drawer behind the bar's toggle), the question list, the quiz's title, the quiz settings and Save.
import type { Page } from 'playwright-core';

export const outline = (page: Page) => page.getByRole('navigation', { name: 'Quiz outline' });

/** On a phone the question list (with Add question and Import) is a drawer behind the bar's toggle. */
export async function openQuestionList(page: Page): Promise<void> {
  const toggle = outline(page).locator('.editor-list-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

export async function openSettings(page: Page): Promise<void> {
  await outline(page).getByRole('button', { name: 'Quiz settings' }).click();
  await page.getByRole('heading', { name: 'Quiz settings' }).waitFor();
}

/** The titles in the question list, the drawer closed again afterwards on a phone. */
export async function questionTitles(page: Page): Promise<string[]> {
  await openQuestionList(page);
  const titles = await outline(page).locator('.editor-question-title').allTextContents();
  const toggle = outline(page).locator('.editor-list-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return titles;
}

export const saveButton = (page: Page) => outline(page).getByRole('button', { name: /^Save/ });

/** The quiz's title, an editable heading at the top of the editor. */
export const quizTitleField = (page: Page) => page.getByRole('textbox', { name: 'Quiz title', exact: true });

/** The dialog of a new quiz's first save, which asks for its title. */
export const nameQuizDialog = (page: Page) => page.getByRole('dialog', { name: 'Name your quiz' });

/** The brief "Saved" status that follows a save: a polite live region, no dialog. */
export const savedStatus = (page: Page, title: string) =>
  page.getByRole('status').filter({ hasText: `Your quiz "${title}" has been saved.` });

/**
 * Saves and waits for the "Saved" status. A new quiz (`isNew`) is named first: its dialog is submitted
 * with the title it offers, which must be `title`.
 */
export async function saveAndConfirm(
  page: Page,
  title: string,
  { isNew = false }: { isNew?: boolean } = {},
): Promise<void> {
  await saveButton(page).click();
  if (isNew) {
    const naming = nameQuizDialog(page);
    await naming.waitFor();
    const offered = await naming.getByLabel('Quiz title').inputValue();
    if (offered !== title) throw new Error(`The first save offered the title "${offered}", not "${title}".`);
    await naming.getByRole('button', { name: 'Save', exact: true }).click();
  }
  await savedStatus(page, title).waitFor();
}
