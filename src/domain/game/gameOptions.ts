// The options a host chooses when opening a game, on the Play screen's "Game options" panel. GAME_OPTIONS is
// their one table: each row gives an option's values, its default, whether startGame's payload must carry
// it, and how the panel offers it, in the panel's words. The type GameOptions, DEFAULT_GAME_OPTIONS, the
// stored read (storedGameOptions), startGame's zod schema (validation/callableSchemas.ts) and the panel
// (features/host/GameOptionsPanel.tsx) are all made from the rows, so a new option is one row here plus the
// code where it takes effect.
//
// startGame validates the options, remembers them in the host's settings (users/{uid}/settings/gameOptions)
// for the next game, and stores them where the server acts on them:
//   games/{id}/hostInfo/options   every option under its name, for the host steps (scoring, pacing) and the
//                                 host's screen; the database keeps no null, so an option off (null) is absent
//   ongoing/{roomCode}            what joinGame must know before admitting a player (OngoingRoom's
//                                 lateJoins and friendlyNames), beside the lobby lock the host toggles
// A game or a setting stored before an option existed reads it as its default.
import { flag, oneOf, wholeNumberOrNull, type OptionValue } from './gameOptionValues';

/**
 * How a correct answer scores. 'speed' is SPEC §9's (base points plus the part of the time bonus left);
 * 'accuracy' gives the full time bonus to every correct answer, so speed never matters.
 */
