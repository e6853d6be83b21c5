// The rules engine driven through the real SDKs: Loqi-like rules, written to a rules file as a project
// would deploy them, judge the client SDK (signed in with connectDatabaseEmulator's mockUserToken),
// firebase-admin (as the owner, and as a user through databaseAuthVariableOverride) and REST requests
// carrying an ID token. Every behaviour comes with an allowed and a denied case.

import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  get,
  goOffline,
  onDisconnect,
  onValue,
  ref,
  remove,
  runTransaction,
  serverTimestamp,
  set,
  update,
  type Database,
  type Query,
} from 'firebase/database';
import { describe, expect, test } from 'vitest';
import { PROJECT_ID, eventually, startHarness, uniqueName, type Harness } from './test/harness';

// Rules: https://firebase.google.com/docs/database/security/rules-conditions (auth, $variables, data,
// newData, root, now) and https://firebase.google.com/docs/database/security/core-syntax (cascading,
// .validate). The console accepts comments in rules files.
const LOQI_RULES = `{
  "rules": {
    // Profiles are private to their owner and always carry a name and a numeric score.
    "users": {
      "$uid": {
        ".read": "auth !== null && auth.uid === $uid",
        ".write": "auth !== null && auth.uid === $uid",
        ".validate": "newData.hasChildren(['name', 'score'])",
        "name": { ".validate": "newData.isString()" },
        "score": { ".validate": "newData.isNumber()" }
      }
    },
    "games": {
      "$gameId": {
        ".read": "auth !== null",
        // Only hosts (a custom claim) open and close a game.
        "open": { ".write": "auth.token.host === true", ".validate": "newData.isBoolean()" },
        "submitted": {
          // One answer per player while the game is open, stamped with the server's time.
          "$uid": {
            ".write": "auth.uid === $uid && root.child('games/' + $gameId + '/open').val() === true && !data.exists()",
            ".validate": "newData.hasChildren(['answer', 'at']) && newData.child('at').val() === now",
            "answer": { ".validate": "newData.isNumber()" }
          }
        }
      }
    },
    // Published quizzes are public; verified accounts publish them, and only their author edits one.
    "quizzes": {
      ".read": true,
      "$quizId": {
        ".write": "auth.token.email_verified === true && (!data.exists() || data.child('author').val() === auth.uid)",
        ".validate": "newData.child('author').val() === auth.uid"
      }
    },
    "presence": {
      "$uid": { ".read": "auth !== null", ".write": "auth.uid === $uid" }
    }
  }
}`;

const ALICE = { name: 'Alice', score: 3 };
const BOB = { name: 'Bob', score: 5 };

interface RulesHarness extends Harness {
  rulesFile: string;
  /** A client signed in as `uid`, its ID token carrying `claims` too. */
  as(uid: string, claims?: Record<string, unknown>): Database;
}

/** An emulator whose test namespace has LOQI_RULES from a file on disk, and profiles for alice and bob. */
async function startWithLoqiRules(): Promise<RulesHarness> {
  const ns = uniqueName();
  const rulesFile = join(await mkdtemp(join(tmpdir(), 'rtdb-rules-')), 'database.rules.json');
  await writeFile(rulesFile, LOQI_RULES);
  const harness = await startHarness({ rules: { [ns]: rulesFile } }, ns);
  await harness.admin().ref('users').set({ alice: ALICE, bob: BOB });
  return {
    ...harness,
    rulesFile,
    as: (uid, claims = {}) => harness.client({ mockUserToken: { sub: uid, ...claims } }),
  };
}

/** The first value a listen delivers; rejects with the SDK's error when the server cancels it. */
function firstValue(query: Query): Promise<unknown> {
  return new Promise((resolve, reject) =>
    onValue(query, (snapshot) => resolve(snapshot.val()), reject, { onlyOnce: true }),
  );
}

/** How the client SDK reports a refused write (repoCallOnCompleteCallback): the status as its code. */
const WRITE_DENIED = { code: 'PERMISSION_DENIED' };

/** How the client SDK reports a refused listen (errorForServerCode). */
function listenDenied(path: string) {
  return { code: 'PERMISSION_DENIED', message: expect.stringMatching(`^permission_denied at ${path}:`) };
}

