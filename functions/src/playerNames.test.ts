import { describe, expect, it } from 'vitest';
import { checkPlayerName, FRIENDLY_NAME_ADJECTIVES, FRIENDLY_NAME_ANIMALS, gamePaths } from '@/domain';
import { playerNameKey } from '@/domain/game/playerNameKeys';
import { gamesTransactionDatabase } from './admin';
import { claimFriendlyName, claimTypedName, isOffensivePlayerName } from './playerNames';
import { useDatabaseEmulators } from './test/databaseEmulator';

const { games } = useDatabaseEmulators();

/** Game g1's name claims. */
const NAMES = `${gamePaths.game('g1')}/names`;

/** Whether joinGame refuses `typed` as offensive: the check runs on the name checkPlayerName gives. */
function refused(typed: string): boolean {
  const name = checkPlayerName(typed);
  if (!name.ok) throw new Error(`${JSON.stringify(typed)} is not a name: ${name.problem}`);
  return isOffensivePlayerName(name.name);
}

describe('isOffensivePlayerName', () => {
  it.each([
    // Profanity and slurs as they are written.
    { why: 'profanity', name: 'fuck' },
    { why: 'profanity', name: 'shit' },
    { why: 'profanity', name: 'cunt' },
    { why: 'profanity', name: 'bitch' },
    { why: 'profanity', name: 'asshole' },
    { why: 'profanity', name: 'motherfucker' },
    { why: 'profanity', name: 'wanker' },
    { why: 'profanity', name: 'twat' },
    { why: 'profanity', name: 'bollocks' },
    { why: 'sexual', name: 'penis' },
    { why: 'sexual', name: 'pussy' },
    { why: 'sexual', name: 'dildo' },
    { why: 'sexual', name: 'porn' },
    { why: 'a slur', name: 'nigger' },
    { why: 'a slur', name: 'faggot' },
    { why: 'a slur', name: 'retard' },
    { why: 'a slur', name: 'whore' },
    { why: 'a slur', name: 'slut' },
    { why: 'a slur', name: 'kike' },
    { why: 'violent', name: 'rapist' },
    // The word alone, even where it is also a first name: the insult is what a class would read.
    { why: 'the word itself', name: 'Dick' },
    { why: 'the word itself', name: 'cock' },
    // Inside a longer name.
    { why: 'a word in the name', name: 'Big Dick Energy' },
    { why: 'a word in the name', name: 'Mr Shithead' },
    { why: 'a word run into others', name: 'xXfuckXx' },
    // Case.
    { why: 'upper case', name: 'FUCK' },
    { why: 'mixed case', name: 'FuCk' },
    { why: 'mixed case', name: 'sHiT' },
    // Leetspeak and look-alike characters.
    { why: 'leetspeak', name: 'sh1t' },
    { why: 'leetspeak', name: '$h!t' },
    { why: 'leetspeak', name: 'b1tch' },
    { why: 'leetspeak', name: 'a$$hole' },
    { why: 'leetspeak', name: 'n1gga' },
    { why: 'leetspeak', name: 'f4ggot' },
    { why: 'leetspeak', name: 'p0rn' },
    { why: 'leetspeak', name: 'fvck' },
    { why: 'accents', name: 'fück' },
    { why: 'full-width letters', name: 'ｆｕｃｋ' },
    { why: 'look-alike letters', name: 'ʃ𝐟ʃὗƈｋ' },
    // Spacing.
    { why: 'spaced out', name: 'f u c k' },
    { why: 'spaced out', name: 'F U C K' },
    { why: 'spaced out, with leetspeak', name: 's h 1 t' },
    { why: 'dotted out', name: 'f.u.c.k' },
    { why: 'spaced with dashes', name: 'c-u-n-t' },
    { why: 'spaced with underscores', name: 'd_i_c_k' },
    { why: 'spaced out, then a word', name: 'f u c k you' },
    { why: 'an invisible space (checkPlayerName drops it)', name: 'f\u200Buck' },
    // Repeated letters.
    { why: 'repeated letters', name: 'fuuuuck' },
    { why: 'repeated letters', name: 'shiiiiit' },
    { why: 'repeated letters', name: 'cuuuunt' },
    { why: 'repeated letters and case', name: 'FuUuUcK' },
    { why: 'leetspeak with digits spelled out', name: 's h 1 t' },
    { why: 'leetspeak beside a number', name: 'a55 455' },
    // Sound-alike spellings, with leetspeak and spacing.
    { why: 'a sound-alike', name: 'phuck' },
    { why: 'a sound-alike', name: 'Phuck You' },
    { why: 'a sound-alike', name: 'phucking' },
    { why: 'a sound-alike', name: 'phuk' },
    { why: 'a sound-alike', name: 'phuq' },
    { why: 'a sound-alike', name: 'fuq' },
    { why: 'a sound-alike', name: 'shyt' },
    { why: 'a sound-alike', name: 'biatch' },
    { why: 'a sound-alike run into others', name: 'xXphuckXx' },
    { why: 'a sound-alike with an accent', name: 'phück' },
    { why: 'a sound-alike with repeated letters', name: 'phuuuuck' },
    { why: 'a sound-alike spaced out', name: 'p h u c k' },
    { why: 'a sound-alike dotted out', name: 'p.h.u.c.k' },
    { why: 'a sound-alike in capitals', name: 'PHUCK' },
  ])('refuses $name ($why)', ({ name }) => {
    expect(refused(name)).toBe(true);
  });

  it.each([
    // Places that contain a flagged word.
    { why: 'a place', name: 'Scunthorpe' },
    { why: 'a place', name: 'Penistone' },
    { why: 'a place', name: 'Sussex' },
    { why: 'a place', name: 'Middlesex' },
    { why: 'a place', name: 'Essex' },
    { why: 'a place', name: 'Cumbria' },
    { why: 'a place', name: 'Cumnock' },
    { why: 'a place', name: 'Clitheroe' },
    { why: 'a place', name: 'Twatt' },
    // Surnames.
    { why: 'a surname', name: 'Cockburn' },
    { why: 'a surname', name: 'Dickens' },
    { why: 'a surname', name: 'Assad' },
    { why: 'a surname', name: 'Hancock' },
    { why: 'a surname', name: 'Hitchcock' },
    { why: 'a surname', name: 'Babcock' },
    { why: 'a surname', name: 'Dickinson' },
    { why: 'a surname', name: 'Dickson' },
    { why: 'a surname', name: 'Cummings' },
    { why: 'a surname', name: 'Fukuda' },
    { why: 'a surname', name: 'Shittu' },
    { why: 'a surname', name: 'Dikshit' },
    { why: 'a surname', name: 'Fagan' },
    { why: 'a surname', name: 'Slutsky' },
    { why: 'a surname', name: 'Semenya' },
    // First names.
    { why: 'a first name', name: 'Fanny' },
    { why: 'a first name', name: 'Randy' },
    { why: 'a first name', name: 'Willy' },
    { why: 'a first name', name: 'Cassandra' },
    { why: 'a first name', name: 'Titus' },
    { why: 'a first name', name: 'Analise' },
    { why: 'a first name', name: 'Shital' },
    { why: 'a first name', name: 'Cumhur' },
    { why: 'a first name', name: 'Assefa' },
    { why: 'a first name with an accent', name: 'Arsène' },
    { why: 'a first name (Vietnamese)', name: 'Phúc' },
    { why: 'a first name (Vietnamese)', name: 'Phuc' },
    { why: 'a first name (Vietnamese)', name: 'Phuong' },
    { why: 'a first name', name: 'Stephanie' },
    { why: 'a first name', name: 'Raphael' },
    { why: 'a place', name: 'Phuket' },
    { why: 'a surname', name: 'Fuqua' },
    // Full names and initials: single letters are joined only with each other.
    { why: 'a full name', name: 'Emily Dickinson' },
    { why: 'initials', name: 'J R R Tolkien' },
    { why: 'initials', name: 'A.J. Hancock' },
    { why: 'words that are not spelled out', name: 'Pen Is Mightier' },
    // Ordinary names.
    { why: 'a name', name: 'Anna' },
    { why: 'a name', name: 'Zoë' },
    { why: 'a name', name: '李小龙' },
    { why: 'a name with an emoji', name: 'Kim 👩‍💻' },
    // Numbers alone, which leetspeak would read as words (455 "ass", 717 "tit", 4550 "asso"…).
    { why: 'a numbered player', name: 'Player 455' },
    { why: 'a numbered table', name: 'Table 717' },
    { why: 'a numbered team', name: 'Team 4455' },
    { why: 'a number alone', name: '7117' },
  ])('lets $name pass ($why)', ({ name }) => {
    expect(refused(name)).toBe(false);
  });

  it('lets every numbered name from 1 to 10,000 pass: what crowds, benches and classes call players', () => {
    for (const prefix of ['Player', 'Storm', 'Team']) {
      const names = Array.from({ length: 10_000 }, (_, index) => `${prefix} ${index + 1}`);

      expect(names.filter(refused)).toEqual([]);
    }
  });

  it('lets every friendly name pass', () => {
    const names = FRIENDLY_NAME_ADJECTIVES.flatMap((adjective) =>
      FRIENDLY_NAME_ANIMALS.map((animal) => `${adjective} ${animal}`),
    );

    expect(names.filter(refused)).toEqual([]);
  });
});

