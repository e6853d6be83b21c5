// One database instance (namespace): its data tree, its rules and the listeners to tell about writes.

import type { Principal } from './auth';
import { Change } from './delta';
import { hashOf } from './hash';
import { InvalidDataError, isPrefix, parseDataPath, type Path } from './path';
import { loadRules, type DatabaseRules, type RuleContext } from './rules';
import { getAt, normalize, setAt, type Data } from './tree';

export type WriteRequest =
  | { kind: 'set'; path: Path; value: unknown }
  /** A multi-path update: each key of `children` is a path relative to `path`. */
  | { kind: 'merge'; path: Path; children: Record<string, unknown> };

export type WriteStatus = 'ok' | 'permission_denied' | 'datastale';

export interface NamespaceListener {
  /** Called after every committed write, in commit order. */
  deliver(change: Change): void;
  /** Called when the rules changed, to drop listens that may no longer read. */
  rulesChanged(): void;
}

/** A write checked and computed but not yet committed. */
interface PreparedWrite {
  change: Change;
  /** The absolute paths written, as the rules judge them. */
  paths: Path[];
}

export class Namespace {
  private root: Data = null;
  private rules: DatabaseRules;
  private source: string;
  readonly listeners = new Set<NamespaceListener>();

  constructor(
    readonly name: string,
    rulesSource: string,
    /** Where the rules came from, for error messages. */
    private rulesFile: string,
  ) {
    this.rules = loadRules(rulesSource, rulesFile);
    this.source = rulesSource;
  }

  get data(): Data {
    return this.root;
  }

  get rulesSource(): string {
    return this.source;
  }

  /** Replaces the rules; throws (RulesSyntaxError) and keeps the old ones when the source does not load. */
  setRules(source: string, file = this.rulesFile): void {
    this.rules = loadRules(source, file);
    this.source = source;
    this.rulesFile = file;
    for (const listener of this.listeners) listener.rulesChanged();
  }

  canRead(path: Path, principal: Principal): boolean {
    return principal.admin || this.rules.canRead([...path], this.root, context(principal, Date.now()));
  }

  /**
   * Checks and commits a write. `expectedHash` is a transaction's hash of the data it started from;
   * `checkRules: false` is for writes the rules already allowed when they were queued (onDisconnect).
   * Throws InvalidDataError for malformed data.
   */
  write(
    request: WriteRequest,
    principal: Principal,
    options: { expectedHash?: string; checkRules?: boolean } = {},
  ): WriteStatus {
    const stale =
      options.expectedHash !== undefined && options.expectedHash !== hashOf(getAt(this.root, request.path));
    // A transaction on data its writer may not read is judged by the rules first: "datastale" would tell
    // it about data it may not see, and the SDK, never sent that data, would retry until "maxretry".
    if (stale && this.canRead(request.path, principal)) return 'datastale';
    const now = Date.now();
    const prepared = this.prepare(request, now);
    if (options.checkRules !== false && !this.allows(prepared, principal, now)) return 'permission_denied';
    if (stale) return 'datastale';
    this.commit(prepared.change);
    return 'ok';
  }

  /** Whether a write would be valid and allowed now, without making it (onDisconnect registration). */
  check(request: WriteRequest, principal: Principal): WriteStatus {
    const now = Date.now();
    return this.allows(this.prepare(request, now), principal, now) ? 'ok' : 'permission_denied';
  }

  private prepare(request: WriteRequest, now: number): PreparedWrite {
    const oldRoot = this.root;
    if (request.kind === 'set') {
      const value = normalize(request.value, getAt(oldRoot, request.path), now);
      const change = new Change(request.path, oldRoot, setAt(oldRoot, request.path, value));
      return { change, paths: [request.path] };
    }
    const children = Object.entries(request.children).map(([key, value]) => ({
      relative: parseDataPath(key),
      value,
    }));
    const mergePaths = children.map((child) => child.relative);
    rejectOverlaps(mergePaths);
    let newRoot = oldRoot;
    for (const { relative, value } of children) {
      const path = [...request.path, ...relative];
      // Each child resolves its server values against the data before the whole update.
      newRoot = setAt(newRoot, path, normalize(value, getAt(oldRoot, path), now));
    }
    const paths = mergePaths.map((relative) => [...request.path, ...relative]);
    return { change: new Change(request.path, oldRoot, newRoot, mergePaths), paths };
  }

  private allows({ change, paths }: PreparedWrite, principal: Principal, now: number): boolean {
    if (principal.admin) return true;
    // A write to "x/.priority" is a write to x.
    const judged = paths.map((path) => (path.at(-1) === '.priority' ? path.slice(0, -1) : [...path]));
    return this.rules.canWrite(judged, change.oldRoot, change.newRoot, context(principal, now));
  }

  private commit(change: Change): void {
    this.root = change.newRoot;
    for (const listener of this.listeners) listener.deliver(change);
  }
}

function context(principal: Principal, now: number): RuleContext {
  return { auth: principal.auth, now };
}

/**
 * The real service refuses an update in which one path is another's ancestor. Sorted key by key, a
 * path's descendants directly follow it, so checking neighbours finds every overlap.
 */
function rejectOverlaps(paths: Path[]): void {
  for (const path of paths) {
    if (path.length === 0) throw new InvalidDataError('An update path may not be empty');
  }
  const sorted = [...paths].sort(comparePaths);
  for (const [i, current] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous && isPrefix(previous, current)) {
      throw new InvalidDataError(
        `Invalid update: path ${previous.join('/')} is an ancestor of ${current.join('/')}`,
      );
    }
  }
}

function comparePaths(a: Path, b: Path): number {
  const differing = a.findIndex((key, i) => i < b.length && key !== b[i]);
  if (differing === -1) return a.length - b.length;
  return (a[differing] ?? '') < (b[differing] ?? '') ? -1 : 1;
}