describe('reads under the rules, through the client SDK', () => {
  test('get() and onValue return what the rules let a user read and refuse the rest', async () => {
    const { as } = await startWithLoqiRules();
    const alice = as('alice');
    expect((await get(ref(alice, 'users/alice'))).val()).toEqual(ALICE);
    expect(await firstValue(ref(alice, 'users/alice/score'))).toBe(3);
    // $uid is bound to the key, which is not alice's uid.
    await expect(get(ref(alice, 'users/bob'))).rejects.toThrow(/^Permission denied$/);
    await expect(firstValue(ref(alice, 'users/bob'))).rejects.toMatchObject(listenDenied('/users/bob'));
    await expect(firstValue(ref(as('bob'), 'users/alice'))).rejects.toMatchObject(
      listenDenied('/users/alice'),
    );
  });

  // https://firebase.google.com/docs/database/security/core-syntax, "Read and write rules cascade":
  // a rule below a location never grants reading the location itself.
  test('a read at a parent is denied although the user may read one of its children', async () => {
    const { as } = await startWithLoqiRules();
    const alice = as('alice');
    await expect(firstValue(ref(alice, 'users'))).rejects.toMatchObject(listenDenied('/users'));
    await expect(get(ref(alice, 'users'))).rejects.toThrow(/^Permission denied$/);
    // The denied parent listen does not take the child's away.
    expect(await firstValue(ref(alice, 'users/alice/name'))).toBe('Alice');
  });

  test('an unauthenticated client is null to the rules: auth !== null denies it', async () => {
    const { as, client, admin } = await startWithLoqiRules();
    await admin().ref('games/g1/open').set(true);
    expect(await firstValue(ref(as('carol'), 'games/g1'))).toEqual({ open: true });
    await expect(firstValue(ref(client(), 'games/g1'))).rejects.toMatchObject(listenDenied('/games/g1'));
    expect((await get(ref(client(), 'quizzes'))).val()).toBeNull();
  });
});

