// The contract between the Database emulator and its rules engine. Data is in the Realtime Database's
// export format: plain JSON, with null for "no data"; a priority is a ".priority" key, and a leaf with a
// priority is { ".value": v, ".priority": p }. Paths are arrays of keys, [] being the root.
//
// PLACEHOLDER while the real engine is being written: it understands only literal true/false rules.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The `auth` variable of the rules: null for an unauthenticated connection. */
export interface RulesAuth {
  uid: string;
  /** firebase.sign_in_provider of the ID token, e.g. "password" or "anonymous". */
  provider: string;
  /** Every claim of the decoded ID token. */
  token: Record<string, unknown>;
}

export interface RuleContext {
  auth: RulesAuth | null;
  /** Server time in ms, the rules' `now`. */
  now: number;
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

export function loadRules(source: string, file = 'rules.json'): DatabaseRules {
  let parsed: { rules?: { '.read'?: unknown; '.write'?: unknown } };
  try {
    parsed = JSON.parse(source) as typeof parsed;
  } catch (error) {
    throw new RulesSyntaxError(file, 1, 1, String(error));
  }
  const read = parsed.rules?.['.read'] === true;
  const write = parsed.rules?.['.write'] === true;
  return { canRead: () => read, canWrite: () => write };
}
