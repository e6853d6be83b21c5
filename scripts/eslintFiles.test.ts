import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import files, {
  fileNameViolation,
  stylesheetImports,
  stylesheetPlacementViolation,
  testedModuleNames,
  testPlacementViolation,
} from './eslintFiles.js';
import { tempRepo } from './test/tempRepo';

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
    'src/features/host/pacing.css',
    'src/features/host/muteToggle.css',
    'src/common/styles/index.css',
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
    ['src/common/styles/card-grid.css', /"card-grid" is not camelCase/],
    ['src/features/host/Lobby.css', /"Lobby" is not camelCase \(only a React component's .tsx file/],
    ['src/features/host/host_lobby.css', /not camelCase/],
    ['src/features/host/host.lobby.css', /a stylesheet's name has no dotted part \("\.lobby"\)/],
    ['src/features/host/pacing.test.css', /a stylesheet's name has no dotted part \("\.test"\)/],
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

describe('stylesheetImports', () => {
  it('reads each @import, quoted or in url(), and nothing else', () => {
    const text = [
      "@import './themes.css';",
      '@import "./base.css" screen;',
      "@import url('./forms.css');",
      '@import url( "./quiz.css" );',
      "/* .a { background: url('./image.png'); } */",
      ".b { background: url('./image.png'); }",
    ].join('\n');
    expect(stylesheetImports(text)).toEqual(['./themes.css', './base.css', './forms.css', './quiz.css']);
  });
});

describe('stylesheetPlacementViolation', () => {
  const importers: Record<string, string[]> = {
    [file('src/features/host/pacing.css')]: ['Pacing.tsx'],
    [file('src/common/styles/base.css')]: ['index.css'],
  };
  const importersOf = (stylesheet: string, folder: string) => {
    expect(folder).toBe(path.dirname(stylesheet));
    return importers[stylesheet] ?? [];
  };

  it.each([
    'src/features/host/pacing.css',
    'src/common/styles/base.css',
    'src/common/styles/index.css',
    'src/features/host/Pacing.tsx',
  ])('%s is in place', (relative) => {
    expect(stylesheetPlacementViolation(file(relative), root, importersOf)).toBeNull();
  });

  it.each(['src/features/host/lobby.css', 'src/common/styles/orphan.css'])(
    '%s is out of place',
    (relative) => {
      expect(stylesheetPlacementViolation(file(relative), root, importersOf)).toMatch(
        /no module or stylesheet beside it imports it/,
      );
    },
  );
});

describe('the ESLint rules', () => {
  /** Lints an empty file at `relative` under a real folder holding `present`, with both rules on. */
  function lint(relative: string, present: string[]) {
    const folder = tempRepo(Object.fromEntries([relative, ...present].map((name) => [name, ''])));
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

  /** Lints the stylesheet at `relative` of a folder holding `present` (path → text), with the stylesheet rules on. */
  function lintStylesheet(relative: string, present: Record<string, string>) {
    const folder = tempRepo({ [relative]: '.a {\n  color: red;\n}\n', ...present });
    return new Linter({ configType: 'flat', cwd: folder })
      .verify(
        '.a {\n  color: red;\n}\n',
        {
          files: ['**/*.css'],
          plugins: { files },
          language: 'files/stylesheet',
          rules: {
            'files/naming': ['error', { root: folder }],
            'files/stylesheet-beside-importer': ['error', { root: folder }],
          },
        },
        { filename: path.join(folder, relative) },
      )
      .map((message) => `${message.ruleId} ${message.line}: ${message.message}`);
  }

  it("reports nothing for a stylesheet a component beside it imports, or its folder's index.css", () => {
    expect(
      lintStylesheet('src/host/pacing.css', { 'src/host/Pacing.tsx': "import './pacing.css';" }),
    ).toEqual([]);
    expect(
      lintStylesheet('src/styles/base.css', { 'src/styles/index.css': "@import './base.css';" }),
    ).toEqual([]);
    expect(
      lintStylesheet('src/styles/index.css', { 'src/main.tsx': "import './styles/index.css';" }),
    ).toEqual([]);
  });

  it('reports a kebab-case stylesheet, and one that only a test, another folder or nothing imports', () => {
    const placement =
      "files/stylesheet-beside-importer 1: Stylesheet placement: no module or stylesheet beside it imports it: a stylesheet sits beside the component that imports it (Pacing.tsx and its pacing.css), or its folder's index.css imports it (@import).";
    expect(
      lintStylesheet('src/host/lobby-screen.css', { 'src/host/Lobby.tsx': "import './lobby-screen.css';" }),
    ).toEqual([
      'files/naming 1: File name: "lobby-screen" is not camelCase (only a React component\'s .tsx file is PascalCase).',
    ]);
    expect(
      lintStylesheet('src/host/lobby.css', { 'src/host/Lobby.test.tsx': "import './lobby.css';" }),
    ).toEqual([placement]);
    expect(
      lintStylesheet('src/host/lobby.css', { 'src/host/parts/Lobby.tsx': "import '../lobby.css';" }),
    ).toEqual([placement]);
    expect(
      lintStylesheet('src/host/lobby.css', { 'src/host/Lobby.tsx': "import './lobbyScreen.css';" }),
    ).toEqual([placement]);
  });
});
