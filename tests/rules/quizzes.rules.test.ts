// Quizzes, usernames and the search index under database.rules.json, through the real client SDK on an
// in-process Database emulator. The admin SDK saves the quizzes with quizSaveUpdate, as the callables do.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  endAt,
  equalTo,
  get,
  limitToFirst,
  orderByChild,
  query,
  ref,
  remove,
  set,
  update,
  type Database,
} from 'firebase/database';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import {
  mainPaths,
  newUserRecord,
  quizSaveUpdate,
  searchSortKey,
  Visibility,
  visibilityNames,
  type QuizContent,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { startHarness, uniqueName, type Harness } from '@loqi/database-emulator/harness';

const RULES_FILE = fileURLToPath(new URL('../../database.rules.json', import.meta.url));
const DENIED = /permission.denied/i;

/** Alice's quizzes, one of each visibility, by id. */
const QUIZ_OF: Record<Visibility, string> = {
  [Visibility.Public]: 'public-quiz',
  [Visibility.Unlisted]: 'unlisted-quiz',
  [Visibility.Private]: 'private-quiz',
};

const quizWithVisibility = (visibility: Visibility): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, visibility } };
};

type Reader = 'owner' | 'another user' | 'anonymous';

interface QuizDatabase extends Harness {
  reader(who: Reader): Database;
}

/** The main rules, alice's and bob's records, and alice's three quizzes saved with their search entries. */
async function startQuizDatabase(): Promise<QuizDatabase> {
  const ns = uniqueName();
  const harness = await startHarness({ rules: { [ns]: RULES_FILE } }, ns);
  const admin = harness.admin();
  await admin.ref().set({
    users: {
      alice: newUserRecord({ uid: 'alice', email: 'alice@example.com', username: 'Alice_1', now: 1 }),
      bob: newUserRecord({ uid: 'bob', email: 'bob@example.com', username: 'bob.b', now: 1 }),
    },
  });
  for (const visibility of [Visibility.Public, Visibility.Unlisted, Visibility.Private]) {
    await admin.ref().update(
      quizSaveUpdate({
        quizId: QUIZ_OF[visibility],
        owner: 'alice',
        content: quizWithVisibility(visibility),
        previousEntry: null,
        modifiedAt: 10 + visibility,
      }),
    );
  }
  const signedIn = (uid: string) =>
    harness.client({ mockUserToken: { sub: uid, email: `${uid}@example.com` } });
  return {
    ...harness,
    reader: (who) =>
      who === 'owner' ? signedIn('alice') : who === 'another user' ? signedIn('bob') : harness.client(),
  };
}

/** A quiz's questions, and the answer keys in them: the owner's alone, whatever the visibility. */
const OWNER_ONLY_PARTS = [
  { part: 'the quiz', path: mainPaths.quiz },
  { part: 'its content', path: mainPaths.quizContent },
  { part: 'its questions', path: (id: string) => `${mainPaths.quizContent(id)}/questions` },
  {
    part: 'the answers of question 0',
    path: (id: string) => `${mainPaths.quizContent(id)}/questions/0/answers`,
  },
  {
    part: 'isCorrect of an answer',
    path: (id: string) => `${mainPaths.quizContent(id)}/questions/0/answers/1/isCorrect`,
  },
  {
    part: 'the accepted answers of an open-ended question',
    path: (id: string) => `${mainPaths.quizContent(id)}/questions/2/answers`,
  },
  {
    part: 'the order of an arrange question',
    path: (id: string) => `${mainPaths.quizContent(id)}/questions/4/answers`,
  },
].map((part) => ({ ...part, ownerOnly: true }));

/** What cards and the viewer's heading show: readable unless the quiz is private. */
const SUMMARY_PARTS = [
  { part: 'its data', path: mainPaths.quizData },
  { part: 'its title', path: (id: string) => `${mainPaths.quizData(id)}/title` },
  { part: 'opened', path: mainPaths.quizOpened },
  { part: 'its owner', path: mainPaths.quizOwner },
].map((part) => ({ ...part, ownerOnly: false }));

