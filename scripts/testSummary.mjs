// The closing summary of `npm test`, from vitest's JSON results: where the run's time went (each project's
// and the slowest files'), the files over the time budget with the reason their header gives, and each
// failed test with its file, the first lines of its error and where the local stacks' logs are. It is
// printed last, so that the tail CI keeps says what failed and what was slow.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A test file may take this long; one that takes longer says why in its header comment. */
export const FILE_BUDGET_S = 60;

/** The header line that gives a slow file's reason: `// Over 60 s: <why>`. */
const REASON_LINE = /^\/\/ Over 60 s: (.+)$/m;

/** How many of the slowest files the summary names. */
export const SLOWEST_FILES = 15;

/** How many of the last lines of a failed lint or typecheck the summary repeats. */
export const CHECK_LINES = 15;

/** How many lines of a failure's error it repeats. */
const ERROR_LINES = 4;

/**
 * The vitest project a test file belongs to, by the include patterns of vite.config.ts and the emulators'
 * own configs (the JSON results do not name it).
 * @param {string} file the file's path from the repo's root
 */
export function projectOf(file) {
  if (file.startsWith('src/domain/')) return 'domain';
  if (file.startsWith('src/')) return 'spa';
  if (file.startsWith('functions/')) return 'functions';
  if (file.startsWith('emulators/database/')) return 'database-emulator';
  if (file.startsWith('emulators/storage/')) return 'storage-emulator';
  if (file.startsWith('stack/')) return 'stack';
  if (file.startsWith('tests/rules/')) return 'rules';
  if (file.startsWith('tests/integration/')) return 'integration';
  if (file.startsWith('tests/browser/')) return 'browser';
  if (file.startsWith('scripts/')) return 'tooling';
  return 'other';
}

/**
 * The files of one vitest run's JSON results: path from the repo's root, seconds, and failed tests.
 * @param {{ testResults: Array<{ name: string, startTime: number, endTime: number, status: string, message?: string, assertionResults: Array<{ status: string, fullName: string, failureMessages: string[] }> }> }} results
 * @param {string} repoRoot
 */
export function filesOfRun(results, repoRoot) {
  return results.testResults.map((file) => {
    const relative = path.relative(repoRoot, file.name);
    const failures = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ test: test.fullName, error: test.failureMessages[0] ?? '' }));
    // A file that failed with no failed test failed to load, or in a hook.
    if (file.status === 'failed' && failures.length === 0)
      failures.push({ test: null, error: file.message ?? '' });
    return {
      file: relative,
      project: projectOf(relative),
      seconds: Math.max(0, file.endTime - file.startTime) / 1000,
      startTime: file.startTime,
      endTime: file.endTime,
      failures,
    };
  });
}

/**
 * The reason a slow file's header gives, or null.
 * @param {string} source the file's text
 */
export function slowReason(source) {
  const lines = source.split('\n');
  const headerEnd = lines.findIndex((line) => !line.startsWith('//'));
  const header = lines.slice(0, headerEnd === -1 ? lines.length : headerEnd).join('\n');
  return REASON_LINE.exec(header)?.[1]?.trim() ?? null;
}

/** How many of a failure's stack frames in its own test file the summary gives. */
const FRAMES_IN_FILE = 4;

/**
 * The lines of `file` a failure's stack passes through, innermost first: which assertion failed and the
 * journey's steps that led to it, for a test with many assertions alike.
 * @param {string} error a failure message with its stack
 * @param {string} file the test file's path from the repo's root
 * @returns {string[]} `line:column` of each frame in the file
 */
export function linesInFile(error, file) {
  const frames = [];
  for (const text of error.split('\n')) {
    const frame = text.replaceAll('\\', '/');
    const at = /^\s+at .*:(\d+):(\d+)\)?\s*$/.exec(frame);
    if (at && frame.includes(`/${file}:`)) frames.push(`${at[1]}:${at[2]}`);
  }
  return frames.slice(0, FRAMES_IN_FILE);
}

const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;

/**
 * The summary's lines.
 * `steps` are lint and typecheck: a failed one ends the summary with the last lines it printed.
 * @param {{ files: ReturnType<typeof filesOfRun>, steps: Array<{ name: string, seconds: number, code?: number, output?: string }>, wallSeconds: number, readSource: (file: string) => string, logs: string[] }} run
 */
export function summaryLines({ files, steps, wallSeconds, readSource, logs }) {
  const lines = ['', '==== Where the time went ===='];
  for (const step of steps) lines.push(`${seconds(step.seconds)}  ${step.name}`);
  const projects = new Map();
  for (const file of files) {
    const project = projects.get(file.project) ?? { files: 0, seconds: 0, start: Infinity, end: 0 };
    project.files += 1;
    project.seconds += file.seconds;
    project.start = Math.min(project.start, file.startTime);
    project.end = Math.max(project.end, file.endTime);
    projects.set(file.project, project);
  }
  lines.push("Projects (the files' times added up; from the first file's start to the last one's end):");
  for (const [name, project] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds)) {
    const span = (project.end - project.start) / 1000;
    lines.push(
      `${seconds(project.seconds)}  ${name} (${project.files} files, ${span.toFixed(0)} s from first to last)`,
    );
  }
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds);
  lines.push(`The ${SLOWEST_FILES} slowest files:`);
  for (const file of slowest.slice(0, SLOWEST_FILES)) lines.push(`${seconds(file.seconds)}  ${file.file}`);
  const overBudget = slowest.filter((file) => file.seconds > FILE_BUDGET_S);
  lines.push(`Files over ${FILE_BUDGET_S} s (README, Tests: each says why in its header):`);
  if (overBudget.length === 0) lines.push('  none');
  for (const file of overBudget) {
    const reason = slowReason(readSource(file.file));
    lines.push(
      `${seconds(file.seconds)}  ${file.file}: ${reason ?? `NO REASON: add "// Over ${FILE_BUDGET_S} s: <why>" to its header`}`,
    );
  }
  lines.push(`Wall time: ${wallSeconds.toFixed(0)} s`);
  const failed = files.flatMap((file) => file.failures.map((failure) => ({ ...failure, file: file.file })));
  if (failed.length > 0) {
    lines.push('', `==== ${failed.length} failed ====`);
    for (const failure of failed) {
      lines.push(`FAILED ${failure.file}${failure.test ? ` > ${failure.test}` : ''}`);
      // The message's first lines, without the stack's frames: those say where, the message says what.
      const message = failure.error.split('\n').filter((text) => text.trim() !== '' && !/^\s+at /.test(text));
      for (const line of message.slice(0, ERROR_LINES)) {
        lines.push(`    ${line.slice(0, 400)}`);
      }
      const where = linesInFile(failure.error, failure.file);
      if (where.length > 0) lines.push(`    at ${failure.file}:${where.join(' < ')}`);
    }
    lines.push(`The local stacks' logs (the functions' output): ${logs.join(', ')}`);
  }
  for (const step of steps.filter(({ code }) => code !== undefined && code !== 0)) {
    lines.push('', `==== ${step.name} failed (exit ${step.code}) ====`);
    const printed = (step.output ?? '').split('\n').filter((text) => text.trim() !== '');
    for (const line of printed.slice(-CHECK_LINES)) lines.push(`    ${line.slice(0, 400)}`);
  }
  return lines;
}

/**
 * Reads one run's JSON results file.
 * @param {string} file
 */
export function readResults(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
