// A production build of the SPA in memory (vite build with the project's config, nothing written to
// dist/), with what scripts/bundleBudget.ts reads from it: Vite's manifest, each chunk's code and modules,
// and who imports each module.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { repoRoot } from '../stack/localStack';
import type { ChunkSize, ModuleGraph } from './bundleBudget';

export interface ProductionBundle {
  manifest: Manifest;
  graph: ModuleGraph;
  /** Raw and gzip (level 9) bytes of a JavaScript file of the build. */
  sizeOf: (file: string) => ChunkSize;
  /** A module id as a path from the repo root, for reading. */
  relative: (id: string) => string;
}

/** Collects, as the bundle is written, who imports each of its modules. */
function moduleGraphPlugin(graph: ModuleGraph): Plugin {
  return {
    name: 'loqi-bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.modules[output.fileName] = output.moduleIds;
        for (const id of output.moduleIds) {
          const info = this.getModuleInfo(id);
          graph.importers[id] = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
        }
      }
    },
  };
}

export async function buildProductionBundle(): Promise<ProductionBundle> {
  const graph: ModuleGraph = { modules: {}, importers: {} };
  // Vite builds React's production code only when NODE_ENV is "production" or unset, and vitest sets it
  // to "test": a tooling test would otherwise measure React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { write: false, manifest: true },
      plugins: [moduleGraphPlugin(graph)],
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  );
  const manifestAsset = outputs.find((item) => item.fileName === '.vite/manifest.json');
  if (manifestAsset?.type !== 'asset') throw new Error('The build wrote no .vite/manifest.json.');
  const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;

  const code = new Map<string, string>();
  for (const item of outputs) if (item.type === 'chunk') code.set(item.fileName, item.code);
  const sizes = new Map<string, ChunkSize>();
  const sizeOf = (file: string): ChunkSize => {
    const source = code.get(file);
    if (source === undefined) throw new Error(`The build has no JavaScript file ${file}.`);
    let size = sizes.get(file);
    if (!size) {
      const buffer = Buffer.from(source);
      size = { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const relative = (id: string) => {
    const inPackages = id.lastIndexOf('node_modules/');
    if (inPackages >= 0) return id.slice(inPackages);
    return path.isAbsolute(id) ? path.relative(repoRoot, id) : id;
  };
  return { manifest, graph, sizeOf, relative };
}
