import { describe, expect, it } from 'vitest';
import { questionsOfEveryType } from '../../fixtures/quizzes';
import { QuestionType, type OpenEndedQuestion } from '../question';
import { openEnded } from './openEnded';

const question = questionsOfEveryType()[QuestionType.OpenEnded] as OpenEndedQuestion;

describe('openEnded: a player’s answer', () => {
  it('decodes text and refuses anything else', () => {
    expect(openEnded.decodeAnswer(' Tokyo ')).toBe(' Tokyo ');
    expect(openEnded.decodeAnswer(42)).toBeUndefined();
    expect(openEnded.storedAnswer('Tokyo', [])).toBe('Tokyo');
  });

  it('matches an accepted answer trimmed, in any case unless case-sensitive; blank never matches', () => {
    expect(openEnded.isCorrect(question, '  TOKYO ')).toBe(true);
    expect(openEnded.isCorrect(question, '   ')).toBe(false);
    const caseSensitive = { ...question, typeSpecificSettings: { caseSensitive: true } };
    expect(openEnded.isCorrect(caseSensitive, 'tokyo')).toBe(false);
    expect(openEnded.isCorrect(caseSensitive, 'Tokyo ')).toBe(true);
  });

  it('shows no options and has no chart', () => {
    expect(openEnded.optionCount(question)).toBe(0);
    expect(openEnded.shownOptions({ ...question, displayOrder: [] })).toEqual([]);
    expect(openEnded.optionCounts(0, ['Tokyo'])).toEqual([]);
  });
});

describe('openEnded: what players typed, for the host', () => {
  it('groups the texts sent, accepted by the judge’s own matching, ignoring what is not text', () => {
    expect(openEnded.typedAnswers(question, ['tokyo', ' Tokyo', 'TŌKYŌ', 'Kyoto', 42, null])).toEqual([
      { text: 'Tokyo', count: 2, accepted: true },
      { text: 'Kyoto', count: 1, accepted: false },
      { text: 'TŌKYŌ', count: 1, accepted: true },
    ]);
  });

  it('in a case-sensitive question, highlights only the accepted spelling', () => {
    const caseSensitive = { ...question, typeSpecificSettings: { caseSensitive: true } };
    expect(openEnded.typedAnswers(caseSensitive, ['tokyo', 'Tokyo', 'tokyo'])).toEqual([
      { text: 'tokyo', count: 2, accepted: false },
      { text: 'Tokyo', count: 1, accepted: true },
    ]);
  });
});

describe('openEnded: authoring', () => {
  it('counts accepted answers, not the empty slot', () => {
    expect(openEnded.countAnswers(question)).toBe(2);
    expect(openEnded.hasCorrectAnswer({ ...question, answers: [''] })).toBe(false);
  });

  it('deletes an entry and keeps the empty slot, down to none', () => {
    const one = openEnded.editing.deleteAnswer(question, 0);
    expect(one.answers).toEqual(['Tōkyō', '']);
    expect(openEnded.editing.deleteAnswer(one, 0).answers).toEqual(['']);
    expect(openEnded.editing.deleteAnswer({ ...question, answers: [''] }, 0).answers).toEqual(['']);
  });

  it('takes a new accepted answer typed into the empty slot until the maximum', () => {
    expect(openEnded.editing.setOpenEndedAnswer(question, 2, 'Edo').answers).toEqual([
      'Tokyo',
      'Tōkyō',
      'Edo',
      '',
    ]);
    const full = { ...question, answers: [...Array.from({ length: 50 }, (_, i) => `a${i}`), ''] };
    expect(openEnded.editing.setOpenEndedAnswer(full, 50, 'one more')).toBe(full);
  });

  it('keeps the correct text answers of other types as its accepted answers', () => {
    expect(
      openEnded.fromPortable([
        { name: 'Yes', type: 0, isCorrect: true },
        { name: 'No', type: 0, isCorrect: false },
        { name: 'f/i.png', type: 1, isCorrect: true },
      ]).answers,
    ).toEqual(['Yes', '']);
  });

  it('removes its key: only the empty slot is left', () => {
    expect(openEnded.withoutKey(question).answers).toEqual(['']);
  });
});
