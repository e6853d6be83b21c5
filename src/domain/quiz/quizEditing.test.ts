import { describe, expect, it } from 'vitest';
import { QUESTION_COUNT_MAX } from '../common/constants';
import { quizOfEveryType, untidyQuizOfEveryType } from '../fixtures/quizzes';
import type { Question } from './question';
import type { QuizContent } from './quiz';
import {
  appendQuestions,
  addQuestion,
  addedQuestionIndex,
  contentForSave,
  deleteQuestion,
  editedCopy,
  moveQuestion,
  newEditedQuiz,
  questionFromTemplate,
  replaceQuestion,
  settleQuizTitle,
  updateQuizData,
} from './quizEditing';
import { quizContentSchema } from '../validation/quizValidation';
import { DEFAULT_NEW_QUESTION, newQuestion } from './templates';
import type { NewQuestionTemplate } from '../account/user';

const titles = (content: QuizContent) => content.questions.map((question) => question.title);

/** A quiz whose questions are titled Q1, Q2, … */
function quizWith(count: number): QuizContent {
  const quiz = newEditedQuiz();
  const [question] = quiz.questions as [Question];
  return {
    ...quiz,
    questions: Array.from({ length: count }, (_, at) => ({ ...question, title: `Q${at + 1}` })),
  };
}

const template: NewQuestionTemplate = {
  ...DEFAULT_NEW_QUESTION,
  title: 'My question',
  desc: 'Read carefully.',
  timeLimit: 45,
  randomizeOrder: true,
  titlePlusImg: false,
  customPointsOptions: { basePoints: 1000, timeBonus: 500 },
};

describe('questionFromTemplate', () => {
  it("takes the user's template", () => {
    expect(questionFromTemplate(template)).toEqual(newQuestion(template));
  });

  it('leaves the default title "Untitled question" empty, for the editor to show as a placeholder', () => {
    expect(questionFromTemplate().title).toBe('');
    expect(questionFromTemplate({ ...template, title: 'Untitled question' }).title).toBe('');
    expect(newEditedQuiz().questions[0]?.title).toBe('');
    // Saved, an empty title is the default one.
    expect(contentForSave(newEditedQuiz()).questions[0]?.title).toBe('Untitled question');
  });

  it('caps template points to what a question holds (75000 base, 25000 bonus)', () => {
    const question = questionFromTemplate({
      ...template,
      customPointsOptions: { basePoints: 100000, timeBonus: 100000 },
    });
    expect(question.customPointsOptions).toEqual({ basePoints: 75000, timeBonus: 25000 });
    expect(quizContentSchema.safeParse({ ...newEditedQuiz(), questions: [question] }).success).toBe(true);
  });
});

describe('newEditedQuiz', () => {
  it('is the quiz template with one question from the question template', () => {
    const quiz = newEditedQuiz(
      { title: 'Friday quiz', desc: 'For 7B', randomizeQuestionOrder: true, visibility: 0 },
      template,
    );
    expect(quiz.data).toEqual({
      title: 'Friday quiz',
      desc: 'For 7B',
      image: null,
      randomizeQuestionOrder: true,
      visibility: 0,
      version: 0,
      copyProtect: false,
    });
    expect(quiz.questions).toEqual([newQuestion(template)]);
  });
});

describe('addQuestion', () => {
  it('inserts a templated question after the selected one', () => {
    const next = addQuestion(quizWith(3), 0, template);
    expect(titles(next)).toEqual(['Q1', 'My question', 'Q2', 'Q3']);
    expect(next.questions[1]).toEqual(newQuestion(template));
    expect(addedQuestionIndex(quizWith(3), 0)).toBe(1);
  });

  it('appends when no question is selected, and after the last one', () => {
    expect(titles(addQuestion(quizWith(2), null, template))).toEqual(['Q1', 'Q2', 'My question']);
    expect(titles(addQuestion(quizWith(2), 1, template))).toEqual(['Q1', 'Q2', 'My question']);
    expect(addedQuestionIndex(quizWith(2), null)).toBe(2);
  });

  it('adds nothing to a quiz of 500 questions', () => {
    const full = quizWith(QUESTION_COUNT_MAX);
    expect(addQuestion(full, 3, template)).toBe(full);
    expect(addQuestion(quizWith(QUESTION_COUNT_MAX - 1), 3, template).questions).toHaveLength(500);
  });

  it('leaves the given quiz as it was', () => {
    const quiz = quizWith(2);
    addQuestion(quiz, 0, template);
    expect(titles(quiz)).toEqual(['Q1', 'Q2']);
  });
});

