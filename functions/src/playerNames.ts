// The name a player plays under (issue 19, "Safe nicknames"): joinGame refuses a typed name that is
// offensive, and in a game with friendly names gives each player a generated one instead. The check runs
// here only, never on the phone: the /join page must not load a profanity list (its bundle budget), and a
// check the phone ran would be a check a player could skip.
//
// The check is obscenity's English preset (a maintained list of about 70 words with the patterns that
// catch their variants): its transformers read leetspeak ("sh1t"), look-alike characters, any case and
// repeated letters ("fuuuuck"). Two additions of ours:
// - letters spelled out one by one are joined before a second look ("f u c k", "f.u.c.k"); words of two
//   letters or more are not, since joining words makes new ones ("an al…", the reason the library
//   itself no longer skips spaces);
// - names the preset flags for an innocent part are allowed (INNOCENT_NAMES, beside the preset's own
//   such list: Scunthorpe, Dickens, Hancock, Sussex already pass).
// What it still lets through or refuses is in README, "Player names".
import {
  FRIENDLY_NAME_DRAWS,
  friendlyName,
  gameMessages,
  gamePaths,
  playerNameKey,
  type Random,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { claimIfEmpty } from './claims';
import { secureRandom } from './secureRandom';

/**
 * Places, first names and surnames the English preset would refuse for a part of them, lower case as the
 * matcher compares them. A term allows a flagged word only where it lies inside the term.
 */
export const INNOCENT_NAMES = [
  // Places: Penistone (Yorkshire), Cumnock (Ayrshire), Twatt (Orkney), Cumming (Georgia; and Cummings).
  'penistone',
  'cumnock',
  'twatt',
  'cumming',
  // First names: Analise, Analisa, Analia; Shital, Shitij (India); Cumhur, Cumali (Turkey); Assefa (Ethiopia).
  'analis',
  'analia',
  'shital',
  'shitij',
  'cumhur',
  'cumali',
  'assef',
  // Surnames: Dickinson, Dickson, Dikshit, Shittu, Fagan, Slutsky, Semenov, Semenya, Fukuda, Fukushima…
  'dickinson',
  'dickson',
  'dikshit',
  'shittu',
  'fagan',
  'slutsk',
  'semenov',
  'semenya',
  'fuku',
] as const;

const english = englishDataset.build();
const matcher = new RegExpMatcher({
  ...english,
  ...englishRecommendedTransformers,
  whitelistedTerms: [...(english.whitelistedTerms ?? []), ...INNOCENT_NAMES],
});

/**
 * Numbers of two digits or more standing alone, which the check leaves out: read as leetspeak they spell
 * words ("Player 455" as "ass", "Table 717" as "tit"), and classes number their teams and tables. A digit
 * beside letters ("a55", "sh1t") or spelled out on its own ("s h 1 t") is still read.
 */
const NUMBERS = /(?<![\p{L}\p{N}])\p{N}{2,}(?![\p{L}\p{N}])/gu;

/** What separates letters spelled out one by one: spaces and the marks people space letters with. */
const SPELLING_GAPS = /[\s.,_*+~|/\\·•-]+/u;

/** `name` with each run of single characters joined into one word: "f u c k you" → "fuck you". */
function withSpelledOutWordsJoined(name: string): string {
  const words: string[] = [];
  let spelling = false;
  for (const part of name.split(SPELLING_GAPS).filter((part) => part !== '')) {
    const single = Array.from(part).length === 1;
    if (single && spelling) words[words.length - 1] += part;
    else words.push(part);
    spelling = single;
  }
  return words.join(' ');
}

/**
 * Whether a name (as checkPlayerName gave it) is one joinGame refuses. Accents are taken off first, so
 * that "Arsène" reads as the allowed "Arsene" and "fück" as what it means.
 */
export function isOffensivePlayerName(name: string): boolean {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(NUMBERS, ' ');
  return matcher.hasMatch(plain) || matcher.hasMatch(withSpelledOutWordsJoined(plain));
}

/** A name a join holds in games/{id}/names: the name as the game shows it, and the claim's path. */
export interface ClaimedName {
  username: string;
  path: string;
}

/** Claims `name` in game `gameID` for `userID`; null when another player has it. */
export async function claimTypedName(
  claims: Database,
  gameID: string,
  name: string,
  userID: string,
): Promise<ClaimedName | null> {
  const path = gamePaths.playerName(gameID, playerNameKey(name));
  return (await claimIfEmpty(claims.ref(path), userID)) ? { username: name, path } : null;
}

/**
 * Claims a friendly name in game `gameID` for `userID`, drawing again while the name drawn is taken.
 * Past its FRIENDLY_NAME_DRAWS draws (each numbered one of about ten million names) the game is, as far
 * as names go, full.
 */
export async function claimFriendlyName(
  claims: Database,
  gameID: string,
  userID: string,
  random: Random = secureRandom,
): Promise<ClaimedName> {
  for (let draw = 0; draw < FRIENDLY_NAME_DRAWS; draw += 1) {
    const claimed = await claimTypedName(claims, gameID, friendlyName(random, draw), userID);
    if (claimed !== null) return claimed;
  }
  throw new HttpsError('resource-exhausted', gameMessages.gameFull);
}
