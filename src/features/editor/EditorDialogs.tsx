// The editor's dialogs (SPEC §8 Editor): working, saved, error, the "Save your work" prompt, the quiz that
// cannot be opened, and the question before leaving with unsaved changes.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ModalDialog } from '@/common/components/ModalDialog';
import { pageUrls } from '@/common/urls';
import { editorMessages } from '@/domain';

interface EditorDialogProps {
  title: string;
  children: ReactNode;
  /** Closes the dialog (its × button, Escape, a click beside it); without it the dialog cannot be closed. */
  onClose?: () => void;
  /** alertdialog for what needs an answer or reports a problem. */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
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

/** A message with an OK button: "Saved", "Error", a quiz that cannot be saved yet. */
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
