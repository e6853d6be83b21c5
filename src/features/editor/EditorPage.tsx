// The quiz editor (/editor, /editor?q=; SPEC §2 Editor, §4 Editor, §8 Editor): the sidebar, the quiz's title
// above the question or quiz settings being edited, and saving with addQuiz and setQuiz: a new quiz is
// named at its first save, and a save is confirmed by a brief "Saved" status.
import { useCallback, useEffect, useState } from 'react';
import { EditIcon } from '@/common/components/Icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import {
  contentForSave,
  documentTitle,
  editorDocumentTitle,
  editorMessages,
  screenTexts,
  titleOrDefault,
  TITLE_MAX_LENGTH,
  type StoragePath,
} from '@/domain';
import { saveProblem } from '@/domain/validation';
import { useAuthUser, useUserRecord } from '@/features/auth';
import { DeleteQuizDialog } from '@/features/quizData';
import { ImportQuizDialog, type ImportedQuiz } from '@/features/quizFiles';
import { ImageManager, QuestionEditor, QuestionProperties } from './editorParts';
import {
  LeaveDialog,
  MessageDialog,
  NameQuizDialog,
  RefusalDialog,
  SavedStatus,
  SaveYourWorkDialog,
  WorkingDialog,
} from './EditorDialogs';
import { clearDraft, writeDraft } from './editorDraft';
import { addQuiz, setQuiz } from './editorGateway';
import { EditorSidebar } from './EditorSidebar';
import {
  addQuestion,
  appendQuestions,
  isDirty,
  markSaved,
  replaceQuestion,
  resetEditor,
  selectPart,
  settleQuizTitle,
  updateQuizData,
  useEditorStore,
  useIsDirty,
  type EditorSelection,
} from './editorStore';
import { QuizSettingsPanel, type ShareOutcome } from './QuizSettingsPanel';
import { useEditorLoader } from './useEditorLoader';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import './editor.css';

type EditorDialogState =
  | { kind: 'working' }
  | { kind: 'message'; title: string; message: string }
  | { kind: 'saveYourWork' }
  | { kind: 'nameQuiz' }
  | { kind: 'delete' }
  | { kind: 'import' }
  | null;

/** The modal flags and redirect of SPEC §2 over the editor's own address, so signing in comes back here. */
function authLinks(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  for (const flag of ['login', 'signup', 'redirect']) params.delete(flag);
  const here = params.size ? `${pathname}?${params.toString()}` : pathname;
  const link = (mode: 'signup' | 'login') => {
    const withModal = new URLSearchParams(params);
    withModal.set(mode, 'true');
    withModal.set('redirect', here);
    return `${pathname}?${withModal.toString()}`;
  };
  return { signUpLink: link('signup'), logInLink: link('login') };
}

/** Keeps an unsaved quiz (new, or an edited copy) in this browser while it differs from how it started. */
function useDraftKeeping() {
  useEffect(
    () =>
      useEditorStore.subscribe((state) => {
        if (state.status !== 'ready' || state.quizId !== null) return;
        const copiedFrom = state.copiedFrom ?? null;
        if (isDirty(state)) writeDraft({ copiedFrom, content: state.content });
        else clearDraft(copiedFrom);
      }),
    [],
  );
}

function useEditorTitle() {
  const status = useEditorStore((state) => state.status);
  const title = useEditorStore((state) => state.content.data.title);
  const dirty = useIsDirty();
  // While the quiz is read, or when it cannot be opened, there is no quiz title to show yet.
  const shown =
    status === 'ready'
      ? editorDocumentTitle(titleOrDefault(title, screenTexts.untitledQuiz), dirty)
      : documentTitle('Quiz editor');
  useDocumentTitle(shown);
}

