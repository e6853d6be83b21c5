// A new quiz made from a file on /my, handed to the editor that opens next: it becomes the new
// quiz's draft, so the editor opens it unsaved (nothing is written to the server until Save), and a reload
// keeps it like any other unsaved new quiz. The copy kept here serves a browser whose storage is blocked.
import type { QuizContent } from '@/domain';
import { writeDraft } from './editorDraft';

let handedOver: QuizContent | null = null;

/** Gives `content` to the next new quiz the editor opens (/editor); navigate there next. */
export function openImportedQuiz(content: QuizContent): void {
  handedOver = content;
  writeDraft({ copiedFrom: null, content });
}

/** The quiz handed over by openImportedQuiz, once; null when there is none. */
export function takeImportedQuiz(): QuizContent | null {
  const content = handedOver;
  handedOver = null;
  return content;
}
