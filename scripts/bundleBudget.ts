// What the browser loads to show a screen, read from a production build: the pure part of
// `npm run bench:bundle` (scripts/benchBundle.ts), tested on small fake builds.
//
// A screen's JavaScript is its page's entry chunk (index.html's script for the app, join.html's for the
// player's /join), the lazy chunks the router loads for the route (its layout's and its screen's), the SDK chunks the screen imports at its first render, and
// everything those import statically, which Vite preloads with them. Vite's manifest gives the chunk graph
// (`imports`, `dynamicImports`); the build's module graph says which modules each chunk holds.
import type { Manifest, ManifestChunk } from 'vite';

/** The player's screen must stay under this, gzip level 9: 150 KB = 150 × 1024 bytes. */
export const JOIN_BUDGET_BYTES = 150 * 1024;

/** A package that must not reach a screen, recognised by the path of any of its modules. */
export interface ForbiddenPackage {
  name: string;
  /** Matches the module ids of the package (and of the packages it is made of). */
  modules: RegExp;
}

/**
 * What the player's phone never loads: it has no account (no Firebase Auth), plays no music (howler) and
 * no video (react-youtube and its youtube-player), validates no quiz (zod, the domain's quiz schemas),
 * compares no names (unhomoglyph's confusables: the server does) and has one screen, without a router
 * (react-router). The final screen's confetti (canvas-confetti) loads later, only for a place on the
 * podium, never to show /join.
 */
