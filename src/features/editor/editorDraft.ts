// The unsaved quiz kept in this browser (localStorage), so that a reload, a closed tab or signing up to
// save never loses it: a new quiz, or an edited copy of another user's quiz, until its first save.
import type { QuizContent } from '@/domain';

export const EDITOR_DRAFT_STORAGE_KEY = 'loqi.editorDraft';

export interface EditorDraft {
  /** The quiz this is an edited copy of, or null for a new quiz. */
  copiedFrom: string | null;
  content: QuizContent;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value has the shape of a draft; anything else (an older format, a hand edit) is ignored. */
function isDraft(value: unknown): value is EditorDraft {
  if (!isRecord(value) || !isRecord(value.content)) return false;
  const { copiedFrom, content } = value;
  return (
    (copiedFrom === null || typeof copiedFrom === 'string') &&
    isRecord(content.data) &&
    typeof content.data.title === 'string' &&
    Array.isArray(content.questions) &&
    content.questions.length > 0 &&
    content.questions.every(isRecord)
  );
}

/** The draft kept for a new quiz (copiedFrom null) or for the copy of that quiz, or null. */
export function readDraft(copiedFrom: string | null): QuizContent | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EDITOR_DRAFT_STORAGE_KEY) ?? 'null');
    return isDraft(stored) && stored.copiedFrom === copiedFrom ? stored.content : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: EditorDraft): void {
  try {
    localStorage.setItem(EDITOR_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage may be full or blocked (private mode): the editor works on, only without the safety net.
  }
}

/** Forgets the draft of a new quiz or of the copy of `copiedFrom`; another quiz's draft stays. */
export function clearDraft(copiedFrom: string | null): void {
  if (readDraft(copiedFrom) === null) return;
  try {
    localStorage.removeItem(EDITOR_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: an unreadable storage holds no draft to restore either.
  }
}
