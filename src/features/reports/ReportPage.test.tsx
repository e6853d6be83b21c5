import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fullDateTime } from '@/common/relativeTime';
import {
  percentText,
  reportView,
  secondsText,
  sortedPlayers,
  type GameReport,
  type PlayerRow,
  type PlayerSortKey,
} from '@/domain';
import { gameReportFixture } from '@/domain/fixtures/reports';
import { useAuthStore } from '@/features/auth';
import { PLAYERS_PER_PAGE } from './PlayerTables';
import { NEED_HELP_SHOWN } from './ReportSummary';
import { reportFile, reportFileName } from './reportFiles';
import { ReportPage } from './ReportPage';
import { readReport } from './reportsGateway';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');
vi.mock('./reportsGateway');
vi.mock('./reportFiles');

// 120 players (three pages), one removed after the first question (Frances) and one who joined after it
// (Margaret), five questions, one of each type.
const { report } = gameReportFixture({ players: 120, kicked: [7], lateJoiners: [3] });
const view = reportView(report);

function renderAt(path = '/reports/game1') {
  const router = createMemoryRouter(
    [
      { path: '/reports/:gameId', Component: ReportPage },
      { path: '/reports', Component: () => <h1>All reports</h1> },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = () =>
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'host1', email: 'a@b.co' }, record: null });

async function renderReport(shown: GameReport = report) {
  vi.mocked(readReport).mockResolvedValue(shown);
  renderAt();
  await screen.findByRole('heading', { level: 1, name: shown.game.quizTitle });
}

// Role queries take a good part of a second on a page of 50 players: the parts' accessible names are checked
// once, on a small report, and the other tests find a part by its heading.
const part = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section') as HTMLElement;
const tableIn = (name: string) => part(name).querySelector('table') as HTMLTableElement;
const bodyRows = (name: string) => [...(tableIn(name).tBodies[0] as HTMLTableSectionElement).rows];
/** The names in a table's rows, in order: each row's header cell. */
const rowNames = (name: string) => bodyRows(name).map((row) => row.querySelector('th')?.textContent);
const rowOf = (tableName: string, name: string) =>
  bodyRows(tableName).find((row) => row.querySelector('th')?.textContent === name) as HTMLTableRowElement;
/** A row's data cells (its header cell, the name, left out). */
const dataCells = (row: HTMLTableRowElement) => [...row.querySelectorAll('td')];
const expectedNames = (key: PlayerSortKey, direction: 'ascending' | 'descending', page = 0) =>
  sortedPlayers(view.players, key, direction)
    .slice(page * PLAYERS_PER_PAGE, (page + 1) * PLAYERS_PER_PAGE)
    .map((player) => player.name);
const columnHeaders = (name: string) => [...tableIn(name).querySelectorAll('thead th')];
const columnHeader = (label: string) =>
  columnHeaders('Players').find((header) => header.textContent?.startsWith(label)) as HTMLElement;
const pager = () => within(part('Players').querySelector('.report-pager') as HTMLElement);
const showing = () => part('Players').querySelector('.report-pager p')?.textContent;

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, record: null });
  vi.mocked(readReport).mockReset();
});

describe('access', () => {
  it('sends a signed-out visitor to log in and back', async () => {
    useAuthStore.setState({ status: 'signedOut' });
    const router = renderAt();
    await screen.findByRole('heading', { name: 'Home' });
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe('/?login=true&redirect=%2Freports%2Fgame1');
    expect(readReport).not.toHaveBeenCalled();
  });

  it('shows that the report is loading, then reads it once for the signed-in host', async () => {
    let answer: (value: GameReport) => void = () => undefined;
    vi.mocked(readReport).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(signIn);
    await vi.waitFor(() => expect(readReport).toHaveBeenCalledWith('game1'));
    act(() => answer(report));
    expect(await screen.findByRole('heading', { level: 1, name: 'Capitals and more' })).toBeInTheDocument();
    // The title follows in an effect, which may run after the heading is drawn.
    await vi.waitFor(() => expect(document.title).toBe('Report: Capitals and more | Loqi'));
    expect(readReport).toHaveBeenCalledTimes(1);
  });

  it('says the report does not exist when it is missing or not the reader’s', async () => {
    signIn();
    vi.mocked(readReport).mockResolvedValue(null);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'This report does not exist.' })).toBeInTheDocument();
  });

  it('says so when the report cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    vi.mocked(readReport).mockRejectedValue(new Error('offline'));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    error.mockRestore();
  });
});

