// Evaluates a compiled rule expression. The type checker has already refused what the service refuses at
// deploy time; what is left to check here concerns values known only now (auth claims, stored data).
// Semantics follow the service, which is stricter than JavaScript (recorded by targaryen against the live
// service, https://github.com/goldibex/targaryen, test/spec/lib/parser/fixtures.json):
// - `==` is `===`, `!=` is `!==`: values of different types are simply unequal;
// - `<`, `>`... compare two numbers or two strings, anything else is an error;
// - `+` adds numbers or, when either side is a string, concatenates; null or booleans are an error;
// - `- * / %` take numbers only, and dividing by zero gives NaN;
// - reading a property of null gives null (auth.uid when signed out), but calling a method on it is an error.
// Any error makes the rule false, as in the service.

import type { Expression } from './ast';
import { ChildrenSentinel, RuleDataSnapshot } from './snapshot';

/** The variables of one rule evaluation: auth, now, root, data, newData or query, and the $wildcards. */
export type RuleVariables = ReadonlyMap<string, unknown>;

/** A rule that cannot be evaluated, which makes it false. */
class RuleEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleEvaluationError';
  }
}

/** Whether the rule grants (for .read and .write) or passes (for .validate): true, and nothing else. */
export function evaluateRule(expression: Expression, variables: RuleVariables): boolean {
  try {
    return evaluate(expression, variables) === true;
  } catch (error) {
    if (error instanceof RuleEvaluationError) return false;
    throw error;
  }
}

const describeValue = (value: unknown): string => {
  if (value === null) return 'null';
  if (value instanceof ChildrenSentinel) return value.description;
  if (value instanceof RuleDataSnapshot) return 'a snapshot';
  if (value instanceof RegExp) return 'a regular expression';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
};

function fail(message: string): never {
  throw new RuleEvaluationError(message);
}

function expectString(value: unknown, role: string): string {
  return typeof value === 'string' ? value : fail(`${role} must be a string, not ${describeValue(value)}`);
}

function expectNumber(value: unknown, role: string): number {
  return typeof value === 'number' ? value : fail(`${role} must be a number, not ${describeValue(value)}`);
}

function expectBoolean(value: unknown, role: string): boolean {
  return typeof value === 'boolean' ? value : fail(`${role} must be a boolean, not ${describeValue(value)}`);
}

/** A property of auth, of a claim, or of query: null when absent, as the service gives. */
function readProperty(object: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') {
    return fail(`a property name cannot be ${describeValue(key)}`);
  }
  // Only JSON values have properties. A snapshot can reach here behind a value of unknown type, such as
  // `(x ? data : auth).path`; its fields are not the rules' to read.
  if (object instanceof ChildrenSentinel || object instanceof RuleDataSnapshot || object instanceof RegExp) {
    return fail(`no property '${key}' on ${describeValue(object)}`);
  }
  if (typeof object === 'string') return key === 'length' ? object.length : null;
  if (typeof object !== 'object' || object === null) return null;
  const name = String(key);
  return Object.prototype.hasOwnProperty.call(object, name)
    ? ((object as Record<string, unknown>)[name] ?? null)
    : null;
}

function callSnapshotMethod(snapshot: RuleDataSnapshot, name: string, args: unknown[]): unknown {
  switch (name) {
    case 'child':
      return snapshot.child(expectString(args[0], 'the path of child()'));
    case 'parent':
      return snapshot.parent() ?? fail('the root has no parent');
    case 'hasChild':
      return snapshot.hasChild(expectString(args[0], 'the path of hasChild()'));
    case 'hasChildren': {
      const names = args[0];
      if (names === undefined) return snapshot.hasChildren();
      return snapshot.hasChildren(
        (names as unknown[]).map((childName) => expectString(childName, 'a child name')),
      );
    }
    case 'val':
      return snapshot.val();
    case 'exists':
      return snapshot.exists();
    case 'getPriority':
      return snapshot.getPriority();
    case 'isNumber':
      return snapshot.isNumber();
    case 'isString':
      return snapshot.isString();
    case 'isBoolean':
      return snapshot.isBoolean();
    default:
      return fail(`unknown snapshot method '${name}'`);
  }
}

