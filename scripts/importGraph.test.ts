import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currentFeatureGraph,
  cyclesOf,
  featureGraph,
  featureOf,
  importGraph,
  importsOf,
  pathBetween,
  resolveImport,
  stronglyConnectedComponents,
} from './importGraph.js';
import { tempRepo } from './test/tempRepo';

const root = '/repo';
const file = (relative: string) => `${root}/${relative}`;

describe('importsOf', () => {
  it('finds imports, re-exports and import() with a literal, each with its kind', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from '@/d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './g.css';",
      'const lazy = () => import("./h");',
      'const computed = (name: string) => import(name);',
      "// import { x } from './commented';",
      'const text = "import { y } from \'./inString\'";',
    ].join('\n');
    expect(importsOf(text, 'module.ts')).toEqual([
      { specifier: './a', typeOnly: false, dynamic: false },
      { specifier: './b', typeOnly: true, dynamic: false },
      { specifier: './c', typeOnly: false, dynamic: false },
      { specifier: '@/d', typeOnly: false, dynamic: false },
      { specifier: './e', typeOnly: true, dynamic: false },
      { specifier: './f', typeOnly: false, dynamic: false },
      { specifier: './g.css', typeOnly: false, dynamic: false },
      { specifier: './h', typeOnly: false, dynamic: true },
    ]);
  });

  it('reads JSX in a .tsx file', () => {
    const text = "import { A } from './A';\nexport const B = () => <A />;";
    expect(importsOf(text, 'B.tsx').map((entry) => entry.specifier)).toEqual(['./A']);
  });
});

describe('resolveImport', () => {
  const existing = new Set([
    file('src/domain/index.ts'),
    file('src/features/editor/EditorPage.tsx'),
    file('src/features/editor/editor.css'),
    file('scripts/eslintLayers.js'),
  ]);
  const exists = (candidate: string) => existing.has(candidate);

  it.each([
    ['@/domain', 'src/features/editor/EditorPage.tsx', 'src/domain/index.ts'],
    ['./EditorPage', 'src/features/editor/index.ts', 'src/features/editor/EditorPage.tsx'],
    ['../editor/EditorPage.tsx', 'src/features/library/x.ts', 'src/features/editor/EditorPage.tsx'],
    ['./eslintLayers.js', 'scripts/eslintFiles.js', 'scripts/eslintLayers.js'],
  ])('%s from %s is %s', (specifier, importer, resolved) => {
    expect(resolveImport(specifier, file(importer), root, exists)).toBe(file(resolved));
  });

  it.each([
    ['react', 'src/main.tsx'],
    ['./editor.css', 'src/features/editor/EditorPage.tsx'],
    ['./missing', 'src/features/editor/EditorPage.tsx'],
  ])('%s from %s is no module of the graph', (specifier, importer) => {
    expect(resolveImport(specifier, file(importer), root, exists)).toBeNull();
  });
});

describe('stronglyConnectedComponents', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
  const sorted = (components: string[][]) => components.map((c) => [...c].sort()).sort();

  it('finds each cycle once, and every other node alone', () => {
    const components = stronglyConnectedComponents(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['a'] }),
    );
    expect(sorted(components)).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
    expect(
      sorted(cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['e'], e: ['d'], f: ['a'] }))),
    ).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('finds no cycle in a graph without one, and a long chain does not overflow', () => {
    const chain = new Map(Array.from({ length: 20_000 }, (_, i) => [i, i + 1 < 20_000 ? [i + 1] : []]));
    expect(cyclesOf(chain)).toEqual([]);
    chain.set(19_999, [0]);
    expect(cyclesOf(chain).map((cycle) => cycle.length)).toEqual([20_000]);
  });
});

describe('featureOf', () => {
  it.each([
    ['src/features/editor/EditorPage.tsx', 'editor'],
    ['src/features/editor/images/ImageManager.tsx', 'editor'],
    ['src/features/library', 'library'],
    ['src/features', null],
    ['src/common/ui/Button.tsx', null],
    ['functions/src/index.ts', null],
  ])('%s → %s', (relative, feature) => {
    expect(featureOf(file(relative), root)).toBe(feature);
  });
});

