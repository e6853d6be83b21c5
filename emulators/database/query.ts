// Queries: an ordering, optional start and end bounds and an optional limit, applied to the children
// of one location (https://firebase.google.com/docs/database/web/lists-of-data, "Sorting and filtering data").
// The window is computed as the SDK's RangedFilter and LimitedFilter compute theirs, so the children a
// tagged listener is sent are exactly those its client expects.

import { CHILDREN, MAX_NAME, MIN_NAME, compareKeys, compareSortValues, type SortValue } from './order';
import { InvalidDataError, parsePath, type Path } from './path';
import { childKeys, getAt, hasChildren, leafValue, priorityOf, type Data, type DataObject } from './tree';

export type QueryIndex =
  { kind: 'priority' } | { kind: 'key' } | { kind: 'value' } | { kind: 'child'; path: Path };

export interface QueryBound {
  value: null | boolean | number | string;
  /** Key that breaks ties on `value`; unset means "before every key" for a start, "after" for an end. */
  key?: string;
  inclusive: boolean;
}

export interface Query {
  index: QueryIndex;
  start?: QueryBound;
  end?: QueryBound;
  limit?: { count: number; from: 'first' | 'last' };
}

export const DEFAULT_QUERY: Query = { index: { kind: 'priority' } };

/** A query that returns every child, whatever its order: the listener gets the whole location. */
export function loadsAllData(query: Query): boolean {
  return !query.start && !query.end && !query.limit;
}

/**
 * Reads the wire query object of a listen or get (core/view/QueryParams.ts queryObject): sp/sn/sin
 * start value, key and inclusiveness, ep/en/ein the same for the end, l limit, vf "l" or "r" for the
 * side the limit counts from, i index (".key", ".value", ".priority" or a child path).
 */
export function parseWireQuery(input: unknown): Query {
  if (input === undefined || input === null) return DEFAULT_QUERY;
  if (typeof input !== 'object' || Array.isArray(input)) throw new InvalidDataError('Invalid query');
  const wire = input as Record<string, unknown>;
  const query: Query = { index: parseIndex(wire['i'] ?? '.priority') };
  if ('sp' in wire) query.start = parseBound(wire['sp'], wire['sn'], wire['sin']);
  if ('ep' in wire) query.end = parseBound(wire['ep'], wire['en'], wire['ein']);
  if ('l' in wire) {
    const count = wire['l'];
    if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) {
      throw new InvalidDataError('Invalid query limit');
    }
    // Without vf the SDK anchors the limit to the start when only a start is set, else to the end.
    const from = wire['vf'] === 'l' || (wire['vf'] === undefined && query.start) ? 'first' : 'last';
    query.limit = { count, from };
  }
  return query;
}

function parseIndex(text: unknown): QueryIndex {
  if (text === '.priority') return { kind: 'priority' };
  if (text === '.key') return { kind: 'key' };
  if (text === '.value') return { kind: 'value' };
  if (typeof text === 'string' && parsePath(text).length > 0) return { kind: 'child', path: parsePath(text) };
  throw new InvalidDataError(`Invalid query index ${JSON.stringify(text)}`);
}

function parseBound(value: unknown, key: unknown, inclusive: unknown): QueryBound {
  if (value !== null && !['boolean', 'number', 'string'].includes(typeof value)) {
    throw new InvalidDataError('A query bound must be null, a boolean, a number or a string');
  }
  if (key !== undefined && typeof key !== 'string') throw new InvalidDataError('Invalid query bound key');
  const bound: QueryBound = { value: value as QueryBound['value'], inclusive: inclusive !== false };
  if (key !== undefined) bound.key = key;
  return bound;
}

/**
 * Reads the REST query parameters (https://firebase.google.com/docs/database/rest/retrieve-data, "Filtering data"):
 * orderBy, startAt/startAfter, endAt/endBefore, equalTo as JSON values, limitToFirst/limitToLast.
 */
export function parseRestQuery(params: URLSearchParams): Query {
  const orderBy = params.get('orderBy');
  const query: Query = {
    index: orderBy === null ? { kind: 'priority' } : parseRestIndex(parseJsonParam(orderBy)),
  };
  const bound = (name: string, inclusive: boolean): QueryBound | undefined => {
    const text = params.get(name);
    return text === null ? undefined : parseBound(parseJsonParam(text), undefined, inclusive);
  };
  const equalTo = bound('equalTo', true);
  const start = equalTo ?? bound('startAt', true) ?? bound('startAfter', false);
  const end = equalTo ?? bound('endAt', true) ?? bound('endBefore', false);
  if (start) query.start = startBoundFor(query.index, start);
  if (end) query.end = endBoundFor(query.index, end);
  for (const [name, from] of [
    ['limitToFirst', 'first'],
    ['limitToLast', 'last'],
  ] as const) {
    const text = params.get(name);
    if (text === null) continue;
    const count = Number(text);
    if (!Number.isInteger(count) || count <= 0) throw new InvalidDataError(`Invalid ${name}`);
    query.limit = { count, from };
  }
  return query;
}

