// Loqi's template both ways: a quiz exported and imported again is the same quiz, each cell reads as documented,
// and every problem is named by row and column.
import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { MediaMode, QuestionType, type Question } from '../quiz/question';
import { Visibility } from '../quiz/quiz';
import { exampleQuiz } from './exampleQuiz';
import { loqiTemplateWorkbook } from './index';
import { loqiHeadings, quizWorkbook, TEMPLATE_ANSWER_COLUMNS } from './loqiTemplate';
import { importRefusals, type SheetCell, type Workbook } from './quizFile';
import { previewWorkbook } from './workbookPreview';

type Heading = (typeof loqiHeadings)[keyof typeof loqiHeadings] | `Answer ${number}`;
type RowCells = Partial<Record<Heading, SheetCell>>;

const HEADER: Heading[] = [
  ...Object.values(loqiHeadings),
  ...Array.from({ length: TEMPLATE_ANSWER_COLUMNS }, (_, index): Heading => `Answer ${index + 1}`),
];

/** A Questions sheet with these rows after the header, blank rows first so that the last is at `lastRow`. */
function sheetOf(rows: RowCells[], lastRow = rows.length + 1): Workbook {
  const blank = Array.from({ length: lastRow - 1 - rows.length }, () => []);
  return {
    sheets: [
      {
        name: 'Questions',
        rows: [HEADER, ...blank, ...rows.map((cells) => HEADER.map((heading) => cells[heading] ?? null))],
      },
    ],
  };
}

const defaults = {
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  timeLimit: 30,
  customPointsOptions: { basePoints: 750, timeBonus: 250 },
  titlePlusDesc: true,
  titlePlusImg: true,
};

function onlyQuestion(cells: RowCells): Question | string[] {
  const preview = previewWorkbook(sheetOf([cells]));
  if (!preview.ok) return [preview.refusal];
  return preview.problems.length > 0
    ? preview.problems.map((problem) => problem.text)
    : (preview.questions[0]?.question ?? []);
}

describe('quizWorkbook then previewWorkbook', () => {
  it('gives back the quiz of every type unchanged, questions from row 2', () => {
    const quiz = quizOfEveryType();
    expect(previewWorkbook(quizWorkbook(quiz))).toEqual({
      ok: true,
      layout: 'loqi',
      quizData: quiz.data,
      questions: quiz.questions.map((question, index) => ({ row: index + 2, question })),
      problems: [],
    });
  });

  it('writes the answer columns an open-ended question needs beyond the twelve', () => {
    const open = {
      ...defaults,
      title: 'Many',
      questionType: QuestionType.OpenEnded,
      answers: [...Array.from({ length: 50 }, (_, index) => `a${index}`), ''],
      typeSpecificSettings: { caseSensitive: true },
    } satisfies Question;
    const quiz = { ...quizOfEveryType(), questions: [open] };
    const [header] = quizWorkbook(quiz).sheets[0]?.rows ?? [];
    expect(header).toContain('Answer 50');
    expect(previewWorkbook(quizWorkbook(quiz))).toMatchObject({
      ok: true,
      questions: [{ question: open }],
      problems: [],
    });
  });
});

describe("Loqi's template to download", () => {
  it('has the headings, an example of each type and the Quiz sheet, and imports as the example quiz', () => {
    const workbook = loqiTemplateWorkbook();
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Quiz']);
    expect(workbook.sheets[0]?.rows[0]?.slice(0, 4)).toEqual(['Type', 'Question', 'Description', 'Answer 1']);
    expect(workbook.sheets[0]?.rows.slice(1).map((row) => row[0])).toEqual([
      'Multiple Choice',
      'True/False',
      'Open-ended',
      'Multi-select',
      'Arrange',
    ]);
    const preview = previewWorkbook(workbook);
    expect(preview.ok && preview.questions.map(({ question }) => question)).toEqual(exampleQuiz().questions);
  });
});

