import { describe, expect, it } from 'vitest';
import { comparableText, confusableSkeleton } from './comparableText';

/** Characters that show nothing, of the kinds visibleText.test.ts lists. */
const INVISIBLE_TAILS = [
  ['U+FE0F VARIATION SELECTOR-16', '\uFE0F'],
  ['U+3164 HANGUL FILLER', '\u3164'],
  ['U+2800 BRAILLE PATTERN BLANK', '\u2800'],
  ['U+200B ZERO WIDTH SPACE', '\u200B'],
  ['U+202E RIGHT-TO-LEFT OVERRIDE', '\u202E'],
  ['U+E0041 TAG LATIN CAPITAL LETTER A', '\u{E0041}'],
] as const;

describe('comparableText', () => {
  it.each(INVISIBLE_TAILS)('compares "Anna" + %s as "Anna"', (_, tail) => {
    expect(comparableText(`Anna${tail}`)).toBe(comparableText('Anna'));
    expect(comparableText(`${tail}ANNA${tail}${tail}`)).toBe('anna');
  });

  it('folds case and width, and compares "__proto__" in every form as one', () => {
    expect(comparableText('ａｎｎａ')).toBe('anna');
    expect(comparableText('__PROTO__')).toBe('__proto__');
    expect(comparableText('＿＿proto＿＿')).toBe('__proto__');
    expect(comparableText('＿＿ＰＲＯＴＯ＿＿')).toBe('__proto__');
  });

  it('compares blanks as spaces, and runs of them as one', () => {
    expect(comparableText('Anna\u2800\u3164 Lee')).toBe(comparableText('anna lee'));
  });

  it.each([
    ['a Cyrillic capital A (U+0410)', 'Ana', '\u0410na'],
    ['a Greek capital Alpha (U+0391)', 'Ana', '\u0391na'],
    ['a Cyrillic small a (U+0430)', 'paypal', 'p\u0430ypal'],
    ['a full-width capital O', 'Olga', '\uFF2Flga'],
    ['Cyrillic small letters throughout', 'Oscar', '\u041Esc\u0430r'],
    ['a Greek omicron', 'Tom', 'T\u03BFm'],
    ['mathematical bold letters', 'Anna', '\u{1D400}\u{1D427}\u{1D427}\u{1D41A}'],
    ['a digit zero for an O', 'Otto', '0tto'],
    ['a digit one for an l', 'Ella', 'E1la'],
    ['"rn" for an "m"', 'Emma', 'Ernrna'],
  ])('compares a name spelled with %s as the name', (_, name, lookAlike) => {
    expect(comparableText(lookAlike)).toBe(comparableText(name));
  });

  it('compares the three "Ana"s of three scripts as one', () => {
    const keys = ['Ana', '\u0410na', '\u0391na', 'ANA', 'ana', '\u0430na'].map(comparableText);

    expect(new Set(keys)).toEqual(new Set(['ana']));
  });

  it.each([
    ['an accent', 'Zoe', 'Zoë'],
    ['a stroke', 'Lukasz', 'Łukasz'],
    ['a different letter', 'Anna', 'Anne'],
    ['an emoji sequence and its first emoji', 'Kim 👩‍💻', 'Kim 👩'],
    ['a Cyrillic name and its transliteration', 'Kira', 'Кира'],
    ['two Chinese names', '李雷', '李蕾'],
  ])('tells apart names that differ by %s', (_, one, other) => {
    expect(comparableText(one)).not.toBe(comparableText(other));
  });

  it.each(['Łukasz', 'Zoë', '李雷', 'Кира', 'Kim 👩‍💻'])('keeps %s a name of its own, not empty', (name) => {
    expect(comparableText(name)).not.toBe('');
    expect(comparableText(name)).toBe(comparableText(name.toUpperCase()));
  });
});

describe('confusableSkeleton', () => {
  it('is UTS #39’s skeleton: decomposed, mapped to prototypes, decomposed again', () => {
    expect(confusableSkeleton('\u0410\u0391\u13AA')).toBe('AAA');
    expect(confusableSkeleton('m')).toBe('rn');
    expect(confusableSkeleton('ł')).toBe('l\u0338');
    expect(confusableSkeleton('é')).toBe('e\u0301');
  });
});
