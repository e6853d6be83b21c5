// Reads a rules file into a tree of compiled rules that mirrors the data: each level has its .read, .write
// and .validate expressions, its named children and at most one $wildcard child.
//
// The file is JSON with comments, as the service reads it
// (https://firebase.google.com/docs/database/security/core-syntax). Like the service, and unlike strict
// JSON, it also accepts line breaks inside strings, so that long rules can span several lines
// (https://github.com/firebase/firebase-tools/issues/217), and trailing commas.

import { type Node as JsonNode, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { type Expression, ExpressionSyntaxError } from './ast';
import { compileRuleExpression, type RuleKind } from './typeCheck';

export interface RuleNode {
  read?: Expression;
  write?: Expression;
  validate?: Expression;
  children: ReadonlyMap<string, RuleNode>;
  /** A `$name` child: it matches every key not named among `children`, and binds `$name` to that key. */
  wildcard?: { name: string; node: RuleNode };
  /** Whether this level or one below it has a .validate rule, so that writes skip branches with none. */
  validatesBelow: boolean;
}

/** A rules file that does not load: `offset` is where in the file the problem is. */
export class RulesFileError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
    this.name = 'RulesFileError';
  }
}

const ruleProperties: Readonly<Record<RuleKind, 'read' | 'write' | 'validate'>> = {
  '.read': 'read',
  '.write': 'write',
  '.validate': 'validate',
};

const isRuleKind = (key: string): key is RuleKind =>
  Object.prototype.hasOwnProperty.call(ruleProperties, key);

// A Realtime Database key is not empty and has none of . # $ [ ] / nor control characters; a rule under any
// other key could never apply.
const isValidKey = (key: string) =>
  key !== '' &&
  [...key].every(
    (char) => !'.#$[]/'.includes(char) && char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f,
  );

/**
 * The source with line breaks and tabs inside strings replaced by spaces, which jsonc-parser would otherwise
 * report. Offsets are unchanged, and the rules themselves are decoded from the original source.
 */
function withoutRawControlsInStrings(source: string): string {
  let result = '';
  let inString = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (inString) {
      if (char === '\\') {
        result += char + (source[index + 1] ?? '');
        index++;
        continue;
      }
      if (char === '"') inString = false;
      result += char === '\n' || char === '\r' || char === '\t' ? ' ' : char;
    } else if (char === '/' && (source[index + 1] === '/' || source[index + 1] === '*')) {
      // A comment, copied as it is: a quote inside it opens no string.
      const isLineComment = source[index + 1] === '/';
      const close = isLineComment ? source.indexOf('\n', index) : source.indexOf('*/', index + 2);
      const end = close < 0 ? source.length : isLineComment ? close : close + '*/'.length;
      result += source.slice(index, end);
      index = end - 1;
    } else {
      if (char === '"') inString = true;
      result += char;
    }
  }
  return result;
}

const jsonEscapes: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** A JSON string token decoded, with the file offset of each decoded character (and of the closing quote). */
function decodeStringToken(source: string, node: JsonNode): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  const last = node.offset + node.length - 1;
  for (let index = node.offset + 1; index < last;) {
    const char = source[index] as string;
    offsets.push(index);
    if (char !== '\\') {
      text += char;
      index++;
    } else if (source[index + 1] === 'u') {
      text += String.fromCharCode(parseInt(source.slice(index + 2, index + 6), 16));
      index += 6;
    } else {
      text += jsonEscapes[source[index + 1] as string] as string;
      index += 2;
    }
  }
  offsets.push(last);
  return { text, offsets };
}

function describeJsonError(error: ParseError): string {
  const words = printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `invalid JSON: ${words}`;
}

export function parseRulesFile(source: string): RuleNode {
  const errors: ParseError[] = [];
  const tree = parseTree(withoutRawControlsInStrings(source), errors, {
    allowTrailingComma: true,
    disallowComments: false,
  });
  const firstError = errors[0];
  if (firstError !== undefined) throw new RulesFileError(firstError.offset, describeJsonError(firstError));
  if (tree?.type !== 'object') {
    throw new RulesFileError(tree?.offset ?? 0, 'the file must be an object: { "rules": { ... } }');
  }

  let rules: JsonNode | undefined;
  for (const [keyNode, valueNode] of properties(tree)) {
    if (keyNode.value !== 'rules') {
      throw new RulesFileError(
        keyNode.offset,
        `unknown top-level key '${String(keyNode.value)}': only "rules"`,
      );
    }
    rules = valueNode;
  }
  if (rules === undefined) throw new RulesFileError(tree.offset, 'missing the "rules" object');
  if (rules.type !== 'object') throw new RulesFileError(rules.offset, '"rules" must be an object');
  return buildNode(source, rules, []);
}

