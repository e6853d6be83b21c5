// Evaluates rule conditions. Anything the language would reject at run time (a missing field, a method
// on the wrong type, an unknown name) throws RulesEvaluationError; isGranted() turns that into "not
// granted", and `||` / `&&` let a decisive other side win, as the real rules engine does.
import type { Expression, FunctionDeclaration } from './ast';
import { RulesEvaluationError } from './errors';
import { describeValue, isMap, rulesEquals, typeOf, type RulesMap, type RulesValue } from './values';

/** The real service stops recursion at this depth of function calls. */
const MAX_CALL_DEPTH = 20;

/** Names visible to an expression: variables (request, resource, wildcards, parameters) and functions. */
export class Scope {
  private readonly variables = new Map<string, RulesValue>();
  private readonly functions = new Map<string, FunctionDeclaration>();

  constructor(private readonly parent?: Scope) {}

  define(name: string, value: RulesValue): this {
    this.variables.set(name, value);
    return this;
  }

  declare(functions: FunctionDeclaration[]): this {
    functions.forEach((declaration) => this.functions.set(declaration.name, declaration));
    return this;
  }

  lookupVariable(name: string): RulesValue | undefined {
    return this.variables.has(name) ? this.variables.get(name) : this.parent?.lookupVariable(name);
  }

  /** A function and the scope it was declared in, whose names its body sees. */
  lookupFunction(name: string): { declaration: FunctionDeclaration; scope: Scope } | undefined {
    const declaration = this.functions.get(name);
    if (declaration !== undefined) return { declaration, scope: this };
    return this.parent?.lookupFunction(name);
  }
}

/** Whether a condition evaluates to exactly `true`; errors and non-booleans do not grant. */
export function isGranted(condition: Expression, scope: Scope): boolean {
  try {
    return evaluate(condition, scope, 0) === true;
  } catch (error) {
    if (error instanceof RulesEvaluationError) return false;
    throw error;
  }
}

export function evaluate(expression: Expression, scope: Scope, depth: number): RulesValue {
  switch (expression.kind) {
    case 'literal':
      return expression.value;
    case 'list':
      return expression.items.map((item) => evaluate(item, scope, depth));
    case 'variable': {
      const value = scope.lookupVariable(expression.name);
      if (value === undefined) throw new RulesEvaluationError(`unknown variable '${expression.name}'`);
      return value;
    }
    case 'member':
      return field(evaluate(expression.object, scope, depth), expression.name);
    case 'index':
      return index(evaluate(expression.object, scope, depth), evaluate(expression.index, scope, depth));
    case 'call':
      return call(expression, scope, depth);
    case 'unary': {
      const operand = evaluate(expression.operand, scope, depth);
      if (expression.operator === '!') return !expectBoolean(operand, '!');
      return -expectNumber(operand, '-');
    }
    case 'binary':
      return binary(expression, scope, depth);
    case 'typeCheck':
      return hasType(evaluate(expression.value, scope, depth), expression.typeName);
    case 'conditional': {
      const test = expectBoolean(evaluate(expression.test, scope, depth), '?:');
      return evaluate(test ? expression.then : expression.otherwise, scope, depth);
    }
  }
}

function field(object: RulesValue, name: string): RulesValue {
  if (!isMap(object)) throw new RulesEvaluationError(`cannot read '${name}' of ${describeValue(object)}`);
  const value = object[name];
  if (value === undefined) throw new RulesEvaluationError(`no field '${name}'`);
  return value;
}

function index(object: RulesValue, key: RulesValue): RulesValue {
  if (Array.isArray(object) && typeof key === 'number') {
    const item = object[key];
    if (item === undefined) throw new RulesEvaluationError(`index ${key} out of range`);
    return item;
  }
  if (isMap(object) && typeof key === 'string') return field(object, key);
  throw new RulesEvaluationError(`cannot index ${describeValue(object)} with ${describeValue(key)}`);
}

