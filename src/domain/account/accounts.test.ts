import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidUsername,
  usernameIndexKey,
  usernameKey,
  usernameRequirements,
} from './accounts';
import { HOSTILE_KEY_TEXTS, keyProblem } from '../fixtures/hostileKeys';

describe('isValidUsername (4-20 characters, alphanumeric runs joined by single . or _)', () => {
  it.each([
    ['abc', false, '3 characters'],
    ['abcd', true, '4 characters'],
    ['a'.repeat(20), true, '20 characters'],
    ['a'.repeat(21), false, '21 characters'],
    ['a__b', false, 'adjacent underscores'],
    ['a._b', false, 'adjacent mixed separators'],
    ['_abc', false, 'leading underscore'],
    ['abc_', false, 'trailing underscore'],
    ['.abc', false, 'leading dot'],
    ['abc.', false, 'trailing dot'],
    ['a.b_c', true, 'single . and _ separators'],
    ['Quiz_Master.99', true, 'mixed case with digits'],
    ['1234', true, 'digits only'],
    ['ab cd', false, 'a space'],
    ['abcd-e', false, 'a dash'],
    ['ábcd', false, 'a non-ASCII letter'],
    ['', false, 'empty'],
  ])('%j is %s (%s)', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });
});

describe('usernameRequirements', () => {
  it('lists the four UI rules in the order of SPEC §5', () => {
    expect(usernameRequirements('abcd').map((rule) => rule.text)).toEqual([
      '4-20 characters',
      'Only letters, numbers, underscores',
      'No start or end underscore',
      'No adjacent underscores',
    ]);
  });

  it.each([
    ['abc', [false, true, true, true]],
    ['a'.repeat(21), [false, true, true, true]],
    ['ab-cd', [true, false, true, true]],
    ['_abcd', [true, true, false, true]],
    ['abcd_', [true, true, false, true]],
    ['ab__cd', [true, true, true, false]],
    ['a.b_c', [true, true, true, true]],
  ])('marks which rules %j meets', (username, met) => {
    expect(usernameRequirements(username).map((rule) => rule.met)).toEqual(met);
  });

  it.each(['abc', 'abcd', 'a__b', '_ab_', 'a.b_c', 'x'.repeat(21), 'ab cd', 'a._.b', 'Ok_name.2'])(
    'all rules are met exactly when %j is a valid username',
    (username) => {
      expect(usernameRequirements(username).every((rule) => rule.met)).toBe(isValidUsername(username));
    },
  );
});

describe('usernameKey', () => {
  it('compares usernames ignoring case', () => {
    expect(usernameKey('Quiz_Master')).toBe(usernameKey('quiz_master'));
    expect(usernameKey('Quiz_Master')).not.toBe(usernameKey('quiz.master'));
  });
});

describe('isValidEmail', () => {
  it.each([
    ['teacher@school.org', true],
    ['first.last+quiz@mail.example.co.uk', true],
    ['a@b.c', true],
    ['', false],
    ['teacher', false],
    ['teacher@', false],
    ['@school.org', false],
    ['teacher@school', false],
    ['teacher@school.', false],
    ['teacher@.org', false],
    ['tea cher@school.org', false],
    ['teacher@@school.org', false],
  ])('%j is %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('usernameIndexKey', () => {
  it.each([
    ['Quiz_Master', 'quiz_master'],
    ['Quiz.Master', 'quiz,master'],
    ['a.b.c_d', 'a,b,c_d'],
  ])('%j is indexed as %j', (username, key) => {
    expect(usernameIndexKey(username)).toBe(key);
  });

  it('gives the same key exactly when the usernames are equal ignoring case', () => {
    const names = ['a.b_c', 'A.B_C', 'a_b.c', 'ab.c', 'a.bc', 'abc'];
    for (const a of names) {
      for (const b of names) {
        expect(usernameIndexKey(a) === usernameIndexKey(b), `${a} ${b}`).toBe(
          usernameKey(a) === usernameKey(b),
        );
      }
    }
  });

  it('contains none of the characters a database key may not', () => {
    expect(usernameIndexKey('Some.User_1.x')).not.toMatch(/[.$#[\]/]/);
  });

  it.each(['constructor', 'Constructor', 'CONSTRUCTOR', 'prototype', 'PROTOTYPE', 'toString', 'valueOf'])(
    'makes the valid username %j a key that behaves',
    (username) => {
      expect(isValidUsername(username)).toBe(true);
      expect(keyProblem(usernameIndexKey(username))).toBeNull();
    },
  );

  it('gives "constructor" one key in every case, and no other username that key', () => {
    expect(usernameIndexKey('Constructor')).toBe('%63onstructor');
    expect(usernameIndexKey('CONSTRUCTOR')).toBe('%63onstructor');
    expect(usernameIndexKey('c.onstructor')).not.toBe('%63onstructor');
  });

  it.each(HOSTILE_KEY_TEXTS)(
    'leaves %j no way in: it is not a valid username, or its key behaves',
    (text) => {
      if (isValidUsername(text)) expect(keyProblem(usernameIndexKey(text))).toBeNull();
      else expect(isValidUsername(text)).toBe(false);
    },
  );
});

describe('isValidUsername refuses look-alike and invisible names', () => {
  it.each([
    ['"Anna" + U+FE0F', 'Anna\uFE0F'],
    ['"Anna" + U+034F', 'Anna\u034F'],
    ['"Anna" + U+3164', 'Anna\u3164'],
    ['"Anna" + U+2800', 'Anna\u2800'],
    ['"Anna" + U+200B', 'Anna\u200B'],
    ['U+3164 alone', '\u3164\u3164\u3164\u3164'],
    ['U+2800 alone', '\u2800\u2800\u2800\u2800'],
    ['full-width letters', 'ａｎｎａ'],
    ['__proto__', '__proto__'],
  ])('%s', (_, username) => {
    expect(isValidUsername(username)).toBe(false);
  });
});
