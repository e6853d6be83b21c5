// Races on the whole local stack: many concurrent calls through the client Functions SDK
// on one quiz or one account must leave the data as if the calls had run one after another: the search
// index holds exactly the quiz's words, an account holds one username, and a deletion that answered
// success leaves no quiz behind.
// Over 60 s: three races of 12 concurrent calls, which the server serializes with backoff, as it must.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  indexedPrefixes,
  mainPaths,
  searchWords,
  UsernameChangeStatus,
  usernameIndexKey,
  Visibility,
  type QuizContent,
  type SearchEntry,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { stackCallable } from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps, readAsAdmin, waitForValue } from './support';
import { scaledMs } from '../../stack/timeScale';

afterEach(deleteClientApps);

/** A new email account with the callables these races use. */
async function signedUpAccount() {
  const { auth, functions } = clientApp();
  const email = `racer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'secret-pass');
  return {
    uid: user.uid,
    addQuiz: stackCallable(functions, 'addQuiz'),
    setQuiz: stackCallable(functions, 'setQuiz'),
    requestDeletion: stackCallable(functions, 'requestDeletion'),
    requestUsernameChange: stackCallable(functions, 'requestUsernameChange'),
  };
}

const publicQuiz = (title: string, desc: string): QuizContent => {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, title, desc, visibility: Visibility.Public } };
};

/** Every search/terms prefix that lists `quizId`. */
async function termsListing(quizId: string): Promise<string[]> {
  const terms = ((await readAsAdmin('search/terms')) ?? {}) as Record<string, Record<string, unknown>>;
  return Object.keys(terms)
    .filter((prefix) => terms[prefix]?.[quizId] !== undefined)
    .sort();
}

const CONCURRENT_CALLS = 12;

describe('races on the local stack', { timeout: scaledMs(180_000) }, () => {
  it(`${CONCURRENT_CALLS} concurrent setQuiz calls leave the search index exactly the final quiz's words, and requestDeletion removes them all`, async () => {
    const author = await signedUpAccount();
    const stamp = Date.now().toString(36);
    const { id } = (await author.addQuiz({ quiz: publicQuiz(`Start ${stamp}`, 'Opening words.') })).data;
    const versions = Array.from({ length: CONCURRENT_CALLS }, (_, index) =>
      publicQuiz(`Title${index} ${stamp}`, `Words${index} only here${index}.`),
    );

    const answers = await Promise.all(versions.map((quiz) => author.setQuiz({ id, quiz })));

    expect(answers.map((answer) => answer.data)).toEqual(versions.map(() => ({ success: true })));
    const entry = (await readAsAdmin(mainPaths.searchEntry(id))) as SearchEntry;
    const final = versions.find((quiz) => entry.title === quiz.data.title);
    expect(final, entry.title).toBeDefined();
    const finalWords = searchWords(`${final?.data.title} ${final?.data.desc}`);
    expect(entry.words).toBe(finalWords.join(' '));
    expect(await termsListing(id)).toEqual(indexedPrefixes(finalWords).sort());

    expect((await author.requestDeletion({ id })).data).toEqual({ success: true });

    expect(await termsListing(id)).toEqual([]);
    expect(await readAsAdmin(mainPaths.searchEntry(id))).toBeNull();
    expect(await readAsAdmin(mainPaths.searchListedEntry(id))).toBeNull();
  });

  it(`${CONCURRENT_CALLS} concurrent username changes of one account leave it holding its current username only`, async () => {
    const account = await signedUpAccount();
    const original = (await waitForValue(mainPaths.username(account.uid))) as string;
    const suffix = Date.now().toString(36).slice(-6);
    const names = Array.from({ length: CONCURRENT_CALLS }, (_, index) => `racer${index}_${suffix}`);

    const answers = await Promise.all(
      names.map((newUsername) => account.requestUsernameChange({ newUsername })),
    );

    expect(answers.map((answer) => answer.data)).toEqual(names.map(() => UsernameChangeStatus.Success));
    const current = await readAsAdmin(mainPaths.username(account.uid));
    expect(names).toContain(current);
    const index = ((await readAsAdmin('usernames')) ?? {}) as Record<string, unknown>;
    const held = Object.keys(index).filter((key) => index[key] === account.uid);
    expect(held).toEqual([usernameIndexKey(String(current))]);
    expect(held).not.toContain(usernameIndexKey(original));
  });

  it(`a requestDeletion racing ${CONCURRENT_CALLS} setQuiz calls that answers success leaves no quiz`, async () => {
    const author = await signedUpAccount();
    const stamp = Date.now().toString(36);
    const { id } = (await author.addQuiz({ quiz: publicQuiz(`Doomed ${stamp}`, 'Soon gone.') })).data;
    const saves = Array.from({ length: CONCURRENT_CALLS }, (_, index) =>
      author.setQuiz({ id, quiz: publicQuiz(`Revived${index} ${stamp}`, 'Still here?') }),
    );
    // The deletion goes out in the middle of the saves, so some reach the server before it and some after.
    const deletion = author.requestDeletion({ id });
    const later = Array.from({ length: CONCURRENT_CALLS }, (_, index) =>
      author.setQuiz({ id, quiz: publicQuiz(`Later${index} ${stamp}`, 'Still here?') }),
    );

    expect((await deletion).data).toEqual({ success: true });
    const outcomes = await Promise.allSettled([...saves, ...later]);

    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'functions/not-found' });
    }
    expect(await readAsAdmin(mainPaths.quiz(id))).toBeNull();
    expect(await readAsAdmin(mainPaths.userCreatedQuiz(author.uid, id))).toBeNull();
    expect(await readAsAdmin(mainPaths.searchEntry(id))).toBeNull();
    expect(await readAsAdmin(mainPaths.searchListedEntry(id))).toBeNull();
    expect(await termsListing(id)).toEqual([]);
  });
});
