// A new account's user record and generated username (SPEC §3, §5). The server creates both when an
// account signs up; the user can change the username afterwards.
import { DEFAULT_SETTINGS } from '../quiz/templates';
import type { UserRecord } from './user';

// The words of generated usernames: letters only, at most 8 each, so that two words and the digits fit
// USERNAME_MAX_LENGTH (8 + 8 + 4 = 20). 32 × 32 × 10,000 names leave collisions rare.
const USERNAME_ADJECTIVES = [
  'Brave',
  'Bright',
  'Calm',
  'Cheery',
  'Clever',
  'Cosmic',
  'Curious',
  'Daring',
  'Eager',
  'Fancy',
  'Gentle',
  'Happy',
  'Jolly',
  'Keen',
  'Kind',
  'Lively',
  'Lucky',
  'Mellow',
  'Merry',
  'Nimble',
  'Noble',
  'Plucky',
  'Quick',
  'Quiet',
  'Rapid',
  'Shiny',
  'Silly',
  'Snappy',
  'Sunny',
  'Swift',
  'Witty',
  'Zesty',
] as const;
const USERNAME_ANIMALS = [
  'Badger',
  'Beaver',
  'Bison',
  'Camel',
  'Cheetah',
  'Dolphin',
  'Eagle',
  'Falcon',
  'Ferret',
  'Gecko',
  'Heron',
  'Ibis',
  'Jaguar',
  'Koala',
  'Lemur',
  'Llama',
  'Lynx',
  'Marmot',
  'Moose',
  'Narwhal',
  'Otter',
  'Owl',
  'Panda',
  'Pelican',
  'Puffin',
  'Quokka',
  'Raven',
  'Seal',
  'Tapir',
  'Tiger',
  'Walrus',
  'Yak',
] as const;
/** How many digits end a generated username. */
const USERNAME_DIGITS = 4;
/** What every generated username looks like: the two capitalised words, then the digits. */
export const GENERATED_USERNAME_PATTERN = /^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/;

/**
 * FNV-1a, then MurmurHash3's finaliser so that every bit depends on every input bit: a small, stable string
 * hash, so the same account always tries the same names, and similar uids do not share their low bits.
 */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

function pick<Word>(words: readonly Word[], seed: string): Word {
  return words[hash(seed) % words.length] as Word;
}

/**
 * The username a new account tries at `attempt` (0, 1, 2...): an adjective, an animal and four digits, as
 * in "SwiftOtter0427". It is made from the uid and the attempt only, never from the email, which would show
 * part of it to everyone. The sequence depends only on its inputs, so a sign-up handled
 * twice claims the same name both times.
 */
export function generatedUsername(uid: string, attempt: number): string {
  const seed = `${uid}#${attempt}`;
  const digits = String(hash(`${seed}#digits`) % 10 ** USERNAME_DIGITS).padStart(USERNAME_DIGITS, '0');
  return `${pick(USERNAME_ADJECTIVES, `${seed}#adjective`)}${pick(USERNAME_ANIMALS, `${seed}#animal`)}${digits}`;
}

/** The record of a new account, with the default settings (SPEC §3). */
export function newUserRecord(account: {
  uid: string;
  email: string;
  username: string;
  now: number;
}): UserRecord {
  return {
    images: { uploaded: {} },
    info: {
      created: account.now,
      email: account.email,
      moderation: { restrictions: {} },
      namePlate: '',
      permissions: {},
      uid: account.uid,
      username: account.username,
      profileCards: {},
    },
    quizzes: { created: {}, liked: [] },
    lastUpdated: account.now,
    settings: DEFAULT_SETTINGS,
  };
}
