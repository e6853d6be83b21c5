// The app's pages, audited: axe-core's WCAG 2.1 A/AA rules (accessibilityAudit.ts) on
// every route of src/app/routes.tsx and on /join's form, signed out and, where the page differs, signed
// in, with the dialogs open: in the four themes at both sizes, with no violation of impact serious or
// critical. One page per group, each screen reached by address or by one click and audited as it stands.
// The game's phases on the host's and the players' screens are audited by their own journeys.
// Over 60 s: every route and dialog, 35 screens, each audited in four themes at both sizes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  MediaMode,
  QuestionType,
  gamePaths,
  screenTexts,
  type HostInfo,
  type Question,
  type QuizContent,
  type StoragePath,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { joinAsPlayer, readGamesAsAdmin } from '../../stack/liveGame/clients';
import { auditInEveryTheme } from './accessibilityAudit';
import { createAccount, logIn, signedInClient, type SignedInClient, authorWithQuiz } from './accountsOnStack';
import { openQuestionList, openSettings, outline } from './editorScreen';
import { codeInput, joinButton, nameInput } from './playerScreen';
import { scaledMs } from '../../stack/timeScale';
import {
  appUrl,
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
} from './support';

useChromium();

const { contexts, clients } = closeAfterEach();

const [coverFolder, coverFile] = demoCovers.science;
const STACK_COVER: StoragePath = [coverFolder, coverFile];
const STACK_IMAGE = demoCovers.capitals.join('/');

/** A question of the fixtures with its images those the stack holds (demo covers), and no video to fetch. */
function withStackImages(question: Question): Question {
  const media =
    question.mediaMode === MediaMode.Image
      ? { mediaURL: STACK_COVER }
      : question.mediaMode === MediaMode.Video
        ? { mediaMode: MediaMode.None, mediaURL: '' }
        : {};
  if (
    question.questionType === QuestionType.SingleChoice ||
    question.questionType === QuestionType.MultiSelect
  ) {
    const answers = question.answers.map((answer) =>
      answer.type === 1 ? { ...answer, name: STACK_IMAGE } : answer,
    );
    return { ...question, ...media, answers };
  }
  return { ...question, ...media };
}

/** The quiz of every type, in type order, as the stack can show it. */
function auditedQuiz(): QuizContent {
  const quiz = quizOfEveryType();
  return {
    data: { ...quiz.data, title: 'Audited quiz', image: STACK_COVER },
    questions: quiz.questions.map(withStackImages),
  };
}

/** A page at desktop size (the audit takes it to the phone's size too), closed after the test. */
async function auditedPage(): Promise<Page> {
  const { context, page } = await newPage('desktop');
  contexts.push(context);
  return page;
}

/** Goes to `path`, waits for what shows the screen is there, and audits it. */
async function visit(page: Page, path: string, ready: Locator, label = path): Promise<void> {
  await page.goto(appUrl(path));
  await ready.waitFor();
  await auditInEveryTheme(page, label);
}

/** Eight audits (four themes, two sizes) of each screen of a group take minutes on a busy machine. */
const GROUP_TIMEOUT_MS = scaledMs(600_000);

const titled = async (page: Page, title: string) => expect.poll(() => page.title()).toBe(`${title} | Loqi`);