describe('featureGraph and pathBetween', () => {
  const modules = new Map([
    [file('src/features/a/A.tsx'), [file('src/features/a/a.ts'), file('src/features/b/index.ts')]],
    [file('src/features/b/index.ts'), [file('src/features/c/index.ts'), file('src/common/x.ts')]],
    [file('src/features/c/index.ts'), [file('src/features/a/index.ts')]],
    [file('src/features/a/a.ts'), []],
    [file('src/common/x.ts'), []],
    [file('src/app/routes.tsx'), [file('src/features/a/index.ts')]],
  ]);
  const features = featureGraph(modules, root);

  it('holds the features each feature imports, not itself nor other areas', () => {
    expect(Object.fromEntries(features)).toEqual({ a: ['b'], b: ['c'], c: ['a'] });
  });

  it('gives a shortest path between two features, or null', () => {
    expect(pathBetween(features, 'b', 'a')).toEqual(['b', 'c', 'a']);
    expect(pathBetween(features, 'a', 'a')).toEqual(['a', 'b', 'c', 'a']);
    expect(pathBetween(new Map([['a', ['b']]]), 'b', 'a')).toBeNull();
  });
});

describe('importGraph', () => {
  it('reads the modules under the folders, and reads a file again when it changes', () => {
    const repo = tempRepo({
      'src/features/a/index.ts': "export { b } from '@/features/b';\nimport type { T } from './types';",
      'src/features/a/types.ts': 'export type T = 1;',
      'src/features/b/index.ts': "import './b.css';\nexport const b = 1;",
      'src/features/b/b.css': '',
      'functions/src/index.ts': "import { b } from '@/domain';",
      'src/domain/index.ts': '',
      'tests/ignored.test.ts': "import '../src/features/a';",
    });
    const at = (relative: string) => path.join(repo, relative);
    const all = importGraph(repo);
    expect(Object.fromEntries(all)).toEqual({
      [at('src/domain/index.ts')]: [],
      [at('src/features/a/index.ts')]: [at('src/features/b/index.ts'), at('src/features/a/types.ts')],
      [at('src/features/a/types.ts')]: [],
      [at('src/features/b/index.ts')]: [],
      [at('functions/src/index.ts')]: [at('src/domain/index.ts')],
    });
    const code = importGraph(repo, { include: (entry) => !entry.typeOnly });
    expect(code.get(at('src/features/a/index.ts'))).toEqual([at('src/features/b/index.ts')]);

    writeFileSync(at('src/features/b/index.ts'), "import { a } from '../a';\nexport const b = 1;");
    expect(cyclesOf(featureGraph(importGraph(repo), repo))).toEqual([['b', 'a']]);
  });
});

describe('currentFeatureGraph', () => {
  it('reads the features as they are on disk, again after a file changes', () => {
    const repo = tempRepo({
      'src/features/a/index.ts': "export { b } from '@/features/b';",
      'src/features/b/index.ts': 'export const b = 1;',
    });
    expect(Object.fromEntries(currentFeatureGraph(repo))).toEqual({ a: ['b'], b: [] });
    // Read once while nothing changes.
    expect(currentFeatureGraph(repo)).toBe(currentFeatureGraph(repo));
    writeFileSync(path.join(repo, 'src/features/b/index.ts'), "export { a } from '../a/index';");
    expect(Object.fromEntries(currentFeatureGraph(repo))).toEqual({ a: ['b'], b: ['a'] });
    mkdirSync(path.join(repo, 'src/features/c'));
    writeFileSync(path.join(repo, 'src/features/c/index.ts'), "import '@/features/a';");
    expect(Object.fromEntries(currentFeatureGraph(repo))).toEqual({ a: ['b'], b: ['a'], c: ['a'] });
  });
});
