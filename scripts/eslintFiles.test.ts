import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import files, { fileNameViolation, testedModuleNames, testPlacementViolation } from './eslintFiles.js';

const root = '/repo';
const file = (relative: string) => `${root}/${relative}`;

describe('fileNameViolation', () => {
  it.each([
    'src/domain/validation/quizStorage.ts',
    'src/features/editor/QuestionEditor.tsx',
    'src/main.tsx',
    'src/features/editor/QuestionEditor.test.tsx',
    'src/domain/quizValidation.schema.ts',
    'src/domain/quizValidation.schema.test.ts',
    'src/viteEnv.d.ts',
    'vite.config.ts',
    'eslint.config.js',
    'scripts/runTests.mjs',
    'emulators/database/server.queries.test.ts',
    'tests/rules/games.rules.test.ts',
  ])('%s keeps the convention', (relative) => {
    expect(fileNameViolation(file(relative))).toBeNull();
  });

  it.each([
    ['scripts/bench-bundle.ts', /not camelCase/],
    ['src/domain/QuizStorage.ts', /not camelCase \(only a React component/],
    ['src/features/editor/question_editor.tsx', /neither camelCase .* nor PascalCase/],
    ['src/vite-env.d.ts', /not camelCase/],
    ['src/domain/quiz.storage.ts', /"\.storage" is not one of the roles/],
    ['src/domain/quizStorage.schema.config.ts', /only a test names an aspect/],
    ['emulators/storage/index.admin-sdk.test.ts', /aspect "admin-sdk" is not camelCase/],
  ])('%s breaks it', (relative, reason) => {
    expect(fileNameViolation(file(relative))).toMatch(reason);
  });
});

describe('testedModuleNames', () => {
  it.each([
    ['src/domain/game/scoring.test.ts', ['scoring']],
    ['emulators/database/server.queries.test.ts', ['server.queries', 'server']],
    ['src/domain/quiz.schema.edge.test.ts', ['quiz.schema.edge', 'quiz.schema', 'quiz']],
  ])('%s tests %j', (relative, names) => {
    expect(testedModuleNames(file(relative))).toEqual(names);
  });
});

describe('testPlacementViolation', () => {
  const existing = new Set([
    file('src/domain/game/scoring.ts'),
    file('src/features/editor/QuestionEditor.tsx'),
    file('emulators/database/server.ts'),
    file('scripts/eslintFiles.js'),
  ]);
  const exists = (candidate: string) => existing.has(candidate);

  it.each([
    'src/domain/game/scoring.test.ts',
    'src/features/editor/QuestionEditor.test.tsx',
    'emulators/database/server.queries.test.ts',
    'scripts/eslintFiles.test.ts',
    'tests/integration/races.test.ts',
    'tests/rules/games.rules.test.ts',
    'src/domain/game/scoring.ts',
  ])('%s is in place', (relative) => {
    expect(testPlacementViolation(file(relative), root, exists)).toBeNull();
  });

  it.each([
    'src/domain/quizzes.test.ts',
    'emulators/database/tests/clock.test.ts',
    'emulators/storage/adminSdk.test.ts',
    'src/tests/scoring.test.ts',
  ])('%s is out of place', (relative) => {
    expect(testPlacementViolation(file(relative), root, exists)).toMatch(/sits beside the module it tests/);
  });
});

describe('the ESLint rules', () => {
  /** Lints an empty file at `relative` under a real folder holding `present`, with both rules on. */
  function lint(relative: string, present: string[]) {
    const folder = mkdtempSync(path.join(tmpdir(), 'loqi-eslint-files-'));
    for (const name of [relative, ...present]) {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), '');
    }
    const linter = new Linter({ configType: 'flat', cwd: folder });
    return linter.verify(
      '',
      {
        files: ['**/*.js'],
        plugins: { files },
        rules: {
          'files/naming': ['error', { root: folder }],
          'files/test-beside-module': ['error', { root: folder }],
        },
      },
      { filename: path.join(folder, relative) },
    );
  }

  it('reports nothing for a module and for a test beside it', () => {
    expect(lint('lib/quizStorage.test.js', ['lib/quizStorage.js'])).toEqual([]);
  });

  it('reports a kebab-case name and a test with no module beside it, once each', () => {
    const messages = lint('lib/quiz-storage.test.js', []);
    expect(messages.map((message) => message.ruleId)).toEqual(['files/naming', 'files/test-beside-module']);
    expect(messages.map((message) => message.line)).toEqual([1, 1]);
  });

  it('leaves a test under tests/ at the root alone', () => {
    expect(lint('tests/integration/races.test.js', [])).toEqual([]);
  });
});
