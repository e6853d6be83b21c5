// Compiles a rule expression: parses it, then checks it the way the service does when rules are deployed,
// so that a rules file the service would refuse also fails to load here. The service knows the type of
// most expressions before evaluating them; what it cannot know (auth claims, a snapshot's val()) is checked
// during evaluation instead, where a wrong type makes the rule fail.
//
// What is refused here was recorded against the live service by the targaryen project
// (https://github.com/goldibex/targaryen, test/spec/lib/parser/fixtures.json): unknown variables and
// methods, a rule that is not a boolean, comparing snapshots, ordering booleans, a string instead of a
// regular expression for matches(), wrong argument types. Where nothing was recorded (`&&`, `||`, `!` and
// `?:` on values of unknown type, hasChildren([])), this follows targaryen's checker, written against the
// service.

import { type Expression, ExpressionSyntaxError } from './ast';
import { parseExpression } from './parser';

export type RuleKind = '.read' | '.write' | '.validate';

/**
 * What the checker knows of a value. `primitive` is a string, number, boolean or null not known which (a
 * snapshot's val()); `any` is anything at all (auth and its claims).
 */
type StaticType =
  'boolean' | 'number' | 'string' | 'null' | 'primitive' | 'any' | 'snapshot' | 'query' | 'regex' | 'array';

type Parameter = 'string' | 'regex';

interface MethodSignature {
  parameters: readonly Parameter[];
  result: StaticType;
}

// https://firebase.google.com/docs/reference/security/database
const snapshotMethods: Readonly<Record<string, MethodSignature>> = {
  val: { parameters: [], result: 'primitive' },
  child: { parameters: ['string'], result: 'snapshot' },
  parent: { parameters: [], result: 'snapshot' },
  hasChild: { parameters: ['string'], result: 'boolean' },
  // hasChildren takes no argument or one array literal of names; checkHasChildren handles it.
  hasChildren: { parameters: [], result: 'boolean' },
  exists: { parameters: [], result: 'boolean' },
  getPriority: { parameters: [], result: 'primitive' },
  isNumber: { parameters: [], result: 'boolean' },
  isString: { parameters: [], result: 'boolean' },
  isBoolean: { parameters: [], result: 'boolean' },
};

// https://firebase.google.com/docs/reference/security/database#string_properties
const stringMethods: Readonly<Record<string, MethodSignature>> = {
  contains: { parameters: ['string'], result: 'boolean' },
  beginsWith: { parameters: ['string'], result: 'boolean' },
  endsWith: { parameters: ['string'], result: 'boolean' },
  replace: { parameters: ['string', 'string'], result: 'string' },
  toLowerCase: { parameters: [], result: 'string' },
  toUpperCase: { parameters: [], result: 'string' },
  matches: { parameters: ['regex'], result: 'boolean' },
};

// https://firebase.google.com/docs/database/security/rules-conditions
const queryProperties: Readonly<Record<string, StaticType>> = {
  orderByKey: 'boolean',
  orderByPriority: 'boolean',
  orderByValue: 'boolean',
  orderByChild: 'primitive',
  startAt: 'primitive',
  endAt: 'primitive',
  equalTo: 'primitive',
  limitToFirst: 'primitive',
  limitToLast: 'primitive',
};

const primitiveTypes = new Set<StaticType>(['boolean', 'number', 'string', 'null', 'primitive']);
const fuzzyTypes = new Set<StaticType>(['any', 'primitive']);

const typeName: Record<StaticType, string> = {
  boolean: 'boolean',
  number: 'number',
  string: 'string',
  null: 'null',
  primitive: 'value of unknown type',
  any: 'value of unknown type',
  snapshot: 'snapshot',
  query: 'query',
  regex: 'regular expression',
  array: 'array',
};