describe('deleteQuestion', () => {
  it('removes the question at the index', () => {
    expect(titles(deleteQuestion(quizWith(3), 1))).toEqual(['Q1', 'Q3']);
  });

  it('keeps the last question, and ignores an index out of range', () => {
    const one = quizWith(1);
    expect(deleteQuestion(one, 0)).toBe(one);
    const two = quizWith(2);
    expect(deleteQuestion(two, 2)).toBe(two);
  });
});

describe('moveQuestion', () => {
  it('moves a question up or down, the others keeping their order', () => {
    expect(titles(moveQuestion(quizWith(4), 0, 2))).toEqual(['Q2', 'Q3', 'Q1', 'Q4']);
    expect(titles(moveQuestion(quizWith(4), 3, 1))).toEqual(['Q1', 'Q4', 'Q2', 'Q3']);
  });

  it('ignores moves out of range', () => {
    const quiz = quizWith(2);
    expect(moveQuestion(quiz, 0, 2)).toBe(quiz);
    expect(moveQuestion(quiz, -1, 0)).toBe(quiz);
  });
});

describe('replaceQuestion', () => {
  it('replaces only the question at the index', () => {
    const changed = { ...newQuestion(), title: 'Changed' };
    expect(titles(replaceQuestion(quizWith(3), 2, changed))).toEqual(['Q1', 'Q2', 'Changed']);
    const quiz = quizWith(1);
    expect(replaceQuestion(quiz, 1, changed)).toBe(quiz);
  });
});

describe('updateQuizData and settleQuizTitle', () => {
  it('keeps spaces while typing but no line breaks, within the limits', () => {
    const typed = updateQuizData(quizWith(1), { title: ' Capitals\n of Europe ', desc: 'd'.repeat(450) });
    expect(typed.data.title).toBe(' Capitals of Europe ');
    expect(typed.data.desc).toHaveLength(400);
    expect(updateQuizData(quizWith(1), { title: 't'.repeat(250) }).data.title).toHaveLength(200);
  });

  it('changes the other settings as given', () => {
    const next = updateQuizData(quizWith(1), { visibility: 2, copyProtect: true, image: ['f', 'c.png'] });
    expect(next.data).toMatchObject({ visibility: 2, copyProtect: true, image: ['f', 'c.png'] });
  });

  it('settles the title on blur: trimmed, "Untitled Loqi" when blank', () => {
    const blank = updateQuizData(quizWith(1), { title: '   ' });
    expect(settleQuizTitle(blank).data.title).toBe('Untitled Loqi');
    const spaced = updateQuizData(quizWith(1), { title: '  Capitals ' });
    expect(settleQuizTitle(spaced).data.title).toBe('Capitals');
    const settled = settleQuizTitle(spaced);
    expect(settleQuizTitle(settled)).toBe(settled);
  });
});

describe('editedCopy', () => {
  it('credits the owner and keeps the questions (SPEC §4)', () => {
    const original = quizOfEveryType();
    const copy = editedCopy(original, 'ada');
    expect(copy.data.title).toBe('Capitals and more (Edited)');
    expect(copy.data.desc).toBe('One question of each type. (Originally by ada)');
    expect(copy.questions).toEqual(original.questions);
  });

  it('credits ??? when the owner cannot be read', () => {
    const original = { ...quizOfEveryType(), data: { ...quizOfEveryType().data, desc: '' } };
    expect(editedCopy(original, null).data.desc).toBe('(Originally by ???)');
  });
});

