// The editor's changes to one question (SPEC §4 and §5), as pure question → question functions. Each keeps
// the limits of SPEC §5 and ANSWER_COUNT_BOUNDS, so what the editor holds is always a question the server
// accepts (quizContentSchema) once it has a correct answer. A change the rules do not allow (a third answer
// for true/false, deleting below the minimum, a link without a video id) returns the question unchanged.
//
// Typing and leaving a field are separate steps, as in the editor: `set…` keeps what is typed (one line,
// cut to the limit), and `commit…` applies the blur rules (trimmed, default title, empty alternates removed).
import { TITLE_MAX_LENGTH, VIDEO_LINK_MAX_LENGTH } from '../common/constants';
import { singleLineText } from '../common/inputs';
import { screenTexts } from '../common/messages';
import { clampBasePoints, clampTimeBonus, splitTotalPoints } from './points';
import { MediaMode, type Question, type StoragePath } from './question';
import { canAddAnswer, kindOf } from './questionKinds';
import { inRange } from './questionKinds/answerLists';
import { clampTimeLimit, descriptionOrCut, explanationOrCut, titleOrDefault } from './quizRules';
import { extractVideoId } from './video';

// Title and description

/** The title as typed: one line, at most 200 characters. */
export function setTitle(question: Question, text: string): Question {
  return { ...question, title: singleLineText(text, TITLE_MAX_LENGTH) };
}

/**
 * The title when its field loses focus: trimmed. An empty title stays empty, so that its field keeps showing
 * "Untitled question" as a placeholder to replace; the quiz is saved with that default (contentForSave).
 */
export function commitTitle(question: Question): Question {
  const title =
    question.title.trim() === '' ? '' : titleOrDefault(question.title, screenTexts.untitledQuestion);
  return { ...question, title };
}

/** The description as typed: at most 400 characters, line breaks kept. */
export function setDescription(question: Question, text: string): Question {
  return { ...question, desc: descriptionOrCut(text) };
}

/**
 * The explanation as typed: at most 400 characters, line breaks kept. Emptied, the field goes, so that a
 * question whose explanation was typed and deleted again is unchanged.
 */
export function setExplanation(question: Question, text: string): Question {
  const { explanation: _previous, ...rest } = question;
  const typed = explanationOrCut(text);
  return typed === '' ? rest : { ...rest, explanation: typed };
}

// Answers: each kind's editing says what a change does to its type (questionKinds/).

/**
 * How many answers a question has, counted as ANSWER_COUNT_BOUNDS counts them: for open-ended, the accepted
 * answers without the empty slot.
 */
export function answerCount(question: Question): number {
  return kindOf(question).countAnswers(question);
}

/**
 * Whether the question has what the server requires to be correct: a correct option (single choice,
 * multi-select) or an accepted answer (open-ended). True/false always has exactly one; arrange is correct
 * by its order.
 */
export function hasCorrectAnswer(question: Question): boolean {
  return kindOf(question).hasCorrectAnswer(question);
}

/**
 * The text of option or item `index` as typed (single choice, multi-select, arrange). An image option
 * becomes a text option.
 */
export function setAnswerText(question: Question, index: number, text: string): Question {
  return kindOf(question).editing.setAnswerText(question, index, text);
}

/** The text of option or item `index` when its field loses focus: trimmed. Image options are kept. */
export function commitAnswerText(question: Question, index: number): Question {
  return kindOf(question).editing.commitAnswerText(question, index);
}

/** Option `index` (single choice, multi-select) shows the uploaded image `path` instead of text. */
export function setAnswerImage(question: Question, index: number, path: StoragePath): Question {
  return kindOf(question).editing.setAnswerImage(question, index, path);
}

/** Option `index` goes back from an image to an empty text. */
export function removeAnswerImage(question: Question, index: number): Question {
  return kindOf(question).editing.removeAnswerImage(question, index);
}

/**
 * Marks option `index` correct or not. Single choice and multi-select take any number of correct options
 * (a player's pick scores when it is one of them); true/false always has exactly one, so toggling one of
 * its answers toggles the other too.
 */
export function toggleCorrect(question: Question, index: number): Question {
  return kindOf(question).editing.toggleCorrect(question, index);
}

/**
 * A blank option (single choice, multi-select) or item (arrange) at the end, while the type takes more.
 * Open-ended answers are added by typing into the empty slot (setOpenEndedAnswer); true/false has its two.
 */
export function addAnswer(question: Question): Question {
  if (!canAddAnswer(question.questionType, question.answers.length)) return question;
  return kindOf(question).editing.addAnswer(question);
}

/**
 * Deletes answer `index` where canDeleteAnswer allows it: choice and arrange questions keep at least 2,
 * true/false keeps both. For open-ended, `index` counts the entries before the empty slot, which stays.
 */
export function deleteAnswer(question: Question, index: number): Question {
  return kindOf(question).editing.deleteAnswer(question, index);
}

/**
 * Moves option or item `from` to position `to` (arrange: the correct order; choice questions: the order
 * shown). True/false answers are fixed, and open-ended answers have no order.
 */
export function moveAnswer(question: Question, from: number, to: number): Question {
  const count = question.answers.length;
  if (!inRange(from, count) || !inRange(to, count) || from === to) return question;
  return kindOf(question).editing.moveAnswer(question, from, to);
}

/**
 * Open-ended entry `index` as typed (one line, at most 200 characters). Typing into the empty slot (index =
 * the number of entries) makes a new accepted answer while there are fewer than 50, and a new empty slot
 * follows it. An entry emptied by typing stays until its field loses focus (commitOpenEndedAnswers).
 */
export function setOpenEndedAnswer(question: Question, index: number, text: string): Question {
  return kindOf(question).editing.setOpenEndedAnswer(question, index, text);
}

/** The open-ended answers when a field loses focus: each trimmed, empty alternates removed, then the slot. */
export function commitOpenEndedAnswers(question: Question): Question {
  return kindOf(question).editing.commitOpenEndedAnswers(question);
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
  return kindOf(question).editing.setRandomizeOrder(question, randomizeOrder);
}

/** Match players' answers with their case (open-ended only). */
export function setCaseSensitive(question: Question, caseSensitive: boolean): Question {
  return kindOf(question).editing.setCaseSensitive(question, caseSensitive);
}

export function setTitlePlusDesc(question: Question, titlePlusDesc: boolean): Question {
  return { ...question, titlePlusDesc };
}

export function setTitlePlusImg(question: Question, titlePlusImg: boolean): Question {
  return { ...question, titlePlusImg };
}
