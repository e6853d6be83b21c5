// What a write sends to each listener. As the real service does, a listener gets the path that
// changed and its new data ("d", or "m" for the children of a multi-path update), never its whole
// location again: a multi-path update from above a listener sends it the update's paths inside its
// location only (a player's answer, written from the root, costs the host one Submission, not the whole
// hostInfo); a tagged (filtered) listener gets what entered, left or changed in its window.

import { formatPath, isPrefix, type Path } from './path';
import { queryResult, type Query } from './query';
import { childKeys, childOf, deepEqual, getAt, hasChildren, priorityOf, putChild, type Data } from './tree';

/**
 * One committed write, with what listeners ask of it computed once however many connections ask:
 * whether a location changed, the windows of queries before and after, and the pushes themselves,
 * so that connections sent the same push share one object (and its encoding).
 */
export class Change {
  private readonly changed = new Map<string, boolean>();
  private readonly windowUpdates = new Map<string, WindowUpdate | null>();
  private readonly overwrites = new Map<string, Push>();
  private readonly mergesInto = new Map<string, Push>();
  private readonly windowPushes = new Map<string, Push | null>();
  /** The push of a multi-path update's changed children, once computed. */
  private merge: Push | null | undefined;

  /** The paths written (a set's path, or each of an update's), by their text. */
  private readonly written: Map<string, Path>;
  /** The written paths below each location that has some, by the location's text. */
  private writtenBelowIndex: Map<string, Path[]> | null = null;

  constructor(
    /** Where the write happened. */
    readonly path: Path,
    readonly oldRoot: Data,
    readonly newRoot: Data,
    /** The written children, relative to `path`, for a multi-path update; absent for a set. */
    readonly mergePaths?: Path[],
  ) {
    const paths = mergePaths ? mergePaths.map((relative) => [...path, ...relative]) : [path];
    this.written = new Map(paths.map((written) => [formatPath(written), written]));
  }

  /**
   * Whether the data at `path` changed. Compared only where the write could change it: at `path` itself
   * when a written path reaches it or above, otherwise at each written path below it, so that a change of
   * one child of a node of 10,000 children never compares the 10,000.
   */
  changedAt(path: Path): boolean {
    const key = formatPath(path);
    let changed = this.changed.get(key);
    if (changed === undefined) {
      const differs = (at: Path) => !deepEqual(getAt(this.oldRoot, at), getAt(this.newRoot, at));
      changed = this.writtenAtOrAbove(path) ? differs(path) : this.writtenBelow(path).some(differs);
      this.changed.set(key, changed);
    }
    return changed;
  }

  /** Whether a written path is `path` or one of its ancestors. */
  private writtenAtOrAbove(path: Path): boolean {
    for (let depth = 0; depth <= path.length; depth += 1) {
      if (this.written.has(formatPath(path.slice(0, depth)))) return true;
    }
    return false;
  }

  /** The written paths strictly below `path`. */
  private writtenBelow(path: Path): Path[] {
    if (this.writtenBelowIndex === null) {
      const index = new Map<string, Path[]>();
      for (const written of this.written.values()) {
        for (let depth = 0; depth < written.length; depth += 1) {
          const above = formatPath(written.slice(0, depth));
          const list = index.get(above);
          if (list) list.push(written);
          else index.set(above, [written]);
        }
      }
      this.writtenBelowIndex = index;
    }
    return this.writtenBelowIndex.get(formatPath(path)) ?? [];
  }

  /** How the window of a query at `path` changed, or null when it did not. */
  windowUpdate(path: Path, query: Query, queryKey: string): WindowUpdate | null {
    const key = `${formatPath(path)}\u0000${queryKey}`;
    let update = this.windowUpdates.get(key);
    if (update === undefined) {
      const before = queryResult(getAt(this.oldRoot, path), query);
      const after = queryResult(getAt(this.newRoot, path), query);
      update = windowUpdate(before, after);
      this.windowUpdates.set(key, update);
    }
    return update;
  }

  /** The push that overwrites `path` with its new data. */
  overwrite(path: Path): Push {
    const key = formatPath(path);
    let push = this.overwrites.get(key);
    if (push === undefined) {
      push = { action: 'd', path, data: getAt(this.newRoot, path) };
      this.overwrites.set(key, push);
    }
    return push;
  }

  /**
   * What a multi-path update above a listen at `listenPath` sends it: its location whole when one of the
   * update's paths reaches it or above, else just the update's paths inside it, as one merge there.
   */
  mergeInto(listenPath: Path): Push {
    const key = formatPath(listenPath);
    let push = this.mergesInto.get(key);
    if (push === undefined) {
      if (this.writtenAtOrAbove(listenPath)) {
        push = this.overwrite(listenPath);
      } else {
        const data: Record<string, Data> = {};
        for (const path of this.writtenBelow(listenPath)) {
          if (this.changedAt(path))
            putChild(data, formatPath(path.slice(listenPath.length)), getAt(this.newRoot, path));
        }
        push = { action: 'm', path: listenPath, data };
      }
      this.mergesInto.set(key, push);
    }
    return push;
  }

