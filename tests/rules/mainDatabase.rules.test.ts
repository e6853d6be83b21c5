// The main database's rules file, database.rules.json as deployed, loaded into an in-process Database
// emulator and judged through the real client SDK signed in with mock ID tokens. Each rule has an allowed
// and a denied case; the admin SDK seeds the data, as the server would.
import { fileURLToPath } from 'node:url';
import {
  get,
  limitToLast,
  orderByChild,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_OPTIONS,
  DEFAULT_NEW_QUIZ,
  DEFAULT_SETTINGS,
  IMAGE_MANAGER_PAGE_SIZE,
  mainPaths,
  newUserRecord,
  type UploadedImage,
} from '@/domain';
import { startHarness, uniqueName, type Harness } from '@loqi/database-emulator/harness';

const RULES_FILE = fileURLToPath(new URL('../../database.rules.json', import.meta.url));

const alice = newUserRecord({ uid: 'alice', email: 'alice@example.com', username: 'Alice_1', now: 1 });
const bob = newUserRecord({ uid: 'bob', email: 'bob@example.com', username: 'bob.b', now: 1 });

interface MainDatabase extends Harness {
  as(uid: string): Database;
  anonymous(): Database;
}

/** An emulator whose namespace has the main rules, two user records and the username index. */
async function startMainDatabase(): Promise<MainDatabase> {
  const ns = uniqueName();
  const harness = await startHarness({ rules: { [ns]: RULES_FILE } }, ns);
  await harness
    .admin()
    .ref()
    .set({
      users: { alice, bob },
      usernames: { alice_1: 'alice', 'bob,b': 'bob' },
    });
  return {
    ...harness,
    as: (uid) => harness.client({ mockUserToken: { sub: uid, email: `${uid}@example.com` } }),
    anonymous: () => harness.client(),
  };
}

const DENIED = /permission.denied/i;

describe('users/{uid}: a user reads their own record, of others only the username (quizzes.rules.test.ts)', () => {
  it('lets alice read her record and its parts', async () => {
    const { as } = await startMainDatabase();
    const database = as('alice');

    expect((await get(ref(database, mainPaths.user('alice')))).exists()).toBe(true);
    expect((await get(ref(database, mainPaths.username('alice')))).val()).toBe('Alice_1');
    expect((await get(ref(database, mainPaths.userLastUpdated('alice')))).val()).toBe(1);
  });

  it('denies alice bob’s record, the list of users and the root', async () => {
    const { as } = await startMainDatabase();
    const database = as('alice');

    await expect(get(ref(database, mainPaths.user('bob')))).rejects.toThrow(DENIED);
    await expect(get(ref(database, mainPaths.userInfo('bob')))).rejects.toThrow(DENIED);
    await expect(get(ref(database, `${mainPaths.userInfo('bob')}/email`))).rejects.toThrow(DENIED);
    await expect(get(ref(database, 'users'))).rejects.toThrow(DENIED);
    await expect(get(ref(database))).rejects.toThrow(DENIED);
  });

  it('denies an unauthenticated client every record', async () => {
    const { anonymous } = await startMainDatabase();

    await expect(get(ref(anonymous(), mainPaths.user('alice')))).rejects.toThrow(DENIED);
    await expect(get(ref(anonymous(), 'users'))).rejects.toThrow(DENIED);
  });
});

