// The kinds of value a game option takes (the `value` of a GAME_OPTIONS row, gameOptions.ts): for each, the
// check of a stored value and the zod piece that validates startGame's payload. The domain core builds no
// zod schema, as the player's phone loads it, so a kind gives its piece as a function of zod, which
// validation/callableSchemas.ts calls; gameOptionValues.test.ts checks that the check and the piece agree.
import type { z } from 'zod';

export interface OptionValue<T> {
  /** Whether `value` is one the option takes. */
  is(value: unknown): value is T;
  /** The zod piece that accepts exactly the values `is` accepts. */
  schema(zod: typeof z): z.ZodType<T>;
}

/** On or off. */
export const flag: OptionValue<boolean> = {
  is: (value) => typeof value === 'boolean',
  schema: (zod) => zod.boolean(),
};

/** One of `values`, strings or numbers. */
export function oneOf<const T extends readonly [string | number, ...Array<string | number>]>(
  values: T,
): OptionValue<T[number]> {
  return {
    is: (value): value is T[number] => values.some((one) => one === value),
    schema: (zod) => zod.literal(values),
  };
}

/** A whole number from `range.min` to `range.max`, or null: off. */
export function wholeNumberOrNull(range: { min: number; max: number }): OptionValue<number | null> {
  return {
    is: (value): value is number | null =>
      value === null ||
      (typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max),
    schema: (zod) => zod.number().int().min(range.min).max(range.max).nullable(),
  };
}
