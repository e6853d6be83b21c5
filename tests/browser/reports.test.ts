// Game reports in real browsers against the local stack: a host at a desktop plays a game of two
// questions with three players on phones, opens the report from the final leaderboard, sorts its players,
// downloads the XLSX and the CSV, and both files are read back and checked against the server's record of
// the game (each player's own record in the games database: points per question, rank). The report is
// photographed at both sizes, and found again in /reports through the header's account menu.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { expect, inject, it } from 'vitest';
import {
  MediaMode,
  QuestionType,
  screenTexts,
  type PlayerView,
  type QuizContent,
  type SavedJoin,
} from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { playedGameQuiz } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import {
  hostToLobby,
  introThenOpen,
  lobbyNames,
  lobbyRoomCode,
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
/** A true-or-false question and an open-ended one, a minute each, under the demo cover that the stack holds. */
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, title: 'Report journey', image: [...demoCovers.science] },
  questions: [
    { ...every[QuestionType.TrueFalse], timeLimit: 60 },
    { ...every[QuestionType.OpenEnded], mediaMode: MediaMode.None, mediaURL: '', timeLimit: 60 },
  ],
};

/** What each player answers (True is shown first), and the words the report gives it. */
const PLAN: Record<string, Array<{ answer: number | string; words: string; right: boolean }>> = {
  Ada: [
    { answer: 0, words: 'True', right: true },
    { answer: 'Tokyo', words: 'Tokyo', right: true },
  ],
  Bo: [
    { answer: 1, words: 'False', right: false },
    { answer: 'Kyoto', words: 'Kyoto', right: false },
  ],
  Cy: [
    { answer: 0, words: 'True', right: true },
    { answer: 'Osaka', words: 'Osaka', right: false },
  ],
};

const { contexts, clients } = closeAfterEach();

/** The names in the Players table, top to bottom. */
const playerNames = (page: Page) =>
  page.getByRole('table', { name: 'Players' }).locator('tbody th[scope="row"]').allTextContents();

/** Clicks a download button and returns the file the browser saved. */
async function download(page: Page, button: 'Download XLSX' | 'Download CSV'): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: scaledMs(30_000) }),
    page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

