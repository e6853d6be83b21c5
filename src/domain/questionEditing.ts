// The editor's changes to one question (SPEC §4 and §5), as pure question → question functions. Each keeps
// the limits of SPEC §5 and ANSWER_COUNT_BOUNDS, so what the editor holds is always a question the server
// accepts (quizContentSchema) once it has a correct answer. A change the rules do not allow (a third answer
// for true/false, deleting below the minimum, a link without a video id) returns the question unchanged.
//
// Typing and leaving a field are separate steps, as in the editor: `set…` keeps what is typed (one line,
// cut to the limit), and `commit…` applies the blur rules (trimmed, default title, empty alternates removed).
import {
  acceptedOpenAnswers,
  ANSWER_COUNT_BOUNDS,
  blankArrangeAnswer,
  blankChoiceAnswer,
  canAddAnswer,
  canDeleteAnswer,
  imageAnswerName,
  trueFalseAnswers,
  withOpenEndedSlot,
} from './answers';
import { ANSWER_MAX_LENGTH, TITLE_MAX_LENGTH } from './constants';
import { singleLineText } from './inputs';
import { screenTexts } from './messages';
import { clampBasePoints, clampTimeBonus, splitTotalPoints } from './points';
import {
  AnswerKind,
  MediaMode,
  QuestionType,
  type ChoiceAnswer,
  type OpenEndedQuestion,
  type Question,
  type StoragePath,
} from './question';
import { answerText, clampTimeLimit, descriptionOrCut, titleOrDefault } from './quizRules';
import { VIDEO_LINK_MAX_LENGTH } from './quizValidation';
import { extractVideoId } from './video';

// Title and description

/** The title as typed: one line, at most 200 characters. */
export function setTitle(question: Question, text: string): Question {
  return { ...question, title: singleLineText(text, TITLE_MAX_LENGTH) };
}

/** The title when its field loses focus: trimmed, "Untitled question" when empty. */
export function commitTitle(question: Question): Question {
  return { ...question, title: titleOrDefault(question.title, screenTexts.untitledQuestion) };
}

/** The description as typed: at most 400 characters, line breaks kept. */
export function setDescription(question: Question, text: string): Question {
  return { ...question, desc: descriptionOrCut(text) };
}

// Answers

/** An answer's text as typed: one line, at most 200 characters; trimmed only on blur. */
const typedAnswer = (text: string) => singleLineText(text, ANSWER_MAX_LENGTH);

/**
 * The open-ended entries being edited: the answers without the trailing empty slot. An entry may be empty
 * while it is being retyped; it is removed when its field loses focus.
 */
function openEndedEntries(answers: readonly string[]): string[] {
  return answers.at(-1) === '' ? answers.slice(0, -1) : [...answers];
}

/**
 * How many answers a question has, counted as ANSWER_COUNT_BOUNDS counts them: for open-ended, the accepted
 * answers without the empty slot.
 */
export function answerCount(question: Question): number {
  return question.questionType === QuestionType.OpenEnded
    ? acceptedOpenAnswers(question.answers).length
    : question.answers.length;
}

/**
 * Whether the question has what the server requires to be correct: a correct option (single choice,
 * multi-select) or an accepted answer (open-ended). True/false always has exactly one; arrange is correct
 * by its order.
 */
export function hasCorrectAnswer(question: Question): boolean {
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return question.answers.some((answer) => answer.isCorrect);
    case QuestionType.OpenEnded:
      return acceptedOpenAnswers(question.answers).length > 0;
    default:
      return true;
  }
}

const inRange = (index: number, length: number) => Number.isInteger(index) && index >= 0 && index < length;

function updateChoice(
  question: Question,
  index: number,
  update: (answer: ChoiceAnswer) => ChoiceAnswer,
): Question {
  if (
    question.questionType !== QuestionType.SingleChoice &&
    question.questionType !== QuestionType.MultiSelect
  ) {
    return question;
  }
  if (!inRange(index, question.answers.length)) return question;
  const answers = question.answers.map((answer, at) => (at === index ? update(answer) : answer));
  return { ...question, answers };
}

/**
 * The text of option or item `index` as typed (single choice, multi-select, arrange). An image option
 * becomes a text option.
 */
