import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@/common/components/Icons';
import {
  addAnswer,
  ANSWER_COUNT_BOUNDS,
  ANSWER_MAX_LENGTH,
  canAddAnswer,
  canDeleteAnswer,
  commitAnswerText,
  deleteAnswer,
  moveAnswer,
  QuestionType,
  questionEditorTexts,
  setAnswerText,
  type ArrangeQuestion,
} from '@/domain';
import { AddAnswerButton, AnswersHeader, type AnswersEditorProps } from './AnswersFrame';

const { min: MIN_ITEMS, max: MAX_ITEMS } = ANSWER_COUNT_BOUNDS[QuestionType.Arrange];

type MoveControl = 'up' | 'down' | 'text';
const PARTNER: Record<MoveControl, MoveControl> = { up: 'down', down: 'up', text: 'text' };

/**
 * The items of an arrange question (3 to 9) in their correct order. Up and down buttons move an item, and
 * so do Alt+↑ and Alt+↓ in its text field; focus follows the moved item, and screen readers hear where
 * it went.
 */
export function ArrangeAnswers({ question, update }: Omit<AnswersEditorProps<ArrangeQuestion>, 'pickImage'>) {
  const count = question.answers.length;
  const canDelete = canDeleteAnswer(question.questionType, count);
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; control: MoveControl } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfterMove) return;
    const { index, control } = focusAfterMove;
    const row = listRef.current?.children[index];
    const find = (name: MoveControl) =>
      row?.querySelector<HTMLElement>(`[data-control="${name}"]:not(:disabled)`);
    // A button disabled by the move (up at the top) hands focus to its partner.
    (find(control) ?? find(PARTNER[control]))?.focus();
  }, [focusAfterMove]);

  const move = (from: number, to: number, control: MoveControl) => {
    if (to < 0 || to >= count) return;
    update((current) => moveAnswer(current, from, to));
    setFocusAfterMove({ index: to, control });
    setAnnouncement(questionEditorTexts.itemMoved(to + 1, count));
  };

  const moveByKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'text');
  };

  return (
    <section className="qe-answers" aria-label="Answers">
      <AnswersHeader
        status={questionEditorTexts.answerCount(count, MAX_ITEMS, 'items')}
        // A question saved before the minimum was 3 opens with 2: its author hears why it cannot be saved.
        warning={count < MIN_ITEMS ? questionEditorTexts.arrangeTooFewItems(MIN_ITEMS) : null}
      />
      <p className="qe-field-hint">{questionEditorTexts.arrangeHint}</p>
      <ol className="qe-arrange-list" ref={listRef}>
        {question.answers.map((item, index) => {
          const number = index + 1;
          return (
            <li key={index} className="qe-row">
              <span className="qe-row-position" aria-hidden="true">
                {number}
              </span>
              <input
                className="qe-row-input"
                data-control="text"
                aria-label={`Item ${number} text`}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                placeholder={`Item ${number}`}
                value={item.name}
                maxLength={ANSWER_MAX_LENGTH}
                onChange={(event) => update((current) => setAnswerText(current, index, event.target.value))}
                onBlur={() => update((current) => commitAnswerText(current, index))}
                onKeyDown={(event) => moveByKey(event, index)}
              />
              <span className="qe-row-tools">
                <button
                  type="button"
                  className="icon-button"
                  data-control="up"
                  aria-label={`Move item ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <ArrowUpIcon />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-control="down"
                  aria-label={`Move item ${number} down`}
                  disabled={index === count - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <ArrowDownIcon />
                </button>
                <button
                  type="button"
                  className="icon-button icon-button-danger"
                  aria-label={`Delete item ${number}`}
                  disabled={!canDelete}
                  onClick={() => update((current) => deleteAnswer(current, index))}
                >
                  <TrashIcon />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <AddAnswerButton
        label="Add item"
        enabled={canAddAnswer(question.questionType, count)}
        onAdd={() => update(addAnswer)}
      />
    </section>
  );
}
