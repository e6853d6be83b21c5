// Recursive-descent parser for storage rules files:
//
//   file      := ('rules_version' '=' string ';')? 'service' 'firebase.storage' '{' (function | match)* '}'
//   match     := 'match' path '{' (allow | match | function)* '}'
//   allow     := 'allow' method (',' method)* (':' 'if' expression)? ';'
//   function  := 'function' name '(' names ')' '{' ('let' name '=' expression ';')* 'return' expression ';' '}'
//
// Expressions follow the rules language's precedence, loosest first: ?:, ||, &&, the relations
// (== != < <= > >= in is), + -, * / %, unary ! -, then member access, indexing and calls.
import type {
  AllowStatement,
  BinaryOperator,
  Expression,
  FunctionDeclaration,
  MatchBlock,
  RequestMethod,
  RulesFile,
} from './ast';
import { Scanner, type Token } from './scanner';

const METHOD_GROUPS: Record<string, RequestMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const RELATIONS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in', 'is']);

export function parseRules(source: string, file: string): RulesFile {
  return new Parser(source, file).parseFile();
}

class Parser {
  private readonly scanner: Scanner;
  private token: Token;

  constructor(source: string, file: string) {
    this.scanner = new Scanner(source, file);
    this.token = this.scanner.next();
  }

  parseFile(): RulesFile {
    let version: RulesFile['version'] = '1';
    if (this.isWord('rules_version')) {
      this.advance();
      this.expect('=');
      const value = this.token;
      if (value.kind !== 'string' || (value.text !== '1' && value.text !== '2')) {
        this.fail(value, "rules_version must be '1' or '2'");
      }
      version = value.text;
      this.advance();
      this.expect(';');
    }
    this.expectWord('service');
    const nameStart = this.token;
    const serviceName = this.dottedName();
    if (serviceName !== 'firebase.storage') {
      this.fail(nameStart, `expected 'service firebase.storage', found 'service ${serviceName}'`);
    }
    this.expect('{');
    const functions: FunctionDeclaration[] = [];
    const matches: MatchBlock[] = [];
    while (!this.isPunctuation('}')) {
      if (this.isWord('function')) functions.push(this.parseFunction());
      else if (this.isWord('match')) matches.push(this.parseMatch());
      else this.fail(this.token, `expected 'match' or 'function', found ${this.describe(this.token)}`);
    }
    this.advance();
    if (this.token.kind !== 'end')
      this.fail(this.token, `unexpected ${this.describe(this.token)} after the service block`);
    return { version, functions, matches };
  }

  private parseMatch(): MatchBlock {
    // The path after `match` is not made of expression tokens: re-read it from the end of the keyword.
    this.scanner.rewind(this.token.offset + 'match'.length);
    const segments = this.scanner.readPath();
    this.token = this.scanner.next();
    this.expect('{');
    const block: MatchBlock = { segments, functions: [], allows: [], matches: [] };
    while (!this.isPunctuation('}')) {
      if (this.isWord('allow')) block.allows.push(this.parseAllow());
      else if (this.isWord('match')) block.matches.push(this.parseMatch());
      else if (this.isWord('function')) block.functions.push(this.parseFunction());
      else
        this.fail(this.token, `expected 'allow', 'match' or 'function', found ${this.describe(this.token)}`);
    }
    this.advance();
    return block;
  }

  private parseAllow(): AllowStatement {
    this.advance();
    const methods = new Set<RequestMethod>();
    do {
      const word = this.token;
      const group = word.kind === 'identifier' ? METHOD_GROUPS[word.text] : undefined;
      if (group === undefined) {
        this.fail(
          word,
          `unknown method ${this.describe(word)}: expected read, write, get, list, create, update or delete`,
        );
      }
      group.forEach((method) => methods.add(method));
      this.advance();
    } while (this.accept(','));
    let condition: Expression | undefined;
    if (this.accept(':')) {
      this.expectWord('if');
      condition = this.parseExpression();
    }
    this.endStatement();
    return condition === undefined ? { methods } : { methods, condition };
  }

