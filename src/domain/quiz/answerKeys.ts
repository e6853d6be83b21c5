// Answer keys: what in each question type tells the correct answer, and the quiz as it is shown to
// someone who may not learn it. The viewer and edited copies of another user's quiz come from the callable
// viewQuiz, which withholds the keys while a game of the quiz is running and always for a copy-protected quiz;
// the database gives a quiz's questions to its owner alone. A question's explanation ("Paris has been the
// capital since...") may tell its answer, so it goes wherever the key goes and is withheld wherever the key is.
import type { GameQuestion, GameQuiz } from '../game/game';
import type { Question } from './question';
import { kindOf } from './questionKinds';
import type { QuizContent, QuizRecord } from './quiz';

/** Why viewQuiz withheld a quiz's answer keys from its reader. */
export type KeysWithheldReason = 'liveGame' | 'copyProtected';

/** A quiz as viewQuiz answers: keysWithheld is null when the questions carry their answer keys. */
export interface ViewedQuiz extends QuizRecord {
  keysWithheld: KeysWithheldReason | null;
}

/** What the viewer says in place of the correct answers. */
export const keysWithheldNotices: Record<KeysWithheldReason, string> = {
  liveGame: 'A game of this quiz is being played right now, so its correct answers are hidden until it ends.',
  copyProtected: 'This quiz is copy-protected: only its author sees the correct answers.',
};

/** Whether `readerUid` may see the answer keys of a quiz, and if not why. */
export function keysWithheldFor(
  quiz: { owner: string; copyProtect: boolean; gameRunning: boolean },
  readerUid: string | undefined,
): KeysWithheldReason | null {
  if (readerUid === quiz.owner) return null;
  if (quiz.copyProtect) return 'copyProtected';
  return quiz.gameRunning ? 'liveGame' : null;
}

/** The quiz with every question's answer key removed (see questionWithoutKey). */
export function withoutAnswerKeys(content: QuizContent): QuizContent {
  return {
    ...content,
    questions: content.questions.map(withoutAnswerKey),
  };
}

/** The question without its explanation, which may tell the answer. */
function withoutExplanation<Q extends Question>(question: Q): Q {
  const { explanation: _withheld, ...rest } = question;
  return rest as Q;
}

/**
 * A game's question as its host reads it until the question's results: no key and no explanation. An
 * arrange question's items are stored in the correct order, so they come in the order players see them
 * instead (the display order then says nothing); the options of the other types keep their places.
 */
export function gameQuestionWithoutKey(question: GameQuestion): GameQuestion {
  return withoutExplanation(kindOf(question).gameQuestionWithoutKey(question));
}

/**
 * One question with its answer key removed: choice and true/false options none correct, open-ended
 * answers only the editor's empty slot, arrange items in an order that says nothing of the correct one;
 * and no explanation.
 */
function withoutAnswerKey(question: Question): Question {
  return withoutExplanation(kindOf(question).withoutKey(question));
}

/** The game's quiz as its host reads it at the start: every question without its key. */
export function hostGameQuiz(quiz: GameQuiz): GameQuiz {
  return { ...quiz, questions: quiz.questions.map(gameQuestionWithoutKey) };
}