  /** The push of the children a multi-path update changed; null when it changed none. */
  mergePush(mergePaths: Path[]): Push | null {
    if (this.merge === undefined) {
      const changed = mergePaths.filter((relative) => this.changedAt([...this.path, ...relative]));
      const data = Object.fromEntries(
        changed.map((relative) => [formatPath(relative), getAt(this.newRoot, [...this.path, ...relative])]),
      );
      this.merge = changed.length === 0 ? null : { action: 'm', path: this.path, data };
    }
    return this.merge;
  }

  /** The push for a tagged listen, or null when its window did not change. */
  windowPush(listen: { path: Path; query: Query; queryKey: string }, tag: number): Push | null {
    const { path, query, queryKey } = listen;
    const key = `${formatPath(path)}\u0000${queryKey}\u0000${tag}`;
    let push = this.windowPushes.get(key);
    if (push === undefined) {
      const update = this.windowUpdate(path, query, queryKey);
      push = update && { ...update, path, tag };
      this.windowPushes.set(key, push);
    }
    return push;
  }
}

type WindowUpdate = { action: 'd'; data: Data } | { action: 'm'; data: Record<string, Data> };

/** A data push: "d" overwrites `path` with `data`; "m" overwrites each relative path of `data` under `path`. */
export type Push =
  | { action: 'd'; path: Path; data: Data; tag?: number }
  | { action: 'm'; path: Path; data: Record<string, Data>; tag?: number };

/** The pushes for the plain (untagged) listens of one connection, at most one per changed location. */
export function untaggedPushes(listenPaths: readonly Path[], change: Change): Push[] {
  const { path, mergePaths } = change;
  if (listenPaths.some((listenPath) => isPrefix(listenPath, path))) {
    const push = mergePaths ? change.mergePush(mergePaths) : change.changedAt(path) && change.overwrite(path);
    return push ? [push] : [];
  }
  // The write is above these listens: each gets what changed in its own location (the new data of a set
  // there, the paths of an update inside it), unless it sits inside another such listen that already
  // receives it.
  const below = listenPaths.filter(
    (listenPath) => isPrefix(path, listenPath) && change.changedAt(listenPath),
  );
  return below
    .filter(
      (listenPath) => !below.some((other) => other.length < listenPath.length && isPrefix(other, listenPath)),
    )
    .map((listenPath) => (mergePaths ? change.mergeInto(listenPath) : change.overwrite(listenPath)));
}

/** The push for one tagged listen, or null when its window did not change. */
export function taggedPush(
  listen: { path: Path; query: Query; queryKey: string },
  tag: number,
  change: Change,
): Push | null {
  const { path } = listen;
  if (!isPrefix(path, change.path) && !isPrefix(change.path, path)) return null;
  if (getAt(change.oldRoot, path) === getAt(change.newRoot, path)) return null;
  return change.windowPush(listen, tag);
}

function windowUpdate(before: Data, after: Data): WindowUpdate | null {
  if (deepEqual(before, after)) return null;
  if (!hasChildren(before) || !hasChildren(after)) return { action: 'd', data: after };
  // Children that left the window are sent as null and those that entered whole: the SDK ignores a
  // partial update of a child its filtered cache does not hold.
  const data: Record<string, Data> = {};
  for (const key of new Set([...childKeys(before), ...childKeys(after)])) {
    const old = childOf(before, key);
    const now = childOf(after, key);
    if (deepEqual(old, now)) continue;
    if (old === null || now === null) putChild(data, key, now);
    else Object.assign(data, smallerUpdate(old, now, key));
  }
  return { action: 'm', data };
}

/** A changed child as either its whole new value or the list of its changed descendants, whichever is shorter. */
function smallerUpdate(old: Data, now: Data, key: string): Record<string, Data> {
  const whole = { [key]: now };
  const parts: Record<string, Data> = {};
  collectChanges(old, now, key, parts);
  return JSON.stringify(parts).length < JSON.stringify(whole).length ? parts : whole;
}

function collectChanges(old: Data, now: Data, relative: string, out: Record<string, Data>): void {
  if (!hasChildren(old) || !hasChildren(now) || priorityOf(old) !== priorityOf(now)) {
    putChild(out, relative, now);
    return;
  }
  for (const key of new Set([...childKeys(old), ...childKeys(now)])) {
    const oldChild = childOf(old, key);
    const newChild = childOf(now, key);
    if (!deepEqual(oldChild, newChild)) collectChanges(oldChild, newChild, `${relative}/${key}`, out);
  }
}
