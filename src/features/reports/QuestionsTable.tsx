import { useId } from 'react';
import { CheckIcon } from '@/common/components/Icons';
import { percentText, secondsText, type QuestionRow } from '@/domain';

/** Every question as played: its answer, how many got it right, how fast, and what the players answered. */
export function QuestionsTable({ questions }: { questions: readonly QuestionRow[] }) {
  const headingId = useId();
  return (
    <section className="report-section report-questions" aria-labelledby={headingId}>
      <h2 id={headingId}>Questions</h2>
      {/* Focusable, so that a keyboard can scroll it too. */}
      <div className="report-scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className="report-table">
          <caption className="visually-hidden">Questions</caption>
          <thead>
            <tr>
              <th scope="col" className="report-number">
                #
              </th>
              <th scope="col">Question</th>
              <th scope="col">Type</th>
              <th scope="col">Correct answer</th>
              <th scope="col" className="report-number">
                Accuracy
              </th>
              <th scope="col" className="report-number">
                Median time
              </th>
              <th scope="col">Answers</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => (
              <tr key={question.questionNumber}>
                <td className="report-number">{question.questionNumber + 1}</td>
                <th scope="row" className="report-question-title">
                  {question.title}
                </th>
                <td>{question.typeName}</td>
                <td>{question.correctAnswer}</td>
                <td className="report-number">{percentText(question.accuracy)}</td>
                <td className="report-number">{secondsText(question.medianMs)}</td>
                <td>
                  <Distribution question={question} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** How the answers were spread, each with its count; the correct ones marked by a tick and the word. */
function Distribution({ question }: { question: QuestionRow }) {
  if (question.distribution.length === 0) return <span className="report-muted">No answers</span>;
  return (
    <ul className="report-distribution">
      {question.distribution.map((entry, index) => (
        <li key={index} className={entry.correct ? 'report-distribution-correct' : undefined}>
          <span className="report-distribution-label">{entry.label}</span>
          <span className="report-figure">{entry.count}</span>
          {entry.correct && (
            <span className="report-correct-mark">
              <CheckIcon size={16} />
              correct
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
