// SPEC §7 searchQuizzes: Explore's list of public quizzes whose title or description has a word starting with
// each word of the search, most recent first (or most played first), as results [start, end). Anyone may
// search, visitors included.
//
// It never reads all quizzes: it walks one index list (searchIndex.ts) in sort order, a page at a time, and
// checks each candidate's entry until it has `end` matches. A search of one word, or of none, matches every
// candidate of its list, so it reads `end` entries; a search of several words reads candidates of its
// longest word until the others match often enough, at most SEARCH_SCAN_MAX of them. What it costs
// depends on the results asked for and on how often the words go together, not on how many quizzes exist.
import type { Database, DataSnapshot, Query as DatabaseQuery } from 'firebase-admin/database';
import { z } from 'zod';
import {
  mainPaths,
  matchesSearch,
  SEARCH_DEFAULT_RANGE,
  SEARCH_RANGE_END_MAX,
  SEARCH_RANGE_MAX_SIZE,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
  searchSortKey,
  searchTerms,
  termToScan,
  type SearchEntry,
  type SearchResultItem,
  type SearchSort,
} from '@/domain';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

/**
 * Candidates read at most per search. A search of one word or none always finds its range within it, as a
 * range ends by SEARCH_RANGE_END_MAX; a search of words that seldom go together can miss matches beyond
 * it, which bounds what one call costs (a thousand small reads) at the price of completeness.
 */
export const SEARCH_SCAN_MAX = 1000;
/** Candidates read at most in one page: one list query and as many entry reads, in parallel. */
const SEARCH_PAGE_MAX = 100;

const searchQuizzesPayload = z.strictObject({
  search: z.string().max(SEARCH_TEXT_MAX_LENGTH),
  sort: z.enum(SEARCH_SORTS).default('recent'),
  range: z
    .strictObject({ start: z.int().min(0), end: z.int().max(SEARCH_RANGE_END_MAX) })
    .refine(({ start, end }) => end > start, { message: 'must be greater than start', path: ['end'] })
    .refine(({ start, end }) => end - start <= SEARCH_RANGE_MAX_SIZE, {
      message: `must be at most ${SEARCH_RANGE_MAX_SIZE} after start`,
      path: ['end'],
    })
    .default({ ...SEARCH_DEFAULT_RANGE }),
});

export const searchQuizzes = validatedOnCall(
  'searchQuizzes',
  searchQuizzesPayload,
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
  const term = termToScan(terms);
  const list = database
    .ref(term === null ? mainPaths.searchListedEntries() : mainPaths.searchTermEntries(term))
    .orderByChild(searchSortKey[sort]);
  const results: SearchResultItem[] = [];
  let matched = 0;
  let scanned = 0;
  let last: Candidate | null = null;
  while (matched < end && scanned < SEARCH_SCAN_MAX) {
    const size = Math.min(pageSize(end - matched, matched, scanned), SEARCH_SCAN_MAX - scanned);
    const page = await candidatesBefore(list, last, size, searchSortKey[sort]);
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
    last = page.at(-1) ?? null;
    if (page.length < size) break;
  }
  return results;
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
  const entry = (await database.ref(mainPaths.searchEntry(id)).get()).val() as Partial<SearchEntry> | null;
  return typeof entry?.words === 'string' ? (entry as SearchEntry) : null;
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
