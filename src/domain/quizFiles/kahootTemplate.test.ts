// Kahoot's template, as built here from its published layout: instructions in rows 1-7, headings in row 8,
// questions from row 9, column A the number, B the question, C-F answers 1-4, G the time limit, H the correct
// answers' numbers.
import { describe, expect, it } from 'vitest';
import { MediaMode, QuestionType, type Question } from '../quiz/question';
import { KAHOOT_HEADER_ROW, kahootHeadings, kahootTemplateWorkbook } from './kahootTemplate';
import { importRefusals, type SheetCell, type Workbook } from './quizFile';
import { previewWorkbook } from './workbookPreview';

const INSTRUCTIONS: SheetCell[][] = [
  [],
  [null, 'Quiz template'],
  [null, 'Add questions, at least two answers, a time limit and the correct answers.'],
  [null, 'If several answers are correct, separate them with a comma.'],
  [null, 'See an example question below.'],
  [null, 'Export to .xlsx before you upload.'],
  [],
];

/** A Kahoot file: its instruction rows (unless deleted), the headings, then these question rows. */
function kahootFile(rows: SheetCell[][], { instructions = true } = {}): Workbook {
  return {
    sheets: [{ name: 'Sheet1', rows: [...(instructions ? INSTRUCTIONS : []), [...kahootHeadings], ...rows] }],
  };
}

const base = {
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  timeLimit: 30,
  customPointsOptions: { basePoints: 750, timeBonus: 250 },
  titlePlusDesc: true,
  titlePlusImg: true,
};
const text = (name: string, isCorrect = false) => ({ name, type: 0 as const, isCorrect });
const single = (title: string, answers: Question['answers'], timeLimit = 30): Question =>
  ({
    ...base,
    title,
    timeLimit,
    questionType: QuestionType.SingleChoice,
    answers,
    typeSpecificSettings: { randomizeOrder: false },
  }) as Question;

