// The demo data the seed writes: valid quizzes, saved with their index entries, read back as they were.
import { describe, expect, it } from 'vitest';
import { mainPaths, searchEntryFor, Visibility, type QuizRecord, type UserRecord } from '@/domain';
import { quizContentSchema, storedQuizContent } from '@/domain/validation';
import { startHarness } from '@loqi/database-emulator/harness';
import { demoAccount, demoQuizzes } from './demoData';
import { demoDatabaseUpdates } from './seed';

const NOW = 1_700_000_000_000;
const quizzes = Object.entries(demoQuizzes(NOW));

/** A throwaway Database emulator holding the demo data, written as the seed writes it. */
async function seededDatabase() {
  const harness = await startHarness();
  const admin = harness.admin();
  for (const update of demoDatabaseUpdates(NOW)) await admin.ref().update(update);
  return admin;
}

describe('the demo quizzes', () => {
  it.each(quizzes)('%s is a valid quiz, already normalised', (_id, quiz) => {
    expect(quizContentSchema.parse(quiz.content)).toEqual(quiz.content);
  });

  it('include a public one, so that Explore has something to find', () => {
    expect(quizzes.some(([, quiz]) => quiz.content.data.visibility === Visibility.Public)).toBe(true);
  });
});

describe('demoDatabaseUpdates', () => {
  it('saves each demo quiz so that it reads back unchanged, with its created entry', async () => {
    const admin = await seededDatabase();

    for (const [id, quiz] of quizzes) {
      const record = (await admin.ref(mainPaths.quiz(id)).get()).val() as QuizRecord;
      expect({ ...record, content: storedQuizContent(record.content) }, id).toEqual(quiz);
      expect((await admin.ref(mainPaths.userCreatedQuiz(demoAccount.uid, id)).get()).val(), id).toBe(
        quiz.opened,
      );
    }
  });

  it('keeps the account’s record and its username index entry', async () => {
    const admin = await seededDatabase();

    const record = (await admin.ref(mainPaths.user(demoAccount.uid)).get()).val() as UserRecord;
    expect(record.info.username).toBe(demoAccount.username);
    expect(Object.keys(record.quizzes.created).sort()).toEqual(quizzes.map(([id]) => id).sort());
  });

  it('puts the public demo quizzes, and only those, in the search index', async () => {
    const admin = await seededDatabase();

    const listed = (await admin.ref(mainPaths.searchListedEntries()).get()).val() as Record<string, unknown>;
    const publicQuizzes = quizzes.filter(([, quiz]) => quiz.content.data.visibility === Visibility.Public);
    expect(Object.keys(listed).sort()).toEqual(publicQuizzes.map(([id]) => id).sort());
    for (const [id, quiz] of quizzes) {
      expect((await admin.ref(mainPaths.searchEntry(id)).get()).val(), id).toEqual(
        searchEntryFor(quiz.content.data, quiz.opened, 0),
      );
    }
    // "World capitals" is found by the start of any of its words.
    expect((await admin.ref(mainPaths.searchTermEntry('capi', 'demo-capitals')).get()).val()).toEqual({
      m: quizzes.find(([id]) => id === 'demo-capitals')?.[1].opened,
      p: 0,
    });
  });
});