describe('a row of the Questions sheet', () => {
  const text = (name: string, isCorrect = false) => ({ name, type: 0 as const, isCorrect });
  const rows: [string, RowCells, Question][] = [
    [
      'a single-choice question, its type in any case, the correct answer by number',
      {
        Type: 'multiple choice',
        Question: ' Capital? ',
        'Answer 1': 'Lima',
        'Answer 2': 'Oslo',
        'Correct answers': 2,
      },
      {
        ...defaults,
        title: 'Capital?',
        questionType: 0,
        answers: [text('Lima'), text('Oslo', true)],
        typeSpecificSettings: { randomizeOrder: false },
      },
    ],
    [
      'a single-choice question with several correct answers, named as in problems',
      {
        Type: 'Single-choice',
        Question: 'Q',
        'Answer 1': 'a',
        'Answer 2': 'b',
        'Answer 3': 'c',
        'Correct answers': '1,3',
      },
      {
        ...defaults,
        title: 'Q',
        questionType: 0,
        answers: [text('a', true), text('b'), text('c', true)],
        typeSpecificSettings: { randomizeOrder: false },
      },
    ],
    [
      'a blank answer between filled ones: the numbers name the columns',
      { Type: 'Multiple Choice', Question: 'Q', 'Answer 1': 'a', 'Answer 3': 'c', 'Correct answers': ' 3 ' },
      {
        ...defaults,
        title: 'Q',
        questionType: 0,
        answers: [text('a'), text('c', true)],
        typeSpecificSettings: { randomizeOrder: false },
      },
    ],
    [
      'a true/false question, answers blank, correct answer by name',
      { Type: 'TRUE/FALSE', Question: 'Q', 'Correct answers': 'false' },
      {
        ...defaults,
        title: 'Q',
        questionType: 1,
        answers: [
          { name: 'True', isCorrect: false },
          { name: 'False', isCorrect: true },
        ],
        typeSpecificSettings: {},
      },
    ],
    [
      'a true/false question, answers written, correct answer by number',
      { Type: 'True/False', Question: 'Q', 'Answer 1': 'true', 'Answer 2': 'False', 'Correct answers': 1 },
      {
        ...defaults,
        title: 'Q',
        questionType: 1,
        answers: [
          { name: 'True', isCorrect: true },
          { name: 'False', isCorrect: false },
        ],
        typeSpecificSettings: {},
      },
    ],
    [
      'an open-ended question: every answer is accepted, case sensitive as yes',
      {
        Type: 'Open-ended',
        Question: 'Q',
        'Answer 1': 'Tokyo',
        'Answer 4': 'Tōkyō',
        'Case sensitive': 'yes',
      },
      {
        ...defaults,
        title: 'Q',
        questionType: 2,
        answers: ['Tokyo', 'Tōkyō', ''],
        typeSpecificSettings: { caseSensitive: true },
      },
    ],
    [
      'a multi-select question, numbers separated by semicolons, randomized as TRUE text',
      {
        Type: 'multi-select',
        Question: 'Q',
        'Answer 1': 'a',
        'Answer 2': 'b',
        'Answer 3': 'c',
        'Correct answers': '1; 2',
        'Randomize answer order': 'TRUE',
      },
      {
        ...defaults,
        title: 'Q',
        questionType: 3,
        answers: [text('a', true), text('b', true), text('c')],
        typeSpecificSettings: { randomizeOrder: true },
      },
    ],
    [
      'an arrange question: the answers in their correct order',
      { Type: 'Arrange', Question: 'Q', 'Answer 1': 'first', 'Answer 2': 'second', 'Answer 3': 'third' },
      {
        ...defaults,
        title: 'Q',
        questionType: 4,
        answers: [
          { name: 'first', type: 0 },
          { name: 'second', type: 0 },
          { name: 'third', type: 0 },
        ],
        typeSpecificSettings: {},
      },
    ],
    [
      'numbers as text and text as numbers, outer spaces trimmed, HTML kept as text',
      {
        Type: 'Multiple Choice',
        Question: '<b>Q</b>',
        'Answer 1': 42,
        'Answer 2': ' <script>x</script> ',
        'Correct answers': '1',
        'Time limit (seconds)': ' 45 ',
        'Base points': '1000',
        'Time bonus': 0,
        Explanation: ' Because. ',
      },
      {
        ...defaults,
        title: '<b>Q</b>',
        questionType: 0,
        answers: [text('42', true), text('<script>x</script>')],
        typeSpecificSettings: { randomizeOrder: false },
        timeLimit: 45,
        customPointsOptions: { basePoints: 1000, timeBonus: 0 },
        explanation: 'Because.',
      },
    ],
    [
      'image answers by number, an image, display settings as no',
      {
        Type: 'Multiple Choice',
        Question: 'Q',
        'Answer 1': 'f/a.png',
        'Answer 2': 'b',
        'Correct answers': '1',
        'Image answers': '1',
        Image: 'folder/map.png',
        'Show title with description': 'no',
        'Show title with image': false,
      },
      {
        ...defaults,
        title: 'Q',
        questionType: 0,
        answers: [{ name: 'f/a.png', type: 1, isCorrect: true }, text('b')],
        typeSpecificSettings: { randomizeOrder: false },
        mediaMode: 1,
        mediaURL: ['folder', 'map.png'],
        titlePlusDesc: false,
        titlePlusImg: false,
      },
    ],
    [
      'a video link, a description kept with its line breaks',
      {
        Type: 'Arrange',
        Question: 'Q',
        Description: 'One\nTwo',
        'Answer 1': 'a',
        'Answer 2': 'b',
        'Answer 3': 'c',
        Video: ' https://youtu.be/D8pnmwOXhoY ',
      },
      {
        ...defaults,
        title: 'Q',
        desc: 'One\nTwo',
        questionType: 4,
        answers: [
          { name: 'a', type: 0 },
          { name: 'b', type: 0 },
          { name: 'c', type: 0 },
        ],
        typeSpecificSettings: {},
        mediaMode: 2,
        mediaURL: 'https://youtu.be/D8pnmwOXhoY',
      },
    ],
  ];

  it.each(rows)('reads %s', (_name, cells, question) => {
    expect(onlyQuestion(cells)).toEqual(question);
  });
});