export const SCORING_MODES = ['speed', 'accuracy'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

/**
 * "Extra time": every question's time limit is multiplied by one of these for the whole game, the open
 * phase, the answer deadline and the time bonus alike. 1: none.
 */
export const EXTRA_TIME_FACTORS = [1, 1.5, 2] as const;
export type ExtraTimeFactor = (typeof EXTRA_TIME_FACTORS)[number];

/** Auto-advance's delay after a leaderboard, in whole seconds; `default` when first turned on. */
export const AUTO_ADVANCE_SECONDS = { min: 5, max: 60, default: 10 } as const;

/** A checkbox with its label, and what it does in a line underneath: checked is `on`, unchecked `off`. */
export type SwitchControl<T> = { kind: 'switch'; label: string; hint: string } & ([T] extends [boolean]
  ? { on?: never; off?: never }
  : { on: T; off: T });

/**
 * A switch (label, hint) whose option is a number when on and null when off, with the number's field
 * (`field`, its label) below the options while on: a whole number in `range`, `range.default` when first
 * turned on, and `problem` said while the field holds anything else.
 */
export interface SwitchedNumberControl {
  kind: 'switchedNumber';
  label: string;
  hint: string;
  field: string;
  range: { min: number; max: number; default: number };
  problem: string;
}

/** One of a few values, as a group of radio buttons: its legend (label), each choice's label, in order. */
export interface ChoiceControl<T extends string | number> {
  kind: 'choice';
  label: string;
  hint: string;
  choices: readonly T[];
  labels: { readonly [V in T]: string };
}

/** How the panel offers an option whose values are T. */
export type GameOptionControl<T> =
  | SwitchControl<T>
  | ([T] extends [number | null] ? (null extends T ? SwitchedNumberControl : never) : never)
  | ([T] extends [string | number] ? ChoiceControl<T> : never);

/** One option: a row of GAME_OPTIONS. */
export interface GameOptionRow<T> {
  /** The values it takes: a stored value that is none of them reads as the default. */
  value: OptionValue<T>;
  /** What a game has when the host chose nothing: the spec's game. */
  default: T;
  /**
   * startGame's payload must carry it: the options every client has sent. An option added later may be
   * left out, as a client older than it sends, and is then the default.
   */
  required?: true;
  control: GameOptionControl<T>;
}

type ValueOfRow<R> = R extends { value: OptionValue<infer T> } ? T : never;

/**
 * The table as written, each row checked by the compiler against its own values: its default is one, a
 * switch's on and off are, and a choice has a label for each.
 */
function gameOptionTable<const R extends { [K in keyof R]: GameOptionRow<ValueOfRow<R[K]>> }>(rows: R): R {
  return rows;
}

/** Every option, in the panel's order. */
const GAME_OPTION_ROWS = gameOptionTable({
  /** Players may join after the lobby (a late joiner starts at 0 points). */
  allowLateJoins: {
    value: flag,
    default: true,
    required: true,
    control: {
      kind: 'switch',
      label: 'Allow late joins',
      hint: 'Players may join after the first question, starting at 0 points.',
    },
  },
  /** The server names each player (adjective + animal, unique in the game) instead of the name typed. */
  friendlyNames: {
    value: flag,
    default: false,
    required: true,
    control: {
      kind: 'switch',
      label: 'Friendly names',
      hint: 'Each player gets a name like "Brave Otter" instead of the one they type.',
    },
  },
  /** +100 per consecutive correct answer from the second, up to +500. */
  streakBonus: {
    value: flag,
    default: false,
    required: true,
    control: {
      kind: 'switch',
      label: 'Answer streak bonus',
      hint: '+100 points for each correct answer in a row from the second, up to +500.',
    },
  },
  /** How a correct answer scores (SCORING_MODES). */
  scoring: {
    value: oneOf(SCORING_MODES),
    default: 'speed',
    required: true,
    control: {
      kind: 'switch',
      label: 'Accuracy only',
      hint: 'Every correct answer scores the full points: speed does not matter.',
      on: 'accuracy',
      off: 'speed',
    },
  },
  /** Seconds after a leaderboard before the game continues by itself; null: when the host presses Continue. */
  autoAdvanceSeconds: {
    value: wholeNumberOrNull(AUTO_ADVANCE_SECONDS),
    default: null,
    required: true,
    control: {
      kind: 'switchedNumber',
      label: 'Auto-advance',
      hint: 'After each leaderboard the game goes on by itself.',
      field: 'Seconds before continuing',
      range: AUTO_ADVANCE_SECONDS,
      problem: `Choose between ${AUTO_ADVANCE_SECONDS.min} and ${AUTO_ADVANCE_SECONDS.max} seconds.`,
    },
  },
  /** The factor of every question's time limit (EXTRA_TIME_FACTORS). */
  extraTime: {
    value: oneOf(EXTRA_TIME_FACTORS),
    default: 1,
    control: {
      kind: 'choice',
      label: 'Extra time',
      hint: 'Every question’s time limit, longer for the whole game.',
      choices: EXTRA_TIME_FACTORS,
      labels: { 1: 'None', 1.5: '× 1.5', 2: '× 2' },
    },
  },
  /**
   * "Show questions on devices": the phones show the question's title, description and options' texts
   * (sharedInfo's QuestionOnDevices), for a player who cannot see the big screen.
   */
  questionsOnDevices: {
    value: flag,
    default: false,
    control: {
      kind: 'switch',
      label: 'Show questions on devices',
      hint: 'Phones show the question and the answers’ texts too, for players who cannot see this screen.',
    },
  },
});

export type GameOptionName = keyof typeof GAME_OPTION_ROWS;

/** The options of a game, each as its row describes it. */
export type GameOptions = {
  -readonly [K in keyof typeof GAME_OPTION_ROWS]: ValueOfRow<(typeof GAME_OPTION_ROWS)[K]>;
};

/** The table, indexed by name: a row read by a name the code knows only as a type parameter is that option's. */
export const GAME_OPTIONS: { readonly [K in GameOptionName]: GameOptionRow<GameOptions[K]> } =
  GAME_OPTION_ROWS;

// Object.keys gives the names in the table's order, which is the panel's.
export const GAME_OPTION_NAMES = Object.keys(GAME_OPTIONS) as readonly GameOptionName[];

/** One object with every option's `pick(name)`: how the defaults, a stored read, the schema and the panel's form are made. */
export function everyOption<R extends { [K in GameOptionName]: unknown }>(
  pick: <K extends GameOptionName>(name: K) => R[K],
): R {
  // Object.fromEntries knows no key-to-value correspondence; `pick` has given each name its own.
  return Object.fromEntries(GAME_OPTION_NAMES.map((name) => [name, pick(name)])) as R;
}

/** The spec's game: every addition off, speed scoring. */
export const DEFAULT_GAME_OPTIONS: Readonly<GameOptions> = everyOption<GameOptions>(
  (name) => GAME_OPTIONS[name].default,
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Options as the database gives them back (a game, or the host's settings): each field that is missing or
 * not valid is the default's, so a game or a setting stored before an option existed still reads.
 */
export function storedGameOptions(raw: unknown): GameOptions {
  const stored = isRecord(raw) ? raw : {};
  return everyOption<GameOptions>((name) => {
    const { value, default: fallback } = GAME_OPTIONS[name];
    const storedValue = stored[name];
    return value.is(storedValue) ? storedValue : fallback;
  });
}
