import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunksToLoad,
  formatRouteReport,
  forbiddenModules,
  importChain,
  JOIN_BUDGET_BYTES,
  PLAYER_FORBIDDEN,
  routeReport,
  routeRoots,
  type ModuleGraph,
  type RouteLoad,
} from './bundleBudget';

const database = '../main/node_modules/firebase/database/dist/esm/index.esm.js';
const auth = 'node_modules/firebase/auth/dist/esm/index.esm.js';

/**
 * A small build as Vite's manifest describes it: two pages, the app's (its entry, an app shell, a home screen
 * and a CSS-only chunk) and the player's, whose entry uses the Firebase services (which import the database
 * and Auth SDKs lazily).
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['src/app/RootLayout.tsx', 'src/features/home/HomePage.tsx'],
    css: ['assets/index.css'],
  },
  'join.html': {
    file: 'assets/join.js',
    src: 'join.html',
    isEntry: true,
    imports: ['_framework.js', '_services.js'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_services.js': {
    file: 'assets/services.js',
    imports: ['_firebase-app.js'],
    dynamicImports: [database, auth],
  },
  '_firebase-app.js': { file: 'assets/firebase-app.js' },
  [database]: {
    file: 'assets/database.js',
    src: database,
    isDynamicEntry: true,
    imports: ['_firebase-app.js'],
  },
  [auth]: { file: 'assets/auth.js', src: auth, isDynamicEntry: true, imports: ['_firebase-app.js'] },
  'src/app/RootLayout.tsx': {
    file: 'assets/RootLayout.js',
    src: 'src/app/RootLayout.tsx',
    isDynamicEntry: true,
    imports: ['_framework.js', '_domain.js', '_shell.css'],
  },
  '_domain.js': { file: 'assets/domain.js' },
  '_shell.css': { file: 'assets/shell.css', src: '_shell.css' },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    src: 'src/features/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_framework.js', '_domain.js'],
  },
};

const graph: ModuleGraph = {
  modules: {
    'assets/index.js': ['/repo/src/main.tsx', '/repo/src/app/routes.tsx'],
    'assets/framework.js': ['/repo/node_modules/react/index.js', '/repo/node_modules/react-dom/client.js'],
    'assets/join.js': ['/repo/src/playerMain.tsx', '/repo/src/features/play/JoinPage.tsx'],
    'assets/services.js': ['/repo/src/firebase/services.ts'],
    'assets/firebase-app.js': ['/repo/node_modules/@firebase/app/dist/esm/index.esm.js'],
    'assets/database.js': ['/repo/node_modules/@firebase/database/dist/index.esm.js'],
    'assets/auth.js': ['/repo/node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js'],
    'assets/RootLayout.js': ['/repo/src/app/RootLayout.tsx'],
    'assets/domain.js': [
      '/repo/src/domain/index.ts',
      '/repo/src/domain/validation/quizValidation.ts',
      '/repo/node_modules/zod/index.js',
      '/repo/node_modules/zod/v4/classic/schemas.js',
      '/repo/node_modules/zod/v4/core/util.js',
    ],
    'assets/HomePage.js': ['/repo/src/features/home/HomePage.tsx'],
  },
  importers: {
    '/repo/node_modules/zod/v4/core/util.js': ['/repo/node_modules/zod/v4/classic/schemas.js'],
    '/repo/node_modules/zod/v4/classic/schemas.js': ['/repo/node_modules/zod/index.js'],
    '/repo/node_modules/zod/index.js': ['/repo/src/domain/validation/quizValidation.ts'],
    '/repo/src/domain/validation/quizValidation.ts': ['/repo/src/domain/index.ts'],
    '/repo/src/domain/index.ts': ['/repo/src/features/home/HomePage.tsx', '/repo/src/app/RootLayout.tsx'],
  },
};

/** Sizes that make totals easy to check: 1,000 raw and 100 gzip bytes for every file but the framework. */
const sizeOf = (file: string) =>
  file === 'assets/framework.js' ? { raw: 50_000, gzip: 20_000 } : { raw: 1_000, gzip: 100 };

const join: RouteLoad = {
  path: '/join',
  page: 'join.html',
  lazy: [],
  packages: ['firebase/database'],
  budgetBytes: JOIN_BUDGET_BYTES,
  forbidden: PLAYER_FORBIDDEN,
};
const home: RouteLoad = {
  path: '/',
  page: 'index.html',
  lazy: ['src/app/RootLayout.tsx', 'src/features/home/'],
  packages: ['firebase/auth'],
  forbidden: PLAYER_FORBIDDEN,
};

