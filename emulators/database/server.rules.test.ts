// Rules and auth: what the emulator owes the rules engine (which operations ask it, and who is asking),
// checked with literal true/false root rules. Real rules through the SDKs are in rulesThroughSdk.test.ts.

import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, limitToLast, onDisconnect, onValue, orderByKey, query, ref, set } from 'firebase/database';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { RulesSyntaxError } from './rules';
import { startDatabaseEmulator } from './server';
import { CLOSED_RULES, OPEN_RULES, eventually, startHarness, uniqueName } from './test/harness';

async function rulesFile(source: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'rtdb-rules-')), 'database.rules.json');
  await writeFile(file, source);
  return file;
}

/** Replaces a file the way editors save: write aside, then rename over it. */
async function save(file: string, source: string): Promise<void> {
  await writeFile(`${file}.tmp`, source);
  await rename(`${file}.tmp`, file);
}

describe('rules', () => {
  test('closed rules deny reads and writes with permission_denied', async () => {
    const { client, rest } = await startHarness({ defaultRules: CLOSED_RULES });
    const db = client();
    await expect(get(ref(db, 'secret'))).rejects.toThrow(/Permission denied/i);
    await expect(set(ref(db, 'secret'), 1)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(onDisconnect(ref(db, 'secret')).set(1)).rejects.toThrow(/PERMISSION_DENIED/);
    const cancelled = await new Promise<Error>((resolve) =>
      onValue(ref(db, 'secret'), () => undefined, resolve),
    );
    expect(cancelled.message).toMatch(/permission_denied at \/secret/);
    // https://firebase.google.com/docs/reference/rest/database, "Error conditions": a request the rules
    // refuse answers 401 with {"error": ...}.
    expect(await rest('GET', 'secret')).toEqual({ status: 401, body: { error: 'Permission denied' } });
    expect(await rest('PUT', 'secret', { body: 1 })).toEqual({
      status: 401,
      body: { error: 'Permission denied' },
    });
  });

  test('open rules allow reads and writes', async () => {
    const { client, rest } = await startHarness({ defaultRules: OPEN_RULES });
    const db = client();
    await set(ref(db, 'a'), 1);
    expect((await get(ref(db, 'a'))).val()).toBe(1);
    expect(await rest('GET', 'a')).toEqual({ status: 200, body: 1 });
  });

  test('the admin bypasses the rules; the admin acting as a user does not', async () => {
    const { admin, rest } = await startHarness({ defaultRules: CLOSED_RULES });
    await admin().ref('x').set(1);
    expect((await admin().ref('x').get()).val()).toBe(1);
    expect(await rest('GET', 'x', { token: 'owner' })).toEqual({ status: 200, body: 1 });
    await expect(
      admin({ authOverride: { uid: 'worker' } })
        .ref('x')
        .set(2),
    ).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(admin({ authOverride: null }).ref('x').get()).rejects.toThrow(/Permission denied/i);
  });

  test('a rules file change on disk applies without a restart, and revokes listens', async () => {
    const file = await rulesFile(CLOSED_RULES);
    const ns = uniqueName();
    const { client, rest } = await startHarness({ rules: { [ns]: file } });
    expect((await rest('GET', 'a', { ns })).status).toBe(401);
    await save(file, OPEN_RULES);
    await eventually(async () => expect(await rest('GET', 'a', { ns })).toEqual({ status: 200, body: null }));
    const db = client({ ns });
    const revoked = new Promise<Error>((resolve) => onValue(ref(db, 'a'), () => undefined, resolve));
    const lastTwo = query(ref(db, 'b'), orderByKey(), limitToLast(2));
    const queryRevoked = new Promise<Error>((resolve) => onValue(lastTwo, () => undefined, resolve));
    await set(ref(db, 'a'), 1);
    await writeFile(file, CLOSED_RULES);
    expect((await revoked).message).toMatch(/permission_denied at \/a/);
    expect((await queryRevoked).message).toMatch(/permission_denied at \/b/);
    // A file that no longer parses keeps the rules in force, with a warning.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    await writeFile(file, '{ "rules": ');
    await eventually(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept the previous rules/)),
    );
    expect((await rest('GET', 'a', { ns })).status).toBe(401);
  });

  // firebase-tools loads rules into its emulator with this request (DatabaseEmulator.updateRules).
  test('PUT /.settings/rules.json replaces the rules, for the admin only', async () => {
    const { emulator, ns, rest } = await startHarness({ defaultRules: CLOSED_RULES });
    const put = (body: string, token?: string) =>
      fetch(`${emulator.url}/.settings/rules.json?ns=${ns}`, {
        method: 'PUT',
        body,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await put(OPEN_RULES)).status).toBe(401);
    const bad = await put('{ nope', 'owner');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: expect.stringMatching(/^rules\.json:1:3: invalid JSON/) as unknown,
    });
    expect((await put(OPEN_RULES, 'owner')).status).toBe(200);
    expect((await rest('GET', 'a')).status).toBe(200);
    const current = await fetch(`${emulator.url}/.settings/rules.json?ns=${ns}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(await current.text()).toBe(OPEN_RULES);
  });

  test('a rules file that does not load stops start-up with its error', async () => {
    const broken = await rulesFile('{ "rules": { ');
    await expect(startDatabaseEmulator({ rules: { quiz: broken } })).rejects.toBeInstanceOf(RulesSyntaxError);
    await expect(
      startDatabaseEmulator({ rules: { quiz: join(tmpdir(), 'missing.rules.json') } }),
    ).rejects.toThrow(/namespace "quiz".*missing\.rules\.json/);
  });

  test('namespaces are isolated, each with its own data and rules', async () => {
    const openNs = uniqueName();
    const {
      client,
      rest,
      emulator,
      ns: closedNs,
    } = await startHarness({
      rules: { [openNs]: await rulesFile(OPEN_RULES) },
      defaultRules: CLOSED_RULES,
    });
    await set(ref(client({ ns: openNs }), 'shared/path'), 'open');
    expect(await rest('GET', 'shared/path', { ns: closedNs })).toEqual({
      status: 401,
      body: { error: 'Permission denied' },
    });
    expect(await rest('GET', 'shared/path', { ns: closedNs, token: 'owner' })).toEqual({
      status: 200,
      body: null,
    });
    await rest('PUT', 'shared/path', { ns: closedNs, token: 'owner', body: 'closed' });
    expect(emulator.exportData()).toEqual({
      [openNs]: { shared: { path: 'open' } },
      [closedNs]: { shared: { path: 'closed' } },
    });
  });
});

describe('auth', () => {
  // connectDatabaseEmulator's mockUserToken is an unsigned JWT in the Auth emulator's format.
  test('a client with an ID token is that user; the admin with an override is its uid', async () => {
    const { client, admin, metrics, ns } = await startHarness();
    await set(ref(client({ mockUserToken: { sub: 'alice', email: 'alice@example.com' } }), 'a'), 1);
    await admin({ authOverride: { uid: 'worker' } })
      .ref('b')
      .set(1);
    await admin().ref('c').set(1);
    await set(ref(client(), 'd'), 1);
    const connections = (await metrics(ns)).connections.map(({ uid, admin: isAdmin }) => ({
      uid,
      admin: isAdmin,
    }));
    expect(connections).toEqual(
      expect.arrayContaining([
        { uid: 'alice', admin: false },
        { uid: 'worker', admin: false },
        { uid: null, admin: true },
        { uid: null, admin: false },
      ]),
    );
  });

  test('auth answers with the claims; an unparsable token is an invalid token', async () => {
    const { raw, rest } = await startHarness();
    const client = await raw();
    const payload = {
      sub: 'bob',
      user_id: 'bob',
      firebase: { sign_in_provider: 'password' },
      iat: 1,
      exp: 3601,
    };
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect(await client.request('auth', { cred: token })).toEqual({
      s: 'ok',
      d: { auth: payload, expires: 3601 },
    });
    expect(await client.request('auth', { cred: 'not a token' })).toEqual({
      s: 'invalid_token',
      d: 'Could not parse auth token.',
    });
    expect(await rest('GET', 'x', { token: 'not a token' })).toEqual({
      status: 401,
      body: { error: 'Could not parse auth token.' },
    });
    expect(await rest('GET', 'x', { token })).toEqual({ status: 200, body: null });
  });
});
