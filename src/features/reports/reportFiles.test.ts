// The files read back with other libraries than those that wrote them, as a spreadsheet program or a script
// would read them.
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import {
  QuestionType,
  reportSheets,
  reportView,
  type GameQuestion,
  type GameReport,
  type ReportQuestion,
  type ReportView,
} from '@/domain';
import { questionsOfEveryType } from '@/domain/fixtures/quizzes';
import { reportFile, reportFileName } from './reportFiles';

// Players choose their names: one that Excel would run as a formula, one that needs quoting in a CSV.
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';
const QUOTED_NAME = 'Zoë, "quoted"';

/** The game started on 27 November 2026, 9:05 by the host's clock. */
const START = new Date(2026, 10, 27, 9, 5).getTime();

const question = (
  played: GameQuestion,
  openedAt: number,
  tally: Omit<ReportQuestion, 'question' | 'openedAt' | 'closedAt'>,
): ReportQuestion => ({ question: played, openedAt, closedAt: openedAt + 20_000, ...tally });

/** Two questions; Zoë answers both right, the formula player types one too, and the host removes Max. */
function makeReport(): GameReport {
  const capital = { ...questionsOfEveryType()[QuestionType.SingleChoice], displayOrder: [1, 0, 2] };
  const japan = { ...questionsOfEveryType()[QuestionType.OpenEnded], displayOrder: [0, 1, 2] };
  return {
    host: 'host-uid',
    game: { quizID: 'quiz-1', quizTitle: 'Capitals: "Asia" & Oceania', startedAt: START, totalQuestions: 2 },
    questions: [
      question(capital, START + 1_000, { players: 3, answered: 2, correct: 1, medianMs: 4_250 }),
      question(japan, START + 30_000, { players: 2, answered: 2, correct: 1, medianMs: 7_500 }),
    ],
    answers: [
      {
        zoe: { answer: '0', correct: true, points: 912, ms: 3_500 },
        eve: { answer: '1', correct: false, points: 0, ms: 5_000 },
      },
      {
        zoe: { answer: '"Tokyo"', correct: true, points: 873, ms: 4_000 },
        eve: { answer: '"=1+1"', correct: false, points: 0, ms: 11_000 },
      },
    ],
    players: {
      zoe: { name: QUOTED_NAME, joinedAt: START - 60_000 },
      eve: { name: FORMULA_NAME, joinedAt: START - 50_000 },
      max: { name: 'Max', joinedAt: START - 40_000 },
    },
    kicked: { max: { name: 'Max', joinedAt: START - 40_000, kickedAt: START + 25_000 } },
  };
}

const view: ReportView = reportView(makeReport());

/** A file's bytes: jsdom's Blob has no arrayBuffer(), its FileReader reads one. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** A CSV file's text, its byte order mark kept. */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));

/** What the Answers table holds for each player's answer, taken from the view itself. */
const answersOfView = () =>
  view.players.flatMap((player) =>
    player.cells
      .filter((cell) => cell.status !== 'notInGame')
      .map((cell) => ({
        rank: player.rank,
        name: player.name,
        question: cell.questionNumber + 1,
        text: cell.text,
        points: cell.points,
        seconds: cell.ms === undefined ? null : cell.ms / 1000,
      })),
  );

describe('reportFile as a spreadsheet', () => {
  // In a time zone away from UTC, so that a date written in UTC instead of by the host's clock shows.
  beforeAll(() => vi.stubEnv('TZ', 'America/Sao_Paulo'));
  afterAll(() => vi.unstubAllEnvs());

  const read = async () => readXlsxFile(await bytesOf(await reportFile(view, 'xlsx')), { trim: false });

  it('is an XLSX file of the four tables, each with its header', async () => {
    const blob = await reportFile(view, 'xlsx');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = await read();
    expect(sheets.map(({ sheet }) => sheet)).toEqual(['Summary', 'Players', 'Questions', 'Answers']);
    expect(sheets.map(({ data }) => data[0])).toEqual(reportSheets(view).map(({ columns }) => columns));
  });

  it('keeps every cell of every table, numbers as numbers and dates as dates', async () => {
    const sheets = await read();
    reportSheets(view).forEach(({ rows }, index) => {
      const written = sheets[index]?.data.slice(1);
      expect(written).toHaveLength(rows.length);
      rows.forEach((row, rowIndex) =>
        row.forEach((cell, column) => {
          const value = written?.[rowIndex]?.[column];
          switch (cell.type) {
            case 'text':
            case 'number':
              // toBe: a number read back as text would fail.
              return expect(value).toBe(cell.value);
            case 'date':
              // The host's clock, as Excel shows a date: its UTC fields are those of local time.
              expect(value).toBeInstanceOf(Date);
              return expect((value as unknown as Date).getTime()).toBeCloseTo(
                cell.ms - new Date(cell.ms).getTimezoneOffset() * 60_000,
                -1,
              );
            case 'empty':
              return expect(value).toBeNull();
          }
        }),
      );
    });
  });

  it("shows the game's start by the host's clock", async () => {
    const [summary] = await read();
    const serial = summary?.data.find((row) => row[0] === 'Started at')?.[1] as unknown as Date;
    // A day's fraction in floating point comes back within a millisecond.
    const started = new Date(Math.round(serial.getTime() / 1000) * 1000);
    const local = new Date(START);
    expect([started.getUTCDate(), started.getUTCHours(), started.getUTCMinutes()]).toEqual([
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
    ]);
    // The test's time zone is not UTC, so the test would see a date written in UTC.
    expect(local.getTimezoneOffset()).not.toBe(0);
  });

  it("writes the start as an Excel date (a serial number with a date format) of the host's wall clock, not text", async () => {
    // 27 November 2026, 12:05 UTC: 09:05 in São Paulo (UTC−3 all year).
    const played = makeReport();
    const started = reportView({
      ...played,
      game: { ...played.game, startedAt: Date.UTC(2026, 10, 27, 12, 5) },
    });
    const files = unzipSync(new Uint8Array(await bytesOf(await reportFile(started, 'xlsx'))));
    const xml = (name: string) => strFromU8(files[name] as Uint8Array);
    // The Summary's "Started at" value: row 3 (the header, the quiz, the start), column B.
    const cell = /<c r="B3"([^>]*)>(.*?)<\/c>/.exec(xml('xl/worksheets/sheet1.xml'));
    const [, attributes = '', content = ''] = cell ?? [];
    // No t="s" or t="inlineStr": a number, which Excel shows by the cell's format.
    expect(attributes).not.toMatch(/\bt="/);
    // Days since 1899-12-30: 46353 is 27 November 2026, and 9:05 is 545/1440 of a day.
    expect(Number(/<v>(.*?)<\/v>/.exec(content)?.[1])).toBeCloseTo(46353 + 545 / 1440, 8);
    const style = Number(/\bs="(\d+)"/.exec(attributes)?.[1]);
    const styles = xml('xl/styles.xml');
    const formats = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf\b[^>]*>/g)];
    const formatId = /numFmtId="(\d+)"/.exec(formats[style]?.[0] ?? '')?.[1];
    expect(styles).toContain(`numFmtId="${formatId}" formatCode="yyyy-mm-dd hh:mm"`);
  });

  it("gives every player's answers, points and rank as the view does, and a formula-like name as text", async () => {
    const answers = (await read())[3]?.data.slice(1);
    expect(
      answers?.map(([rank, name, question, , text, , points, seconds]) => ({
        rank,
        name,
        question,
        text,
        points,
        seconds,
      })),
    ).toEqual(answersOfView());
    expect(answers?.map((row) => row[1])).toEqual([
      QUOTED_NAME,
      QUOTED_NAME,
      FORMULA_NAME,
      FORMULA_NAME,
      'Max',
    ]);
  });
});

