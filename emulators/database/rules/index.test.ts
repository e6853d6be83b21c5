// loadRules end to end: the rule tree, cascading, wildcards, auth, now, data and newData, validation,
// multi-path writes, and the errors of a rules file that does not load.

import { describe, expect, it } from 'vitest';
import {
  type DatabaseRules,
  type JsonValue,
  loadRules,
  type RuleContext,
  type RulesAuth,
  RulesSyntaxError,
} from './index';

const now = 1_700_000_000_000;
const user = (uid: string, token: Record<string, unknown> = {}): RulesAuth => ({
  uid,
  provider: 'password',
  token,
});
const alice = user('alice');
const bob = user('bob');
const context = (auth: RulesAuth | null = null, extra: Partial<RuleContext> = {}): RuleContext => ({
  auth,
  now,
  ...extra,
});

const rulesOf = (rules: object): DatabaseRules => loadRules(JSON.stringify({ rules }));

/** A set: replaces the value at `path` in `root` (null deletes it). */
function set(root: JsonValue, path: string[], value: JsonValue): JsonValue {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object = typeof root === 'object' && root !== null && !Array.isArray(root) ? root : {};
  return { ...object, [key]: set(object[key] ?? null, rest, value) };
}

/** Whether a set of `value` at `path` (given as 'a/b') is allowed. */
function canSet(
  rules: DatabaseRules,
  oldRoot: JsonValue,
  path: string,
  value: JsonValue,
  auth: RulesAuth | null = null,
) {
  const keys = path.split('/').filter((key) => key !== '');
  return rules.canWrite([keys], oldRoot, set(oldRoot, keys, value), context(auth));
}

/** Whether a multi-path update of `values` (by 'a/b' path) is allowed, judged as one write. */
function canUpdate(
  rules: DatabaseRules,
  oldRoot: JsonValue,
  values: Record<string, JsonValue>,
  auth: RulesAuth | null = null,
) {
  const paths = Object.keys(values).map((path) => path.split('/'));
  const newRoot = paths.reduce((root, keys) => set(root, keys, values[keys.join('/')] ?? null), oldRoot);
  return rules.canWrite(paths, oldRoot, newRoot, context(auth));
}

const canRead = (rules: DatabaseRules, root: JsonValue, path: string, auth: RulesAuth | null = null) =>
  rules.canRead(
    path.split('/').filter((key) => key !== ''),
    root,
    context(auth),
  );

/** The RulesSyntaxError that loading `source` throws. */
function syntaxError(source: string): RulesSyntaxError {
  try {
    loadRules(source, 'database.rules.json');
  } catch (error) {
    if (error instanceof RulesSyntaxError) return error;
    throw error;
  }
  throw new Error('the rules loaded');
}

describe('literal boolean rules', () => {
  it.each([
    [{ '.read': true }, true],
    [{ '.read': false }, false],
    [{ '.read': 'true' }, true],
    [{ '.read': 'false' }, false],
    [{}, false],
  ])('%j reads the root: %s', (rules, expected) => {
    expect(canRead(rulesOf(rules), null, '')).toBe(expected);
  });

  it.each([
    [{ '.write': true }, true],
    [{ '.write': false }, false],
    [{ '.write': true, '.validate': false }, false],
    [{ '.write': true, '.validate': true }, true],
  ])('%j writes: %s', (rules, expected) => {
    expect(canSet(rulesOf(rules), null, 'a', 1)).toBe(expected);
  });
});

describe('.read and .write cascade (https://firebase.google.com/docs/database/security/core-syntax)', () => {
  const rules = rulesOf({
    public: { '.read': true, '.write': true, secret: { '.read': false, '.write': false } },
    private: { mine: { '.read': true, '.write': true } },
  });
  const root = { public: { secret: 's', news: 'n' }, private: { mine: { deep: 'd' }, other: 'o' } };

  it.each([
    ['public', true, 'granted here'],
    ['public/secret', true, 'a grant above cannot be revoked below'],
    ['public/secret/deeper', true, 'the grant reaches every descendant'],
    ['private', false, 'a grant below does not give the location'],
    ['', false, 'nor the root'],
    ['private/mine', true, 'granted here'],
    ['private/mine/deep', true, 'granted above'],
    ['private/other', false, 'no rule on the way'],
  ])('reading %s: %s (%s)', (path, expected) => {
    expect(canRead(rules, root, path)).toBe(expected);
  });

  it.each([
    ['public/secret', true],
    ['public/brand/new', true],
    ['private', false],
    ['private/mine/deep', true],
    ['private/other', false],
  ])('writing %s: %s', (path, expected) => {
    expect(canSet(rules, root, path, 'x')).toBe(expected);
  });

  it('goes on down the path when a shallower rule fails in evaluation', () => {
    const failing = rulesOf({ '.read': "auth.uid.contains('a')", a: { '.read': true } });
    expect(canRead(failing, null, 'a')).toBe(true);
    expect(canRead(failing, null, '')).toBe(false);
  });
});

