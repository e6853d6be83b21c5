// The expression language: operators, precedence, literals, variables, string and snapshot methods, and
// what is refused when the rules load.
// Reference: https://firebase.google.com/docs/reference/security/database
// Where the reference is silent, the expected results are those recorded against the live service by
// targaryen (https://github.com/goldibex/targaryen, test/spec/lib/parser/fixtures.json).

import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError } from './ast';
import { evaluateRule } from './evaluate';
import { type JsonValue, loadRules, type RulesAuth } from './index';
import { parseExpression } from './parser';
import { compileRuleExpression, type RuleKind } from './typeCheck';

const now = 1_700_000_000_000;

const alice: RulesAuth = {
  uid: 'alice',
  provider: 'password',
  token: {
    email: 'Alice@Loqi.app',
    email_verified: true,
    admin: true,
    roles: ['host', 'player'],
    firebase: { sign_in_provider: 'password' },
  },
};

interface Setup {
  auth?: RulesAuth | null;
  root?: JsonValue;
}

/** Whether `expression` as the root's .read rule allows reading the root. */
function reads(expression: string, { auth = null, root = null }: Setup = {}): boolean {
  return loadRules(JSON.stringify({ rules: { '.read': expression } })).canRead([], root, { auth, now });
}

/** Whether the expression fails during evaluation: then both it and its negation are false. */
function fails(expression: string, setup: Setup = {}): boolean {
  return !reads(expression, setup) && !reads(`!(${expression})`, setup);
}

/** Where, and why, compiling the expression fails. */
function compileError(expression: string, kind: RuleKind = '.read', wildcards: string[] = []) {
  try {
    compileRuleExpression(expression, kind, wildcards);
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return { offset: error.offset, message: error.message };
    throw error;
  }
  throw new Error(`"${expression}" compiled`);
}

describe('operators (https://firebase.google.com/docs/reference/security/database)', () => {
  it.each([
    ['!false', true],
    ['!true', false],
    ['-(2) == -2', true],
    ['-2 == 2', false],
    ['2 * 3 == 6', true],
    ['2 * 3 == 5', false],
    ['7 / 2 == 3.5', true],
    ['7 / 2 == 3', false],
    ['7 % 3 == 1', true],
    ['7 % 3 == 0', false],
    ['1 + 2 == 3', true],
    ['1 + 2 == 4', false],
    ["'lo' + 'qi' == 'loqi'", true],
    ["'room' + 7 == 'room7'", true],
    ["7 + 'room' == '7room'", true],
    ["'room' + 7 == 7", false],
    ['5 - 7 == -2', true],
    ['5 - 7 == 2', false],
    ['1 < 2', true],
    ['2 < 2', false],
    ['2 <= 2', true],
    ['3 <= 2', false],
    ['3 > 2', true],
    ['2 > 2', false],
    ['2 >= 2', true],
    ['1 >= 2', false],
    ["'apple' < 'banana'", true],
    ["'banana' < 'apple'", false],
    ['1 == 1', true],
    ['1 == 2', false],
    ['1 === 1', true],
    ["1 === '1'", false],
    ['1 != 2', true],
    ['1 != 1', false],
    ['1 !== 2', true],
    ["'a' !== 'a'", false],
    ['null == null', true],
    ['true && true', true],
    ['true && false', false],
    ['false || true', true],
    ['false || false', false],
    ['true ? 1 == 1 : false', true],
    ['false ? true : 1 == 2', false],
  ])('%s is %s', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });

  it.each([
    // Values of different types are unequal rather than converted as in JavaScript.
    ["1 == '1'", false],
    ["1 != '1'", true],
    ['0 == false', false],
    ["'' == null", false],
    // Dividing by zero gives NaN, not Infinity: recorded against the service.
    ["(1 / 0 + '') == 'NaN'", true],
    ['1 / 0 > 2', false],
    ['1 / 0 < 2', false],
  ])('%s is %s, unlike JavaScript', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });

  it.each([
    // With no auth, auth.uid is null: null can be compared for equality but not ordered or added to.
    'auth.uid < 5',
    "auth.uid + 'x' == 'x'",
    'auth.uid - 1 == 0',
    'auth.uid * 1 == 0',
    'auth.uid / 1 == 0',
    'auth.uid % 1 == 0',
    '-auth.uid == 0',
  ])('%s fails with a null operand, so the rule is false', (expression) => {
    expect(fails(expression)).toBe(true);
  });

  it.each([
    ['auth.token.admin + 1 == 2', 'a boolean cannot be added'],
    ['auth.token.email - 1 == 0', 'only numbers subtract'],
    ['auth.token.email < 5', 'a string and a number cannot be ordered'],
    ['auth.token.admin > auth.token.email_verified', 'booleans cannot be ordered'],
  ])('%s fails (%s)', (expression) => {
    expect(fails(expression, { auth: alice })).toBe(true);
  });

  it('&& does not evaluate its right side when the left is false', () => {
    // auth.uid.contains() would fail without auth, which would make the rule false.
    expect(reads("!(false && auth.uid.contains('a'))")).toBe(true);
  });

  it('|| does not evaluate its right side when the left is true', () => {
    expect(reads("true || auth.uid.contains('a')")).toBe(true);
  });

  it('?: evaluates only the branch it takes', () => {
    expect(reads("true ? true : auth.uid.contains('a')")).toBe(true);
    expect(reads("false ? auth.uid.contains('a') : true")).toBe(true);
  });
});

