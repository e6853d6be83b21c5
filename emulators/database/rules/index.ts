// The contract between the Database emulator and its rules engine. Data is in the Realtime Database's
// export format: plain JSON, with null for "no data"; a priority is a ".priority" key, and a leaf with a
// priority is { ".value": v, ".priority": p }. Paths are arrays of keys, [] being the root.
//
// The engine implements the Realtime Database rules language: see "Database rules engine" in
// this package's README.md for what is supported and how it differs from the service.

import { createDatabaseRules } from './access';
import { parseRulesFile, RulesFileError } from './ruleTree';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The `auth` variable of the rules: null for an unauthenticated connection. */
export interface RulesAuth {
  uid: string;
  /** firebase.sign_in_provider of the ID token, e.g. "password" or "anonymous". */
  provider: string;
  /** Every claim of the decoded ID token. */
  token: Record<string, unknown>;
}

/**
 * The query of a read, which rules see as the `query` variable
 * (https://firebase.google.com/docs/database/security/rules-conditions).
 */
export interface RulesQuery {
  /** The index the query orders by: '.key' (the default), '.value', '.priority', or a child path. */
  orderBy?: string;
  startAt?: string | number | boolean | null;
  endAt?: string | number | boolean | null;
  equalTo?: string | number | boolean | null;
  limitToFirst?: number;
  limitToLast?: number;
}

export interface RuleContext {
  auth: RulesAuth | null;
  /** Server time in ms, the rules' `now`. */
  now: number;
  /** For a read: its query, if it has one. Without it, rules see the query of a plain read. */
  query?: RulesQuery;
}

/** A rules file that does not parse: names the file, line and column. */
export class RulesSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    detail: string,
  ) {
    super(`${file}:${line}:${column}: ${detail}`);
    this.name = 'RulesSyntaxError';
  }
}

export interface DatabaseRules {
  /** Whether a read (listen or get) at `path` is allowed. */
  canRead(path: string[], root: JsonValue, context: RuleContext): boolean;
  /**
   * Whether a write is allowed: one path for a set, several for a multi-path update, all judged
   * together against the data before (`oldRoot`) and after (`newRoot`) the whole write.
   */
  canWrite(paths: string[][], oldRoot: JsonValue, newRoot: JsonValue, context: RuleContext): boolean;
}

/** Loads a rules file (JSON with comments); throws RulesSyntaxError if the service would refuse it. */
export function loadRules(source: string, file = 'rules.json'): DatabaseRules {
  try {
    return createDatabaseRules(parseRulesFile(source));
  } catch (error) {
    if (!(error instanceof RulesFileError)) throw error;
    const { line, column } = lineAndColumn(source, error.offset);
    throw new RulesSyntaxError(file, line, column, error.message);
  }
}

/** 1-based line and column (in UTF-16 code units, as editors count) of an offset in the source. */
function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lines = before.split(/\r\n|\n|\r/);
  return { line: lines.length, column: (lines.at(-1) as string).length + 1 };
}