describe('users/{uid}/settings/newQuiz: the owner writes a valid template', () => {
  const valid = { title: 'Friday quiz', desc: 'For the team', randomizeQuestionOrder: true, visibility: 2 };

  it.each([
    { what: 'a whole template', path: 'newQuiz', value: valid },
    { what: 'the default template', path: 'newQuiz', value: DEFAULT_NEW_QUIZ },
    { what: 'a 200-character title', path: 'newQuiz', value: { ...valid, title: 't'.repeat(200) } },
    { what: 'a 400-character description', path: 'newQuiz', value: { ...valid, desc: 'd'.repeat(400) } },
    { what: 'an empty title and description', path: 'newQuiz', value: { ...valid, title: '', desc: '' } },
    { what: 'visibility 0', path: 'newQuiz/visibility', value: 0 },
    { what: 'visibility 1', path: 'newQuiz/visibility', value: 1 },
    { what: 'one field', path: 'newQuiz/title', value: 'Renamed' },
  ])('allows $what', async ({ path, value }) => {
    const { as, admin } = await startMainDatabase();

    await set(ref(as('alice'), `${mainPaths.userSettings('alice')}/${path}`), value);

    expect(
      (
        await admin()
          .ref(`${mainPaths.userSettings('alice')}/${path}`)
          .get()
      ).val(),
    ).toEqual(value);
  });

  it('allows a multi-path update of the template’s fields', async () => {
    const { as, admin } = await startMainDatabase();

    await update(ref(as('alice'), mainPaths.userNewQuizTemplate('alice')), { title: 'A', visibility: 0 });

    expect((await admin().ref(mainPaths.userNewQuizTemplate('alice')).get()).val()).toEqual({
      ...DEFAULT_NEW_QUIZ,
      title: 'A',
      visibility: 0,
    });
  });

  it.each([
    { what: 'a 201-character title', value: { ...valid, title: 't'.repeat(201) } },
    { what: 'a title that is not a string', value: { ...valid, title: 5 } },
    { what: 'a 401-character description', value: { ...valid, desc: 'd'.repeat(401) } },
    { what: 'a description that is not a string', value: { ...valid, desc: false } },
    { what: 'randomizeQuestionOrder as a string', value: { ...valid, randomizeQuestionOrder: 'yes' } },
    { what: 'visibility 3', value: { ...valid, visibility: 3 } },
    { what: 'visibility -1', value: { ...valid, visibility: -1 } },
    { what: 'visibility as a string', value: { ...valid, visibility: '1' } },
    { what: 'a missing field', value: { title: 'x', desc: '', randomizeQuestionOrder: false } },
    { what: 'an extra field', value: { ...valid, owner: 'bob' } },
    { what: 'a string instead of a template', value: 'template' },
  ])('denies $what', async ({ value }) => {
    const { as, admin } = await startMainDatabase();

    await expect(set(ref(as('alice'), mainPaths.userNewQuizTemplate('alice')), value)).rejects.toThrow(
      DENIED,
    );

    expect((await admin().ref(mainPaths.userNewQuizTemplate('alice')).get()).val()).toEqual(DEFAULT_NEW_QUIZ);
  });

  it('denies removing the template', async () => {
    const { as } = await startMainDatabase();

    await expect(remove(ref(as('alice'), mainPaths.userNewQuizTemplate('alice')))).rejects.toThrow(DENIED);
  });

  it('denies writing another user’s template, or writing unauthenticated', async () => {
    const { as, anonymous } = await startMainDatabase();

    await expect(set(ref(as('alice'), mainPaths.userNewQuizTemplate('bob')), valid)).rejects.toThrow(DENIED);
    await expect(set(ref(anonymous(), mainPaths.userNewQuizTemplate('alice')), valid)).rejects.toThrow(
      DENIED,
    );
  });
});

describe('users/{uid}/settings/nameplate: the owner writes a short string', () => {
  const nameplate = (uid: string) => `${mainPaths.userSettings(uid)}/nameplate`;

  it.each(['Quizmaster', '', 'n'.repeat(200)])('allows %j', async (value) => {
    const { as, admin } = await startMainDatabase();

    await set(ref(as('alice'), nameplate('alice')), value);

    expect((await admin().ref(nameplate('alice')).get()).val()).toBe(value);
  });

  it.each([{ value: 'n'.repeat(201) }, { value: 7 }, { value: { text: 'x' } }])(
    'denies $value',
    async ({ value }) => {
      const { as } = await startMainDatabase();

      await expect(set(ref(as('alice'), nameplate('alice')), value)).rejects.toThrow(DENIED);
    },
  );

  it('denies another user’s nameplate and removing one', async () => {
    const { as } = await startMainDatabase();

    await expect(set(ref(as('alice'), nameplate('bob')), 'Hi')).rejects.toThrow(DENIED);
    await expect(remove(ref(as('alice'), nameplate('alice')))).rejects.toThrow(DENIED);
  });
});

describe('users/{uid}/settings/gameOptions: the server remembers them (startGame), the owner only reads them', () => {
  const options = { ...DEFAULT_GAME_OPTIONS, streakBonus: true, autoAdvanceSeconds: 15 };

  it('lets alice read hers, and nobody else', async () => {
    const { as, anonymous, admin } = await startMainDatabase();
    await admin().ref(mainPaths.userGameOptions('alice')).set(options);

    expect((await get(ref(as('alice'), mainPaths.userGameOptions('alice')))).val()).toEqual(options);
    await expect(get(ref(as('bob'), mainPaths.userGameOptions('alice')))).rejects.toThrow(DENIED);
    await expect(get(ref(anonymous(), mainPaths.userGameOptions('alice')))).rejects.toThrow(DENIED);
  });

  it('denies writing them, even to their owner', async () => {
    const { as, admin } = await startMainDatabase();

    await expect(set(ref(as('alice'), mainPaths.userGameOptions('alice')), options)).rejects.toThrow(DENIED);
    await expect(set(ref(as('bob'), mainPaths.userGameOptions('alice')), options)).rejects.toThrow(DENIED);
    expect((await admin().ref(mainPaths.userGameOptions('alice')).get()).exists()).toBe(false);
  });
});

