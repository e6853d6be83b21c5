// A game an update ended (GAME_LAYOUT): the phone says so, in words and in its live region, whatever it
// was showing, instead of waiting for a game that will not go on.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameMessages, PlayerMode, QuestionType, type PlayerView, type SharedInfo } from '@/domain';
import { JoinPage } from './JoinPage';
import { type GameListener, joinGame, readRoomGame, watchGame } from './playGateway';
import { page } from './playStore';

vi.mock('./playGateway');

const join = {
  success: true as const,
  userSecret: 'secret1',
  userID: 'user1',
  gameID: 'game1',
  roomCode: 'asdfjklas',
  username: 'Ada',
};
const record: PlayerView = {
  userID: 'user1',
  username: 'Ada',
  joinedAt: Date.now(),
  score: 0,
  lastChange: 0,
};

const sharedInfo = (mode: PlayerMode, endedBy?: 'update'): SharedInfo => ({
  gameStatus: {
    mode,
    info: {
      questionNumber: 1,
      time: Date.now(),
      duration: 20_000,
      questionType: QuestionType.SingleChoice,
      options: 4,
    },
    ...(endedBy && { endedBy }),
  },
  totalQuestions: 5,
});

let listener: GameListener;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(joinGame).mockReset().mockResolvedValue(join);
  vi.mocked(readRoomGame).mockReset().mockResolvedValue(join.gameID);
  vi.mocked(watchGame)
    .mockReset()
    .mockImplementation((_join, watching) => {
      listener = watching;
      return () => undefined;
    });
  vi.spyOn(page, 'alert').mockImplementation(() => undefined);
  vi.spyOn(page, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('shows "This game was ended by an update" in place of the open question, and announces it', async () => {
  window.history.replaceState(null, '', '/join');
  render(<JoinPage />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Room code' }), join.roomCode);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  await screen.findByText('Connecting to Loqi...');
  act(() => {
    listener.onShared(sharedInfo(PlayerMode.Answering));
    listener.onRecord(record);
  });
  expect(screen.getAllByRole('button', { name: /^Answer \d/ })).toHaveLength(4);

  act(() => listener.onShared(sharedInfo(PlayerMode.Answering, 'update')));

  expect(screen.getByRole('heading', { name: gameMessages.endedByUpdate })).toBeInTheDocument();
  expect(gameMessages.endedByUpdate).toBe(
    'This game was ended by an update. Start it again from your library.',
  );
  expect(screen.queryAllByRole('button', { name: /^Answer \d/ })).toHaveLength(0);
  expect(screen.queryByText('Question 2 of 5')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(gameMessages.endedByUpdate);
});