export function setAnswerText(question: Question, index: number, text: string): Question {
  if (question.questionType === QuestionType.Arrange) {
    if (!inRange(index, question.answers.length)) return question;
    const answers = question.answers.map((answer, at) =>
      at === index ? { ...answer, name: typedAnswer(text) } : answer,
    );
    return { ...question, answers };
  }
  return updateChoice(question, index, (answer) => ({
    ...answer,
    name: typedAnswer(text),
    type: AnswerKind.Text,
  }));
}

/** The text of option or item `index` when its field loses focus: trimmed. Image options are kept. */
export function commitAnswerText(question: Question, index: number): Question {
  if (question.questionType === QuestionType.Arrange) {
    if (!inRange(index, question.answers.length)) return question;
    const answers = question.answers.map((answer, at) =>
      at === index ? { ...answer, name: answerText(answer.name) } : answer,
    );
    return { ...question, answers };
  }
  return updateChoice(question, index, (answer) =>
    answer.type === AnswerKind.Text ? { ...answer, name: answerText(answer.name) } : answer,
  );
}

/** Option `index` (single choice, multi-select) shows the uploaded image `path` instead of text. */
export function setAnswerImage(question: Question, index: number, path: StoragePath): Question {
  return updateChoice(question, index, (answer) => ({
    ...answer,
    name: imageAnswerName(path),
    type: AnswerKind.Image,
  }));
}

/** Option `index` goes back from an image to an empty text. */
export function removeAnswerImage(question: Question, index: number): Question {
  return updateChoice(question, index, (answer) =>
    answer.type === AnswerKind.Image ? { ...answer, name: '', type: AnswerKind.Text } : answer,
  );
}

/**
 * Marks option `index` correct or not. Single choice and multi-select take any number of correct options
 * (a player's pick scores when it is one of them); true/false always has exactly one, so toggling one of
 * its answers toggles the other too.
 */
export function toggleCorrect(question: Question, index: number): Question {
  if (question.questionType === QuestionType.TrueFalse) {
    if (index !== 0 && index !== 1) return question;
    const toggled = !question.answers[index].isCorrect;
    return { ...question, answers: trueFalseAnswers(index === 0 ? toggled : !toggled) };
  }
  return updateChoice(question, index, (answer) => ({ ...answer, isCorrect: !answer.isCorrect }));
}

/**
 * A blank option (single choice, multi-select) or item (arrange) at the end, while the type takes more.
 * Open-ended answers are added by typing into the empty slot (setOpenEndedAnswer); true/false has its two.
 */
export function addAnswer(question: Question): Question {
  if (!canAddAnswer(question.questionType, question.answers.length)) return question;
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return { ...question, answers: [...question.answers, blankChoiceAnswer()] };
    case QuestionType.Arrange:
      return { ...question, answers: [...question.answers, blankArrangeAnswer()] };
    default:
      return question;
  }
}

/**
 * Deletes answer `index` where canDeleteAnswer allows it: choice and arrange questions keep at least 2,
 * true/false keeps both. For open-ended, `index` counts the entries before the empty slot, which stays.
 */
export function deleteAnswer(question: Question, index: number): Question {
  if (question.questionType === QuestionType.OpenEnded) {
    const entries = openEndedEntries(question.answers);
    if (!inRange(index, entries.length) || !canDeleteAnswer(question.questionType, entries.length)) {
      return question;
    }
    return { ...question, answers: [...without(entries, index), ''] };
  }
  if (!inRange(index, question.answers.length)) return question;
  if (!canDeleteAnswer(question.questionType, question.answers.length)) return question;
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return { ...question, answers: without(question.answers, index) };
    case QuestionType.Arrange:
      return { ...question, answers: without(question.answers, index) };
    default:
      return question;
  }
}

const without = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Moves option or item `from` to position `to` (arrange: the correct order; choice questions: the order
 * shown). True/false answers are fixed, and open-ended answers have no order.
 */
export function moveAnswer(question: Question, from: number, to: number): Question {
  const count = question.answers.length;
  if (!inRange(from, count) || !inRange(to, count) || from === to) return question;
  switch (question.questionType) {
    case QuestionType.SingleChoice:
    case QuestionType.MultiSelect:
      return { ...question, answers: moved(question.answers, from, to) };
    case QuestionType.Arrange:
      return { ...question, answers: moved(question.answers, from, to) };
    default:
      return question;
  }
}