/** A random source whose every draw is "Brave Otter" (adjective 5, animal 64). */
function braveOtter(): () => number {
  let next = 0;
  return () => [5.5 / 100, 64.5 / 100][next++ % 2] as number;
}

/** Names taken in game g1: its `names` node with each name's key, claimed by p0. */
const taken = (...names: string[]) =>
  games.seed({
    games: { g1: { names: Object.fromEntries(names.map((name) => [playerNameKey(name), 'p0'])) } },
  });

describe('claimTypedName', () => {
  it('claims a name for the player, under its key', async () => {
    await expect(claimTypedName(gamesTransactionDatabase(), 'g1', 'Anna', 'p1')).resolves.toEqual({
      username: 'Anna',
      paths: [gamePaths.playerName('g1', 'anna')],
    });

    expect(games.read(gamePaths.playerName('g1', 'anna'))).toBe('p1');
  });

  it('claims nothing when another player has the name in any case', async () => {
    await games.seed({ games: { g1: { names: { anna: 'p0' } } } });

    await expect(claimTypedName(gamesTransactionDatabase(), 'g1', 'ANNA', 'p1')).resolves.toBeNull();

    expect(games.read(gamePaths.playerName('g1', 'anna'))).toBe('p0');
  });

  it.each([
    ['Ana', '\u0410na'],
    ['\u0410na', 'Ana'],
    ['Ana', '\u0391na'],
    ['paypal', 'p\u0430ypal'],
    ['Olga', '\uFF2Flga'],
    // Capitals of another script that pose as Latin ones, either way round.
    ['BOB', '\u0412\u041E\u0412'],
    ['\u0412\u041E\u0412', 'Bob'],
  ])('claims nothing for a name that looks like one taken (%s, then %s)', async (first, second) => {
    const claims = gamesTransactionDatabase();
    await expect(claimTypedName(claims, 'g1', first, 'p0')).resolves.not.toBeNull();

    await expect(claimTypedName(claims, 'g1', second, 'p1')).resolves.toBeNull();

    expect(Object.values(games.read(NAMES) as object)).not.toContain('p1');
  });

  it('gives back the key it claimed when the name’s other key is taken', async () => {
    await taken('BOB');

    await expect(
      claimTypedName(gamesTransactionDatabase(), 'g1', '\u0412\u041E\u0412', 'p1'),
    ).resolves.toBeNull();

    expect(games.read(NAMES)).toEqual({ bob: 'p0' });
  });

  it('claims each of Łukasz, Zoë, 李雷, Кира and Kim 👩‍💻 beside the names they resemble', async () => {
    const claims = gamesTransactionDatabase();
    await taken('Lukasz', 'Zoe', '李', 'Kira', 'Kim', 'Kim 👩');

    for (const name of ['Łukasz', 'Zoë', '李雷', 'Кира', 'Kim 👩‍💻']) {
      await expect(claimTypedName(claims, 'g1', name, 'p1')).resolves.toMatchObject({ username: name });
    }
  });
});

