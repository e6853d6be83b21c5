// A file's problems as the import preview shows them: by row (or question) and column, with readable reasons.
// A row becomes a candidate question that quizValidation's questionSchema checks, so a file obeys exactly the
// limits a saved quiz does; zod's issues are translated here into the file's column names.
import type { z } from 'zod';
import { acceptedOpenAnswers } from '../quiz/answers';
import { MediaMode, QuestionType, type Question } from '../quiz/question';
import { ANSWER_COUNT_BOUNDS } from '../quiz/questionKinds';
import type { QuizData } from '../quiz/quiz';
import { newQuiz } from '../quiz/templates';
import { questionSchema, quizDataSchema } from '../validation/quizValidation';
import { importProblemText, type ImportProblem } from './quizFile';

/** How problem texts name each question type: "Row 7: a single-choice question needs one correct answer". */
export const typeNamesInProblems = {
  [QuestionType.SingleChoice]: 'single-choice',
  [QuestionType.TrueFalse]: 'true/false',
  [QuestionType.OpenEnded]: 'open-ended',
  [QuestionType.MultiSelect]: 'multi-select',
  [QuestionType.Arrange]: 'arrange',
} satisfies { [T in QuestionType]: string };

const aQuestionOf = (type: QuestionType) => {
  const name = typeNamesInProblems[type];
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} question`;
};

/** Why a type's correct answers are missing. */
const correctAnswerNeeded = {
  [QuestionType.SingleChoice]: 'needs one correct answer',
  [QuestionType.TrueFalse]: 'needs one correct answer, True or False',
  [QuestionType.OpenEnded]: 'needs an accepted answer',
  [QuestionType.MultiSelect]: 'needs at least one correct answer',
  [QuestionType.Arrange]: 'needs its items in the correct order',
} satisfies { [T in QuestionType]: string };

/** The problems of one row (or JSON question), each text made once. */
export class RowProblems {
  readonly list: ImportProblem[] = [];

  constructor(
    readonly row: number,
    private readonly unit: 'Row' | 'Question' = 'Row',
  ) {}

  add(column: string | null, reason: string): void {
    const text = importProblemText(this.row, column, reason, this.unit);
    if (!this.list.some((problem) => problem.text === text)) this.list.push({ row: this.row, column, text });
  }
}

/** The column named in problems about a question field, by its path in the question. */
function columnOf(
  path: readonly PropertyKey[],
  candidate: Partial<Question>,
  answerColumn: (index: number) => string,
) {
  const [field, inner] = path;
  switch (field) {
    case 'title':
      return 'question';
    case 'desc':
      return 'description';
    case 'timeLimit':
      return 'time limit';
    case 'customPointsOptions':
      return inner === 'timeBonus' ? 'time bonus' : 'base points';
    case 'explanation':
      return 'explanation';
    case 'mediaURL':
      return candidate.mediaMode === MediaMode.Video ? 'video' : 'image';
    case 'answers':
      return typeof inner === 'number' ? answerColumn(inner) : null;
    case 'questionType':
      return 'type';
    case 'typeSpecificSettings':
      return inner === 'caseSensitive' ? 'case sensitive' : 'randomize answer order';
    case 'titlePlusDesc':
      return 'show title with description';
    case 'titlePlusImg':
      return 'show title with image';
    default:
      return path.length === 0 ? null : path.join('.');
  }
}

/** Why a question's answer list is refused, said by the question's type; null when it cannot be told. */
function answerListReason(candidate: Partial<Question>): string | null {
  const { questionType: type, answers } = candidate;
  if (type === undefined || !(type in ANSWER_COUNT_BOUNDS) || !Array.isArray(answers)) return null;
  const { min, max } = ANSWER_COUNT_BOUNDS[type];
  const open = type === QuestionType.OpenEnded;
  const count = open ? acceptedOpenAnswers(answers as string[]).length : answers.length;
  if (count < min || count > max) {
    return `${aQuestionOf(type)} needs ${min} to ${max} ${open ? 'accepted answers' : 'answers'}, not ${count}`;
  }
  return `${aQuestionOf(type)} ${correctAnswerNeeded[type]}`;
}

const valueAt = (candidate: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    candidate,
  );

/** An issue's reason in the file's words: "900 is over 600", "230 characters is over 200". */
function issueReason(issue: z.core.$ZodIssue, candidate: Partial<Question>): string {
  if (issue.path.length === 1 && issue.path[0] === 'answers')
    return answerListReason(candidate) ?? issue.message;
  const value = valueAt(candidate, issue.path);
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const length = /(\d+) characters/.exec(issue.message)?.[1];
    return length === undefined ? issue.message : `${length} characters is over ${issue.maximum}`;
  }
  if (typeof value !== 'number') return issue.message;
  if (issue.code === 'too_big') return `${value} is over ${issue.maximum}`;
  if (issue.code === 'too_small') return `${value} is under ${issue.minimum}`;
  if (issue.code === 'invalid_type') return `${value} is not a whole number`;
  return issue.message;
}

/**
 * The candidate as the quiz it would be saved in holds it, or its problems added to `problems`.
 * `answerColumn` names the column of the candidate's answer at an index ("answer 3").
 */
export function validatedQuestion(
  candidate: Partial<Question>,
  problems: RowProblems,
  answerColumn: (index: number) => string,
): Question | null {
  const parsed = questionSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.add(columnOf(issue.path, candidate, answerColumn), issueReason(issue, candidate));
  }
  return null;
}

/** How problems name the quiz's own settings (the Quiz sheet's labels, lower case). */
export const quizDataFieldNames = {
  title: 'title',
  desc: 'description',
  visibility: 'visibility',
  randomizeQuestionOrder: 'randomize question order',
  copyProtect: 'copy protect',
  image: 'cover image',
  version: 'version',
} satisfies { [F in keyof QuizData]: string };

const isQuizDataField = (key: PropertyKey): key is keyof QuizData => key in quizDataFieldNames;

/**
 * The quiz's settings from a file: each field that quizDataSchema refuses is a problem ("Quiz sheet,
 * visibility: …", `where` naming the place) and takes its default instead.
 */
export function validatedQuizData(
  candidate: Partial<Record<keyof QuizData, unknown>>,
  where: string,
  problems: ImportProblem[],
): QuizData {
  const defaults = newQuiz().data;
  const fields: Record<string, unknown> = { ...defaults, ...candidate };
  const parsed = quizDataSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    const name = field !== undefined && isQuizDataField(field) ? quizDataFieldNames[field] : null;
    const text = importProblemText(
      null,
      null,
      `${where}${name === null ? '' : `, ${name}`}: ${issue.message}`,
    );
    problems.push({ row: null, column: name, text });
    if (field !== undefined && isQuizDataField(field)) fields[field] = defaults[field];
    else return defaults;
  }
  return quizDataSchema.safeParse(fields).data ?? defaults;
}