function callStringMethod(text: string, name: string, args: unknown[]): unknown {
  const argument = (position: number) => expectString(args[position], `the argument of ${name}()`);
  switch (name) {
    case 'contains':
      return text.includes(argument(0));
    case 'beginsWith':
      return text.startsWith(argument(0));
    case 'endsWith':
      return text.endsWith(argument(0));
    case 'replace': {
      // Every occurrence, and the replacement taken literally (no `$&` patterns as in JavaScript).
      const replacement = argument(1);
      return text.replaceAll(argument(0), () => replacement);
    }
    case 'toLowerCase':
      return text.toLowerCase();
    case 'toUpperCase':
      return text.toUpperCase();
    case 'matches':
      return (args[0] as RegExp).test(text);
    default:
      return fail(`unknown string method '${name}'`);
  }
}

function evaluateBinary(
  expression: Extract<Expression, { kind: 'binary' }>,
  variables: RuleVariables,
): unknown {
  const { operator } = expression;
  if (operator === '&&' || operator === '||') {
    const left = expectBoolean(evaluate(expression.left, variables), `the left operand of '${operator}'`);
    // `||` is decided by a true left side, `&&` by a false one: the right side is then not evaluated.
    if (left === (operator === '||')) return left;
    return expectBoolean(evaluate(expression.right, variables), `the right operand of '${operator}'`);
  }
  const left = evaluate(expression.left, variables);
  const right = evaluate(expression.right, variables);
  switch (operator) {
    case '==':
    case '===':
      return left === right;
    case '!=':
    case '!==':
      return left !== right;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const bothNumbers = typeof left === 'number' && typeof right === 'number';
      const bothStrings = typeof left === 'string' && typeof right === 'string';
      if (!bothNumbers && !bothStrings) {
        fail(`'${operator}' cannot compare ${describeValue(left)} with ${describeValue(right)}`);
      }
      const [a, b] = [left as number | string, right as number | string];
      if (operator === '<') return a < b;
      if (operator === '<=') return a <= b;
      if (operator === '>') return a > b;
      return a >= b;
    }
    case '+': {
      const addable = (value: unknown) => typeof value === 'number' || typeof value === 'string';
      if (!addable(left) || !addable(right))
        fail(`'+' cannot add ${describeValue(left)} and ${describeValue(right)}`);
      if (typeof left === 'string' || typeof right === 'string') return String(left) + String(right);
      return (left as number) + (right as number);
    }
    case '-':
      return expectNumber(left, "the left operand of '-'") - expectNumber(right, "the right operand of '-'");
    case '*':
      return expectNumber(left, "the left operand of '*'") * expectNumber(right, "the right operand of '*'");
    case '/': {
      const dividend = expectNumber(left, "the left operand of '/'");
      const divisor = expectNumber(right, "the right operand of '/'");
      return divisor === 0 ? NaN : dividend / divisor;
    }
    case '%':
      return expectNumber(left, "the left operand of '%'") % expectNumber(right, "the right operand of '%'");
  }
}

function evaluate(expression: Expression, variables: RuleVariables): unknown {
  switch (expression.kind) {
    case 'literal':
      return expression.value;
    case 'regex':
      return expression.regex;
    case 'array':
      return expression.elements.map((element) => evaluate(element, variables));
    case 'identifier':
      return variables.has(expression.name)
        ? variables.get(expression.name)
        : fail(`unknown variable '${expression.name}'`);
    case 'member':
      return readProperty(evaluate(expression.object, variables), expression.property);
    case 'index':
      return readProperty(evaluate(expression.object, variables), evaluate(expression.key, variables));
    case 'call': {
      const callee = expression.callee;
      if (callee.kind !== 'member') return fail('only methods can be called');
      const receiver = evaluate(callee.object, variables);
      const args = expression.args.map((argument) => evaluate(argument, variables));
      if (receiver instanceof RuleDataSnapshot) return callSnapshotMethod(receiver, callee.property, args);
      if (typeof receiver === 'string') return callStringMethod(receiver, callee.property, args);
      return fail(`cannot call ${callee.property}() on ${describeValue(receiver)}`);
    }
    case 'unary': {
      const operand = evaluate(expression.operand, variables);
      if (expression.operator === '!') return !expectBoolean(operand, "the operand of '!'");
      return -expectNumber(operand, "the operand of '-'");
    }
    case 'binary':
      return evaluateBinary(expression, variables);
    case 'conditional': {
      const test = expectBoolean(evaluate(expression.test, variables), "the condition of '?:'");
      return evaluate(test ? expression.consequent : expression.alternate, variables);
    }
  }
}
