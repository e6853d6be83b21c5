// Reading the databases, typed by the path (DbPath, paths.ts): a read gives the type its path names, and
// an Untrusted<T> only through its decoder. The SDK module is loaded on first use.
import type { Database, QueryConstraint } from 'firebase/database';
import type { DbPath } from '@/domain';
import { subscribe } from './subscribe';

type FirebaseDatabase = typeof import('firebase/database');

/**
 * A value read at a path, as the type its DbPath names: the one place the SPA gives a read its type. The
 * server wrote it (or the rules checked it) as that type; what they do not vouch for is an Untrusted<T>.
 */
const storedAs = <T>(value: unknown) => value as T;

/** The value at `path` of `database`, read once; null when there is none. */
export async function readValue<T>(database: () => Promise<Database>, path: DbPath<T>): Promise<T | null> {
  const [instance, { get, ref }] = await Promise.all([database(), import('firebase/database')]);
  return storedAs<T | null>((await get(ref(instance, path))).val());
}

/**
 * The children of `path` that a query picks (`constraints`, made with the SDK module it is given), each
 * with its key, in the query's order (which a read of the whole value would lose).
 */
export async function readChildren<T>(
  database: () => Promise<Database>,
  path: DbPath<Record<string, T>>,
  constraints: (sdk: FirebaseDatabase) => QueryConstraint[],
): Promise<{ key: string; value: T }[]> {
  const [instance, sdk] = await Promise.all([database(), import('firebase/database')]);
  const snapshot = await sdk.get(sdk.query(sdk.ref(instance, path), ...constraints(sdk)));
  const children: { key: string; value: T }[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: storedAs<T>(child.val()) });
  });
  return children;
}

/** Subscribes to `path` (whole, or as a map: subscribe.ts), its value typed by the path; returns the stop. */
export function subscribeTo<T>(
  sdk: FirebaseDatabase,
  database: Database,
  path: DbPath<T>,
  asMap: boolean,
  deliver: (read: () => T | null) => void,
  fail: (error: Error) => void,
): () => void {
  return subscribe(
    sdk,
    sdk.ref(database, path),
    asMap,
    (read) => deliver(() => storedAs<T | null>(read())),
    fail,
  );
}