const files = (route: RouteLoad, source: Manifest = manifest) =>
  chunksToLoad(source, routeRoots(source, route)).map((chunk) => chunk.file);

describe('routeRoots', () => {
  it("starts from its page's entry, the route's lazy modules and its first-render SDKs", () => {
    expect(routeRoots(manifest, join)).toEqual([
      { key: 'join.html', reason: 'entry' },
      { key: database, reason: 'sdk' },
    ]);
  });

  it('takes a folder for every lazily loaded module under it, and a file for itself', () => {
    expect(routeRoots(manifest, home).map((root) => root.key)).toEqual([
      'index.html',
      'src/app/RootLayout.tsx',
      'src/features/home/HomePage.tsx',
      auth,
    ]);
  });

  it('refuses a route whose page the build does not have as an entry', () => {
    expect(() => routeRoots(manifest, { ...join, page: 'play.html' })).toThrow(
      '/join: the build has no page play.html.',
    );
    expect(() => routeRoots(manifest, { ...join, page: '_framework.js' })).toThrow(
      '/join: the build has no page _framework.js.',
    );
  });

  it('refuses a route whose modules or packages the build does not load lazily', () => {
    expect(() => routeRoots(manifest, { ...join, lazy: ['src/features/nowhere/'] })).toThrow(
      '/join: the build has no lazily loaded src/features/nowhere/. Did the route move?',
    );
    expect(() => routeRoots(manifest, { ...home, lazy: ['src/app/PlayerLayout.tsx'] })).toThrow(
      /no lazily loaded src\/app\/PlayerLayout.tsx/,
    );
    expect(() => routeRoots(manifest, { ...join, packages: ['howler'] })).toThrow(
      '/join: the build has no lazily loaded howler.',
    );
  });
});

describe('chunksToLoad', () => {
  it('follows static imports transitively, each chunk once, and no dynamic import that is not a root', () => {
    expect(files(join)).toEqual([
      'assets/join.js',
      'assets/database.js',
      'assets/framework.js',
      'assets/services.js',
      'assets/firebase-app.js',
    ]);
  });

  it('says why each chunk loads', () => {
    const reasons = chunksToLoad(manifest, routeRoots(manifest, join)).map((chunk) => chunk.reason);
    expect(reasons).toEqual(['entry', 'sdk', 'import', 'import', 'import']);
  });

  it('leaves out CSS', () => {
    expect(files(home)).not.toContain('assets/shell.css');
    expect(files(home)).toContain('assets/domain.js');
  });

  it('fails on an import the manifest does not have', () => {
    const broken: Manifest = {
      ...manifest,
      '_framework.js': { file: 'assets/framework.js', imports: ['_gone.js'] },
    };
    expect(() => files(join, broken)).toThrow('The manifest has no chunk _gone.js.');
  });
});

describe('PLAYER_FORBIDDEN', () => {
  const forbiddenName = (id: string) => PLAYER_FORBIDDEN.find((entry) => entry.modules.test(id))?.name;

  it.each([
    ['/r/node_modules/firebase/auth/dist/esm/index.esm.js', 'firebase/auth'],
    ['/r/node_modules/firebase/node_modules/@firebase/auth/dist/esm/index-4NF.js', 'firebase/auth'],
    ['/r/node_modules/howler/dist/howler.js', 'howler'],
    ['/r/node_modules/react-youtube/dist/YouTube.esm.js', 'react-youtube'],
    ['/r/node_modules/youtube-player/dist/index.js', 'react-youtube'],
    ['/r/node_modules/zod/v4/core/util.js', 'zod'],
    ['/r/node_modules/react-router/dist/production/chunk-AB12.mjs', 'react-router'],
    ['/r/node_modules/react-router-dom/dist/index.mjs', 'react-router'],
    ['/r/node_modules/canvas-confetti/dist/confetti.module.mjs', 'canvas-confetti'],
    ['/r/node_modules/react-dom/cjs/react-dom-client.production.js', undefined],
    ['/r/node_modules/@firebase/app/dist/esm/index.esm.js', undefined],
    ['/r/node_modules/@firebase/database/dist/index.esm.js', undefined],
    ['/r/src/features/auth/authStore.ts', undefined],
    ['/r/src/domain/validation/quizValidation.ts', undefined],
  ])('%s → %s', (id, name) => {
    expect(forbiddenName(id)).toBe(name);
  });
});