describe('precedence and associativity, as in JavaScript', () => {
  it.each([
    ['1 + 2 * 3 == 7', true, '* before +'],
    ['(1 + 2) * 3 == 9', true, 'parentheses first'],
    ['10 - 4 - 3 == 3', true, '- is left-associative'],
    ['12 / 3 / 2 == 2', true, '/ is left-associative'],
    ['7 % 4 * 2 == 6', true, '% and * share a level, left to right'],
    ['1 + 2 < 2 + 2', true, '+ before <'],
    ['1 < 2 == 2 < 3', true, '< before =='],
    ['1 == 1 && 2 == 2', true, '== before &&'],
    ['true || true && false', true, '&& before ||'],
    ['true || false ? false : true', false, '|| before ?:'],
    ['false ? false : true ? true : false', true, '?: is right-associative'],
    ["-'ab'.length == -2", true, 'member access before unary -'],
    ['!(1 == 2)', true, 'parentheses around a comparison'],
  ])('%s is %s (%s)', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });

  it("binds '!' tighter than '==': !1 == 1 negates a number, which is refused", () => {
    expect(compileError('!1 == 1').message).toContain("the operand of '!' must be a boolean");
  });
});

describe('literals', () => {
  it.each([
    ['\'single\' == "single"', true],
    ["'it\\'s' == \"it's\"", true],
    ["'tab\\there' == 'tab' + '\\t' + 'here'", true],
    ["'\\u0041' == 'A'", true],
    ['1.5e1 == 15', true],
    ['.5 == 0.5', true],
    ['true == true', true],
    ['false == true', false],
    ['null == null', true],
  ])('%s is %s', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });

  it('allows comments, as the Firebase console does', () => {
    expect(reads('/* a */ true // b')).toBe(true);
  });
});

describe('auth (https://firebase.google.com/docs/reference/security/database)', () => {
  it.each([
    ['auth != null', alice, true],
    ['auth != null', null, false],
    ['auth == null', null, true],
    ["auth.uid == 'alice'", alice, true],
    ["auth.uid == 'bob'", alice, false],
    ["auth.provider == 'password'", alice, true],
    ["auth.provider == 'anonymous'", alice, false],
    ['auth.token.email_verified == true', alice, true],
    ['auth.token.email_verified == true', { ...alice, token: {} }, false],
    ['auth.token.admin === true', alice, true],
    ['auth.token.admin === true', { ...alice, token: { admin: false } }, false],
    ["auth.token.firebase.sign_in_provider == 'password'", alice, true],
    ["auth.token['admin'] == true", alice, true],
    ["auth.token.roles[0] == 'host'", alice, true],
    ["auth.token.roles[1] == 'host'", alice, false],
    // Recorded against the service: reading a property of null gives null, it does not fail.
    ['auth.uid == null', null, true],
    ['auth.token.missing.deeper == null', alice, true],
  ])('%s with %j is %s', (expression, auth, expected) => {
    expect(reads(expression, { auth })).toBe(expected);
  });

  it('calling a method on null fails: auth.uid.contains() without auth', () => {
    expect(fails("auth.uid.contains('a')")).toBe(true);
  });
});

