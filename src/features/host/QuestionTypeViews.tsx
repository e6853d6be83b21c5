// What the host's big screen shows of each question type: the options while the question is open, and the
// answers revealed with its results. The table's type asks for an entry per QuestionType.
import type { ComponentType, CSSProperties } from 'react';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import { CheckIcon, CrossIcon } from '@/common/components/Icons';
import {
  QuestionType,
  screenTexts,
  type GameQuestionOf,
  type QuestionResults,
  type ShownOption,
  type TypedAnswerGroup,
} from '@/domain';
import { AnswerGrid } from './AnswerGrid';
import { acceptedAnswersOf, arrangeSolution, shownOptions } from './hostFlow';
import { playersCount, typedAnswersHeading } from './hostTexts';
import './questionTypeViews.css';

interface QuestionTypeView<T extends QuestionType> {
  /** Under the open question: what players answer with. */
  Options: ComponentType<{ question: GameQuestionOf<T> }>;
  /**
   * On the results screen: the correct answers, and how many chose each option where there are options
   * (what players typed, for open-ended questions). `results` is undefined until this question's arrive.
   */
  Results: ComponentType<{ question: GameQuestionOf<T>; results: QuestionResults | undefined }>;
}

/** The numbered coloured options, as players see them. */
function OptionGrid({ question }: { question: GameQuestionOf<QuestionType> }) {
  return <AnswerGrid options={shownOptions(question)} />;
}

/** Open-ended: players type their answer. */
function TypeOnDevice() {
  return <p className="host-type-on-device">{screenTexts.typeOnDevice}</p>;
}

/** Choice and true/false results: the chart over the options, the correct ones shown and the others dimmed. */
function ChoiceResults({
  question,
  results,
}: {
  question: GameQuestionOf<QuestionType>;
  results: QuestionResults | undefined;
}) {
  const options = shownOptions(question);
  return (
    <>
      <ResultsChart options={options} counts={results?.optionCounts ?? []} />
      <AnswerGrid options={options} judged />
    </>
  );
}

/** Open-ended results: the accepted answers, and what players typed when anyone answered. */
function OpenEndedResults({
  question,
  results,
}: {
  question: GameQuestionOf<typeof QuestionType.OpenEnded>;
  results: QuestionResults | undefined;
}) {
  const typed = results?.typedAnswers ?? [];
  return (
    <div className="host-open-results">
      <AcceptedAnswers answers={acceptedAnswersOf(question)} compact={typed.length > 0} />
      {typed.length > 0 && <TypedAnswerCloud groups={typed} />}
    </div>
  );
}

/**
 * What players typed, largest group first, each sized by its share of the largest; an accepted answer is
 * marked by a check and the words "accepted answer", not by its colour alone.
 */
function TypedAnswerCloud({ groups }: { groups: readonly TypedAnswerGroup[] }) {
  const most = Math.max(1, ...groups.map((group) => group.count));
  return (
    <section className="host-typed" aria-labelledby="host-typed-heading">
      <h2 id="host-typed-heading" className="host-typed-heading">
        {typedAnswersHeading}
      </h2>
      <ol className="host-typed-cloud" aria-labelledby="host-typed-heading">
        {groups.map((group) => (
          <li
            key={`${group.accepted ? '+' : '-'}${group.text}`}
            className={`host-typed-answer${group.accepted ? ' host-typed-accepted' : ''}`}
            style={{ '--share': group.count / most } as CSSProperties}
          >
            {group.accepted && <CheckIcon size={22} />}
            <span className="host-answer-text">{group.text}</span>
            <span className="host-typed-count">
              <span aria-hidden="true">{group.count}</span>
              <span className="visually-hidden">
                {`, ${playersCount(group.count)}${group.accepted ? ', accepted answer' : ''}`}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ArrangeResults({ question }: { question: GameQuestionOf<typeof QuestionType.Arrange> }) {
  return <ArrangeSolution items={arrangeSolution(question)} />;
}

const questionTypeViews: { [T in QuestionType]: QuestionTypeView<T> } = {
  [QuestionType.SingleChoice]: { Options: OptionGrid, Results: ChoiceResults },
  [QuestionType.TrueFalse]: { Options: OptionGrid, Results: ChoiceResults },
  [QuestionType.OpenEnded]: { Options: TypeOnDevice, Results: OpenEndedResults },
  [QuestionType.MultiSelect]: { Options: OptionGrid, Results: ChoiceResults },
  [QuestionType.Arrange]: { Options: OptionGrid, Results: ArrangeResults },
};

/** What the host shows of the question type `type`, to render with a question of that type. */
export const questionTypeViewOf = <T extends QuestionType>(type: T): QuestionTypeView<T> =>
  questionTypeViews[type];

/** How many players chose each option, as bars in the options' colours, the correct ones marked. */
function ResultsChart({ options, counts }: { options: ShownOption[]; counts: number[] }) {
  const most = Math.max(1, ...counts);
  return (
    <ol className="host-chart" aria-label="Answers per option">
      {options.map((option) => {
        const colour = answerColour(option.position);
        const count = counts[option.position] ?? 0;
        return (
          <li
            key={option.position}
            className={`host-chart-column${option.correct ? '' : ' host-chart-column-incorrect'}`}
          >
            <span className="host-chart-track">
              <span
                className="host-chart-bar"
                style={{ height: `${(count / most) * 100}%`, '--answer-fill': colour.fill } as CSSProperties}
              >
                <span className="host-chart-count">
                  {count}
                  <span className="visually-hidden">
                    {' '}
                    chose {option.position + 1}, {option.correct ? 'correct' : 'incorrect'}
                  </span>
                </span>
              </span>
            </span>
            <span
              className="host-chart-key"
              style={{ background: colour.fill, color: colour.ink }}
              aria-hidden="true"
            >
              <AnswerShape shape={colour.shape} size={22} />
              {option.correct ? <CheckIcon size={22} /> : <CrossIcon size={20} />}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** An open-ended question's accepted answers; compact above what players typed. */
function AcceptedAnswers({ answers, compact = false }: { answers: string[]; compact?: boolean }) {
  return (
    <div className={`host-accepted${compact ? ' host-accepted-compact' : ''}`}>
      <h2 className="host-accepted-heading">{answers.length === 1 ? 'Correct answer' : 'Correct answers'}</h2>
      <ul className="host-accepted-list">
        {answers.map((answer) => (
          <li key={answer} className="host-accepted-answer">
            <CheckIcon size={26} />
            {answer}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An arrange question's correct order, each item in the colour and shape the players saw it in. */
function ArrangeSolution({ items }: { items: ShownOption[] }) {
  return (
    <div className="host-accepted">
      <h2 className="host-accepted-heading">Correct order</h2>
      <ol className="host-arrange-solution">
        {items.map((item, index) => {
          const colour = answerColour(item.position);
          return (
            <li
              key={index}
              className="host-arrange-item"
              style={{ background: colour.fill, color: colour.ink }}
            >
              <span className="host-arrange-place">{index + 1}</span>
              <AnswerShape shape={colour.shape} size={26} />
              <span className="host-answer-text">{item.text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
