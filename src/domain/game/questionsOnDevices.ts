// "Show questions on devices" (GameOptions.questionsOnDevices): the phones show the question's
// texts as well as the big screen, so that a player who cannot see it (a screen reader, low vision, at the
// back of the hall) can play. The server writes them where players read, sharedInfo's
// gameStatus/info/question (QuestionOnDevices), each part from the phase in which the big screen shows it:
// the title and description from the question's intro, the options' texts once it opens. Texts only, in
// display order, never which is correct; the next intro, which rewrites the info whole, takes them away.
import { kindOf } from '../quiz/questionKinds';
import type { GameQuestion, QuestionOnDevices } from './game';

/** What an image option is called on the phones: its number as the big screen shows it. */
export const imageOptionText = (position: number): string => `Image ${position + 1}`;

/** The question's title and description, as its intro shows them on the big screen (no description: none). */
export function questionOnDevices(question: GameQuestion): QuestionOnDevices {
  return { title: question.title, ...(question.desc !== '' && { desc: question.desc }) };
}

/**
 * The options' texts in display order (the position the big screen and the phone show each at): the
 * texts of text options and arrange items, "Image 2" for an image option; none for open-ended.
 */
export function optionTextsOnDevices(question: GameQuestion): string[] {
  return kindOf(question)
    .shownOptions(question)
    .map((option) => (option.image === null ? option.text : imageOptionText(option.position)));
}
