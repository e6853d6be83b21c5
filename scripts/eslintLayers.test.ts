import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers, {
  areaOf,
  featureCycleViolation,
  importViolation,
  isPlayerModule,
  moduleName,
  playerImportViolation,
} from './eslintLayers.js';
import { tempRepo } from './test/tempRepo';

const root = '/repo';
const file = (relative: string) => `${root}/${relative}`;

describe('areaOf', () => {
  it.each([
    ['src/domain/game/scoring.ts', 'domain'],
    ['src/common/ui/Button.tsx', 'common'],
    ['src/firebase/app.ts', 'firebase'],
    ['src/app/routes.tsx', 'app'],
    ['src/features/editor/components/Sidebar.tsx', 'feature:editor'],
    ['src/main.tsx', 'src'],
    ['functions/src/callables/addQuiz.ts', 'functions'],
    ['tests/browser/join.test.ts', null],
  ])('%s → %s', (relative, area) => {
    expect(areaOf(file(relative), root)).toBe(area);
  });
});

describe('importViolation', () => {
  it.each([
    ['src/app/routes.tsx', '@/features/editor'],
    ['src/app/routes.tsx', '@/common/ui/Button'],
    ['src/features/editor/EditorPage.tsx', './components/Sidebar'],
    ['src/features/editor/components/Sidebar.tsx', '../hooks/useQuiz'],
    ['src/features/editor/EditorPage.tsx', '@/common/ui/Button'],
    ['src/features/editor/EditorPage.tsx', '@/firebase/app'],
    ['src/features/editor/EditorPage.tsx', '@/domain'],
    ['src/features/editor/EditorPage.tsx', '@/features/auth'],
    ['src/features/editor/EditorPage.tsx', '../auth'],
    ['src/features/editor/EditorPage.tsx', 'react'],
    ['src/common/ui/Button.tsx', '@/domain/layout'],
    ['src/firebase/app.ts', 'firebase/app'],
    ['src/domain/game/scoring.ts', '../quiz/answers'],
    ['src/domain/validation/schemas.ts', 'zod'],
    ['src/domain/game/scoring.test.ts', 'vitest'],
    ['functions/src/callables/addQuiz.ts', '@/domain'],
    ['functions/src/callables/addQuiz.ts', '../validatedOnCall'],
    ['functions/src/callables/addQuiz.ts', 'firebase-admin/database'],
    ['tests/integration/anything.test.ts', '../../src/features/editor/EditorPage'],
  ])('%s may import %s', (importer, specifier) => {
    expect(importViolation(file(importer), specifier, root)).toBeNull();
  });

  it.each([
    ['src/domain/game/scoring.ts', 'react', /pure TypeScript/],
    ['src/domain/game/scoring.ts', 'firebase/database', /pure TypeScript/],
    ['src/domain/game/scoring.ts', 'firebase-admin', /pure TypeScript/],
    ['src/domain/game/scoring.ts', '@/common/ui/Button', /domain core may not import/],
    ['src/domain/game/scoring.ts', '../../features/editor', /domain core may not import/],
    ['src/common/ui/Button.tsx', '@/features/auth', /common\/ may import only the domain core/],
    ['src/common/ui/Button.tsx', '@/app/routes', /common\/ may import only the domain core/],
    ['src/firebase/app.ts', '@/features/auth', /firebase\/ may import only the domain core/],
    ['src/features/editor/EditorPage.tsx', '@/app/routes', /features may not import from app\//],
    ['src/features/editor/EditorPage.tsx', '../../app/routes', /features may not import from app\//],
    ['src/features/editor/EditorPage.tsx', '@/features/auth/authStore', /through its index/],
    ['src/features/editor/EditorPage.tsx', '../auth/authStore', /through its index/],
    ['functions/src/callables/addQuiz.ts', '../../../src/features/editor', /functions may import only/],
    ['functions/src/callables/addQuiz.ts', '../../../src/common/ui/Button', /functions may import only/],
  ])('%s may not import %s', (importer, specifier, reason) => {
    expect(importViolation(file(importer), specifier, root)).toMatch(reason);
  });
});

describe('the ESLint rule', () => {
  it('reports static, re-export and dynamic imports that break the layers', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const messages = linter.verify(
      [
        "import { x } from '@/app/routes';",
        "export { y } from '@/app/other';",
        "const lazy = () => import('@/app/third');",
        "import { ok } from '@/domain';",
      ].join('\n'),
      {
        files: ['**/*.js'],
        plugins: { layers },
        rules: { 'layers/imports': ['error', { root }] },
        languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
      },
      { filename: file('src/features/editor/EditorPage.js') },
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3]);
  });
});

