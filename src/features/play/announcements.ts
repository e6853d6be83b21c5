// What the phone says to a screen reader when the game moves on: the question opening, the
// time running out, the answer going off, the player's result (or that no answer came in time), a pause. One polite live region says it
// (GameScreen's Announcer), each change once: an announcement is named by a key, and the phone keeps the
// last key it said (savedJoin.ts, per tab), so that a re-render, a reconnect or a reload that lands on the
// same moment of the game says nothing again.
import {
  finalPlaceText,
  gameMessages,
  NO_ANSWER_VERDICT,
  ordinal,
  pointsApart,
  pointsGained,
  questionOfTotal,
  screenTexts,
  streakBonusText,
} from '@/domain';
import type { PlayerScreen } from './playerScreen';

export interface Announcement {
  /** Names the moment of the game: the same key is never said twice in a row. */
  key: string;
  text: string;
}

/** "Question 2 of 5 is open", with the question's title when the phones show it. */
export const questionOpenText = (questionNumber: number, totalQuestions: number, title?: string) =>
  `${questionOfTotal(questionNumber + 1, totalQuestions)} is open${title ? `: ${title}` : ''}`;

export const TIME_UP_TEXT = "Time's up!";
export const ANSWER_SENT_TEXT = 'Answer sent.';

/** The place after a question: "You are 3rd of 12."; after the last, "You finished 3rd of 12!". */
const placeText = (rank: number, playerCount: number, final: boolean) =>
  final
    ? finalPlaceText(rank, playerCount)
    : `You are ${ordinal(rank)} of ${playerCount.toLocaleString('en-US')}.`;

/** What to say on arriving at `screen`, or null where nothing has happened worth a word. */
export function announcementOf(screen: PlayerScreen): Announcement | null {
  switch (screen.kind) {
    // Nothing has happened yet; the intro is said with the opening, which names the question.
    case 'connecting':
    case 'lobby':
    case 'quizIntro':
    case 'questionIntro':
      return null;
    case 'paused':
      return { key: 'paused', text: screenTexts.paused };
    case 'endedByUpdate':
      return { key: 'endedByUpdate', text: gameMessages.endedByUpdate };
    case 'questionOpen':
      return {
        key: `open:${screen.questionNumber}`,
        text: questionOpenText(screen.questionNumber, screen.totalQuestions, screen.question?.title),
      };
    case 'submitted':
      return screen.timeUp
        ? { key: `timeUp:${screen.questionNumber}`, text: TIME_UP_TEXT }
        : {
            key: `sent:${screen.questionNumber}`,
            text: `${ANSWER_SENT_TEXT} ${screenTexts.submittedWaiting}`,
          };
    case 'results': {
      // Until the player's own standing arrives, there is no result to tell.
      if (screen.standing === null) return null;
      const { correct, noAnswer, rank, playerCount } = screen.standing;
      const { answer, streakBonus } = pointsApart(screen.standing);
      // "Correct!" ends a sentence; "Incorrect" and "Time's up! No answer" need their full stop.
      const verdict = correct
        ? screenTexts.correct
        : `${noAnswer ? NO_ANSWER_VERDICT : screenTexts.incorrect}.`;
      const points = [
        `${pointsGained(correct ? answer : 0)}.`,
        ...(streakBonus > 0 ? [`${streakBonusText(streakBonus)}.`] : []),
      ].join(' ');
      const place = placeText(rank, playerCount, screen.final);
      return {
        key: `result:${screen.questionNumber}`,
        // After the last question, the final place comes first, as on the screen.
        text: screen.final ? `${place} ${verdict} ${points}` : `${verdict} ${points} ${place}`,
      };
    }
  }
}