describe('claimFriendlyName', () => {
  it('claims the name it draws', async () => {
    await expect(claimFriendlyName(gamesTransactionDatabase(), 'g1', 'p1', braveOtter())).resolves.toEqual({
      username: 'Brave Otter',
      paths: [gamePaths.playerName('g1', playerNameKey('Brave Otter'))],
    });

    expect(games.read(gamePaths.playerName('g1', 'brave otter'))).toBe('p1');
  });

  it('draws with the server’s secure random by default: an adjective and an animal', async () => {
    const { username } = await claimFriendlyName(gamesTransactionDatabase(), 'g1', 'p1');

    const [adjective, animal] = username.split(' ');
    expect(FRIENDLY_NAME_ADJECTIVES).toContain(adjective);
    expect(FRIENDLY_NAME_ANIMALS).toContain(animal);
  });

  it('draws again while the name is taken, then gives the name last drawn with the lowest number free', async () => {
    await taken('Brave Otter', 'Brave Otter 2', 'Brave Otter 3', 'Brave Otter 5');

    await expect(
      claimFriendlyName(gamesTransactionDatabase(), 'g1', 'p1', braveOtter()),
    ).resolves.toMatchObject({ username: 'Brave Otter 4' });

    expect(games.read(gamePaths.playerName('g1', playerNameKey('Brave Otter 4')))).toBe('p1');
  });

  it('gives distinct names to 50 players drawing at once', async () => {
    const claimed = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        claimFriendlyName(gamesTransactionDatabase(), 'g1', `p${index}`),
      ),
    );

    const names = claimed.map((claim) => claim.username);
    expect(new Set(names).size).toBe(50);
    expect(Object.keys(games.read(NAMES) as object)).toHaveLength(50);
  });
});