describe('moduleName', () => {
  it.each([
    ['src/features/play/JoinPage.tsx', 'src/features/play/JoinPage'],
    ['src/features/play/join', 'src/features/play/join'],
    ['src/domain', 'src/domain/index'],
    ['src/domain/validation', 'src/domain/validation/index'],
    ['src/domain/quiz/questionKinds/arrange.schema', 'src/domain/quiz/questionKinds/arrange.schema'],
    ['src/domain/quiz/questionKinds/arrange.schema.ts', 'src/domain/quiz/questionKinds/arrange.schema'],
    ['src/features/auth', 'src/features/auth/index'],
    ['src/features/auth/index.ts', 'src/features/auth/index'],
    ['src/common/styles/index.css', null],
    ['src/features/play/cells.svg', null],
  ])('%s → %s', (relative, name) => {
    expect(moduleName(file(relative), root)).toBe(name);
  });
});

describe('isPlayerModule', () => {
  it.each([
    'src/playerMain.tsx',
    'src/app/hostRedirect.ts',
    'src/app/PlayerLayout.tsx',
    'src/app/SiteFooter.tsx',
    'src/features/play/JoinPage.tsx',
    'src/features/play/answers/ArrangeCells.tsx',
    'src/features/play/index.ts',
    'src/common/answerPalette.ts',
    'src/firebase/services.ts',
    'src/domain/index.ts',
    'src/domain/game/roomCode.ts',
  ])('the player loads %s', (relative) => {
    expect(isPlayerModule(file(relative), root)).toBe(true);
  });

  it.each([
    'src/main.tsx',
    'src/app/routes.tsx',
    'src/app/RootLayout.tsx',
    'src/app/SiteHeader.tsx',
    'src/common/components/StatusScreen.tsx',
    'src/features/editor/index.ts',
    'src/features/auth/index.ts',
    'src/features/library/index.ts',
    'src/features/editor/EditorPage.tsx',
    'src/features/play/JoinPage.test.tsx',
    'src/domain/validation/index.ts',
    'src/domain/validation/quizValidation.ts',
    'src/domain/quiz/questionKinds/arrange.schema.ts',
    'src/domain/fixtures/quizzes.ts',
    'functions/src/index.ts',
  ])('the player does not load %s', (relative) => {
    expect(isPlayerModule(file(relative), root)).toBe(false);
  });
});

