// The values a rules expression computes with. Numbers are JavaScript numbers: the language's int and
// float are told apart only by whether the value is whole (see `is int` and integer division).

export type RulesValue = null | boolean | number | string | RulesValue[] | RulesMap;

export interface RulesMap {
  readonly [key: string]: RulesValue;
}

export type RulesType = 'null' | 'bool' | 'number' | 'string' | 'list' | 'map';

export function typeOf(value: RulesValue): RulesType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'map';
  }
}

export function isMap(value: RulesValue): value is RulesMap {
  return typeOf(value) === 'map';
}

/** Structural equality, as `==` defines it: lists and maps compare by content. */
export function rulesEquals(a: RulesValue, b: RulesValue): boolean {
  const type = typeOf(a);
  if (type !== typeOf(b)) return false;
  if (type === 'list') {
    const left = a as RulesValue[];
    const right = b as RulesValue[];
    return left.length === right.length && left.every((item, i) => rulesEquals(item, right[i] as RulesValue));
  }
  if (type === 'map') {
    const left = a as RulesMap;
    const right = b as RulesMap;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => key in right && rulesEquals(left[key] as RulesValue, right[key] as RulesValue))
    );
  }
  return a === b;
}

/** A short rendering of a value for error messages. */
export function describeValue(value: RulesValue): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
