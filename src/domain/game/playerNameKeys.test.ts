import { describe, expect, it } from 'vitest';
import { HOSTILE_KEY_TEXTS, keyProblem } from '../fixtures/hostileKeys';
import { playerNameKey, playerNameKeys } from './playerNameKeys';

describe('playerNameKey', () => {
  it('is the same for names that differ in case or compatibility form', () => {
    expect(playerNameKey('ANNA')).toBe(playerNameKey('anna'));
    expect(playerNameKey('ａｎｎａ')).toBe(playerNameKey('Anna'));
    expect(playerNameKey('Anna')).not.toBe(playerNameKey('Anne'));
  });

  it.each(['\uFE0F', '\u034F', '\u3164', '\u2800'])('is the same for "Anna" and "Anna" + %j', (invisible) => {
    expect(playerNameKey(`Anna${invisible}`)).toBe(playerNameKey('Anna'));
    expect(playerNameKey(`${invisible}ANNA${invisible}`)).toBe(playerNameKey('Anna'));
  });

  it('escapes what a database key cannot hold, without mixing names up', () => {
    expect(playerNameKey('a.b$c#d[e]f/g')).toBe('a%2Eb%24c%23d%5Be%5Df%2Fg');
    // "%" looks like "º/₀" (its skeleton), and "/" is escaped.
    expect(playerNameKey('g%h')).toBe('gº%2F₀h');
    expect(playerNameKey('%2E')).not.toBe(playerNameKey('.'));
  });

  it.each(HOSTILE_KEY_TEXTS)('makes %j a key that behaves', (name) => {
    expect(keyProblem(playerNameKey(name))).toBeNull();
  });

  it('makes "__proto__" in every case and width one name', () => {
    const keys = ['__proto__', '__PROTO__', '＿＿proto＿＿', '＿＿ＰＲＯＴＯ＿＿'].map(playerNameKey);
    expect(new Set(keys)).toEqual(new Set(['%5F_proto__']));
  });

  it('fits the longest name NFKC can make in a key', () => {
    // U+FDFA folds to 18 characters.
    expect(keyProblem(playerNameKey('\uFDFA'.repeat(20)))).toBeNull();
  });

  it('is the same for names that look the same in other scripts (UTS #39 skeleton)', () => {
    const anas = ['Ana', '\u0410na', '\u0391na'].map(playerNameKey);
    expect(new Set(anas).size).toBe(1);
    expect(playerNameKey('p\u0430ypal')).toBe(playerNameKey('paypal'));
    expect(playerNameKey('\uFF2Flga')).toBe(playerNameKey('Olga'));
  });
});

describe('playerNameKeys', () => {
  it('is playerNameKey alone for most names', () => {
    for (const name of ['Anna', 'Łukasz', 'Zoë', '李雷', 'кира', 'Kim 👩‍💻', 'ILYA', 'Golden Lemur 2']) {
      expect(playerNameKeys(name)).toEqual([playerNameKey(name)]);
    }
  });

  it('adds the Latin look of capitals that pose as Latin ones', () => {
    // Cyrillic "ВОВ", Greek "ΑΝΝΑ", Cherokee "ᎪNA": in lower case they look like nothing Latin.
    expect(playerNameKeys('\u0412\u041E\u0412')).toContain(playerNameKey('BOB'));
    expect(playerNameKeys('\u0391\u039D\u039D\u0391')).toContain(playerNameKey('ANNA'));
    expect(playerNameKeys('\u13AANA')).toContain(playerNameKey('Ana'));
    expect(playerNameKeys('\u0412\u041E\u0412')).toHaveLength(2);
  });

  it.each([...HOSTILE_KEY_TEXTS, '\uFDFA'.repeat(20), '\u0391'.repeat(20)])(
    'makes keys of %j that behave',
    (name) => {
      for (const key of playerNameKeys(name)) expect(keyProblem(key)).toBeNull();
    },
  );
});
