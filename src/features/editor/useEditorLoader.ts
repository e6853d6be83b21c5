// Opens the quiz of /editor?q= (SPEC §4 Editor, §6): the reader's own quiz to edit, an edited copy of
// another user's quiz unless it is copy-protected, or a new quiz from the reader's templates (or from a file
// imported on /my); a new quiz or a copy continues from its draft when this browser kept one.
import { useEffect, useState } from 'react';
import { editedCopy, newEditedQuiz } from '@/domain';
import { useAuthStatus, useAuthUser, useUserRecord } from '@/features/auth';
import { readDraft } from './editorDraft';
import { readQuiz, readUsername } from './editorGateway';
import { takeImportedQuiz } from './importedQuiz';
import { isDirty, openQuiz, showLoading, showRefusal, useEditorStore } from './editorStore';

/**
 * How long a new quiz waits for a signed-in user's record (their templates) before it starts from the
 * defaults: the record of a brand-new account is written by the server a moment after sign-up.
 */
export const TEMPLATES_WAIT_MS = 3000;

/** Whether the reader's templates are known, or have been waited for long enough. */
function useTemplatesSettled(): boolean {
  const status = useAuthStatus();
  const hasRecord = useUserRecord() !== null;
  const [waited, setWaited] = useState(false);
  const waiting = status === 'signedIn' && !hasRecord;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaited(true), TEMPLATES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return status === 'signedOut' || hasRecord || waited;
}

/** Whether an open quiz, or a refusal, already answers this ?q= for this reader (see useEditorLoader). */
function alreadyOpen(quizId: string | null, uid: string | null): boolean {
  const state = useEditorStore.getState();
  const { status, openedFor } = state;
  if (openedFor?.quizId !== quizId) return false;
  if (openedFor.uid === uid) return true;
  // An untouched copy is read again for the new reader: they may be its owner, who edits the quiz itself.
  const untouchedCopy = state.copiedFrom !== undefined && !isDirty(state);
  return status === 'ready' && !untouchedCopy;
}

/**
 * An open quiz stays open when the reader signs in or up (saving is why they do) and when a first save
 * puts its new id into the URL. A refusal, and a copy nothing was changed in, are reconsidered for a new
 * reader: a private quiz becomes visible to its owner once they log in, and an owner who opened their
 * quiz signed out edits the quiz itself once signed in, rather than saving a copy of it.
 */
export function useEditorLoader(quizId: string | null): void {
  const known = useAuthStatus() !== 'unknown';
  const uid = useAuthUser()?.uid ?? null;
  const templates = useUserRecord()?.settings;
  const templatesSettled = useTemplatesSettled();

  useEffect(() => {
    if (!known || quizId !== null || !templatesSettled || alreadyOpen(null, uid)) return;
    const fresh = newEditedQuiz(templates?.newQuiz, templates?.newQuestion);
    openQuiz({
      quizId: null,
      content: takeImportedQuiz() ?? readDraft(null) ?? fresh,
      savedContent: fresh,
      openedFor: { quizId, uid },
    });
  }, [known, quizId, uid, templates, templatesSettled]);

  useEffect(() => {
    if (!known || quizId === null || alreadyOpen(quizId, uid)) return;
    const openedFor = { quizId, uid };
    let current = true;
    showLoading(openedFor);
    void (async () => {
      const quiz = await readQuiz(quizId);
      if (!current) return;
      if (!quiz) return showRefusal('notFound', openedFor);
      if (quiz.owner === uid) return openQuiz({ quizId, content: quiz.content, openedFor });
      if (quiz.content.data.copyProtect) return showRefusal('notAllowed', openedFor);
      // Without its answer keys (a game of it is running) a copy could not be saved, nor should it be made.
      if (quiz.keysWithheld !== null) return showRefusal('inPlay', openedFor);
      const owner = await readUsername(quiz.owner).catch(() => null);
      if (!current) return;
      const copy = editedCopy(quiz.content, owner);
      openQuiz({
        quizId: null,
        content: readDraft(quizId) ?? copy,
        savedContent: copy,
        copiedFrom: quizId,
        openedFor,
      });
    })().catch((error: unknown) => {
      console.error(error);
      if (current) showRefusal('notFound', openedFor);
    });
    return () => {
      current = false;
      // A read given up half-way is started again by the next run, which would otherwise take it as done.
      if (useEditorStore.getState().status === 'loading') showLoading(null);
    };
  }, [known, quizId, uid]);
}