describe('$wildcards (https://firebase.google.com/docs/database/security/rules-conditions)', () => {
  const rules = rulesOf({
    users: { $uid: { '.read': 'auth != null && auth.uid == $uid', '.write': 'auth.uid === $uid' } },
    rooms: {
      $room: {
        members: {
          $member: {
            '.write': "$member == auth.uid && root.child('rooms/' + $room + '/open').val() == true",
          },
        },
      },
    },
    widget: {
      '.write': true,
      title: { '.validate': true },
      color: { '.validate': true },
      $other: { '.validate': false },
    },
  });
  const root = { rooms: { r1: { open: true }, r2: { open: false } } };

  it.each([
    ['users/alice', alice, true],
    ['users/alice/profile', alice, true],
    ['users/bob', alice, false],
    ['users/alice', null, false],
  ])('reading %s as %j: %s', (path, auth, expected) => {
    expect(canRead(rules, root, path, auth)).toBe(expected);
  });

  it.each([
    ['users/alice/name', alice, true],
    ['users/alice/name', bob, false],
    ['rooms/r1/members/alice', alice, true],
    ['rooms/r1/members/bob', alice, false],
    ['rooms/r2/members/alice', alice, false],
  ])('writing %s as %j: %s', (path, auth, expected) => {
    expect(canSet(rules, root, path, true, auth)).toBe(expected);
  });

  it.each([
    [{ title: 'Quiz', color: 'red' }, true],
    [{ title: 'Quiz', size: 3 }, false],
  ])('named children take their own rules, $other every other key: widget %j is %s', (widget, expected) => {
    expect(canSet(rules, null, 'widget', widget)).toBe(expected);
  });

  it('binds $wildcards in .validate for the keys of the new data', () => {
    const scores = rulesOf({
      scores: { '.write': true, $player: { '.validate': "$player.beginsWith('p')" } },
    });
    expect(canSet(scores, null, 'scores', { p1: 3, p2: 4 })).toBe(true);
    expect(canSet(scores, null, 'scores', { p1: 3, x2: 4 })).toBe(false);
  });
});

describe('auth and token claims (https://firebase.google.com/docs/database/security/rules-conditions)', () => {
  const rules = rulesOf({
    admin: { '.read': 'auth.token.admin === true' },
    staff: { '.read': "auth.token.email_verified == true && auth.token.email.endsWith('@loqi.app')" },
    guests: { '.read': "auth.provider == 'anonymous'" },
  });

  it.each([
    ['admin', user('a', { admin: true }), true],
    ['admin', user('a', { admin: 'true' }), false],
    ['admin', user('a'), false],
    ['admin', null, false],
    ['staff', user('a', { email: 'ann@loqi.app', email_verified: true }), true],
    ['staff', user('a', { email: 'ann@loqi.app', email_verified: false }), false],
    ['staff', user('a', { email: 'ann@example.com', email_verified: true }), false],
    ['guests', { uid: 'g', provider: 'anonymous', token: {} }, true],
    ['guests', alice, false],
  ])('reading %s as %j: %s', (path, auth, expected) => {
    expect(canRead(rules, null, path, auth)).toBe(expected);
  });
});

describe('now (https://firebase.google.com/docs/reference/security/database)', () => {
  const rules = rulesOf({ answers: { $id: { '.write': true, '.validate': 'newData.val() <= now' } } });

  it.each([
    [now - 1, true],
    [now, true],
    [now + 1, false],
  ])('an answer stamped %i is %s', (stamp, expected) => {
    expect(canSet(rules, null, 'answers/a1', stamp)).toBe(expected);
  });
});

