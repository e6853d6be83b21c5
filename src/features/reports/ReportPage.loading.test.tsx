// How the report page loads its data: the database gets ready while the sign-in is restored, and the report
// is read once the reader is known.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { gameReportFixture } from '@/domain/fixtures/reports';
import { useAuthStore } from '@/features/auth';
import { ReportPage } from './ReportPage';
import { prepareReportRead, readReport } from './reportsGateway';

vi.mock('@/features/auth/authGateway');
vi.mock('./reportsGateway');

const { report } = gameReportFixture({ players: 3, questions: 2 });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/reports/:gameId', Component: ReportPage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the report page', () => {
  it('gets the database ready before the sign-in is known, and reads the report once it is', async () => {
    useAuthStore.setState({ status: 'unknown', user: null, record: null });
    vi.mocked(readReport).mockResolvedValue(report);
    renderAt('/reports/game1');
    await screen.findByRole('status');
    expect(prepareReportRead).toHaveBeenCalledTimes(1);
    expect(readReport).not.toHaveBeenCalled();

    useAuthStore.setState({ status: 'signedIn', user: { uid: 'host1', email: 'a@b.co' }, record: null });
    await screen.findByRole('heading', { level: 1, name: report.game.quizTitle });
    expect(readReport).toHaveBeenCalledExactlyOnceWith('game1');
    expect(prepareReportRead).toHaveBeenCalledTimes(1);
  });
});
