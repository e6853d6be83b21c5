// Types of importGraph.js, which stays JavaScript so that eslint.config.js can load it without a build.

/** One import of a module: its specifier, whether it brings types only, whether it is an import(). */
export interface ImportEntry {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

export const SCRIPT_EXTENSIONS: string[];
export const GRAPH_FOLDERS: string[];
export function importsOf(text: string, fileName: string): ImportEntry[];
export function resolveImport(
  specifier: string,
  importer: string,
  root: string,
  exists?: (file: string) => boolean,
): string | null;
export function scriptFiles(folder: string): string[];
export function fileImports(file: string): ImportEntry[];
export function importGraph(
  root: string,
  options?: { folders?: string[]; include?: (entry: ImportEntry) => boolean },
): Map<string, string[]>;
export function stronglyConnectedComponents<T>(graph: Map<T, T[]>): T[][];
export function cyclesOf<T>(graph: Map<T, T[]>): T[][];
export function featureOf(file: string, root: string): string | null;
export function featureGraph(moduleGraph: Map<string, string[]>, root: string): Map<string, string[]>;
export function pathBetween<T>(graph: Map<T, T[]>, from: T, to: T): T[] | null;
export function currentFeatureGraph(root: string): Map<string, string[]>;
