import { describe, expect, it } from 'vitest';
import { databaseKey, isPlainDatabaseKey } from './databaseKeys';
import { HOSTILE_KEY_TEXTS, keyProblem } from '../fixtures/hostileKeys';

describe('keyProblem (the tests’ check of a key)', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'a.b', 'a/b', '', 'x'.repeat(769)])(
    'finds a problem with %j',
    (key) => {
      expect(keyProblem(key)).not.toBeNull();
    },
  );
});

describe('databaseKey', () => {
  it.each(HOSTILE_KEY_TEXTS)('makes %j a key that behaves', (text) => {
    expect(keyProblem(databaseKey(text))).toBeNull();
  });

  it.each([
    ['__proto__', '%5F_proto__'],
    ['constructor', '%63onstructor'],
    ['prototype', '%70rototype'],
    ['toString', '%74oString'],
    ['a.b$c#d[e]f/g%h', 'a%2Eb%24c%23d%5Be%5Df%2Fg%25h'],
    ['a\u0000b\u007f', 'a%00b%7F'],
  ])('writes %j as %j', (text, key) => {
    expect(databaseKey(text)).toBe(key);
  });

  it('leaves ordinary texts as they are', () => {
    for (const text of [
      'anna',
      'Anna Lee',
      'cap',
      'quiz,master',
      '__proto',
      'constructors',
      'ｐｒｏｔｏ',
      '🦊',
    ]) {
      expect(databaseKey(text)).toBe(text);
    }
  });

  it('never gives two texts the same key', () => {
    const texts = [...HOSTILE_KEY_TEXTS, '%5F_proto__', '%63onstructor', '%252E', '%25', 'anna'];
    const keys = texts.map(databaseKey);
    expect(new Set(keys).size).toBe(new Set(texts).size);
  });

  it('refuses an empty text, which no key can stand for', () => {
    expect(() => databaseKey('')).toThrow(RangeError);
  });
});

describe('isPlainDatabaseKey', () => {
  it.each(['-NxYz0123456789abcde', 'demo-capitals', 'q1', 'proto'])('takes the id %j', (id) => {
    expect(isPlainDatabaseKey(id)).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'a.b', '', '%41'])(
    'refuses %j, which would need escaping',
    (id) => {
      expect(isPlainDatabaseKey(id)).toBe(false);
    },
  );
});
