// Friendly names: the server names each player of such a game
// "Adjective Animal" instead of the name they typed, so that no name typed in a classroom can offend or
// single anyone out. The words are short, kind and plain English; 100 adjectives × 100 animals give
// 10,000 names, DEFAULT_MAX_PLAYERS_PER_GAME. joinGame claims a name as it claims a typed one
// (games/{id}/names): a name already taken is drawn again, and after a few draws (the plain names are
// then nearly used up) the name drawn gets the lowest number still free ("Golden Lemur 2", "Golden Lemur
// 3"…), so names never run out: there are about 10 million.
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
/**
 * The numbers added to a name drawn again, in order: "Golden Lemur 2" follows "Golden Lemur". At most
 * three digits keep the longest words within 20 characters.
 */
export const FRIENDLY_NAME_NUMBERS = { first: 2, last: 999 } as const;

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A plain friendly name: an adjective and an animal drawn by `random` ("Golden Lemur"). */
export function friendlyName(random: Random): string {
  return `${pick(FRIENDLY_NAME_ADJECTIVES, random)} ${pick(FRIENDLY_NAME_ANIMALS, random)}`;
}

/** The numbered names of a plain one, in the order they are given: "Golden Lemur 2", "Golden Lemur 3"… */
export function* numberedFriendlyNames(name: string): Generator<string> {
  for (let number = FRIENDLY_NAME_NUMBERS.first; number <= FRIENDLY_NAME_NUMBERS.last; number += 1) {
    yield `${name} ${number}`;
  }
}

/** Plain names drawn, once the plain draws are taken, whose every number is tried before a join gives up. */
export const NUMBERED_FRIENDLY_NAME_BASES = 100;

/**
 * Gives a joining player a friendly name through `claim` (which claims a name in the game, or answers
 * null when it is taken): a plain name drawn by `random` up to PLAIN_FRIENDLY_NAME_DRAWS times while the
 * name drawn is taken; then (the plain names nearly used up) the name last drawn with the lowest number
 * still free ("Golden Lemur 2"), another name drawn when all of its numbers are taken. Null only after
 * NUMBERED_FRIENDLY_NAME_BASES such names: a game of about a million names, far past any cap on players.
 */
export async function drawFriendlyName<Claimed>(
  claim: (name: string) => Promise<Claimed | null>,
  random: Random,
): Promise<Claimed | null> {
  let name = '';
  for (let draw = 0; draw < PLAIN_FRIENDLY_NAME_DRAWS; draw += 1) {
    name = friendlyName(random);
    const claimed = await claim(name);
    if (claimed !== null) return claimed;
  }
  for (let base = 0; base < NUMBERED_FRIENDLY_NAME_BASES; base += 1) {
    for (const numbered of numberedFriendlyNames(name)) {
      const claimed = await claim(numbered);
      if (claimed !== null) return claimed;
    }
    name = friendlyName(random);
  }
  return null;
}
