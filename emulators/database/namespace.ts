// One database instance (namespace): its data tree, its rules and the listeners to tell about writes.

import type { Principal } from './auth';
import { Clock } from './clock';
import { Change } from './delta';
import { hashOf } from './hash';
import { InvalidDataError, parseDataPath, type Path } from './path';
import { PathIndex } from './pathIndex';
import type { Query } from './query';
import { loadRules, type DatabaseRules, type RuleContext } from './rules';
import { getAt, normalize, setAllAt, setAt, type Data } from './tree';

export type WriteRequest =
  | { kind: 'set'; path: Path; value: unknown }
  /** A multi-path update: each key of `children` is a path relative to `path`. */
  | { kind: 'merge'; path: Path; children: Record<string, unknown> };

export type WriteStatus = 'ok' | 'permission_denied' | 'datastale';

export interface NamespaceListener {
  /**
   * Called after each committed write, in commit order, with those of the listener's listens that
   * the write may have changed (none of the others did); not called when there are none. The writer's
   * own listens hear of a write before the write is answered; everyone else's a moment later (see
   * Namespace.commit).
   */
  deliver(change: Change, listens: Listen[]): void;
  /** Called when the rules changed, to drop listens that may no longer read. */
  rulesChanged(): void;
}

/** A location a listener watches, whole or through a query. */
export interface Listen {
  readonly listener: NamespaceListener;
  readonly path: Path;
  readonly query: Query;
  /** The query object as the client sent it, returned when the listen is revoked. */
  readonly wireQuery: unknown;
  readonly queryKey: string;
  /** Set for filtered queries, whose pushes carry it so the SDK routes them to the right view. */
  readonly tag: number | null;
  /** The listener's count of listens when this one was first made: its pushes go out in this order. */
  readonly sequence: number;
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
  private readonly listens = new PathIndex<Listen>();
  /** The server's time for this namespace: the rules' `now`, server timestamps. Real time by default. */
  readonly clock = new Clock();

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

  addListen(listen: Listen): void {
    this.listens.add(listen.path, listen);
  }

  removeListen(listen: Listen): void {
    this.listens.delete(listen.path, listen);
  }

  canRead(path: Path, principal: Principal): boolean {
    return principal.admin || this.rules.canRead([...path], this.root, context(principal, this.clock.now()));
  }

  /**
   * Checks and commits a write. `expectedHash` is a transaction's hash of the data it started from;
   * `checkRules: false` is for writes the rules already allowed when they were queued (onDisconnect).
   * Throws InvalidDataError for malformed data.
   */
  write(
    request: WriteRequest,
    principal: Principal,
    options: { expectedHash?: string; checkRules?: boolean; writer?: NamespaceListener } = {},
  ): WriteStatus {
    const stale =
      options.expectedHash !== undefined && options.expectedHash !== hashOf(getAt(this.root, request.path));
    // A transaction on data its writer may not read is judged by the rules first: "datastale" would tell
    // it about data it may not see, and the SDK, never sent that data, would retry until "maxretry".
    if (stale && this.canRead(request.path, principal)) return this.stale(options.writer);
    const now = this.clock.now();
    const prepared = this.prepare(request, now);
    if (options.checkRules !== false && !this.allows(prepared, principal, now)) return 'permission_denied';
    if (stale) return this.stale(options.writer);
    this.commit(prepared.change, options.writer);
    return 'ok';
  }

  /** Whether a write would be valid and allowed now, without making it (onDisconnect registration). */
  check(request: WriteRequest, principal: Principal): WriteStatus {
    const now = this.clock.now();
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
    const writes = children.map(({ relative, value }) => ({ path: [...request.path, ...relative], value }));
    const newRoot = setAllAt(oldRoot, normalized(writes, oldRoot, now));
    const paths = writes.map((write) => write.path);
    return { change: new Change(request.path, oldRoot, newRoot, mergePaths), paths };
  }

  private allows({ change, paths }: PreparedWrite, principal: Principal, now: number): boolean {
    if (principal.admin) return true;
    // A write to "x/.priority" is a write to x.
    const judged = paths.map((path) => (path.at(-1) === '.priority' ? path.slice(0, -1) : [...path]));
    return this.rules.canWrite(judged, change.oldRoot, change.newRoot, context(principal, now));
  }

