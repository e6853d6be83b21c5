// A live game over long-polling: phones behind school proxies and firewalls that block
// WebSockets fall back to the SDK's long-polling transport, which the local Database emulator speaks too.
// Every page here has WebSocket removed before any script of it runs, so the SDK can only long-poll: a
// host at a desktop and two players on phones play a question to the leaderboard. Each page holds the
// SDK's long-polling frames and no WebSocket, and the emulator's metrics show that every database
// connection of the three ran over long-polling and never upgraded. Where WebSockets work but failed
// before (as the SDK notes in localStorage), the SDK starts on long-polling and upgrades.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { MetricsReport } from '@loqi/database-emulator';
import { QuestionType, screenTexts, type QuizContent, type SavedJoin } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { demoCovers } from '../../stack/demoData';
import { correctAnswer, playedGameQuiz, wrongAnswer } from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';
import { createAccount, logIn, signedInClient } from './accountsOnStack';
import {
  hostToLobby,
  introThenOpen,
  leaderboardRows,
  lobbyNames,
  lobbyRoomCode,
  results,
  serverRanking,
  shot,
  toLeaderboard,
} from './hostScreen';
import {
  answering,
  answerOnPage,
  expectResultShown,
  fillJoinFormByTyping,
  joinButton,
  recordAfter,
  savedJoin,
} from './playerScreen';
import {
  closeAfterEach,
  heading,
  journeyOverPages,
  newPage,
  screenshot,
  type ViewportName,
  unexpectedErrors,
  useChromium,
} from './support';

useChromium();

const stack = () => inject('browserStack');

/** One true-or-false question, under the demo cover that the stack holds. */
const QUIZ: QuizContent = {
  data: { ...quizOfEveryType().data, image: [...demoCovers.science] },
  questions: [{ ...questionsOfEveryType()[QuestionType.TrueFalse], timeLimit: 60 }],
};

const { contexts, clients } = closeAfterEach();

/** A page of a context of its own whose frames have no WebSocket, as behind a proxy that blocks them. */
async function pageWithoutWebSocket(viewport: ViewportName): Promise<Page> {
  const { context, page } = await newPage(viewport);
  contexts.push(context);
  await context.addInitScript(() => {
    delete (globalThis as { WebSocket?: unknown }).WebSocket;
  });
  return page;
}

/** The Database emulator's metrics of every namespace. */
async function databaseMetrics(): Promise<MetricsReport> {
  const { host, port } = stack().database;
  return (await (await fetch(`http://${host}:${port}/.metrics`)).json()) as MetricsReport;
}

/** What the page shows of its transport: a WebSocket, and the SDK's long-polling disconnect frames. */
const transportOf = async (page: Page) => ({
  webSocket: await page.evaluate<string>('typeof WebSocket'),
  longPollFrames: await page.locator('iframe[src*="/.lp?dframe=t"]').count(),
});