describe('data and newData (https://firebase.google.com/docs/reference/security/database)', () => {
  it.each<[JsonValue, JsonValue, boolean, string]>([
    [null, 'first', true, 'creating'],
    ['first', 'second', false, 'overwriting'],
    ['first', null, false, 'deleting'],
  ])('write-once: %j → %j is %s (%s)', (before, after, expected) => {
    const rules = rulesOf({ nick: { '.write': '!data.exists() && newData.exists()' } });
    expect(canSet(rules, { nick: before }, 'nick', after)).toBe(expected);
  });

  it('newData is the merged data after the write, so a parent rule sees unchanged siblings', () => {
    const rules = rulesOf({ games: { $game: { '.write': "newData.child('host').val() == auth.uid" } } });
    const root = { games: { g1: { host: 'alice', title: 'Old' } } };
    expect(canSet(rules, root, 'games/g1/title', 'New', alice)).toBe(true);
    expect(canSet(rules, root, 'games/g1/title', 'New', bob)).toBe(false);
    expect(canSet(rules, root, 'games/g1/host', 'bob', alice)).toBe(false);
  });

  it('root in .write is the data before the write, and newData.parent() walks the data after it', () => {
    const before = rulesOf({ x: { '.write': "root.child('open').val() == true" } });
    const after = rulesOf({ x: { '.write': "newData.parent().child('open').val() == true" } });
    const closed = { open: false };
    expect(canUpdate(before, closed, { open: true, x: 1 })).toBe(false);
    expect(canUpdate(after, closed, { open: true, x: 1 })).toBe(false);
    const allWritable = (rule: string) => rulesOf({ open: { '.write': true }, x: { '.write': rule } });
    expect(canUpdate(allWritable("root.child('open').val() == true"), closed, { open: true, x: 1 })).toBe(
      false,
    );
    expect(
      canUpdate(allWritable("newData.parent().child('open').val() == true"), closed, { open: true, x: 1 }),
    ).toBe(true);
  });

  it('data in .read is the data at the rule’s own level', () => {
    const rules = rulesOf({ posts: { $post: { '.read': "data.child('public').val() == true" } } });
    const root = { posts: { p1: { public: true }, p2: { public: false } } };
    expect(canRead(rules, root, 'posts/p1/body')).toBe(true);
    expect(canRead(rules, root, 'posts/p2/body')).toBe(false);
  });
});

describe('.validate (https://firebase.google.com/docs/database/security/rules-conditions)', () => {
  const widget = rulesOf({
    '.write': true,
    widget: {
      '.validate': "newData.hasChildren(['color', 'size'])",
      size: { '.validate': 'newData.isNumber() && newData.val() >= 0 && newData.val() <= 99' },
      color: { '.validate': "root.child('valid_colors/' + newData.val()).exists()" },
    },
  });
  const colors = { valid_colors: { blue: true, red: true } };

  it.each<[JsonValue, boolean, string]>([
    ['foo', false, 'not the children color and size'],
    [{ size: 22 }, false, 'no color'],
    [{ size: 'foo', color: 'red' }, false, 'size not a number'],
    [{ size: 21, color: 'green' }, false, 'color not in /valid_colors'],
    [{ size: 21, color: 'blue' }, true, 'valid'],
    [null, true, 'a delete is not validated'],
  ])('setting the widget to %j: %s (%s)', (value, expected) => {
    expect(canSet(widget, { ...colors, widget: { size: 1, color: 'red' } }, 'widget', value)).toBe(expected);
  });

  // The widget example of https://firebase.google.com/docs/database/security/rules-conditions: setting
  // widget/size to 99 succeeds if the widget already exists with a color, and otherwise fails because the
  // widget's newData.hasChildren(['color', 'size']) fails to validate. So writing a child runs the .validate
  // rules of its ancestors too, on their merged new data.
  it('runs the .validate rules of the ancestors of a written location', () => {
    expect(canSet(widget, { ...colors, widget: { size: 1, color: 'red' } }, 'widget/size', 99)).toBe(true);
    expect(canSet(widget, colors, 'widget/size', 99)).toBe(false);
  });

  // "foo and bar are required fields that must always exist: this will reject writes to $record, as well as
  // directly to $record/foo or $record/bar if they are null" (Firebase's validation patterns,
  // https://gist.github.com/katowulf/377d1eba527fefe288ef): deleting a child re-validates its parent.
  it('validates an ancestor that a deleted child leaves behind, but not the deleted location', () => {
    expect(canSet(widget, { ...colors, widget: { size: 1, color: 'red' } }, 'widget/size', null)).toBe(false);
    expect(canSet(widget, { ...colors, widget: { size: 1 } }, 'widget/size', null)).toBe(true);
  });

  it('validates every node of the new data under the written location, at any depth', () => {
    const rules = rulesOf({
      '.write': true,
      games: { $game: { players: { $player: { score: { '.validate': 'newData.isNumber()' } } } } },
    });
    expect(canSet(rules, null, 'games', { g1: { players: { p1: { score: 1 }, p2: { score: 2 } } } })).toBe(
      true,
    );
    expect(
      canSet(rules, null, 'games', { g1: { players: { p1: { score: 1 }, p2: { score: 'two' } } } }),
    ).toBe(false);
  });

  it('does not validate siblings that the write leaves unchanged', () => {
    const rules = rulesOf({ '.write': true, scores: { $player: { '.validate': 'newData.isNumber()' } } });
    const root = { scores: { p1: 'legacy text' } };
    expect(canSet(rules, root, 'scores/p2', 5)).toBe(true);
    expect(canSet(rules, root, 'scores/p2', 'five')).toBe(false);
  });

  it('does not cascade: a true .validate above does not excuse a false one below', () => {
    const rules = rulesOf({ '.write': true, a: { '.validate': true, b: { '.validate': false } } });
    expect(canSet(rules, null, 'a', { b: 1 })).toBe(false);
    expect(canSet(rules, null, 'a', { c: 1 })).toBe(true);
  });

  it('does not grant: a true .validate without a .write does not allow the write', () => {
    const rules = rulesOf({ a: { '.validate': true } });
    expect(canSet(rules, null, 'a', 1)).toBe(false);
  });

  it('counts a .validate that fails in evaluation as false', () => {
    const rules = rulesOf({ '.write': true, name: { '.validate': 'newData.val().length < 5' } });
    expect(canSet(rules, null, 'name', 'Ann')).toBe(true);
    expect(canSet(rules, null, 'name', 'Annabelle')).toBe(false);
    expect(canSet(rules, null, 'name', 42)).toBe(false);
  });

  it('validates the priority-wrapped leaves of the export format by their value', () => {
    const rules = rulesOf({
      '.write': true,
      n: { '.validate': 'newData.isNumber() && newData.getPriority() == 1' },
    });
    expect(canSet(rules, null, 'n', { '.value': 5, '.priority': 1 })).toBe(true);
    expect(canSet(rules, null, 'n', { '.value': 5, '.priority': 2 })).toBe(false);
  });
});