function binary(
  expression: Extract<Expression, { kind: 'binary' }>,
  scope: Scope,
  depth: number,
): RulesValue {
  const { operator } = expression;
  if (operator === '||' || operator === '&&') return logical(expression, scope, depth);
  const left = evaluate(expression.left, scope, depth);
  const right = evaluate(expression.right, scope, depth);
  switch (operator) {
    case '==':
      return rulesEquals(left, right);
    case '!=':
      return !rulesEquals(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(operator, left, right);
    case 'in':
      if (Array.isArray(right)) return right.some((item) => rulesEquals(item, left));
      if (isMap(right) && typeof left === 'string') return left in right;
      throw new RulesEvaluationError(`'in' needs a list or a map on its right, got ${describeValue(right)}`);
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (typeof left === 'string' && typeof right === 'string') return left + right;
      if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
      throw new RulesEvaluationError(`cannot add ${describeValue(left)} and ${describeValue(right)}`);
    default:
      return arithmetic(operator, expectNumber(left, operator), expectNumber(right, operator));
  }
}

/**
 * `a || b` is true if either side is true, even when the other fails; `a && b` is false if either side
 * is false. Otherwise a failing side makes the whole expression fail.
 */
function logical(expression: Extract<Expression, { kind: 'binary' }>, scope: Scope, depth: number): boolean {
  const decisive = expression.operator === '||';
  const side = (operand: Expression): boolean | RulesEvaluationError => {
    try {
      return expectBoolean(evaluate(operand, scope, depth), expression.operator);
    } catch (error) {
      if (error instanceof RulesEvaluationError) return error;
      throw error;
    }
  };
  const left = side(expression.left);
  if (left === decisive) return decisive;
  const right = side(expression.right);
  if (right === decisive) return decisive;
  if (left instanceof RulesEvaluationError) throw left;
  if (right instanceof RulesEvaluationError) throw right;
  return !decisive;
}

function compare(operator: '<' | '<=' | '>' | '>=', left: RulesValue, right: RulesValue): boolean {
  const comparable =
    (typeof left === 'number' && typeof right === 'number') ||
    (typeof left === 'string' && typeof right === 'string');
  if (!comparable) {
    throw new RulesEvaluationError(
      `cannot compare ${describeValue(left)} ${operator} ${describeValue(right)}`,
    );
  }
  const [a, b] = [left, right] as [number | string, number | string];
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

function arithmetic(operator: '-' | '*' | '/' | '%', left: number, right: number): number {
  switch (operator) {
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      if (right === 0) throw new RulesEvaluationError('division by zero');
      // Whole numbers divide as the language's ints do: truncated.
      return Number.isInteger(left) && Number.isInteger(right) ? Math.trunc(left / right) : left / right;
    case '%':
      if (right === 0) throw new RulesEvaluationError('modulo by zero');
      return left % right;
  }
}

function hasType(value: RulesValue, typeName: string): boolean {
  switch (typeName) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value);
    case 'float':
      return typeof value === 'number' && !Number.isInteger(value);
    case 'number':
    case 'bool':
    case 'string':
    case 'list':
    case 'map':
      return typeOf(value) === typeName;
    case 'path':
      return typeof value === 'string';
    default:
      throw new RulesEvaluationError(`unknown type '${typeName}'`);
  }
}

function call(expression: Extract<Expression, { kind: 'call' }>, scope: Scope, depth: number): RulesValue {
  const args = () => expression.args.map((arg) => evaluate(arg, scope, depth));
  const { callee } = expression;
  if (callee.kind === 'member') return callMethod(evaluate(callee.object, scope, depth), callee.name, args());
  if (callee.kind !== 'variable') throw new RulesEvaluationError('only functions and methods can be called');

  const found = scope.lookupFunction(callee.name);
  if (found === undefined) return callBuiltin(callee.name, args());
  const { declaration } = found;
  if (depth >= MAX_CALL_DEPTH)
    throw new RulesEvaluationError(`function calls nested deeper than ${MAX_CALL_DEPTH}`);
  const values = args();
  if (values.length !== declaration.params.length) {
    throw new RulesEvaluationError(
      `${declaration.name}() takes ${declaration.params.length} arguments, got ${values.length}`,
    );
  }
  const body = new Scope(found.scope);
  declaration.params.forEach((param, i) => body.define(param, values[i] as RulesValue));
  for (const binding of declaration.lets) body.define(binding.name, evaluate(binding.value, body, depth + 1));
  return evaluate(declaration.body, body, depth + 1);
}

