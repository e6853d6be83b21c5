import { useId, type CSSProperties } from 'react';
import { questionEditorTexts, toggleCorrect, type TrueFalseQuestion } from '@/domain';
import { AnswerBadge, answerColourStyle, CorrectToggle } from './ChoiceAnswers';
import type { AnswersEditorProps } from './AnswersFrame';

/** True and False, fixed (SPEC §3): the author chooses which one is correct. */
export function TrueFalseAnswers({
  question,
  update,
}: Omit<AnswersEditorProps<TrueFalseQuestion>, 'pickImage'>) {
  const groupName = useId();
  return (
    <section className="qe-answers" aria-label="Answers">
      <div className="qe-answers-header">
        <h3 className="qe-answers-title">Answers</h3>
        <p className="qe-answers-status">{questionEditorTexts.trueFalseHint}</p>
      </div>
      <div
        role="radiogroup"
        aria-label="Correct answer"
        className="qe-answer-grid"
        style={{ '--answer-columns': 2, '--answer-columns-medium': 2 } as CSSProperties}
      >
        {question.answers.map((answer, index) => (
          <div
            key={answer.name}
            className="qe-answer-tile qe-answer-tile-fixed"
            style={answerColourStyle(index)}
            data-correct={answer.isCorrect}
          >
            <div className="qe-tile-bar">
              <AnswerBadge index={index} />
              <CorrectToggle
                type="radio"
                name={groupName}
                checked={answer.isCorrect}
                label={answer.name}
                onChange={() => update((current) => toggleCorrect(current, index))}
              />
            </div>
            <p className="qe-tile-fixed-text">{answer.name}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
