// Loqi's own template: a Questions sheet with one question per row, carrying everything a Loqi question has,
// and a Quiz sheet with the quiz's settings (quizSheet.ts). Columns are found by their headings, so a
// teacher may reorder them or delete the optional ones (those after "Explanation" are for media and display).
// Exporting a quiz and importing the file gives back exactly the same quiz.
import { DEFAULT_BASE_POINTS, DEFAULT_TIME_BONUS, DEFAULT_TIME_LIMIT_SECONDS } from '../common/constants';
import { acceptedOpenAnswers, imageAnswerName, trueFalseAnswers } from '../quiz/answers';
import {
  AnswerKind,
  MediaMode,
  QUESTION_TYPES,
  QuestionType,
  questionTypeNames,
  type Question,
} from '../quiz/question';
import { ANSWER_COUNT_BOUNDS, type QuestionOf, type TypedPart } from '../quiz/questionKinds';
import type { QuizContent } from '../quiz/quiz';
import { DEFAULT_NEW_QUESTION } from '../quiz/templates';
import { choiceAnswers, filledAnswers, namedAnswers, trueOrFalse, type FilledAnswer } from './answerCells';
import { RowProblems, typeNamesInProblems } from './importProblems';
import type { SheetCell, SheetRows, Workbook, WorkbookSheet } from './quizFile';
import { quizSheet } from './quizSheet';
import { cellNumber, cellString, cellText, cellYesNo, headingKey } from './sheetCells';

export const QUESTIONS_SHEET_NAME = 'Questions';
/** Answer columns the template always has; an open-ended question with more accepted answers adds columns. */
export const TEMPLATE_ANSWER_COLUMNS = 12;

/** The Questions sheet's headings other than the answers'; problems name them in lower case. */
export const loqiHeadings = {
  type: 'Type',
  question: 'Question',
  description: 'Description',
  correct: 'Correct answers',
  timeLimit: 'Time limit (seconds)',
  basePoints: 'Base points',
  timeBonus: 'Time bonus',
  explanation: 'Explanation',
  randomizeOrder: 'Randomize answer order',
  caseSensitive: 'Case sensitive',
  imageAnswers: 'Image answers',
  image: 'Image',
  video: 'Video',
  titlePlusDesc: 'Show title with description',
  titlePlusImg: 'Show title with image',
} as const;
type LoqiField = keyof typeof loqiHeadings;

const problemColumn = (field: LoqiField) => headingKey(loqiHeadings[field]);
const answerHeading = (number: number) => `Answer ${number}`;

/** The columns before the answers and after them, in the order they are written. */
const LEADING_FIELDS: readonly LoqiField[] = ['type', 'question', 'description'];
const TRAILING_FIELDS = (Object.keys(loqiHeadings) as LoqiField[]).filter(
  (field) => !LEADING_FIELDS.includes(field),
);

/** The columns of the Questions sheet at its widest: a quiz with a question of the most answers a type takes. */
export const LOQI_TEMPLATE_MAX_COLUMNS =
  LEADING_FIELDS.length +
  Math.max(TEMPLATE_ANSWER_COLUMNS, ...QUESTION_TYPES.map((type) => ANSWER_COUNT_BOUNDS[type].max)) +
  TRAILING_FIELDS.length;

/** A row's cells that depend on the question's type. */
interface TypedCells {
  answers: string[];
  correct: string | null;
  imageAnswers: string | null;
  randomizeOrder: boolean | null;
  caseSensitive: boolean | null;
}

/** What a type's row says beyond the fields every question has. */
interface TypedRow {
  filled: FilledAnswer[];
  correct: SheetCell | undefined;
  imageAnswers: SheetCell | undefined;
  randomizeOrder: boolean;
  caseSensitive: boolean;
}

interface SheetType<T extends QuestionType> {
  /** The type's part of a candidate question; what the cells cannot say is added to `problems`. */
  read(row: TypedRow, problems: RowProblems): TypedPart<T>;
  write(question: QuestionOf<T>): TypedCells;
}

