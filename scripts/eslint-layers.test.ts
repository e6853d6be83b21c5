import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers, { areaOf, importViolation } from './eslint-layers.js';

const root = '/repo';
const file = (relative: string) => `${root}/${relative}`;

describe('areaOf', () => {
  it.each([
    ['src/domain/scoring.ts', 'domain'],
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
    ['src/domain/scoring.ts', './answers'],
    ['src/domain/schemas.ts', 'zod'],
    ['src/domain/scoring.test.ts', 'vitest'],
    ['functions/src/callables/addQuiz.ts', '@/domain'],
    ['functions/src/callables/addQuiz.ts', '../validatedOnCall'],
    ['functions/src/callables/addQuiz.ts', 'firebase-admin/database'],
    ['tests/integration/anything.test.ts', '../../src/features/editor/EditorPage'],
  ])('%s may import %s', (importer, specifier) => {
    expect(importViolation(file(importer), specifier, root)).toBeNull();
  });

  it.each([
    ['src/domain/scoring.ts', 'react', /pure TypeScript/],
    ['src/domain/scoring.ts', 'firebase/database', /pure TypeScript/],
    ['src/domain/scoring.ts', 'firebase-admin', /pure TypeScript/],
    ['src/domain/scoring.ts', '@/common/ui/Button', /domain core may not import/],
    ['src/domain/scoring.ts', '../features/editor', /domain core may not import/],
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
