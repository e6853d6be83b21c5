import { useId, useState, type CSSProperties } from 'react';
import { NEEDS_HELP_BELOW, percentText, type QuestionRow, type ReportView } from '@/domain';
import { playerCount } from './reportTexts';

/** How many of the players who may need help the summary names; the player table sorts them all. */
export const NEED_HELP_SHOWN = 12;

/** What a teacher looks at first: how many played, how well, the hardest questions, who struggled. */
export function ReportSummary({ view }: { view: ReportView }) {
  const headingId = useId();
  const { summary, totalQuestions } = view;
  return (
    <section className="report-section report-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>Summary</h2>
      <dl className="report-stats">
        <div className="report-stat">
          <dt>Players</dt>
          <dd>
            {summary.players.toLocaleString('en-US')}
            {summary.kicked > 0 && <span className="report-stat-note"> and {summary.kicked} removed</span>}
          </dd>
        </div>
        <div className="report-stat">
          <dt>Questions</dt>
          <dd>
            {summary.questions}
            {summary.questions < totalQuestions && (
              <span className="report-stat-note"> of {totalQuestions}, ended early</span>
            )}
          </dd>
        </div>
        <div className="report-stat">
          <dt>Average accuracy</dt>
          <dd>{percentText(summary.accuracy)}</dd>
        </div>
      </dl>
      <div className="report-summary-lists">
        <div>
          <h3>Hardest questions</h3>
          {summary.hardest.length === 0 ? (
            <p className="report-muted">No question has ended.</p>
          ) : (
            <ol className="report-name-list">
              {summary.hardest.map((question) => (
                <li key={question.questionNumber}>
                  <span>
                    {question.questionNumber + 1}. {question.title}
                  </span>
                  <span className="report-figure">{percentText(question.accuracy)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <NeedHelp view={view} />
      </div>
    </section>
  );
}

/**
 * The players who may need help, their names hidden until the teacher asks: a report is often opened on the
 * projected screen, and a class must not see who struggled.
 */
function NeedHelp({ view: { summary } }: { view: ReportView }) {
  const [shown, setShown] = useState(false);
  const namesId = useId();
  const unnamed = summary.needHelp.length - NEED_HELP_SHOWN;
  return (
    <div>
      <div className="report-need-help-heading">
        <h3>May need help</h3>
        <button
          type="button"
          className="button button-secondary button-compact"
          aria-expanded={shown}
          aria-controls={namesId}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <p className="report-muted">
        Players who answered fewer than {percentText(NEEDS_HELP_BELOW)} of their questions right.
      </p>
      <div id={namesId} className="report-need-help-names" hidden={!shown}>
        {summary.needHelp.length === 0 ? (
          <p>Nobody: every player got at least half right.</p>
        ) : (
          <ul className="report-name-list">
            {summary.needHelp.slice(0, NEED_HELP_SHOWN).map((player) => (
              <li key={player.userID}>
                <span>{player.name}</span>
                <span className="report-figure">{percentText(player.accuracy)}</span>
              </li>
            ))}
          </ul>
        )}
        {unnamed > 0 && (
          <p className="report-muted">
            And {playerCount(unnamed)} more: sort the players by accuracy to see them all.
          </p>
        )}
      </div>
    </div>
  );
}

/** Each question's share of right answers as a bar, its percentage written beside it. */
export function AccuracyChart({ questions }: { questions: readonly QuestionRow[] }) {
  const headingId = useId();
  return (
    <section className="report-section report-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>Accuracy by question</h2>
      {questions.length === 0 ? (
        <p className="report-muted">No question has ended.</p>
      ) : (
        <ol className="report-bars">
          {questions.map((question) => (
            <li key={question.questionNumber} className="report-bar">
              <span className="report-bar-label">
                {question.questionNumber + 1}. {question.title}
              </span>
              <span
                className="report-bar-track"
                aria-hidden="true"
                style={{ '--share': `${(question.accuracy ?? 0) * 100}%` } as CSSProperties}
              />
              <span className="report-figure">{percentText(question.accuracy)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