const numbersWhere = <A>(answers: readonly A[], test: (answer: A) => boolean) =>
  answers.flatMap((answer, index) => (test(answer) ? [index + 1] : [])).join(',') || null;

const choiceType = <T extends typeof QuestionType.SingleChoice | typeof QuestionType.MultiSelect>(
  questionType: T,
): SheetType<T> => ({
  read: (row, problems) =>
    ({
      questionType,
      answers: choiceAnswers(
        row.filled,
        namedAnswers(row.correct, problemColumn('correct'), row.filled, problems),
        namedAnswers(row.imageAnswers, problemColumn('imageAnswers'), row.filled, problems),
      ),
      typeSpecificSettings: { randomizeOrder: row.randomizeOrder },
    }) as TypedPart<T>,
  write: (question) => {
    const { answers, typeSpecificSettings } = question as QuestionOf<typeof QuestionType.SingleChoice>;
    return {
      answers: answers.map((answer) => answer.name),
      correct: numbersWhere(answers, (answer) => answer.isCorrect),
      imageAnswers: numbersWhere(answers, (answer) => answer.type === AnswerKind.Image),
      randomizeOrder: typeSpecificSettings.randomizeOrder,
      caseSensitive: null,
    };
  },
});

const noSettings = { randomizeOrder: null, caseSensitive: null, imageAnswers: null };

/** Each type's cells: one entry per type, so a new type is named here by the compiler. */
const sheetTypes = {
  [QuestionType.SingleChoice]: choiceType(QuestionType.SingleChoice),
  [QuestionType.MultiSelect]: choiceType(QuestionType.MultiSelect),
  [QuestionType.TrueFalse]: {
    // The answer cells may say True and False (as exported) or be blank; the correct one is named.
    read: (row, problems) => {
      const [first, second, ...more] = row.filled;
      const answersFit =
        more.length === 0 &&
        (first === undefined || (first.number === 1 && trueOrFalse(first.text) === 'True')) &&
        (second === undefined || (second.number === 2 && trueOrFalse(second.text) === 'False'));
      if (!answersFit)
        problems.add(null, 'a true/false question has the answers True and False, or none written');
      const text = cellText(row.correct);
      const correct = text === '1' ? 'True' : text === '2' ? 'False' : trueOrFalse(text);
      if (correct === null && text !== '') {
        problems.add(problemColumn('correct'), `"${text}" is neither True nor False`);
      }
      const answers =
        correct === null
          ? trueFalseAnswers().map((answer) => ({ ...answer, isCorrect: false }))
          : trueFalseAnswers(correct === 'True');
      return {
        questionType: QuestionType.TrueFalse,
        answers: answers as TypedPart<typeof QuestionType.TrueFalse>['answers'],
        typeSpecificSettings: {},
      };
    },
    write: (question) => ({
      ...noSettings,
      answers: question.answers.map((answer) => answer.name),
      correct: question.answers.find((answer) => answer.isCorrect)?.name ?? null,
    }),
  },
  [QuestionType.OpenEnded]: {
    // Every answer written is accepted.
    read: (row) => ({
      questionType: QuestionType.OpenEnded,
      answers: row.filled.map((answer) => answer.text),
      typeSpecificSettings: { caseSensitive: row.caseSensitive },
    }),
    write: (question) => ({
      ...noSettings,
      answers: acceptedOpenAnswers(question.answers),
      correct: null,
      caseSensitive: question.typeSpecificSettings.caseSensitive,
    }),
  },
  [QuestionType.Arrange]: {
    // The items are written in their correct order.
    read: (row) => ({
      questionType: QuestionType.Arrange,
      answers: row.filled.map((answer) => ({ name: answer.text, type: AnswerKind.Text })),
      typeSpecificSettings: {},
    }),
    write: (question) => ({
      ...noSettings,
      answers: question.answers.map((answer) => answer.name),
      correct: null,
    }),
  },
} satisfies { [T in QuestionType]: SheetType<T> };

