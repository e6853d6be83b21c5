// npm run test:vitest — every vitest project, as two runs side by side, then one line of totals.
//
// Vitest runs a project that allows no file parallelism (the browser tests: one Chromium journey at a time)
// only after all the others, and on a two-core machine it runs the others one file at a time: the two
// halves would take turns. The browser journeys mostly wait on the page and the local stack, so they run
// here beside the rest instead, each with its own stack (ports shifted by 3000 and 1000). The browser
// run's output is held back while the other run prints, then follows it.
//
// The last line, "Tests: N passed, N failed", is what CI reads as the run's result.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(repoRoot, 'tests', 'artifacts');
mkdirSync(artifacts, { recursive: true });

/** One vitest run of `projects`, reporting to the console and to a JSON file for the totals. */
function vitest(projects, resultsFile, output) {
  // No totals of an earlier run may stand in for a run that dies before reporting.
  rmSync(resultsFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      `--project=${projects}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
    ],
    { cwd: repoRoot, stdio: ['ignore', output, output] },
  );
  const exit = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { child, exit, resultsFile };
}

const browserResults = path.join(artifacts, 'vitest-browser-results.json');
const otherResults = path.join(artifacts, 'vitest-results.json');

const browser = vitest('browser', browserResults, 'pipe');
const held = [];
let holding = true;
const forward = (chunk) => (holding ? held.push(chunk) : process.stdout.write(chunk));
browser.child.stdout.on('data', forward);
browser.child.stderr.on('data', forward);

const others = vitest('!browser', otherResults, 'inherit');
const othersCode = await others.exit;
holding = false;
process.stdout.write(`\n---- browser tests (run alongside) ----\n`);
for (const chunk of held.splice(0)) process.stdout.write(chunk);
const browserCode = await browser.exit;

let passed = 0;
let failed = 0;
for (const file of [otherResults, browserResults]) {
  try {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
  } catch {
    // A run that died before reporting: its exit code fails the whole run below.
    process.stdout.write(`No results in ${path.relative(repoRoot, file)}.\n`);
  }
}
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
process.exit(othersCode === 0 && browserCode === 0 ? 0 : 1);
