// npm test — the machine's check, then lint, types and every vitest project in four runs, all side by side,
// then a summary of where the time went and what failed, and one line of totals.
// (npm run test:vitest: the same without lint and types.)
//
// The runs: the unit projects (no stack; printed as they go), the integration tests on their stack
// (ports shifted by 1000), and the browser journeys in two runs of about equal length, each with its own
// stack and served build (shifted by 3000 and 4000). Vitest itself would run the browser project, which
// allows no file parallelism (one Chromium journey at a time), only after all the others. The journeys
// and the integration tests mostly wait on their pages and stacks, so they go beside the unit tests. Each
// run takes one file at a time (vitest's choice on two cores): the two cores are busy throughout, and two
// files at a time in the unit and integration runs made neither shorter. What the other runs print is
// held back while the unit run prints, then follows it.
//
// Every wait's limit in the tests scales with LOQI_TEST_TIME_SCALE (stack/timeScale.ts), measured here first
// unless it is set: a machine shared with other heavy processes runs the suite slower, not red.
//
// The last line, "Tests: N passed, N failed", is what CI reads as the run's result.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingOnMachine, UNIT_PROJECTS } from './testMachine.mjs';
import { filesOfRun, readResults, summaryLines } from './testSummary.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runStart = performance.now();

const missing = missingOnMachine((file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});
if (missing) {
  process.stdout.write(`${missing}\n`);
  process.exit(1);
}

/** Runs `npm run {script}` with its output held, for printing after the tests' output; timed for the summary. */
async function npmStep(script) {
  const start = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on('close', (exitCode) => resolve(exitCode ?? 1)));
  return {
    name: `npm run ${script}`,
    seconds: (performance.now() - start) / 1000,
    code,
    output: Buffer.concat(output).toString(),
  };
}

/**
 * How many times longer than on an idle machine this run's waits may take: the wall time a busy loop
 * takes per millisecond of CPU it gets (the median of five 200 ms samples), 1 on an idle machine, about 2.5
 * with four other busy processes on two cores, and never under 2 (below). The suite's own processes add to it as it runs; the tests'
 * idle limits already leave room for that.
 */
function measureTimeScale() {
  const samples = [];
  for (let sample = 0; sample < 5; sample += 1) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    let spin = 0;
    while (performance.now() - start < 200) spin += Math.sqrt(spin + 1);
    const wallMs = performance.now() - start;
    const { user, system } = process.cpuUsage(cpuBefore);
    samples.push(wallMs / Math.max(1, (user + system) / 1000));
  }
  samples.sort((a, b) => a - b);
  // At least 2: the share is measured once, when the run starts, and a process started after it (CI may
  // run beside other work) slows every wait that follows; a limit only a hang reaches costs nothing when green.
  // Capped: past eight times, a hung test would hold the run for too long before it fails.
  return Math.min(8, Math.max(2, Math.round(samples[2] * 10) / 10));
}

process.env.LOQI_TEST_TIME_SCALE ??= String(measureTimeScale());
process.stdout.write(`Test time scale: ${process.env.LOQI_TEST_TIME_SCALE} (LOQI_TEST_TIME_SCALE)\n`);

// Lint and types run beside the tests, not before them: each keeps at most one core busy, and the tests
// use what the other leaves. Their outputs follow the tests' own.
const checks = process.argv.includes('--vitest-only') ? [] : ['lint', 'typecheck'].map(npmStep);

const artifacts = path.join(repoRoot, 'tests', 'artifacts');
mkdirSync(artifacts, { recursive: true });

/**
 * The browser runs, each with its own stack and build, and the files each takes, so that the two take about
 * equally long (the times of a full run on two cores, in seconds, beside each). The last run takes every
 * browser test file not named here, a new one included. A third run made the whole suite slower: its
 * stack, build and Chromium cost more CPU time than the two cores had to spare.
 */
