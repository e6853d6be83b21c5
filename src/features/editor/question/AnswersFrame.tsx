import { PlusIcon } from '@/common/components/Icons';
import type { Question, StoragePath } from '@/domain';

/** What every answers editor (and the question's media) is given: the question, how to change it, and how to pick an image. */
export interface AnswersEditorProps<Q extends Question = Question> {
  question: Q;
  update: (change: (current: Question) => Question) => void;
  pickImage: () => Promise<StoragePath | null>;
}

/**
 * The line above the answers: how many there are of the most the type takes, or what is missing for the
 * question to be saved. It keeps its height either way, so the answers do not move when it changes.
 */
export function AnswersHeader({ status, warning }: { status: string; warning: string | null }) {
  return (
    <div className="qe-answers-header">
      <h3 className="qe-answers-title">Answers</h3>
      {warning ? (
        <p className="qe-answers-warning" role="status">
          {warning}
        </p>
      ) : (
        <p className="qe-answers-status" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

/** The wide button below a list of answers that adds one, disabled once the type takes no more. */
export function AddAnswerButton({
  label,
  enabled,
  onAdd,
}: {
  label: string;
  enabled: boolean;
  onAdd: () => void;
}) {
  return (
    <button type="button" className="qe-add-answer" disabled={!enabled} onClick={onAdd}>
      <PlusIcon />
      {label}
    </button>
  );
}