it(
  'a host plays a game with three phones, opens its report, sorts it, and downloads it as XLSX and CSV',
  async () => {
    const { context, page: hostPage } = await newPage('desktop');
    contexts.push(context);
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('reports', pages, async () => {
      const { gameId } = await hostToLobby(hostPage, QUIZ, 'reports-host-play', clients);
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
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo', 'Cy']);
      await hostPage.getByRole('button', { name: 'Start' }).click();

      // The server's record: each player's own view after each question.
      const told: Record<string, PlayerView[]> = {};
      for (const [q, question] of questions.entries()) {
        if (q > 0) await hostPage.getByRole('button', { name: /Continue/ }).click();
        await introThenOpen(
          hostPage,
          { number: q, total: questions.length, title: question.title },
          `reports-host-question-${q + 1}`,
        );
        for (const phone of phones) {
          await answering(phone.page);
          await answerOnPage(phone.page, question, PLAN[phone.name]?.[q]?.answer as number | string);
        }
        await results(hostPage);
        for (const phone of phones) {
          const view = await recordAfter(stack(), phone.join, q);
          expect(view.standing?.correct, `${phone.name}, question ${q + 1}`).toBe(
            PLAN[phone.name]?.[q]?.right,
          );
          (told[phone.name] ??= []).push(view);
        }
        await toLeaderboard(hostPage, q === questions.length - 1);
      }
      await shot(hostPage, 'reports-host-final-leaderboard');

      // From the final leaderboard to the report, in a new tab: the projector keeps the final leaderboard.
      const [reportTab] = await Promise.all([
        hostPage.context().waitForEvent('page'),
        hostPage.getByRole('link', { name: 'Open the report' }).click(),
      ]);
      await reportTab.waitForURL((url) => url.pathname === `/reports/${gameId}`);
      await reportTab.close();
      await heading(hostPage, screenTexts.finalLeaderboard).waitFor();
      await hostPage.goto(appUrl(`/reports/${gameId}`));
      await heading(hostPage, QUIZ.data.title).waitFor({ timeout: scaledMs(30_000) });
      await hostPage.getByRole('region', { name: 'Summary' }).waitFor();
      await screenshot(hostPage, 'reports-report');
      // Who may need help (Bo, none right) stays hidden until the teacher asks: the report may be projected.
      const summary = hostPage.getByRole('region', { name: 'Summary' });
      await expect.poll(() => summary.getByText('Bo', { exact: true }).isVisible()).toBe(false);
      await summary.getByRole('button', { name: 'Show', exact: true }).click();
      await summary.getByText('Bo', { exact: true }).waitFor();
      expect(await summary.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
      await screenshot(hostPage, 'reports-report-need-help');

      const finalRank = (name: string) => told[name]?.at(-1)?.standing?.rank as number;
      const byRank = Object.keys(PLAN).sort((a, b) => finalRank(a) - finalRank(b));
      expect(await playerNames(hostPage)).toEqual(byRank);
      await hostPage.getByRole('button', { name: 'Name', exact: true }).click();
      expect(await playerNames(hostPage)).toEqual(['Ada', 'Bo', 'Cy']);
      await expect.poll(() => hostPage.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
      await hostPage.getByRole('button', { name: 'Accuracy', exact: true }).click();
      // Ada 2 of 2, Cy 1 of 2, Bo 0 of 2.
      expect(await playerNames(hostPage)).toEqual(['Ada', 'Cy', 'Bo']);
      await screenshot(hostPage, 'reports-report-sorted');

      // Both files, read back: one row per player per question, by rank, as the server recorded them.
      const expected = byRank.flatMap((name) =>
        questions.map((question, q) => {
          const planned = PLAN[name]?.[q] as { words: string; right: boolean };
          const view = told[name]?.[q] as PlayerView;
          return [
            finalRank(name),
            name,
            q + 1,
            question.title,
            planned.words,
            planned.right ? 'Right' : 'Wrong',
            view.standing?.points as number,
          ];
        }),
      );
      const xlsx = await download(hostPage, 'Download XLSX');
      expect(xlsx.suggestedFilename()).toMatch(/^Loqi report - Report journey - \d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheets = await readXlsxFile(readFileSync(await xlsx.path()));
      const answers = sheets.find(({ sheet }) => sheet === 'Answers')?.data ?? [];
      expect(answers[0]).toEqual([
        'Rank',
        'Player',
        'Question',
        'Question title',
        'Answer',
        'Result',
        'Points',
        'Time (s)',
      ]);
      expect(answers.slice(1).map((row) => row.slice(0, 7))).toEqual(expected);
      for (const row of answers.slice(1)) expect(row[7]).toBeGreaterThan(0);
      const players = sheets.find(({ sheet }) => sheet === 'Players')?.data ?? [];
      expect(players.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual(
        byRank.map((name) => [finalRank(name), name, told[name]?.at(-1)?.score]),
      );

      const csv = await download(hostPage, 'Download CSV');
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const text = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '');
      const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true });
      expect(data[0]).toEqual(answers[0]);
      expect(data.slice(1).map((row) => row.slice(0, 7))).toEqual(
        expected.map((row) => row.map((cell) => String(cell))),
      );

      await hostPage.setViewportSize(viewports.phone);
      await screenshot(hostPage, 'reports-report', 'phone');

      // The list of reports, from the header's account menu.
      await hostPage.setViewportSize(viewports.desktop);
      await hostPage
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Reports' })
        .click();
      await heading(hostPage, 'Reports').waitFor();
      const line = hostPage.getByRole('listitem').filter({ hasText: QUIZ.data.title });
      await expect.poll(() => line.textContent()).toMatch(/3 players/);
      await screenshot(hostPage, 'reports-list');
      await hostPage.setViewportSize(viewports.phone);
      await screenshot(hostPage, 'reports-list', 'phone');
    });
  },
  scaledMs(240_000),
);