describe('now (https://firebase.google.com/docs/reference/security/database)', () => {
  it.each([
    [`now == ${now}`, true],
    [`now > ${now}`, false],
  ])('%s is %s', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });
});

describe('string members (https://firebase.google.com/docs/reference/security/database#string_properties)', () => {
  it.each([
    ["'quiz'.length == 4", true],
    ["''.length == 0", true],
    ["'quiz'.length == 3", false],
    ["'quiz night'.contains('z n')", true],
    ["'quiz night'.contains('day')", false],
    ["'quiz night'.beginsWith('quiz')", true],
    ["'quiz night'.beginsWith('night')", false],
    ["'quiz night'.endsWith('night')", true],
    ["'quiz night'.endsWith('quiz')", false],
    ["'a.b.c'.replace('.', '/') == 'a/b/c'", true],
    ["'a.b.c'.replace('.', '/') == 'a/b.c'", false],
    ["'cost'.replace('o', '$&') == 'c$&st'", true],
    ["'Quiz'.toLowerCase() == 'quiz'", true],
    ["'Quiz'.toLowerCase() == 'Quiz'", false],
    ["'Quiz'.toUpperCase() == 'QUIZ'", true],
    ["'Quiz'.toUpperCase() == 'Quiz'", false],
    ["'2024-05-01'.matches(/^\\d{4}-\\d{2}-\\d{2}$/)", true],
    ["'May 1st'.matches(/^\\d{4}-\\d{2}-\\d{2}$/)", false],
    ["'LOQI'.matches(/^loqi$/i)", true],
    ["'LOQI'.matches(/^loqi$/)", false],
  ])('%s is %s', (expression, expected) => {
    expect(reads(expression)).toBe(expected);
  });

  it.each([
    ["auth.token.email.toLowerCase().endsWith('@loqi.app')", true],
    ["auth.token.email.contains('bob')", false],
    ["auth.token.email['contains']('Loqi')", true],
  ])('string methods on auth claims: %s is %s', (expression, expected) => {
    expect(reads(expression, { auth: alice })).toBe(expected);
  });

  it.each([
    'auth.token.email.contains(auth.token.admin)',
    "auth.token.email.replace('a', auth.token.admin) == ''",
    "auth.token.admin.contains('a')",
    "auth.token.roles.contains('host')",
  ])('%s fails: string methods take and act on strings only', (expression) => {
    expect(fails(expression, { auth: alice })).toBe(true);
  });
});

