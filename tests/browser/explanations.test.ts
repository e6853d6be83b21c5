// Explanations and what players typed in real browsers against the local stack:
// an author writes an explanation for each of two questions in the editor and saves; as host at a desktop
// they play the quiz with two phones. Each question's results show its explanation under the correct
// answer on the big screen and on each phone; the open-ended question's results show the host what the
// players typed. Photographed on the host at both sizes and on the phones.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  AnswerKind,
  MediaMode,
  questionOfTotal,
  QuestionType,
  screenTexts,
  type QuizContent,
  type SavedJoin,
  type SingleChoiceQuestion,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { playedGameQuiz } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { outline, saveAndConfirm } from './editorScreen';
import { logIn, authorWithQuiz } from './accountsOnStack';
import {
  introThenOpen,
  lobbyNames,
  lobbyRoomCode,
  playToLobby,
  results,
  shot,
  toLeaderboard,
} from './hostScreen';
import {
  answering,
  answerOnPage,
  fillJoinFormByTyping,
  joinButton,
  recordAfter,
  savedJoin,
} from './playerScreen';
import {
  animationsSettled,
  appUrl,
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  useChromium,
  viewports,
} from './support';

useChromium();

const stack = () => inject('browserStack');

const every = questionsOfEveryType();
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, title: 'Explanations journey', image: null },
  questions: [
    {
      ...(every[QuestionType.SingleChoice] as SingleChoiceQuestion),
      title: 'Which city is the capital of Australia?',
      answers: [
        { name: 'Sydney', type: AnswerKind.Text, isCorrect: false },
        { name: 'Canberra', type: AnswerKind.Text, isCorrect: true },
        { name: 'Melbourne', type: AnswerKind.Text, isCorrect: false },
      ],
      typeSpecificSettings: { randomizeOrder: false },
      mediaMode: MediaMode.None,
      mediaURL: '',
      timeLimit: 60,
    },
    { ...every[QuestionType.OpenEnded], mediaMode: MediaMode.None, mediaURL: '', timeLimit: 60 },
  ],
};
const EXPLANATIONS = [
  'Sydney and Melbourne both wanted to be the capital, so Canberra was built between them as a compromise.',
  'Edo was renamed Tokyo, "eastern capital", when the emperor moved there in 1868.',
];

/** What each phone answers: the shown position of a choice, or the text typed. */
const PLAN: Record<string, [number, string]> = {
  Ada: [1, 'tokyo'],
  Bo: [0, 'Kyoto'],
};

const { contexts, clients } = closeAfterEach();

/** Photographs the page at the desktop size it has, then at phone size, and back. */
async function shotAtBothSizes(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await page.setViewportSize(viewports.phone);
  await animationsSettled(page);
  await screenshot(page, name, 'phone');
  await page.setViewportSize(viewports.desktop);
}

it(
  'an author explains two questions in the editor; the host and two phones see each explanation with its results, and the host what players typed',
  async () => {
    const { context, page: hostPage } = await newPage('desktop');
    contexts.push(context);
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('explanations', pages, async () => {
      const { account, client, quizId } = await authorWithQuiz(QUIZ, clients);

      // The editor: an explanation for each question, counted against its limit, then saved. Signed in
      // first: a quiz opened signed out stays open as a copy when its reader signs in.
      await logIn(hostPage, account);
      await hostPage.goto(appUrl(`/editor?q=${quizId}`));
      for (const [index, explanation] of EXPLANATIONS.entries()) {
        await outline(hostPage)
          .getByRole('button', { name: new RegExp(`^Question ${index + 1}:`) })
          .click();
        const field = hostPage.getByRole('textbox', { name: 'Explanation' });
        await field.fill(explanation);
        await hostPage.getByText(`${explanation.length}/400`, { exact: true }).waitFor();
        if (index === 0) {
          // From the top: a full-page picture of a scrolled page draws the sticky header half-way down.
          await hostPage.evaluate('window.scrollTo(0, 0)');
          await screenshot(hostPage, 'explanations-editor');
          await hostPage.setViewportSize(viewports.phone);
          await hostPage.evaluate('window.scrollTo(0, 0)');
          await screenshot(hostPage, 'explanations-editor', 'phone');
          await hostPage.setViewportSize(viewports.desktop);
        }
      }
      await saveAndConfirm(hostPage, QUIZ.data.title);
      expect((await client.readQuiz(quizId))?.content.questions.map((q) => q.explanation)).toEqual(
        EXPLANATIONS,
      );

      // The game: two phones join the host's lobby.
      await hostPage.goto(appUrl(`/host?q=${quizId}`));
      const gameId = await playToLobby(hostPage, QUIZ.data.title, 'explanations-host-play');
      const { roomCode } = await lobbyRoomCode(hostPage);
      const { questions } = await playedGameQuiz(stack(), gameId);
      const phones = await Promise.all(
        Object.keys(PLAN).map(async (name) => {
          const { context: phoneContext, page } = await newPage('phone');
          contexts.push(phoneContext);
          pages.push([name, page]);
          await fillJoinFormByTyping(page, roomCode, name);
          await joinButton(page).click();
          await heading(page, screenTexts.joinWaiting).waitFor();
          return { name, page, join: (await savedJoin(page)) as SavedJoin };
        }),
      );
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo']);
      await hostPage.getByRole('button', { name: 'Start' }).click();

      for (const [q, question] of questions.entries()) {
        if (q > 0) await hostPage.getByRole('button', { name: /Continue/ }).click();
        // A busy machine's Functions emulator takes a while to start each step's first worker.
        await hostPage
          .getByText(questionOfTotal(q + 1, questions.length), { exact: true })
          .waitFor({ timeout: scaledMs(90_000) });
        await introThenOpen(
          hostPage,
          { number: q, total: questions.length, title: question.title },
          `explanations-host-question-${q + 1}`,
        );
        for (const phone of phones) {
          await answering(phone.page);
          // Nothing of the explanation reaches a phone while the question is open.
          expect(await phone.page.content()).not.toContain(EXPLANATIONS[q]);
          await answerOnPage(phone.page, question, PLAN[phone.name]?.[q]);
        }
        await results(hostPage);
        const explained = hostPage.getByRole('region', { name: 'Explanation' });
        await explained.getByText(EXPLANATIONS[q] as string).waitFor();

        if (question.questionType === QuestionType.OpenEnded) {
          const typed = hostPage.getByRole('list', { name: 'What players typed' });
          await expect
            .poll(() => typed.getByRole('listitem').allTextContents())
            .toEqual(['Kyoto1, 1 player', 'tokyo1, 1 player, accepted answer']);
          await shotAtBothSizes(hostPage, 'explanations-host-typed-answers');
        } else {
          await shotAtBothSizes(hostPage, 'explanations-host-results');
        }

        for (const phone of phones) {
          await recordAfter(stack(), phone.join, q);
          const shown = phone.page.getByRole('region', { name: 'Explanation' });
          await shown.getByText(EXPLANATIONS[q] as string).waitFor({ timeout: scaledMs(30_000) });
          // The phones never see what the others typed.
          if (question.questionType === QuestionType.OpenEnded) {
            const other = phone.name === 'Ada' ? 'Kyoto' : 'tokyo';
            expect(await phone.page.content()).not.toContain(other);
          }
          await screenshot(phone.page, `explanations-${phone.name.toLowerCase()}-result-${q + 1}`);
        }
        await toLeaderboard(hostPage, q === questions.length - 1);
      }
    });
  },
  scaledMs(300_000),
);
