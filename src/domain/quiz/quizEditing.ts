// The editor's quiz-level changes (SPEC §4, §5): questions added from the user's template, deleted, moved
// and replaced, the quiz's settings typed, and the quiz as it is sent to addQuiz and setQuiz. Each takes a
// quiz and gives a new one; nothing here changes what it is given.
import { QUESTION_COUNT_MAX, TITLE_MAX_LENGTH } from '../common/constants';
import { singleLineText } from '../common/inputs';
import { screenTexts } from '../common/messages';
import { clampBasePoints, clampTimeBonus } from './points';
import { MediaMode, type Question } from './question';
import { kindOf } from './questionKinds';
import type { QuizContent, QuizData } from './quiz';
import {
  canAddQuestion,
  canDeleteQuestion,
  clampTimeLimit,
  descriptionOrCut,
  editedCopyData,
  explanationPart,
  titleOrDefault,
} from './quizRules';
import { DEFAULT_NEW_QUESTION, DEFAULT_NEW_QUIZ, newQuestion, newQuiz } from './templates';
import type { NewQuestionTemplate, NewQuizTemplate } from '../account/user';

/**
 * A new question from the user's template. The settings let each part of the template's points reach
 * 100000, but a question holds at most 75000 base points and 25000 time bonus, so they are capped here:
 * the editor never holds a question the server would refuse. The default title "Untitled question" is left
 * empty, for the editor to show as a placeholder (a title of the author's own template is kept); saving
 * gives an empty title the default (contentForSave).
 */
export function questionFromTemplate(template: NewQuestionTemplate = DEFAULT_NEW_QUESTION): Question {
  const question = newQuestion(template);
  const { basePoints, timeBonus } = question.customPointsOptions;
  return {
    ...question,
    title:
      titleOrDefault(question.title, screenTexts.untitledQuestion) === screenTexts.untitledQuestion
        ? ''
        : question.title,
    timeLimit: clampTimeLimit(question.timeLimit),
    customPointsOptions: { basePoints: clampBasePoints(basePoints), timeBonus: clampTimeBonus(timeBonus) },
  };
}

/** The quiz the editor starts with at /editor: the user's quiz template, holding one templated question. */
export function newEditedQuiz(
  quizTemplate: NewQuizTemplate = DEFAULT_NEW_QUIZ,
  questionTemplate: NewQuestionTemplate = DEFAULT_NEW_QUESTION,
): QuizContent {
  return { ...newQuiz(quizTemplate, questionTemplate), questions: [questionFromTemplate(questionTemplate)] };
}

/**
 * Adds a question from the template after the question at `after`, or at the end when `after` is null
 * (the quiz settings are shown). A quiz already holding 500 questions is given back unchanged.
 */
export function addQuestion(
  content: QuizContent,
  after: number | null,
  template: NewQuestionTemplate = DEFAULT_NEW_QUESTION,
): QuizContent {
  if (!canAddQuestion(content.questions.length)) return content;
  const questions = [...content.questions];
  questions.splice(addedQuestionIndex(content, after), 0, questionFromTemplate(template));
  return { ...content, questions };
}

/** Where a question added after `after` lands (see addQuestion). */
export function addedQuestionIndex(content: QuizContent, after: number | null): number {
  return after === null ? content.questions.length : Math.min(after + 1, content.questions.length);
}

/**
 * Adds imported questions after the last one. Nothing is added when there are none, or when the
 * quiz would then hold more than 500 questions: the import dialog refuses such an import with its reason.
 */
export function appendQuestions(content: QuizContent, questions: readonly Question[]): QuizContent {
  if (questions.length === 0 || content.questions.length + questions.length > QUESTION_COUNT_MAX)
    return content;
  return { ...content, questions: [...content.questions, ...questions] };
}

/** Deletes the question at `index`; the last question is never deleted (SPEC §5). */
export function deleteQuestion(content: QuizContent, index: number): QuizContent {
  if (!canDeleteQuestion(content.questions.length) || !(index in content.questions)) return content;
  return { ...content, questions: content.questions.filter((_, at) => at !== index) };
}