describe('snapshot methods (https://firebase.google.com/docs/reference/security/database#ruledatasnapshot_methods)', () => {
  const root: JsonValue = {
    games: {
      g1: { '.priority': 3, title: 'Capitals', players: { p1: 'Ann', p2: 'Ben' }, open: true, round: 2 },
    },
    config: { '.value': 'on', '.priority': 'first' },
  };

  it.each([
    ["root.child('games/g1/title').val() == 'Capitals'", true],
    ["root.child('games').child('g1').child('title').val() == 'Capitals'", true],
    ["root.child('games/g2/title').val() == 'Capitals'", false],
    ["root.child('games/g1/title').parent().child('round').val() == 2", true],
    ["root.child('games/g1/title').parent().parent().hasChild('g1')", true],
    ["root.child('games/g1/round').val() == 3", false],
    ["root.child('games/g1').val() != null", true],
    ["root.child('games/g1/open').exists()", true],
    ["root.child('games/g1/closed').exists()", false],
    ["root.child('games/g1').hasChild('players/p2')", true],
    ["root.child('games/g1').hasChild('players/p3')", false],
    ["root.child('games/g1/players').hasChildren()", true],
    ["root.child('games/g1/title').hasChildren()", false],
    ["root.child('games/g1').hasChildren(['title', 'players', 'open'])", true],
    ["root.child('games/g1').hasChildren(['title', 'host'])", false],
    ["root.child('games/g1/round').isNumber()", true],
    ["root.child('games/g1/title').isNumber()", false],
    ["root.child('games/g1/title').isString()", true],
    ["root.child('games/g1/round').isString()", false],
    ["root.child('games/g1/open').isBoolean()", true],
    ["root.child('games/g1/round').isBoolean()", false],
    ["root.child('games/g1').getPriority() == 3", true],
    ["root.child('games/g1/title').getPriority() == null", true],
    ["root.child('config').getPriority() == 'first'", true],
    ["root.child('config').val() == 'on'", true],
    ["root.child('games/g1/title').val().length == 8", true],
  ])('%s is %s', (expression, expected) => {
    expect(reads(expression, { root })).toBe(expected);
  });

  it.each([
    // The reference: val() of a location with children is a sentinel, not the children.
    ["root.child('games/g1').val() == root.child('games/g1').val()", 'val() of children equals nothing'],
  ])('%s is false (%s)', (expression) => {
    expect(reads(expression, { root })).toBe(false);
  });

  it.each([
    ['root.parent().exists()', 'the root has no parent'],
    ['(auth == null ? root : auth).path == null', 'a snapshot has no properties, even behind a ?:'],
    ["root.child('games/g1').val().length > 0", 'val() of children has no length'],
    ["root.child('games/g1').val().contains('a')", 'val() of children is not a string'],
    ["root.child('games/g1/round').val().contains('2')", 'a number is not a string'],
    ['root.child(auth.uid).exists()', 'child() of null'],
    ['root.hasChild(auth.uid)', 'hasChild() of null'],
    ['root.hasChildren([auth.uid])', 'hasChildren() with a null name'],
  ])('%s fails (%s)', (expression) => {
    expect(fails(expression, { root })).toBe(true);
  });
});

describe('the variables of each rule kind (https://firebase.google.com/docs/reference/security/database)', () => {
  it.each<[string, RuleKind, string[]]>([
    ['auth == null && now > 0', '.read', []],
    ['root.exists() && data.exists() && query.orderByKey', '.read', []],
    ['newData.exists() && data.exists() && root.exists()', '.write', []],
    ['newData.exists()', '.validate', []],
    ["$uid == 'alice'", '.read', ['$uid']],
  ])('%s compiles as %s', (expression, kind, wildcards) => {
    expect(() => compileRuleExpression(expression, kind, wildcards)).not.toThrow();
  });

  it.each<[string, RuleKind, string]>([
    ['newData.exists()', '.read', "unknown variable 'newData'"],
    ['query.orderByKey', '.write', "unknown variable 'query'"],
    ["$uid == 'alice'", '.read', "unknown variable '$uid'"],
    ["skies == 'blue'", '.read', "unknown variable 'skies'"],
  ])('%s does not compile as %s: %s', (expression, kind, message) => {
    expect(compileError(expression, kind)).toEqual({ offset: 0, message });
  });
});

