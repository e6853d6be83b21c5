// Matches the segments of a `match` path against the leading segments of a request path.
import type { PathSegment, RulesFile } from './ast';

export interface PathMatch {
  /** Wildcard values: one segment for {name}, the joined segments ('a/b/c') for {name=**}. */
  bindings: Map<string, string>;
  /** The request path segments the pattern did not consume, for nested match blocks. */
  rest: string[];
}

/**
 * Every way `pattern` can consume a prefix of `path`. A single wildcard takes one segment; a recursive
 * one takes one or more segments in rules version 1 and zero or more in version 2, so there can be
 * several results when a pattern has a recursive wildcard followed by nested blocks.
 */
export function* matchPath(
  pattern: PathSegment[],
  path: string[],
  version: RulesFile['version'],
): Generator<PathMatch> {
  yield* matchFrom(pattern, 0, path, 0, new Map(), version);
}

function* matchFrom(
  pattern: PathSegment[],
  patternIndex: number,
  path: string[],
  pathIndex: number,
  bindings: Map<string, string>,
  version: RulesFile['version'],
): Generator<PathMatch> {
  const segment = pattern[patternIndex];
  if (segment === undefined) {
    yield { bindings, rest: path.slice(pathIndex) };
    return;
  }
  if (segment.kind === 'recursive') {
    // Longest first: a recursive wildcard at the end of a block then covers the whole remaining path.
    const minimum = version === '2' ? 0 : 1;
    for (let taken = path.length - pathIndex; taken >= minimum; taken -= 1) {
      const bound = new Map(bindings).set(segment.name, path.slice(pathIndex, pathIndex + taken).join('/'));
      yield* matchFrom(pattern, patternIndex + 1, path, pathIndex + taken, bound, version);
    }
    return;
  }
  const value = path[pathIndex];
  if (value === undefined) return;
  if (segment.kind === 'literal') {
    if (segment.value !== value) return;
    yield* matchFrom(pattern, patternIndex + 1, path, pathIndex + 1, bindings, version);
    return;
  }
  const bound = new Map(bindings).set(segment.name, value);
  yield* matchFrom(pattern, patternIndex + 1, path, pathIndex + 1, bound, version);
}
