// The options a host chooses when opening a game (the "Game options" panel of the Play screen).
// startGame validates them, remembers them in the host's settings (users/{uid}/settings/gameOptions) for
// the next game, and stores them where the server acts on them:
//   games/{id}/hostInfo/options   every option, for the host steps (scoring, pacing) and the host's screen
//   ongoing/{roomCode}            what joinGame must know before admitting a player (OngoingRoom's
//                                 lateJoins and friendlyNames), beside the lobby lock the host toggles
// A game stored before options existed reads as DEFAULT_GAME_OPTIONS: the spec's game.

/**
 * How a correct answer scores. 'speed' is SPEC §9's (base points plus the part of the time bonus left);
 * 'accuracy' gives the full time bonus to every correct answer, so speed never matters.
 */
export const SCORING_MODES = ['speed', 'accuracy'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

/**
 * "Extra time": every question's time limit is multiplied by one of these for the whole game,
 * the open phase, the answer deadline and the time bonus alike. 1: none.
 */
export const EXTRA_TIME_FACTORS = [1, 1.5, 2] as const;
export type ExtraTimeFactor = (typeof EXTRA_TIME_FACTORS)[number];

/** Auto-advance's delay after a leaderboard, in whole seconds. */
export const AUTO_ADVANCE_SECONDS = { min: 5, max: 60, default: 10 } as const;

export interface GameOptions {
  /** Players may join after the lobby (a late joiner starts at 0 points). */
  allowLateJoins: boolean;
  /** The server names each player (adjective + animal, unique in the game) instead of the name typed. */
  friendlyNames: boolean;
  /** +100 per consecutive correct answer from the second, up to +500. */
  streakBonus: boolean;
  scoring: ScoringMode;
  /** Seconds after a leaderboard before the game continues by itself; null: when the host presses Continue. */
  autoAdvanceSeconds: number | null;
  /** The factor of every question's time limit (EXTRA_TIME_FACTORS). */
  extraTime: ExtraTimeFactor;
  /**
   * "Show questions on devices": the phones show the question's title, description and options' texts
   * (sharedInfo's QuestionOnDevices), for a player who cannot see the big screen.
   */
  questionsOnDevices: boolean;
}

/** The spec's game: every addition off, speed scoring. */
export const DEFAULT_GAME_OPTIONS: Readonly<GameOptions> = {
  allowLateJoins: true,
  friendlyNames: false,
  streakBonus: false,
  scoring: 'speed',
  autoAdvanceSeconds: null,
  extraTime: 1,
  questionsOnDevices: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAutoAdvance = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= AUTO_ADVANCE_SECONDS.min &&
  (value as number) <= AUTO_ADVANCE_SECONDS.max;

/**
 * Options as the database gives them back (a game, or the host's settings): each field that is missing or
 * not valid is the default's, so a game or a setting stored before an option existed still reads.
 */
export function storedGameOptions(raw: unknown): GameOptions {
  const stored = isRecord(raw) ? raw : {};
  const flag = (key: 'allowLateJoins' | 'friendlyNames' | 'streakBonus' | 'questionsOnDevices') =>
    typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_GAME_OPTIONS[key];
  return {
    allowLateJoins: flag('allowLateJoins'),
    friendlyNames: flag('friendlyNames'),
    streakBonus: flag('streakBonus'),
    scoring: SCORING_MODES.includes(stored.scoring as ScoringMode)
      ? (stored.scoring as ScoringMode)
      : DEFAULT_GAME_OPTIONS.scoring,
    autoAdvanceSeconds: isAutoAdvance(stored.autoAdvanceSeconds)
      ? stored.autoAdvanceSeconds
      : DEFAULT_GAME_OPTIONS.autoAdvanceSeconds,
    extraTime: EXTRA_TIME_FACTORS.includes(stored.extraTime as ExtraTimeFactor)
      ? (stored.extraTime as ExtraTimeFactor)
      : DEFAULT_GAME_OPTIONS.extraTime,
    questionsOnDevices: flag('questionsOnDevices'),
  };
}