it(
  'a host and two players without WebSockets play a question to the leaderboard over long-polling',
  async () => {
    const firstConnection = Math.max(0, ...(await databaseMetrics()).connections.map(({ id }) => id)) + 1;
    const hostPage = await pageWithoutWebSocket('desktop');
    const pages: [string, Page][] = [['host', hostPage]];
    await journeyOverPages('long-polling', pages, async () => {
      const { client, gameId } = await hostToLobby(hostPage, QUIZ, 'long-polling-host-play', clients);
      const { roomCode } = await lobbyRoomCode(hostPage);
      const [question] = (await playedGameQuiz(stack(), gameId)).questions;
      if (!question) throw new Error('The game has no question');

      // Ada answers right, Bo wrong.
      const joinOnPhone = async (name: string, right: boolean) => {
        const page = await pageWithoutWebSocket('phone');
        pages.push([name, page]);
        await fillJoinFormByTyping(page, roomCode, name);
        await joinButton(page).click();
        await heading(page, screenTexts.joinWaiting).waitFor();
        const join = (await savedJoin(page)) as SavedJoin;
        expect(join, `${name}'s saved join`).toMatchObject({ gameID: gameId, roomCode });
        return { name, page, join, answer: right ? correctAnswer(question) : wrongAnswer(question) };
      };
      const phones = await Promise.all([joinOnPhone('Ada', true), joinOnPhone('Bo', false)]);
      const [ada] = phones;
      await screenshot(ada.page, 'long-polling-player-lobby');
      await expect.poll(async () => (await lobbyNames(hostPage)).sort()).toEqual(['Ada', 'Bo']);
      await shot(hostPage, 'long-polling-host-lobby');

      await hostPage.getByRole('button', { name: 'Start' }).click();
      await introThenOpen(
        hostPage,
        { number: 0, total: 1, title: question.title },
        'long-polling-host-intro',
      );
      for (const phone of phones) {
        await answering(phone.page);
        const shotName = phone === ada ? 'long-polling-player-answer' : undefined;
        await answerOnPage(phone.page, question, phone.answer, shotName);
      }
      await results(hostPage);
      await shot(hostPage, 'long-polling-host-results');

      // Each phone shows what the server holds for its player; the leaderboard, the server's ranking.
      const views = await Promise.all(
        phones.map(async (phone) => {
          const view = await recordAfter(stack(), phone.join, 0);
          expect(view.standing?.correct, `${phone.name}'s answer`).toBe(phone.name === 'Ada');
          await expectResultShown(phone.page, view);
          return view;
        }),
      );
      for (const phone of phones) await screenshot(phone.page, `long-polling-player-result-${phone.name}`);
      await toLeaderboard(hostPage, true);
      const ranking = serverRanking(views);
      expect(ranking.map((row) => row.split('|').slice(0, 2).join('|'))).toEqual(['1|Ada', '2|Bo']);
      expect(ranking[1]).toBe('2|Bo|0');
      await expect.poll(() => leaderboardRows(hostPage), { timeout: scaledMs(5000) }).toEqual(ranking);
      await shot(hostPage, 'long-polling-host-leaderboard');

      // It all ran over long-polling: no page has a WebSocket, each holds the SDK's long-polling frames
      // (one per database it uses), and every connection the three users opened long-polls.
      for (const [who, page] of pages) {
        const transport = await transportOf(page);
        expect(transport.webSocket, `${who}'s WebSocket`).toBe('undefined');
        expect(transport.longPollFrames, `${who}'s long-polling frames`).toBeGreaterThan(0);
      }
      // The players are not signed in; the host is, on both databases. The stack's own clients (the
      // functions, the test's reads) are admins.
      const connections = (await databaseMetrics()).connections.filter(
        (connection) => connection.id >= firstConnection && !connection.admin,
      );
      const hostNamespaces = connections
        .filter(({ uid }) => uid === client.uid)
        .map(({ namespace }) => namespace);
      expect(new Set(hostNamespaces), "the host's databases").toEqual(
        new Set(Object.values(stack().databaseNamespaces)),
      );
      expect(
        connections.filter(({ uid }) => uid === null).length,
        "the players' connections",
      ).toBeGreaterThanOrEqual(phones.length);
      const transports = connections.map(({ id, namespace, uid, transport, upgraded }) => ({
        id,
        namespace,
        uid,
        transport,
        upgraded,
      }));
      expect(transports).toEqual(
        transports.map((connection) => ({ ...connection, transport: 'longPolling', upgraded: false })),
      );
    });
  },
  scaledMs(180_000),
);

it('a page whose WebSocket failed before starts on long-polling and upgrades to a WebSocket', async () => {
  const firstConnection = Math.max(0, ...(await databaseMetrics()).connections.map(({ id }) => id)) + 1;
  const { context, page } = await newPage('desktop');
  contexts.push(context);
  // What the SDK notes when a WebSocket of the page failed (a cut socket counts): it then starts on
  // long-polling, and forgets the note once a WebSocket proves healthy.
  await context.addInitScript("localStorage.setItem('firebase:previous_websocket_failure', 'true')");
  const account = await createAccount();
  const client = await signedInClient(account);
  clients.push(client);
  await logIn(page, account);
  const main = stack().databaseNamespaces.main;
  await expect
    .poll(
      async () =>
        (await databaseMetrics()).connections
          .filter(
            ({ id, uid, namespace }) => id >= firstConnection && uid === client.uid && namespace === main,
          )
          .map(({ transport, upgraded, open }) => ({ transport, upgraded, open })),
      { timeout: scaledMs(30_000) },
    )
    .toEqual([{ transport: 'webSocket', upgraded: true, open: true }]);
  expect(await page.evaluate<string>('typeof WebSocket')).toBe('function');
  expect(
    await page.evaluate<string | null>("localStorage.getItem('firebase:previous_websocket_failure')"),
  ).toBeNull();
  expect(unexpectedErrors(page), 'errors in the page').toEqual([]);
});
