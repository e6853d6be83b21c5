import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalFocus } from '@/common/useModalFocus';
import { confirmsDeletion } from '@/domain';
import { requestDeletion } from './quizDataGateway';
import './deleteQuizDialog.css';

interface DeleteQuizDialogProps {
  quizId: string;
  title: string;
  onCancel: () => void;
  onDeleted: () => void;
}

/** The server's refusals, said for the person who asked. */
function deletionError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code.endsWith('not-found')) return 'This quiz no longer exists. It may have been deleted already.';
  if (code.endsWith('permission-denied')) return 'Only the author of this quiz can delete it.';
  return 'The quiz could not be deleted. Check your connection and try again.';
}

/**
 * Asks for the quiz's exact title before deleting it (SPEC §5): the Delete button works only once the
 * typed text equals the title, letter for letter.
 */
export function DeleteQuizDialog({ quizId, title, onCancel, onDeleted }: DeleteQuizDialogProps) {
  const headingId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmsDeletion(typed, title);

  // Focus goes to the title field, and back to the button that opened the dialog when it closes.
  useModalFocus(dialogRef, working ? undefined : onCancel, () => inputRef.current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || working) return;
    setWorking(true);
    setError(null);
    try {
      await requestDeletion(quizId);
    } catch (failure) {
      setWorking(false);
      setError(deletionError(failure));
      return;
    }
    onDeleted();
  };

  return (
    <div
      className="modal-backdrop"
      onClick={(event) => event.target === event.currentTarget && !working && onCancel()}
    >
      <div
        className="modal delete-dialog"
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={textId}
      >
        <div className="modal-header">
          <h2 id={headingId}>Delete quiz</h2>
        </div>
        <form className="form" onSubmit={submit} noValidate>
          <p id={textId} className="delete-dialog-text">
            This deletes <strong className="delete-dialog-title">{title}</strong> for good, with all its
            questions. Type its title to confirm.
          </p>
          <label className="field">
            <span className="field-label">Quiz title</span>
            <input
              ref={inputRef}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              disabled={working}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p className="form-message" role="status">
            {working ? 'Deleting...' : ''}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onCancel} disabled={working}>
              Cancel
            </button>
            <button type="submit" className="button button-danger" disabled={!confirmed || working}>
              Delete
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
