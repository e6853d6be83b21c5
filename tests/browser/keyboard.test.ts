// The keyboard-only journey: an author signs in from the header's Log In dialog, builds a quiz
// with a question of every type in the editor, saves it, and hosts it; a player on a phone-sized page joins
// with the room code and answers every question, the arrange question reordered with keys. Nothing is
// clicked, filled or focused by the test: every step is a key a person would press. At every step focus is
// visible (the focused element matches :focus-visible and draws an outline or a ring), dialogs keep Tab and
// Shift+Tab inside them and give focus back to their opener when they close, and the editor's Tab order
// follows what the author sees.
// Over 60 s: a quiz of every type built, hosted and played with keys alone, checking focus at every Tab.
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { QuestionType, questionEditorTexts, screenTexts, type GameQuestion } from '@/domain';
import { correctAnswer, playedGameQuiz } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { createAccount } from './accountsOnStack';
import { lobbyRoomCode, results, waitForQuestionOpen } from './hostScreen';
import { answering } from './playerScreen';
import {
  appUrl,
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
  type ViewportName,
} from './support';

useChromium();
const opened = closeAfterEach();

/** What the focused element is, and whether a sighted keyboard user can see that it has focus. */
interface FocusState {
  /** Its accessible name as far as the test needs one: aria-label, its label's text, or its text. */
  name: string;
  focusVisible: boolean;
  /** It draws an outline or a box-shadow ring (a control drawn invisibly inside a label: the label does). */
  ringed: boolean;
  /** It has a size and lies on the page. */
  shown: boolean;
}

/** The focused element's state, and whether it is `target`: one round trip per Tab. */
async function focusState(
  page: Page,
  target: ElementHandle | null = null,
): Promise<(FocusState & { onTarget: boolean }) | null> {
  // Evaluated on <html>, which is always there, to reach its document's focused element.
  return page.locator('html').evaluate((root, wanted) => {
    const document = root.ownerDocument;
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const view = document.defaultView as NonNullable<typeof document.defaultView>;
    const labels = (element as { labels?: ArrayLike<{ innerText: string }> | null }).labels;
    const name = (
      element.getAttribute('aria-label') ??
      labels?.[0]?.innerText ??
      (element as { innerText?: string }).innerText ??
      ''
    ).trim();
    const ringed = (styled: typeof element) => {
      const style = view.getComputedStyle(styled);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A checkbox or radio drawn as a pill is an invisible input over its label, which draws the ring.
    const drawn = view.getComputedStyle(element).opacity === '0' ? element.closest('label') : element;
    const box = (drawn ?? element).getBoundingClientRect();
    return {
      name,
      focusVisible: element.matches(':focus-visible'),
      ringed: drawn !== null && ringed(drawn),
      shown: box.width > 0 && box.height > 0,
      onTarget: element === wanted,
    };
  }, target);
}

/** Fails unless something has focus and shows it. */
async function expectFocusShown(page: Page): Promise<FocusState> {
  return expectShown(await focusState(page));
}

function expectShown(state: FocusState | null): FocusState {
  expect(state, 'something has focus').not.toBeNull();
  const focused = state as FocusState;
  expect(focused, `focus on "${focused.name}" is visible`).toMatchObject({
    focusVisible: true,
    ringed: true,
    shown: true,
  });
  return focused;
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement);

/** How many Tab presses a target may take: every step on the way is checked. */
const TAB_BOUND = 60;

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at each stop that focus is
 * shown; returns the names of the stops on the way, the target's last.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let presses = 0; presses < TAB_BOUND; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // The target is found anew at each stop: a screen that renders again (a list arriving) replaces it.
    const state = await focusState(page, await target.elementHandle());
    // Between the page's last control and its first, focus passes through the browser itself.
    if (!state) continue;
    stops.push(expectShown(state).name);
    if (state.onTarget) return stops;
  }
  throw new Error(`Tab never reached the target; it stopped at: ${stops.join(' → ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * A modal dialog keeps the keyboard: a round of Tab one longer than its controls never leaves it (Tab
 * wraps from its last control to its first), nor does one of Shift+Tab (the other way round).
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement));
  const tabbable = await dialog.evaluate(
    (element) =>
      [
        ...element.querySelectorAll(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
        ),
      ].filter((control) => control.getBoundingClientRect().width > 0).length,
  );
  expect(tabbable, 'controls in the dialog').toBeGreaterThan(0);
  for (let press = 0; press <= tabbable; press += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${press + 1} stays in the dialog`).toBe(true);
    await expectFocusShown(page);
  }
  for (let press = 0; press <= tabbable; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `Shift+Tab ${press + 1} stays in the dialog`).toBe(true);
    await expectFocusShown(page);
  }
}

