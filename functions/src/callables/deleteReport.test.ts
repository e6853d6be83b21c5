import { describe, expect, it } from 'vitest';
import { gameMessages, mainPaths, type GameReport, type ReportListing } from '@/domain';
import { callableRequest } from '../test/callableRequest';
import { useMainDatabaseEmulator } from '../test/databaseEmulator';
import { deleteReport } from './deleteReport';

const database = useMainDatabaseEmulator();

const report = (host: string): GameReport => ({
  host,
  game: { quizID: 'q1', quizTitle: 'Capitals', startedAt: 1_000, totalQuestions: 2 },
});
const listing: ReportListing = { quizTitle: 'Capitals', startedAt: 1_000, totalQuestions: 2, players: 3 };

const remove = (payload: unknown, uid?: string) => deleteReport.run(callableRequest(payload, uid));

/** Two reports of alice's and one of bob's, each with its line in its host's list. */
const seedReports = () =>
  database.seed({
    reports: { g1: report('alice'), g2: report('alice'), g3: report('bob') },
    reportListings: { alice: { g1: listing, g2: listing }, bob: { g3: listing } },
  });

describe('deleteReport', () => {
  it('deletes the host’s report and its line in their list, and nothing else', async () => {
    await seedReports();

    await expect(remove({ gameID: 'g1' }, 'alice')).resolves.toEqual({ success: true });

    expect(database.read(mainPaths.report('g1'))).toBeNull();
    expect(database.read(mainPaths.reportListings('alice'))).toEqual({ g2: listing });
    expect(database.read('reports')).toEqual({ g2: report('alice'), g3: report('bob') });
  });

  it('refuses another user’s report as not found, deleting nothing', async () => {
    await seedReports();
    const before = database.read('');

    await expect(remove({ gameID: 'g3' }, 'alice')).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.reportNotFound,
    });
    expect(database.read('')).toEqual(before);
  });

  it('succeeds again for a report already gone (a retried call)', async () => {
    await seedReports();
    await remove({ gameID: 'g1' }, 'alice');

    await expect(remove({ gameID: 'g1' }, 'alice')).resolves.toEqual({ success: true });
    expect(database.read('reports/g2')).toEqual(report('alice'));
  });

  it('refuses a visitor and a malformed game id', async () => {
    await seedReports();

    await expect(remove({ gameID: 'g1' })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(remove({ gameID: 'a/b' }, 'alice')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(database.read(mainPaths.report('g1'))).toEqual(report('alice'));
  });
});
