// Counts the repo's import cycles, at two levels:
//   - modules: the strongly connected components of two or more modules under src/ and functions/src,
//     counted three ways: every import; imports that bring code (no `import type`); and static imports that
//     bring code (no import() either), the ones that run when a module loads;
//   - features: the cycles between the SPA's features (src/features/<a> ↔ <b>), every import counted, which
//     lint forbids (eslintLayers.js, rule layers/feature-cycles).
// Run: npx tsx --tsconfig tsconfig.node.json scripts/importCycles.ts [--list]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ImportEntry, cyclesOf, featureGraph, importGraph } from './importGraph.js';

/** Which imports an edge of the module graph stands for. */
export const IMPORT_KINDS = {
  all: () => true,
  code: (entry: ImportEntry) => !entry.typeOnly,
  staticCode: (entry: ImportEntry) => !entry.typeOnly && !entry.dynamic,
} satisfies Record<string, (entry: ImportEntry) => boolean>;

export type ImportKind = keyof typeof IMPORT_KINDS;

export interface CycleReport {
  /** The module cycles for each kind of import, each cycle its modules from the repo's root, sorted. */
  moduleCycles: Record<ImportKind, string[][]>;
  /** The cycles between features, each its feature names, sorted. */
  featureCycles: string[][];
}

const sortedCycles = (cycles: string[][]) =>
  cycles.map((cycle) => [...cycle].sort()).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));

/** The import cycles of the repo at `root`. */
export function cycleReport(root: string): CycleReport {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const kinds = Object.keys(IMPORT_KINDS) as ImportKind[];
  const moduleCycles = Object.fromEntries(
    kinds.map((kind) => {
      const cycles = cyclesOf(importGraph(root, { include: IMPORT_KINDS[kind] }));
      return [kind, sortedCycles(cycles.map((cycle) => cycle.map(relative)))];
    }),
  ) as Record<ImportKind, string[][]>;
  const featureCycles = sortedCycles(cyclesOf(featureGraph(importGraph(root), root)));
  return { moduleCycles, featureCycles };
}

/** The report as text: the counts, and with `list` the members of each cycle. */
export function formatCycleReport(report: CycleReport, list: boolean): string {
  const lines: string[] = [];
  const describe = (label: string, cycles: string[][]) => {
    const largest = Math.max(0, ...cycles.map((cycle) => cycle.length));
    lines.push(`${label}: ${cycles.length} cycles${cycles.length > 0 ? ` (largest: ${largest})` : ''}`);
    if (list) for (const cycle of cycles) lines.push(`  - ${cycle.join(', ')}`);
  };
  describe('Module cycles, every import', report.moduleCycles.all);
  describe('Module cycles, imports that bring code', report.moduleCycles.code);
  describe('Module cycles, static imports that bring code', report.moduleCycles.staticCode);
  describe('Feature cycles', report.featureCycles);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.stdout.write(`${formatCycleReport(cycleReport(root), process.argv.includes('--list'))}\n`);
}