describe('the report', () => {
  beforeEach(signIn);

  it('is titled by the quiz and dated, with a way back to the list', async () => {
    await renderReport();
    expect(screen.getByText(fullDateTime(report.game.startedAt))).toHaveAttribute(
      'datetime',
      new Date(report.game.startedAt).toISOString(),
    );
    expect(screen.getByRole('link', { name: 'All reports' })).toHaveAttribute('href', '/reports');
  });

  it('sums the game up: players, questions, accuracy, the hardest questions and who may need help', async () => {
    await renderReport();
    const summary = part('Summary');
    const stat = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(stat('Players')).toHaveTextContent('119 and 1 removed');
    expect(stat('Questions')).toHaveTextContent(/^5$/);
    expect(stat('Average accuracy')).toHaveTextContent(percentText(view.summary.accuracy));
    const hardest = within(summary).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(hardest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      view.summary.hardest.map(
        (question) => `${question.questionNumber + 1}. ${question.title}${percentText(question.accuracy)}`,
      ),
    );
    // Who may need help is hidden until the teacher asks (the report may be on the projected screen).
    const showNames = within(summary).getByRole('button', { name: 'Show' });
    expect(showNames).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).getAllByRole('list')).toHaveLength(1);
    const firstInNeed = view.summary.needHelp[0]?.name ?? '';
    expect(within(summary).getByText(firstInNeed)).not.toBeVisible();
    expect(within(summary).getByText(/players more/)).not.toBeVisible();
    await userEvent.click(showNames);
    expect(showNames).toHaveAttribute('aria-expanded', 'true');
    expect(showNames).toHaveTextContent('Hide');
    expect(within(summary).getByText(firstInNeed)).toBeVisible();
    const needHelp = within(summary).getAllByRole('list')[1] as HTMLElement;
    expect(document.getElementById(showNames.getAttribute('aria-controls') ?? '')).toContainElement(needHelp);
    expect(view.summary.needHelp.length).toBeGreaterThan(NEED_HELP_SHOWN);
    expect(
      within(needHelp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      view.summary.needHelp
        .slice(0, NEED_HELP_SHOWN)
        .map((player) => `${player.name}${percentText(player.accuracy)}`),
    );
    expect(summary).toHaveTextContent(`And ${view.summary.needHelp.length - NEED_HELP_SHOWN} players more`);
    await userEvent.click(within(summary).getByRole('button', { name: 'Hide' }));
    expect(within(summary).getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).getAllByRole('list')).toHaveLength(1);
  });

  it('says how many questions of the quiz were played when the host ended the game early', async () => {
    await renderReport(gameReportFixture({ players: 3, questions: 2, totalQuestions: 6 }).report);
    expect(within(part('Summary')).getByText('Questions').nextElementSibling).toHaveTextContent(
      '2 of 6, ended early',
    );
  });

  it("charts each question's accuracy, its percentage written out", async () => {
    await renderReport();
    const bars = within(part('Accuracy by question')).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(
      view.questions.map(
        (question) => `${question.questionNumber + 1}. ${question.title}${percentText(question.accuracy)}`,
      ),
    );
  });

  it('lists each question with its answer, accuracy, median time and how the answers were spread', async () => {
    await renderReport();
    const rows = bodyRows('Questions');
    expect(rows).toHaveLength(5);
    view.questions.forEach((question, index) => {
      const row = rows[index] as HTMLTableRowElement;
      const cells = dataCells(row);
      expect(row.querySelector('th')).toHaveTextContent(question.title);
      expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
        String(question.questionNumber + 1),
        question.typeName,
        question.correctAnswer,
        percentText(question.accuracy),
        secondsText(question.medianMs),
      ]);
      const entries = within(cells[5] as HTMLElement).getAllByRole('listitem');
      expect(entries.map((entry) => entry.textContent)).toEqual(
        question.distribution.map(
          ({ label, count, correct }) => `${label}${count}${correct ? 'correct' : ''}`,
        ),
      );
    });
  });

  it('names its parts and tables for assistive technology', async () => {
    await renderReport(gameReportFixture({ players: 3 }).report);
    for (const name of ['Summary', 'Accuracy by question', 'Players', 'Answers by player', 'Questions']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of ['Players', 'Answers by player', 'Questions']) {
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
    }
    const players = screen.getByRole('table', { name: 'Players' });
    expect(within(players).getByRole('columnheader', { name: 'Rank' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    for (const name of ['Rank', 'Name', 'Accuracy']) {
      expect(within(players).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });
});

describe('the players', () => {
  beforeEach(signIn);

  it('shows the first 50 by rank, each with rank, name, score, answers and accuracy', async () => {
    await renderReport();
    expect(showing()).toBe('Showing 1–50 of 120');
    expect(rowNames('Players')).toEqual(expectedNames('rank', 'ascending'));
    const [first] = view.players as [PlayerRow];
    expect(dataCells(bodyRows('Players')[0] as HTMLTableRowElement).map((cell) => cell.textContent)).toEqual([
      String(first.rank),
      first.score.toLocaleString('en-US'),
      `${first.correct} / ${first.answered}`,
      percentText(first.accuracy),
    ]);
  });

  it('pages through them 50 at a time, the answers grid with them', async () => {
    await renderReport();
    const previous = pager().getByRole('button', { name: 'Previous' });
    const next = pager().getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(showing()).toBe('Showing 51–100 of 120');
    expect(rowNames('Players')).toEqual(expectedNames('rank', 'ascending', 1));
    expect(rowNames('Answers by player')).toEqual(expectedNames('rank', 'ascending', 1));
    await userEvent.click(next);
    expect(showing()).toBe('Showing 101–120 of 120');
    expect(rowNames('Players')).toHaveLength(20);
    expect(next).toBeDisabled();
    // The removed player comes last, marked so.
    expect(bodyRows('Players').at(-1)).toHaveTextContent(/^KickedFrances/);
    await userEvent.click(previous);
    expect(showing()).toBe('Showing 51–100 of 120');
  });

  it.each<[string, PlayerSortKey, 'ascending' | 'descending', 'ascending' | 'descending']>([
    ['Name', 'name', 'ascending', 'descending'],
    ['Accuracy', 'accuracy', 'descending', 'ascending'],
    ['Rank', 'rank', 'descending', 'ascending'],
  ])(
    'sorts by %s, each click turning the order, and starts again at the first page',
    async (label, key, once, twice) => {
      await renderReport();
      expect(columnHeader('Rank')).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(pager().getByRole('button', { name: 'Next' }));
      const button = within(tableIn('Players').tHead as HTMLElement).getByRole('button', { name: label });
      await userEvent.click(button);
      expect(columnHeader(label)).toHaveAttribute('aria-sort', once);
      expect(showing()).toBe('Showing 1–50 of 120');
      expect(rowNames('Players')).toEqual(expectedNames(key, once));
      expect(rowNames('Answers by player')).toEqual(expectedNames(key, once));
      await userEvent.click(button);
      expect(columnHeader(label)).toHaveAttribute('aria-sort', twice);
      expect(rowNames('Players')).toEqual(expectedNames(key, twice));
      expect(columnHeaders('Players').filter((header) => header.hasAttribute('aria-sort'))).toEqual([
        columnHeader(label),
      ]);
    },
  );

  it('shows each answer as right, wrong, no answer or not in the game, in a symbol and in words', async () => {
    await renderReport();
    expect(columnHeaders('Answers by player').map((header) => header.getAttribute('aria-label'))).toEqual([
      null,
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
      'Question 5',
    ]);
    const symbols = { right: '✓', wrong: '✗', noAnswer: '–', notInGame: '' };
    const player = view.players.find((row) =>
      row.cells.some((cell) => cell.status === 'noAnswer'),
    ) as PlayerRow;
    const cells = dataCells(rowOf('Answers by player', player.name));
    player.cells.forEach((cell, index) => {
      expect(cells[index]?.textContent).toBe(symbols[cell.status]);
      expect(cells[index]).toHaveClass(`report-cell-${cell.status}`);
    });
    const noAnswer = player.cells.findIndex((cell) => cell.status === 'noAnswer');
    expect(cells[noAnswer]).toHaveAccessibleName(`Question ${noAnswer + 1}: no answer, 0 points`);

    const winner = view.players[0] as PlayerRow;
    const right = winner.cells.find((cell) => cell.status === 'right');
    if (!right) throw new Error('The winner answered nothing right.');
    const rightCell = dataCells(rowOf('Answers by player', winner.name))[right.questionNumber];
    expect(rightCell).toHaveAccessibleName(
      `Question ${right.questionNumber + 1}: ${right.text}, right, ${right.points.toLocaleString('en-US')} points, ${secondsText(right.ms)}`,
    );
    expect(rightCell).toHaveAttribute('title', rightCell?.getAttribute('aria-label'));
    // Margaret joined after the first question closed.
    expect(dataCells(rowOf('Answers by player', 'Margaret'))[0]).toHaveAccessibleName(
      'Question 1: not in the game',
    );
  });

  it('renders only one page of a 2,000-player, 20-question game', async () => {
    await renderReport(gameReportFixture({ players: 2_000, questions: 20 }).report);
    expect(showing()).toBe('Showing 1–50 of 2000');
    expect(rowNames('Players')).toHaveLength(50);
    expect(tableIn('Answers by player').querySelectorAll('td')).toHaveLength(50 * 20);
  });
});

describe('downloads', () => {
  beforeEach(signIn);

  it.each([
    ['Download XLSX', 'xlsx'],
    ['Download CSV', 'csv'],
  ] as const)('%s saves the file made from the report', async (label, format) => {
    const blob = new Blob(['file']);
    vi.mocked(reportFile).mockResolvedValue(blob);
    vi.mocked(reportFileName).mockReturnValue(`Capitals and more.${format}`);
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.href).toBe('blob:report');
      expect(this.download).toBe(`Capitals and more.${format}`);
    });
    await renderReport();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(reportFile).toHaveBeenCalledWith(
      expect.objectContaining({ quizTitle: 'Capitals and more' }),
      format,
    );
    expect(vi.mocked(reportFile).mock.calls[0]?.[0]).toEqual(view);
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('says so when the file cannot be made', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(reportFile).mockRejectedValue(new Error('no spreadsheet'));
    await renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made. Try again.');
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeEnabled();
    error.mockRestore();
  });
});
