import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants of SPEC §9', () => {
  it.each([
    ['UPLOAD_MAX_BYTES', 5 * 1024 * 1024],
    ['IMAGE_MANAGER_PAGE_SIZE', 24],
    ['USERNAME_MIN_LENGTH', 4],
    ['USERNAME_MAX_LENGTH', 20],
    ['PLAYER_NAME_MAX_LENGTH', 20],
    ['ROOM_CODE_LETTERS', 'asdfjkl'],
    ['ROOM_CODE_LENGTH', 9],
    ['ROOM_CODE_GROUP_SIZE', 3],
    ['REJOIN_VALIDITY_MS', 6 * 60 * 60 * 1000],
    ['QUIZ_INTRO_MS', 5000],
    ['QUESTION_INTRO_BASE_MS', 3000],
    ['QUESTION_INTRO_MS_PER_TITLE_CHARACTER', 20],
    ['LEADERBOARD_SIZE', 5],
    ['DEFAULT_BASE_POINTS', 750],
    ['DEFAULT_TIME_BONUS', 250],
    ['DEFAULT_TIME_LIMIT_SECONDS', 30],
    ['TIME_LIMIT_MAX_SECONDS', 600],
    ['TOTAL_POINTS_MAX', 100000],
    ['BASE_POINTS_SHARE', 0.75],
    ['BASE_POINTS_MAX', 75000],
    ['TIME_BONUS_MAX', 25000],
    ['TEMPLATE_POINTS_MAX', 100000],
    ['QUESTION_COUNT_MAX', 500],
    ['TITLE_MAX_LENGTH', 200],
    ['DESCRIPTION_MAX_LENGTH', 400],
    ['ANSWER_MAX_LENGTH', 200],
    ['ANSWER_COLOUR_COUNT', 12],
  ] as const)('%s = %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('search defaults to results 0 to 25', () => {
    expect(constants.SEARCH_DEFAULT_RANGE).toEqual({ start: 0, end: 25 });
  });
});