describe('importChain', () => {
  it("goes up to the first of the app's modules outside the domain, keeping of a package only its way in", () => {
    expect(importChain('/repo/node_modules/zod/v4/core/util.js', graph.importers)).toEqual([
      '/repo/node_modules/zod/index.js',
      '/repo/src/domain/validation/quizValidation.ts',
      '/repo/src/domain/index.ts',
      '/repo/src/features/home/HomePage.tsx',
    ]);
  });

  it('is the module alone when nothing of the app imports it', () => {
    expect(importChain('/repo/node_modules/lonely/index.js', graph.importers)).toEqual([
      '/repo/node_modules/lonely/index.js',
    ]);
  });
});

describe('forbiddenModules', () => {
  it('finds the first module of each forbidden package in each file, with its import chain', () => {
    expect(forbiddenModules(files(home), graph, PLAYER_FORBIDDEN)).toEqual([
      {
        package: 'firebase/auth',
        file: 'assets/auth.js',
        module: '/repo/node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js',
        chain: ['/repo/node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js'],
      },
      {
        package: 'zod',
        file: 'assets/domain.js',
        module: '/repo/node_modules/zod/index.js',
        chain: [
          '/repo/node_modules/zod/index.js',
          '/repo/src/domain/validation/quizValidation.ts',
          '/repo/src/domain/index.ts',
          '/repo/src/features/home/HomePage.tsx',
        ],
      },
    ]);
  });

  it('finds nothing where nothing forbidden loads', () => {
    expect(forbiddenModules(files(join), graph, PLAYER_FORBIDDEN)).toEqual([]);
  });
});

describe('routeReport', () => {
  it('adds up raw and gzip bytes, with and without the SDK chunks, and passes under the budget', () => {
    const report = routeReport(manifest, graph, sizeOf, join);
    expect(report.chunks).toHaveLength(5);
    expect(report.raw).toBe(54_000);
    expect(report.gzip).toBe(20_400);
    // Without the database SDK root; the Firebase app chunk still loads through the screen's services.
    expect(report.gzipWithoutSdks).toBe(20_300);
    expect(report.forbidden).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('fails at the budget itself, not only above it', () => {
    expect(routeReport(manifest, graph, sizeOf, { ...join, budgetBytes: 20_401 }).ok).toBe(true);
    expect(routeReport(manifest, graph, sizeOf, { ...join, budgetBytes: 20_400 }).ok).toBe(false);
  });

  it('fails when a forbidden module loads, whatever the size', () => {
    const report = routeReport(manifest, graph, sizeOf, home);
    expect(report.forbidden.map((found) => found.package)).toEqual(['firebase/auth', 'zod']);
    expect(report.ok).toBe(false);
  });

  it('passes a route with neither budget nor forbidden packages', () => {
    expect(routeReport(manifest, graph, sizeOf, { ...home, forbidden: undefined }).ok).toBe(true);
  });
});

describe('formatRouteReport', () => {
  const relative = (id: string) => id.replace('/repo/', '');

  it('prints each chunk, the totals, the budget and the forbidden modules', () => {
    const text = formatRouteReport(routeReport(manifest, graph, sizeOf, join), relative);
    expect(text).toContain('/join: 5 JavaScript chunks');
    expect(text).toMatch(/assets\/join\.js\s+1,000\s+100\s+entry \(join\.html\)/);
    expect(text).toMatch(
      /assets\/database\.js\s+1,000\s+100\s+sdk \(firebase\/database\/dist\/esm\/index\.esm\.js\)/,
    );
    expect(text).toMatch(/total\s+54,000\s+20,400\s+= 19\.9 KB gzip/);
    expect(text).toContain('budget: under 150.0 KB gzip (153,600 bytes): under, 133,200 bytes to spare');
    expect(text).toContain(
      'forbidden modules (firebase/auth, howler, react-youtube, zod, unhomoglyph, react-router, canvas-confetti): none',
    );
  });

  it('names each forbidden module with the chain that brought it in', () => {
    const text = formatRouteReport(routeReport(manifest, graph, sizeOf, home), relative);
    expect(text).toContain(
      'FORBIDDEN zod in assets/domain.js: node_modules/zod/index.js ← src/domain/validation/quizValidation.ts ← src/domain/index.ts ← src/features/home/HomePage.tsx',
    );
    expect(text).not.toContain('budget');
  });

  it('says by how much a route is over its budget', () => {
    const text = formatRouteReport(routeReport(manifest, graph, sizeOf, { ...join, budgetBytes: 20_000 }));
    expect(text).toContain('budget: under 19.5 KB gzip (20,000 bytes): OVER, 400 bytes too many');
  });
});