describe('users/{uid}/images/uploaded/{pushedID}/lastUsed: the owner stamps an upload as just used', () => {
  const upload: UploadedImage = { path: ['f1', 'image.png'], pushedID: '-Up1', lastUsed: 1 };
  const lastUsed = (uid: string, pushedID = upload.pushedID) =>
    `${mainPaths.userUploadedImage(uid, pushedID)}/lastUsed`;

  /** The main database with one upload of alice's and one of bob's. */
  async function withUploads() {
    const database = await startMainDatabase();
    await database
      .admin()
      .ref()
      .update({
        [mainPaths.userUploadedImage('alice', upload.pushedID)]: upload,
        [mainPaths.userUploadedImage('bob', upload.pushedID)]: upload,
      });
    return database;
  }

  const readUpload = async (admin: Harness['admin'], uid: string) =>
    (await admin().ref(mainPaths.userUploadedImage(uid, upload.pushedID)).get()).val() as UploadedImage;

  it('allows the server’s time, which moves the upload to the top of her newest-first page', async () => {
    const { as, admin } = await withUploads();
    await admin()
      .ref(mainPaths.userUploadedImage('alice', '-Up2'))
      .set({ ...upload, pushedID: '-Up2', lastUsed: 2 });
    const before = Date.now();

    await set(ref(as('alice'), lastUsed('alice')), serverTimestamp());

    const stamped = await readUpload(admin, 'alice');
    expect(stamped).toEqual({ ...upload, lastUsed: expect.any(Number) });
    expect(stamped.lastUsed).toBeGreaterThanOrEqual(before);
    const page = await get(
      query(
        ref(as('alice'), mainPaths.userUploadedImages('alice')),
        orderByChild('lastUsed'),
        limitToLast(IMAGE_MANAGER_PAGE_SIZE),
      ),
    );
    const newestLast: string[] = [];
    page.forEach((child) => {
      newestLast.push(child.key ?? '');
    });
    expect(newestLast).toEqual(['-Up2', '-Up1']);
  });

  it('allows a time in the past', async () => {
    const { as, admin } = await withUploads();

    await set(ref(as('alice'), lastUsed('alice')), 1000);

    expect((await readUpload(admin, 'alice')).lastUsed).toBe(1000);
  });

  it.each([
    { what: 'a time an hour ahead', value: () => Date.now() + 60 * 60 * 1000 },
    { what: 'a string', value: () => 'now' },
    { what: 'a boolean', value: () => true },
    { what: 'an object', value: () => ({ at: 5 }) },
    { what: 'a removal', value: () => null },
  ])('denies $what as lastUsed', async ({ value }) => {
    const { as, admin } = await withUploads();

    await expect(set(ref(as('alice'), lastUsed('alice')), value())).rejects.toThrow(DENIED);

    expect(await readUpload(admin, 'alice')).toEqual(upload);
  });

  it('denies stamping an upload that does not exist, which would leave a record without a path', async () => {
    const { as, admin } = await withUploads();

    await expect(set(ref(as('alice'), lastUsed('alice', '-Nothing')), serverTimestamp())).rejects.toThrow(
      DENIED,
    );

    expect((await admin().ref(mainPaths.userUploadedImage('alice', '-Nothing')).get()).exists()).toBe(false);
  });

  it('denies stamping another user’s upload, or stamping unauthenticated', async () => {
    const { as, anonymous, admin } = await withUploads();

    await expect(set(ref(as('alice'), lastUsed('bob')), serverTimestamp())).rejects.toThrow(DENIED);
    await expect(set(ref(anonymous(), lastUsed('alice')), serverTimestamp())).rejects.toThrow(DENIED);

    expect(await readUpload(admin, 'bob')).toEqual(upload);
    expect(await readUpload(admin, 'alice')).toEqual(upload);
  });

  it.each([
    { what: 'its path', path: 'path', value: ['f2', 'image.png'] },
    { what: 'its folder', path: 'path/0', value: 'f2' },
    { what: 'its pushedID', path: 'pushedID', value: '-Up9' },
    { what: 'a field of her own', path: 'note', value: 'mine' },
    { what: 'the whole record', path: '', value: { ...upload, lastUsed: 5 } },
    { what: 'its removal', path: '', value: null },
  ])('denies her writing $what', async ({ path, value }) => {
    const { as, admin } = await withUploads();
    const target = `${mainPaths.userUploadedImage('alice', upload.pushedID)}${path ? `/${path}` : ''}`;

    await expect(set(ref(as('alice'), target), value)).rejects.toThrow(DENIED);

    expect(await readUpload(admin, 'alice')).toEqual(upload);
  });

  it('denies an update that stamps lastUsed and changes the path', async () => {
    const { as, admin } = await withUploads();

    await expect(
      update(ref(as('alice'), mainPaths.userUploadedImage('alice', upload.pushedID)), {
        lastUsed: serverTimestamp(),
        path: ['f2', 'image.png'],
      }),
    ).rejects.toThrow(DENIED);

    expect(await readUpload(admin, 'alice')).toEqual(upload);
  });

  it('denies bob reading alice’s uploads', async () => {
    const { as } = await withUploads();

    await expect(
      get(query(ref(as('bob'), mainPaths.userUploadedImages('alice')), orderByChild('lastUsed'))),
    ).rejects.toThrow(DENIED);
  });
});

