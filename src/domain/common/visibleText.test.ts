import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, withoutInvisibles } from './visibleText';

/** Characters that show nothing after "Anna", and others of their kinds. */
const INVISIBLE_TAILS = [
  ['U+FE0F VARIATION SELECTOR-16', '\uFE0F'],
  ['U+034F COMBINING GRAPHEME JOINER', '\u034F'],
  ['U+3164 HANGUL FILLER', '\u3164'],
  ['U+2800 BRAILLE PATTERN BLANK', '\u2800'],
  ['U+115F HANGUL CHOSEONG FILLER', '\u115F'],
  ['U+1160 HANGUL JUNGSEONG FILLER', '\u1160'],
  ['U+FFA0 HALFWIDTH HANGUL FILLER', '\uFFA0'],
  ['U+1D159 MUSICAL SYMBOL NULL NOTEHEAD', '\u{1D159}'],
  ['U+200B ZERO WIDTH SPACE', '\u200B'],
  ['U+200D ZERO WIDTH JOINER', '\u200D'],
  ['U+2060 WORD JOINER', '\u2060'],
  ['U+FEFF ZERO WIDTH NO-BREAK SPACE', '\uFEFF'],
  ['U+00AD SOFT HYPHEN', '\u00AD'],
  ['U+180E MONGOLIAN VOWEL SEPARATOR', '\u180E'],
  ['U+202E RIGHT-TO-LEFT OVERRIDE', '\u202E'],
  ['U+E0041 TAG LATIN CAPITAL LETTER A', '\u{E0041}'],
] as const;

const EMOJI_NAMES = ['Kim 👩‍💻', 'Lee 🏳️‍🌈', '👨‍👩‍👧‍👦', '❤️', '👍🏽', '🧑🏾‍🚀', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🇫🇷', '🐻‍❄️'] as const;

describe('withoutInvisibles', () => {
  it.each(INVISIBLE_TAILS)('shows "Anna" + %s as "Anna"', (_, tail) => {
    expect(withoutInvisibles(`Anna${tail}`).trim()).toBe('Anna');
    expect(withoutInvisibles(`An${tail}na`).replace(' ', '')).toBe('Anna');
  });

  it.each(EMOJI_NAMES)('keeps the emoji sequence %s whole', (name) => {
    expect(withoutInvisibles(name)).toBe(name);
  });

  it('drops joiners and selectors that join nothing', () => {
    expect(withoutInvisibles('a\u200Db')).toBe('ab');
    expect(withoutInvisibles('👩\u200D')).toBe('👩');
    expect(withoutInvisibles('\u200D💻')).toBe('💻');
    expect(withoutInvisibles('a\uFE0F')).toBe('a');
    expect(withoutInvisibles('a\u{E0041}')).toBe('a');
  });

  it('shows blank symbols as spaces', () => {
    expect(withoutInvisibles('Anna\u2800Lee')).toBe('Anna Lee');
    expect(withoutInvisibles('Anna\u3164Lee')).toBe('Anna Lee');
  });
});

describe('hasVisibleCharacter', () => {
  it.each([
    ['U+3164 alone', '\u3164'],
    ['U+2800 alone', '\u2800'],
    ['U+3164 and U+2800 many times', '\u3164\u2800'.repeat(10)],
    ['U+115F U+1160 U+FFA0', '\u115F\u1160\uFFA0'],
    ['joiners and selectors', '\u200D\uFE0F\u034F\u200B'],
    ['spaces', '   '],
    ['nothing', ''],
    ['a combining mark alone', '\u0301'],
  ])('is false for %s', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each(['a', 'Anna\u3164', '🦊', '1', '?', ...EMOJI_NAMES])('is true for %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });
});
