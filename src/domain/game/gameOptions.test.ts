import { describe, expect, it } from 'vitest';
import { AUTO_ADVANCE_SECONDS, DEFAULT_GAME_OPTIONS, storedGameOptions } from './gameOptions';
import { newOngoingRoom } from './gameSetup';

describe('DEFAULT_GAME_OPTIONS', () => {
  it("is the spec's game: late joins allowed, typed names, speed scoring, no streaks, the host's Continue", () => {
    expect(DEFAULT_GAME_OPTIONS).toEqual({
      allowLateJoins: true,
      friendlyNames: false,
      streakBonus: false,
      scoring: 'speed',
      autoAdvanceSeconds: null,
    });
  });

  it('auto-advances after 5 to 60 seconds, 10 when first turned on', () => {
    expect(AUTO_ADVANCE_SECONDS).toEqual({ min: 5, max: 60, default: 10 });
  });
});

describe('storedGameOptions', () => {
  it('reads a game stored before options existed as the defaults', () => {
    expect(storedGameOptions(undefined)).toEqual(DEFAULT_GAME_OPTIONS);
    expect(storedGameOptions(null)).toEqual(DEFAULT_GAME_OPTIONS);
  });

  it('keeps every valid option', () => {
    const options = {
      allowLateJoins: false,
      friendlyNames: true,
      streakBonus: true,
      scoring: 'accuracy' as const,
      autoAdvanceSeconds: 60,
    };
    expect(storedGameOptions(options)).toEqual(options);
  });

  it('puts the default in place of each missing or invalid field', () => {
    expect(
      storedGameOptions({ allowLateJoins: 'no', scoring: 'luck', autoAdvanceSeconds: 4, streakBonus: true }),
    ).toEqual({ ...DEFAULT_GAME_OPTIONS, streakBonus: true });
    expect(storedGameOptions({ autoAdvanceSeconds: 61 }).autoAdvanceSeconds).toBeNull();
    expect(storedGameOptions({ autoAdvanceSeconds: 7.5 }).autoAdvanceSeconds).toBeNull();
    expect(storedGameOptions({ autoAdvanceSeconds: 5 }).autoAdvanceSeconds).toBe(5);
  });
});

describe('newOngoingRoom', () => {
  it('holds only the game id for the default options', () => {
    expect(newOngoingRoom('g1', DEFAULT_GAME_OPTIONS)).toEqual({ id: 'g1' });
  });

  it('tells joinGame when late joins are refused and when the server names the players', () => {
    expect(
      newOngoingRoom('g1', { ...DEFAULT_GAME_OPTIONS, allowLateJoins: false, friendlyNames: true }),
    ).toEqual({ id: 'g1', lateJoins: false, friendlyNames: true });
  });
});