describe('the problems of a row', () => {
  const choice = {
    Type: 'Multiple Choice',
    Question: 'Q',
    'Answer 1': 'a',
    'Answer 2': 'b',
    'Correct answers': '1',
  } satisfies RowCells;
  const problems: [string, RowCells, number, string[]][] = [
    [
      'no correct answer',
      { ...choice, 'Correct answers': null },
      7,
      ['Row 7: a single-choice question needs one correct answer'],
    ],
    [
      'a time limit over the limit',
      { ...choice, 'Time limit (seconds)': 900 },
      12,
      ['Row 12, time limit: 900 is over 600'],
    ],
    [
      'a question over its length',
      { ...choice, Question: 'q'.repeat(230) },
      9,
      ['Row 9, question: 230 characters is over 200'],
    ],
    [
      'an answer over its length, named by its column',
      { ...choice, 'Answer 2': null, 'Answer 3': 'a'.repeat(201) },
      2,
      ['Row 2, answer 3: 201 characters is over 200'],
    ],
    [
      'a description over its length',
      { ...choice, Description: 'd'.repeat(401) },
      2,
      ['Row 2, description: 401 characters is over 400'],
    ],
    [
      'an explanation over its length',
      { ...choice, Explanation: 'e'.repeat(401) },
      2,
      ['Row 2, explanation: 401 characters is over 400'],
    ],
    [
      'an unknown type',
      { ...choice, Type: 'Essay' },
      2,
      [
        'Row 2, type: "Essay" is not a question type; write Multiple Choice, True/False, Open-ended, Multi-select or Arrange',
      ],
    ],
    [
      'no type',
      { ...choice, Type: null },
      2,
      ['Row 2, type: empty; write Multiple Choice, True/False, Open-ended, Multi-select or Arrange'],
    ],
    [
      'a correct number naming no answer',
      { ...choice, 'Correct answers': '1,5' },
      2,
      ['Row 2, correct answers: answer 5 is empty'],
    ],
    [
      'a correct answer that is not a number',
      { ...choice, 'Correct answers': 'b' },
      2,
      [
        'Row 2, correct answers: "b" is not an answer number',
        'Row 2: a single-choice question needs one correct answer',
      ],
    ],
    [
      'a time limit that is not a number',
      { ...choice, 'Time limit (seconds)': 'soon' },
      2,
      ['Row 2, time limit: "soon" is not a number'],
    ],
    [
      'a time limit that is not whole',
      { ...choice, 'Time limit (seconds)': '12.5' },
      2,
      ['Row 2, time limit: 12.5 is not a whole number'],
    ],
    [
      'negative points',
      { ...choice, 'Base points': -5, 'Time bonus': 25001 },
      2,
      ['Row 2, base points: -5 is under 0', 'Row 2, time bonus: 25001 is over 25000'],
    ],
    [
      'too few answers',
      { ...choice, 'Answer 2': null },
      2,
      ['Row 2: a single-choice question needs 2 to 12 answers, not 1'],
    ],
    [
      'too many arrange items',
      {
        Type: 'Arrange',
        Question: 'Q',
        ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`Answer ${index + 1}`, `i${index}`])),
      },
      2,
      ['Row 2: an arrange question needs 3 to 9 answers, not 10'],
    ],
    [
      // With 2, the shown order, never the correct one, would give the answer away.
      'two arrange items',
      { Type: 'Arrange', Question: 'Q', 'Answer 1': 'first', 'Answer 2': 'second' },
      2,
      ['Row 2: an arrange question needs 3 to 9 answers, not 2'],
    ],
    [
      'an open-ended question without answers',
      { Type: 'Open-ended', Question: 'Q' },
      2,
      ['Row 2: an open-ended question needs 1 to 50 accepted answers, not 0'],
    ],
    [
      'a multi-select question without a correct answer',
      { ...choice, Type: 'Multi-select', 'Correct answers': '' },
      2,
      ['Row 2: a multi-select question needs at least one correct answer'],
    ],
    [
      'a true/false question naming neither',
      { Type: 'True/False', Question: 'Q', 'Correct answers': 'maybe' },
      2,
      [
        'Row 2, correct answers: "maybe" is neither True nor False',
        'Row 2: a true/false question needs one correct answer, True or False',
      ],
    ],
    [
      'a true/false question with other answers',
      { Type: 'True/False', Question: 'Q', 'Answer 1': 'Yes', 'Answer 2': 'No', 'Correct answers': 'True' },
      2,
      ['Row 2: a true/false question has the answers True and False, or none written'],
    ],
    [
      'a setting that is neither yes nor no',
      { ...choice, 'Randomize answer order': 'sometimes' },
      2,
      ['Row 2, randomize answer order: "sometimes" is neither yes nor no'],
    ],
    [
      'an image and a video',
      { ...choice, Image: 'f/a.png', Video: 'https://youtu.be/D8pnmwOXhoY' },
      2,
      ['Row 2, video: a question has an image or a video, not both'],
    ],
    [
      'a video link without a video',
      { ...choice, Video: 'https://example.com' },
      2,
      ['Row 2, video: must be a video link with an 11-character video id'],
    ],
    [
      'an image that is not an uploaded file',
      { ...choice, Image: 'map.png' },
      2,
      ['Row 2, image: must be an image as [folder, file]: it has 1 parts, not 2'],
    ],
    [
      'every problem of a row at once',
      { ...choice, Question: 'q'.repeat(201), 'Correct answers': null, 'Time limit (seconds)': 601 },
      3,
      [
        'Row 3, question: 201 characters is over 200',
        'Row 3, time limit: 601 is over 600',
        'Row 3: a single-choice question needs one correct answer',
      ],
    ],
  ];

  it.each(problems)('names %s', (_name, cells, row, texts) => {
    const preview = previewWorkbook(sheetOf([cells], row));
    expect(preview).toEqual({
      ok: true,
      layout: 'loqi',
      quizData: null,
      questions: [],
      problems: texts.map((text) => ({
        row,
        column: expect.toSatisfy((column) => column === null || text.includes(`, ${column}:`)),
        text,
      })),
    });
  });

  it('leaves out only the rows with problems, and skips blank rows silently', () => {
    const preview = previewWorkbook(
      sheetOf([choice, {}, { ...choice, 'Time limit (seconds)': 900 }, { ...choice, Question: 'Last' }]),
    );
    expect(preview.ok && preview.questions.map(({ row, question }) => [row, question.title])).toEqual([
      [2, 'Q'],
      [5, 'Last'],
    ]);
    expect(preview.ok && preview.problems).toEqual([
      { row: 4, column: 'time limit', text: 'Row 4, time limit: 900 is over 600' },
    ]);
  });
});

