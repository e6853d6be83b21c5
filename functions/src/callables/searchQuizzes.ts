// SPEC §7 searchQuizzes: Explore's list of public quizzes whose title or description has a word starting with
// each word of the search, most recent first (or most played first), as results [start, end). Anyone may
// search, visitors included.
//
// It never reads all quizzes. Each word's index list (searchIndex.ts) holds every match, so it reads the
// first page of each in parallel, goes on with the sparsest, and checks each candidate's entry, page after
// page, until it has `end` matches, the list ends, or SEARCH_SCAN_MAX candidates were checked. Cost: one
// list page per word (at most SEARCH_TERMS_MAX), then one entry read per candidate; a search of one word or
// none matches every candidate, so it reads `end` entries, and one of several words reads `end` divided by
// how often the other words go with the sparsest. It depends on the results asked for and on the words,
// never on how many quizzes are stored.
import type { Database, DataSnapshot, Query as DatabaseQuery } from 'firebase-admin/database';
import {
  mainPaths,
  matchesSearch,
  searchSortKey,
  searchTerms,
  termKeysToScan,
  type SearchEntry,
  type SearchResultItem,
  type SearchSort,
} from '@/domain';
import { mainDatabase } from '../admin';
import { readValue } from '../reads';
import { validatedOnCall } from '../validatedOnCall';

/**
 * Candidates read at most per search. A search of one word or none always finds its range within it, as a
 * range ends by SEARCH_RANGE_END_MAX; a search of words that seldom go together can miss matches beyond
 * it, which bounds what one call costs (a thousand small reads) at the price of completeness.
 */
export const SEARCH_SCAN_MAX = 1000;
/** Candidates read at most in one page: one list query and as many entry reads, in parallel. */
const SEARCH_PAGE_MAX = 100;

export const searchQuizzes = validatedOnCall(
  'searchQuizzes',
  ({ data: { search, sort, range } }) => findQuizzes(mainDatabase(), searchTerms(search), sort, range),
  { callers: 'anyone' },
);

/** A candidate of the list: its id and the sort key it was read at, where the next page ends. */
interface Candidate {
  id: string;
  sortValue: number | null;
}

async function findQuizzes(
  database: Database,
  terms: string[],
  sort: SearchSort,
  { start, end }: { start: number; end: number },
): Promise<SearchResultItem[]> {
  const sortKey = searchSortKey[sort];
  const keys = termKeysToScan(terms);
  const lists = (
    keys.length === 0 ? [mainPaths.searchListedEntries()] : keys.map(mainPaths.searchTermEntries)
  ).map((path) => database.ref(path).orderByChild(sortKey));
  const firstSize = pageSize(end, 0, 0);
  const firstPages = await Promise.all(lists.map((list) => candidatesBefore(list, null, firstSize, sortKey)));
  const sparsest = sparsestList(firstPages, firstSize);
  const list = lists[sparsest] as DatabaseQuery;
  let page = firstPages[sparsest] ?? [];
  let size = firstSize;
  const results: SearchResultItem[] = [];
  let matched = 0;
  let scanned = 0;
  for (;;) {
    const entries = await Promise.all(
      page.map(async ({ id }) => ({ id, entry: await readEntry(database, id) })),
    );
    for (const { id, entry } of entries) {
      if (matched === end) break;
      if (entry === null || !matchesSearch(entry, terms)) continue;
      if (matched >= start) results.push(resultItem(id, entry));
      matched++;
    }
    scanned += page.length;
    const last = page.at(-1);
    if (matched === end || scanned === SEARCH_SCAN_MAX || page.length < size || !last) return results;
    size = Math.min(pageSize(end - matched, matched, scanned), SEARCH_SCAN_MAX - scanned);
    page = await candidatesBefore(list, last, size, sortKey);
  }
}

/**
 * Which of the lists whose first pages these are has the fewest candidates per match: a list that ended
 * within its page, the shortest such, else the one whose page reaches furthest down the order (the oldest,
 * or least played, last candidate), as its candidates are the most spread out.
 */
function sparsestList(firstPages: Candidate[][], size: number): number {
  let sparsest = 0;
  for (const [i, page] of firstPages.entries()) {
    if (reachesFurther(page, firstPages[sparsest] ?? [], size)) sparsest = i;
  }
  return sparsest;
}

function reachesFurther(page: Candidate[], other: Candidate[], size: number): boolean {
  if (page.length < size || other.length < size) return page.length < other.length;
  const [last, otherLast] = [page.at(-1), other.at(-1)];
  return (last?.sortValue ?? -Infinity) < (otherLast?.sortValue ?? -Infinity);
}

/**
 * How many candidates to read next for `needed` more matches: as many as the share of candidates that
 * matched so far promises (all, at first), twice as many as read when none matched yet.
 */
function pageSize(needed: number, matched: number, scanned: number): number {
  const promised = matched === 0 ? 2 * scanned : Math.ceil((needed * scanned) / matched);
  return Math.min(SEARCH_PAGE_MAX, Math.max(needed, promised));
}

/**
 * The next `size` candidates in the list's order, highest sort key first, after `last`. The database sorts
 * ascending with ties by key, so a page is the last `size` before `last`, reversed: ties come by id,
 * highest first.
 */
async function candidatesBefore(
  list: DatabaseQuery,
  last: Candidate | null,
  size: number,
  sortKey: string,
): Promise<Candidate[]> {
  const bounded = last === null ? list : list.endBefore(last.sortValue, last.id);
  const snapshot = await bounded.limitToLast(size).get();
  const page: Candidate[] = [];
  snapshot.forEach((child: DataSnapshot) => {
    const value: unknown = child.child(sortKey).val();
    page.push({ id: child.key ?? '', sortValue: typeof value === 'number' ? value : null });
  });
  return page.reverse();
}

/** A quiz's search entry, or null when it is gone or incomplete (a play counted after its deletion). */
async function readEntry(database: Database, id: string): Promise<SearchEntry | null> {
  const entry = await readValue(database, mainPaths.searchEntry(id));
  // An entry with only the plays of a play counted after its quiz's deletion is no quiz's.
  return typeof entry?.words === 'string' ? entry : null;
}

function resultItem(id: string, entry: SearchEntry): SearchResultItem {
  return {
    id,
    title: entry.title,
    description: entry.description,
    lastModified: entry.lastModified,
    plays: entry.plays,
  };
}
