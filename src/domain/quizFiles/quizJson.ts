// Loqi's JSON quiz file: { format, version, quiz } with the quiz as Loqi stores it. Reading checks each
// question on its own ("Question 3, time limit: …"), so one bad question does not lose the others.
import { QUESTION_COUNT_MAX } from '../common/constants';
import type { Question } from '../quiz/question';
import type { QuizContent, QuizData } from '../quiz/quiz';
import { quizDataFieldNames, RowProblems, validatedQuestion, validatedQuizData } from './importProblems';
import {
  importRefusals,
  QUIZ_FILE_FORMAT,
  QUIZ_FILE_VERSION,
  type ImportPreview,
  type ImportProblem,
  type ImportedQuestion,
} from './quizFile';

/** A quiz as Loqi's JSON quiz file, pretty-printed. */
export function quizJson(content: QuizContent): string {
  return `${JSON.stringify({ format: QUIZ_FILE_FORMAT, version: QUIZ_FILE_VERSION, quiz: content }, null, 2)}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const PROBLEM_PLACE = 'Quiz settings';

/** The quiz's settings from the file: its known fields, each checked (a bad one is a problem and its default). */
function fileQuizData(data: unknown, problems: ImportProblem[]): QuizData {
  const fields = isRecord(data) ? data : {};
  const candidate = Object.fromEntries(
    Object.keys(quizDataFieldNames)
      .filter((field) => field in fields)
      .map((field) => [field, fields[field]]),
  );
  return validatedQuizData(candidate, PROBLEM_PLACE, problems);
}

/** What importing a JSON quiz file would do. */
export function previewQuizJson(text: string): ImportPreview {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, refusal: importRefusals.notReadable };
  }
  if (!isRecord(file) || file.format !== QUIZ_FILE_FORMAT || !isRecord(file.quiz)) {
    return { ok: false, refusal: importRefusals.notQuizFile };
  }
  const { version, quiz } = file;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, refusal: importRefusals.notQuizFile };
  }
  if (version > QUIZ_FILE_VERSION) return { ok: false, refusal: importRefusals.newerQuizFile(version) };
  if (!Array.isArray(quiz.questions)) return { ok: false, refusal: importRefusals.notQuizFile };
  const candidates: unknown[] = quiz.questions;
  if (candidates.length === 0) return { ok: false, refusal: importRefusals.empty };
  if (candidates.length > QUESTION_COUNT_MAX) {
    return { ok: false, refusal: importRefusals.tooManyQuestions(candidates.length) };
  }
  const problems: ImportProblem[] = [];
  const quizData = fileQuizData(quiz.data, problems);
  const questions: ImportedQuestion[] = [];
  candidates.forEach((candidate, index) => {
    const rowProblems = new RowProblems(index + 1, 'Question');
    const question = validatedQuestion(
      (isRecord(candidate) ? candidate : {}) as Partial<Question>,
      rowProblems,
      (answer) => `answer ${answer + 1}`,
    );
    if (question) questions.push({ row: index + 1, question });
    problems.push(...rowProblems.list);
  });
  return { ok: true, layout: 'json', quizData, questions, problems };
}
