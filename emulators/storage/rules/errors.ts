/** A rules file that does not parse: names the file, line and column (both 1-based). */
export class RulesSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}:${column}: ${detail}`);
    this.name = 'RulesSyntaxError';
  }
}

/**
 * A condition that cannot be evaluated (a missing field, a method on the wrong type, an unknown
 * variable...). As in the real service, an error is not a crash: the allow statement simply does not
 * grant access, and `||` / `&&` can still be decided by their other side.
 */
export class RulesEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesEvaluationError';
  }
}
