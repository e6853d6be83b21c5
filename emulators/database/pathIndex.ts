// Values filed under database paths in a tree of keys, so that a write finds the listens on its own
// path and below it by walking those branches, instead of testing every listen of the namespace.

import type { Path } from './path';

class IndexNode<T> {
  readonly values = new Set<T>();
  readonly children = new Map<string, IndexNode<T>>();
}

export class PathIndex<T> {
  private readonly root = new IndexNode<T>();

  add(path: Path, value: T): void {
    let node = this.root;
    for (const key of path) {
      let child = node.children.get(key);
      if (!child) {
        child = new IndexNode<T>();
        node.children.set(key, child);
      }
      node = child;
    }
    node.values.add(value);
  }

  /** Removes a value added at `path`, and the branches left empty, so that the tree stays as small as its listens. */
  delete(path: Path, value: T): void {
    const branch = [this.root];
    for (const key of path) {
      const child = branch.at(-1)?.children.get(key);
      if (!child) return;
      branch.push(child);
    }
    branch.at(-1)?.values.delete(value);
    for (let depth = path.length; depth > 0; depth--) {
      const node = branch[depth] as IndexNode<T>;
      if (node.values.size > 0 || node.children.size > 0) return;
      branch[depth - 1]?.children.delete(path[depth - 1] as string);
    }
  }

  /** The values at exactly `path`. */
  at(path: Path): Iterable<T> {
    return this.nodeAt(path)?.values ?? [];
  }

  /** The values at `path` and at each of its ancestors, from the root down. */
  *atOrAbove(path: Path): Iterable<T> {
    let node: IndexNode<T> | undefined = this.root;
    for (let depth = 0; node; depth++) {
      yield* node.values;
      if (depth === path.length) return;
      node = node.children.get(path[depth] as string);
    }
  }

  /** The values at `path` and at every path below it, each node's before its children's. */
  *atOrBelow(path: Path): Iterable<T> {
    const start = this.nodeAt(path);
    if (!start) return;
    const pending = [start];
    for (let node = pending.pop(); node; node = pending.pop()) {
      yield* node.values;
      pending.push(...node.children.values());
    }
  }

  private nodeAt(path: Path): IndexNode<T> | undefined {
    let node: IndexNode<T> | undefined = this.root;
    for (const key of path) {
      node = node.children.get(key);
      if (!node) return undefined;
    }
    return node;
  }
}