function callBuiltin(name: string, args: RulesValue[]): RulesValue {
  const [value] = args;
  if (args.length !== 1 || value === undefined) throw new RulesEvaluationError(`unknown function '${name}'`);
  switch (name) {
    case 'int':
    case 'float': {
      const number = typeof value === 'string' ? Number(value) : value;
      if (typeof number !== 'number' || Number.isNaN(number)) {
        throw new RulesEvaluationError(`cannot convert ${describeValue(value)} to ${name}`);
      }
      return name === 'int' ? Math.trunc(number) : number;
    }
    case 'string':
      if (typeof value === 'object' && value !== null) {
        throw new RulesEvaluationError(`cannot convert ${describeValue(value)} to string`);
      }
      return String(value);
    default:
      throw new RulesEvaluationError(`unknown function '${name}'`);
  }
}

function callMethod(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  if (typeof target === 'string') return stringMethod(target, name, args);
  if (Array.isArray(target)) return listMethod(target, name, args);
  if (isMap(target)) return mapMethod(target, name, args);
  throw new RulesEvaluationError(`${describeValue(target)} has no method '${name}'`);
}

function stringMethod(target: string, name: string, args: RulesValue[]): RulesValue {
  switch (name) {
    case 'size':
      return target.length;
    case 'lower':
      return target.toLowerCase();
    case 'upper':
      return target.toUpperCase();
    case 'trim':
      return target.trim();
    case 'matches':
      return fullMatch(stringArgument(args, 0, name)).test(target);
    case 'split':
      return target.split(compile(stringArgument(args, 0, name)));
    case 'replace':
      return target.replace(compile(stringArgument(args, 0, name), 'g'), stringArgument(args, 1, name));
    default:
      throw new RulesEvaluationError(`strings have no method '${name}'`);
  }
}

function listMethod(target: RulesValue[], name: string, args: RulesValue[]): RulesValue {
  const includes = (item: RulesValue) => target.some((own) => rulesEquals(own, item));
  switch (name) {
    case 'size':
      return target.length;
    case 'hasAny':
      return listArgument(args, name).some(includes);
    case 'hasAll':
      return listArgument(args, name).every(includes);
    case 'hasOnly': {
      const allowed = listArgument(args, name);
      return target.every((item) => allowed.some((other) => rulesEquals(item, other)));
    }
    default:
      throw new RulesEvaluationError(`lists have no method '${name}'`);
  }
}

function mapMethod(target: RulesMap, name: string, args: RulesValue[]): RulesValue {
  switch (name) {
    case 'size':
      return Object.keys(target).length;
    case 'keys':
      return Object.keys(target);
    case 'values':
      return Object.values(target);
    case 'get': {
      const key = stringArgument(args, 0, name);
      const fallback = args[1];
      if (fallback === undefined) throw new RulesEvaluationError('get() needs a key and a default value');
      return target[key] ?? fallback;
    }
    default:
      throw new RulesEvaluationError(`maps have no method '${name}'`);
  }
}

const fullMatchCache = new Map<string, RegExp>();

/** `matches` is true only when the whole string matches, like RE2's FullMatch. */
function fullMatch(pattern: string): RegExp {
  let regex = fullMatchCache.get(pattern);
  if (regex === undefined) {
    regex = compile(`^(?:${pattern})$`);
    fullMatchCache.set(pattern, regex);
  }
  return regex;
}

/** JavaScript's regular expressions stand in for RE2; they agree on the common syntax. */
function compile(pattern: string, flags = ''): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    throw new RulesEvaluationError(`invalid regular expression '${pattern}'`);
  }
}

function stringArgument(args: RulesValue[], position: number, method: string): string {
  const value = args[position];
  if (typeof value !== 'string') throw new RulesEvaluationError(`${method}() needs a string argument`);
  return value;
}

function listArgument(args: RulesValue[], method: string): RulesValue[] {
  const [value] = args;
  if (!Array.isArray(value)) throw new RulesEvaluationError(`${method}() needs a list argument`);
  return value;
}

function expectBoolean(value: RulesValue, operator: string): boolean {
  if (typeof value !== 'boolean')
    throw new RulesEvaluationError(`'${operator}' needs a bool, got ${describeValue(value)}`);
  return value;
}

function expectNumber(value: RulesValue, operator: string): number {
  if (typeof value !== 'number') {
    throw new RulesEvaluationError(`'${operator}' needs a number, got ${describeValue(value)}`);
  }
  return value;
}
