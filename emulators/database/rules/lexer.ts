// Splits a rule expression into tokens. The language is a subset of JavaScript expressions: literals,
// identifiers, the operators of the rules reference, and regular expression literals for matches().
// Comments are allowed, as the Firebase console accepts them inside multi-line rules.

import { ExpressionSyntaxError } from './ast';

export type Punctuator =
  | '('
  | ')'
  | '['
  | ']'
  | ','
  | '.'
  | '?'
  | ':'
  | '!'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | '==='
  | '!=='
  | '&&'
  | '||';

interface Span {
  start: number;
  end: number;
}

export type Token =
  | (Span & { type: 'literal'; value: null | boolean | number | string })
  | (Span & { type: 'identifier'; name: string })
  | (Span & { type: 'regex'; pattern: string; flags: string })
  | (Span & { type: 'punctuator'; value: Punctuator })
  | (Span & { type: 'end' });

// Longest first, so that `===` is not read as `==` followed by `=`.
const punctuators: readonly Punctuator[] = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '?',
  ':',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
];

const keywordValues: ReadonlyMap<string, null | boolean> = new Map([
  ['true', true],
  ['false', false],
  ['null', null],
]);

const stringEscapes: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isIdentifierStart = (char: string | undefined) => char !== undefined && /[A-Za-z_$]/.test(char);
const isIdentifierPart = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_$]/.test(char);
const isLineBreak = (char: string | undefined) => char === '\n' || char === '\r';

/** Whether a `/` after this token divides; otherwise it opens a regular expression literal. */
function endsOperand(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (token.type === 'punctuator') return token.value === ')' || token.value === ']';
  return token.type !== 'end';
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;

  const fail = (offset: number, message: string): never => {
    throw new ExpressionSyntaxError(offset, message);
  };

  const readNumber = (start: number): Token => {
    let end = start;
    while (isDigit(text[end])) end++;
    if (text[end] === '.' && isDigit(text[end + 1])) {
      end++;
      while (isDigit(text[end])) end++;
    }
    if (text[end] === 'e' || text[end] === 'E') {
      let exponent = end + 1;
      if (text[exponent] === '+' || text[exponent] === '-') exponent++;
      if (!isDigit(text[exponent])) fail(end, `malformed number '${text.slice(start, exponent)}'`);
      end = exponent;
      while (isDigit(text[end])) end++;
    }
    if (isIdentifierPart(text[end])) fail(end, `unexpected character '${text[end]}' after a number`);
    return { type: 'literal', value: Number(text.slice(start, end)), start, end };
  };

  const readString = (start: number): Token => {
    const quote = text[start];
    let value = '';
    let index = start + 1;
    for (;;) {
      const char = text[index];
      if (char === undefined || isLineBreak(char)) return fail(start, 'unterminated string literal');
      if (char === quote) return { type: 'literal', value, start, end: index + 1 };
      if (char !== '\\') {
        value += char;
        index++;
        continue;
      }
      const escaped = text[index + 1];
      if (escaped === undefined) return fail(start, 'unterminated string literal');
      const hexLength = escaped === 'u' ? 4 : escaped === 'x' ? 2 : 0;
      if (hexLength > 0) {
        const hex = text.slice(index + 2, index + 2 + hexLength);
        if (!new RegExp(`^[0-9A-Fa-f]{${hexLength}}$`).test(hex)) fail(index, 'malformed escape sequence');
        value += String.fromCharCode(parseInt(hex, 16));
        index += 2 + hexLength;
      } else {
        value += stringEscapes[escaped] ?? escaped;
        index += 2;
      }
    }
  };

  const readRegex = (start: number): Token => {
    let index = start + 1;
    let inClass = false;
    for (;;) {
      const char = text[index];
      if (char === undefined || isLineBreak(char)) return fail(start, 'unterminated regular expression');
      if (char === '\\') {
        index += 2;
        continue;
      }
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) break;
      index++;
    }
    const pattern = text.slice(start + 1, index);
    let end = index + 1;
    while (isIdentifierPart(text[end])) end++;
    return { type: 'regex', pattern, flags: text.slice(index + 1, end), start, end };
  };

  while (position < text.length) {
    const char = text[position];
    const next = text[position + 1];

    if (/\s/.test(char ?? '')) {
      position++;
    } else if (char === '/' && next === '/') {
      while (position < text.length && !isLineBreak(text[position])) position++;
    } else if (char === '/' && next === '*') {
      const close = text.indexOf('*/', position + 2);
      if (close < 0) fail(position, 'unterminated comment');
      position = close + 2;
    } else if (isDigit(char) || (char === '.' && isDigit(next))) {
      const token = readNumber(position);
      tokens.push(token);
      position = token.end;
    } else if (char === '"' || char === "'") {
      const token = readString(position);
      tokens.push(token);
      position = token.end;
    } else if (isIdentifierStart(char)) {
      let end = position + 1;
      while (isIdentifierPart(text[end])) end++;
      const word = text.slice(position, end);
      const keyword = keywordValues.get(word);
      tokens.push(
        keyword === undefined
          ? { type: 'identifier', name: word, start: position, end }
          : { type: 'literal', value: keyword, start: position, end },
      );
      position = end;
    } else if (char === '/' && !endsOperand(tokens.at(-1))) {
      const token = readRegex(position);
      tokens.push(token);
      position = token.end;
    } else {
      const punctuator = punctuators.find((candidate) => text.startsWith(candidate, position));
      if (punctuator === undefined) fail(position, `unexpected character '${char}'`);
      else {
        tokens.push({
          type: 'punctuator',
          value: punctuator,
          start: position,
          end: position + punctuator.length,
        });
        position += punctuator.length;
      }
    }
  }
  tokens.push({ type: 'end', start: text.length, end: text.length });
  return tokens;
}