export function EditorPage() {
  const quizId = useSearchParams()[0].get('q') || null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useAuthUser();
  const questionTemplate = useUserRecord()?.settings?.newQuestion;
  const status = useEditorStore((state) => state.status);
  const selected = useEditorStore((state) => state.selected);
  const question = useEditorStore((state) =>
    typeof state.selected === 'number' ? state.content.questions[state.selected] : undefined,
  );
  const [dialog, setDialog] = useState<EditorDialogState>(null);
  const [saved, setSaved] = useState<{ title: string; at: number } | null>(null);
  // The question whose title takes focus once shown (see EditorSidebar's onEditShownQuestion).
  const [titleFocus, setTitleFocus] = useState<EditorSelection | null>(null);
  const clearTitleFocus = useCallback(() => setTitleFocus(null), []);
  const [imagePicker, setImagePicker] = useState<{ resolve: (path: StoragePath | null) => void } | null>(
    null,
  );
  const { blocker, allowLeaving } = useUnsavedChangesGuard();
  // Saving, adding images and sharing need an email account (SPEC §5, §6).
  const canSave = Boolean(user?.email);
  const { signUpLink, logInLink } = authLinks(pathname, search);

  useEditorLoader(quizId);
  useDraftKeeping();
  useEditorTitle();
  // The quiz belongs to this visit of the editor: coming back starts from the address again.
  useEffect(() => resetEditor, []);

  const closeDialog = useCallback(() => setDialog(null), []);

  const save = () => {
    if (!canSave) return setDialog({ kind: 'saveYourWork' });
    settleQuizTitle();
    const { content, quizId: savedId } = useEditorStore.getState();
    const problem = saveProblem(content);
    if (problem) {
      selectPart(problem.questionIndex ?? 'settings');
      return setDialog({ kind: 'message', title: editorMessages.cannotSaveTitle, message: problem.message });
    }
    // A new quiz (or an edited copy, or an imported file) is named before its first save.
    if (savedId === null) return setDialog({ kind: 'nameQuiz' });
    void send();
  };

  const saveNamed = (title: string) => {
    updateQuizData({ title });
    settleQuizTitle();
    void send();
  };

  const send = async () => {
    const { content, quizId: savedId, copiedFrom } = useEditorStore.getState();
    const sent = contentForSave(content);
    setDialog({ kind: 'working' });
    try {
      if (savedId === null) {
        const id = await addQuiz(sent);
        markSaved(id, sent, user?.uid ?? null);
        clearDraft(copiedFrom ?? null);
        navigate(pageUrls.editQuiz(id), { replace: true });
      } else {
        await setQuiz(savedId, sent);
        markSaved(savedId, sent, user?.uid ?? null);
      }
      setDialog(null);
      setSaved({ title: sent.data.title, at: Date.now() });
    } catch (error) {
      console.error(error);
      setDialog({
        kind: 'message',
        title: editorMessages.errorTitle,
        message: editorMessages.saveFailed(sent.data.title),
      });
    }
  };

  const pickImage = useCallback((): Promise<StoragePath | null> => {
    if (!canSave) {
      setDialog({ kind: 'saveYourWork' });
      return Promise.resolve(null);
    }
    return new Promise((resolve) => setImagePicker({ resolve }));
  }, [canSave]);

  const closeImagePicker = (path: StoragePath | null) => {
    imagePicker?.resolve(path);
    setImagePicker(null);
  };

  const share = async (link: string, title: string): Promise<ShareOutcome> => {
    if (!canSave) {
      setDialog({ kind: 'saveYourWork' });
      return 'refused';
    }
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url: link }).catch((error: unknown) => {
        // Closing the share sheet rejects with AbortError: the person changed their mind.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
      });
      return 'shared';
    }
    try {
      await navigator.clipboard.writeText(link);
      return 'copied';
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand.
      return 'notCopied';
    }
  };

  const leave = () => {
    const { quizId: openId, copiedFrom } = useEditorStore.getState();
    // Leaving is discarding: the draft of an unsaved quiz goes with it.
    if (openId === null) clearDraft(copiedFrom ?? null);
    blocker.proceed?.();
  };

  return (
    <div className="editor" aria-busy={status === 'loading' || undefined}>
      <h1 className="visually-hidden">Quiz editor</h1>
      {status === 'ready' ? (
        <>
          <EditorSidebar
            onSave={save}
            onAddQuestion={() => addQuestion(questionTemplate)}
            onEditShownQuestion={() => setTitleFocus(useEditorStore.getState().selected)}
            onImport={() => setDialog({ kind: 'import' })}
            logInLink={logInLink}
          />
          <div className="editor-main">
            <QuizTitleField />
            {selected === 'settings' || !question ? (
              <div className="editor-workspace">
                <QuizSettingsPanel
                  pickImage={pickImage}
                  onShare={share}
                  onDelete={() => setDialog({ kind: 'delete' })}
                />
              </div>
            ) : (
              <div className="editor-workspace editor-workspace-question">
                <section className="editor-panel editor-question" aria-label={`Question ${selected + 1}`}>
                  <QuestionEditor
                    key={selected}
                    question={question}
                    onChange={(next) => replaceQuestion(selected, next)}
                    pickImage={pickImage}
                    focusTitle={titleFocus === selected}
                    onTitleFocused={clearTitleFocus}
                  />
                </section>
                <div className="editor-panel editor-properties">
                  <QuestionProperties
                    question={question}
                    onChange={(next) => replaceQuestion(selected, next)}
                  />
                </div>
              </div>
            )}
          </div>
        </>
      ) : (
        <EditorSkeleton />
      )}
      {status === 'notFound' && <RefusalDialog message={editorMessages.notFound} />}
      {status === 'notAllowed' && (
        <RefusalDialog message={editorMessages.notAllowed} viewLink={pageUrls.quizViewer(quizId ?? '')} />
      )}
      {status === 'inPlay' && (
        <RefusalDialog
          message={editorMessages.copyWhilePlayed}
          viewLink={pageUrls.quizViewer(quizId ?? '')}
        />
      )}
      {dialog?.kind === 'working' && <WorkingDialog />}
      {dialog?.kind === 'message' && (
        <MessageDialog title={dialog.title} message={dialog.message} onClose={closeDialog} />
      )}
      {dialog?.kind === 'nameQuiz' && (
        <NameQuizDialog
          title={useEditorStore.getState().content.data.title}
          onSave={saveNamed}
          onCancel={closeDialog}
        />
      )}
      <SavedStatus saved={saved} />
      {dialog?.kind === 'saveYourWork' && (
        <SaveYourWorkDialog signUpLink={signUpLink} logInLink={logInLink} onClose={closeDialog} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          onCancel={closeDialog}
          onDeleted={() => {
            allowLeaving();
            navigate(pageUrls.myQuizzes, { replace: true });
          }}
        />
      )}
      {dialog?.kind === 'import' && <ImportDialog onClose={closeDialog} />}
      {imagePicker && <ImageManager onPick={closeImagePicker} onClose={() => closeImagePicker(null)} />}
      {blocker.state === 'blocked' && <LeaveDialog onStay={() => blocker.reset?.()} onLeave={leave} />}
    </div>
  );
}

