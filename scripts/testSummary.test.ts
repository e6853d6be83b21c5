import { describe, expect, it } from 'vitest';
import {
  CHECK_LINES,
  FILE_BUDGET_S,
  filesOfRun,
  linesInFile,
  projectOf,
  slowReason,
  summaryLines,
  type TestFile,
} from './testSummary.mjs';

const file = (name: string, seconds: number, failures: TestFile['failures'] = []): TestFile => ({
  file: name,
  project: projectOf(name),
  seconds,
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
  failures,
});

describe('projectOf', () => {
  it.each([
    ['src/domain/game/engine.test.ts', 'domain'],
    ['src/features/host/HostPage.test.tsx', 'spa'],
    ['functions/src/callables/joinGame.test.ts', 'functions'],
    ['emulators/database/rest.test.ts', 'database-emulator'],
    ['emulators/storage/main.test.ts', 'storage-emulator'],
    ['tests/rules/games.rules.test.ts', 'rules'],
    ['tests/integration/liveGame.test.ts', 'integration'],
    ['tests/browser/host.test.ts', 'browser'],
    ['scripts/testSummary.test.ts', 'tooling'],
  ])('%s is in %s', (name, project) => expect(projectOf(name)).toBe(project));
});

describe('filesOfRun', () => {
  it('names each file from the repo, its time, and its failed tests with their first error', () => {
    const files = filesOfRun(
      {
        testResults: [
          {
            name: '/repo/tests/browser/host.test.ts',
            startTime: 1_000,
            endTime: 91_500,
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'lobby', failureMessages: [] },
              { status: 'failed', fullName: 'podium', failureMessages: ['Error: no podium\n    at x'] },
            ],
          },
          {
            name: '/repo/tests/integration/races.test.ts',
            startTime: 0,
            endTime: 2_000,
            status: 'failed',
            message: 'Hook timed out',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(
      files.map(({ file, project, seconds, failures }) => ({ file, project, seconds, failures })),
    ).toEqual([
      {
        file: 'tests/browser/host.test.ts',
        project: 'browser',
        seconds: 90.5,
        failures: [{ test: 'podium', error: 'Error: no podium\n    at x' }],
      },
      {
        file: 'tests/integration/races.test.ts',
        project: 'integration',
        seconds: 2,
        failures: [{ test: null, error: 'Hook timed out' }],
      },
    ]);
  });
});

describe('linesInFile', () => {
  it('gives the lines of the failed file its stack passes through, innermost first, four at most', () => {
    const stack = [
      'AssertionError: expected false to be true',
      '    at poll (/ci/node_modules/vitest/dist/index.js:10:2)',
      ...[154, 319, 330, 420, 500].map(
        (line) => `    at step (/ci/tests/browser/keyboard.test.ts:${line}:3)`,
      ),
      '    at C:\\ci\\tests\\browser\\other.test.ts:1:1',
    ].join('\n');
    expect(linesInFile(stack, 'tests/browser/keyboard.test.ts')).toEqual([
      '154:3',
      '319:3',
      '330:3',
      '420:3',
    ]);
    expect(linesInFile(stack, 'tests/browser/other.test.ts')).toEqual(['1:1']);
    expect(linesInFile('Error: no stack', 'tests/browser/keyboard.test.ts')).toEqual([]);
  });
});

describe('slowReason', () => {
  it('reads the reason from the header comment only', () => {
    expect(
      slowReason('// A journey.\n// Over 60 s: it plays a whole game twice.\nimport x from "y";\n'),
    ).toBe('it plays a whole game twice.');
    expect(slowReason('// A journey.\nimport x from "y";\n// Over 60 s: too late\n')).toBeNull();
  });
});

describe('summaryLines', () => {
  const files = [
    ...Array.from({ length: 20 }, (_, index) => file(`src/domain/m${index}.test.ts`, index / 10)),
    file('tests/browser/slow.test.ts', 95),
    file('tests/browser/explained.test.ts', 70),
    file('tests/integration/broken.test.ts', 3, [
      {
        test: 'joins',
        error: [
          'Error: refused',
          '    at joinGame (/repo/functions/joinGame.ts:1:1)',
          '    at expectJoined (/repo/tests/integration/broken.test.ts:40:9)',
          'line 2',
          '',
          'line 3',
          'line 4',
          'line 5',
          '    at /repo/tests/integration/broken.test.ts:88:5',
        ].join('\n'),
      },
    ]),
  ];
  const sources: Record<string, string> = {
    'tests/browser/explained.test.ts': '// Over 60 s: five games in four themes.\n',
    'tests/browser/slow.test.ts': '// A journey.\n',
  };
  const lines = summaryLines({
    files,
    steps: [
      {
        name: 'npm run lint',
        seconds: 31.25,
        code: 0,
        output: 'All matched files use Prettier code style!\n',
      },
      { name: 'npm run typecheck', seconds: 9.5 },
    ],
    wallSeconds: 600.4,
    readSource: (name) => sources[name] ?? '',
    logs: ['tests/artifacts/firebase-tools-integration-1000.log'],
  });
  const text = lines.join('\n');

  it('gives the steps, each project with its files added up, and the slowest 15 files, slowest first', () => {
    expect(text).toContain('   31.3 s  npm run lint');
    expect(text).toMatch(/ +165\.0 s {2}browser \(2 files, 95 s from first to last\)/);
    const slowest = lines.slice(
      lines.indexOf('The 15 slowest files:') + 1,
      lines.indexOf('The 15 slowest files:') + 16,
    );
    expect(slowest[0]).toBe('   95.0 s  tests/browser/slow.test.ts');
    expect(slowest[2]).toBe('    3.0 s  tests/integration/broken.test.ts');
    expect(slowest).toHaveLength(15);
    expect(text).toContain('Wall time: 600 s');
  });

  it(`lists the files over ${FILE_BUDGET_S} s with their header's reason, or asks for one`, () => {
    expect(text).toContain(
      '   95.0 s  tests/browser/slow.test.ts: NO REASON: add "// Over 60 s: <why>" to its header',
    );
    expect(text).toContain('   70.0 s  tests/browser/explained.test.ts: five games in four themes.');
  });

  it('names each failure with its file, the first lines of its error, and the stacks’ logs, last', () => {
    const failures = lines.slice(lines.indexOf('==== 1 failed ===='));
    expect(failures).toEqual([
      '==== 1 failed ====',
      'FAILED tests/integration/broken.test.ts > joins',
      '    Error: refused',
      '    line 2',
      '    line 3',
      '    line 4',
      '    at tests/integration/broken.test.ts:40:9 < 88:5',
      "The local stacks' logs (the functions' output): tests/artifacts/firebase-tools-integration-1000.log",
    ]);
  });

  it(`ends with the last ${CHECK_LINES} lines of a failed lint or typecheck, and says nothing of one that passed`, () => {
    const output = Array.from({ length: 20 }, (_, index) => `src/m${index}.ts: error ${index}`).join('\n\n');
    const withFailure = summaryLines({
      files: [file('src/domain/a.test.ts', 1)],
      steps: [
        { name: 'npm run lint', seconds: 40, code: 1, output: `${output}\n` },
        { name: 'npm run typecheck', seconds: 9, code: 0, output: '' },
      ],
      wallSeconds: 600,
      readSource: () => '',
      logs: [],
    });
    const tail = withFailure.slice(withFailure.indexOf('==== npm run lint failed (exit 1) ===='));
    expect(tail).toHaveLength(1 + CHECK_LINES);
    expect(tail[1]).toBe('    src/m5.ts: error 5');
    expect(tail.at(-1)).toBe('    src/m19.ts: error 19');
    expect(withFailure.join('\n')).not.toContain('typecheck failed');
    expect(text).not.toContain('failed (exit');
  });
});
