// The host's pace: timed results' countdown (auto-advance), Pause / Resume, a paused phase's
// still timers. HostPage.test.tsx covers the rest of the host's screen.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HostStatus, PlayerMode, type HostInfo, type SharedInfo } from '@/domain';
import { useAuthStore } from '@/features/auth';
import { type HostView } from './hostFlow';
import { pauseGame, sendHostStep, watchGame, type GameListeners } from './hostGateway';
import { HostPage } from './HostPage';
import { capitalOfCanada, hostView, player, worldCapitalsQuiz } from './test/games';

vi.mock('@/features/auth/authGateway');
vi.mock('./hostGateway');
vi.mock('./music', () => ({
  preload: vi.fn(),
  play: vi.fn(() => Promise.resolve()),
  fadeOut: vi.fn(() => Promise.resolve()),
  stop: vi.fn(() => Promise.resolve()),
  setMuted: vi.fn(),
  useMusicStore: (select: (state: { muted: boolean }) => unknown) => select({ muted: false }),
}));

const choice = capitalOfCanada();
const quiz = worldCapitalsQuiz([choice, choice, choice]);
const players = [player('u1', 100, 'Ada'), player('u2', 200, 'Grace')];
const shared: SharedInfo = {
  leaderboard: [{ userID: 'u1', username: 'Ada', score: 900, rank: 1 }],
  gameStatus: {
    mode: PlayerMode.Result,
    info: { questionNumber: 0, time: 0, duration: 0, questionType: 0, options: 2 },
  },
  totalQuestions: quiz.questions.length,
};

let listeners: GameListeners;

const gameInfo = (status: HostStatus, gameStatus: Partial<HostInfo['gameStatus']> = {}) =>
  hostView(status, { time: Date.now(), ...gameStatus }, players);

function sendGame(view: HostView) {
  act(() => {
    listeners.serverOffset(0);
    listeners.quiz(quiz);
    listeners.sharedInfo(shared);
    listeners.roster({ ...view.roster });
    listeners.submitted({ ...view.submitted });
    listeners.hostInfo(view.hostInfo);
  });
}

function renderGame() {
  const router = createMemoryRouter([{ path: '/host', Component: HostPage }], {
    initialEntries: ['/host?s=game1'],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'host1', email: 'host@b.co' }, record: null });
  vi.mocked(sendHostStep).mockReset().mockResolvedValue(undefined);
  vi.mocked(pauseGame).mockReset().mockResolvedValue(undefined);
  vi.mocked(watchGame)
    .mockReset()
    .mockImplementation((_gameId, given) => {
      listeners = given;
      return () => undefined;
    });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('auto-advance', () => {
  it('counts down timed results, shows the leaderboard halfway, and introduces the next question at the end', async () => {
    vi.useFakeTimers();
    renderGame();
    await act(() => vi.advanceTimersByTimeAsync(0));
    sendGame(gameInfo(HostStatus.Results, { questionNumber: 0, duration: 10_000 }));
    expect(screen.getByRole('timer')).toHaveTextContent('Next question in 10');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('Next question in 7');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Next question in 5');
    expect(sendHostStep).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'introQuestion', questionNumber: 1 });
  });

  it('shows no countdown on results that wait for the host, nor on the final leaderboard', () => {
    renderGame();
    sendGame(gameInfo(HostStatus.Results, { questionNumber: 0, duration: 0 }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    sendGame(gameInfo(HostStatus.Results, { questionNumber: 2, duration: 0 }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('pause and resume', () => {
  it('pauses the open question with Pause', async () => {
    renderGame();
    sendGame(gameInfo(HostStatus.QuestionOpen, { duration: 20_000 }));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pauseGame).toHaveBeenCalledWith('game1', true, expect.any(Number));
  });

  it('shows "Paused" at the press, within 300 ms and before the server answers, its countdown stopped there', async () => {
    // The server's answer never comes: what shows is the press alone.
    vi.mocked(pauseGame).mockReturnValue(new Promise(() => undefined));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderGame();
    const time = Date.now();
    sendGame(gameInfo(HostStatus.QuestionOpen, { time: time - 5000, duration: 20_000 }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^15/);

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const pressedAt = vi.mocked(pauseGame).mock.calls[0]?.[2] as number;
    expect(pressedAt).toBeGreaterThanOrEqual(time);
    expect(pressedAt).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('Paused', {}, { timeout: 300 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    const shown = screen.getByRole('timer').textContent;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(shown ?? '');
    expect(sendHostStep).not.toHaveBeenCalled();

    // The server's pause, at the press: the screen is the server's from then on.
    sendGame(gameInfo(HostStatus.QuestionOpen, { time: time - 5000, duration: 20_000, pausedAt: pressedAt }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(shown ?? '');
  });

  it('takes the press back when the pause does not reach the server', async () => {
    vi.mocked(pauseGame).mockRejectedValue(new Error('unavailable'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderGame();
    sendGame(gameInfo(HostStatus.QuestionOpen, { duration: 20_000 }));

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows a paused phase as "Paused" with its countdown still, sends nothing at its time, and resumes with Resume', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderGame();
    const time = Date.now();
    // Opened 5 s ago for 20 s, paused since: 15 s left however long the pause.
    sendGame(
      gameInfo(HostStatus.QuestionOpen, { time: time - 5000, duration: 20_000, pausedAt: time, pausedMs: 0 }),
    );
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^15/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^15/);
    expect(sendHostStep).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(pauseGame).toHaveBeenCalledWith('game1', false, expect.any(Number));
  });

  it('freezes the intros’ bars and timed results’ countdown while paused', () => {
    renderGame();
    const time = Date.now();
    sendGame(
      gameInfo(HostStatus.Results, {
        questionNumber: 0,
        time: time - 4000,
        duration: 10_000,
        pausedAt: time - 1000,
      }),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Next question in 7');
    sendGame(
      gameInfo(HostStatus.QuestionIntro, {
        questionNumber: 1,
        time: time - 3000,
        duration: 4000,
        pausedAt: time - 2000,
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'The question opens' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('offers Pause from the quiz intro to the last question, not in the lobby nor on the final leaderboard', () => {
    renderGame();
    sendGame(gameInfo(HostStatus.Lobby));
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    sendGame(gameInfo(HostStatus.QuizIntro, { duration: 5000 }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    sendGame(gameInfo(HostStatus.Results, { questionNumber: 2 }));
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });
});