describe('the Quiz sheet', () => {
  const withQuizSheet = (rows: SheetCell[][]): Workbook => ({
    sheets: [
      ...sheetOf([{ Type: 'Arrange', Question: 'Q', 'Answer 1': 'a', 'Answer 2': 'b', 'Answer 3': 'c' }])
        .sheets,
      { name: 'quiz', rows },
    ],
  });

  it('gives the quiz settings, blank and missing rows their defaults', () => {
    const preview = previewWorkbook(
      withQuizSheet([
        ['Setting', 'Value'],
        ['title', '  Planets '],
        ['Visibility', 'public'],
        ['Copy protect', 'yes'],
        ['Cover image', null],
      ]),
    );
    expect(preview.ok && preview.quizData).toEqual({
      title: 'Planets',
      desc: '',
      image: null,
      randomizeQuestionOrder: false,
      visibility: Visibility.Public,
      version: 0,
      copyProtect: true,
    });
  });

  it('names what it cannot read and takes the default instead', () => {
    const preview = previewWorkbook(
      withQuizSheet([
        ['Visibility', 'Secret'],
        ['Cover image', 'cover.png'],
        ['Version', 'two'],
      ]),
    );
    expect(preview.ok && preview.quizData).toMatchObject({
      visibility: Visibility.Unlisted,
      image: null,
      version: 0,
    });
    expect(preview.ok && preview.problems.map((problem) => problem.text)).toEqual([
      'Quiz sheet, visibility: "Secret" is not Public, Unlisted or Private',
      'Quiz sheet, version: "two" is not a number',
      'Quiz sheet, cover image: must be an uploaded file as [folder, file]: it has 1 parts, not 2',
    ]);
  });
});