/** A type's cells for a question of that type (the table's own type is checked above). */
const typeSheet = (type: QuestionType) => sheetTypes[type] as unknown as SheetType<QuestionType>;

/** The type a Type cell names: its name as Loqi shows it or as problems say it, in any case and spacing. */
const typeKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const typesByKey = new Map<string, QuestionType>(
  QUESTION_TYPES.flatMap((type) => [
    [typeKey(questionTypeNames[type]), type],
    [typeKey(typeNamesInProblems[type]), type],
  ]),
);
const TYPE_CHOICES = `write ${QUESTION_TYPES.slice(0, -1)
  .map((type) => questionTypeNames[type])
  .join(', ')} or ${questionTypeNames[QuestionType.Arrange]}`;

/** Where each heading is in a sheet's header row. */
export interface LoqiColumns {
  fields: Partial<Record<LoqiField, number>>;
  answers: { number: number; column: number }[];
}

const fieldsByKey = new Map(
  (Object.keys(loqiHeadings) as LoqiField[]).map((field) => [problemColumn(field), field]),
);

/** The columns of a header row of Loqi's template, or null when the row is not one (Type, Question, Answer 1). */
export function loqiColumns(header: readonly SheetCell[]): LoqiColumns | null {
  const columns: LoqiColumns = { fields: {}, answers: [] };
  header.forEach((cell, column) => {
    const key = headingKey(cell);
    const field = fieldsByKey.get(key);
    const answer = /^answer (\d+)$/.exec(key);
    if (field !== undefined && columns.fields[field] === undefined) columns.fields[field] = column;
    else if (answer) columns.answers.push({ number: Number(answer[1]), column });
  });
  columns.answers.sort((a, b) => a.number - b.number);
  const { type, question } = columns.fields;
  return type !== undefined && question !== undefined && columns.answers.some(({ number }) => number === 1)
    ? columns
    : null;
}

/** A candidate question from a row of Loqi's template (not validated yet), or null when its type is unknown. */
export function readLoqiRow(
  row: readonly SheetCell[],
  columns: LoqiColumns,
  problems: RowProblems,
): { candidate: Partial<Question>; answerColumn: (index: number) => string } | null {
  const cell = (field: LoqiField) => {
    const column = columns.fields[field];
    return column === undefined ? undefined : row[column];
  };
  const typeText = cellText(cell('type'));
  const type = typesByKey.get(typeKey(typeText));
  if (type === undefined) {
    problems.add(
      problemColumn('type'),
      typeText === '' ? `empty; ${TYPE_CHOICES}` : `"${typeText}" is not a question type; ${TYPE_CHOICES}`,
    );
    return null;
  }
  const number = (field: LoqiField, fallback: number) => {
    const read = cellNumber(cell(field));
    if ('reason' in read) problems.add(problemColumn(field), read.reason);
    return 'value' in read && read.value !== null ? read.value : fallback;
  };
  const yesNo = (field: LoqiField, fallback: boolean) => {
    const read = cellYesNo(cell(field));
    if ('reason' in read) problems.add(problemColumn(field), read.reason);
    return 'value' in read && read.value !== null ? read.value : fallback;
  };
  const image = cellText(cell('image'));
  const video = cellText(cell('video'));
  if (image !== '' && video !== '')
    problems.add(problemColumn('video'), 'a question has an image or a video, not both');
  const media =
    image !== ''
      ? { mediaMode: MediaMode.Image, mediaURL: image.split('/') as [string, string] }
      : video !== ''
        ? { mediaMode: MediaMode.Video, mediaURL: video }
        : { mediaMode: MediaMode.None, mediaURL: '' };
  const filled = filledAnswers(row, columns.answers);
  const typed = typeSheet(type).read(
    {
      filled,
      correct: cell('correct'),
      imageAnswers: cell('imageAnswers'),
      randomizeOrder: yesNo('randomizeOrder', DEFAULT_NEW_QUESTION.randomizeOrder),
      caseSensitive: yesNo('caseSensitive', false),
    },
    problems,
  );
  const explanation = cellText(cell('explanation'));
  const candidate: Partial<Question> = {
    title: cellText(cell('question')),
    desc: cellString(cell('description')),
    ...media,
    timeLimit: number('timeLimit', DEFAULT_TIME_LIMIT_SECONDS),
    customPointsOptions: {
      basePoints: number('basePoints', DEFAULT_BASE_POINTS),
      timeBonus: number('timeBonus', DEFAULT_TIME_BONUS),
    },
    titlePlusDesc: yesNo('titlePlusDesc', DEFAULT_NEW_QUESTION.titlePlusDesc),
    titlePlusImg: yesNo('titlePlusImg', DEFAULT_NEW_QUESTION.titlePlusImg),
    ...typed,
    ...(explanation === '' ? {} : { explanation }),
  } as Partial<Question>;
  const answerColumn = (index: number) =>
    `answer ${type === QuestionType.TrueFalse ? index + 1 : (filled[index]?.number ?? index + 1)}`;
  return { candidate, answerColumn };
}

