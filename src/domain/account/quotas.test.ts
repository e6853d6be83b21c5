import { describe, expect, it } from 'vitest';
import { UPLOAD_RATE_WINDOW_MS } from '../common/constants';
import { storageSize } from '../common/messages';
import { admitHostedGame, admitUpload, usageWithoutUpload } from './quotas';

const NOW = 1_000_000_000;

describe('admitHostedGame', () => {
  const admit = (current: Record<string, number> | null, max = 2) =>
    admitHostedGame(current, { gameId: 'new', expiresAt: NOW + 10, now: NOW, max });

  it('admits a game while the host holds fewer than the most', () => {
    expect(admit(null)).toEqual({ kind: 'admitted', games: { new: NOW + 10 } });
    expect(admit({ a: NOW + 1 })).toEqual({ kind: 'admitted', games: { a: NOW + 1, new: NOW + 10 } });
  });

  it('refuses a game past the most', () => {
    expect(admit({ a: NOW + 1, b: NOW + 1 })).toEqual({ kind: 'full' });
  });

  it('counts no game that has expired, and drops it', () => {
    expect(admit({ a: NOW, b: NOW - 1, c: NOW + 1 })).toEqual({
      kind: 'admitted',
      games: { c: NOW + 1, new: NOW + 10 },
    });
  });
});

describe('admitUpload', () => {
  const admit = (current: Parameters<typeof admitUpload>[0], bytes = 10) =>
    admitUpload(current, { pushedID: 'new', bytes, now: NOW, maxPerHour: 2, maxBytes: 100 });

  it('counts an upload and its bytes', () => {
    expect(admit(null)).toEqual({ kind: 'admitted', usage: { bytes: 10, recent: { new: NOW } } });
  });

  it('refuses an upload past the most an hour, counting only the last hour', () => {
    expect(admit({ bytes: 0, recent: { a: NOW - 1, b: NOW - UPLOAD_RATE_WINDOW_MS + 1 } })).toEqual({
      kind: 'tooMany',
    });
    expect(admit({ bytes: 0, recent: { a: NOW - 1, b: NOW - UPLOAD_RATE_WINDOW_MS } })).toEqual({
      kind: 'admitted',
      usage: { bytes: 10, recent: { a: NOW - 1, new: NOW } },
    });
  });

  it('admits bytes up to exactly the most, and refuses one more', () => {
    expect(admit({ bytes: 90 })).toMatchObject({ kind: 'admitted', usage: { bytes: 100 } });
    expect(admit({ bytes: 91 })).toEqual({ kind: 'tooManyBytes' });
  });
});

describe('usageWithoutUpload', () => {
  it('gives bytes back, and the hour’s upload when named', () => {
    expect(usageWithoutUpload({ bytes: 30, recent: { a: 1, b: 2 } }, 10, 'a')).toEqual({
      bytes: 20,
      recent: { b: 2 },
    });
    expect(usageWithoutUpload({ bytes: 30, recent: { a: 1 } }, 10)).toEqual({ bytes: 20, recent: { a: 1 } });
  });

  it('never goes below nothing, and leaves no usage as none', () => {
    expect(usageWithoutUpload({ bytes: 5 }, 10)).toEqual({ bytes: 0, recent: {} });
    expect(usageWithoutUpload(null, 10)).toBeNull();
  });
});

describe('storageSize', () => {
  it.each([
    [100 * 1024 * 1024, '100 MiB'],
    [3000, '3,000 bytes'],
  ])('%i → %s', (bytes, text) => {
    expect(storageSize(bytes)).toBe(text);
  });
});
