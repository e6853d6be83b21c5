// Explore's search index (SPEC §2 Search, §7 searchQuizzes). A query must cost the same with 100 or
// 10,000 quizzes stored, so nothing scans the quizzes: every save writes, for a public quiz, its sort keys
// under each word prefix of its title and description (search/terms/{prefix}/{id}), and a query reads the
// sparsest of its words' lists in sort order, a page at a time, until it has enough matches.
import { mainPaths } from '../common/paths';
import {
  Visibility,
  type QuizData,
  type SearchEntry,
  type SearchSort,
  type SearchSortKeys,
} from '../quiz/quiz';

/**
 * Prefixes longer than this are not indexed: a longer search word is looked up by its first 12 letters and
 * then checked against the entry's full words. A quiz then has at most one term entry per letter or digit of its
 * title and description (as folded by searchWords).
 */
export const SEARCH_PREFIX_MAX_LENGTH = 12;
/** Words of a search beyond these are ignored. */
export const SEARCH_TERMS_MAX = 8;

// The limits of a searchQuizzes payload (SPEC §7 gives only the default range, SEARCH_DEFAULT_RANGE).
/** The longest search text, as long as a quiz title. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The most results one call returns: a range's end minus its start. */
export const SEARCH_RANGE_MAX_SIZE = 100;
/** How deep Explore pages: a range ends at this result at the latest. */
export const SEARCH_RANGE_END_MAX = 1000;

/**
 * The distinct words of a text as search sees them: lower-cased, accents and other combining marks removed
 * ("Reykjavík" is found by "reykjavik"), split on anything that is not a letter or digit (so "don't" is
 * "don" and "t"). A run of letters without spaces is one word, as in Chinese or Japanese: it is found by its
 * beginning only. A prefix is stored under its databaseKey (mainPaths.searchTermEntry): "constructor" is a
 * word too.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''))];
}

/** The first SEARCH_PREFIX_MAX_LENGTH characters of a word, counted in code points. */
export function termKey(word: string): string {
  return Array.from(word).slice(0, SEARCH_PREFIX_MAX_LENGTH).join('');
}

/** Every indexed prefix of the words, each once: "cat cap" → c, ca, cat, cap. */
export function indexedPrefixes(words: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of words) {
    const letters = Array.from(termKey(word));
    for (let length = 1; length <= letters.length; length++) prefixes.add(letters.slice(0, length).join(''));
  }
  return [...prefixes];
}

/** The words of a search, at most SEARCH_TERMS_MAX. An empty list lists every public quiz. */
export function searchTerms(search: string): string[] {
  return searchWords(search).slice(0, SEARCH_TERMS_MAX);
}

/**
 * The index lists a search may read, by term key: each holds every match, so the search reads whichever is
 * sparsest (which only the data can tell). A key that starts another key is left out, as its list holds the
 * other's; long terms sharing their first SEARCH_PREFIX_MAX_LENGTH letters share a list. Empty when the
 * search has no terms: then every public quiz is listed.
 */
export function termKeysToScan(terms: readonly string[]): string[] {
  const keys = [...new Set(terms.map(termKey))];
  return keys.filter((key) => !keys.some((other) => other !== key && other.startsWith(key)));
}

/** Whether a listed entry matches every term: each term starts one of its words (ignoring case). */
export function matchesSearch(entry: SearchEntry, terms: readonly string[]): boolean {
  if (!entry.listed) return false;
  const words = entry.words.split(' ');
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The search entry of a quiz with these data, modified at `lastModified`. */
export function searchEntryFor(data: QuizData, lastModified: number, plays: number): SearchEntry {
  return {
    title: data.title,
    description: data.desc,
    lastModified,
    plays,
    words: searchWords(`${data.title} ${data.desc}`).join(' '),
    listed: data.visibility === Visibility.Public,
  };
}

/**
 * The writes that bring the index from `previous` (null: not indexed yet) to `next` (null: the quiz is
 * deleted), as paths for one multi-path update with the quiz itself. `lastModified` may be a server-time
 * placeholder, which is why it is passed apart from `next`, whose own lastModified is ignored. An edit never
 * writes a play count where one is kept: plays are counted by server increments (searchPlayUpdate) that may
 * land between a save's read and its write, and a save writing back the count it read would undo them. So
 * the entry is written field by field without `plays`, and a sort key the quiz keeps gets its `m` alone;
 * only a sort key the edit adds starts from `next.plays` (the plays of `previous`). No two paths overlap, as
 * an update requires.
 */
export function searchIndexUpdate(
  quizId: string,
  previous: SearchEntry | null,
  next: SearchEntry | null,
  lastModified: unknown,
): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  const nextPrefixes = next?.listed ? indexedPrefixes(next.words.split(' ')) : [];
  const previousPrefixes = new Set(previous?.listed ? indexedPrefixes(previous.words.split(' ')) : []);
  if (previous?.listed) {
    const kept = new Set(nextPrefixes);
    for (const prefix of previousPrefixes) {
      if (!kept.has(prefix)) update[mainPaths.searchTermEntry(prefix, quizId)] = null;
    }
    if (!next?.listed) update[mainPaths.searchListedEntry(quizId)] = null;
  }
  if (next === null) {
    update[mainPaths.searchEntry(quizId)] = null;
    return update;
  }
  if (previous === null) {
    update[mainPaths.searchEntry(quizId)] = { ...next, lastModified };
  } else {
    const { plays: _counted, ...fields } = { ...next, lastModified };
    for (const [field, value] of Object.entries(fields)) {
      update[`${mainPaths.searchEntry(quizId)}/${field}`] = value;
    }
  }
  if (next.listed) {
    const keys = { m: lastModified, p: next.plays };
    for (const prefix of nextPrefixes) {
      if (previousPrefixes.has(prefix))
        update[`${mainPaths.searchTermEntry(prefix, quizId)}/m`] = lastModified;
      else update[mainPaths.searchTermEntry(prefix, quizId)] = keys;
    }
    if (previous?.listed) update[`${mainPaths.searchListedEntry(quizId)}/m`] = lastModified;
    else update[mainPaths.searchListedEntry(quizId)] = keys;
  }
  return update;
}

/**
 * The writes that count a play of a quiz (`increment` being a server increment): its entry's plays and, when
 * listed, the `p` of each of its sort keys. `entry` is the entry as read just before: were the quiz edited in
 * between, a `p` could land under a prefix it no longer has, where the search skips it as not matching.
 */
export function searchPlayUpdate(
  quizId: string,
  entry: SearchEntry,
  increment: unknown,
): Record<string, unknown> {
  const update: Record<string, unknown> = { [`${mainPaths.searchEntry(quizId)}/plays`]: increment };
  if (entry.listed) {
    for (const prefix of indexedPrefixes(entry.words.split(' '))) {
      update[`${mainPaths.searchTermEntry(prefix, quizId)}/p`] = increment;
    }
    update[`${mainPaths.searchListedEntry(quizId)}/p`] = increment;
  }
  return update;
}

/** The sort key each order reads from search/terms and search/listed entries. */
export const searchSortKey = { recent: 'm', plays: 'p' } as const satisfies Record<
  SearchSort,
  keyof SearchSortKeys
>;
