import { QuestionType } from '@/domain';
import { announcementOf } from './announcements';
import type { PlayerScreen } from './playerScreen';

const answering = (question: { title: string } | null): PlayerScreen => ({
  kind: 'questionOpen',
  questionNumber: 1,
  totalQuestions: 5,
  questionType: QuestionType.SingleChoice,
  options: 4,
  closesAt: null,
  question,
});

const result = (
  correct: boolean,
  final = false,
  more: { noAnswer?: true; streak?: number; points?: number } = {},
): PlayerScreen => ({
  kind: 'results',
  questionNumber: 1,
  totalQuestions: 5,
  final,
  standing: { questionNumber: 1, correct, points: correct ? 958 : 0, rank: 3, playerCount: 12, ...more },
  explanation: null,
});

describe('announcementOf: what the phone says to a screen reader', () => {
  it('says the question opening, with its title when the game shows questions on devices', () => {
    expect(announcementOf(answering(null))).toEqual({ key: 'open:1', text: 'Question 2 of 5 is open' });
    expect(announcementOf(answering({ title: 'Which is the capital of Australia?' }))).toEqual({
      key: 'open:1',
      text: 'Question 2 of 5 is open: Which is the capital of Australia?',
    });
  });

  it("says time's up, or that the answer went off", () => {
    const submitted = (timeUp: boolean): PlayerScreen => ({
      kind: 'submitted',
      questionNumber: 1,
      totalQuestions: 5,
      timeUp,
    });
    expect(announcementOf(submitted(true))).toEqual({ key: 'timeUp:1', text: "Time's up!" });
    expect(announcementOf(submitted(false))).toEqual({
      key: 'sent:1',
      text: 'Answer sent. Waiting for everyone to submit their answers...',
    });
  });

  it('says the result: correct or incorrect, the points, the place; after the last question, the final place', () => {
    expect(announcementOf(result(true))).toEqual({
      key: 'result:1',
      text: 'Correct! +958 points. You are 3rd of 12.',
    });
    expect(announcementOf(result(false))?.text).toBe('Incorrect. +0 points. You are 3rd of 12.');
    expect(announcementOf(result(true, true))?.text).toBe('You finished 3rd of 12! Correct! +958 points.');
  });

  it("says time's up with no answer, never incorrect, when the player sent none", () => {
    expect(announcementOf(result(false, false, { noAnswer: true }))?.text).toBe(
      "Time's up! No answer. +0 points. You are 3rd of 12.",
    );
    expect(announcementOf(result(false, true, { noAnswer: true }))?.text).toBe(
      "You finished 3rd of 12! Time's up! No answer. +0 points.",
    );
  });

  it('says the streak bonus apart from the points', () => {
    expect(announcementOf(result(true, false, { points: 1094, streak: 2 }))?.text).toBe(
      'Correct! +994 points. +100 streak bonus. You are 3rd of 12.',
    );
  });

  it('says nothing before the player’s own result has arrived, nor while waiting or in the intro', () => {
    expect(announcementOf({ ...result(true), standing: null } as PlayerScreen)).toBeNull();
    expect(announcementOf({ kind: 'connecting' })).toBeNull();
    expect(announcementOf({ kind: 'lobby' })).toBeNull();
    expect(announcementOf({ kind: 'quizIntro' })).toBeNull();
    expect(
      announcementOf({
        kind: 'questionIntro',
        questionNumber: 1,
        totalQuestions: 5,
        questionType: QuestionType.TrueFalse,
        startedAt: 0,
        duration: 3000,
        question: { title: 'Sound travels faster in water.' },
      }),
    ).toBeNull();
  });

  it('says a pause', () => {
    expect(announcementOf({ kind: 'paused' })).toEqual({ key: 'paused', text: 'Paused' });
  });
});
