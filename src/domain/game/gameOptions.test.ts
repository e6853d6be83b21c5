import { describe, expect, it } from 'vitest';
import { callableSchemas } from '../validation/callableSchemas';
import {
  AUTO_ADVANCE_SECONDS,
  DEFAULT_GAME_OPTIONS,
  EXTRA_TIME_FACTORS,
  GAME_OPTION_NAMES,
  GAME_OPTIONS,
  storedGameOptions,
} from './gameOptions';
import { newOngoingRoom } from './gameSetup';

describe('DEFAULT_GAME_OPTIONS', () => {
  it("is the spec's game: late joins allowed, typed names, speed scoring, no streaks, the host's Continue, the plain time limits, questions on the big screen only", () => {
    expect(DEFAULT_GAME_OPTIONS).toEqual({
      allowLateJoins: true,
      friendlyNames: false,
      streakBonus: false,
      scoring: 'speed',
      autoAdvanceSeconds: null,
      extraTime: 1,
      questionsOnDevices: false,
    });
  });

  it('offers extra time of × 1.5 and × 2 besides none', () => {
    expect(EXTRA_TIME_FACTORS).toEqual([1, 1.5, 2]);
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
      extraTime: 2 as const,
      questionsOnDevices: true,
    };
    expect(storedGameOptions(options)).toEqual(options);
    expect(storedGameOptions({ ...options, extraTime: 1.5 }).extraTime).toBe(1.5);
  });

  it('puts the default in place of each missing or invalid field', () => {
    expect(
      storedGameOptions({ allowLateJoins: 'no', scoring: 'luck', autoAdvanceSeconds: 4, streakBonus: true }),
    ).toEqual({ ...DEFAULT_GAME_OPTIONS, streakBonus: true });
    expect(storedGameOptions({ autoAdvanceSeconds: 61 }).autoAdvanceSeconds).toBeNull();
    expect(storedGameOptions({ autoAdvanceSeconds: 7.5 }).autoAdvanceSeconds).toBeNull();
    expect(storedGameOptions({ autoAdvanceSeconds: 5 }).autoAdvanceSeconds).toBe(5);
  });

  it('reads options stored without extra time or questions on devices as none and off', () => {
    const stored = { allowLateJoins: false, friendlyNames: true, streakBonus: true, scoring: 'speed' };
    expect(storedGameOptions(stored)).toMatchObject({ extraTime: 1, questionsOnDevices: false });
    expect(storedGameOptions({ extraTime: 3 }).extraTime).toBe(1);
    expect(storedGameOptions({ extraTime: '2' }).extraTime).toBe(1);
    expect(storedGameOptions({ questionsOnDevices: 'yes' }).questionsOnDevices).toBe(false);
  });
});

describe("startGame's options", () => {
  const startGame = (options: Record<string, unknown>) =>
    callableSchemas.startGame.safeParse({ quizID: 'quiz1', options });

  it('takes every option', () => {
    expect(startGame({ ...DEFAULT_GAME_OPTIONS })).toMatchObject({
      success: true,
      data: { options: DEFAULT_GAME_OPTIONS },
    });
  });

  it.each(GAME_OPTION_NAMES)(
    '%s: required, or left out as a client older than it sends, and then the default',
    (name) => {
      const { [name]: _, ...others } = DEFAULT_GAME_OPTIONS;
      const { required, default: fallback } = GAME_OPTIONS[name];
      const parsed = startGame({ ...others, [name]: undefined });
      if (required) {
        expect(parsed.success).toBe(false);
      } else {
        expect(parsed).toMatchObject({ success: true, data: { options: { [name]: fallback } } });
      }
      expect(startGame(others).success).toBe(!required);
    },
  );

  it('requires the options every client has sent, and lets the later ones be left out', () => {
    expect(GAME_OPTION_NAMES.filter((name) => GAME_OPTIONS[name].required)).toEqual([
      'allowLateJoins',
      'friendlyNames',
      'streakBonus',
      'scoring',
      'autoAdvanceSeconds',
    ]);
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
