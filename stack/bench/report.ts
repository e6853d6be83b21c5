// npm run bench:report — what a game's report costs: its size in the main database, and how fast
// its page shows it.
//
// 1. Size: games of 2,000 and 10,000 players × 20 questions played through the server's own scoring and
//    report updates (gameReportFixture), as JSON bytes: what the database stores and the host's page downloads.
// 2. First view and first open: the 2,000 × 20 report seeded into a local stack of its own, its host signed
//    in to the production build (served by firebase-tools' Hosting emulator) in Chromium, /reports/{id}
//    loaded five times, the first with the browser's cache emptied. The page marks the report's arrival and
//    the frame after its first view is committed (REPORT_MARKS). Printed are the time between them (each
//    load's and the median), and the first open: from the first load's navigation to its first view (goal:
//    2 s), beside the reloads' median and the machine's load average.
//
// Usage: npm run bench:report -- [--port-offset 7000]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { mainPaths, median } from '@/domain';
import { REPORT_MARKS } from '@/features/reports/reportMarks';
import { buildForLocalStack, startHosting } from '../hosting';
import type { LocalStackConfig } from '../localStack';
import { freePortOffset, startLocalStack } from '../stack';
import { gameReportFixture } from '@/domain/fixtures/reports';

const { values } = parseArgs({ options: { 'port-offset': { type: 'string', default: '7000' } } });
const log = (line: string) => process.stdout.write(`${line}\n`);
const LOADS = 5;
const QUESTIONS = 20;

function printSizes(): void {
  for (const players of [2_000, 10_000]) {
    const { stored } = gameReportFixture({ host: 'bench-host', players, questions: QUESTIONS });
    const bytes = Buffer.byteLength(JSON.stringify(stored));
    log(
      `Report size, ${players.toLocaleString('en-US')} players × ${QUESTIONS} questions: ${(bytes / 1e6).toFixed(1)} MB ` +
        `(${Math.round(bytes / (players * QUESTIONS))} bytes per answer)`,
    );
  }
}

/** Signs up an account on the Auth emulator; resolves with its uid. */
async function signUp(config: LocalStackConfig, email: string, password: string): Promise<string> {
  const { host, port } = config.auth;
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:signUp answered ${response.status}`);
  return ((await response.json()) as { localId: string }).localId;
}

/** Writes `value` at `path` of the main database as its admin. */
async function seed(config: LocalStackConfig, path: string, value: unknown): Promise<void> {
  const { host, port } = config.database;
  const response = await fetch(`http://${host}:${port}/${path}.json?ns=${config.databaseNamespaces.main}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`Seeding ${path} answered ${response.status}`);
}

/** What one load of the report's page took: from the navigation to the report's arrival and to its first view. */
interface Load {
  dataMs: number;
  shownMs: number;
}

/** Loads /reports/{gameId} in `page` and reads the page's marks once its first view is painted. */
async function loadReport(page: Page, url: string): Promise<Load> {
  await page.goto(url);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, REPORT_MARKS.shown, {
    timeout: 120_000,
  });
  return page.evaluate(
    ({ data, shown }) => ({
      dataMs: performance.getEntriesByName(data)[0]?.startTime ?? NaN,
      shownMs: performance.getEntriesByName(shown)[0]?.startTime ?? NaN,
    }),
    REPORT_MARKS,
  );
}

/** The machine's load average, printed beside each timing: the machine may be shared. */
const loadAverage = () => `load average ${loadavg()[0]?.toFixed(2)}`;

async function measureLoads(
  config: LocalStackConfig,
): Promise<{ first: Load; firstLoad: string; again: Load[] }> {
  const email = `bench.report.${Date.now()}@example.com`;
  const password = 'secret-pass';
  const uid = await signUp(config, email, password);
  const { gameId, stored, listing } = gameReportFixture({ host: uid, players: 2_000, questions: QUESTIONS });
  await seed(config, mainPaths.report(gameId), stored);
  await seed(config, mainPaths.reportListing(uid, gameId), listing);

  const dir = mkdtempSync(path.join(tmpdir(), 'loqi-bench-report-'));
  let hosting: Awaited<ReturnType<typeof startHosting>> | null = null;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    log('Building the production bundle for the local stack...');
    await buildForLocalStack(config, path.join(dir, 'public'));
    hosting = await startHosting(config, dir);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${hosting.url}/?login=true`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The first open as a teacher's: signed in, but nothing of the app in the browser's cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const url = `${hosting.url}/reports/${gameId}`;
    const first = await loadReport(page, url);
    const firstLoad = loadAverage();
    const again: Load[] = [];
    for (let load = 1; load < LOADS; load += 1) again.push(await loadReport(page, url));
    return { first, firstLoad, again };
  } finally {
    await browser.close();
    await hosting?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

printSizes();
const portOffset = await freePortOffset(Number(values['port-offset']));
log(`Starting the local stack with ports shifted by ${portOffset}...`);
const stack = await startLocalStack({ portOffset, dataDir: null, seedWhenEmpty: false });
try {
  const { first, firstLoad, again } = await measureLoads(stack.config);
  const loads = [first, ...again];
  const afterData = loads.map(({ dataMs, shownMs }) => shownMs - dataMs);
  log(
    `Report page, 2,000 players × ${QUESTIONS} questions: first view ${Math.round(median(afterData) ?? NaN)} ms after the data arrived ` +
      `(median of ${LOADS} loads in Chromium: ${afterData.map((ms) => Math.round(ms)).join(', ')} ms)`,
  );
  const againShown = median(again.map(({ shownMs }) => shownMs)) ?? NaN;
  log(
    `Report page, 2,000 players × ${QUESTIONS} questions: first open ${seconds(first.shownMs)} from the navigation to ` +
      `its first view (goal ≤ 2 s; data after ${seconds(first.dataMs)}; empty cache; ${firstLoad}), ` +
      `${seconds(againShown)} again (median of ${again.length} reloads; ${loadAverage()}), first/again ${(first.shownMs / againShown).toFixed(1)}×`,
  );
} finally {
  await stack.stop();
}
