import { describe, expect, it } from 'vitest';
import { gameReportFixture } from '../fixtures/reports';
import { storedReport, type GameReport } from './report';
import { reportView } from './reportView';

/**
 * A report as the database gives it back: no empty lists or objects (an open-ended question's
 * displayOrder, the settings of true/false and arrange questions), and numbered keys as an array.
 */
function asTheDatabaseGivesIt(report: unknown): unknown {
  const withoutEmpties = (_key: string, value: unknown) =>
    (Array.isArray(value) || (typeof value === 'object' && value !== null)) && Object.keys(value).length === 0
      ? undefined
      : value;
  const stored = JSON.parse(JSON.stringify(report, withoutEmpties)) as Record<string, unknown>;
  return stored.questions ? { ...stored, questions: Object.values(stored.questions) } : stored;
}

describe('storedReport', () => {
  it('puts back what the database drops, so that the report reads as written', () => {
    const { stored: written, report } = gameReportFixture({ players: 6, questions: 5 });
    const stored = storedReport(asTheDatabaseGivesIt(written));
    expect(stored).toEqual(report);
    expect(reportView(stored)).toEqual(reportView(report));
  });

  it('keeps a report whose first question has not ended: nobody scored yet', () => {
    const { stored: written, report } = gameReportFixture({ players: 2, questions: 0 });
    const stored = storedReport(asTheDatabaseGivesIt(written));
    expect(stored).toEqual(report);
    expect(reportView(stored).summary).toMatchObject({ players: 0, questions: 0, accuracy: null });
  });

  it('skips the hole an array of questions has where a number is missing', () => {
    const { stored: written } = gameReportFixture({ players: 2, questions: 3 });
    const questions = Object.values((written as GameReport).questions ?? {});
    const stored = storedReport({
      ...(written as object),
      questions: [questions[0], undefined, questions[2]],
    });
    expect(Object.keys(stored.questions ?? {})).toEqual(['0', '2']);
  });

  it.each([[null], ['text'], [[]], [{ host: 'h1' }], [{ game: {} }]])(
    'refuses %j, which is no report',
    (raw) => {
      expect(() => storedReport(raw)).toThrow('not a game report');
    },
  );
});