/** Once the dialog has closed, focus is back on the control that opened it, and shows. */
async function expectFocusReturned(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => isFocused(opener), { timeout: scaledMs(5000) }).toBe(true);
  await expectFocusShown(page);
}

/** Types into the focused field, as keys. */
const typeText = (page: Page, text: string) => page.keyboard.type(text);

const outline = (page: Page) => page.getByRole('navigation', { name: 'Quiz outline' });
const field = (within: Page | Locator, label: string) => within.getByLabel(label, { exact: true });

/** The Question type select set to `typeName` by typing its name, as a keyboard user picks from a list. */
async function chooseType(page: Page, typeName: string): Promise<void> {
  const select = field(page, 'Question type');
  await tabTo(page, select);
  await typeText(page, typeName);
  await expect
    .poll(() =>
      select.evaluate(
        (element) => (element as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]?.text,
      ),
    )
    .toBe(typeName);
}

/** Replaces the text of the focused field with `text`, typed. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await typeText(page, text);
}

/**
 * Tabs (`backwards`: Shift+Tab) to an option's correct toggle and, as an author looking at it would,
 * presses Space when it is not as wanted (the question template may mark options correct).
 */
async function markCorrect(page: Page, number: number, correct: boolean, backwards: boolean): Promise<void> {
  const toggle = field(page, `Mark option ${number} correct`);
  await tabTo(page, toggle, { backwards });
  if ((await toggle.isChecked()) !== correct) await page.keyboard.press('Space');
  await expect.poll(() => toggle.isChecked()).toBe(correct);
}

/** Add question: the new question's title takes focus, ready to be typed. */
async function addQuestion(page: Page, title: string): Promise<void> {
  await activate(page, outline(page).getByRole('button', { name: 'Add question' }));
  await expect.poll(() => isFocused(field(page, 'Question title'))).toBe(true);
  await expectFocusShown(page);
  await retype(page, title);
}

/**
 * The order Tab takes through a choice question's tile, as it is drawn: the bar (correct, image; delete is
 * disabled while the question has its fewest options), then the text below it.
 */
const choiceTileStops = (number: number) => [
  `Mark option ${number} correct`,
  `Add image to option ${number}`,
  `Option ${number} text`,
];

/**
 * The editor with focus on option 1's correct toggle, from the top of the page: a full-page picture of a
 * scrolled page draws the sticky header half-way down (scrolling moves no focus).
 */
async function focusScreenshot(page: Page, viewport: ViewportName): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  expect((await expectFocusShown(page)).name).toBe('Mark option 1 correct');
  await screenshot(page, 'editor-keyboard-focus', viewport);
}

const QUIZ_TITLE = 'Keys only';
const QUESTIONS = {
  single: 'Which planet is red?',
  trueFalse: 'Water boils at 100 °C at sea level',
  open: 'Name the largest ocean',
  multi: 'Which are prime?',
  arrange: 'Order these from smallest',
};

