// What `npm test` needs of the machine beyond npm install, checked before anything runs (a missing browser
// would otherwise fail each browser test on its own, minutes into the run), and how it splits the vitest
// projects into runs.

/**
 * The vitest projects that need no local stack, run together; `integration` and `browser` each have runs
 * of their own. Named one by one: several `--project=!name` filters each let in what the other excludes,
 * global setups included. scripts/testMachine.test.ts checks the list against vite.config.ts.
 */
export const UNIT_PROJECTS = [
  'domain',
  'spa',
  'functions',
  'database-emulator',
  'storage-emulator',
  'stack',
  'rules',
  'tooling',
];

/** The projects that start a local stack of their own, each run apart. */
export const STACK_PROJECTS = ['integration', 'browser'];

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell: Chromium's engine without the
 * desktop browser around it, what playwright-core drives by default), for the browser tests; no browser
 * is downloaded. The same journeys took half the CPU time of Debian's full `chromium` run headless.
 */
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/**
 * One line saying what is missing and how to install it, or null when the machine has everything.
 * @param {(file: string) => boolean} isExecutable
 */
export function missingOnMachine(isExecutable) {
  if (isExecutable(CHROMIUM_PATH)) return null;
  return (
    `npm test needs Chromium's headless shell for the browser tests and ${CHROMIUM_PATH} is missing: ` +
    `install it with "sudo apt-get install -y ${CHROMIUM_PACKAGE}" (Debian), then run npm test again.`
  );
}
