// The repo's import graph, read from the sources: which module imports which (relative and "@/" imports,
// resolved as tsconfig's "paths" and Vite resolve them), its strongly connected components (import cycles),
// and the same graph at the level of the SPA's features (src/features/<name>). eslintLayers.js forbids
// feature cycles with it, and scripts/importCycles.ts counts the cycles of both levels.
//
// Plain JavaScript for the same reason as eslintLayers.js: eslint.config.js loads it without a build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The extensions of the modules the graph holds, in the order an extensionless import tries them. */
export const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.cjs'];

/** The folders, from the repo's root, whose modules make the graph. */
export const GRAPH_FOLDERS = ['src', 'functions/src'];

const FEATURES_FOLDER = path.join('src', 'features');

/**
 * The module specifiers `text` imports: `import`, `export … from` and `import()` with a literal, each with
 * whether it brings types only (`import type`, `export type`) and whether it is loaded when called (import()).
 */
export function importsOf(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly)
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(fileName) {
  const extension = path.extname(fileName);
  if (extension === '.tsx') return ts.ScriptKind.TSX;
  if (extension === '.jsx') return ts.ScriptKind.JSX;
  return extension === '.ts' ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The module `specifier` names from `importer`: a file with one of SCRIPT_EXTENSIONS, written or not, or a
 * folder's index; null for a package, a file that is not a script (CSS, images) or one that does not exist.
 * `exists` is how the filesystem is asked.
 */
export function resolveImport(specifier, importer, root, exists = isFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  if (SCRIPT_EXTENSIONS.includes(path.extname(base)) && exists(base)) return base;
  const candidates = [
    ...SCRIPT_EXTENSIONS.map((extension) => `${base}${extension}`),
    ...SCRIPT_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/** The script files under `folder`, recursively, skipping node_modules and declaration files. */
export function scriptFiles(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : scriptFiles(file);
    const isScript = SCRIPT_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts');
    return isScript ? [file] : [];
  });
}

// Each file's imports, read again only when the file changes: the lint rules ask for them once per file
// they lint, and an editor's ESLint server lives across edits.
const importsCache = new Map();

/** The imports of the script `file` on disk (importsOf), read again only when it has changed. */
export function fileImports(file) {
  const { mtimeMs, size } = statSync(file);
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.imports;
  const imports = importsOf(readFileSync(file, 'utf8'), file);
  importsCache.set(file, { mtimeMs, size, imports });
  return imports;
}

/**
 * The import graph of the modules under `folders` (from `root`): each module's absolute path → the modules it
 * imports among them. `include(entry)` chooses which imports count (all by default).
 */
export function importGraph(root, { folders = GRAPH_FOLDERS, include = () => true } = {}) {
  const graph = new Map();
  for (const file of folders.flatMap((folder) => scriptFiles(path.join(root, folder)))) {
    const targets = fileImports(file)
      .filter(include)
      .map(({ specifier }) => resolveImport(specifier, file, root))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The strongly connected components of `graph` (node → nodes it points to), by Tarjan's algorithm: each a
 * list of nodes that reach one another. A component of two or more nodes is a cycle.
 */
export function stronglyConnectedComponents(graph) {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const frames = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          frames.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)));
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** The components of `graph` that are cycles: two or more nodes each. */
export const cyclesOf = (graph) =>
  stronglyConnectedComponents(graph).filter((component) => component.length > 1);

/** The feature `file` (a module, or a feature's folder as "@/features/name" imports it) belongs to, or null. */
export function featureOf(file, root) {
  const [first] = path.relative(path.join(root, FEATURES_FOLDER), file).split(path.sep);
  return first && first !== '..' && !path.isAbsolute(first) ? first : null;
}

/** The graph of features: each feature → the other features its modules import. */
export function featureGraph(moduleGraph, root) {
  const graph = new Map();
  for (const [file, targets] of moduleGraph) {
    const from = featureOf(file, root);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = featureOf(target, root);
      if (to !== null && to !== from) graph.get(from).add(to);
    }
  }
  return new Map([...graph].map(([feature, targets]) => [feature, [...targets].sort()]));
}

/**
 * A shortest path of one or more edges from `from` to `to` in `graph`, both ends included, or null when
 * `from` does not reach `to`.
 */
export function pathBetween(graph, from, to) {
  const previous = new Map();
  const pending = [from];
  while (pending.length > 0) {
    const node = pending.shift();
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, node);
      if (next === to) {
        const path = [to];
        for (let step = node; step !== from; step = previous.get(step)) path.unshift(step);
        return [from, ...path];
      }
      pending.push(next);
    }
  }
  return null;
}

// The last feature graph read, with the files and times it was read from: the lint rule asks for it once
// per import that crosses features, and only a change of the features' files changes it.
let lastFeatureGraph = { key: '', graph: new Map() };

/** The feature graph of the modules under src/features of `root`, as the files on disk are now. */
export function currentFeatureGraph(root) {
  const files = scriptFiles(path.join(root, FEATURES_FOLDER));
  const key = files
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .join('\n');
  if (lastFeatureGraph.key !== key) {
    lastFeatureGraph = { key, graph: featureGraph(importGraph(root, { folders: [FEATURES_FOLDER] }), root) };
  }
  return lastFeatureGraph.graph;
}