describe('writes under the rules, through the client SDK', () => {
  test('set, update and remove are allowed where .write grants them and refused elsewhere', async () => {
    const { as, admin } = await startWithLoqiRules();
    const alice = as('alice');
    await set(ref(alice, 'users/alice'), { name: 'Alice L.', score: 4 });
    await update(ref(alice, 'users/alice'), { score: 6 });
    await expect(set(ref(alice, 'users/bob/score'), 0)).rejects.toMatchObject(WRITE_DENIED);
    await expect(update(ref(alice, 'users/bob'), { score: 0 })).rejects.toMatchObject(WRITE_DENIED);
    await expect(remove(ref(alice, 'users/bob'))).rejects.toMatchObject(WRITE_DENIED);
    expect((await admin().ref('users').get()).val()).toEqual({
      alice: { name: 'Alice L.', score: 6 },
      bob: BOB,
    });
    await remove(ref(alice, 'users/alice'));
    expect((await admin().ref('users').get()).val()).toEqual({ bob: BOB });
  });

  // https://firebase.google.com/docs/database/web/read-and-write, "Update specific fields": simultaneous
  // updates are atomic, either all of them succeed or all of them fail.
  test('a multi-path update with one denied path is refused whole and changes nothing', async () => {
    const { as, admin } = await startWithLoqiRules();
    await admin().ref('games/g1/open').set(true);
    const alice = as('alice');
    await expect(
      update(ref(alice), {
        'users/alice/score': 10,
        'games/g1/submitted/alice': { answer: 1, at: serverTimestamp() },
        'users/bob/score': 0,
      }),
    ).rejects.toMatchObject(WRITE_DENIED);
    expect((await admin().ref().get()).val()).toEqual({
      users: { alice: ALICE, bob: BOB },
      games: { g1: { open: true } },
    });
    await update(ref(alice), {
      'users/alice/score': 10,
      'games/g1/submitted/alice': { answer: 1, at: serverTimestamp() },
    });
    expect((await admin().ref('users/alice/score').get()).val()).toBe(10);
    expect((await admin().ref('games/g1/submitted/alice/answer').get()).val()).toBe(1);
  });

  // https://firebase.google.com/docs/database/security/rules-conditions, "Validating data": .validate rules
  // do not cascade and are only evaluated for non-null values. A delete below a validated location leaves
  // that location to validate (https://gist.github.com/katowulf/377d1eba527fefe288ef).
  test('.validate refuses malformed data, and does not run on a delete', async () => {
    const { as, admin } = await startWithLoqiRules();
    const alice = as('alice');
    await expect(set(ref(alice, 'users/alice'), { name: 'Alice' })).rejects.toMatchObject(WRITE_DENIED);
    await expect(set(ref(alice, 'users/alice'), { name: 'Alice', score: 'high' })).rejects.toMatchObject(
      WRITE_DENIED,
    );
    await expect(set(ref(alice, 'users/alice/score'), '3')).rejects.toMatchObject(WRITE_DENIED);
    // The profile's own rule runs on the profile as the write leaves it: without a score it is invalid.
    await expect(remove(ref(alice, 'users/alice/score'))).rejects.toMatchObject(WRITE_DENIED);
    expect((await admin().ref('users/alice').get()).val()).toEqual(ALICE);
    await set(ref(alice, 'users/alice/score'), 7);
    // hasChildren(['name', 'score']) would fail on null; the whole profile may still be deleted.
    await remove(ref(alice, 'users/alice'));
    expect((await admin().ref('users/alice').get()).val()).toBeNull();
  });

  test('!data.exists() makes an answer write-once, and only while the game is open', async () => {
    const { as, admin } = await startWithLoqiRules();
    const carol = as('carol');
    const answer = ref(carol, 'games/g1/submitted/carol');
    await expect(set(answer, { answer: 2, at: serverTimestamp() })).rejects.toMatchObject(WRITE_DENIED);
    await admin().ref('games/g1/open').set(true);
    await set(answer, { answer: 2, at: serverTimestamp() });
    await expect(set(answer, { answer: 3, at: serverTimestamp() })).rejects.toMatchObject(WRITE_DENIED);
    await expect(remove(answer)).rejects.toMatchObject(WRITE_DENIED);
    // Another player's key is not carol's uid.
    await expect(
      set(ref(carol, 'games/g1/submitted/dave'), { answer: 1, at: serverTimestamp() }),
    ).rejects.toMatchObject(WRITE_DENIED);
    expect((await admin().ref('games/g1/submitted').get()).val()).toEqual({
      carol: { answer: 2, at: expect.any(Number) as unknown },
    });
  });

  // The real service resolves server values before the rules run, with the rules' `now` as the timestamp
  // (https://firebase.google.com/docs/database/security/rules-conditions: `now` "works particularly well
  // for validating timestamps created with" ServerValue.TIMESTAMP; https://stackoverflow.com/q/25433016
  // shows `newData.val() === now` accepting it), so such a rule accepts serverTimestamp() and nothing else.
  test("serverTimestamp() satisfies newData.child('at').val() === now; a client's number does not", async () => {
    const { as, admin } = await startWithLoqiRules();
    await admin().ref('games/g1/open').set(true);
    const dave = as('dave');
    const answer = ref(dave, 'games/g1/submitted/dave');
    await expect(set(answer, { answer: 1, at: Date.now() + 60_000 })).rejects.toMatchObject(WRITE_DENIED);
    const before = Date.now();
    await set(answer, { answer: 1, at: serverTimestamp() });
    const at = (await admin().ref('games/g1/submitted/dave/at').get()).val() as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  test('custom claims and email_verified from the ID token reach auth.token', async () => {
    const { as, admin } = await startWithLoqiRules();
    await expect(set(ref(as('pat'), 'games/g1/open'), true)).rejects.toMatchObject(WRITE_DENIED);
    await expect(set(ref(as('pat', { host: 'yes' }), 'games/g1/open'), true)).rejects.toMatchObject(
      WRITE_DENIED,
    );
    await set(ref(as('hana', { host: true }), 'games/g1/open'), true);
    const quiz = { author: 'ivy', title: 'Capitals' };
    await expect(set(ref(as('ivy', { email_verified: false }), 'quizzes/q1'), quiz)).rejects.toMatchObject(
      WRITE_DENIED,
    );
    const ivy = as('ivy', { email: 'ivy@example.com', email_verified: true });
    await set(ref(ivy, 'quizzes/q1'), quiz);
    // Verified, but not the author of q1.
    const otherAuthor = as('jo', { email_verified: true });
    await expect(set(ref(otherAuthor, 'quizzes/q1/title'), 'Mine')).rejects.toMatchObject(WRITE_DENIED);
    expect((await admin().ref('games/g1/open').get()).val()).toBe(true);
    expect((await admin().ref('quizzes').get()).val()).toEqual({ q1: quiz });
  });
});

describe('transactions and onDisconnect under the rules', () => {
  test('runTransaction commits for the owner and fails with permission_denied for another user', async () => {
    const { as, admin } = await startWithLoqiRules();
    const owned = await runTransaction(ref(as('alice'), 'users/alice/score'), (score: number | null) =>
      score === null ? 0 : score + 1,
    );
    expect(owned.committed).toBe(true);
    expect(owned.snapshot.val()).toBe(4);
    // bob may not read alice's score, so his cache stays empty and his put's hash stale: the rules judge
    // it first (Namespace.write), else he would be told "datastale" until the SDK gave up with "maxretry".
    await expect(
      runTransaction(ref(as('bob'), 'users/alice/score'), (score: number | null) => (score ?? 0) + 100),
    ).rejects.toThrow(/^permission_denied$/);
    expect((await admin().ref('users/alice/score').get()).val()).toBe(4);
    // carol may read the game but not open it: her first attempt, from an empty cache, is stale, so she
    // is sent the data and runs again, and the rules refuse that attempt.
    await admin().ref('games/g1/open').set(false);
    await expect(runTransaction(ref(as('carol'), 'games/g1/open'), () => true)).rejects.toThrow(
      /^permission_denied$/,
    );
    expect((await admin().ref('games/g1/open').get()).val()).toBe(false);
  });

  // https://firebase.google.com/docs/database/web/offline-capabilities, "How onDisconnect works": the
  // server checks the rules when the operation is queued and informs the app if it is invalid.
  test('onDisconnect writes are refused when queued if the rules deny them; allowed ones run', async () => {
    const { as, admin } = await startWithLoqiRules();
    const alice = as('alice');
    await set(ref(alice, 'presence/alice'), true);
    await expect(onDisconnect(ref(alice, 'presence/bob')).set(false)).rejects.toMatchObject(WRITE_DENIED);
    await expect(onDisconnect(ref(alice, 'users/alice')).update({ score: 'gone' })).rejects.toMatchObject(
      WRITE_DENIED,
    );
    await onDisconnect(ref(alice, 'presence/alice')).set(false);
    await admin().ref('presence/bob').set(true);
    goOffline(alice);
    await eventually(async () =>
      expect((await admin().ref('presence').get()).val()).toEqual({ alice: false, bob: true }),
    );
    expect((await admin().ref('users/alice').get()).val()).toEqual(ALICE);
  });
});

/** An ID token as the Auth emulator issues them: an unsigned JWT (alg "none", empty signature). */
function idToken(uid: string, claims: Record<string, unknown> = {}): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: issuedAt + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

// https://firebase.google.com/docs/database/rest/auth, "Authenticate with an ID token" (?auth= or, for
// the emulator and OAuth, an Authorization: Bearer header); a request the rules refuse answers 401 with
// {"error": "Permission denied"} (https://firebase.google.com/docs/reference/rest/database, "Error
// conditions").
describe('REST under the rules, with a Bearer ID token', () => {
  const DENIED = { status: 401, body: { error: 'Permission denied' } };

  test('reads and writes are judged as the token user', async () => {
    const { rest, admin } = await startWithLoqiRules();
    const alice = idToken('alice');
    const bob = idToken('bob');
    expect(await rest('GET', 'users/alice', { token: alice })).toEqual({ status: 200, body: ALICE });
    expect(await rest('GET', 'users/alice', { token: bob })).toEqual(DENIED);
    expect(await rest('GET', 'users/alice')).toEqual(DENIED);
    expect(await rest('GET', 'users', { token: alice })).toEqual(DENIED);
    expect(await rest('PUT', 'users/bob', { token: bob, body: { name: 'Bob', score: 8 } })).toEqual({
      status: 200,
      body: { name: 'Bob', score: 8 },
    });
    expect(await rest('PUT', 'users/alice/score', { token: bob, body: 0 })).toEqual(DENIED);
    expect(await rest('PUT', 'users/bob/score', { token: bob, body: 'eight' })).toEqual(DENIED);
    expect(
      await rest('PATCH', '', { token: bob, body: { 'users/bob/score': 9, 'users/alice/score': 0 } }),
    ).toEqual(DENIED);
    expect(await rest('DELETE', 'users/alice', { token: bob })).toEqual(DENIED);
    expect((await admin().ref('users').get()).val()).toEqual({
      alice: ALICE,
      bob: { name: 'Bob', score: 8 },
    });
    expect(await rest('DELETE', 'users/bob', { token: bob })).toEqual({ status: 200, body: null });
  });

  test('claims in the token are auth.token: a POST needs a verified email', async () => {
    const { rest } = await startWithLoqiRules();
    const quiz = { author: 'ivy', title: 'Rivers' };
    expect(await rest('POST', 'quizzes', { token: idToken('ivy'), body: quiz })).toEqual(DENIED);
    const posted = await rest('POST', 'quizzes', {
      token: idToken('ivy', { email: 'ivy@example.com', email_verified: true }),
      body: quiz,
    });
    expect(posted).toEqual({ status: 200, body: { name: expect.any(String) as unknown } });
    expect((await rest('GET', 'quizzes')).body).toEqual({ [(posted.body as { name: string }).name]: quiz });
  });
});

// https://firebase.google.com/docs/database/admin/start, "Authenticate with admin privileges" and
// "Authenticate with limited privileges" (databaseAuthVariableOverride).
describe('the Admin SDK under the rules', () => {
  test('the owner bypasses the rules', async () => {
    const { admin } = await startWithLoqiRules();
    expect((await admin().ref('users').get()).val()).toEqual({ alice: ALICE, bob: BOB });
    await admin()
      .ref('games/g1')
      .set({ open: false, submitted: { alice: { answer: 1, at: 0 } } });
    await admin().ref('games/g1/submitted/alice').remove();
    expect((await admin().ref('games/g1').get()).val()).toEqual({ open: false });
  });

  test('with databaseAuthVariableOverride it is judged as that user', async () => {
    const { admin } = await startWithLoqiRules();
    const asAlice = admin({ authOverride: { uid: 'alice' } });
    expect((await asAlice.ref('users/alice').get()).val()).toEqual(ALICE);
    await expect(asAlice.ref('users/bob').get()).rejects.toThrow(/^Permission denied$/);
    await asAlice.ref('users/alice/score').set(9);
    await expect(asAlice.ref('users/bob/score').set(0)).rejects.toMatchObject(WRITE_DENIED);
    await expect(admin({ authOverride: null }).ref('users/alice').get()).rejects.toThrow(
      /^Permission denied$/,
    );
    expect((await admin().ref('users').get()).val()).toEqual({ alice: { ...ALICE, score: 9 }, bob: BOB });
  });
});

/** Replaces a file the way editors save: write aside, then rename over it. */
async function save(file: string, source: string): Promise<void> {
  await writeFile(`${file}.tmp`, source);
  await rename(`${file}.tmp`, file);
}

describe('rules changed on disk', () => {
  test('listens the new rules deny are revoked through the onValue error callback; others go on', async () => {
    const { as, admin, rulesFile } = await startWithLoqiRules();
    await admin().ref('games/g1/open').set(false);
    const alice = as('alice');
    const profileErrors: Error[] = [];
    const profile: unknown[] = [];
    onValue(
      ref(alice, 'users/alice'),
      (snapshot) => profile.push(snapshot.val()),
      (error) => profileErrors.push(error),
    );
    const game: unknown[] = [];
    onValue(ref(alice, 'games/g1/open'), (snapshot) => game.push(snapshot.val()));
    await eventually(() => expect([profile, game]).toEqual([[ALICE], [false]]));
    // Profiles become readable by verified accounts only; alice's token has no email_verified claim.
    await save(
      rulesFile,
      LOQI_RULES.replace(
        `".read": "auth !== null && auth.uid === $uid"`,
        `".read": "auth.token.email_verified === true && auth.uid === $uid"`,
      ),
    );
    await eventually(() => expect(profileErrors).toMatchObject([listenDenied('/users/alice')]));
    await admin().ref('games/g1/open').set(true);
    await eventually(() => expect(game).toEqual([false, true]));
    expect(profileErrors).toHaveLength(1);
    await expect(get(ref(alice, 'users/alice'))).rejects.toThrow(/^Permission denied$/);
  });
});
