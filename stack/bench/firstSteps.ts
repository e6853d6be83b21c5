// npm run bench:firstSteps — the first steps a teacher takes after `npm start` on a cold stack: how long
// the first join, the first question's results and the report's first open take, each beside the same step
// taken again once everything ran once (the warm figure), so that the ratio holds on a busy machine.
//
// It runs `npm start` itself (stack/start.ts, as the script does) on free ports shifted by 8000 or more, with
// a fresh data directory (so the demo data is seeded as on a first start), then drives Chromium: the demo
// teacher hosts the demo's two-question "Private draft" on a desktop page; one phone joins (the first
// join), then a second (warm); both answer each question; the host's results of question 1 (cold) and 2
// (warm) are timed from the last answer to the counts shown; then the final screen's "Open the report" in a
// new tab (the first open, navigation to first view) and a reload (warm). Each figure is printed with the
// machine's load average. The dev server's own first transforms count too, as they do for a teacher.
//
// Usage: npm run bench:firstSteps -- [--port-offset 8000]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { screenTexts } from '@/domain';
import { REPORT_MARKS } from '@/features/reports/reportMarks';
import { demoAccount } from '../demoData';
import { repoRoot } from '../localStack';
import { freePortOffset } from '../stack';

const { values } = parseArgs({ options: { 'port-offset': { type: 'string', default: '8000' } } });
const log = (line: string) => process.stdout.write(`${line}\n`);
const QUIZ_ID = 'demo-draft';
const WAIT_MS = 120_000;

const load = () => {
  const [one, five] = loadavg();
  return `load ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min)`;
};

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** `npm start` as the script runs it, ready once it prints its URLs. */
function startNpmStart(portOffset: number, dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'stack/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      LOQI_PORT_OFFSET: String(portOffset),
      LOQI_DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[loqi] Press Ctrl-C to stop')) resolve({ child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

function stopNpmStart({ child }: Started): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-(child.pid ?? NaN), 'SIGINT');
  });
}

/** Runs `step` and gives its wall-clock time in ms. */
async function timed(step: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await step();
  return performance.now() - startedAt;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

interface Figure {
  what: string;
  coldMs: number;
  warmMs: number;
  coldLoad: string;
  warmLoad: string;
}

function printFigure({ what, coldMs, warmMs, coldLoad, warmLoad }: Figure): void {
  log(
    `${what}: first ${(coldMs / 1000).toFixed(1)} s (${coldLoad}), again ${(warmMs / 1000).toFixed(1)} s ` +
      `(${warmLoad}), first/again ${(coldMs / warmMs).toFixed(1)}×`,
  );
}

async function joinOnPhone(browser: Browser, appUrl: string, roomCode: string, name: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${appUrl}/join?code=${roomCode}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
  const ms = await timed(async () => {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await heading(page, screenTexts.joinWaiting).waitFor({ timeout: WAIT_MS });
  });
  log(`  ${name} joined in ${Math.round(ms)} ms`);
  return { page, ms, load: load() };
}

/** Both phones answer the first option; the time from the last answer to the host's counts of it. */
async function answerAndTimeResults(host: Page, phones: Page[], questionNumber: number): Promise<number> {
  await host.getByRole('button', { name: 'Skip' }).waitFor({ timeout: WAIT_MS });
  for (const phone of phones) {
    await phone.locator('[data-mode="4"]').waitFor({ timeout: WAIT_MS });
    // Single choice or true/false: the first cell.
    await phone
      .getByRole('button', { name: /^(Answer 1|True) \(/ })
      .first()
      .click();
    await heading(phone, screenTexts.submittedWaiting).waitFor({ timeout: WAIT_MS });
  }
  const ms = await timed(() =>
    host.locator('.host-results-answered').getByText(/2/).waitFor({ timeout: WAIT_MS }),
  );
  log(`  question ${questionNumber}: results counted ${Math.round(ms)} ms after the last answer`);
  return ms;
}

async function run(browser: Browser, appUrl: string): Promise<Figure[]> {
  const host = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await host.goto(`${appUrl}/?login=true`);
  const dialog = host.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(demoAccount.email);
  await dialog.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
  await host.goto(`${appUrl}/host?q=${QUIZ_ID}`);
  await host.getByRole('button', { name: 'Play' }).click({ timeout: WAIT_MS });
  const codeText = host.locator('.host-room-code');
  await codeText.waitFor({ timeout: WAIT_MS });
  const roomCode = ((await codeText.textContent()) ?? '').replaceAll('-', '').toLowerCase();

  const ada = await joinOnPhone(browser, appUrl, roomCode, 'Ada');
  const bo = await joinOnPhone(browser, appUrl, roomCode, 'Bo');
  const figures: Figure[] = [
    {
      what: 'Join from a phone (Join pressed to the lobby shown)',
      coldMs: ada.ms,
      warmMs: bo.ms,
      coldLoad: ada.load,
      warmLoad: bo.load,
    },
  ];

  await host.getByRole('button', { name: 'Start' }).click();
  const firstResults = await answerAndTimeResults(host, [ada.page, bo.page], 1);
  const firstLoad = load();
  await host.getByRole('button', { name: 'Next' }).click();
  await heading(host, screenTexts.leaderboard).waitFor({ timeout: WAIT_MS });
  await host.getByRole('button', { name: 'Continue' }).click();
  const secondResults = await answerAndTimeResults(host, [ada.page, bo.page], 2);
  figures.push({
    what: "A question's results on the host's screen (last answer to its count shown)",
    coldMs: firstResults,
    warmMs: secondResults,
    coldLoad: firstLoad,
    warmLoad: load(),
  });
  await host.getByRole('button', { name: 'Next' }).click();
  await heading(host, screenTexts.finalLeaderboard).waitFor({ timeout: WAIT_MS });

  // "Open the report" as a teacher opens it beside the podium: in a tab of its own.
  const href = await host
    .getByRole('link', { name: 'Open the report' })
    .getAttribute('href', { timeout: WAIT_MS });
  const report = await host.context().newPage();
  const shown = async () => {
    await report.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      REPORT_MARKS.shown,
      {
        timeout: WAIT_MS,
      },
    );
    return report.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
      REPORT_MARKS.shown,
    );
  };
  await report.goto(new URL(href ?? '', appUrl).href);
  const reportFirst = await shown();
  const firstOpenLoad = load();
  await report.reload();
  const reportAgain = await shown();
  figures.push({
    what: 'Report of the game, opened in a new tab (navigation to first view)',
    coldMs: reportFirst,
    warmMs: reportAgain,
    coldLoad: firstOpenLoad,
    warmLoad: load(),
  });
  return figures;
}

const portOffset = await freePortOffset(Number(values['port-offset']));
const dataDir = mkdtempSync(path.join(tmpdir(), 'loqi-bench-first-steps-'));
log(`Starting npm start on a fresh data directory with ports shifted by ${portOffset} (${load()})...`);
const startedAt = performance.now();
const started = await startNpmStart(portOffset, dataDir);
log(`npm start ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (${load()})`);
log(/\[loqi\] (Warmed .*)/.exec(started.output())?.[1] ?? 'npm start warmed no functions');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const figures = await run(browser, `http://localhost:${5173 + portOffset}`);
  for (const figure of figures) printFigure(figure);
} catch (error) {
  log(started.output().slice(-3000));
  throw error;
} finally {
  await browser.close();
  await stopNpmStart(started);
  rmSync(dataDir, { recursive: true, force: true });
}