describe('expressions the service refuses when rules are deployed', () => {
  it.each([
    ['7', 0, 'the rule must be a boolean, not a number'],
    ["'yes'", 0, 'the rule must be a boolean, not a string'],
    ['auth.token.admin', 0, 'the rule must be a boolean, not a value of unknown type'],
    ['true ? 7 : true', 0, 'the rule must be a boolean, not a value of unknown type'],
    ['auth.uid && true', 0, "the left operand of '&&' must be a boolean, not a value of unknown type"],
    ['true || auth.uid', 8, "the right operand of '||' must be a boolean, not a value of unknown type"],
    ['!auth.uid', 1, "the operand of '!' must be a boolean, not a value of unknown type"],
    ['auth.uid ? true : false', 0, "the condition of '?:' must be a boolean, not a value of unknown type"],
    [
      'data == null',
      0,
      "the left operand of '==' must be a boolean or number or string or null, not a snapshot",
    ],
    ['data.val() > true', 13, "the right operand of '>' must be a number or string or null, not a boolean"],
    ["'a' < 1", 0, "'<' compares a string with a number"],
    ['null + 1 == 1', 0, "the left operand of '+' must be a number or string, not a null"],
    ["'a' * 2 == 2", 0, "the left operand of '*' must be a number, not a string"],
    ['-true == 1', 1, "the operand of '-' must be a number, not a boolean"],
    ['data.val().foo == 1', 11, "no property 'foo' on a value of unknown type"],
    ['data.exists == true', 5, "method 'exists' must be called: exists()"],
    ['data.length == 1', 5, "no property 'length' on a snapshot"],
    ['data.foo()', 5, "unknown snapshot method 'foo'"],
    ["data['exi' + 'sts']()", 0, 'only methods can be called'],
    ['data[auth.uid].exists()', 5, 'a computed property name is only allowed on auth and its claims'],
    ['auth.uid.foo()', 9, "unknown string method 'foo'"],
    ['now.toString()', 4, "no method 'toString' on a number"],
    ["data.val().matches('^a')", 19, 'matches() takes a regular expression literal'],
    [
      'data.val() == /a/',
      14,
      "the right operand of '==' must be a boolean or number or string or null, not a regular expression",
    ],
    ["data.hasChildren('a')", 17, 'hasChildren() takes nothing or one array of child names'],
    ["data.hasChildren(['a'], ['b'])", 17, 'hasChildren() takes nothing or one array of child names'],
    ['data.hasChildren([])', 17, 'hasChildren() needs at least one child name'],
    ["data.hasChildren(['a', 1])", 23, 'a child name must be a string, not a number'],
    ['data.child(1).exists()', 11, 'the argument of child() must be a string, not a number'],
    ["'a'.contains()", 0, 'contains() takes 1 argument'],
    ["'a'.replace('a') == 'b'", 0, 'replace() takes 2 arguments'],
    [
      "['a'] == 'a'",
      0,
      "the left operand of '==' must be a boolean or number or string or null, not a array",
    ],
    ['query.foo == 1', 6, "unknown query property 'foo'"],
    ['null.foo == 1', 5, "no property 'foo' on a null"],
  ])('%s is refused at column %i: %s', (expression, offset, message) => {
    expect(compileError(expression)).toEqual({ offset, message });
  });
});

describe('syntax errors', () => {
  it.each([
    ['1 +', 3, 'unexpected end of expression'],
    ['(1 == 1', 7, 'unexpected end of expression'],
    ['1 == 1)', 6, "unexpected token ')'"],
    ['a = 1', 2, "unexpected character '='"],
    ['true & false', 5, "unexpected character '&'"],
    ['true | false', 5, "unexpected character '|'"],
    ['2 ** 2 == 4', 3, "unexpected token '*'"],
    ['true; false', 4, "unexpected character ';'"],
    ["'abc == 'abc'", 12, 'unterminated string literal'],
    ['1 == 1 /* open', 7, 'unterminated comment'],
    ['data.', 5, 'unexpected end of expression'],
    ['data.val() == 1x', 15, "unexpected character 'x' after a number"],
    ['1e == 1', 1, "malformed number '1e'"],
    ["'\\u00g1' == 'a'", 1, 'malformed escape sequence'],
    ['data.val().matches(/a', 19, 'unterminated regular expression'],
    ['data.val().matches(/a/g)', 22, "unsupported regular expression flags 'g': only 'i'"],
    ['data.val().matches(/a^/)', 21, "'^' is only allowed as the first character of the pattern"],
    ['var x', 4, "unexpected token 'x'"],
  ])('%s fails at column %i: %s', (expression, offset, message) => {
    expect(compileError(expression)).toEqual({ offset, message });
  });
});

describe('evaluateRule', () => {
  it('counts a value other than true as false: only true grants', () => {
    // Such rules cannot load (they are not booleans), but evaluation does not rely on it.
    expect(evaluateRule(parseExpression("'yes'"), new Map())).toBe(false);
    expect(evaluateRule(parseExpression('1'), new Map())).toBe(false);
    expect(evaluateRule(parseExpression('true'), new Map())).toBe(true);
  });
});
