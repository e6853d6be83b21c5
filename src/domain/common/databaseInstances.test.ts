import { describe, expect, it } from 'vitest';
import { gamesDatabaseUrlFor, resolveGamesDatabaseUrl } from './databaseInstances';

describe('gamesDatabaseUrlFor', () => {
  it.each([
    ['https://loqi-default-rtdb.firebaseio.com', 'loqi', 'https://loqi-games.firebaseio.com'],
    [
      'https://p1-default-rtdb.asia-southeast1.firebasedatabase.app/',
      'p1',
      'https://p1-games.asia-southeast1.firebasedatabase.app',
    ],
  ])('%s → %s', (main, projectId, games) => {
    expect(gamesDatabaseUrlFor(main, projectId)).toBe(games);
  });
});

describe('resolveGamesDatabaseUrl', () => {
  it('derives the games instance beside a "{project}-default-rtdb" main instance', () => {
    expect(resolveGamesDatabaseUrl('https://loqi-default-rtdb.firebaseio.com', 'loqi', '')).toBe(
      'https://loqi-games.firebaseio.com',
    );
  });

  it('takes the configured URL, as an origin, over the derived one', () => {
    expect(
      resolveGamesDatabaseUrl(
        'https://loqi-default-rtdb.firebaseio.com',
        'loqi',
        'https://live-1.firebaseio.com/',
      ),
    ).toBe('https://live-1.firebaseio.com');
  });

  it('refuses a project whose default instance is "{project}.firebaseio.com", naming the setting', () => {
    expect(() =>
      resolveGamesDatabaseUrl('https://old-school.firebaseio.com', 'old-school', undefined),
    ).toThrow(
      /would be the main database \(https:\/\/old-school\.firebaseio\.com\).*not named "old-school-default-rtdb".*set LOQI_GAMES_DATABASE_URL .*functions\/\.env\.old-school/,
    );
  });

  it('refuses a configured URL that is the main database', () => {
    expect(() =>
      resolveGamesDatabaseUrl(
        'https://old-school.firebaseio.com',
        'old-school',
        'https://old-school.firebaseio.com',
      ),
    ).toThrow(/LOQI_GAMES_DATABASE_URL names the main database/);
  });
});