describe('whole-file refusals', () => {
  it('refuses a sheet with only its header, and an empty file', () => {
    expect(previewWorkbook(sheetOf([{}, {}]))).toEqual({ ok: false, refusal: importRefusals.empty });
    expect(previewWorkbook({ sheets: [{ name: 'Sheet1', rows: [[null, ''], []] }] })).toEqual({
      ok: false,
      refusal: importRefusals.empty,
    });
    expect(previewWorkbook({ sheets: [] })).toEqual({ ok: false, refusal: importRefusals.empty });
  });

  it('refuses a spreadsheet of neither layout', () => {
    const workbook = {
      sheets: [
        {
          name: 'Sheet1',
          rows: [
            ['Name', 'Score'],
            ['Ada', 3],
          ],
        },
      ],
    };
    expect(previewWorkbook(workbook)).toEqual({ ok: false, refusal: importRefusals.unknownLayout });
  });

  it('refuses 10,000 rows at once, with their count', () => {
    const choice = {
      Type: 'Multiple Choice',
      Question: 'Q',
      'Answer 1': 'a',
      'Answer 2': 'b',
      'Correct answers': '1',
    };
    const preview = previewWorkbook(sheetOf(Array.from({ length: 10_000 }, () => choice)));
    expect(preview).toEqual({
      ok: false,
      refusal: 'This file has 10,000 questions; a quiz can have at most 500.',
    });
  });

  it('takes 500 rows', () => {
    const choice = {
      Type: 'Multiple Choice',
      Question: 'Q',
      'Answer 1': 'a',
      'Answer 2': 'b',
      'Correct answers': '1',
    };
    const preview = previewWorkbook(sheetOf(Array.from({ length: 500 }, () => choice)));
    expect(preview.ok && preview.questions.length).toBe(500);
  });
});