/**
 * Open-ended entry `index` as typed (one line, at most 200 characters). Typing into the empty slot (index =
 * the number of entries) makes a new accepted answer while there are fewer than 50, and a new empty slot
 * follows it. An entry emptied by typing stays until its field loses focus (commitOpenEndedAnswers).
 */
export function setOpenEndedAnswer(question: Question, index: number, text: string): Question {
  if (question.questionType !== QuestionType.OpenEnded) return question;
  const entries = openEndedEntries(question.answers);
  const typed = typedAnswer(text);
  if (inRange(index, entries.length)) {
    entries[index] = typed;
  } else if (index === entries.length && typed !== '') {
    if (entries.length >= ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded].max) return question;
    entries.push(typed);
  } else {
    return question;
  }
  return { ...question, answers: [...entries, ''] };
}

/** The open-ended answers when a field loses focus: each trimmed, empty alternates removed, then the slot. */
export function commitOpenEndedAnswers(question: Question): Question {
  if (question.questionType !== QuestionType.OpenEnded) return question;
  const answers: OpenEndedQuestion['answers'] = withOpenEndedSlot(
    openEndedEntries(question.answers).map(answerText),
  );
  return { ...question, answers };
}

// Media

export function setMediaNone(question: Question): Question {
  return { ...question, mediaMode: MediaMode.None, mediaURL: '' };
}

export function setMediaImage(question: Question, path: StoragePath): Question {
  return { ...question, mediaMode: MediaMode.Image, mediaURL: [path[0], path[1]] };
}

/** Whether a video link is one the question can keep: an 11-character video id in at most 2048 characters. */
export function isAcceptedVideoLink(link: string): boolean {
  const trimmed = link.trim();
  return trimmed.length <= VIDEO_LINK_MAX_LENGTH && extractVideoId(trimmed) !== null;
}

/** The question's video, kept as the trimmed link, only when the link is accepted (isAcceptedVideoLink). */
export function setMediaVideo(question: Question, link: string): Question {
  if (!isAcceptedVideoLink(link)) return question;
  return { ...question, mediaMode: MediaMode.Video, mediaURL: link.trim() };
}

// Time and points

/** The time limit in whole seconds, 0-600. */
export function setTimeLimit(question: Question, seconds: number | string): Question {
  return { ...question, timeLimit: clampTimeLimit(seconds) };
}

/** A total of 0-100000 points split 75 % to base points (rounded up) and the rest to time bonus. */
export function setTotalPoints(question: Question, total: number | string): Question {
  return { ...question, customPointsOptions: splitTotalPoints(total) };
}

/** Base points on their own, 0-75000; the time bonus stays. */
export function setBasePoints(question: Question, points: number | string): Question {
  return {
    ...question,
    customPointsOptions: { ...question.customPointsOptions, basePoints: clampBasePoints(points) },
  };
}

/** Time bonus on its own, 0-25000; the base points stay. */
export function setTimeBonus(question: Question, points: number | string): Question {
  return {
    ...question,
    customPointsOptions: { ...question.customPointsOptions, timeBonus: clampTimeBonus(points) },
  };
}

// Settings

/** Shuffle the options for players (single choice and multi-select only). */
export function setRandomizeOrder(question: Question, randomizeOrder: boolean): Question {
  if (
    question.questionType !== QuestionType.SingleChoice &&
    question.questionType !== QuestionType.MultiSelect
  ) {
    return question;
  }
  return { ...question, typeSpecificSettings: { randomizeOrder } };
}

/** Match players' answers with their case (open-ended only). */
export function setCaseSensitive(question: Question, caseSensitive: boolean): Question {
  if (question.questionType !== QuestionType.OpenEnded) return question;
  return { ...question, typeSpecificSettings: { caseSensitive } };
}

export function setTitlePlusDesc(question: Question, titlePlusDesc: boolean): Question {
  return { ...question, titlePlusDesc };
}

export function setTitlePlusImg(question: Question, titlePlusImg: boolean): Question {
  return { ...question, titlePlusImg };
}