describe('every route of the app, audited in the four themes at both sizes', () => {
  it(
    'signed out: the public screens, the not-found screen, and the Log In and Sign Up dialogs',
    async () => {
      const page = await auditedPage();
      await journeyOverPages('accessibility-signed-out', [['visitor', page]], async () => {
        await visit(page, '/', page.getByRole('region', { name: 'Get started' }));
        await visit(page, '/search?q=', page.getByText('World capitals').first(), '/search (explore)');
        await visit(
          page,
          '/search?q=capitals',
          page.getByText('World capitals').first(),
          '/search (results)',
        );
        await visit(page, '/view?q=demo-capitals', page.locator('.viewer-cover img'));
        await visit(page, '/about', heading(page, 'About Loqi'));
        await visit(page, '/terms', heading(page, 'Terms of Service'));
        await visit(page, '/privacy', heading(page, 'Privacy Policy'));
        await visit(page, '/help/anything', heading(page, 'Coming soon!'));
        await page.goto(appUrl('/test'));
        await titled(page, 'Open-ended answer test');
        await auditInEveryTheme(page, '/test');
        await visit(page, '/forgot', heading(page, 'Forgot your password?'));
        await visit(page, '/editor', heading(page, 'Quiz editor'), '/editor (signed out)');
        await visit(
          page,
          '/no/such/page',
          heading(page, 'The page you are looking for does not exist.'),
          'not found',
        );
        // /my, /settings, /reports, /usermgmt and /host ask a visitor to log in with this same dialog.
        await visit(page, '/?login=true', page.getByRole('dialog', { name: 'Log In' }), 'Log In dialog');
        await visit(page, '/?signup=true', page.getByRole('dialog', { name: 'Sign Up' }), 'Sign Up dialog');
      });
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    "/join: the player's join form, empty and filled in with its Join button",
    async () => {
      const page = await auditedPage();
      await journeyOverPages('accessibility-join', [['player', page]], async () => {
        await visit(page, '/join', heading(page, 'Join a game'), '/join');
        // The Join button shows once the code and the name are complete. (An unknown room is refused
        // with the browser's own alert, which is no part of the page.)
        await codeInput(page).fill('asdfjklas');
        await nameInput(page).fill('Ada');
        await joinButton(page).waitFor();
        await auditInEveryTheme(page, '/join (filled in)');
      });
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'signed in: home, my quizzes, the viewer and its delete dialog, settings, user management, the Play screen',
    async () => {
      const page = await auditedPage();
      const { account, quizId } = await authorWithQuiz(auditedQuiz(), clients);
      await journeyOverPages('accessibility-signed-in', [['author', page]], async () => {
        await logIn(page, account);
        await auditInEveryTheme(page, '/ (signed in)');
        await visit(page, '/my', heading(page, screenTexts.yourQuizzes));
        await visit(page, `/view?q=${quizId}`, heading(page, 'Audited quiz'), '/view (own quiz)');
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const deleteDialog = page.getByRole('alertdialog', { name: 'Delete quiz' });
        await deleteDialog.waitFor();
        await auditInEveryTheme(page, 'Delete quiz dialog');
        await deleteDialog.getByRole('button', { name: 'Cancel' }).click();

        await visit(page, '/settings', heading(page, screenTexts.settingsTitle), '/settings (Account)');
        for (const tab of ['Nameplate', 'Options']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('tabpanel', { name: tab }).waitFor();
          await auditInEveryTheme(page, `/settings (${tab})`);
        }
        await page.goto(appUrl('/usermgmt'));
        await titled(page, 'Account management');
        await auditInEveryTheme(page, '/usermgmt');

        await page.goto(appUrl(`/host?q=${quizId}`));
        await page.getByRole('button', { name: 'Play' }).waitFor();
        await page.getByRole('heading', { name: 'Game options' }).waitFor();
        await auditInEveryTheme(page, '/host (Play screen with its game options)');
      });
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'the editor: the quiz settings, a question of each type, the image manager and the import dialog',
    async () => {
      const page = await auditedPage();
      const { account, quizId } = await authorWithQuiz(auditedQuiz(), clients);
      await journeyOverPages('accessibility-editor', [['author', page]], async () => {
        await logIn(page, account);
        await page.goto(appUrl(`/editor?q=${quizId}`));
        await page.getByRole('region', { name: 'Question 1' }).waitFor();
        const questions = auditedQuiz().questions;
        for (const [index, question] of questions.entries()) {
          await openQuestionList(page);
          await outline(page)
            .getByRole('button', { name: new RegExp(`^Question ${index + 1}:`) })
            .click();
          await page.getByRole('region', { name: `Question ${index + 1}` }).waitFor();
          await auditInEveryTheme(page, `/editor (question ${index + 1}, type ${question.questionType})`);
          // The answer colours on their tiles, as the audit measured them.
          await screenshot(page, `accessibility-editor-question-${index + 1}`);
        }

        await openSettings(page);
        await auditInEveryTheme(page, '/editor (quiz settings)');
        await page.getByRole('button', { name: 'Change cover image' }).click();
        const manager = page.getByRole('dialog', { name: 'Your images' });
        await manager.waitFor();
        await auditInEveryTheme(page, 'image manager');
        await page.keyboard.press('Escape');
        await manager.waitFor({ state: 'hidden' });

        await openQuestionList(page);
        await outline(page).getByRole('button', { name: 'Import' }).click();
        const importDialog = page.getByRole('dialog', { name: 'Import questions' });
        await importDialog.waitFor();
        await auditInEveryTheme(page, 'Import questions dialog');
      });
    },
    GROUP_TIMEOUT_MS,
  );

  it(
    'the reports: the list and the report of a game played through the stack clients',
    async () => {
      const page = await auditedPage();
      const account = await createAccount();
      const host = await signedInClient(account);
      clients.push(host);
      const gameId = await playOneQuestionGame(host);
      await journeyOverPages('accessibility-reports', [['host', page]], async () => {
        await logIn(page, account, '/reports');
        await page
          .getByRole('link', { name: /Report journey/ })
          .first()
          .waitFor();
        await auditInEveryTheme(page, '/reports');
        await visit(
          page,
          `/reports/${gameId}`,
          page.getByRole('table', { name: 'Players' }),
          '/reports/{gameId}',
        );
      });
    },
    GROUP_TIMEOUT_MS,
  );
});

/** A one-question game with one player, who answers: its report is complete. Returns the game's id. */
async function playOneQuestionGame(host: SignedInClient): Promise<string> {
  const stack = inject('browserStack');
  const trueFalse = questionsOfEveryType()[QuestionType.TrueFalse];
  const quiz: QuizContent = {
    data: { ...quizOfEveryType().data, title: 'Report journey', image: STACK_COVER },
    questions: [trueFalse],
  };
  const { id: quizID } = await host.call('addQuiz', { quiz });
  const { id: gameID } = await host.call('startGame', { quizID });
  const { roomCode } = (await readGamesAsAdmin(stack, gamePaths.hostInfo(gameID))) as HostInfo;
  const player = await joinAsPlayer(stack, roomCode, 'Ada');
  try {
    await host.call('startPlaying', { gameID });
    await host.call('introQuestion', { gameID, questionNum: 0 });
    await host.call('startQuestion', { gameID, questionNumber: 0 });
    await player.submit(0, 0);
    await host.call('endQuestion', { gameID, questionNumber: 0 });
    await player.standingFor(0);
  } finally {
    await player.close();
  }
  return gameID;
}
