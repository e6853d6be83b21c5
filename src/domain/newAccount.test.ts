import { describe, expect, it } from 'vitest';
import { isValidUsername } from './accounts';
import {
  FALLBACK_USERNAME_BASE,
  generatedUsername,
  newUserRecord,
  usernameBaseFromEmail,
} from './newAccount';
import { DEFAULT_SETTINGS } from './templates';

describe('usernameBaseFromEmail', () => {
  it.each([
    ['alice@example.com', 'alice', 'the local part'],
    ['Quiz.Master_99@example.com', 'Quiz.Master_99', 'case, dots and underscores kept'],
    ['first+tag@example.com', 'first_tag', 'a plus becomes a separator'],
    ['a--b@example.com', 'a_b', 'a run of other characters becomes one separator'],
    ['a._b@example.com', 'a.b', 'adjacent separators collapse to the first'],
    ['_lead.trail_@example.com', 'lead.trail', 'no leading or trailing separator'],
    ['josé.núñez@example.com', 'jose.nunez', 'accents stripped'],
    ['ab@example.com', 'ab', 'short bases are kept (digits pad them later)'],
    ['abcdefghijklmnopqrstuvwxyz@example.com', 'abcdefghijklmnopqrst', 'cut to 20 characters'],
    ['abcdefghijklmnopqrs_tuv@example.com', 'abcdefghijklmnopqrs', 'no separator left at the cut'],
    ['日本@example.com', FALLBACK_USERNAME_BASE, 'nothing usable left'],
    ['', FALLBACK_USERNAME_BASE, 'an empty email'],
    [undefined, FALLBACK_USERNAME_BASE, 'no email'],
  ])('%j gives %j (%s)', (email, base, _why) => {
    expect(usernameBaseFromEmail(email)).toBe(base);
  });
});

describe('generatedUsername', () => {
  it('tries the base itself first when it is a valid username', () => {
    expect(generatedUsername('alice', 'uid-1', 0)).toBe('alice');
  });

  it.each([
    ['alice', 1, /^alice\d{4}$/],
    ['alice', 10, /^alice\d{4}$/],
    ['alice', 11, /^alice\d{8}$/],
    ['ab', 0, /^ab\d{4}$/],
    ['a.b', 0, /^a\.b\d{4}$/],
    ['abcdefghijklmnopqrst', 1, /^abcdefghijklmnop\d{4}$/],
    ['abcdefghijklmno_qrst', 1, /^abcdefghijklmno\d{4}$/],
    ['abcdefghijklmnopqrst', 12, /^abcdefghijkl\d{8}$/],
  ])('%j at attempt %i looks like %s', (base, attempt, pattern) => {
    expect(generatedUsername(base, 'uid-1', attempt)).toMatch(pattern);
  });

  it('is always a valid username', () => {
    const bases = ['alice', 'ab', 'a', 'a.b', 'abcdefghijklmnopqrst', 'abcdefghijklmno_qrst', 'user'];
    for (const base of bases) {
      for (let attempt = 0; attempt < 25; attempt += 1) {
        const username = generatedUsername(base, `uid-${attempt}`, attempt);
        expect(isValidUsername(username), `${base} #${attempt}: ${username}`).toBe(true);
      }
    }
  });

  it('depends only on its inputs, and differs between accounts and attempts', () => {
    expect(generatedUsername('alice', 'uid-1', 3)).toBe(generatedUsername('alice', 'uid-1', 3));
    const tried = new Set<string>();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      tried.add(generatedUsername('alice', 'uid-1', attempt));
    expect(tried.size).toBe(10);
    expect(generatedUsername('alice', 'uid-1', 1)).not.toBe(generatedUsername('alice', 'uid-2', 1));
  });
});

describe('newUserRecord', () => {
  it('holds the account, empty lists and the default settings', () => {
    expect(newUserRecord({ uid: 'u1', email: 'a@b.co', username: 'abcd', now: 42 })).toEqual({
      images: { uploaded: [] },
      info: {
        created: 42,
        email: 'a@b.co',
        moderation: { restrictions: {} },
        namePlate: '',
        permissions: {},
        uid: 'u1',
        username: 'abcd',
        profileCards: {},
      },
      quizzes: { created: {}, liked: [] },
      lastUpdated: 42,
      settings: DEFAULT_SETTINGS,
    });
  });
});