/** Builds the quiz in the editor (at the page's desktop size), checking the Tab order of the first question. */
async function buildQuiz(page: Page): Promise<void> {
  // The new quiz opens on its first question.
  await heading(page, 'Quiz editor').waitFor({ state: 'attached' });

  // 1. Multiple choice: the title, two options, the second correct.
  await tabTo(page, field(page, 'Question title'));
  await retype(page, QUESTIONS.single);
  // Tab goes down the question as drawn: description, the media switch's three buttons, the tiles.
  const stops = await tabTo(page, field(page, 'Option 2 text'));
  expect(stops).toEqual([
    'Question description',
    'None',
    'Image',
    'Video',
    ...choiceTileStops(1),
    ...choiceTileStops(2),
  ]);
  await typeText(page, 'Mars');
  await tabTo(page, field(page, 'Option 1 text'), { backwards: true });
  await typeText(page, 'Venus');
  await markCorrect(page, 2, true, false);
  await markCorrect(page, 1, false, true);
  await focusScreenshot(page, 'desktop');

  // 2. True/false: True is correct.
  await addQuestion(page, QUESTIONS.trueFalse);
  await chooseType(page, 'True/False');
  await activate(page, page.getByRole('radio', { name: 'True' }), 'Space');
  await expect.poll(() => page.getByRole('radio', { name: 'True' }).isChecked()).toBe(true);

  // 3. Open-ended: one accepted answer typed into the slot.
  await addQuestion(page, QUESTIONS.open);
  await chooseType(page, 'Open-ended');
  await tabTo(page, field(page, 'New accepted answer'), { backwards: true });
  await typeText(page, 'Pacific');
  await expect.poll(() => field(page, 'Accepted answer 1').inputValue()).toBe('Pacific');

  // 4. Multi-select: three options, the first and third correct.
  await addQuestion(page, QUESTIONS.multi);
  await chooseType(page, 'Multi-select');
  await tabTo(page, field(page, 'Option 1 text'), { backwards: true });
  await retype(page, '2');
  await tabTo(page, field(page, 'Option 2 text'));
  await retype(page, '4');
  if (!(await field(page, 'Option 3 text').count())) {
    await activate(page, page.getByRole('button', { name: 'Add option' }));
  }
  await tabTo(page, field(page, 'Option 3 text'), { backwards: true });
  await retype(page, '7');
  for (const [number, correct] of [
    [3, true],
    [2, false],
    [1, true],
  ] as const) {
    await markCorrect(page, number, correct, true);
  }

  // 5. Arrange: three items in their correct order, the last typed second and moved up with Alt+↑.
  await addQuestion(page, QUESTIONS.arrange);
  await chooseType(page, 'Arrange');
  await tabTo(page, field(page, 'Item 1 text'), { backwards: true });
  await typeText(page, 'Ant');
  await tabTo(page, field(page, 'Item 2 text'));
  await typeText(page, 'Whale');
  await tabTo(page, field(page, 'Item 3 text'));
  await typeText(page, 'Cat');
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => field(page, 'Item 2 text').inputValue()).toBe('Cat');
  expect(await isFocused(field(page, 'Item 2 text')), 'focus follows the moved item').toBe(true);
  await page.getByText(questionEditorTexts.itemMoved(2, 3)).waitFor();

  // The quiz's title, at the top of the editor, reached after the outline from its settings entry.
  await activate(page, outline(page).getByRole('button', { name: 'Quiz settings' }));
  await tabTo(page, field(page, 'Quiz title'));
  await retype(page, QUIZ_TITLE);
}

/**
 * Saves the new quiz: the dialog asking its title keeps focus on its field, which offers the title typed,
 * and Enter saves; focus goes back to Save, and "Saved" is a status that takes none.
 */
async function save(page: Page): Promise<void> {
  const saveButton = outline(page).getByRole('button', { name: /^Save/ });
  await activate(page, saveButton);
  const naming = page.getByRole('dialog', { name: 'Name your quiz' });
  const nameField = field(naming, 'Quiz title');
  await expect.poll(() => isFocused(nameField)).toBe(true);
  expect(await nameField.inputValue()).toBe(QUIZ_TITLE);
  await expectFocusTrapped(page, naming);
  await expect.poll(() => isFocused(nameField)).toBe(true);
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `Your quiz "${QUIZ_TITLE}" has been saved.` })
    .waitFor();
  await expectFocusReturned(page, naming, saveButton);
}

