// What the host's big screen shows of each question type: the options while the question is open, and the
// answers revealed with its results. The table's type asks for an entry per QuestionType.
import type { ComponentType } from 'react';
import { answerColour } from '@/common/answerPalette';
import { AnswerShape } from '@/common/components/AnswerShape';
import { CheckIcon, CrossIcon } from '@/common/components/Icons';
import { QuestionType, screenTexts, type GameQuestionOf, type ShownOption } from '@/domain';
import { AnswerGrid } from './AnswerGrid';
import { acceptedAnswersOf, arrangeSolution, shownOptions } from './hostFlow';

interface QuestionTypeView<T extends QuestionType> {
  /** Under the open question: what players answer with. */
  Options: ComponentType<{ question: GameQuestionOf<T> }>;
  /** On the results screen: the correct answers, and how many chose each option where there are options. */
  Results: ComponentType<{ question: GameQuestionOf<T>; counts: number[] | undefined }>;
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
  counts,
}: {
  question: GameQuestionOf<QuestionType>;
  counts: number[] | undefined;
}) {
  const options = shownOptions(question);
  return (
    <>
      <ResultsChart options={options} counts={counts ?? []} />
      <AnswerGrid options={options} judged />
    </>
  );
}

function OpenEndedResults({ question }: { question: GameQuestionOf<typeof QuestionType.OpenEnded> }) {
  return <AcceptedAnswers answers={acceptedAnswersOf(question)} />;
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
                style={{ height: `${(count / most) * 100}%`, background: colour.fill }}
              >
                <span className="host-chart-count">
                  {count}
                  <span className="visually-hidden">
                    {' '}
                    chose {option.position + 1}
                    {option.correct ? ', correct' : ''}
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

/** An open-ended question's accepted answers. */
function AcceptedAnswers({ answers }: { answers: string[] }) {
  return (
    <div className="host-accepted">
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
