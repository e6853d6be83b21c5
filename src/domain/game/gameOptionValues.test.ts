import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, oneOf, wholeNumberOrNull, type OptionValue } from './gameOptionValues';
import { GAME_OPTION_NAMES, GAME_OPTIONS } from './gameOptions';

/** Values of every kind, valid for some kinds and not for others. */
const SAMPLES: unknown[] = [
  true,
  false,
  null,
  undefined,
  0,
  1,
  1.5,
  2,
  3,
  4,
  5,
  7.5,
  10,
  60,
  61,
  -5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '1',
  '10',
  'true',
  'speed',
  'accuracy',
  'luck',
  [],
  [true],
  {},
  { on: true },
];

const accepted = (value: OptionValue<unknown>) => SAMPLES.filter((sample) => value.is(sample));
const acceptedBySchema = (value: OptionValue<unknown>) => {
  const schema = value.schema(z);
  return SAMPLES.filter((sample) => schema.safeParse(sample).success);
};

describe('the kinds of option value', () => {
  it.each([
    ['flag', flag, [true, false]],
    ['oneOf strings', oneOf(['speed', 'accuracy']), ['speed', 'accuracy']],
    ['oneOf numbers', oneOf([1, 1.5, 2]), [1, 1.5, 2]],
    ['wholeNumberOrNull', wholeNumberOrNull({ min: 5, max: 60 }), [null, 5, 10, 60]],
  ])('%s accepts exactly its values, by its check and by its zod piece alike', (_, value, values) => {
    expect(accepted(value)).toEqual(values);
    expect(acceptedBySchema(value)).toEqual(values);
  });

  it.each(GAME_OPTION_NAMES)('%s: its check and its zod piece agree, and both take its default', (name) => {
    const { value, default: fallback } = GAME_OPTIONS[name];
    expect(accepted(value).length).toBeGreaterThan(0);
    expect(acceptedBySchema(value)).toEqual(accepted(value));
    expect(value.is(fallback)).toBe(true);
    expect(value.schema(z).safeParse(fallback)).toMatchObject({ success: true, data: fallback });
  });
});