describe('quiz/loqs/{id}: its data readable unless private, its questions only by the owner', () => {
  const cases = (['owner', 'another user', 'anonymous'] as const).flatMap((reader) =>
    [Visibility.Public, Visibility.Unlisted, Visibility.Private].flatMap((visibility) =>
      [...OWNER_ONLY_PARTS, ...SUMMARY_PARTS].map(({ part, path, ownerOnly }) => ({
        reader,
        visibility,
        name: visibilityNames[visibility],
        part,
        path,
        allowed: reader === 'owner' || (!ownerOnly && visibility !== Visibility.Private),
      })),
    ),
  );

  it.each(cases)(
    '$reader reading $part of a $name quiz: allowed $allowed',
    async ({ reader, visibility, path, allowed }) => {
      const database = await startQuizDatabase();
      const location = path(QUIZ_OF[visibility]);
      const read = get(ref(database.reader(reader), location));

      if (allowed) {
        const expected: unknown = (await database.admin().ref(location).get()).val();
        expect(expected).not.toBeNull();
        expect((await read).val()).toEqual(expected);
      } else {
        await expect(read).rejects.toThrow(DENIED);
      }
    },
  );

  it.each(['owner', 'another user', 'anonymous'] as const)(
    '%s reads a missing quiz as null',
    async (reader) => {
      const { reader: as } = await startQuizDatabase();

      expect((await get(ref(as(reader), mainPaths.quiz('no-such-quiz')))).exists()).toBe(false);
    },
  );

  it.each(['owner', 'another user', 'anonymous'] as const)(
    'denies %s listing or querying quiz/loqs, which would reveal private quizzes',
    async (reader) => {
      const { reader: as } = await startQuizDatabase();
      const quizzes = ref(as(reader), mainPaths.quizzes());

      await expect(get(quizzes)).rejects.toThrow(DENIED);
      await expect(get(query(quizzes, orderByChild('owner'), equalTo('alice')))).rejects.toThrow(DENIED);
      await expect(get(query(quizzes, limitToFirst(1)))).rejects.toThrow(DENIED);
      await expect(get(ref(as(reader), 'quiz'))).rejects.toThrow(DENIED);
    },
  );

  it.each(['owner', 'another user', 'anonymous'] as const)(
    'denies %s every write to a quiz',
    async (reader) => {
      const database = await startQuizDatabase();
      const client = database.reader(reader);
      const id = QUIZ_OF[Visibility.Public];
      const before: unknown = (await database.admin().ref(mainPaths.quiz(id)).get()).val();

      await expect(set(ref(client, mainPaths.quizOpened(id)), 99)).rejects.toThrow(DENIED);
      await expect(set(ref(client, `${mainPaths.quizData(id)}/title`), 'Renamed')).rejects.toThrow(DENIED);
      await expect(set(ref(client, mainPaths.quizOwner(id)), 'bob')).rejects.toThrow(DENIED);
      await expect(update(ref(client, mainPaths.quizData(id)), { visibility: 2 })).rejects.toThrow(DENIED);
      await expect(remove(ref(client, mainPaths.quiz(id)))).rejects.toThrow(DENIED);
      await expect(
        set(ref(client, mainPaths.quiz('new-quiz')), { owner: 'alice', opened: 1 }),
      ).rejects.toThrow(DENIED);

      expect((await database.admin().ref(mainPaths.quiz(id)).get()).val()).toEqual(before);
      expect((await database.admin().ref(mainPaths.quiz('new-quiz')).get()).exists()).toBe(false);
    },
  );
});

describe('users/{uid}/info/username: readable by anyone', () => {
  it.each(['owner', 'another user', 'anonymous'] as const)(
    'lets %s read alice’s username',
    async (reader) => {
      const { reader: as } = await startQuizDatabase();

      expect((await get(ref(as(reader), mainPaths.username('alice')))).val()).toBe('Alice_1');
    },
  );

  it.each(['another user', 'anonymous'] as const)('denies %s the rest of alice’s record', async (reader) => {
    const { reader: as } = await startQuizDatabase();
    const client = as(reader);

    for (const path of [
      `${mainPaths.userInfo('alice')}/email`,
      mainPaths.userInfo('alice'),
      mainPaths.user('alice'),
      mainPaths.userCreatedQuizzes('alice'),
      mainPaths.userSettings('alice'),
      'users',
    ]) {
      await expect(get(ref(client, path)), path).rejects.toThrow(DENIED);
    }
  });

  it('denies writing a username, even one’s own', async () => {
    const { reader: as } = await startQuizDatabase();

    await expect(set(ref(as('owner'), mainPaths.username('alice')), 'Alice_2')).rejects.toThrow(DENIED);
  });
});

describe('search: the server’s alone', () => {
  it.each(['owner', 'another user', 'anonymous'] as const)('denies %s reading any of it', async (reader) => {
    const database = await startQuizDatabase();
    const client = database.reader(reader);
    const id = QUIZ_OF[Visibility.Public];
    // The entries exist: a denial is the rules', not an empty read.
    expect((await database.admin().ref(mainPaths.searchListedEntry(id)).get()).exists()).toBe(true);

    for (const path of [
      'search',
      mainPaths.searchEntry(id),
      mainPaths.searchTermEntries('cap'),
      mainPaths.searchTermEntry('cap', id),
      mainPaths.searchListedEntries(),
      mainPaths.searchListedEntry(id),
    ]) {
      await expect(get(ref(client, path)), path).rejects.toThrow(DENIED);
    }
    await expect(
      get(query(ref(client, mainPaths.searchListedEntries()), orderByChild('m'), endAt(Date.now()))),
    ).rejects.toThrow(DENIED);
  });

  it('denies writing to it', async () => {
    const { reader: as } = await startQuizDatabase();
    const client = as('owner');
    const id = QUIZ_OF[Visibility.Public];

    await expect(set(ref(client, `${mainPaths.searchEntry(id)}/plays`), 1000)).rejects.toThrow(DENIED);
    await expect(set(ref(client, mainPaths.searchListedEntry('fake')), { m: 1, p: 1 })).rejects.toThrow(
      DENIED,
    );
  });

  it('declares the indexes searchQuizzes orders by, on every term list and on listed', () => {
    const rules = parse(readFileSync(RULES_FILE, 'utf8')) as {
      rules: { search: { terms: { $term: { '.indexOn': string[] } }; listed: { '.indexOn': string[] } } };
    };

    const sortKeys = Object.values(searchSortKey).sort();
    expect(rules.rules.search.terms.$term['.indexOn'].sort()).toEqual(sortKeys);
    expect(rules.rules.search.listed['.indexOn'].sort()).toEqual(sortKeys);
  });
});