const hasOwn = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Parses and checks a rule expression; throws ExpressionSyntaxError for what the service would refuse. */
export function compileRuleExpression(
  text: string,
  kind: RuleKind,
  wildcardNames: readonly string[],
): Expression {
  const expression = parseExpression(text);
  const variables = new Map<string, StaticType>([
    ['auth', 'any'],
    ['now', 'number'],
    ['root', 'snapshot'],
    ['data', 'snapshot'],
    ...wildcardNames.map((name): [string, StaticType] => [name, 'string']),
  ]);
  // newData is the data after the write, so a read has none; query is the read's query, so a write has none.
  if (kind === '.read') variables.set('query', 'query');
  else variables.set('newData', 'snapshot');

  const resultType = new TypeChecker(variables).typeOf(expression);
  if (resultType !== 'boolean') {
    throw new ExpressionSyntaxError(
      expression.start,
      `the rule must be a boolean, not a ${typeName[resultType]}`,
    );
  }
  return expression;
}

class TypeChecker {
  constructor(private readonly variables: ReadonlyMap<string, StaticType>) {}

  typeOf(expression: Expression): StaticType {
    switch (expression.kind) {
      case 'literal':
        return expression.value === null
          ? 'null'
          : (typeof expression.value as 'boolean' | 'number' | 'string');
      case 'regex':
        return 'regex';
      case 'array':
        return 'array';
      case 'identifier': {
        const type = this.variables.get(expression.name);
        if (type === undefined) this.fail(expression, `unknown variable '${expression.name}'`);
        return type as StaticType;
      }
      case 'member':
        return this.memberType(expression);
      case 'index': {
        this.require(expression.key, ['string', 'number', 'primitive', 'any'], 'a property name');
        if (this.typeOf(expression.object) !== 'any') {
          this.fail(expression.key, 'a computed property name is only allowed on auth and its claims');
        }
        return 'any';
      }
      case 'call':
        return this.callType(expression);
      case 'unary':
        if (expression.operator === '!') {
          this.require(expression.operand, ['boolean'], "the operand of '!'");
          return 'boolean';
        }
        this.require(expression.operand, ['number', 'primitive', 'any'], "the operand of '-'");
        return 'number';
      case 'binary':
        return this.binaryType(expression);
      case 'conditional': {
        this.require(expression.test, ['boolean'], "the condition of '?:'");
        const consequent = this.typeOf(expression.consequent);
        const alternate = this.typeOf(expression.alternate);
        if (consequent === alternate) return consequent;
        return primitiveTypes.has(consequent) && primitiveTypes.has(alternate) ? 'primitive' : 'any';
      }
    }
  }

  private memberType(expression: Extract<Expression, { kind: 'member' }>): StaticType {
    const objectType = this.typeOf(expression.object);
    const name = expression.property;
    const at = expression.propertyStart;
    if (objectType === 'any') return 'any';
    if (objectType === 'query') {
      if (!hasOwn(queryProperties, name)) this.failAt(at, `unknown query property '${name}'`);
      return queryProperties[name] as StaticType;
    }
    const methods = objectType === 'snapshot' ? snapshotMethods : stringMethods;
    if (hasOwn(methods, name)) this.failAt(at, `method '${name}' must be called: ${name}()`);
    if ((objectType === 'string' || objectType === 'primitive') && name === 'length') return 'number';
    return this.failAt(at, `no property '${name}' on a ${typeName[objectType]}`);
  }

  private callType(expression: Extract<Expression, { kind: 'call' }>): StaticType {
    const callee = expression.callee;
    if (callee.kind !== 'member') return this.fail(callee, 'only methods can be called');
    const receiverType = this.typeOf(callee.object);
    const name = callee.property;
    const methods =
      receiverType === 'snapshot'
        ? snapshotMethods
        : receiverType === 'string' || fuzzyTypes.has(receiverType)
          ? stringMethods
          : undefined;
    if (methods === undefined) {
      return this.failAt(callee.propertyStart, `no method '${name}' on a ${typeName[receiverType]}`);
    }
    if (!hasOwn(methods, name)) {
      const owner = receiverType === 'snapshot' ? 'snapshot' : 'string';
      return this.failAt(callee.propertyStart, `unknown ${owner} method '${name}'`);
    }
    if (methods === snapshotMethods && name === 'hasChildren') {
      this.checkHasChildren(expression);
      return 'boolean';
    }
    const signature = methods[name] as MethodSignature;
    if (expression.args.length !== signature.parameters.length) {
      const count = signature.parameters.length;
      this.fail(expression, `${name}() takes ${count} argument${count === 1 ? '' : 's'}`);
    }
    signature.parameters.forEach((parameter, position) => {
      const argument = expression.args[position] as Expression;
      if (parameter === 'regex') {
        if (argument.kind !== 'regex') this.fail(argument, `${name}() takes a regular expression literal`);
      } else {
        this.require(argument, ['string', 'primitive', 'any'], `the argument of ${name}()`);
      }
    });
    return signature.result;
  }