describe('multi-path writes (https://firebase.google.com/docs/database/web/read-and-write)', () => {
  const rules = rulesOf({
    games: { $game: { '.write': 'auth != null', round: { '.validate': 'newData.isNumber()' } } },
    leaderboard: { '.write': 'auth.token.admin == true' },
  });

  it.each<[Record<string, JsonValue>, boolean, string]>([
    [{ 'games/g1/round': 2, 'games/g2/round': 3 }, true, 'every path granted and valid'],
    [{ 'games/g1/round': 2, 'leaderboard/alice': 10 }, false, 'one path not granted'],
    [{ 'games/g1/round': 2, 'games/g2/round': 'three' }, false, 'one path not valid'],
  ])('updating %j: %s (%s)', (values, expected) => {
    expect(canUpdate(rules, null, values, alice)).toBe(expected);
  });

  it('judges every path against the data after the whole update', () => {
    const paired = rulesOf({
      a: { '.write': true, '.validate': "newData.parent().child('b').val() == newData.val()" },
      b: { '.write': true },
    });
    expect(canUpdate(paired, { a: 1, b: 1 }, { a: 2, b: 2 })).toBe(true);
    expect(canUpdate(paired, { a: 1, b: 1 }, { a: 2 })).toBe(false);
  });
});

describe('query-based rules (https://firebase.google.com/docs/database/security/rules-conditions)', () => {
  const rules = rulesOf({
    quizzes: { '.read': "query.orderByChild == 'owner' && query.equalTo == auth.uid" },
  });

  it.each<[RuleContext['query'], boolean]>([
    [{ orderBy: 'owner', equalTo: 'alice' }, true],
    [{ orderBy: 'owner', equalTo: 'bob' }, false],
    [undefined, false],
  ])('reading with the query %j: %s', (query, expected) => {
    expect(rules.canRead(['quizzes'], null, context(alice, { query }))).toBe(expected);
  });

  it('sees a plain read as ordered by key, unlimited', () => {
    const plain = rulesOf({
      '.read':
        'query.orderByKey && !query.orderByValue && query.limitToFirst == null && query.startAt == null',
    });
    expect(plain.canRead([], null, context())).toBe(true);
    expect(plain.canRead([], null, context(null, { query: { orderBy: '.value' } }))).toBe(false);
  });
});