const BROWSER_RUNS = [
  {
    name: 'browser-1',
    offset: 3000,
    files: {
      host: 121,
      accessibility: 97,
      accessibleGamePhases: 89,
      editor: 82,
      play: 72,
      library: 69,
      accounts: 62,
      explanations: 25,
      playerNames: 17,
      join: 7,
    },
  },
  // keyboard 134, pacing 106, hosting 71, game 63, podium 49, lobbyControls 49, accessibleGame 42,
  // quizFiles 35, reducedMotion 30, reports 29, longPolling 20, shell 9, gameOptions 5
  { name: 'browser-2', offset: 4000, files: 'the rest' },
];
const browserFiles = readdirSync(path.join(repoRoot, 'tests', 'browser'))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/browser/${file}`);
const browserFile = (name) => `tests/browser/${name}.test.ts`;
const namedBrowserFiles = BROWSER_RUNS.flatMap(({ files }) =>
  typeof files === 'string' ? [] : Object.keys(files).map(browserFile),
);
const unknownFile = namedBrowserFiles.find((file) => !browserFiles.includes(file));
if (unknownFile) {
  process.stdout.write(`scripts/runTests.mjs names ${unknownFile}, which is not there.\n`);
  process.exit(1);
}
const filesOfBrowserRun = (files) =>
  typeof files === 'string'
    ? browserFiles.filter((file) => !namedBrowserFiles.includes(file))
    : Object.keys(files).map(browserFile);

/** One vitest run, reporting to `output` and to a JSON file for the totals. */
function vitest({ name, args, env = {}, output }) {
  const resultsFile = path.join(artifacts, `vitest-${name}-results.json`);
  // No totals of an earlier run may stand in for a run that dies before reporting.
  rmSync(resultsFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
    ],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', output, output] },
  );
  const exit = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { name, child, exit, resultsFile };
}

/** A run whose output waits until `release()`, then flows. */
function heldBack(run) {
  const held = [];
  let holding = true;
  const forward = (chunk) => (holding ? held.push(chunk) : process.stdout.write(chunk));
  run.child.stdout.on('data', forward);
  run.child.stderr.on('data', forward);
  return {
    ...run,
    release() {
      process.stdout.write(`\n---- ${run.name} (run alongside) ----\n`);
      for (const chunk of held.splice(0)) process.stdout.write(chunk);
      holding = false;
    },
  };
}

const browserRuns = BROWSER_RUNS.map(({ name, files, offset }) =>
  heldBack(
    vitest({
      name,
      args: ['--project=browser', ...filesOfBrowserRun(files)],
      env: { LOQI_BROWSER_PORT_OFFSET: String(offset) },
      output: 'pipe',
    }),
  ),
);
// The integration tests mostly wait on their stack: a run of their own, beside the unit tests' CPU work.
const integration = heldBack(
  vitest({ name: 'integration', args: ['--project=integration'], output: 'pipe' }),
);
const units = vitest({
  name: 'units',
  args: UNIT_PROJECTS.map((project) => `--project=${project}`),
  output: 'inherit',
});

const codes = [await units.exit];
const runs = [units, integration, ...browserRuns];
for (const run of runs.slice(1)) {
  run.release();
  codes.push(await run.exit);
}

const steps = await Promise.all(checks);
for (const { name, code, output } of steps) {
  process.stdout.write(`\n> ${name}\n`);
  process.stdout.write(output);
  if (code !== 0) process.stdout.write(`${name} failed (exit ${code}).\n`);
  codes.push(code);
}

let passed = 0;
let failed = 0;
const files = [];
for (const run of runs) {
  try {
    const results = readResults(run.resultsFile);
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    files.push(...filesOfRun(results, repoRoot));
  } catch {
    // A run that died before reporting: its exit code fails the whole run below.
    process.stdout.write(`No results from the ${run.name} run.\n`);
  }
}
const logs = readdirSync(artifacts)
  .filter((file) => file.startsWith('firebase-tools-') && file.endsWith('.log'))
  .map((file) => path.relative(repoRoot, path.join(artifacts, file)));
const readSource = (file) =>
  existsSync(path.join(repoRoot, file)) ? readFileSync(path.join(repoRoot, file), 'utf8') : '';
const wallSeconds = (performance.now() - runStart) / 1000;
for (const line of summaryLines({ files, steps, wallSeconds, readSource, logs }))
  process.stdout.write(`${line}\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
