import { renderHook, act } from '@testing-library/react';
import {
  DEFAULT_NEW_QUESTION,
  newEditedQuiz,
  newQuestion,
  QUESTION_COUNT_MAX,
  type QuizContent,
} from '@/domain';
import {
  addQuestion,
  appendQuestions,
  contentJson,
  deleteQuestion,
  markSaved,
  moveQuestion,
  openQuiz,
  replaceQuestion,
  resetEditor,
  selectPart,
  settleQuizTitle,
  showLoading,
  showRefusal,
  updateQuizData,
  useEditorStore,
  useIsDirty,
} from './editorStore';

const state = () => useEditorStore.getState();
const titles = () => state().content.questions.map((question) => question.title);

function quizWith(count: number): QuizContent {
  const quiz = newEditedQuiz();
  return {
    ...quiz,
    questions: Array.from({ length: count }, (_, at) => ({ ...newQuestion(), title: `Q${at + 1}` })),
  };
}

function open(content: QuizContent, quizId: string | null = 'quiz1') {
  openQuiz({ quizId, content, openedFor: { quizId, uid: 'u1' } });
}

beforeEach(() => resetEditor());

describe('editorStore', () => {
  it('starts loading, then shows the opened quiz from its first question, unchanged', () => {
    expect(state().status).toBe('loading');
    open(quizWith(2));
    expect(state()).toMatchObject({ status: 'ready', quizId: 'quiz1', selected: 0 });
    const { result } = renderHook(() => useIsDirty());
    expect(result.current).toBe(false);
  });

  it('opens the same quiz again on the part shown, and another quiz on its first question', () => {
    open(quizWith(3));
    selectPart(2);
    open(quizWith(3));
    expect(state().selected).toBe(2);
    openQuiz({ quizId: null, content: quizWith(3), copiedFrom: 'quiz1', openedFor: null });
    expect(state().selected).toBe(2);
    open(quizWith(2));
    expect(state().selected).toBe(0);
    selectPart('settings');
    open(quizWith(2), 'quiz2');
    expect(state().selected).toBe(0);
  });

  it('is dirty after a change and clean again once saved', () => {
    open(quizWith(1));
    const { result } = renderHook(() => useIsDirty());
    act(() => updateQuizData({ title: 'Capitals' }));
    expect(result.current).toBe(true);
    act(() => updateQuizData({ title: 'Untitled Loqi' }));
    expect(result.current).toBe(false);
    act(() => updateQuizData({ title: 'Capitals' }));
    act(() => markSaved('quiz1', state().content, 'u1'));
    expect(result.current).toBe(false);
  });

  it('counts a restored draft as unsaved', () => {
    const saved = quizWith(1);
    openQuiz({ quizId: null, content: quizWith(2), savedContent: saved, openedFor: null });
    expect(renderHook(() => useIsDirty()).result.current).toBe(true);
  });

  it('is never dirty while loading or refused', () => {
    open(quizWith(1));
    updateQuizData({ title: 'Changed' });
    showLoading({ quizId: 'quiz2', uid: null });
    expect(renderHook(() => useIsDirty()).result.current).toBe(false);
    showRefusal('notAllowed', { quizId: 'quiz2', uid: null });
    expect(state().status).toBe('notAllowed');
    expect(renderHook(() => useIsDirty()).result.current).toBe(false);
  });

  it('adds a templated question after the one shown and shows it', () => {
    open(quizWith(3));
    selectPart(1);
    addQuestion({ ...DEFAULT_NEW_QUESTION, title: 'From my template' });
    expect(titles()).toEqual(['Q1', 'Q2', 'From my template', 'Q3']);
    expect(state().selected).toBe(2);
  });

  it('adds at the end while the quiz settings are shown', () => {
    open(quizWith(2));
    selectPart('settings');
    addQuestion();
    // The default title is left empty, for its field's placeholder.
    expect(titles()).toEqual(['Q1', 'Q2', '']);
    expect(state().selected).toBe(2);
  });

  it('adds nothing to a full quiz', () => {
    open(quizWith(QUESTION_COUNT_MAX));
    const before = state().content;
    addQuestion();
    expect(state().content).toBe(before);
    expect(state().selected).toBe(0);
  });

  it('appends imported questions, shows the first of them, and leaves the quiz unsaved', () => {
    open(quizWith(2));
    selectPart('settings');
    appendQuestions(
      quizWith(2).questions.map((question) => ({ ...question, title: `New ${question.title}` })),
    );
    expect(titles()).toEqual(['Q1', 'Q2', 'New Q1', 'New Q2']);
    expect(state().selected).toBe(2);
    expect(renderHook(() => useIsDirty()).result.current).toBe(true);
  });

  it('appends nothing past 500 questions', () => {
    open(quizWith(QUESTION_COUNT_MAX - 1));
    const before = state().content;
    appendQuestions(quizWith(2).questions);
    expect(state().content).toBe(before);
    expect(state().selected).toBe(0);
  });

  it.each([
    // [shown, deleted, shown after]
    [2, 2, 2],
    [3, 3, 2],
    [1, 3, 1],
    [3, 0, 2],
    ['settings', 1, 'settings'],
  ] as const)('showing %s and deleting %i shows %s', (shown, deleted, after) => {
    open(quizWith(4));
    selectPart(shown);
    deleteQuestion(deleted);
    expect(state().content.questions).toHaveLength(3);
    expect(state().selected).toBe(after);
  });

  it('keeps the last question', () => {
    open(quizWith(1));
    deleteQuestion(0);
    expect(titles()).toEqual(['Q1']);
  });

  it.each([
    // [shown, from, to, shown after]
    [0, 0, 2, 2],
    [1, 0, 2, 0],
    [2, 3, 0, 3],
    [3, 0, 1, 3],
  ] as const)('showing %i and moving %i to %i shows %i', (shown, from, to, after) => {
    open(quizWith(4));
    selectPart(shown);
    const title = titles()[shown];
    moveQuestion(from, to);
    expect(state().selected).toBe(after);
    expect(titles()[after]).toBe(title);
  });

  it('replaces a question and settles the title on blur', () => {
    open(quizWith(2));
    replaceQuestion(1, { ...newQuestion(), title: 'Changed' });
    expect(titles()).toEqual(['Q1', 'Changed']);
    updateQuizData({ title: '   ' });
    settleQuizTitle();
    expect(state().content.data.title).toBe('Untitled Loqi');
  });

  it('makes a saved copy the own quiz: its id, no original', () => {
    openQuiz({
      quizId: null,
      content: quizWith(1),
      copiedFrom: 'theirs',
      openedFor: { quizId: 'theirs', uid: 'u1' },
    });
    const saved = quizWith(1);
    markSaved('mine', saved, 'u1');
    expect(state()).toMatchObject({
      quizId: 'mine',
      copiedFrom: undefined,
      content: saved,
      savedJson: contentJson(saved),
      openedFor: { quizId: 'mine', uid: 'u1' },
    });
  });
});
