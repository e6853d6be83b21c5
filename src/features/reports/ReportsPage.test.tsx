import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fullDateTime } from '@/common/relativeTime';
import type { ReportListing } from '@/domain';
import { useAuthStore } from '@/features/auth';
import { deleteReport, readReportListings, type ListedReport } from './reportsGateway';
import { ReportsPage } from './ReportsPage';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');

vi.mock('./reportsGateway');

const listing = (
  quizTitle: string,
  startedAt: number,
  extra: Partial<ReportListing> = {},
): ReportListing => ({
  quizTitle,
  startedAt,
  totalQuestions: 2,
  players: 4,
  tally: { 0: { players: 4, correct: 3 }, 1: { players: 4, correct: 1 } },
  ...extra,
});

/** As the gateway answers: oldest first. */
const listed: ListedReport[] = [
  { gameId: 'gameA', listing: listing('Fractions', Date.UTC(2025, 0, 10, 9)) },
  {
    gameId: 'gameB',
    listing: listing('Capitals of Europe', Date.UTC(2025, 1, 3, 14, 5), { players: 1, tally: undefined }),
  },
  { gameId: 'gameC', listing: listing('Spanish verbs', Date.UTC(2025, 2, 21, 11, 30)) },
];

function renderAt(path = '/reports') {
  const router = createMemoryRouter(
    [
      { path: '/reports', Component: ReportsPage },
      { path: '/reports/:gameId', Component: () => <h1>One report</h1> },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = () =>
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'host1', email: 'a@b.co' }, record: null });

const lines = () => within(screen.getByRole('list')).getAllByRole('listitem');
const lineOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, record: null });
  vi.mocked(readReportListings).mockReset().mockResolvedValue(listed);
  vi.mocked(deleteReport).mockReset().mockResolvedValue();
});

describe('access', () => {
  it('waits for the auth state, titled Reports', () => {
    renderAt();
    expect(document.title).toBe('Reports | Loqi');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(readReportListings).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to log in and back', async () => {
    useAuthStore.setState({ status: 'signedOut' });
    const router = renderAt();
    await screen.findByRole('heading', { name: 'Home' });
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe('/?login=true&redirect=%2Freports');
  });
});

describe('the list', () => {
  beforeEach(signIn);

  it("reads the signed-in host's reports and shows them newest first, each linking to its report", async () => {
    renderAt();
    await screen.findByText('Fractions');
    expect(readReportListings).toHaveBeenCalledWith('host1');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Spanish verbs',
      'Capitals of Europe',
      'Fractions',
    ]);
    expect(screen.getByRole('link', { name: 'Capitals of Europe' })).toHaveAttribute(
      'href',
      '/reports/gameB',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Spanish verbs' }));
    expect(await screen.findByRole('heading', { name: 'One report' })).toBeInTheDocument();
  });

  it('says when each game was played, by how many, and how well on average', async () => {
    renderAt();
    await screen.findByText('Fractions');
    const fractions = lineOf('Fractions');
    expect(fractions).toHaveTextContent(fullDateTime(Date.UTC(2025, 0, 10, 9)));
    expect(within(fractions).getByText(fullDateTime(Date.UTC(2025, 0, 10, 9)))).toHaveAttribute(
      'datetime',
      '2025-01-10T09:00:00.000Z',
    );
    expect(fractions).toHaveTextContent('4 players');
    // 3 + 1 right of 4 + 4 scored.
    expect(fractions).toHaveTextContent('50 % accuracy');
    // No question ended yet: no accuracy.
    expect(lineOf('Capitals of Europe')).toHaveTextContent('1 player');
    expect(lineOf('Capitals of Europe')).toHaveTextContent('— accuracy');
  });

  it('says so when there are no reports yet', async () => {
    vi.mocked(readReportListings).mockResolvedValue([]);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your quizzes' })).toHaveAttribute('href', '/my');
  });

  it('says so when the reports cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(readReportListings).mockRejectedValue(new Error('offline'));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your reports could not be loaded.');
    error.mockRestore();
  });
});

describe('deleting a report', () => {
  beforeEach(signIn);

  async function askToDelete(title: string) {
    renderAt();
    await screen.findByText(title);
    const deleteButton = within(lineOf(title)).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toHaveAccessibleDescription(title);
    await userEvent.click(deleteButton);
    return screen.getByRole('dialog', { name: 'Delete this report?' });
  }

  it('asks first, naming the game, with the focus on Cancel', async () => {
    const dialog = await askToDelete('Fractions');
    expect(dialog).toHaveTextContent(
      `This deletes the report of Fractions, played ${fullDateTime(Date.UTC(2025, 0, 10, 9))}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(deleteReport).not.toHaveBeenCalled();
  });

  it('deletes the report once confirmed and removes its line', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(deleteReport).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const dialog = await askToDelete('Capitals of Europe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(deleteReport).toHaveBeenCalledWith('gameB');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Deleting...');
    expect(within(dialog).getByRole('button', { name: 'Delete report' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lines()).toHaveLength(2);
    expect(screen.queryByText('Capitals of Europe')).not.toBeInTheDocument();
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('%s closes the dialog and deletes nothing', async (_, close) => {
    await askToDelete('Fractions');
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteReport).not.toHaveBeenCalled();
    expect(lines()).toHaveLength(3);
    expect(within(lineOf('Fractions')).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it.each([
    [
      "the server's refusal",
      Object.assign(new Error("Only this game's host can do that."), { code: 'functions/permission-denied' }),
      "Only this game's host can do that.",
    ],
    [
      'a failed call',
      new Error('network'),
      'The report could not be deleted. Check your connection and try again.',
    ],
  ])('shows %s and keeps the report', async (_, failure, message) => {
    vi.mocked(deleteReport).mockRejectedValue(failure);
    const dialog = await askToDelete('Fractions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Delete report' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lines()).toHaveLength(3);
  });
});