/** Moves the question at `from` to `to`, the others keeping their order; out-of-range moves change nothing. */
export function moveQuestion(content: QuizContent, from: number, to: number): QuizContent {
  const { questions } = content;
  if (from === to || !(from in questions) || !(to in questions)) return content;
  const next = [...questions];
  const [moved] = next.splice(from, 1) as [Question];
  next.splice(to, 0, moved);
  return { ...content, questions: next };
}

export function replaceQuestion(content: QuizContent, index: number, question: Question): QuizContent {
  if (!(index in content.questions)) return content;
  return { ...content, questions: content.questions.map((old, at) => (at === index ? question : old)) };
}

/**
 * The quiz settings as they are typed: the title stays on one line within 200 characters and the
 * description within 400. Spaces are kept while typing; settleQuizTitle applies the blur rule.
 */
export function updateQuizData(content: QuizContent, changes: Partial<QuizData>): QuizContent {
  const data = { ...content.data, ...changes };
  if (changes.title !== undefined) data.title = singleLineText(changes.title, TITLE_MAX_LENGTH);
  if (changes.desc !== undefined) data.desc = descriptionOrCut(changes.desc);
  return { ...content, data };
}

/** The quiz title as kept when its field loses focus: trimmed, and "Untitled Loqi" when blank. */
export function settleQuizTitle(content: QuizContent): QuizContent {
  const title = titleOrDefault(content.data.title, screenTexts.untitledQuiz);
  return title === content.data.title ? content : { ...content, data: { ...content.data, title } };
}

/** The edited copy of another user's quiz (SPEC §4): credited to its owner, saved as a new quiz. */
export function editedCopy(content: QuizContent, ownerUsername: string | null): QuizContent {
  return { ...content, data: editedCopyData(content.data, ownerUsername) };
}

/** A question's media as sent: nothing for none, the image's pair, the video link trimmed. */
function mediaForSave(question: Question): Question['mediaURL'] {
  const { mediaMode, mediaURL } = question;
  if (mediaMode === MediaMode.None) return '';
  if (typeof mediaURL === 'string') return mediaURL.trim();
  return [mediaURL[0], mediaURL[1]];
}

/**
 * A question as sent: exactly the fields its type has (a key the server does not know is refused), with
 * the blur rules applied to every text and every number within its limits.
 */
function questionForSave(question: Question): Question {
  const { basePoints, timeBonus } = question.customPointsOptions;
  const common = {
    title: titleOrDefault(question.title, screenTexts.untitledQuestion),
    desc: descriptionOrCut(question.desc),
    mediaMode: question.mediaMode,
    mediaURL: mediaForSave(question),
    timeLimit: clampTimeLimit(question.timeLimit),
    customPointsOptions: { basePoints: clampBasePoints(basePoints), timeBonus: clampTimeBonus(timeBonus) },
    titlePlusDesc: question.titlePlusDesc,
    titlePlusImg: question.titlePlusImg,
    ...explanationPart(question.explanation),
  };
  return { ...common, ...kindOf(question).partForSave(question) };
}

/**
 * The quiz as the editor sends it to addQuiz or setQuiz: normalised as quizContentSchema normalises it
 * (titles settled, answers trimmed, open-ended lists ending in one empty slot, no media link without
 * media), so the server stores exactly what was sent and the editor can keep it as saved.
 */
export function contentForSave(content: QuizContent): QuizContent {
  const { data } = content;
  return {
    data: {
      title: titleOrDefault(data.title, screenTexts.untitledQuiz),
      desc: descriptionOrCut(data.desc),
      image: data.image && [data.image[0], data.image[1]],
      randomizeQuestionOrder: data.randomizeQuestionOrder,
      visibility: data.visibility,
      version: data.version,
      copyProtect: data.copyProtect,
    },
    questions: content.questions.map(questionForSave),
  };
}