describe('the rest of a record is the server’s', () => {
  it.each([
    { path: 'info/permissions/admin', value: true },
    { path: 'info/moderation/restrictions/upload', value: false },
    { path: 'info/moderation', value: null },
    { path: 'info/username', value: 'Alice_2' },
    { path: 'info/uid', value: 'bob' },
    { path: 'info/email', value: 'eve@example.com' },
    { path: 'info/namePlate', value: 'Hi' },
    { path: 'info', value: { ...alice.info, permissions: { admin: true } } },
    { path: 'settings/theme', value: 'red' },
    { path: 'settings/newQuestion/timeLimit', value: 10 },
    { path: 'settings', value: DEFAULT_SETTINGS },
    { path: 'lastUpdated', value: 2 },
    { path: 'quizzes/created', value: ['q9'] },
    { path: 'images/uploaded', value: [] },
    { path: '', value: null },
  ])('denies alice writing her own $path', async ({ path, value }) => {
    const { as, admin } = await startMainDatabase();
    const before: unknown = (await admin().ref(mainPaths.user('alice')).get()).val();

    await expect(set(ref(as('alice'), `${mainPaths.user('alice')}/${path}`), value)).rejects.toThrow(DENIED);

    expect((await admin().ref(mainPaths.user('alice')).get()).val()).toEqual(before);
  });

  it('denies an update that mixes an allowed and a server-owned path', async () => {
    const { as, admin } = await startMainDatabase();

    await expect(
      update(ref(as('alice'), mainPaths.user('alice')), {
        'settings/nameplate': 'Hi',
        'info/username': 'Alice_2',
      }),
    ).rejects.toThrow(DENIED);

    expect(
      (
        await admin()
          .ref(`${mainPaths.userSettings('alice')}/nameplate`)
          .get()
      ).val(),
    ).toBe('');
  });

  it('denies a user creating a record for a uid that is not theirs', async () => {
    const { as } = await startMainDatabase();

    await expect(set(ref(as('alice'), mainPaths.user('carol')), alice)).rejects.toThrow(DENIED);
  });
});

describe('locks: the leases of serialized changes are the server’s alone', () => {
  it('denies reading or taking a quiz’s or an account’s lease, and lets the server take one', async () => {
    const { as, anonymous, admin } = await startMainDatabase();
    const lease = { holder: 'h', until: Date.now() + 60_000 };

    await expect(get(ref(as('alice'), mainPaths.userLock('alice')))).rejects.toThrow(DENIED);
    await expect(get(ref(anonymous(), 'locks'))).rejects.toThrow(DENIED);
    await expect(set(ref(as('alice'), mainPaths.userLock('alice')), lease)).rejects.toThrow(DENIED);
    await expect(set(ref(as('alice'), mainPaths.quizLock('q1')), lease)).rejects.toThrow(DENIED);

    await admin().ref(mainPaths.quizLock('q1')).set(lease);
    expect((await admin().ref(mainPaths.quizLock('q1')).get()).val()).toEqual(lease);
  });
});