  /**
   * Makes a write the data, and tells the listeners. The writer's own listens are told at once, before
   * the write is answered, as the SDK expects; every other listener a moment later, in commit order and a
   * few hundred at a time, as the real service fans a write out while it answers the writer. A write that
   * thousands listen to (a question's results for 10,000 players) is then answered when it is made, not
   * once 10,000 sockets have been written to, and requests are served between the batches.
   */
  private commit(change: Change, writer?: NamespaceListener): void {
    this.root = change.newRoot;
    const listensByListener = new Map<NamespaceListener, Listen[]>();
    for (const listen of this.listensChangedBy(change)) {
      const listens = listensByListener.get(listen.listener);
      if (listens) listens.push(listen);
      else listensByListener.set(listen.listener, [listen]);
    }
    if (writer !== undefined && listensByListener.has(writer)) {
      // Whatever the writer has still to hear of earlier writes comes first.
      this.deliverQueuedTo(writer);
      writer.deliver(change, listensByListener.get(writer) as Listen[]);
      listensByListener.delete(writer);
    }
    if (listensByListener.size === 0) return;
    this.deliveries.push({ change, listensByListener });
    this.scheduleDeliveries();
  }

  /** A transaction refused as stale: its writer is told of the writes queued for it first, to run again on them. */
  private stale(writer: NamespaceListener | undefined): WriteStatus {
    if (writer !== undefined) this.deliverQueuedTo(writer);
    return 'datastale';
  }

  /** Deliveries not yet made, oldest first. */
  private readonly deliveries: Array<{
    change: Change;
    listensByListener: Map<NamespaceListener, Listen[]>;
  }> = [];
  private deliveryScheduled = false;

  private deliverQueued(): void {
    this.deliveryScheduled = false;
    let budget = DELIVERIES_PER_TURN;
    while (budget > 0) {
      const next = this.deliveries[0];
      if (next === undefined) return;
      for (const [listener, listens] of next.listensByListener) {
        next.listensByListener.delete(listener);
        listener.deliver(next.change, listens);
        if (--budget === 0) break;
      }
      if (next.listensByListener.size === 0) this.deliveries.shift();
    }
    if (this.deliveries.length > 0)
      this.deliveryScheduled = setImmediate(() => this.deliverQueued()) !== undefined;
  }

  private scheduleDeliveries(): void {
    if (this.deliveryScheduled) return;
    this.deliveryScheduled = true;
    setImmediate(() => this.deliverQueued());
  }

  /** Makes the deliveries still queued for `listener`, in order. */
  private deliverQueuedTo(listener: NamespaceListener): void {
    for (const queued of this.deliveries) {
      const listens = queued.listensByListener.get(listener);
      if (listens === undefined) continue;
      queued.listensByListener.delete(listener);
      listener.deliver(queued.change, listens);
    }
  }

  /**
   * The listens whose data a write may have changed: those at or above its path, and those below it
   * that a written path leads to. Below the location of an update, data changes only along the written
   * paths: at each path and under it, at the nodes on the way (which may appear or vanish with it),
   * and at their priorities (which vanish with them). Anywhere else the data stays as it was.
   */
  private listensChangedBy(change: Change): Set<Listen> {
    const found = new Set<Listen>(this.listens.atOrAbove(change.path));
    if (!change.mergePaths) {
      for (const listen of this.listens.atOrBelow(change.path)) found.add(listen);
      return found;
    }
    for (const relative of change.mergePaths) {
      const path = [...change.path, ...relative];
      for (let depth = change.path.length; depth < path.length; depth++) {
        const onTheWay = path.slice(0, depth);
        for (const listen of this.listens.at(onTheWay)) found.add(listen);
        for (const listen of this.listens.at([...onTheWay, '.priority'])) found.add(listen);
      }
      for (const listen of this.listens.atOrBelow(path)) found.add(listen);
    }
    return found;
  }
}

function context(principal: Principal, now: number): RuleContext {
  return { auth: principal.auth, now };
}

/**
 * An update's children as stored data, each normalized just before it is set, so that the first
 * malformed child is the one reported. Server values resolve against the data before the whole update.
 */
function* normalized(
  writes: Array<{ path: Path; value: unknown }>,
  oldRoot: Data,
  now: number,
): Generator<{ path: Path; value: Data }> {
  for (const { path, value } of writes) yield { path, value: normalize(value, getAt(oldRoot, path), now) };
}

const KEY_SEPARATOR = '\u0000';

/** Listeners told of queued writes per turn of the event loop, between which requests are served. */
const DELIVERIES_PER_TURN = 500;

/**
 * The real service refuses an update in which one path is another's ancestor. Sorted key by key, a
 * path's descendants directly follow it, so checking neighbours finds every overlap. Paths are sorted
 * as their keys joined with NUL, which no key contains and which sorts before every other character,
 * so that the texts sort as the paths do.
 */
function rejectOverlaps(paths: Path[]): void {
  for (const path of paths) {
    if (path.length === 0) throw new InvalidDataError('An update path may not be empty');
  }
  const sorted = paths
    .map((path) => ({ path, text: path.join(KEY_SEPARATOR) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  for (const [i, current] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (
      previous &&
      (current.text === previous.text || current.text.startsWith(previous.text + KEY_SEPARATOR))
    ) {
      throw new InvalidDataError(
        `Invalid update: path ${previous.path.join('/')} is an ancestor of ${current.path.join('/')}`,
      );
    }
  }
}