describe('playerImportViolation', () => {
  it.each([
    ['src/features/play/JoinPage.tsx', '@/domain'],
    ['src/features/play/JoinPage.tsx', '../../domain'],
    ['src/features/play/JoinPage.tsx', './answers/Cells'],
    ['src/features/play/JoinPage.tsx', '@/common/answerPalette'],
    ['src/features/play/JoinPage.tsx', '@/common/styles/play.css'],
    ['src/features/play/playGateway.ts', '@/firebase/calls'],
    ['src/firebase/app.ts', 'firebase/app'],
    ['src/playerMain.tsx', '@/app/PlayerLayout'],
    ['src/app/PlayerLayout.tsx', '@/features/play'],
    ['src/app/PlayerLayout.tsx', 'react-error-boundary'],
    ['src/domain/game/players.ts', '../common/paths'],
    // Not a player module: the rule has nothing to say.
    ['src/app/RootLayout.tsx', '@/features/auth'],
    ['src/app/routes.tsx', 'react-router-dom'],
    ['src/features/editor/EditorPage.tsx', '@/domain'],
    ['src/features/play/JoinPage.test.tsx', '@/domain'],
  ])('%s may import %s', (importer, specifier) => {
    expect(playerImportViolation(file(importer), specifier, root)).toBeNull();
  });

  it.each([
    [
      'src/features/play/JoinPage.tsx',
      '@/domain/validation',
      /not load src\/domain\/validation\/index: it builds zod schemas/,
    ],
    ['src/features/play/JoinPage.tsx', '../../domain/validation', /not load src\/domain\/validation\/index/],
    [
      'src/features/play/JoinPage.tsx',
      '@/domain/validation/quizValidation',
      /not load src\/domain\/validation\/quizValidation: it builds zod/,
    ],
    [
      'src/domain/game/roomCode.ts',
      '../quiz/questionKinds/arrange.schema',
      /not load src\/domain\/quiz\/questionKinds\/arrange.schema: it builds zod/,
    ],
    [
      'src/features/play/JoinPage.tsx',
      '@/features/auth',
      /not load src\/features\/auth\/index: not among PLAYER_MODULES/,
    ],
    ['src/app/PlayerLayout.tsx', './RootLayout', /not load src\/app\/RootLayout: not among PLAYER_MODULES/],
    [
      'src/features/play/JoinForm.tsx',
      '@/common/components/StatusScreen',
      /not load src\/common\/components\/StatusScreen: it leads home through the router/,
    ],
    [
      'src/features/play/JoinPage.tsx',
      'react-router-dom',
      /must not load react-router-dom: .* without a router/,
    ],
    ['src/app/SiteFooter.tsx', 'react-router', /must not load react-router: .* without a router/],
    ['src/common/answerPalette.ts', '@/domain/validation', /not load src\/domain\/validation\/index/],
    [
      'src/features/play/JoinPage.tsx',
      'firebase/auth',
      /must not load firebase\/auth: players have no account/,
    ],
    ['src/features/play/JoinPage.tsx', 'howler', /must not load howler/],
    ['src/features/play/JoinPage.tsx', 'react-youtube', /must not load react-youtube/],
    ['src/domain/game/roomCode.ts', 'zod', /must not load zod/],
    ['src/domain/game/roomCode.ts', 'zod/mini', /must not load zod/],
  ])('%s may not import %s', (importer, specifier, reason) => {
    expect(playerImportViolation(file(importer), specifier, root)).toMatch(reason);
  });
});

describe('the player-imports rule', () => {
  const lint = (code: string[], filename: string) =>
    new Linter({ configType: 'flat', cwd: root })
      .verify(
        code.join('\n'),
        {
          files: ['**/*.ts'],
          plugins: { layers },
          languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
          rules: { 'layers/player-imports': ['error', { root }] },
        },
        { filename: file(filename) },
      )
      .map((message) => message.line);

  it('reports static imports and re-exports, and an inline type import, which verbatimModuleSyntax keeps', () => {
    const code = [
      "import { x } from '@/domain/validation';",
      "export { y } from '@/features/auth';",
      "export * from 'howler';",
      "import { type Z } from '@/domain/validation';",
      "import type { T } from '@/domain/validation';",
      "export type { U } from '@/features/auth';",
      "import type { Auth } from 'firebase/auth';",
      "const lazy = () => import('@/features/auth');",
      "import { ok } from '@/domain';",
    ];
    expect(lint(code, 'src/features/play/JoinPage.ts')).toEqual([1, 2, 3, 4]);
  });

  it("leaves alone the modules the player's phone does not load", () => {
    expect(lint(["import { x } from '@/domain/validation';"], 'src/features/editor/EditorPage.ts')).toEqual(
      [],
    );
  });
});