  private parseFunction(): FunctionDeclaration {
    this.advance();
    const name = this.identifier();
    this.expect('(');
    const params: string[] = [];
    if (!this.isPunctuation(')')) {
      do params.push(this.identifier());
      while (this.accept(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: FunctionDeclaration['lets'] = [];
    while (this.isWord('let')) {
      this.advance();
      const letName = this.identifier();
      this.expect('=');
      lets.push({ name: letName, value: this.parseExpression() });
      this.endStatement();
    }
    this.expectWord('return');
    const body = this.parseExpression();
    this.endStatement();
    this.expect('}');
    return { name, params, lets, body };
  }

  /** Statements end with ';', which may be left out before a closing brace. */
  private endStatement(): void {
    if (!this.accept(';') && !this.isPunctuation('}')) {
      this.fail(this.token, `expected ';', found ${this.describe(this.token)}`);
    }
  }

  private parseExpression(): Expression {
    const test = this.parseOr();
    if (!this.isPunctuation('?')) return test;
    const offset = this.token.offset;
    this.advance();
    const then = this.parseExpression();
    this.expect(':');
    const otherwise = this.parseExpression();
    return { kind: 'conditional', test, then, otherwise, offset };
  }

  private parseOr(): Expression {
    return this.parseBinaryLevel(['||'], () => this.parseAnd());
  }

  private parseAnd(): Expression {
    return this.parseBinaryLevel(['&&'], () => this.parseRelation());
  }

  private parseRelation(): Expression {
    let left = this.parseAdditive();
    while (RELATIONS.has(this.token.text) && this.token.kind !== 'string') {
      const { offset, text } = this.token;
      this.advance();
      if (text === 'is') {
        left = { kind: 'typeCheck', value: left, typeName: this.identifier(), offset };
      } else {
        const right = this.parseAdditive();
        left = { kind: 'binary', operator: text as BinaryOperator, left, right, offset };
      }
    }
    return left;
  }

  private parseAdditive(): Expression {
    return this.parseBinaryLevel(['+', '-'], () => this.parseMultiplicative());
  }

  private parseMultiplicative(): Expression {
    return this.parseBinaryLevel(['*', '/', '%'], () => this.parseUnary());
  }

  private parseBinaryLevel(operators: BinaryOperator[], operand: () => Expression): Expression {
    let left = operand();
    while (this.token.kind === 'punctuation' && (operators as string[]).includes(this.token.text)) {
      const { offset, text } = this.token;
      this.advance();
      left = { kind: 'binary', operator: text as BinaryOperator, left, right: operand(), offset };
    }
    return left;
  }

  private parseUnary(): Expression {
    if (this.isPunctuation('!') || this.isPunctuation('-')) {
      const { offset, text } = this.token;
      this.advance();
      return { kind: 'unary', operator: text as '!' | '-', operand: this.parseUnary(), offset };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expression {
    let expression = this.parsePrimary();
    for (;;) {
      const offset = this.token.offset;
      if (this.accept('.')) {
        expression = { kind: 'member', object: expression, name: this.identifier(), offset };
      } else if (this.accept('[')) {
        const index = this.parseExpression();
        this.expect(']');
        expression = { kind: 'index', object: expression, index, offset };
      } else if (this.accept('(')) {
        expression = { kind: 'call', callee: expression, args: this.parseList(')'), offset };
      } else {
        return expression;
      }
    }
  }

  private parsePrimary(): Expression {
    const token = this.token;
    const offset = token.offset;
    if (token.kind === 'number') {
      this.advance();
      return { kind: 'literal', value: token.number as number, offset };
    }
    if (token.kind === 'string') {
      this.advance();
      return { kind: 'literal', value: token.text, offset };
    }
    if (token.kind === 'identifier') {
      this.advance();
      if (token.text === 'true' || token.text === 'false') {
        return { kind: 'literal', value: token.text === 'true', offset };
      }
      if (token.text === 'null') return { kind: 'literal', value: null, offset };
      return { kind: 'variable', name: token.text, offset };
    }
    if (this.accept('(')) {
      const inner = this.parseExpression();
      this.expect(')');
      return inner;
    }
    if (this.accept('[')) return { kind: 'list', items: this.parseList(']'), offset };
    return this.fail(token, `expected an expression, found ${this.describe(token)}`);
  }

  /** Comma-separated expressions up to `close`, which is consumed. */
  private parseList(close: string): Expression[] {
    const items: Expression[] = [];
    if (!this.isPunctuation(close)) {
      do items.push(this.parseExpression());
      while (this.accept(','));
    }
    this.expect(close);
    return items;
  }

  private dottedName(): string {
    let name = this.identifier();
    while (this.accept('.')) name += '.' + this.identifier();
    return name;
  }

  private identifier(): string {
    const token = this.token;
    if (token.kind !== 'identifier') this.fail(token, `expected a name, found ${this.describe(token)}`);
    this.advance();
    return token.text;
  }

  private advance(): void {
    this.token = this.scanner.next();
  }

  private accept(punctuation: string): boolean {
    if (!this.isPunctuation(punctuation)) return false;
    this.advance();
    return true;
  }

  private expect(punctuation: string): void {
    if (!this.accept(punctuation))
      this.fail(this.token, `expected '${punctuation}', found ${this.describe(this.token)}`);
  }

  private expectWord(word: string): void {
    if (!this.isWord(word)) this.fail(this.token, `expected '${word}', found ${this.describe(this.token)}`);
    this.advance();
  }

  private isPunctuation(text: string): boolean {
    return this.token.kind === 'punctuation' && this.token.text === text;
  }

  private isWord(text: string): boolean {
    return this.token.kind === 'identifier' && this.token.text === text;
  }

  private describe(token: Token): string {
    if (token.kind === 'end') return 'the end of the file';
    if (token.kind === 'string') return `the string '${token.text}'`;
    return `'${token.text}'`;
  }

  private fail(token: Token, detail: string): never {
    return this.scanner.fail(token.offset, detail);
  }
}