  /** hasChildren() or hasChildren(['a', 'b', ...]): the list, when given, is a non-empty array literal. */
  private checkHasChildren(expression: Extract<Expression, { kind: 'call' }>): void {
    if (expression.args.length === 0) return;
    const list = expression.args[0] as Expression;
    if (expression.args.length > 1 || list.kind !== 'array') {
      this.fail(list, 'hasChildren() takes nothing or one array of child names');
    }
    const names = (list as Extract<Expression, { kind: 'array' }>).elements;
    if (names.length === 0) this.fail(list, 'hasChildren() needs at least one child name');
    for (const name of names) this.require(name, ['string', 'primitive', 'any'], 'a child name');
  }

  private binaryType(expression: Extract<Expression, { kind: 'binary' }>): StaticType {
    const { operator, left, right } = expression;
    switch (operator) {
      case '&&':
      case '||':
        this.require(left, ['boolean'], `the left operand of '${operator}'`);
        this.require(right, ['boolean'], `the right operand of '${operator}'`);
        return 'boolean';
      case '==':
      case '!=':
      case '===':
      case '!==': {
        const comparable: StaticType[] = ['boolean', 'number', 'string', 'null', 'primitive', 'any'];
        this.require(left, comparable, `the left operand of '${operator}'`);
        this.require(right, comparable, `the right operand of '${operator}'`);
        return 'boolean';
      }
      case '<':
      case '<=':
      case '>':
      case '>=': {
        const orderable: StaticType[] = ['number', 'string', 'null', 'primitive', 'any'];
        const leftType = this.require(left, orderable, `the left operand of '${operator}'`);
        const rightType = this.require(right, orderable, `the right operand of '${operator}'`);
        if (!fuzzyTypes.has(leftType) && !fuzzyTypes.has(rightType) && leftType !== rightType) {
          this.fail(expression, `'${operator}' compares a ${leftType} with a ${rightType}`);
        }
        return 'boolean';
      }
      case '+': {
        const addable: StaticType[] = ['number', 'string', 'primitive', 'any'];
        const leftType = this.require(left, addable, "the left operand of '+'");
        const rightType = this.require(right, addable, "the right operand of '+'");
        if (leftType === 'string' || rightType === 'string') return 'string';
        return leftType === 'number' && rightType === 'number' ? 'number' : 'primitive';
      }
      case '-':
      case '*':
      case '/':
      case '%':
        this.require(left, ['number', 'primitive', 'any'], `the left operand of '${operator}'`);
        this.require(right, ['number', 'primitive', 'any'], `the right operand of '${operator}'`);
        return 'number';
    }
  }

  /** The type of `expression`, which must be one of `allowed`. */
  private require(expression: Expression, allowed: readonly StaticType[], role: string): StaticType {
    const type = this.typeOf(expression);
    if (!allowed.includes(type)) {
      const expected = allowed.filter((candidate) => !fuzzyTypes.has(candidate)).join(' or ');
      this.fail(expression, `${role} must be a ${expected}, not a ${typeName[type]}`);
    }
    return type;
  }

  private fail(expression: Expression, message: string): never {
    return this.failAt(expression.start, message);
  }

  private failAt(offset: number, message: string): never {
    throw new ExpressionSyntaxError(offset, message);
  }
}