/** A question's row, its cells in the sheet's column order. */
function questionRow(question: Question, answerColumnCount: number): SheetCell[] {
  const typed = typeSheet(question.questionType).write(question);
  const fieldCells: Record<LoqiField, SheetCell> = {
    type: questionTypeNames[question.questionType],
    question: question.title,
    description: question.desc || null,
    correct: typed.correct,
    timeLimit: question.timeLimit,
    basePoints: question.customPointsOptions.basePoints,
    timeBonus: question.customPointsOptions.timeBonus,
    explanation: question.explanation ?? null,
    randomizeOrder: typed.randomizeOrder,
    caseSensitive: typed.caseSensitive,
    imageAnswers: typed.imageAnswers,
    image:
      question.mediaMode === MediaMode.Image ? imageAnswerName(question.mediaURL as [string, string]) : null,
    video: question.mediaMode === MediaMode.Video ? (question.mediaURL as string) : null,
    titlePlusDesc: question.titlePlusDesc,
    titlePlusImg: question.titlePlusImg,
  };
  const answers = Array.from({ length: answerColumnCount }, (_, index) => typed.answers[index] ?? null);
  return [
    ...LEADING_FIELDS.map((field) => fieldCells[field]),
    ...answers,
    ...TRAILING_FIELDS.map((field) => fieldCells[field]),
  ];
}

const answerCount = (question: Question) =>
  question.questionType === QuestionType.OpenEnded
    ? acceptedOpenAnswers(question.answers).length
    : question.answers.length;

/** The Questions sheet of a list of questions. */
function questionsSheet(questions: readonly Question[]): WorkbookSheet {
  const answerColumnCount = Math.max(TEMPLATE_ANSWER_COLUMNS, ...questions.map(answerCount));
  const header = [
    ...LEADING_FIELDS.map((field) => loqiHeadings[field]),
    ...Array.from({ length: answerColumnCount }, (_, index) => answerHeading(index + 1)),
    ...TRAILING_FIELDS.map((field) => loqiHeadings[field]),
  ];
  const rows: SheetRows = [header, ...questions.map((question) => questionRow(question, answerColumnCount))];
  return {
    name: QUESTIONS_SHEET_NAME,
    rows,
    headerRow: 1,
    columnWidths: header.map((heading) =>
      heading === loqiHeadings.question ? 48 : heading.startsWith('Answer') ? 20 : 16,
    ),
  };
}

/** A quiz as Loqi's template: its questions, then its settings. */
export function quizWorkbook(content: QuizContent): Workbook {
  return { sheets: [questionsSheet(content.questions), quizSheet(content.data)] };
}