describe('rules files (https://firebase.google.com/docs/database/security/core-syntax)', () => {
  it('accepts comments, trailing commas, .indexOn and rules written over several lines', () => {
    const source = `{
      // Loqi's games
      "rules": {
        /* games are public */
        "games": {
          ".indexOn": ["createdAt", "host"],
          ".read": "auth != null &&
                    auth.uid.length > 0",
          "$game": { ".indexOn": "score", },
        },
      },
    }`;
    expect(loadRules(source).canRead(['games'], null, context(alice))).toBe(true);
  });

  it.each([
    ['{"rules": {".read": true,}', 1, 27, 'invalid JSON: close brace expected'],
    ['{"rules": {".read" true}}', 1, 20, 'invalid JSON: colon expected'],
    ['', 1, 1, 'invalid JSON: value expected'],
    ['[]', 1, 1, 'the file must be an object: { "rules": { ... } }'],
    ['{}', 1, 1, 'missing the "rules" object'],
    ['{"rules": true}', 1, 11, '"rules" must be an object'],
    ['{"rules": {}, "indexes": {}}', 1, 15, 'unknown top-level key \'indexes\': only "rules"'],
    [
      '{"rules": {".reed": true}}',
      1,
      12,
      "unknown rule '.reed': expected .read, .write, .validate or .indexOn",
    ],
    ['{"rules": {".read": 1}}', 1, 21, '".read" must be a string expression or a boolean'],
    ['{"rules": {".write": null}}', 1, 22, '".write" must be a string expression or a boolean'],
    ['{"rules": {".indexOn": 1}}', 1, 24, '".indexOn" must be a string or an array of strings'],
    ['{"rules": {"a": true}}', 1, 17, "the rules for 'a' must be an object"],
    [
      '{"rules": {"a.b": {}}}',
      1,
      12,
      "'a.b' is not a valid key: keys cannot contain . # $ [ ] / or be empty",
    ],
    ['{"rules": {"$": {}}}', 1, 12, "'$' is not a valid key: keys cannot contain . # $ [ ] / or be empty"],
    ['{"rules": {"$a": {}, "$b": {}}}', 1, 22, "'$b' is a second wildcard beside '$a'"],
    ['{"rules": {"$a": {"$a": {}}}}', 1, 19, "'$a' is already the name of an enclosing wildcard"],
    ['{"rules": {".read": true, ".read": false}}', 1, 27, "duplicate key '.read'"],
  ])('%s fails at %i:%i: %s', (source, line, column, detail) => {
    const error = syntaxError(source);
    expect({ file: error.file, line: error.line, column: error.column, message: error.message }).toEqual({
      file: 'database.rules.json',
      line,
      column,
      message: `database.rules.json:${line}:${column}: ${detail}`,
    });
  });

  it('names the line and column of an expression error in the file, and its column in the expression', () => {
    const source = [
      '{',
      '  "rules": {',
      '    "games": {',
      '      ".write": "auth != null && (auth.uid == 1))"',
      '    }',
      '  }',
      '}',
    ].join('\n');
    // The expression starts at column 18 of line 4; its stray ')' is at column 32 of the expression.
    expect(syntaxError(source).message).toBe(
      'database.rules.json:4:49: unexpected token \')\' in ".write" expression at column 32',
    );
  });

  it('counts JSON escapes and line breaks inside a rule when pointing into the file', () => {
    const escaped = '{"rules": {".read": "\'\\u0061\' == foo"}}';
    // In the expression "'a' == foo", foo is at column 8; in the file, \u0061 takes six characters.
    expect(syntaxError(escaped).message).toBe(
      'database.rules.json:1:34: unknown variable \'foo\' in ".read" expression at column 8',
    );
    const multiLine = '{"rules": {".read": "auth != null &&\n    auth.uid == $uid"}}';
    expect(syntaxError(multiLine).message).toBe(
      'database.rules.json:2:17: unknown variable \'$uid\' in ".read" expression at column 33',
    );
  });

  it('points into a regular expression that is not supported', () => {
    const source = '{"rules": {".read": "auth.uid.matches(/a|/)"}}';
    expect(syntaxError(source).message).toBe(
      'database.rules.json:1:42: empty alternative in regular expression in ".read" expression at column 21',
    );
  });
});