describe('usernames: the index is the server’s alone', () => {
  it('denies reading an entry, the index, and writing an entry', async () => {
    const { as, anonymous } = await startMainDatabase();
    const database = as('alice');

    await expect(get(ref(database, mainPaths.usernameOwner('alice_1')))).rejects.toThrow(DENIED);
    await expect(get(ref(database, 'usernames'))).rejects.toThrow(DENIED);
    await expect(get(ref(anonymous(), mainPaths.usernameOwner('bob,b')))).rejects.toThrow(DENIED);
    await expect(set(ref(database, mainPaths.usernameOwner('free_name')), 'alice')).rejects.toThrow(DENIED);
    await expect(remove(ref(database, mainPaths.usernameOwner('bob,b')))).rejects.toThrow(DENIED);
  });

  it('lets the server read it', async () => {
    const { admin } = await startMainDatabase();

    expect((await admin().ref(mainPaths.usernameOwner('bob,b')).get()).val()).toBe('bob');
  });
});

describe('reports/{gameId} and reportListings/{uid}: the server writes a game’s report, its host alone reads it', () => {
  const report = {
    host: 'alice',
    game: { quizID: 'q1', quizTitle: 'Capitals', startedAt: 5, totalQuestions: 1 },
    players: { p1: { name: 'Ann', joinedAt: 1, score: 958, rank: 1, through: 0 } },
  };
  const listing = { quizTitle: 'Capitals', startedAt: 5, totalQuestions: 1, players: 1 };

  async function startWithReport() {
    const database = await startMainDatabase();
    await database
      .admin()
      .ref()
      .update({
        [mainPaths.report('g1')]: report,
        [mainPaths.reportListing('alice', 'g1')]: listing,
        [mainPaths.reportListing('alice', 'g0')]: { ...listing, startedAt: 2 },
      });
    return database;
  }

  it('lets the host read the report and its parts, and list her reports by start', async () => {
    const { as } = await startWithReport();
    const database = as('alice');

    expect((await get(ref(database, mainPaths.report('g1')))).val()).toEqual(report);
    expect((await get(ref(database, mainPaths.reportPlayer('g1', 'p1')))).val()).toEqual(report.players.p1);
    const listings = await get(
      query(ref(database, mainPaths.reportListings('alice')), orderByChild('startedAt'), limitToLast(10)),
    );
    const order: string[] = [];
    listings.forEach((child) => {
      order.push(child.key ?? '');
    });
    expect(order).toEqual(['g0', 'g1']);
  });

  it('denies a missing report to everyone, as another host’s: nobody learns which games have reports', async () => {
    const { as, anonymous, admin } = await startWithReport();

    for (const database of [as('alice'), as('bob'), anonymous()]) {
      await expect(get(ref(database, mainPaths.report('gone')))).rejects.toThrow(DENIED);
      await expect(get(ref(database, mainPaths.reportGame('gone')))).rejects.toThrow(DENIED);
    }
    // A report whose host is gone (what a wiped report left behind) is nobody's to read.
    await admin().ref(mainPaths.reportHost('g1')).remove();
    await expect(get(ref(as('alice'), mainPaths.report('g1')))).rejects.toThrow(DENIED);
  });

  it('denies another user and a visitor the report, its parts and the host’s list', async () => {
    const { as, anonymous } = await startWithReport();
    for (const database of [as('bob'), anonymous()]) {
      await expect(get(ref(database, mainPaths.report('g1')))).rejects.toThrow(DENIED);
      await expect(get(ref(database, mainPaths.reportPlayer('g1', 'p1')))).rejects.toThrow(DENIED);
      await expect(get(ref(database, mainPaths.reportListings('alice')))).rejects.toThrow(DENIED);
      await expect(get(ref(database, 'reports'))).rejects.toThrow(DENIED);
    }
  });

  it('denies every client writing a report or a listing, the host included', async () => {
    const { as, anonymous, admin } = await startWithReport();
    const alice = as('alice');

    await expect(
      set(ref(alice, mainPaths.reportPlayer('g1', 'p1')), { ...report.players.p1, score: 1 }),
    ).rejects.toThrow(DENIED);
    await expect(remove(ref(alice, mainPaths.report('g1')))).rejects.toThrow(DENIED);
    await expect(set(ref(alice, mainPaths.report('g2')), { ...report, host: 'alice' })).rejects.toThrow(
      DENIED,
    );
    await expect(set(ref(alice, mainPaths.reportListing('alice', 'g2')), listing)).rejects.toThrow(DENIED);
    await expect(set(ref(as('bob'), mainPaths.report('g3')), { ...report, host: 'bob' })).rejects.toThrow(
      DENIED,
    );
    await expect(set(ref(anonymous(), mainPaths.reportKicked('g1', 'p1')), { name: 'x' })).rejects.toThrow(
      DENIED,
    );
    expect((await admin().ref(mainPaths.report('g1')).get()).val()).toEqual(report);
  });
});