describe('featureCycleViolation', () => {
  // editor → library → quizData, host → quizData, home → library: no cycle yet.
  const graph = new Map([
    ['editor', ['library']],
    ['library', ['quizData']],
    ['host', ['quizData']],
    ['home', ['library']],
    ['quizData', []],
  ]);
  const graphOf = () => graph;

  it.each([
    ['src/features/editor/EditorPage.tsx', '@/features/library'],
    ['src/features/editor/EditorPage.tsx', '../quizData'],
    ['src/features/host/hostGateway.ts', '@/features/quizData'],
    ['src/features/quizData/DeleteQuizDialog.tsx', './quizGateway'],
    ['src/features/quizData/quizGateway.ts', '@/firebase/calls'],
    ['src/features/library/MyQuizzesPage.tsx', '@/features/auth'],
    ['src/app/routes.tsx', '@/features/editor'],
    ['src/features/library/MyQuizzesPage.tsx', 'react'],
  ])('%s may import %s', (importer, specifier) => {
    expect(featureCycleViolation(file(importer), specifier, root, graphOf)).toBeNull();
  });

  it.each([
    ['src/features/library/MyQuizzesPage.tsx', '@/features/editor', /editor → library already/],
    ['src/features/quizData/quizGateway.ts', '@/features/editor', /editor → library → quizData already/],
    ['src/features/quizData/quizGateway.ts', '../home/HomePage', /home → library → quizData already/],
    ['src/features/library/index.ts', '../home', /home → library already, so library → home/],
  ])('%s may not import %s', (importer, specifier, reason) => {
    expect(featureCycleViolation(file(importer), specifier, root, graphOf)).toMatch(reason);
  });

  it('asks for the graph only for an import that crosses features', () => {
    const asked: string[] = [];
    const counting = (at: string) => {
      asked.push(at);
      return graph;
    };
    featureCycleViolation(file('src/features/editor/EditorPage.tsx'), './editorStore', root, counting);
    featureCycleViolation(file('src/app/routes.tsx'), '@/features/editor', root, counting);
    featureCycleViolation(file('src/features/editor/EditorPage.tsx'), '@/common/ui', root, counting);
    expect(asked).toEqual([]);
    featureCycleViolation(file('src/features/editor/EditorPage.tsx'), '@/features/library', root, counting);
    expect(asked).toEqual([root]);
  });
});

describe('the feature-cycles rule', () => {
  /** Lints `filename` of a repo in a fresh temporary folder holding `files`. */
  function lint(files: Record<string, string>, filename: string) {
    const folder = tempRepo(files);
    return new Linter({ configType: 'flat', cwd: folder })
      .verify(
        files[filename] ?? '',
        {
          files: ['**/*.ts'],
          plugins: { layers },
          languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
          rules: { 'layers/feature-cycles': ['error', { root: folder }] },
        },
        { filename: path.join(folder, filename) },
      )
      .map((message) => `${message.line}: ${message.message}`);
  }

  it('reports each import of a feature that imports the importer back, whatever the kind of import', () => {
    const files = {
      'src/features/library/index.ts': "export { open } from '@/features/editor';",
      'src/features/editor/index.ts': "export const open = () => import('./EditorPage');",
      'src/features/editor/EditorPage.ts': [
        "import { quizzes } from '@/features/library';",
        "import type { Quiz } from '../library/index';",
        "export { quizzes as list } from '@/features/library';",
        "const lazy = () => import('@/features/library');",
        "import { signIn } from '@/features/auth';",
        "import { draft } from './editorDraft';",
      ].join('\n'),
      'src/features/editor/editorDraft.ts': 'export const draft = 1;',
      'src/features/auth/index.ts': 'export const signIn = 1;',
    };
    expect(lint(files, 'src/features/editor/EditorPage.ts')).toEqual(
      [1, 2, 3, 4].map(
        (line) =>
          `${line}: Import "${line === 2 ? '../library/index' : '@/features/library'}": library → editor already, so editor → library would make the features a cycle (move what both need into a feature of its own).`,
      ),
    );
  });

  it('reports a cycle through a third feature, and nothing once the cycle is gone', () => {
    const files = {
      'src/features/a/index.ts': "import { b } from '@/features/b';",
      'src/features/b/index.ts': "import { c } from '@/features/c';",
      'src/features/c/index.ts': "import { a } from '@/features/a';",
    };
    expect(lint(files, 'src/features/c/index.ts')).toEqual([
      '1: Import "@/features/a": a → b → c already, so c → a would make the features a cycle (move what both need into a feature of its own).',
    ]);
    expect(
      lint({ ...files, 'src/features/b/index.ts': 'export const b = 1;' }, 'src/features/c/index.ts'),
    ).toEqual([]);
  });
});
