// The reports' only contact with Firebase: the host's list of reports, one report, and
// deleteReport. Component tests replace this module (vi.mock).
import { isPlainDatabaseKey, mainPaths, storedReport, type GameReport, type ReportListing } from '@/domain';
import { callFunction } from '@/firebase/calls';
import { readChildren, readValue } from '@/firebase/reads';
import { mainDatabase } from '@/firebase/services';

/** One line of the host's list: the game and what its listing says of it. */
export interface ListedReport {
  gameId: string;
  listing: ReportListing;
}

/** How often a refused read is tried again, and the delay unit between tries. */
const READ_RETRIES = 3;
const READ_RETRY_DELAY_MS = 300;

const isPermissionDenied = (error: unknown) =>
  error instanceof Error && /permission.denied/i.test(error.message);

/**
 * Just after sign-in the client may still have sent the previous (signed-out) credentials, so a refused
 * read is tried again a few times before the refusal counts, as calls.ts does for listeners.
 */
async function readRetrying<T>(read: () => Promise<T>): Promise<T> {
  for (let retry = 1; ; retry += 1) {
    try {
      return await read();
    } catch (error) {
      if (!isPermissionDenied(error) || retry > READ_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS * retry));
    }
  }
}

/** The host's reports, oldest first (the database orders them by startedAt, which its rules index). */
export async function readReportListings(uid: string): Promise<ListedReport[]> {
  const listings = await readRetrying(() =>
    readChildren(mainDatabase, mainPaths.reportListings(uid), ({ orderByChild }) => [
      orderByChild('startedAt'),
    ]),
  );
  return listings.map(({ key, value }) => ({ gameId: key, listing: value }));
}

/**
 * Gets the main database ready for a read: its SDK's code loaded and its instance made, with no request
 * sent. The report page calls it as it mounts, while the sign-in is still being restored, so that the
 * read starts as soon as the reader is known rather than after the SDK's code has loaded too.
 */
export function prepareReportRead(): void {
  // A failure here surfaces at the read, which asks for the same again.
  void Promise.all([mainDatabase(), import('firebase/database')]).catch(() => undefined);
}

/**
 * A game's report, read once (a report changes no more once its game is over), or null when it does not
 * exist or is not the reader's: the rules refuse both alike (a missing report too, so that nobody learns
 * which games have one), and to the reader it is not there.
 */
export async function readReport(gameId: string): Promise<GameReport | null> {
  // An address naming no key the database could hold (a "/" or "." in it) names no report.
  if (!isPlainDatabaseKey(gameId)) return null;
  try {
    const value = await readRetrying(() => readValue(mainDatabase, mainPaths.report(gameId)));
    return value === null ? null : storedReport(value);
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Deletes one of the host's reports; rejects with the server's error (not-found, permission-denied). */
export async function deleteReport(gameId: string): Promise<void> {
  await callFunction('deleteReport', { gameID: gameId });
}