function parseRestIndex(orderBy: unknown): QueryIndex {
  const special: Record<string, string> = { $key: '.key', $value: '.value', $priority: '.priority' };
  return parseIndex(typeof orderBy === 'string' ? (special[orderBy] ?? orderBy) : orderBy);
}

function parseJsonParam(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidDataError(`Invalid query parameter ${text}: values must be JSON`);
  }
}

// As the SDK's startAfter/endBefore, an exclusive bound on a value skips every key with that value.
function startBoundFor(index: QueryIndex, bound: QueryBound): QueryBound {
  return bound.inclusive || index.kind === 'key' ? bound : { ...bound, key: MAX_NAME };
}

function endBoundFor(index: QueryIndex, bound: QueryBound): QueryBound {
  return bound.inclusive || index.kind === 'key' ? bound : { ...bound, key: MIN_NAME };
}

/** What a child sorts by under an index (the key itself for the key index, handled apart). */
function sortValueOf(index: QueryIndex, child: Data): SortValue {
  switch (index.kind) {
    case 'priority':
      return priorityOf(child);
    case 'child':
      return nodeSortValue(getAt(child, index.path));
    default:
      return nodeSortValue(child);
  }
}

function nodeSortValue(node: Data): SortValue {
  if (node === null) return null;
  return hasChildren(node) ? CHILDREN : leafValue(node);
}

interface Entry {
  key: string;
  value: SortValue;
}

function compareEntries(index: QueryIndex, a: Entry, b: Entry): number {
  if (index.kind === 'key') return compareKeys(a.key, b.key);
  return compareSortValues(a.value, b.value) || compareKeys(a.key, b.key);
}

/** The bound as an entry to compare children with; a bound without a key name sits at `defaultName`. */
function boundEntry(index: QueryIndex, bound: QueryBound, defaultName: string): Entry {
  return index.kind === 'key'
    ? { key: String(bound.value), value: null }
    : { key: bound.key ?? defaultName, value: bound.value };
}

function withinStart(index: QueryIndex, bound: QueryBound, entry: Entry): boolean {
  const order = compareEntries(index, boundEntry(index, bound, MIN_NAME), entry);
  return bound.inclusive ? order <= 0 : order < 0;
}

function withinEnd(index: QueryIndex, bound: QueryBound, entry: Entry): boolean {
  const order = compareEntries(index, entry, boundEntry(index, bound, MAX_NAME));
  return bound.inclusive ? order <= 0 : order < 0;
}

// What the real service's .indexOn gives: a node's children kept sorted under an index, so that a query
// finds its window by binary search instead of sorting the node. The sort is kept per node object and
// index; trees are immutable (tree.ts: a write makes new objects along its path and shares the rest), so a
// node object's children never change and a write leaves nothing stale: it makes a new node to sort.
const sortedByIndex = new WeakMap<DataObject, Map<string, Entry[]>>();
let childSorts = 0;

/** How many times a node's children have been sorted under an index: what the kept sorts save (for tests). */
export function childSortCount(): number {
  return childSorts;
}

function indexName(index: QueryIndex): string {
  return index.kind === 'child' ? `child:${index.path.join('/')}` : index.kind;
}

/** The node's children in the index's order, sorted on the first query of this node under this index. */
function sortedChildren(node: DataObject, index: QueryIndex): Entry[] {
  let byIndex = sortedByIndex.get(node);
  if (!byIndex) {
    byIndex = new Map();
    sortedByIndex.set(node, byIndex);
  }
  const name = indexName(index);
  let entries = byIndex.get(name);
  if (!entries) {
    entries = childKeys(node)
      .map((key): Entry => ({ key, value: sortValueOf(index, node[key] ?? null) }))
      .sort((a, b) => compareEntries(index, a, b));
    childSorts++;
    byIndex.set(name, entries);
  }
  return entries;
}

/** The first position whose entry passes `passes`, which fails for every entry before it and passes after. */
function firstPassing(entries: Entry[], passes: (entry: Entry) => boolean): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (passes(entries[middle] as Entry)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The keys of the children in the query's window, in the query's order. */
export function windowKeys(node: Data, query: Query): string[] {
  if (!hasChildren(node)) return [];
  const { index, start, end, limit } = query;
  const entries = sortedChildren(node, index);
  const first = start ? firstPassing(entries, (entry) => withinStart(index, start, entry)) : 0;
  const last = end ? firstPassing(entries, (entry) => !withinEnd(index, end, entry)) : entries.length;
  if (last <= first) return [];
  const window = !limit
    ? entries.slice(first, last)
    : limit.from === 'first'
      ? entries.slice(first, Math.min(last, first + limit.count))
      : entries.slice(Math.max(first, last - limit.count), last);
  return window.map((entry) => entry.key);
}

/**
 * The data a query returns: the whole node when it loads all data, else the children in its window
 * (a query result carries no priority of its own, as in the SDK).
 */
export function queryResult(node: Data, query: Query): Data {
  if (loadsAllData(query)) return node;
  const keys = windowKeys(node, query);
  if (keys.length === 0) return null;
  const children = node as DataObject;
  return Object.fromEntries(keys.map((key) => [key, children[key] ?? null]));
}
