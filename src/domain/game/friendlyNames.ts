// Friendly names (issue 19, option "Friendly names"): the server names each player of such a game
// "Adjective Animal" instead of the name they typed, so that no name typed in a classroom can offend or
// single anyone out. The words are short, kind and plain English; 100 adjectives × 100 animals give
// 10,000 names, DEFAULT_MAX_PLAYERS_PER_GAME. joinGame claims a name as it claims a typed one
// (games/{id}/names): a name already taken is drawn again, and after a few draws a number is added
// ("Brave Otter 42"), which leaves room for a game far larger than the words alone allow.
import type { Random } from './shuffle';

// prettier-ignore
export const FRIENDLY_NAME_ADJECTIVES = [
  'Agile', 'Amber', 'Azure', 'Bold', 'Bouncy', 'Brave', 'Breezy', 'Bright', 'Bubbly', 'Calm', 'Chatty',
  'Cheery', 'Chirpy', 'Clever', 'Cosmic', 'Cozy', 'Crafty', 'Crimson', 'Cuddly', 'Curious', 'Dapper',
  'Daring', 'Dreamy', 'Eager', 'Epic', 'Fancy', 'Fluffy', 'Frosty', 'Fuzzy', 'Gallant', 'Gentle', 'Giddy',
  'Gleeful', 'Golden', 'Grand', 'Groovy', 'Happy', 'Honest', 'Hopeful', 'Humble', 'Jazzy', 'Jolly',
  'Joyful', 'Jumpy', 'Keen', 'Kind', 'Lively', 'Loyal', 'Lucky', 'Magic', 'Mellow', 'Merry', 'Mighty',
  'Misty', 'Nifty', 'Nimble', 'Noble', 'Peppy', 'Perky', 'Playful', 'Plucky', 'Polite', 'Proud', 'Quick',
  'Quiet', 'Quirky', 'Radiant', 'Rapid', 'Rosy', 'Royal', 'Savvy', 'Scarlet', 'Serene', 'Shiny', 'Silver',
  'Sleepy', 'Smiley', 'Snappy', 'Snowy', 'Sparkly', 'Speedy', 'Spotty', 'Steady', 'Stellar', 'Sturdy',
  'Sunny', 'Super', 'Sweet', 'Swift', 'Tidy', 'Trusty', 'Upbeat', 'Valiant', 'Velvet', 'Vivid', 'Warm',
  'Wise', 'Witty', 'Zesty', 'Zippy',
] as const;

// prettier-ignore
export const FRIENDLY_NAME_ANIMALS = [
  'Alpaca', 'Antelope', 'Axolotl', 'Badger', 'Beaver', 'Bison', 'Bunny', 'Camel', 'Cheetah', 'Chipmunk',
  'Coyote', 'Crane', 'Deer', 'Dingo', 'Dolphin', 'Duck', 'Eagle', 'Elk', 'Emu', 'Falcon', 'Ferret', 'Finch',
  'Flamingo', 'Fox', 'Frog', 'Gazelle', 'Gecko', 'Giraffe', 'Goat', 'Goose', 'Gorilla', 'Hamster', 'Hawk',
  'Hedgehog', 'Heron', 'Hippo', 'Horse', 'Husky', 'Ibis', 'Iguana', 'Jaguar', 'Kangaroo', 'Kitten', 'Kiwi',
  'Koala', 'Lamb', 'Lemur', 'Leopard', 'Lion', 'Llama', 'Lynx', 'Macaw', 'Manatee', 'Marmot', 'Meerkat',
  'Moose', 'Mouse', 'Narwhal', 'Ocelot', 'Octopus', 'Okapi', 'Orca', 'Osprey', 'Ostrich', 'Otter', 'Owl',
  'Panda', 'Panther', 'Parrot', 'Pelican', 'Penguin', 'Pony', 'Puffin', 'Puma', 'Quail', 'Quokka', 'Rabbit',
  'Raven', 'Reindeer', 'Rhino', 'Robin', 'Seal', 'Shark', 'Sloth', 'Snail', 'Sparrow', 'Squid', 'Stork',
  'Swan', 'Tapir', 'Tiger', 'Toucan', 'Turtle', 'Walrus', 'Whale', 'Wolf', 'Wombat', 'Wren', 'Yak', 'Zebra',
] as const;

/** Draws of a plain "Adjective Animal" before a number is added. */
export const PLAIN_FRIENDLY_NAME_DRAWS = 3;
/** The most draws one join makes: past the plain ones, each is one of about ten million names. */
export const FRIENDLY_NAME_DRAWS = 10;
/** The numbers added to a name drawn again ("Brave Otter 2"): at most three digits keep it within 20 characters. */
export const FRIENDLY_NAME_NUMBERS = { min: 2, max: 999 } as const;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/**
 * The name of draw `draw` (0 first) of a join in a game with friendly names: an adjective and an animal
 * drawn by `random`, and from draw PLAIN_FRIENDLY_NAME_DRAWS on a number too.
 */
export function friendlyName(random: Random, draw: number): string {
  const name = `${pick(FRIENDLY_NAME_ADJECTIVES, random)} ${pick(FRIENDLY_NAME_ANIMALS, random)}`;
  if (draw < PLAIN_FRIENDLY_NAME_DRAWS) return name;
  const { min, max } = FRIENDLY_NAME_NUMBERS;
  return `${name} ${min + Math.floor(random() * (max - min + 1))}`;
}
