import { describe, expect, it } from 'vitest';
import { gamesDatabaseUrlFor } from './databaseInstances';

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