/** The phone's answer by keys: Tab to the cell and Enter, the text typed, arrange items moved up with Enter. */
async function answerByKeys(page: Page, question: GameQuestion): Promise<void> {
  const answer = correctAnswer(question);
  const cell = (position: number) =>
    page.getByRole('button', { name: new RegExp(`^Answer ${position + 1} \\(`) });
  switch (question.questionType) {
    case QuestionType.SingleChoice:
      await activate(page, cell(answer as number));
      return;
    case QuestionType.TrueFalse:
      await activate(page, page.getByRole('button', { name: answer === 0 ? /^True \(/ : /^False \(/ }));
      return;
    case QuestionType.OpenEnded:
      // The box has focus as the screen opens.
      await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Your answer' }))).toBe(true);
      await typeText(page, answer as string);
      await page.keyboard.press('Enter');
      return;
    case QuestionType.MultiSelect:
      for (const position of answer as number[]) await activate(page, cell(position), 'Space');
      await activate(page, page.getByRole('button', { name: 'Submit', exact: true }));
      return;
    case QuestionType.Arrange: {
      const list = page.getByRole('list', { name: 'Your order, first to last' });
      const order = async () =>
        (await list.getByRole('listitem').allTextContents()).map(
          (text) => Number(/Answer (\d+) \(/.exec(text)?.[1]) - 1,
        );
      for (const [place, position] of (answer as number[]).entries()) {
        const at = (await order()).indexOf(position);
        if (at === place) continue;
        const up = page.getByRole('button', { name: `Move answer ${position + 1} up` });
        await tabTo(page, up);
        for (let index = at; index > place; index -= 1) {
          await page.keyboard.press('Enter');
          // Focus stays on the item moved, and its new place is announced.
          await expect.poll(() => order().then((shown) => shown.indexOf(position))).toBe(index - 1);
          await page.getByText(questionEditorTexts.itemMoved(index, question.answers.length)).waitFor();
          // At the top Up is disabled, and its partner Down takes focus.
          const focused = await expectFocusShown(page);
          expect(focused.name).toBe(`Move answer ${position + 1} ${index - 1 === 0 ? 'down' : 'up'}`);
        }
      }
      expect(await order()).toEqual(answer);
      await activate(page, page.getByRole('button', { name: 'Submit', exact: true }));
      return;
    }
  }
}

it(
  'signs in, builds a quiz of every type, hosts it and plays it on a phone with the keyboard alone',
  async () => {
    const { context, page } = await newPage('desktop');
    opened.contexts.push(context);
    const pages: [string, Page][] = [['author', page]];
    await journeyOverPages('keyboard', pages, async () => {
      const account = await createAccount();
      await page.goto(appUrl('/'));
      await heading(page, /^Live quizzes/).waitFor();

      // The Log In dialog from the header: trapped, given back on Escape and on its close button.
      const logInLink = page.getByRole('banner').getByRole('link', { name: 'Log In' });
      const logIn = page.getByRole('dialog', { name: 'Log In' });
      await activate(page, logInLink);
      await logIn.waitFor();
      await expectFocusShown(page);
      await expectFocusTrapped(page, logIn);
      await page.keyboard.press('Escape');
      await expectFocusReturned(page, logIn, logInLink);
      // Each time, the dialog is open before the next key: a Tab pressed before it opens would move focus
      // on from the link, and the dialog would take that as its opener.
      await page.keyboard.press('Enter');
      await logIn.waitFor();
      await activate(page, logIn.getByRole('button', { name: 'Close' }));
      await expectFocusReturned(page, logIn, logInLink);
      await page.keyboard.press('Enter');
      await logIn.waitFor();
      await tabTo(page, field(logIn, 'Email'));
      await typeText(page, account.email);
      await tabTo(page, field(logIn, 'Password'));
      await typeText(page, account.password);
      await page.keyboard.press('Enter');
      // Signed in, focus is back in the header, on the link the Log In link became: the account's.
      const accountLink = page.getByRole('banner').getByRole('link', { name: account.username });
      await accountLink.waitFor();
      await expectFocusReturned(page, logIn, accountLink);

      // Your quizzes, then Create new: the editor.
      await activate(page, page.getByRole('link', { name: new RegExp(`^${screenTexts.yourQuizzes}`) }));
      await activate(page, page.getByRole('link', { name: screenTexts.createNew }));
      await buildQuiz(page);
      await save(page);

      // The editor at a phone's size: the question list is a drawer its toggle opens and closes.
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = outline(page).locator('.editor-list-toggle');
      await activate(page, toggle, 'Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      // Choosing a question closes the drawer: focus goes to the question's title, not to nothing.
      await activate(page, outline(page).getByRole('button', { name: /^Question 1:/ }));
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => isFocused(field(page, 'Question title'))).toBe(true);
      await expectFocusShown(page);
      await tabTo(page, field(page, 'Mark option 1 correct'));
      await focusScreenshot(page, 'phone');
      await page.setViewportSize({ width: 1440, height: 900 });

      // Play opens the quiz's Play screen in a new tab.
      await activate(page, outline(page).getByRole('button', { name: 'Quiz settings' }));
      const hostPageOpened = context.waitForEvent('page');
      await activate(page, page.getByRole('link', { name: 'Play' }));
      const host = await hostPageOpened;
      pages.push(['host', host]);
      await heading(host, QUIZ_TITLE).waitFor();
      await activate(host, host.getByRole('button', { name: 'Play' }));
      await host.waitForURL((url) => url.searchParams.has('s'));
      const gameId = new URL(host.url()).searchParams.get('s') as string;
      const { roomCode } = await lobbyRoomCode(host);
      const questions = (await playedGameQuiz(inject('browserStack'), gameId)).questions;

      // The player, on a phone: the join form by keys.
      const phone = await newPage('phone');
      opened.contexts.push(phone.context);
      const player = phone.page;
      pages.push(['player', player]);
      await player.goto(appUrl('/join'));
      await heading(player, 'Join a game').waitFor();
      await tabTo(player, player.getByRole('textbox', { name: 'Room code' }));
      await typeText(player, roomCode);
      await tabTo(player, player.getByRole('textbox', { name: 'Your name' }));
      await typeText(player, 'Keys');
      await player.keyboard.press('Enter');
      await heading(player, screenTexts.joinWaiting).waitFor();

      await activate(host, host.getByRole('button', { name: 'Start' }));
      for (const [number, question] of questions.entries()) {
        await waitForQuestionOpen(host);
        await answering(player);
        await answerByKeys(player, question);
        await results(host);
        const last = number === questions.length - 1;
        // After the last question the final place is the heading and the verdict follows it, smaller.
        await player
          .getByRole('heading', { level: last ? 2 : 1, name: screenTexts.correct, exact: true })
          .waitFor();
        await activate(host, host.getByRole('button', { name: 'Next' }));
        await heading(host, last ? screenTexts.finalLeaderboard : screenTexts.leaderboard).waitFor();
        if (number === 0) {
          // The kick dialog from the leaderboard: trapped, and Escape gives focus back to the player's row.
          const row = host.getByRole('button', { name: /Keys/ });
          await activate(host, row);
          const kick = host.getByRole('alertdialog', { name: 'Kick Player' });
          await kick.waitFor();
          await expectFocusTrapped(host, kick);
          await host.keyboard.press('Escape');
          await expectFocusReturned(host, kick, row);
        }
        if (!last) await activate(host, host.getByRole('button', { name: 'Continue' }));
      }
      await player.getByText('You finished 1st of 1!', { exact: true }).waitFor();
      await activate(host, host.getByRole('button', { name: 'Show the podium' }));
      await host.getByRole('listitem', { name: '1st place' }).getByText('Keys').waitFor();
    });
  },
  scaledMs(300_000),
);
