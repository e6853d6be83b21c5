// Regular expression literals of the rules language: a subset of the usual syntax, compiled into a
// JavaScript RegExp. https://firebase.google.com/docs/database/security/regex lists what is supported: `^`
// and `$` only as the first and last character, the `i` flag only, `\s \w \d \S \W \D`, `\` making the
// next character literal, `* + ? {n} {n,} {n,m}`, `.`, groups, alternation and character sets with ranges.
// Anything else is rejected when the rules load, as the service rejects it when they are deployed.

import { ExpressionSyntaxError } from './ast';

const characterClassEscapes = new Set(['s', 'w', 'd', 'S', 'W', 'D']);
const javascriptSpecials = new Set([...'\\^$.|?*+()[]{}/']);
const quantifierPattern = /^\{(\d+)(,(\d*))?\}/;

const literal = (char: string) => (javascriptSpecials.has(char) ? `\\${char}` : char);

/**
 * Compiles `/pattern/flags`. Errors carry offsets relative to the pattern's first character, so the caller
 * adds where the pattern starts in the expression.
 */
export function compileRulesRegex(pattern: string, flags: string): RegExp {
  if (flags !== '' && flags !== 'i') {
    throw new ExpressionSyntaxError(
      pattern.length + 1,
      `unsupported regular expression flags '${flags}': only 'i'`,
    );
  }
  let position = 0;
  const fail = (offset: number, message: string): never => {
    throw new ExpressionSyntaxError(offset, message);
  };

  const readSet = (): string => {
    const open = position;
    position++;
    let output = '[';
    if (pattern[position] === '^') {
      output += '^';
      position++;
    }
    const readSetCharacter = (): { text: string; code: number | null } => {
      const char = pattern[position];
      if (char === undefined) return fail(open, 'unterminated character set');
      if (char !== '\\') {
        position++;
        return { text: literal(char), code: char.charCodeAt(0) };
      }
      const escaped = pattern[position + 1];
      if (escaped === undefined) return fail(position, 'pattern ends with a lone backslash');
      position += 2;
      if (characterClassEscapes.has(escaped)) return { text: `\\${escaped}`, code: null };
      return { text: literal(escaped), code: escaped.charCodeAt(0) };
    };
    let items = 0;
    while (pattern[position] !== ']') {
      if (pattern[position] === undefined) fail(open, 'unterminated character set');
      const first = readSetCharacter();
      if (pattern[position] === '-' && pattern[position + 1] !== ']' && pattern[position + 1] !== undefined) {
        const dash = position;
        position++;
        const last = readSetCharacter();
        if (first.code === null || last.code === null || first.code > last.code) {
          fail(dash, 'invalid range in character set');
        }
        output += `${first.text}-${last.text}`;
      } else {
        output += first.text;
      }
      items++;
    }
    if (items === 0) fail(open, 'empty character set');
    position++;
    return `${output}]`;
  };

  // An alternation: one or more non-empty sequences separated by `|`, up to `)` or the end.
  const readAlternation = (depth: number): string => {
    const branches: string[] = [];
    for (;;) {
      const branchStart = position;
      const branch = readSequence(depth);
      if (branch === '') fail(branchStart, 'empty alternative in regular expression');
      branches.push(branch);
      if (pattern[position] !== '|') return branches.join('|');
      position++;
    }
  };

  const readSequence = (depth: number): string => {
    let output = '';
    let canRepeat = false;
    while (position < pattern.length) {
      const char = pattern[position] as string;
      if (char === '|' || (char === ')' && depth > 0)) break;
      const atomStart = position;
      if (char === '*' || char === '+' || char === '?' || char === '{') {
        const interval = quantifierPattern.exec(pattern.slice(position));
        if (char === '{' && interval === null) fail(position, "'{' must start a repetition such as {2,4}");
        if (!canRepeat) fail(position, `'${char}' has nothing to repeat`);
        if (interval !== null) {
          const min = Number(interval[1]);
          const max = interval[3] === undefined || interval[3] === '' ? Infinity : Number(interval[3]);
          if (interval[2] !== undefined && max < min) fail(position, 'repetition range is out of order');
          output += interval[0];
          position += interval[0].length;
        } else {
          output += char;
          position++;
        }
        // A quantifier cannot itself be repeated: `a*?` would be a lazy match in JavaScript, which the
        // service does not have.
        canRepeat = false;
        continue;
      }
      if (char === '^') {
        if (atomStart !== 0) fail(position, "'^' is only allowed as the first character of the pattern");
        output += '^';
        position++;
        canRepeat = false;
        continue;
      }
      if (char === '$') {
        if (atomStart !== pattern.length - 1) {
          fail(position, "'$' is only allowed as the last character of the pattern");
        }
        output += '$';
        position++;
        canRepeat = false;
        continue;
      }
      if (char === '(') {
        position++;
        const group = readAlternation(depth + 1);
        if (pattern[position] !== ')') fail(atomStart, 'unclosed group');
        position++;
        output += `(?:${group})`;
      } else if (char === ')') {
        fail(position, "unmatched ')'");
      } else if (char === '[') {
        output += readSet();
      } else if (char === '\\') {
        const escaped = pattern[position + 1];
        if (escaped === undefined) fail(position, 'pattern ends with a lone backslash');
        else output += characterClassEscapes.has(escaped) ? `\\${escaped}` : literal(escaped);
        position += 2;
      } else if (char === '.') {
        output += '.';
        position++;
      } else {
        output += literal(char);
        position++;
      }
      canRepeat = true;
    }
    return output;
  };

  const source = readAlternation(0);
  if (position < pattern.length) fail(position, `unexpected '${pattern[position]}' in regular expression`);
  return new RegExp(source, flags);
}
