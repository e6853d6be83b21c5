// Reading the databases, typed by the path (DbPath, src/domain/common/paths.ts): a read gives the type its
// path names, and an Untrusted<T> only through its decoder.
import type { DbPath } from '@/domain';
import type { DataSnapshot, Database, Query, Reference } from 'firebase-admin/database';

/**
 * A value read at a path, as the type its DbPath names: the one place the functions give a read its type.
 * The server wrote it (or the rules checked it) as that type; what they do not vouch for is an Untrusted<T>.
 */
const storedAs = <T>(value: unknown) => value as T;

/** A snapshot of `path` (a listener's, a transaction's), its value typed by the path; null: none. */
export const valueAt = <T>(_path: DbPath<T>, snapshot: DataSnapshot) => storedAs<T | null>(snapshot.val());

/** The value at `path` of `database`; null when there is none. */
export async function readValue<T>(database: Database, path: DbPath<T>): Promise<T | null> {
  return valueAt(path, await database.ref(path).get());
}

/** The value at `path` of `database`, which a game or an account cannot be without: throws when none. */
export async function readExistingValue<T>(database: Database, path: DbPath<T>): Promise<T> {
  const value = await readValue(database, path);
  if (value === null) throw new Error(`Nothing is stored at ${path}.`);
  return value;
}

/**
 * The children of `path` that `query` picks (made from the path's reference), each with its key, in the
 * query's order (which a read of the whole value would lose).
 */
export async function readChildren<T>(
  database: Database,
  path: DbPath<Record<string, T>>,
  query: (ref: Reference) => Query,
): Promise<{ key: string; value: T }[]> {
  const snapshot = await query(database.ref(path)).get();
  const children: { key: string; value: T }[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: storedAs<T>(child.val()) });
  });
  return children;
}
