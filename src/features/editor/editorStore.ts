// The quiz open in the editor (SPEC §2 Editor, §4 Editor): where it came from, what it holds now, what was
// last saved (so unsaved changes are known), which question is shown, and whether it could be opened.
// Every change goes through the domain's quiz transitions.
import { create } from 'zustand';
import {
  addedQuestionIndex,
  addQuestion as addTemplatedQuestion,
  appendQuestions as appendQuizQuestions,
  deleteQuestion as deleteQuizQuestion,
  moveQuestion as moveQuizQuestion,
  newEditedQuiz,
  replaceQuestion as replaceQuizQuestion,
  settleQuizTitle as settleTitle,
  updateQuizData as updateData,
  type NewQuestionTemplate,
  type Question,
  type QuizContent,
  type QuizData,
} from '@/domain';

export type EditorStatus = 'loading' | 'ready' | 'notFound' | 'notAllowed' | 'inPlay';
/** A question's index, or the quiz settings. */
export type EditorSelection = number | 'settings';

export interface EditorState {
  /** The saved quiz being edited, or null for a quiz not saved yet (new, or an edited copy). */
  quizId: string | null;
  content: QuizContent;
  /** JSON of the content as last saved (or as opened), to tell whether anything changed since. */
  savedJson: string;
  selected: EditorSelection;
  status: EditorStatus;
  /** The original's id while this is an unsaved edited copy of another user's quiz. */
  copiedFrom?: string;
  /** The ?q= this state was opened for (null: a new quiz), and by whom: the reader decides what is visible. */
  openedFor: { quizId: string | null; uid: string | null } | null;
}

const jsonCache = new WeakMap<QuizContent, string>();

/** The content as JSON, computed once per content object: the store never changes one in place. */
export function contentJson(content: QuizContent): string {
  let json = jsonCache.get(content);
  if (json === undefined) {
    json = JSON.stringify(content);
    jsonCache.set(content, json);
  }
  return json;
}

function initialState(): EditorState {
  const content = newEditedQuiz();
  return {
    quizId: null,
    content,
    savedJson: contentJson(content),
    selected: 0,
    status: 'loading',
    copiedFrom: undefined,
    openedFor: null,
  };
}

export const useEditorStore = create<EditorState>()(() => initialState());

export const isDirty = (state: EditorState): boolean =>
  state.status === 'ready' && contentJson(state.content) !== state.savedJson;

/** Whether the open quiz has changes that are not saved. */
export const useIsDirty = () => useEditorStore(isDirty);

/** Forgets the open quiz: when the editor closes, and between tests. */
export function resetEditor(): void {
  useEditorStore.setState(initialState(), true);
}

export function showLoading(openedFor: EditorState['openedFor']): void {
  useEditorStore.setState({ status: 'loading', openedFor });
}

export function showRefusal(
  status: 'notFound' | 'notAllowed' | 'inPlay',
  openedFor: EditorState['openedFor'],
): void {
  useEditorStore.setState({ status, openedFor });
}

interface OpenedQuiz {
  quizId: string | null;
  content: QuizContent;
  /** What counts as saved, when it differs from the content (a restored draft). */
  savedContent?: QuizContent;
  copiedFrom?: string;
  openedFor: EditorState['openedFor'];
}

/**
 * Opens a quiz on its first question, or on the part that was shown when the same quiz is opened again
 * (read anew for a reader who has just signed in).
 */
export function openQuiz({ quizId, content, savedContent = content, copiedFrom, openedFor }: OpenedQuiz) {
  const previous = useEditorStore.getState();
  const source = quizId ?? copiedFrom;
  const reopened = source !== undefined && source === (previous.quizId ?? previous.copiedFrom);
  const kept = previous.selected === 'settings' || previous.selected < content.questions.length;
  useEditorStore.setState({
    quizId,
    content,
    savedJson: contentJson(savedContent),
    selected: reopened && kept ? previous.selected : 0,
    status: 'ready',
    copiedFrom,
    openedFor,
  });
}

export function selectPart(selected: EditorSelection): void {
  useEditorStore.setState({ selected });
}

/** Adds a question from the template after the one shown (at the end from the settings) and shows it. */
export function addQuestion(template?: NewQuestionTemplate): void {
  const { content, selected } = useEditorStore.getState();
  const after = selected === 'settings' ? null : selected;
  const next = addTemplatedQuestion(content, after, template);
  if (next === content) return;
  useEditorStore.setState({ content: next, selected: addedQuestionIndex(content, after) });
}

/**
 * Adds imported questions after the last one and shows the first of them; the quiz is then unsaved until
 * Save. An import that would pass 500 questions changes nothing (the import dialog refuses it first).
 */
export function appendQuestions(questions: readonly Question[]): void {
  const { content } = useEditorStore.getState();
  const next = appendQuizQuestions(content, questions);
  if (next === content) return;
  useEditorStore.setState({ content: next, selected: content.questions.length });
}

/** Deletes a question; the one shown stays shown, or its neighbour when it was the one deleted. */
export function deleteQuestion(index: number): void {
  const { content, selected } = useEditorStore.getState();
  const next = deleteQuizQuestion(content, index);
  if (next === content) return;
  let nextSelected = selected;
  if (typeof selected === 'number' && selected >= index) {
    nextSelected = selected === index ? Math.min(index, next.questions.length - 1) : selected - 1;
  }
  useEditorStore.setState({ content: next, selected: nextSelected });
}

/** Moves a question; the one shown stays shown wherever it goes. */
export function moveQuestion(from: number, to: number): void {
  const { content, selected } = useEditorStore.getState();
  const next = moveQuizQuestion(content, from, to);
  if (next === content) return;
  let nextSelected = selected;
  if (selected === from) nextSelected = to;
  else if (typeof selected === 'number') {
    if (from < selected && to >= selected) nextSelected = selected - 1;
    else if (from > selected && to <= selected) nextSelected = selected + 1;
  }
  useEditorStore.setState({ content: next, selected: nextSelected });
}

export function replaceQuestion(index: number, question: Question): void {
  const { content } = useEditorStore.getState();
  useEditorStore.setState({ content: replaceQuizQuestion(content, index, question) });
}

export function updateQuizData(changes: Partial<QuizData>): void {
  const { content } = useEditorStore.getState();
  useEditorStore.setState({ content: updateData(content, changes) });
}

/** The quiz title's blur rule: trimmed, "Untitled Loqi" when blank. */
export function settleQuizTitle(): void {
  const { content } = useEditorStore.getState();
  useEditorStore.setState({ content: settleTitle(content) });
}

/**
 * Records a successful save: the content becomes what was sent (the server stores it unchanged), a new
 * quiz gets its id, and an edited copy becomes the viewer's own quiz.
 */
export function markSaved(quizId: string, saved: QuizContent, uid: string | null): void {
  useEditorStore.setState({
    quizId,
    content: saved,
    savedJson: contentJson(saved),
    copiedFrom: undefined,
    openedFor: { quizId, uid },
  });
}
