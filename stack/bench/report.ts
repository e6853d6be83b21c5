// npm run bench:report — what a game's report costs (issue 18): its size in the main database, and how fast
// its page shows it.
//
// 1. Size: games of 2,000 and 10,000 players × 20 questions played through the server's own scoring and
//    report updates (gameReportFixture), as JSON bytes: what the database stores and the host's page downloads.
// 2. First view: the 2,000 × 20 report seeded into a local stack of its own, its host signed in to the
//    production build (served by firebase-tools' Hosting emulator) in Chromium, /reports/{id} loaded five
//    times. The page marks the report's arrival and the frame after its first view is committed
//    (REPORT_MARKS); printed is the time between them, each load's and the median.
//
// Usage: npm run bench:report -- [--port-offset 7000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
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

async function measureFirstView(config: LocalStackConfig): Promise<number[]> {
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
    const times: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(`${hosting.url}/reports/${gameId}`);
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        REPORT_MARKS.shown,
        {
          timeout: 120_000,
        },
      );
      times.push(
        await page.evaluate(
          ({ data, shown }) =>
            (performance.getEntriesByName(shown)[0]?.startTime ?? NaN) -
            (performance.getEntriesByName(data)[0]?.startTime ?? NaN),
          REPORT_MARKS,
        ),
      );
    }
    return times;
  } finally {
    await browser.close();
    await hosting?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

printSizes();
const portOffset = await freePortOffset(Number(values['port-offset']));
log(`Starting the local stack with ports shifted by ${portOffset}...`);
const stack = await startLocalStack({ portOffset, dataDir: null, seedWhenEmpty: false });
try {
  const times = await measureFirstView(stack.config);
  log(
    `Report page, 2,000 players × ${QUESTIONS} questions: first view ${Math.round(median(times) ?? NaN)} ms after the data arrived ` +
      `(median of ${LOADS} loads in Chromium: ${times.map((ms) => Math.round(ms)).join(', ')} ms)`,
  );
} finally {
  await stack.stop();
}