describe('reportFile as CSV', () => {
  const csv = async () => textOf(await reportFile(view, 'csv'));

  it('is UTF-8 with a byte order mark, lines ending in CRLF', async () => {
    const blob = await reportFile(view, 'csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await bytesOf(blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await textOf(blob);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFRank,Player,Question,Question title,Answer,Result,Points,Time (s)',
    );
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('quotes a field with a comma or a quote as RFC 4180 does', async () => {
    expect(await csv()).toContain('"Zoë, ""quoted"""');
  });

  it("holds the Answers table: every player's answers, points and rank as the view gives them", async () => {
    const { data, errors } = Papa.parse<string[]>((await csv()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    const [header, ...rows] = data;
    expect(header).toEqual(reportSheets(view)[3]?.columns);
    // A text that Excel would run as a formula reads after an apostrophe; numbers are written plain.
    const unescaped = (field: string | undefined) => field?.replace(/^'(?=[=+\-@\t\r])/, '');
    expect(
      rows.map(([rank, name, question, , text, , points, seconds]) => ({
        rank: rank === '' ? null : Number(rank),
        name: unescaped(name),
        question: Number(question),
        text: unescaped(text),
        points: Number(points),
        seconds: seconds === '' ? null : Number(seconds),
      })),
    ).toEqual(answersOfView());
    expect(rows.map((row) => row[1])).toEqual([
      QUOTED_NAME,
      QUOTED_NAME,
      `'${FORMULA_NAME}`,
      `'${FORMULA_NAME}`,
      'Max',
    ]);
    expect(rows.map((row) => row[4])).toEqual(['Canberra', 'Tokyo', 'Sydney', "'=1+1", 'no answer']);
    expect(rows.map((row) => row[7])).toEqual(['3.5', '4', '5', '11', '']);
  });

  it('escapes a formula even across a line break, which papaparse alone would miss', async () => {
    const withBreak = reportView({
      ...makeReport(),
      players: {
        eve: { name: '=1+1\nsecond line', joinedAt: START - 50_000 },
      },
      kicked: {},
    });
    const text = await textOf(await reportFile(withBreak, 'csv'));
    expect(text).toContain(`"'=1+1\nsecond line"`);
  });
});

describe('reportFileName', () => {
  it("names the quiz and the day the game started, by the host's clock", () => {
    expect(reportFileName({ ...view, quizTitle: 'Capitals' }, 'xlsx')).toBe(
      'Loqi report - Capitals - 2026-11-27.xlsx',
    );
  });

  it('leaves out what a file system refuses', () => {
    expect(reportFileName(view, 'csv')).toBe('Loqi report - Capitals Asia & Oceania - 2026-11-27.csv');
    expect(reportFileName({ ...view, quizTitle: 'a/b\\c:d*e?f|g<h>i\tj...' }, 'csv')).toBe(
      'Loqi report - a b c d e f g h i j - 2026-11-27.csv',
    );
  });

  it('keeps a name of sensible length, and names an untitled quiz', () => {
    expect(reportFileName({ ...view, quizTitle: 'x'.repeat(200) }, 'xlsx')).toBe(
      `Loqi report - ${'x'.repeat(80)} - 2026-11-27.xlsx`,
    );
    expect(reportFileName({ ...view, quizTitle: ' ?? ' }, 'xlsx')).toBe(
      'Loqi report - Untitled Loqi - 2026-11-27.xlsx',
    );
  });
});
