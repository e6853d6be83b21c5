// The quiz editor (/editor, SPEC §4 Editor) as the browser journeys drive it: its outline (on a phone a
// drawer behind the bar's toggle), the question list, the quiz settings and Save.
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

/** Saves and closes the "Saved" dialog, checking its text. */
export async function saveAndConfirm(page: Page, title: string): Promise<void> {
  await saveButton(page).click();
  const saved = page.getByRole('alertdialog', { name: 'Saved' });
  await saved.getByText(`Your quiz "${title}" has been saved.`).waitFor();
  await saved.getByRole('button', { name: 'OK' }).click();
  await saved.waitFor({ state: 'hidden' });
}
