// A game an update ended (GAME_LAYOUT): the big screen says so and leads to the library to start it again,
// and takes no more steps (a timed phase's step would only be refused again).
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { gameMessages, HostStatus, PlayerMode, type SharedInfo } from '@/domain';
import { HostGameScreen } from './HostGameScreen';
import { sendHostStep, watchGame, type GameListeners } from './hostGateway';
import { capitalOfCanada, hostInfo, player, worldCapitalsQuiz } from './test/games';

vi.mock('./hostGateway');
vi.mock('./music', () => ({
  preload: vi.fn(),
  play: vi.fn(() => Promise.resolve()),
  fadeOut: vi.fn(() => Promise.resolve()),
  stop: vi.fn(() => Promise.resolve()),
  setMuted: vi.fn(),
  useMusicStore: (select: (state: { muted: boolean }) => unknown) => select({ muted: false }),
}));

const sharedInfo: SharedInfo = {
  gameStatus: {
    mode: PlayerMode.QuestionIntro,
    info: { questionNumber: 0, time: 0, duration: 0, questionType: 0, options: 2 },
  },
  totalQuestions: 1,
};

let listeners: GameListeners;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(sendHostStep).mockReset().mockResolvedValue(undefined);
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

it('says the game was ended by an update, links to the library, and sends no more steps', async () => {
  render(
    <MemoryRouter>
      <HostGameScreen gameId="game1" />
    </MemoryRouter>,
  );
  // The quiz intro, whose 5 s would end with the first question's intro.
  const intro = { time: Date.now(), duration: 5000 };
  act(() => {
    listeners.serverOffset(0);
    listeners.quiz(worldCapitalsQuiz([capitalOfCanada()]));
    listeners.sharedInfo(sharedInfo);
    listeners.roster({ u1: player('u1', Date.now(), 'Ada') });
    listeners.submitted({});
    listeners.hostInfo(hostInfo(HostStatus.QuizIntro, intro));
  });
  expect(screen.queryByText(gameMessages.endedByUpdate)).not.toBeInTheDocument();

  act(() => listeners.hostInfo(hostInfo(HostStatus.QuizIntro, intro, { endedBy: 'update' })));

  expect(screen.getByRole('heading', { level: 1, name: gameMessages.endedByUpdate })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your quizzes' })).toHaveAttribute('href', '/my');
  await act(() => vi.advanceTimersByTimeAsync(30_000));
  expect(sendHostStep).not.toHaveBeenCalled();
});