/** The quiz's title, at the top of the editor whatever part of it is shown; blank, it becomes "Untitled Loqi". */
function QuizTitleField() {
  const title = useEditorStore((state) => state.content.data.title);
  return (
    <div className="editor-quiz-title">
      <input
        className="editor-quiz-title-input"
        aria-label={editorMessages.quizTitle}
        value={title}
        maxLength={TITLE_MAX_LENGTH}
        placeholder={screenTexts.untitledQuiz}
        onChange={(event) => updateQuizData({ title: event.target.value })}
        onBlur={settleQuizTitle}
      />
      <EditIcon />
    </div>
  );
}

/** Adds a file's valid questions to the open quiz and shows the first; its quiz settings are not used here. */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const existingCount = useEditorStore((state) => state.content.questions.length);
  const importQuestions = ({ questions }: ImportedQuiz) => {
    appendQuestions(questions);
    onClose();
  };
  return <ImportQuizDialog existingCount={existingCount} onImport={importQuestions} onCancel={onClose} />;
}

function DeleteDialog({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const quizId = useEditorStore((state) => state.quizId);
  const title = useEditorStore((state) => state.content.data.title);
  if (!quizId) return null;
  return <DeleteQuizDialog quizId={quizId} title={title} onCancel={onCancel} onDeleted={onDeleted} />;
}

/** The editor's frame while the quiz is read, so nothing jumps when it arrives. */
function EditorSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        {screenTexts.loading}
      </p>
      <div className="editor-sidebar editor-skeleton" aria-hidden="true">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-line-short" />
        <span className="skeleton skeleton-line" />
      </div>
      <div className="editor-main" aria-hidden="true">
        <div className="editor-quiz-title">
          <span className="skeleton skeleton-heading" />
        </div>
        <div className="editor-workspace">
          <div className="editor-panel editor-skeleton">
            <span className="skeleton skeleton-heading" />
            <span className="skeleton skeleton-line" />
          </div>
        </div>
      </div>
    </>
  );
}