export const PLAYER_FORBIDDEN: ForbiddenPackage[] = [
  { name: 'firebase/auth', modules: /node_modules\/(?:firebase\/auth|@firebase\/auth(?:-compat)?)\// },
  { name: 'howler', modules: /node_modules\/howler\// },
  { name: 'react-youtube', modules: /node_modules\/(?:react-youtube|youtube-player)\// },
  { name: 'zod', modules: /node_modules\/zod\// },
  { name: 'unhomoglyph', modules: /node_modules\/unhomoglyph\// },
  { name: 'react-router', modules: /node_modules\/react-router(?:-dom)?\// },
  { name: 'canvas-confetti', modules: /node_modules\/canvas-confetti\// },
];

/** How a route loads, in terms of the manifest's keys. */
export interface RouteLoad {
  path: string;
  /** The page that serves the route, as the manifest's key of its HTML entry. */
  page: string;
  /**
   * The lazy modules the router loads for the route, as manifest keys (source paths from the repo root). A
   * key ending in "/" stands for every lazily loaded module under that folder: a feature's screens.
   */
  lazy: string[];
  /**
   * Packages the screen imports dynamically at its first render, counted whether or not today's screen
   * already imports them (the SDKs a player needs to join and play).
   */
  packages: string[];
  /** When set, the route fails the bench at or above this many gzip bytes. */
  budgetBytes?: number;
  /** Packages whose modules fail the bench when any loaded chunk holds one. */
  forbidden?: ForbiddenPackage[];
}

/** The routes the bench measures: the player's /join under its budget, home and host for comparison. */
export const ROUTE_LOADS: RouteLoad[] = [
  {
    path: '/join',
    // A page of its own: the player's whole screen is in its entry chunk, and no router.
    page: 'join.html',
    lazy: [],
    packages: ['firebase/database', 'firebase/functions'],
    budgetBytes: JOIN_BUDGET_BYTES,
    forbidden: PLAYER_FORBIDDEN,
  },
  {
    path: '/',
    page: 'index.html',
    // The app shell starts Auth at once, and reads the signed-in user's record.
    lazy: ['src/app/RootLayout.tsx', 'src/features/home/'],
    packages: ['firebase/auth', 'firebase/database'],
  },
  {
    path: '/host',
    page: 'index.html',
    lazy: ['src/app/RootLayout.tsx', 'src/features/host/'],
    packages: ['firebase/auth', 'firebase/database', 'firebase/functions'],
  },
];

/** Why a chunk is loaded: the entry, a lazy module of the route, a first-render SDK, or a static import. */
export type LoadReason = 'entry' | 'lazy' | 'sdk' | 'import';

export interface LoadedChunk {
  /** The manifest's key of the chunk. */
  key: string;
  /** Its file in the build, e.g. assets/index-Ab12.js. */
  file: string;
  reason: LoadReason;
}

const isJavaScript = (chunk: ManifestChunk) => /\.m?js$/.test(chunk.file);
const isPackageKey = (key: string, pkg: string) => key.includes(`node_modules/${pkg}/`);

const keysWhere = (manifest: Manifest, test: (key: string, chunk: ManifestChunk) => boolean) =>
  Object.entries(manifest)
    .filter(([key, chunk]) => test(key, chunk))
    .map(([key]) => key);

/** The manifest keys a route starts from, each with its reason; throws when a route names what is not built. */
export function routeRoots(manifest: Manifest, route: RouteLoad): { key: string; reason: LoadReason }[] {
  if (manifest[route.page]?.isEntry !== true) {
    throw new Error(`${route.path}: the build has no page ${route.page}.`);
  }
  const roots = [{ key: route.page, reason: 'entry' as LoadReason }];
  for (const lazy of route.lazy) {
    const keys = keysWhere(
      manifest,
      (key, chunk) =>
        chunk.isDynamicEntry === true && (lazy.endsWith('/') ? key.startsWith(lazy) : key === lazy),
    );
    if (keys.length === 0) {
      throw new Error(`${route.path}: the build has no lazily loaded ${lazy}. Did the route move?`);
    }
    roots.push(...keys.map((key) => ({ key, reason: 'lazy' as LoadReason })));
  }
  for (const pkg of route.packages) {
    const keys = keysWhere(manifest, (key, chunk) => chunk.isDynamicEntry === true && isPackageKey(key, pkg));
    if (keys.length === 0) throw new Error(`${route.path}: the build has no lazily loaded ${pkg}.`);
    roots.push(...keys.map((key) => ({ key, reason: 'sdk' as LoadReason })));
  }
  return roots;
}

/**
 * The JavaScript chunks loaded from these roots: each root and, transitively, its static `imports`, each
 * chunk once, in the order they are reached. Dynamic imports are followed only where they are roots.
 */
export function chunksToLoad(
  manifest: Manifest,
  roots: { key: string; reason: LoadReason }[],
): LoadedChunk[] {
  const loaded = new Map<string, LoadedChunk>();
  const queue = [...roots];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const chunk = manifest[next.key];
    if (!chunk) throw new Error(`The manifest has no chunk ${next.key}.`);
    if (loaded.has(next.key) || !isJavaScript(chunk)) continue;
    loaded.set(next.key, { key: next.key, file: chunk.file, reason: next.reason });
    queue.push(...(chunk.imports ?? []).map((key) => ({ key, reason: 'import' as LoadReason })));
  }
  return [...loaded.values()];
}

export interface ForbiddenModule {
  package: string;
  /** The chunk that holds it. */
  file: string;
  module: string;
  /** How it got in: the module, then what imports it, up to the first module of the app's own code. */
  chain: string[];
}

/** What the build says about its modules: which modules each file holds, and who imports each module. */
export interface ModuleGraph {
  /** Module ids by chunk file. */
  modules: Record<string, string[]>;
  /** The static and dynamic importers of each module id. */
  importers: Record<string, string[]>;
}

const isAppModule = (id: string) => !id.includes('node_modules/') && !/(^|\/)src\/domain\//.test(id);

const inPackage = (id: string) => id.includes('node_modules/');

/**
 * Who to blame for `module`: the shortest chain of importers from the package module that our code
 * imports up to the first of the app's own modules (outside node_modules and the domain core, whose barrel
 * is a common way in), e.g. [zod/index.js, src/domain/validation/quizValidation.ts, src/domain/index.ts,
 * src/features/play/JoinPage.tsx]. The package's inner modules on the way are left out.
 */
export function importChain(module: string, importers: Record<string, string[]>): string[] {
  const towardsModule = new Map<string, string | null>([[module, null]]);
  const queue = [module];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (id !== module && isAppModule(id)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = id; at; at = towardsModule.get(at)) chain.push(at);
      // chain runs from the app's module to `module`; keep of the packages' modules only the way in.
      return chain.filter((at, index) => !inPackage(at) || !inPackage(chain[index - 1] ?? '')).reverse();
    }
    for (const importer of importers[id] ?? []) {
      if (towardsModule.has(importer)) continue;
      towardsModule.set(importer, id);
      queue.push(importer);
    }
  }
  return [module];
}

/** The forbidden modules in these files, the first one of each package in each file. */
export function forbiddenModules(
  files: string[],
  graph: ModuleGraph,
  forbidden: ForbiddenPackage[],
): ForbiddenModule[] {
  const found: ForbiddenModule[] = [];
  for (const file of files) {
    for (const { name, modules } of forbidden) {
      const module = (graph.modules[file] ?? []).find((id) => modules.test(id));
      if (module) found.push({ package: name, file, module, chain: importChain(module, graph.importers) });
    }
  }
  return found;
}

export interface ChunkSize {
  raw: number;
  gzip: number;
}

export interface RouteReport {
  route: RouteLoad;
  chunks: (LoadedChunk & ChunkSize)[];
  raw: number;
  gzip: number;
  /** Gzip bytes without the SDK chunks: what draws the screen before it connects to anything. */
  gzipWithoutSdks: number;
  forbidden: ForbiddenModule[];
  /** The budget is met and nothing forbidden is in; true when the route has neither. */
  ok: boolean;
}

/** Measures a route: its chunks and their sizes, the totals, the forbidden modules, and the verdict. */
export function routeReport(
  manifest: Manifest,
  graph: ModuleGraph,
  sizeOf: (file: string) => ChunkSize,
  route: RouteLoad,
): RouteReport {
  const roots = routeRoots(manifest, route);
  const chunks = chunksToLoad(manifest, roots).map((chunk) => ({ ...chunk, ...sizeOf(chunk.file) }));
  const raw = chunks.reduce((sum, chunk) => sum + chunk.raw, 0);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const gzipWithoutSdks = chunksToLoad(
    manifest,
    roots.filter((root) => root.reason !== 'sdk'),
  ).reduce((sum, chunk) => sum + sizeOf(chunk.file).gzip, 0);
  const forbidden = forbiddenModules(
    chunks.map((chunk) => chunk.file),
    graph,
    route.forbidden ?? [],
  );
  const underBudget = route.budgetBytes === undefined || gzip < route.budgetBytes;
  return { route, chunks, raw, gzip, gzipWithoutSdks, forbidden, ok: underBudget && forbidden.length === 0 };
}

const bytes = (count: number) => count.toLocaleString('en-US');
const kilobytes = (count: number) => `${(count / 1024).toFixed(1)} KB`;

/** The bench's printout of one route. `relative` shortens module ids for reading. */
export function formatRouteReport(
  report: RouteReport,
  relative: (id: string) => string = (id) => id,
): string {
  const { route } = report;
  const width = Math.max(...report.chunks.map((chunk) => chunk.file.length), 'total'.length);
  const row = (name: string, raw: string, gzip: string, note: string) =>
    `  ${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(9)}  ${note}`.trimEnd();
  const lines = [`${route.path}: ${report.chunks.length} JavaScript chunks`];
  lines.push(row('chunk', 'raw bytes', 'gzip', 'loaded as'));
  for (const chunk of report.chunks) {
    const source = chunk.reason === 'import' ? '' : ` (${chunk.key.replace(/^.*node_modules\//, '')})`;
    lines.push(row(chunk.file, bytes(chunk.raw), bytes(chunk.gzip), `${chunk.reason}${source}`));
  }
  lines.push(row('total', bytes(report.raw), bytes(report.gzip), `= ${kilobytes(report.gzip)} gzip`));
  lines.push(
    `  without the sdk chunks (the screen before it connects): ${bytes(report.gzipWithoutSdks)} gzip = ${kilobytes(report.gzipWithoutSdks)}`,
  );
  if (route.budgetBytes !== undefined) {
    const verdict = report.gzip < route.budgetBytes ? 'under' : 'OVER';
    lines.push(
      `  budget: under ${kilobytes(route.budgetBytes)} gzip (${bytes(route.budgetBytes)} bytes): ${verdict}, ` +
        `${bytes(Math.abs(route.budgetBytes - report.gzip))} bytes ${verdict === 'under' ? 'to spare' : 'too many'}`,
    );
  }
  if (route.forbidden) {
    const names = route.forbidden.map((forbidden) => forbidden.name).join(', ');
    if (report.forbidden.length === 0) lines.push(`  forbidden modules (${names}): none`);
    for (const found of report.forbidden) {
      lines.push(`  FORBIDDEN ${found.package} in ${found.file}: ${found.chain.map(relative).join(' ← ')}`);
    }
  }
  return lines.join('\n');
}
