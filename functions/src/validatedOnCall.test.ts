import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { callableRequest } from './test/callableRequest';
import { importAfresh } from './test/importAfresh';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));
const { onCallWithSchema, validatedOnCall } = await importAfresh(() => import('./validatedOnCall'));

const renamePayload = z.object({ newUsername: z.string().min(1), tags: z.array(z.string()).optional() });

describe('onCallWithSchema', () => {
  beforeEach(() => {
    vi.mocked(logger.error).mockClear();
  });

  it('rejects a caller who is not signed in before running the handler', async () => {
    const handler = vi.fn(async () => 'done');
    const callable = onCallWithSchema('rename', renamePayload, handler);

    await expect(callable.run(callableRequest({ newUsername: 'ada' }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('admits a caller who is not signed in when the callable admits anyone', async () => {
    const callable = onCallWithSchema('join', renamePayload, async ({ uid }) => uid ?? 'visitor', {
      callers: 'anyone',
    });

    await expect(callable.run(callableRequest({ newUsername: 'ada' }))).resolves.toBe('visitor');
  });

  it('rejects a payload the schema refuses, naming the offending fields', async () => {
    const handler = vi.fn(async () => 'done');
    const callable = onCallWithSchema('rename', renamePayload, handler);

    const run = callable.run(callableRequest({ newUsername: 42, tags: ['ok', 7] }, 'user-1'));

    await expect(run).rejects.toBeInstanceOf(HttpsError);
    await expect(run).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid payload for rename: newUsername: .+; tags\[1\]: .+$/),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  // A refusal does not echo a caller's keys of any length.
  it('cuts an unknown key of 10,000 characters at 40 in the message', async () => {
    const callable = onCallWithSchema(
      'rename',
      z.strictObject({ newUsername: z.string() }),
      async () => 'done',
    );
    const key = 'k'.repeat(10_000);

    const run = callable.run(callableRequest({ newUsername: 'ada', [key]: 1 }, 'user-1'));

    await expect(run).rejects.toMatchObject({
      code: 'invalid-argument',
      message: `Invalid payload for rename: payload: Unrecognized key: "${'k'.repeat(40)}…"`,
    });
  });

  it('cuts a key of 10,000 characters in a field path, and lists at most 10 problems and 5 unknown keys', async () => {
    const callable = onCallWithSchema(
      'scores',
      z.strictObject({ points: z.record(z.string(), z.number()) }),
      async () => 'done',
    );
    const long = 'p'.repeat(10_000);
    const points = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`${long}${index}`, 'x']));
    const unknown = Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`${long}${index}`, 1]));

    const pathMessage = (await callable
      .run(callableRequest({ points }, 'user-1'))
      .catch((error: HttpsError) => error.message)) as string;
    const keysMessage = (await callable
      .run(callableRequest({ points: {}, ...unknown }, 'user-1'))
      .catch((error: HttpsError) => error.message)) as string;

    expect(pathMessage).toMatch(new RegExp(`^Invalid payload for scores: points\\.${'p'.repeat(40)}…: `));
    expect(pathMessage.split('; ')).toHaveLength(11);
    expect(pathMessage).toMatch(/; and 2 more$/);
    expect(pathMessage.length).toBeLessThan(2000);
    expect(keysMessage).toBe(
      `Invalid payload for scores: payload: Unrecognized keys: ${Array.from({ length: 5 }, () => `"${'p'.repeat(40)}…"`).join(', ')}, and 2 more`,
    );
  });

  it('names the payload itself when the whole payload is wrong', async () => {
    const callable = onCallWithSchema('rename', renamePayload, async () => 'done');

    await expect(callable.run(callableRequest('ada', 'user-1'))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('payload: '),
    });
  });

  it('passes the parsed, typed payload and the uid to the handler and returns its result', async () => {
    const trimmedUsername = renamePayload.transform((payload) => payload.newUsername.trim());
    const callable = onCallWithSchema('rename', trimmedUsername, async ({ uid, data }) => {
      expectTypeOf(uid).toEqualTypeOf<string>();
      expectTypeOf(data).toEqualTypeOf<string>();
      return `${uid}:${data}`;
    });

    await expect(callable.run(callableRequest({ newUsername: '  ada ' }, 'user-1'))).resolves.toBe(
      'user-1:ada',
    );
  });

  it('types the uid as possibly undefined when the callable admits anyone', () => {
    onCallWithSchema(
      'join',
      renamePayload,
      async ({ uid }) => {
        expectTypeOf(uid).toEqualTypeOf<string | undefined>();
      },
      { callers: 'anyone' },
    );
  });

  it('lets an HttpsError from the handler through unchanged', async () => {
    const callable = onCallWithSchema('rename', renamePayload, async () => {
      throw new HttpsError('permission-denied', 'Not yours.');
    });

    await expect(callable.run(callableRequest({ newUsername: 'ada' }, 'user-1'))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Not yours.',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs an unexpected error and rethrows it as internal without its details', async () => {
    const failure = new Error('database password is hunter2');
    const callable = onCallWithSchema('rename', renamePayload, async () => {
      throw failure;
    });

    const run = callable.run(callableRequest({ newUsername: 'ada' }, 'user-1'));

    await expect(run).rejects.toBeInstanceOf(HttpsError);
    await expect(run).rejects.toMatchObject({
      code: 'internal',
      message: 'Internal error.',
      details: undefined,
    });
    expect(logger.error).toHaveBeenCalledWith('rename failed', failure);
  });
});

describe('validatedOnCall', () => {
  it("checks a callable's payload against its schema in the contract, by its name", async () => {
    const handler = vi.fn(async () => ({
      success: true as const,
      userSecret: 's',
      userID: 'u',
      gameID: 'g',
      username: 'Ada',
    }));
    const callable = validatedOnCall('joinGame', handler, { callers: 'anyone' });

    await expect(callable.run(callableRequest({ roomCode: 7, username: 'Ada' }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid payload for joinGame: roomCode: /),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("types the handler's payload and answer by the contract", () => {
    validatedOnCall('searchQuizzes', async ({ data }) => {
      expectTypeOf(data.sort).toEqualTypeOf<'recent' | 'plays'>();
      expectTypeOf(data.range).toEqualTypeOf<{ start: number; end: number }>();
      return [];
    });
    // @ts-expect-error startGame answers the game's id
    validatedOnCall('startGame', async () => ({ success: true }));
  });
});