/** The key and value nodes of an object node, refusing a key given twice (which JSON leaves ambiguous). */
function properties(objectNode: JsonNode): [JsonNode, JsonNode][] {
  const seen = new Set<string>();
  return (objectNode.children ?? []).map((property) => {
    const [keyNode, valueNode] = property.children as [JsonNode, JsonNode];
    const key = keyNode.value as string;
    if (seen.has(key)) throw new RulesFileError(keyNode.offset, `duplicate key '${key}'`);
    seen.add(key);
    return [keyNode, valueNode];
  });
}

function buildNode(source: string, objectNode: JsonNode, wildcardNames: readonly string[]): RuleNode {
  const children = new Map<string, RuleNode>();
  const node: RuleNode = { children, validatesBelow: false };
  for (const [keyNode, valueNode] of properties(objectNode)) {
    const key = keyNode.value as string;
    if (key.startsWith('.')) {
      if (key === '.indexOn') {
        checkIndexOn(valueNode);
      } else if (isRuleKind(key)) {
        node[ruleProperties[key]] = compileRule(source, valueNode, key, wildcardNames);
      } else {
        const expected = 'expected .read, .write, .validate or .indexOn';
        throw new RulesFileError(keyNode.offset, `unknown rule '${key}': ${expected}`);
      }
      continue;
    }
    if (valueNode.type !== 'object') {
      throw new RulesFileError(valueNode.offset, `the rules for '${key}' must be an object`);
    }
    const isWildcard = key.startsWith('$');
    if (!isValidKey(isWildcard ? key.slice(1) : key)) {
      const reason = 'keys cannot contain . # $ [ ] / or be empty';
      throw new RulesFileError(keyNode.offset, `'${key}' is not a valid key: ${reason}`);
    }
    if (!isWildcard) {
      children.set(key, buildNode(source, valueNode, wildcardNames));
    } else if (node.wildcard !== undefined) {
      throw new RulesFileError(
        keyNode.offset,
        `'${key}' is a second wildcard beside '${node.wildcard.name}'`,
      );
    } else if (wildcardNames.includes(key)) {
      throw new RulesFileError(keyNode.offset, `'${key}' is already the name of an enclosing wildcard`);
    } else {
      node.wildcard = { name: key, node: buildNode(source, valueNode, [...wildcardNames, key]) };
    }
  }
  node.validatesBelow =
    node.validate !== undefined ||
    node.wildcard?.node.validatesBelow === true ||
    [...children.values()].some((child) => child.validatesBelow);
  return node;
}

/** .indexOn only matters to queries, which the rules engine does not run; it is checked, then ignored. */
function checkIndexOn(valueNode: JsonNode): void {
  const isNames =
    valueNode.type === 'string' ||
    (valueNode.type === 'array' && (valueNode.children ?? []).every((child) => child.type === 'string'));
  if (!isNames) {
    throw new RulesFileError(valueNode.offset, '".indexOn" must be a string or an array of strings');
  }
}

function compileRule(
  source: string,
  valueNode: JsonNode,
  kind: RuleKind,
  wildcardNames: readonly string[],
): Expression {
  if (valueNode.type === 'boolean') {
    // A literal true or false rule has no expression text to point into.
    return { kind: 'literal', value: valueNode.value as boolean, start: 0, end: 0 };
  }
  if (valueNode.type !== 'string') {
    throw new RulesFileError(valueNode.offset, `"${kind}" must be a string expression or a boolean`);
  }
  const { text, offsets } = decodeStringToken(source, valueNode);
  try {
    return compileRuleExpression(text, kind, wildcardNames);
  } catch (error) {
    if (!(error instanceof ExpressionSyntaxError)) throw error;
    const fileOffset = offsets[Math.min(error.offset, offsets.length - 1)] as number;
    throw new RulesFileError(
      fileOffset,
      `${error.message} in "${kind}" expression at column ${error.offset + 1}`,
    );
  }
}
