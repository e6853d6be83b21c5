// The syntax tree of a storage rules file, as produced by the parser and walked by the ruleset.

export type PathSegment =
  | { kind: 'literal'; value: string }
  /** `{name}`: exactly one segment. */
  | { kind: 'single'; name: string }
  /** `{name=**}`: the rest of the path (one or more segments in rules version 1, zero or more in 2). */
  | { kind: 'recursive'; name: string };

/** The operations a request performs; `read` and `write` in an allow statement are groups of them. */
export type RequestMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export type Expression =
  | { kind: 'literal'; value: null | boolean | number | string; offset: number }
  | { kind: 'list'; items: Expression[]; offset: number }
  | { kind: 'variable'; name: string; offset: number }
  | { kind: 'member'; object: Expression; name: string; offset: number }
  | { kind: 'index'; object: Expression; index: Expression; offset: number }
  | { kind: 'call'; callee: Expression; args: Expression[]; offset: number }
  | { kind: 'unary'; operator: '!' | '-'; operand: Expression; offset: number }
  | { kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression; offset: number }
  | { kind: 'typeCheck'; value: Expression; typeName: string; offset: number }
  | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression; offset: number };

export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export interface FunctionDeclaration {
  name: string;
  params: string[];
  lets: { name: string; value: Expression }[];
  body: Expression;
}

export interface AllowStatement {
  /** Already expanded: `read` becomes get and list, `write` becomes create, update and delete. */
  methods: Set<RequestMethod>;
  /** Absent for `allow read;`, which grants unconditionally. */
  condition?: Expression;
}

export interface MatchBlock {
  segments: PathSegment[];
  functions: FunctionDeclaration[];
  allows: AllowStatement[];
  matches: MatchBlock[];
}

export interface RulesFile {
  /** '1' when the file does not say: recursive wildcards then match one or more segments. */
  version: '1' | '2';
  functions: FunctionDeclaration[];
  matches: MatchBlock[];
}
