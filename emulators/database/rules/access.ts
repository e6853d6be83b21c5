// Decides reads and writes with a rule tree, as the service does
// (https://firebase.google.com/docs/reference/security/database):
// - .read and .write cascade: the operation is allowed at the first level, from the root down to the
//   location, whose rule is true; a rule below the location never grants it, and a deeper false cannot take
//   back a grant.
// - .validate does not cascade: every .validate rule on the way to a written location, at it and below it in
//   the new data must be true, except where the new data is null (deletes are not validated).

import type { DatabaseRules, JsonValue, RuleContext, RulesAuth, RulesQuery } from './index';
import type { Expression } from './ast';
import { evaluateRule } from './evaluate';
import type { RuleNode } from './ruleTree';
import { RuleDataSnapshot } from './snapshot';

/** One level of the rule tree on the way to a location. */
interface Level {
  node: RuleNode;
  path: readonly string[];
  /** The $wildcard variables bound on the way, e.g. $uid → "alice". */
  wildcards: ReadonlyMap<string, string>;
}

function childLevel(level: Level, key: string): Level | undefined {
  const path = [...level.path, key];
  const named = level.node.children.get(key);
  if (named !== undefined) return { node: named, path, wildcards: level.wildcards };
  const wildcard = level.node.wildcard;
  if (wildcard === undefined) return undefined;
  return { node: wildcard.node, path, wildcards: new Map([...level.wildcards, [wildcard.name, key]]) };
}

/** The levels of the rule tree from the root towards `path`, as far as the tree has rules. */
function levelsAlong(tree: RuleNode, path: readonly string[]): Level[] {
  const levels: Level[] = [{ node: tree, path: [], wildcards: new Map() }];
  for (const key of path) {
    const next = childLevel(levels.at(-1) as Level, key);
    if (next === undefined) break;
    levels.push(next);
  }
  return levels;
}

const at = (root: RuleDataSnapshot, path: readonly string[]) => root.child(path.join('/'));

function authVariable(auth: RulesAuth | null): unknown {
  return auth === null ? null : { uid: auth.uid, provider: auth.provider, token: auth.token };
}

/** The `query` variable: https://firebase.google.com/docs/database/security/rules-conditions */
function queryVariable(query: RulesQuery | undefined): Record<string, unknown> {
  const orderBy = query?.orderBy ?? '.key';
  return {
    orderByKey: orderBy === '.key',
    orderByValue: orderBy === '.value',
    orderByPriority: orderBy === '.priority',
    orderByChild: orderBy.startsWith('.') ? null : orderBy,
    startAt: query?.startAt ?? null,
    endAt: query?.endAt ?? null,
    equalTo: query?.equalTo ?? null,
    limitToFirst: query?.limitToFirst ?? null,
    limitToLast: query?.limitToLast ?? null,
  };
}

export function createDatabaseRules(tree: RuleNode): DatabaseRules {
  return {
    canRead(path, root, context) {
      const rootSnapshot = RuleDataSnapshot.ofRoot(root);
      const auth = authVariable(context.auth);
      const query = queryVariable(context.query);
      return levelsAlong(tree, path).some((level) => {
        if (level.node.read === undefined) return false;
        const variables = new Map<string, unknown>([
          ['auth', auth],
          ['now', context.now],
          ['root', rootSnapshot],
          ['data', at(rootSnapshot, level.path)],
          ['query', query],
          ...level.wildcards,
        ]);
        return evaluateRule(level.node.read, variables);
      });
    },

    canWrite(paths, oldRoot, newRoot, context) {
      return new WriteCheck(tree, oldRoot, newRoot, context).allows(paths);
    },
  };
}

/** The judgement of one write, which may touch several paths (a multi-path update) judged together. */
class WriteCheck {
  private readonly oldRoot: RuleDataSnapshot;
  private readonly newRoot: RuleDataSnapshot;
  private readonly auth: unknown;
  /** Locations whose .validate already passed: overlapping paths of an update share ancestors. */
  private readonly validated = new Set<string>();

  constructor(
    private readonly tree: RuleNode,
    oldRoot: JsonValue,
    newRoot: JsonValue,
    private readonly context: RuleContext,
  ) {
    this.oldRoot = RuleDataSnapshot.ofRoot(oldRoot);
    this.newRoot = RuleDataSnapshot.ofRoot(newRoot);
    this.auth = authVariable(context.auth);
  }

  allows(paths: readonly string[][]): boolean {
    return paths.every((path) => this.isGranted(path)) && paths.every((path) => this.isValid(path));
  }

  private evaluate(rule: Expression, level: Level): boolean {
    const variables = new Map<string, unknown>([
      ['auth', this.auth],
      ['now', this.context.now],
      ['root', this.oldRoot],
      ['data', at(this.oldRoot, level.path)],
      ['newData', at(this.newRoot, level.path)],
      ...level.wildcards,
    ]);
    return evaluateRule(rule, variables);
  }

  private isGranted(path: readonly string[]): boolean {
    return levelsAlong(this.tree, path).some(
      (level) => level.node.write !== undefined && this.evaluate(level.node.write, level),
    );
  }

  private isValid(path: readonly string[]): boolean {
    const levels = levelsAlong(this.tree, path);
    // Where new data exists, it exists at every level above too; so the search for the deepest level with
    // new data starts from the bottom, which spares checking large ancestors child by child.
    let deepestWithData = levels.length - 1;
    while (deepestWithData >= 0 && !at(this.newRoot, (levels[deepestWithData] as Level).path).exists()) {
      deepestWithData--;
    }
    if (!levels.slice(0, deepestWithData + 1).every((level) => this.passesValidate(level))) return false;
    const written = levels.at(-1) as Level;
    // Below a level without new data there is nothing to validate; below the rules' last level, no rules.
    if (deepestWithData < levels.length - 1 || written.path.length < path.length) return true;
    return this.isValidBelow(written);
  }

  /** Every node of the new data below `level`, checked with the .validate rule of its level. */
  private isValidBelow(level: Level): boolean {
    if (!level.node.validatesBelow) return true;
    return at(this.newRoot, level.path)
      .childKeys()
      .every((key) => {
        const child = childLevel(level, key);
        return (
          child === undefined ||
          !child.node.validatesBelow ||
          (this.passesValidate(child) && this.isValidBelow(child))
        );
      });
  }

  private passesValidate(level: Level): boolean {
    const location = level.path.join('/');
    if (level.node.validate === undefined || this.validated.has(location)) return true;
    if (!this.evaluate(level.node.validate, level)) return false;
    this.validated.add(location);
    return true;
  }
}
