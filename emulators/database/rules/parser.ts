// Builds the syntax tree of a rule expression with JavaScript's precedence, from loosest to tightest:
// `?:`, `||`, `&&`, `== != === !==`, `< <= > >=`, `+ -`, `* / %`, unary `! -`, then member access and calls.

import { type BinaryOperator, type Expression, ExpressionSyntaxError } from './ast';
import { type Punctuator, type Token, tokenize } from './lexer';
import { compileRulesRegex } from './regex';

// Binary operators by precedence level, loosest first; every level is left-associative.
const binaryLevels: readonly (readonly BinaryOperator[])[] = [
  ['||'],
  ['&&'],
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function describeToken(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'end of expression';
    case 'identifier':
      return `token '${token.name}'`;
    case 'literal':
      return typeof token.value === 'string' ? 'string literal' : `token '${String(token.value)}'`;
    case 'regex':
      return 'regular expression';
    case 'punctuator':
      return `token '${token.value}'`;
  }
}

export function parseExpression(text: string): Expression {
  const tokens = tokenize(text);
  let index = 0;

  const peek = (): Token => tokens[index] as Token;
  const isPunctuator = (value: Punctuator) => {
    const token = peek();
    return token.type === 'punctuator' && token.value === value;
  };
  const unexpected = (token: Token): never => {
    throw new ExpressionSyntaxError(token.start, `unexpected ${describeToken(token)}`);
  };
  const expect = (value: Punctuator): Token => {
    const token = peek();
    if (token.type !== 'punctuator' || token.value !== value) return unexpected(token);
    index++;
    return token;
  };

  const parseConditional = (): Expression => {
    const test = parseBinary(0);
    if (!isPunctuator('?')) return test;
    index++;
    const consequent = parseConditional();
    expect(':');
    const alternate = parseConditional();
    return { kind: 'conditional', test, consequent, alternate, start: test.start, end: alternate.end };
  };

  const parseBinary = (level: number): Expression => {
    const operators = binaryLevels[level];
    if (operators === undefined) return parseUnary();
    let left = parseBinary(level + 1);
    for (;;) {
      const token = peek();
      const operator = operators.find(
        (candidate) => token.type === 'punctuator' && token.value === candidate,
      );
      if (operator === undefined) return left;
      index++;
      const right = parseBinary(level + 1);
      left = { kind: 'binary', operator, left, right, start: left.start, end: right.end };
    }
  };

  const parseUnary = (): Expression => {
    const token = peek();
    if (token.type === 'punctuator' && (token.value === '!' || token.value === '-')) {
      index++;
      const operand = parseUnary();
      return { kind: 'unary', operator: token.value, operand, start: token.start, end: operand.end };
    }
    return parsePostfix(parsePrimary());
  };

  const parseArguments = (): Expression[] => {
    const args: Expression[] = [];
    if (isPunctuator(')')) return args;
    for (;;) {
      args.push(parseConditional());
      if (!isPunctuator(',')) return args;
      index++;
    }
  };

  const parsePostfix = (start: Expression): Expression => {
    let expression = start;
    for (;;) {
      if (isPunctuator('.')) {
        index++;
        const name = peek();
        if (name.type !== 'identifier') return unexpected(name);
        index++;
        expression = {
          kind: 'member',
          object: expression,
          property: name.name,
          propertyStart: name.start,
          start: expression.start,
          end: name.end,
        };
      } else if (isPunctuator('[')) {
        index++;
        const key = parseConditional();
        const close = expect(']');
        expression =
          key.kind === 'literal' && typeof key.value === 'string'
            ? {
                kind: 'member',
                object: expression,
                property: key.value,
                propertyStart: key.start,
                start: expression.start,
                end: close.end,
              }
            : { kind: 'index', object: expression, key, start: expression.start, end: close.end };
      } else if (isPunctuator('(')) {
        index++;
        const args = parseArguments();
        const close = expect(')');
        expression = { kind: 'call', callee: expression, args, start: expression.start, end: close.end };
      } else {
        return expression;
      }
    }
  };

  const parsePrimary = (): Expression => {
    const token = peek();
    index++;
    switch (token.type) {
      case 'literal':
        return { kind: 'literal', value: token.value, start: token.start, end: token.end };
      case 'identifier':
        return { kind: 'identifier', name: token.name, start: token.start, end: token.end };
      case 'regex':
        try {
          return {
            kind: 'regex',
            regex: compileRulesRegex(token.pattern, token.flags),
            start: token.start,
            end: token.end,
          };
        } catch (error) {
          if (!(error instanceof ExpressionSyntaxError)) throw error;
          throw new ExpressionSyntaxError(token.start + 1 + error.offset, error.message);
        }
      case 'punctuator':
        if (token.value === '(') {
          const inner = parseConditional();
          expect(')');
          return inner;
        }
        if (token.value === '[') {
          const elements = isPunctuator(']') ? [] : parseArguments();
          const close = expect(']');
          return { kind: 'array', elements, start: token.start, end: close.end };
        }
        return unexpected(token);
      case 'end':
        return unexpected(token);
    }
  };

  const expression = parseConditional();
  const rest = peek();
  if (rest.type !== 'end') unexpected(rest);
  return expression;
}
