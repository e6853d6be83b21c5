// The syntax tree of one rule expression, shared by the parser, the type checker and the evaluator.
// Offsets count UTF-16 code units from the start of the expression text (the decoded JSON string).

export type BinaryOperator =
  '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '===' | '!==' | '&&' | '||';

interface Located {
  start: number;
  end: number;
}

export type Expression =
  | (Located & { kind: 'literal'; value: null | boolean | number | string })
  | (Located & { kind: 'regex'; regex: RegExp })
  | (Located & { kind: 'array'; elements: Expression[] })
  | (Located & { kind: 'identifier'; name: string })
  /** `object.name`, and `object['name']` with a string literal, which the service treats alike. */
  | (Located & { kind: 'member'; object: Expression; property: string; propertyStart: number })
  /** `object[key]` with a computed key: only on auth claims, whose shape is unknown before evaluation. */
  | (Located & { kind: 'index'; object: Expression; key: Expression })
  | (Located & { kind: 'call'; callee: Expression; args: Expression[] })
  | (Located & { kind: 'unary'; operator: '!' | '-'; operand: Expression })
  | (Located & { kind: 'binary'; operator: BinaryOperator; left: Expression; right: Expression })
  | (Located & { kind: 'conditional'; test: Expression; consequent: Expression; alternate: Expression });

/** A rule expression that is not valid: `offset` is where, inside the expression text, the problem is. */
export class ExpressionSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
    this.name = 'ExpressionSyntaxError';
  }
}
