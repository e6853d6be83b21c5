import type { FocusEvent } from 'react';
import { CheckIcon, TrashIcon } from '@/common/components/Icons';
import {
  ANSWER_COUNT_BOUNDS,
  ANSWER_MAX_LENGTH,
  answerCount,
  canDeleteAnswer,
  commitOpenEndedAnswers,
  deleteAnswer,
  hasCorrectAnswer,
  QuestionType,
  questionEditorTexts,
  setOpenEndedAnswer,
  type OpenEndedQuestion,
} from '@/domain';
import { AnswersHeader, type AnswersEditorProps } from './AnswersFrame';

const { max: MAX_ACCEPTED } = ANSWER_COUNT_BOUNDS[QuestionType.OpenEnded];

/**
 * The accepted answers of an open-ended question (1 to 50), followed by the empty slot: typing into it adds
 * an answer. Empty answers are removed and the others trimmed once focus leaves the list, not on every
 * field's blur, so that the fields do not shift under the author while they move between them.
 */
export function OpenEndedAnswers({
  question,
  update,
}: Omit<AnswersEditorProps<OpenEndedQuestion>, 'pickImage'>) {
  const entries = question.answers.slice(0, -1);
  const accepted = answerCount(question);
  const canDelete = canDeleteAnswer(question.questionType, entries.length);
  const full = entries.length >= MAX_ACCEPTED;

  const leaveList = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) update(commitOpenEndedAnswers);
  };
  const type = (index: number, text: string) => update((current) => setOpenEndedAnswer(current, index, text));

  return (
    <section className="qe-answers" aria-label="Answers">
      <AnswersHeader
        status={questionEditorTexts.answerCount(accepted, MAX_ACCEPTED, 'accepted answers')}
        warning={hasCorrectAnswer(question) ? null : questionEditorTexts.noAcceptedAnswer}
      />
      <p className="qe-field-hint">
        {questionEditorTexts.openEndedMatching(question.typeSpecificSettings.caseSensitive)}
      </p>
      <ul className="qe-open-list" onBlur={leaveList}>
        {/*
         * The slot is the row after the answers, keyed as the answer it becomes, so its field keeps focus
         * while the first letter typed turns it into one.
         */}
        {(full ? entries : [...entries, '']).map((entry, index) => {
          const isSlot = index === entries.length;
          return (
            <li key={index} className={isSlot ? 'qe-row qe-row-slot' : 'qe-row'}>
              <span className="qe-row-mark" aria-hidden="true">
                {!isSlot && <CheckIcon size={18} />}
              </span>
              <input
                className="qe-row-input"
                aria-label={isSlot ? 'New accepted answer' : `Accepted answer ${index + 1}`}
                placeholder={isSlot ? questionEditorTexts.openEndedSlot : undefined}
                value={entry}
                maxLength={ANSWER_MAX_LENGTH}
                onChange={(event) => type(index, event.target.value)}
              />
              {!isSlot && (
                <button
                  type="button"
                  className="icon-button icon-button-danger"
                  aria-label={`Delete accepted answer ${index + 1}`}
                  disabled={!canDelete}
                  onClick={() => update((current) => deleteAnswer(current, index))}
                >
                  <TrashIcon />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
