// The name a player plays under: joinGame refuses a typed name that is
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
//   such list: Scunthorpe, Dickens, Hancock, Sussex already pass);
// - sound-alike spellings the preset does not read ("phuck", "shyt": SOUND_ALIKES), as patterns of the
//   library's own kind, so its transformers read their leetspeak and spacing too.
// What it still lets through or refuses is in README, "Player names".
import { drawFriendlyName, gameMessages, gamePaths, type Random } from '@/domain';
import { playerNameKeys } from '@/domain/game/playerNameKeys';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';
import { claimIfEmpty, releaseClaim } from './claims';
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

/**
 * Sound-alike spellings the preset does not read, as phrases of the word they stand for: "ph" for "f"
 * ("phuck"), "q" for "ck", "y" for "i" ("shyt"). Each with the names it must not catch: Phuket, and
 * "Phúc" and "Phuc" (a Vietnamese first name), which no pattern here matches, and Fuqua (a surname).
 */
const SOUND_ALIKES = new DataSet<{ originalWord: string }>()
  .addPhrase((phrase) =>
    phrase
      .setMetadata({ originalWord: 'fuck' })
      .addPattern(pattern`phuck`)
      .addPattern(pattern`phuk`)
      .addPattern(pattern`phuq`)
      .addPattern(pattern`|fuq|`)
      .addWhitelistedTerm('phuket'),
  )
  .addPhrase((phrase) => phrase.setMetadata({ originalWord: 'shit' }).addPattern(pattern`|shyt`))
  .addPhrase((phrase) => phrase.setMetadata({ originalWord: 'bitch' }).addPattern(pattern`biatch`));

const english = new DataSet<{ originalWord: string }>().addAll(englishDataset).addAll(SOUND_ALIKES).build();
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

/**
 * A name a join holds in games/{id}/names: the name as the game shows it, and the claims' paths (one per
 * key of the name, playerNameKeys).
 */
export interface ClaimedName {
  username: string;
  paths: string[];
}

/**
 * Claims `name` in game `gameID` for `userID`: every key of the name (playerNameKeys), so that a name is
 * refused when it looks like one taken in any of its forms. Null when another player holds any of them; the
 * keys this call claimed are then given back.
 */
export async function claimTypedName(
  claims: Database,
  gameID: string,
  name: string,
  userID: string,
): Promise<ClaimedName | null> {
  const paths = playerNameKeys(name).map((key) => gamePaths.playerName(gameID, key));
  const claimed = await Promise.all(paths.map((path) => claimIfEmpty(claims.ref(path), userID)));
  if (claimed.every(Boolean)) return { username: name, paths };
  await Promise.all(
    paths.filter((_, index) => claimed[index]).map((path) => releaseClaim(claims.ref(path), userID)),
  );
  return null;
}

/**
 * Claims a friendly name in game `gameID` for `userID` (drawFriendlyName: plain names drawn, then
 * numbered ones, "Golden Lemur 2"). "This game is full." only past about a million names.
 */
export async function claimFriendlyName(
  claims: Database,
  gameID: string,
  userID: string,
  random: Random = secureRandom,
): Promise<ClaimedName> {
  const claimed = await drawFriendlyName((name) => claimTypedName(claims, gameID, name, userID), random);
  if (claimed === null) throw new HttpsError('resource-exhausted', gameMessages.gameFull);
  return claimed;
}