describe("a row of Kahoot's template", () => {
  const rows: [string, SheetCell[], Question][] = [
    [
      'one correct answer',
      [1, 'Capital?', 'Lima', 'Oslo', 'Rome', 'Bern', 20, 2],
      single('Capital?', [text('Lima'), text('Oslo', true), text('Rome'), text('Bern')], 20),
    ],
    [
      '"1,3": a single-choice question with two correct options',
      [1, 'Even?', '2', '3', '4', null, 30, '1,3'],
      single('Even?', [text('2', true), text('3'), text('4', true)]),
    ],
    [
      '" 2 " and a time limit as text',
      ['1', 'Q', 'a', 'b', null, null, ' 10 ', ' 2 '],
      single('Q', [text('a'), text('b', true)], 10),
    ],
    [
      '"1;3" read like "1,3"',
      [1, 'Q', 'a', 'b', 'c', null, 30, '1;3'],
      single('Q', [text('a', true), text('b'), text('c', true)]),
    ],
    [
      'a blank answer between filled ones: answer 3 is still column E',
      [1, 'Q', 'a', null, 'c', 'd', 30, '3'],
      single('Q', [text('a'), text('c', true), text('d')]),
    ],
    [
      'numbers as answers, a blank time limit',
      [1, 'Q', 42, 7.5, null, null, null, 1],
      single('Q', [text('42', true), text('7.5')]),
    ],
    [
      'True and False: a true/false question',
      [1, 'Sky is green', 'true', 'FALSE', null, null, 20, '2'],
      {
        ...base,
        title: 'Sky is green',
        timeLimit: 20,
        questionType: 1,
        answers: [
          { name: 'True', isCorrect: false },
          { name: 'False', isCorrect: true },
        ],
        typeSpecificSettings: {},
      },
    ],
    [
      'False then True, typed as booleans',
      [1, 'Q', false, true, null, null, 20, '2'],
      {
        ...base,
        title: 'Q',
        timeLimit: 20,
        questionType: 1,
        answers: [
          { name: 'True', isCorrect: true },
          { name: 'False', isCorrect: false },
        ],
        typeSpecificSettings: {},
      },
    ],
    [
      'True and False both correct: a single-choice question',
      [1, 'Q', 'True', 'False', null, null, 30, '1,2'],
      single('Q', [text('True', true), text('False', true)]),
    ],
    [
      'HTML kept as text',
      [1, '<img src=x onerror=alert(1)>', '<b>a</b>', 'b', null, null, 30, 1],
      single('<img src=x onerror=alert(1)>', [text('<b>a</b>', true), text('b')]),
    ],
  ];

  it.each(rows)('reads %s', (_name, row, question) => {
    expect(previewWorkbook(kahootFile([row]))).toEqual({
      ok: true,
      layout: 'kahoot',
      quizData: null,
      questions: [{ row: 9, question }],
      problems: [],
    });
  });

  it('reads the file when the instruction rows were deleted, and skips blank and numbered-only rows', () => {
    const preview = previewWorkbook(
      kahootFile(
        [
          [1, 'Q', 'a', 'b', null, null, 20, 1],
          [],
          [2],
          [3, null, null],
          [4, 'R', 'a', 'b', null, null, 20, 2],
        ],
        { instructions: false },
      ),
    );
    expect(preview.ok && preview.questions.map(({ row, question }) => [row, question.title])).toEqual([
      [2, 'Q'],
      [6, 'R'],
    ]);
    expect(preview.ok && preview.problems).toEqual([]);
  });

  it('reads headings that differ in case and wording, without the number column', () => {
    const workbook = {
      sheets: [
        {
          name: 'Sheet1',
          rows: [
            ['QUESTION', 'answer 1', 'Answer 2', 'Time limit', 'Correct answer'],
            ['Q', 'a', 'b', 5, 2],
          ],
        },
      ],
    };
    expect(previewWorkbook(workbook)).toMatchObject({
      ok: true,
      layout: 'kahoot',
      questions: [{ row: 2, question: single('Q', [text('a'), text('b', true)], 5) }],
    });
  });

  it("names each problem by row and column, with Loqi's limits", () => {
    const preview = previewWorkbook(
      kahootFile([
        [1, 'No correct', 'a', 'b', null, null, 20, null],
        [2, 'Too long', 'a', 'b', null, null, 900, 1],
        [3, 'Missing answer', 'a', 'b', null, null, 20, '1,4'],
        [4, 'One answer', 'a', null, null, null, 20, 1],
        [5, 'q'.repeat(150), 'a'.repeat(100), 'b', null, null, 'later', 1],
      ]),
    );
    expect(preview.ok && preview.problems.map((problem) => problem.text)).toEqual([
      'Row 9: a single-choice question needs one correct answer',
      'Row 10, time limit: 900 is over 600',
      'Row 11, correct answers: answer 4 is empty',
      'Row 12: a single-choice question needs 2 to 12 answers, not 1',
      'Row 13, time limit: "later" is not a number',
    ]);
    expect(preview.ok && preview.questions).toEqual([]);
  });

  it('refuses a template without questions', () => {
    expect(previewWorkbook(kahootFile([[1], [2], [3]]))).toEqual({
      ok: false,
      refusal: importRefusals.empty,
    });
  });
});

describe("Kahoot's template to download", () => {
  it('has the headings in row 8 and an example question in row 9 that imports', () => {
    const [sheet] = kahootTemplateWorkbook().sheets;
    expect(sheet?.headerRow).toBe(KAHOOT_HEADER_ROW);
    expect(sheet?.rows[KAHOOT_HEADER_ROW - 1]).toEqual([...kahootHeadings]);
    const preview = previewWorkbook(kahootTemplateWorkbook());
    expect(preview).toMatchObject({ ok: true, layout: 'kahoot', problems: [], questions: [{ row: 9 }] });
  });
});
