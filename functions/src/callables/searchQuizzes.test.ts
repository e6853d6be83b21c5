import { ServerValue } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import {
  mainPaths,
  newQuiz,
  SEARCH_DEFAULT_RANGE,
  SEARCH_RANGE_END_MAX,
  SEARCH_RANGE_MAX_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  searchEntryFor,
  searchIndexUpdate,
  searchPlayUpdate,
  Visibility,
  type SearchEntry,
  type CallablePayload,
  type SearchResultItem,
} from '@/domain';
import { mainDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { SEARCH_SCAN_MAX, searchQuizzes } from './searchQuizzes';

const database = useMainDatabaseEmulator();

interface TestQuiz {
  id: string;
  title: string;
  desc?: string;
  visibility?: Visibility;
  lastModified?: number;
  plays?: number;
}

function entryOf({
  title,
  desc = '',
  visibility = Visibility.Public,
  lastModified = 1,
  plays = 0,
}: TestQuiz) {
  return searchEntryFor({ ...newQuiz().data, title, desc, visibility }, lastModified, plays);
}

/** Indexes the quizzes as a save does, all in one update; returns their entries by id. */
async function index(quizzes: TestQuiz[]): Promise<Map<string, SearchEntry>> {
  const entries = new Map(quizzes.map((quiz) => [quiz.id, entryOf(quiz)]));
  const update: Record<string, unknown> = {};
  for (const [id, entry] of entries)
    Object.assign(update, searchIndexUpdate(id, null, entry, entry.lastModified));
  await mainDatabase().ref().update(update);
  return entries;
}

async function search(request: CallablePayload<'searchQuizzes'>, uid?: string): Promise<SearchResultItem[]> {
  return searchQuizzes.run(callableRequest(request, uid));
}

async function idsFound(request: CallablePayload<'searchQuizzes'>): Promise<string[]> {
  return (await search(request)).map((item) => item.id);
}

/** `count` public quizzes titled `title`, the later ones more recent: ids `${prefix}000`, `${prefix}001`… */
function many(count: number, title: string, prefix = 'q', from = 0): TestQuiz[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(from + i).padStart(3, '0')}`,
    title,
    lastModified: 1000 + from + i,
  }));
}

describe('searchQuizzes', () => {
  it('finds words and word prefixes of titles and descriptions, ignoring case and accents', async () => {
    await index([
      { id: 'capitals', title: 'Capitals of Europe' },
      { id: 'iceland', title: 'Island life', desc: 'Famous REYKJAVÍK landmarks' },
      { id: 'ocean', title: 'Ocean animals' },
    ]);

    expect(await idsFound({ search: 'capitals' })).toEqual(['capitals']);
    expect(await idsFound({ search: 'CAPIT' })).toEqual(['capitals']);
    expect(await idsFound({ search: 'reykjavik' })).toEqual(['iceland']);
    expect(await idsFound({ search: 'Reykjavík' })).toEqual(['iceland']);
    expect(await idsFound({ search: 'landm' })).toEqual(['iceland']);
    expect(await idsFound({ search: '  Ocean!  ' })).toEqual(['ocean']);
    expect(await idsFound({ search: 'apitals' })).toEqual([]);
    expect(await idsFound({ search: 'capitalsx' })).toEqual([]);
  });

  // Words that objects inherit are stored under keys that behave.
  it('finds quizzes by the words constructor, prototype and proto', async () => {
    await index([
      { id: 'oop', title: 'Constructor and prototype', desc: 'The __proto__ chain' },
      { id: 'other', title: 'Construction sites' },
    ]);

    expect(await idsFound({ search: 'constructor' })).toEqual(['oop']);
    expect(await idsFound({ search: 'CONSTRUCTOR prototype' })).toEqual(['oop']);
    expect(await idsFound({ search: '__proto__' })).toEqual(['oop']);
    expect(await idsFound({ search: 'constructo' })).toEqual(['oop']);
    expect(database.read('search/terms/%63onstructor')).toEqual({ oop: { m: 1, p: 0 } });
    expect(database.read('search/terms/constructor')).toBeNull();
  });

  it('needs every word of the search, in any order', async () => {
    await index([
      { id: 'europe', title: 'Capitals of Europe', lastModified: 2 },
      { id: 'asia', title: 'Capitals', desc: 'of Asia', lastModified: 1 },
      { id: 'rivers', title: 'Rivers of Europe', lastModified: 3 },
    ]);

    expect(await idsFound({ search: 'capitals europe' })).toEqual(['europe']);
    expect(await idsFound({ search: 'Eur cap' })).toEqual(['europe']);
    expect(await idsFound({ search: 'capitals asia' })).toEqual(['asia']);
    expect(await idsFound({ search: 'capitals of' })).toEqual(['europe', 'asia']);
    expect(await idsFound({ search: 'capitals africa' })).toEqual([]);
  });

  it('never returns unlisted or private quizzes, even when they match', async () => {
    await index([
      { id: 'public', title: 'Secret codes', lastModified: 1 },
      { id: 'unlisted', title: 'Secret codes', visibility: Visibility.Unlisted, lastModified: 2 },
      { id: 'private', title: 'Secret codes', visibility: Visibility.Private, lastModified: 3 },
    ]);

    expect(await idsFound({ search: 'secret codes' })).toEqual(['public']);
    expect(await idsFound({ search: '' })).toEqual(['public']);
    expect(await idsFound({ search: 'codes', sort: 'plays' })).toEqual(['public']);
  });

  it('lists every public quiz for an empty search, most recent first, as the spec’s result items', async () => {
    await index([
      { id: 'old', title: 'Old', desc: 'First made', lastModified: 100, plays: 7 },
      { id: 'new', title: 'New', desc: 'Last made', lastModified: 300, plays: 1 },
      { id: 'mid', title: 'Mid', lastModified: 200 },
      { id: 'hidden', title: 'Hidden', visibility: Visibility.Unlisted, lastModified: 400 },
    ]);

    expect(await search({ search: '' })).toEqual([
      { id: 'new', title: 'New', description: 'Last made', lastModified: 300, plays: 1 },
      { id: 'mid', title: 'Mid', description: '', lastModified: 200, plays: 0 },
      { id: 'old', title: 'Old', description: 'First made', lastModified: 100, plays: 7 },
    ]);
    expect(await idsFound({ search: '🎉 !?' })).toEqual(['new', 'mid', 'old']);
  });

  it('sorts by plays, most played first, when asked; equal keys by id, highest first', async () => {
    await index([
      { id: 'a', title: 'Quiz', lastModified: 3, plays: 5 },
      { id: 'b', title: 'Quiz', lastModified: 2, plays: 50 },
      { id: 'c', title: 'Quiz', lastModified: 1, plays: 0 },
      { id: 'd', title: 'Quiz', lastModified: 3, plays: 5 },
    ]);

    expect(await idsFound({ search: 'quiz', sort: 'plays' })).toEqual(['b', 'd', 'a', 'c']);
    expect(await idsFound({ search: 'quiz', sort: 'recent' })).toEqual(['d', 'a', 'b', 'c']);
    expect(await idsFound({ search: '', sort: 'plays' })).toEqual(['b', 'd', 'a', 'c']);
  });

  it('moves a quiz up the plays order when searchPlayUpdate counts its plays', async () => {
    const entries = await index([
      { id: 'a', title: 'Quiz', plays: 2 },
      { id: 'b', title: 'Quiz', plays: 3 },
    ]);
    const played = entries.get('a') as SearchEntry;

    await mainDatabase()
      .ref()
      .update(searchPlayUpdate('a', played, ServerValue.increment(1)));
    await mainDatabase()
      .ref()
      .update(searchPlayUpdate('a', played, ServerValue.increment(1)));

    expect(await search({ search: 'qu', sort: 'plays' })).toMatchObject([
      { id: 'a', plays: 4 },
      { id: 'b', plays: 3 },
    ]);
  });

  it('returns the range asked for, 0 to 25 by default', async () => {
    await index(many(30, 'Capitals'));
    const newestFirst = many(30, 'Capitals')
      .map((quiz) => quiz.id)
      .reverse();

    expect(await idsFound({ search: 'capitals' })).toEqual(
      newestFirst.slice(SEARCH_DEFAULT_RANGE.start, SEARCH_DEFAULT_RANGE.end),
    );
    expect(await idsFound({ search: 'capitals', range: { start: 25, end: 30 } })).toEqual(
      newestFirst.slice(25),
    );
    expect(await idsFound({ search: 'capitals', range: { start: 3, end: 5 } })).toEqual(
      newestFirst.slice(3, 5),
    );
    expect(await idsFound({ search: 'capitals', range: { start: 28, end: 40 } })).toEqual(
      newestFirst.slice(28),
    );
    expect(await idsFound({ search: 'capitals', range: { start: 30, end: 50 } })).toEqual([]);
    expect(await idsFound({ search: '', range: { start: 900, end: SEARCH_RANGE_END_MAX } })).toEqual([]);
  });

  it('pages through matches that are sparse among the candidates', async () => {
    // One quiz in two has "red", one in three "blue": one in six has both.
    const colours = (i: number) => [i % 2 === 0 ? 'red' : '', i % 3 === 0 ? 'blue' : ''].join(' ');
    await index(many(300, 'Colours').map((quiz, i) => ({ ...quiz, title: `${quiz.title} ${colours(i)}` })));
    const bothNewestFirst = many(300, 'Colours')
      .filter((_, i) => i % 6 === 0)
      .map((quiz) => quiz.id)
      .reverse();

    expect(await idsFound({ search: 'red blue' })).toEqual(bothNewestFirst.slice(0, 25));
    expect(await idsFound({ search: 'blue red', range: { start: 40, end: 60 } })).toEqual(
      bothNewestFirst.slice(40),
    );
  });

  it('reads the list of the sparsest word, whichever it is', async () => {
    // "quiz" is in every quiz and as long as "math", which is in one in ten; "geometry" in one in fifty.
    const title = (i: number) => (i % 50 === 0 ? 'Math geometry quiz' : i % 10 === 0 ? 'Math quiz' : 'Quiz');
    await index(many(600, '').map((quiz, i) => ({ ...quiz, title: title(i) })));
    const newestFirst = (every: number) =>
      many(600, '')
        .filter((_, i) => i % every === 0)
        .map((quiz) => quiz.id)
        .reverse();
    const searchCosts = async (search: string) => {
      const { result, requests } = await database.countRequests(() => idsFound({ search }));
      return { result, requests };
    };

    // The first page of each word's list, then the entries of the sparsest list's candidates: the page of
    // "math", which reaches furthest back, and all 12 of "geometry", whose list ends within its page.
    for (const search of ['quiz math', 'math quiz', 'qu math']) {
      expect(await searchCosts(search), search).toEqual({
        result: newestFirst(10).slice(0, 25),
        requests: 2 + 25,
      });
    }
    expect(await searchCosts('quiz geometry')).toEqual({ result: newestFirst(50), requests: 2 + 12 });
    expect(await searchCosts('quiz math geometry')).toEqual({ result: newestFirst(50), requests: 3 + 12 });
  });

  it('no longer finds a quiz by a word an edit removed, and finds it by the new one', async () => {
    const entries = await index([{ id: 'q1', title: 'Capitals of Europe', lastModified: 1 }]);
    const next = entryOf({ id: 'q1', title: 'Rivers of Europe', lastModified: 2 });

    await mainDatabase()
      .ref()
      .update(searchIndexUpdate('q1', entries.get('q1') ?? null, next, 2));

    expect(await idsFound({ search: 'capitals' })).toEqual([]);
    expect(await idsFound({ search: 'cap' })).toEqual([]);
    expect(await idsFound({ search: 'rivers' })).toEqual(['q1']);
    expect(await idsFound({ search: 'europe' })).toEqual(['q1']);
  });

  it('skips a candidate whose entry is gone', async () => {
    await index([
      { id: 'kept', title: 'Capitals', lastModified: 1 },
      { id: 'gone', title: 'Capitals', lastModified: 2 },
    ]);
    await mainDatabase().ref(mainPaths.searchEntry('gone')).remove();

    expect(await idsFound({ search: 'capitals' })).toEqual(['kept']);
    expect(await idsFound({ search: '' })).toEqual(['kept']);
  });

  it('answers a signed-out visitor as it answers a signed-in user', async () => {
    await index([{ id: 'q1', title: 'Capitals' }]);

    const asVisitor = await search({ search: 'capitals' });

    expect(asVisitor.map((item) => item.id)).toEqual(['q1']);
    expect(await search({ search: 'capitals' }, 'alice')).toEqual(asVisitor);
  });

  it('reads one page of its list and the 25 entries it returns, however many quizzes match', async () => {
    const requestsFor = async (request: CallablePayload<'searchQuizzes'>) => {
      const { result, requests } = await database.countRequests(() => search(request));
      expect(result).toHaveLength(25);
      return requests;
    };

    await index(many(40, 'Capitals'));
    const few = [await requestsFor({ search: 'capitals' }), await requestsFor({ search: '' })];
    await index(many(360, 'Capitals', 'q', 40));
    const more = [await requestsFor({ search: 'capitals' }), await requestsFor({ search: '' })];

    expect(few).toEqual([1 + 25, 1 + 25]);
    expect(more).toEqual(few);
  });

  it(`gives up on words that seldom go together after ${SEARCH_SCAN_MAX} candidates`, async () => {
    // Each word is in more than SEARCH_SCAN_MAX newer quizzes; the only quiz with both is the oldest.
    const count = SEARCH_SCAN_MAX + 50;
    await index([
      { id: 'a0000', title: 'Alpha beta', lastModified: 1 },
      ...many(count, 'Alpha', 'b'),
      ...many(count, 'Beta', 'c'),
    ]);

    const { result, requests } = await database.countRequests(() => idsFound({ search: 'alpha beta' }));

    expect(result).toEqual([]);
    expect(requests).toBeGreaterThan(SEARCH_SCAN_MAX);
    expect(requests).toBeLessThan(SEARCH_SCAN_MAX + 20);
    expect(await idsFound({ search: 'alpha beta', range: { start: 0, end: 1 }, sort: 'plays' })).toEqual([]);
    expect(await idsFound({ search: 'alp', range: { start: 999, end: SEARCH_RANGE_END_MAX } })).toHaveLength(
      1,
    );
  });

  it.each([
    { payload: null, field: 'payload' },
    { payload: 'capitals', field: 'payload' },
    { payload: { search: 'a', extra: 1 }, field: 'payload' },
    { payload: {}, field: 'search' },
    { payload: { search: 3 }, field: 'search' },
    { payload: { search: 'a'.repeat(SEARCH_TEXT_MAX_LENGTH + 1) }, field: 'search' },
    { payload: { search: 'a', sort: 'popular' }, field: 'sort' },
    { payload: { search: 'a', sort: null }, field: 'sort' },
    { payload: { search: 'a', range: [0, 25] }, field: 'range' },
    { payload: { search: 'a', range: { start: 0, end: 25, step: 1 } }, field: 'range' },
    { payload: { search: 'a', range: { end: 25 } }, field: 'range.start' },
    { payload: { search: 'a', range: { start: -1, end: 25 } }, field: 'range.start' },
    { payload: { search: 'a', range: { start: 0.5, end: 25 } }, field: 'range.start' },
    { payload: { search: 'a', range: { start: '0', end: 25 } }, field: 'range.start' },
    { payload: { search: 'a', range: { start: 0 } }, field: 'range.end' },
    { payload: { search: 'a', range: { start: 5, end: 5 } }, field: 'range.end' },
    { payload: { search: 'a', range: { start: 5, end: 4 } }, field: 'range.end' },
    { payload: { search: 'a', range: { start: 0, end: 25.5 } }, field: 'range.end' },
    { payload: { search: 'a', range: { start: 0, end: SEARCH_RANGE_MAX_SIZE + 1 } }, field: 'range.end' },
    {
      payload: { search: 'a', range: { start: SEARCH_RANGE_END_MAX - 10, end: SEARCH_RANGE_END_MAX + 1 } },
      field: 'range.end',
    },
  ])('rejects the payload $payload, naming $field', async ({ payload, field }) => {
    await expect(searchQuizzes.run(callableRequest(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
  });

  it('accepts the largest range and the longest search', async () => {
    await index([{ id: 'q1', title: 'a'.repeat(SEARCH_TEXT_MAX_LENGTH) }]);
    const range = { start: SEARCH_RANGE_END_MAX - SEARCH_RANGE_MAX_SIZE, end: SEARCH_RANGE_END_MAX };

    expect(await idsFound({ search: 'a'.repeat(SEARCH_TEXT_MAX_LENGTH) })).toEqual(['q1']);
    expect(await idsFound({ search: '', range })).toEqual([]);
  });
});
