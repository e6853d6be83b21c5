// The quotas' bookkeeping, as pure updates for the server's transactions (functions/src/quotas.ts): the live
// games a host holds, and a user's uploads in the last hour and bytes stored. Each takes the node as the
// transaction sees it (null: none yet) and answers the node to write, or why the request is refused.
import { UPLOAD_RATE_WINDOW_MS } from '../common/constants';

/** hostedGames/{uid}: the host's live games, gameId → when the game expires (ms). */
export type HostedGames = Record<string, number>;

export type HostedGamesOutcome = { kind: 'admitted'; games: HostedGames } | { kind: 'full' };

/**
 * Adds `gameId` (expiring at `expiresAt`) to the host's live games unless they already hold `max`. A game
 * that has expired no longer counts and is dropped here: an abandoned game never holds a slot for good.
 */
export function admitHostedGame(
  current: HostedGames | null,
  { gameId, expiresAt, now, max }: { gameId: string; expiresAt: number; now: number; max: number },
): HostedGamesOutcome {
  const live = Object.entries(current ?? {}).filter(([, expiry]) => expiry > now);
  if (live.length >= max) return { kind: 'full' };
  return { kind: 'admitted', games: { ...Object.fromEntries(live), [gameId]: expiresAt } };
}

/** uploadQuotas/{uid}: the bytes of the user's stored uploads, and when each upload of the last hour was made. */
export interface UploadUsage {
  bytes: number;
  /** pushedID → ms; only uploads within UPLOAD_RATE_WINDOW_MS are kept. */
  recent?: Record<string, number>;
}

export type UploadUsageOutcome =
  { kind: 'admitted'; usage: UploadUsage } | { kind: 'tooMany' } | { kind: 'tooManyBytes' };

/**
 * Counts an upload of `bytes` as `pushedID` at `now`, unless the user has made `maxPerHour` uploads in the
 * last hour or would store more than `maxBytes` in all (exactly `maxBytes` is allowed).
 */
export function admitUpload(
  current: UploadUsage | null,
  {
    pushedID,
    bytes,
    now,
    maxPerHour,
    maxBytes,
  }: { pushedID: string; bytes: number; now: number; maxPerHour: number; maxBytes: number },
): UploadUsageOutcome {
  const recent = Object.entries(current?.recent ?? {}).filter(([, at]) => at > now - UPLOAD_RATE_WINDOW_MS);
  if (recent.length >= maxPerHour) return { kind: 'tooMany' };
  const stored = current?.bytes ?? 0;
  if (stored + bytes > maxBytes) return { kind: 'tooManyBytes' };
  return {
    kind: 'admitted',
    usage: { bytes: stored + bytes, recent: { ...Object.fromEntries(recent), [pushedID]: now } },
  };
}

/**
 * Gives back `bytes` (an image deleted, or an upload that failed to store). `pushedID`, when given, is also
 * taken off the last hour's uploads: an upload that stored nothing does not count against the hour.
 */
export function usageWithoutUpload(
  current: UploadUsage | null,
  bytes: number,
  pushedID?: string,
): UploadUsage | null {
  if (current === null) return null;
  const { [pushedID ?? '']: _released, ...recent } = current.recent ?? {};
  return { bytes: Math.max(0, current.bytes - bytes), recent };
}
