import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  NO_ANSWER_TEXT,
  percentText,
  sortedPlayers,
  type AnswerStatus,
  type PlayerRow,
  type PlayerSortKey,
  type QuestionRow,
  type ReportView,
} from '@/domain';
import { cellInWords, STATUS_SYMBOLS } from './reportTexts';

/** Players per page: a game may have 10,000, and a page of them renders at once. */
export const PLAYERS_PER_PAGE = 50;

type SortDirection = 'ascending' | 'descending';

interface PlayerSort {
  key: PlayerSortKey;
  direction: SortDirection;
}

/** Each key's first direction: the winner, A and the best accuracy first. */
const FIRST_DIRECTION: Record<PlayerSortKey, SortDirection> = {
  rank: 'ascending',
  name: 'ascending',
  accuracy: 'descending',
};

/**
 * The players' table and the answers grid, sorted and paged together: the grid shows the same players, in
 * the same order, as the table above it.
 */
export function PlayerTables({ view }: { view: ReportView }) {
  const [sort, setSort] = useState<PlayerSort>({ key: 'rank', direction: 'ascending' });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => sortedPlayers(view.players, sort.key, sort.direction), [view.players, sort]);
  const first = page * PLAYERS_PER_PAGE;
  const rows = sorted.slice(first, first + PLAYERS_PER_PAGE);

  const sortBy = (key: PlayerSortKey) => {
    setSort((previous) =>
      previous.key === key
        ? { key, direction: previous.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: FIRST_DIRECTION[key] },
    );
    setPage(0);
  };

  const pager = (
    <Pager page={page} first={first} shown={rows.length} total={sorted.length} onPage={setPage} />
  );
  return (
    <>
      <PlayersTable rows={rows} sort={sort} onSort={sortBy} pager={pager} />
      <AnswersGrid rows={rows} questions={view.questions} />
    </>
  );
}

interface PagerProps {
  page: number;
  first: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

function Pager({ page, first, shown, total, onPage }: PagerProps) {
  const last = first + shown;
  return (
    <div className="report-pager">
      <p aria-live="polite">{total === 0 ? 'No players' : `Showing ${first + 1}–${last} of ${total}`}</p>
      {total > PLAYERS_PER_PAGE && (
        <div className="report-pager-buttons">
          <button
            type="button"
            className="button button-secondary button-compact"
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button-secondary button-compact"
            disabled={last >= total}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}

interface SortHeaderProps {
  label: string;
  sortKey: PlayerSortKey;
  sort: PlayerSort;
  onSort: (key: PlayerSortKey) => void;
  className?: string;
}

function SortHeader({ label, sortKey, sort, onSort, className }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const arrow = !active ? '↕' : sort.direction === 'ascending' ? '▲' : '▼';
  return (
    <th scope="col" className={className} aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="report-sort" onClick={() => onSort(sortKey)}>
        {label}
        <span className="report-sort-arrow" aria-hidden="true">
          {arrow}
        </span>
      </button>
    </th>
  );
}

/** A titled part of the report around a table that scrolls sideways on its own, not the page. */
function TableSection({
  title,
  className,
  before,
  children,
}: {
  title: string;
  className: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`report-section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {before}
      {/* Focusable, so that a keyboard can scroll it too. */}
      <div className="report-scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}

interface PlayersTableProps {
  rows: readonly PlayerRow[];
  sort: PlayerSort;
  onSort: (key: PlayerSortKey) => void;
  pager: ReactNode;
}

function PlayersTable({ rows, sort, onSort, pager }: PlayersTableProps) {
  return (
    <TableSection title="Players" className="report-players" before={pager}>
      <table className="report-table">
        <caption className="visually-hidden">Players</caption>
        <thead>
          <tr>
            <SortHeader label="Rank" sortKey="rank" sort={sort} onSort={onSort} className="report-rank" />
            <SortHeader label="Name" sortKey="name" sort={sort} onSort={onSort} />
            <th scope="col" className="report-number">
              Score
            </th>
            <th scope="col" className="report-number">
              Correct / answered
            </th>
            <SortHeader
              label="Accuracy"
              sortKey="accuracy"
              sort={sort}
              onSort={onSort}
              className="report-number"
            />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userID} className={row.kicked ? 'report-kicked' : undefined}>
              <td className="report-rank">{row.rank ?? 'Kicked'}</td>
              <th scope="row" className="report-name">
                {row.name}
              </th>
              <td className="report-number">{row.score.toLocaleString('en-US')}</td>
              <td className="report-number">
                {row.correct} / {row.answered}
              </td>
              <td className="report-number">{percentText(row.accuracy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}

const LEGEND: Array<{ status: AnswerStatus; words: string }> = [
  { status: 'right', words: 'right' },
  { status: 'wrong', words: 'wrong' },
  { status: 'noAnswer', words: NO_ANSWER_TEXT },
  { status: 'notInGame', words: 'not in the game (joined later or removed)' },
];

function AnswersGrid({ rows, questions }: { rows: readonly PlayerRow[]; questions: readonly QuestionRow[] }) {
  const legend = (
    <ul className="report-legend">
      {LEGEND.map(({ status, words }) => (
        <li key={status}>
          <span className={`report-cell report-cell-${status}`} aria-hidden="true">
            {STATUS_SYMBOLS[status]}
          </span>
          {words}
        </li>
      ))}
    </ul>
  );
  return (
    <TableSection title="Answers by player" className="report-answers" before={legend}>
      <table className="report-table report-grid">
        <caption className="visually-hidden">Answers by player</caption>
        <thead>
          <tr>
            <th scope="col" className="report-name">
              Player
            </th>
            {questions.map(({ questionNumber, title }) => (
              <th
                key={questionNumber}
                scope="col"
                className="report-grid-question"
                title={`Question ${questionNumber + 1}: ${title}`}
                aria-label={`Question ${questionNumber + 1}`}
              >
                Q{questionNumber + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userID}>
              <th scope="row" className="report-name">
                {row.name}
              </th>
              {row.cells.map((cell) => {
                const words = cellInWords(cell);
                return (
                  <td
                    key={cell.questionNumber}
                    className={`report-cell report-cell-${cell.status}`}
                    title={words}
                    aria-label={words}
                  >
                    {STATUS_SYMBOLS[cell.status]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableSection>
  );
}
