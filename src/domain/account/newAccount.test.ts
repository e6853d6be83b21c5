import { describe, expect, it } from 'vitest';
import { isValidUsername } from './accounts';
import { GENERATED_USERNAME_PATTERN, generatedUsername, newUserRecord } from './newAccount';
import { DEFAULT_SETTINGS } from '../quiz/templates';

describe('generatedUsername', () => {
  it('is an adjective, an animal and four digits', () => {
    for (let account = 0; account < 100; account += 1) {
      expect(generatedUsername(`uid-${account}`, 0)).toMatch(GENERATED_USERNAME_PATTERN);
    }
  });

  it('is always a valid username', () => {
    for (let account = 0; account < 200; account += 1) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const username = generatedUsername(`uid-${account}`, attempt);
        expect(isValidUsername(username), `uid-${account} #${attempt}: ${username}`).toBe(true);
      }
    }
  });

  it('depends only on its inputs, and differs between accounts and attempts', () => {
    expect(generatedUsername('uid-1', 3)).toBe(generatedUsername('uid-1', 3));
    const tried = new Set<string>();
    for (let attempt = 0; attempt < 20; attempt += 1) tried.add(generatedUsername('uid-1', attempt));
    expect(tried.size).toBe(20);
    const firstTries = new Set<string>();
    for (let account = 0; account < 1000; account += 1)
      firstTries.add(generatedUsername(`uid-${account}`, 0));
    expect(firstTries.size).toBe(1000);
  });
});

describe('newUserRecord', () => {
  it('holds the account, empty lists and the default settings', () => {
    expect(newUserRecord({ uid: 'u1', email: 'a@b.co', username: 'abcd', now: 42 })).toEqual({
      images: { uploaded: {} },
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
