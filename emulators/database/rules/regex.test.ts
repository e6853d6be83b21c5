// The regular expression subset of matches(): https://firebase.google.com/docs/database/security/regex

import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError } from './ast';
import { compileRulesRegex } from './regex';

describe('supported syntax', () => {
  it.each([
    ['\\d+', '', '2024', true],
    ['^\\d+$', '', '20x4', false],
    ['^\\s$', '', ' ', true],
    ['^\\w+$', '', 'quiz_1', true],
    ['^\\W$', '', 'a', false],
    ['^\\S\\D$', '', 'a1', false],
    ['^a*$', '', '', true],
    ['^a*$', '', 'b', false],
    ['^a+$', '', 'aaa', true],
    ['^a+$', '', '', false],
    ['^a?$', '', 'a', true],
    ['^a?$', '', 'aa', false],
    ['^a{2}$', '', 'aa', true],
    ['^a{2,}$', '', 'aaaa', true],
    ['^a{2,3}$', '', 'aaaa', false],
    ['^........$', '', 'Firebase', true],
    ['^(ab)*$', '', 'abab', true],
    ['^(ab)*$', '', 'aba', false],
    ['^a|bc$', '', 'bc', true],
    ['^[ABCDEF]$', '', 'G', false],
    ['^[0-9A-F]+$', '', 'C0FFEE', true],
    ['^[^0-9]+$', '', 'quiz', true],
    ['^[^0-9]+$', '', 'quiz9', false],
    ['^[\\d.]+$', '', '1.5', true],
    ['a', '', 'ba', true],
    ['^a', '', 'ba', false],
    ['a$', '', 'ab', false],
    ['^yes$', 'i', 'YES', true],
    ['^yes$', '', 'YES', false],
    ['\\{foo}', '', '{foo}', true],
    ['^a\\.b$', '', 'a.b', true],
    ['^a\\.b$', '', 'axb', false],
    ['^\\n$', '', 'n', true],
    ['^\\/$', '', '/', true],
    ['^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,4}$', 'i', 'host@loqi.app', true],
  ])('/%s/%s on %j is %s', (pattern, flags, text, expected) => {
    expect(compileRulesRegex(pattern, flags).test(text)).toBe(expected);
  });
});

describe('refused syntax', () => {
  it.each([
    ['a', 'g', 2, "unsupported regular expression flags 'g': only 'i'"],
    ['a', 'im', 2, "unsupported regular expression flags 'im': only 'i'"],
    ['a^b', '', 1, "'^' is only allowed as the first character of the pattern"],
    ['a$b', '', 1, "'$' is only allowed as the last character of the pattern"],
    ['(^foo$|bar)', '', 1, "'^' is only allowed as the first character of the pattern"],
    ['^(foo|)$', '', 6, 'empty alternative in regular expression'],
    ['*a', '', 0, "'*' has nothing to repeat"],
    ['a**', '', 2, "'*' has nothing to repeat"],
    ['a+?', '', 2, "'?' has nothing to repeat"],
    ['a{x}', '', 1, "'{' must start a repetition such as {2,4}"],
    ['a{3,2}', '', 1, 'repetition range is out of order'],
    ['(ab', '', 0, 'unclosed group'],
    ['ab)', '', 2, "unmatched ')'"],
    ['[abc', '', 0, 'unterminated character set'],
    ['[]', '', 0, 'empty character set'],
    ['[z-a]', '', 2, 'invalid range in character set'],
    ['ab\\', '', 2, 'pattern ends with a lone backslash'],
  ])('/%s/%s fails at %i: %s', (pattern, flags, offset, message) => {
    let failure: ExpressionSyntaxError | undefined;
    try {
      compileRulesRegex(pattern, flags);
    } catch (error) {
      if (error instanceof ExpressionSyntaxError) failure = error;
    }
    expect(failure && { offset: failure.offset, message: failure.message }).toEqual({ offset, message });
  });
});
