// Turns the text of a rules file into tokens for the parser. The rules language is context-sensitive in
// one place: after `match` comes a path (`/b/{bucket}/o`), whose segments are not expression tokens, so
// the parser asks for a path explicitly with readPath() instead of next().
import type { PathSegment } from './ast';
import { RulesSyntaxError } from './errors';

export type TokenKind = 'identifier' | 'number' | 'string' | 'punctuation' | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text of the token (for strings: the decoded value). */
  text: string;
  /** Numeric value of a number token. */
  number?: number;
  /** Offset of the token's first character in the source. */
  offset: number;
}

// Longest first, so that "==" is not read as "=" then "=".
const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', ...'{}()[],;:.=<>!+-*/%?'.split('')];

const STRING_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
};

export class Scanner {
  private pos = 0;

  constructor(
    private readonly source: string,
    private readonly file: string,
  ) {}

  /** Throws a syntax error located at `offset`. */
  fail(offset: number, detail: string): never {
    const before = this.source.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    throw new RulesSyntaxError(this.file, line, column, detail);
  }

  /** Moves back to `offset`, e.g. to re-read what follows a `match` keyword as a path. */
  rewind(offset: number): void {
    this.pos = offset;
  }

  next(): Token {
    this.skipBlanks();
    const offset = this.pos;
    const char = this.source[offset];
    if (char === undefined) return { kind: 'end', text: '', offset };
    if (/[A-Za-z_]/.test(char)) {
      const text = this.take(/[A-Za-z0-9_]/);
      return { kind: 'identifier', text, offset };
    }
    if (/[0-9]/.test(char)) return this.readNumber(offset);
    if (char === "'" || char === '"') return this.readString(offset, char);
    const punctuation = PUNCTUATION.find((p) => this.source.startsWith(p, offset));
    if (punctuation === undefined) this.fail(offset, `unexpected character '${char}'`);
    this.pos += punctuation.length;
    return { kind: 'punctuation', text: punctuation, offset };
  }

  /** Reads a match path such as `/b/{bucket}/o` or `/quizUploads/{folder}/{file=**}`. */
  readPath(): PathSegment[] {
    this.skipBlanks();
    if (this.source[this.pos] !== '/') this.fail(this.pos, "expected a path starting with '/' after 'match'");
    const segments: PathSegment[] = [];
    while (this.source[this.pos] === '/') {
      this.pos += 1;
      segments.push(this.source[this.pos] === '{' ? this.readWildcard() : this.readLiteralSegment());
    }
    return segments;
  }

  private readWildcard(): PathSegment {
    const start = this.pos;
    const close = this.source.indexOf('}', start);
    if (close < 0) this.fail(start, "unterminated wildcard: missing '}'");
    const body = this.source.slice(start + 1, close);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?$/.exec(body);
    if (match === null) this.fail(start, `invalid wildcard '{${body}}': expected {name} or {name=**}`);
    this.pos = close + 1;
    const name = match[1] as string;
    return match[2] === undefined ? { kind: 'single', name } : { kind: 'recursive', name };
  }

  private readLiteralSegment(): PathSegment {
    const start = this.pos;
    const value = this.take(/[^\s/{}]/);
    if (value === '') this.fail(start, 'empty path segment');
    return { kind: 'literal', value };
  }

  private readNumber(offset: number): Token {
    let text = this.take(/[0-9]/);
    if (this.source[this.pos] === '.' && /[0-9]/.test(this.source[this.pos + 1] ?? '')) {
      this.pos += 1;
      text += '.' + this.take(/[0-9]/);
    }
    if (/[eE]/.test(this.source[this.pos] ?? '')) {
      const exponent = /^[eE][+-]?[0-9]+/.exec(this.source.slice(this.pos));
      if (exponent === null) this.fail(this.pos, 'malformed number exponent');
      this.pos += exponent[0].length;
      text += exponent[0];
    }
    return { kind: 'number', text, number: Number(text), offset };
  }

  private readString(offset: number, quote: string): Token {
    let value = '';
    this.pos += 1;
    for (;;) {
      const char = this.source[this.pos];
      if (char === undefined || char === '\n') this.fail(offset, 'unterminated string');
      this.pos += 1;
      if (char === quote) return { kind: 'string', text: value, offset };
      if (char !== '\\') {
        value += char;
        continue;
      }
      const escaped = this.source[this.pos] ?? '';
      if (escaped === 'u') {
        const hex = this.source.slice(this.pos + 1, this.pos + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(this.pos - 1, 'malformed \\u escape');
        value += String.fromCharCode(parseInt(hex, 16));
        this.pos += 5;
      } else if (escaped in STRING_ESCAPES) {
        value += STRING_ESCAPES[escaped];
        this.pos += 1;
      } else {
        // Regular expressions are written in strings ('\\d', '\.'): keep unknown escapes verbatim.
        value += '\\' + escaped;
        this.pos += 1;
      }
    }
  }

  private take(allowed: RegExp): string {
    const start = this.pos;
    while (this.pos < this.source.length && allowed.test(this.source[this.pos] as string)) this.pos += 1;
    return this.source.slice(start, this.pos);
  }

  private skipBlanks(): void {
    for (;;) {
      this.take(/\s/);
      if (this.source.startsWith('//', this.pos)) {
        const end = this.source.indexOf('\n', this.pos);
        this.pos = end < 0 ? this.source.length : end;
      } else if (this.source.startsWith('/*', this.pos)) {
        const end = this.source.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail(this.pos, "unterminated comment: missing '*/'");
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }
}