describe('contentForSave', () => {
  it('sends an explanation trimmed, and none for a blank one', () => {
    const quiz = untidyQuizOfEveryType();
    quiz.questions[0] = {
      ...(quiz.questions[0] as Question),
      explanation: '  Canberra was built\nas the capital. ',
    };
    quiz.questions[1] = { ...(quiz.questions[1] as Question), explanation: ' \n ' };
    const sent = contentForSave(quiz);
    expect(sent.questions[0]?.explanation).toBe('Canberra was built\nas the capital.');
    expect(sent.questions[1]).not.toHaveProperty('explanation');
    expect(sent.questions[2]).not.toHaveProperty('explanation');
    expect(quizContentSchema.parse(sent)).toEqual(sent);
  });

  it('normalises as the server does, so the server stores exactly what is sent', () => {
    const sent = contentForSave(untidyQuizOfEveryType());
    expect(quizContentSchema.parse(sent)).toEqual(sent);
    expect(quizContentSchema.parse(untidyQuizOfEveryType())).toEqual(sent);
  });

  it('settles titles, trims answers, ends open-ended lists in one slot and drops media links without media', () => {
    const [choice, trueFalse, open, multi, arrange] = contentForSave(untidyQuizOfEveryType())
      .questions as Question[];
    expect(contentForSave(untidyQuizOfEveryType()).data.title).toBe('Capitalsand more');
    expect(choice?.title).toBe('Untitled question');
    expect(choice?.answers).toEqual([
      { name: 'Sydney', type: 0, isCorrect: false },
      { name: 'Canberra', type: 0, isCorrect: true },
      { name: 'folder-1/opera.png', type: 1, isCorrect: false },
    ]);
    expect(trueFalse?.mediaURL).toBe('');
    expect(open?.answers).toEqual(['Tokyo', 'Kyoto', '']);
    expect(open?.mediaURL).toBe('https://www.youtube.com/watch?v=D8pnmwOXhoY');
    expect(multi?.title).toBe('Europe?');
    expect(arrange?.answers.map((item) => (typeof item === 'string' ? item : item.name))).toEqual([
      'Lisbon',
      'Berlin',
      'Warsaw',
    ]);
  });

  it('leaves out keys the server does not know', () => {
    const quiz = quizOfEveryType();
    const withExtras = {
      data: { ...quiz.data, draft: true },
      questions: quiz.questions.map((question) => ({ ...question, selected: true })),
    } as QuizContent;
    expect(contentForSave(withExtras)).toEqual(quiz);
  });

  it('gives a saved quiz back unchanged', () => {
    expect(contentForSave(quizOfEveryType())).toEqual(quizOfEveryType());
    const quiz = newEditedQuiz();
    expect(contentForSave(quiz)).toEqual(quizContentSchema.parse(quiz));
  });
});

describe('appendQuestions', () => {
  it('adds the questions after the last one, in their order', () => {
    const quiz = quizWith(2);
    const imported = quizWith(3).questions.map((question, at) => ({
      ...question,
      title: `Imported ${at + 1}`,
    }));
    expect(titles(appendQuestions(quiz, imported))).toEqual([
      'Q1',
      'Q2',
      'Imported 1',
      'Imported 2',
      'Imported 3',
    ]);
    expect(titles(quiz)).toEqual(['Q1', 'Q2']);
  });

  it('changes nothing when there is nothing to add or the quiz would pass 500 questions', () => {
    const quiz = quizWith(498);
    expect(appendQuestions(quiz, [])).toBe(quiz);
    expect(appendQuestions(quiz, quizWith(3).questions)).toBe(quiz);
    expect(appendQuestions(quiz, quizWith(2).questions).questions).toHaveLength(QUESTION_COUNT_MAX);
  });
});
