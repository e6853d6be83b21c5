// The editor's dialogs (SPEC §8 Editor): working, error, the title asked at a new quiz's first save, the
// "Save your work" prompt, the quiz that cannot be opened, and the question before leaving with unsaved
// changes; and the brief "Saved" status, which is no dialog.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '@/common/components/Icons';
import { ModalDialog } from '@/common/components/ModalDialog';
import { pageUrls } from '@/common/urls';
import { editorMessages, screenTexts, TITLE_MAX_LENGTH } from '@/domain';

interface EditorDialogProps {
  title: string;
  children: ReactNode;
  /** Closes the dialog (its × button, Escape, a click beside it); without it the dialog cannot be closed. */
  onClose?: () => void;
  /** alertdialog for what needs an answer or reports a problem. */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  closeButton?: boolean;
}

/** A modal dialog that takes focus while open and gives it back to where it was when it closes. */
export function EditorDialog(props: EditorDialogProps) {
  return <ModalDialog {...props} className="editor-dialog" bodyClassName="editor-dialog-body" />;
}

/** "Loading..." while a save is on its way: nothing else can be done meanwhile. */
export function WorkingDialog() {
  return (
    <EditorDialog title={editorMessages.loading} busy>
      <span className="spinner" aria-hidden="true" />
    </EditorDialog>
  );
}

interface MessageDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** A message with an OK button: "Error", a quiz that cannot be saved yet. */
export function MessageDialog({ title, message, onClose }: MessageDialogProps) {
  return (
    <EditorDialog title={title} onClose={onClose} role="alertdialog">
      <p>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </EditorDialog>
  );
}

interface SaveYourWorkDialogProps {
  signUpLink: string;
  logInLink: string;
  onClose: () => void;
}

/** What a visitor sees on Save or on adding an image (SPEC §2, §6): an account is free and keeps the quiz. */
export function SaveYourWorkDialog({ signUpLink, logInLink, onClose }: SaveYourWorkDialogProps) {
  return (
    <EditorDialog title={editorMessages.saveYourWorkTitle} onClose={onClose}>
      <p>{editorMessages.saveYourWork}</p>
      <div className="editor-dialog-links">
        {/* The modal opens over the editor; this prompt has done its work. */}
        <Link className="button button-primary" to={signUpLink} onClick={onClose} data-autofocus>
          {editorMessages.signUpFree}
        </Link>
        <Link className="button button-secondary" to={logInLink} onClick={onClose}>
          {editorMessages.logInInstead}
        </Link>
      </div>
    </EditorDialog>
  );
}

/** A quiz the editor cannot open (SPEC §8): the dialog cannot be closed; it leads home, or to the quiz. */
export function RefusalDialog({ message, viewLink }: { message: string; viewLink?: string }) {
  return (
    <EditorDialog title={message} role="alertdialog">
      <div className="editor-dialog-links">
        <Link className="button button-primary" to={pageUrls.home} data-autofocus>
          Back to home
        </Link>
        {viewLink && (
          <Link className="button button-secondary" to={viewLink}>
            View the quiz
          </Link>
        )}
      </div>
    </EditorDialog>
  );
}

interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before an in-app navigation away from unsaved changes (SPEC §2). */
export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  return (
    <EditorDialog title={editorMessages.leaveTitle} onClose={onStay} role="alertdialog">
      <p>{editorMessages.leaveText}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onStay} data-autofocus>
          {editorMessages.stay}
        </button>
        <button type="button" className="button button-danger" onClick={onLeave}>
          {editorMessages.leave}
        </button>
      </div>
    </EditorDialog>
  );
}

interface NameQuizDialogProps {
  /** The title so far: the default "Untitled Loqi" is offered as the field's placeholder, not as text. */
  title: string;
  /** Saves under the typed title; an empty one is saved as "Untitled Loqi". */
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** Asked at a new quiz's first save: its title, "Untitled Loqi" when left empty. */
export function NameQuizDialog({ title, onSave, onCancel }: NameQuizDialogProps) {
  const [typed, setTyped] = useState(title === screenTexts.untitledQuiz ? '' : title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(typed);
  };
  return (
    // No × beside the title: Cancel says the same, and focus goes straight to the field.
    <EditorDialog title={editorMessages.nameQuizTitle} onClose={onCancel} closeButton={false}>
      <form className="editor-name-form" onSubmit={submit}>
        <p>{editorMessages.nameQuizHint}</p>
        <label className="field">
          <span className="field-label">{editorMessages.quizTitle}</span>
          <input
            value={typed}
            maxLength={TITLE_MAX_LENGTH}
            placeholder={screenTexts.untitledQuiz}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={(event) => event.target.select()}
            data-autofocus
          />
        </label>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Save
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}

/** How long "Saved" stays before it fades. */
export const SAVED_STATUS_MS = 4000;
/** Its fade, after which its text is cleared, so that the next save is announced afresh. */
const SAVED_FADE_MS = 400;

/**
 * "Saved" after a save: a polite status that screen readers announce, shown for a few seconds and then
 * faded, with nothing to dismiss. `saved` changes with every save (its `at`), so a second save of the same
 * quiz shows and announces again. The region is always there: a live region added with its text is not
 * reliably announced.
 */
export function SavedStatus({ saved }: { saved: { title: string; at: number } | null }) {
  // How far the latest save's message has gone; a new save (another `at`) is shown afresh.
  const [ending, setEnding] = useState<{ at: number; phase: 'fading' | 'hidden' } | null>(null);
  useEffect(() => {
    if (!saved) return;
    const { at } = saved;
    const fade = setTimeout(() => setEnding({ at, phase: 'fading' }), SAVED_STATUS_MS);
    const hide = setTimeout(() => setEnding({ at, phase: 'hidden' }), SAVED_STATUS_MS + SAVED_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [saved]);
  const phase = !saved ? 'hidden' : ending?.at === saved.at ? ending.phase : 'shown';
  return (
    <div className="editor-saved-status" role="status" aria-live="polite" data-phase={phase}>
      {saved && phase !== 'hidden' && (
        <p key={saved.at} className="editor-saved-message">
          <CheckIcon size={18} />
          <strong>{editorMessages.savedTitle}</strong>
          <span>{editorMessages.saved(saved.title)}</span>
        </p>
      )}
    </div>
  );
}
