// The host's lobby controls: the padlock (lobby and play), selecting players to remove, and removing
// everyone who joined in the last minute, each with one confirmation.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostStatus, PlayerMode, type HostInfo, type Player, type SharedInfo } from '@/domain';
import { HostGameScreen } from './HostGameScreen';
import { kickPlayers, setGameLock, watchGame, type GameListeners } from './hostGateway';
import { actionFailed } from './hostTexts';
import { capitalOfCanada, hostInfo, player, worldCapitalsQuiz } from './test/games';

vi.mock('./hostGateway');
// No howler in jsdom: the music's calls are recorded.
vi.mock('./music', () => ({
  preload: vi.fn(),
  play: vi.fn(() => Promise.resolve()),
  fadeOut: vi.fn(() => Promise.resolve()),
  stop: vi.fn(() => Promise.resolve()),
  setMuted: vi.fn(),
  useMusicStore: (select: (state: { muted: boolean }) => unknown) => select({ muted: false }),
}));

const quiz = worldCapitalsQuiz([capitalOfCanada()]);

const sharedInfo: SharedInfo = {
  gameStatus: {
    mode: PlayerMode.Waiting,
    info: { questionNumber: 0, time: 0, duration: 0, questionType: 0, options: 2 },
  },
  totalQuestions: 1,
};

/** The host's device clock runs 10 minutes behind the server's. */
const SERVER_OFFSET = 10 * 60_000;
const serverNow = () => Date.now() + SERVER_OFFSET;

let listeners: GameListeners;

/** The game's screen, sent the game as the database would. */
function showGame(players: Player[], info: HostInfo = hostInfo(HostStatus.Lobby)) {
  render(<HostGameScreen gameId="game1" />);
  act(() => {
    listeners.serverOffset(SERVER_OFFSET);
    listeners.quiz(quiz);
    listeners.sharedInfo(sharedInfo);
    listeners.roster(Object.fromEntries(players.map((entry) => [entry.userID, entry])));
    listeners.submitted({});
    listeners.hostInfo(info);
  });
}

const sendHostInfo = (info: HostInfo) => act(() => listeners.hostInfo(info));

const padlock = () => screen.getByRole('button', { name: 'Lock the game' });

beforeEach(() => {
  vi.mocked(kickPlayers).mockReset().mockResolvedValue(undefined);
  vi.mocked(setGameLock).mockReset().mockResolvedValue(undefined);
  vi.mocked(watchGame)
    .mockReset()
    .mockImplementation((_gameId, given) => {
      listeners = given;
      return () => undefined;
    });
});

describe('the padlock', () => {
  it('locks the lobby, shows it locked once the server says so, and unlocks it', async () => {
    showGame([player('u1', serverNow(), 'Ada')]);
    expect(padlock()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(padlock());
    expect(setGameLock).toHaveBeenCalledWith('game1', true);
    // What the screen shows is the server's lock, not the click.
    expect(padlock()).toHaveAttribute('aria-pressed', 'false');
    sendHostInfo(hostInfo(HostStatus.Lobby, {}, { locked: true }));
    expect(padlock()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('The game is locked: nobody new can join.')).toBeInTheDocument();

    await userEvent.click(padlock());
    expect(setGameLock).toHaveBeenLastCalledWith('game1', false);
    sendHostInfo(hostInfo(HostStatus.Lobby));
    expect(padlock()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('The game is locked: nobody new can join.')).not.toBeInTheDocument();
  });

  it('is there during play, where the foot says the game is locked instead of inviting latecomers', async () => {
    const playing = hostInfo(HostStatus.QuestionOpen, { time: Date.now(), duration: 20_000 });
    showGame([player('u1', 1, 'Ada')], playing);
    expect(screen.getByText(/Join at/)).toBeInTheDocument();

    await userEvent.click(padlock());
    expect(setGameLock).toHaveBeenCalledWith('game1', true);
    sendHostInfo({ ...playing, locked: true });

    expect(padlock()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Join at/)).not.toBeInTheDocument();
    expect(screen.getByText('The game is locked: nobody new can join.')).toBeInTheDocument();
  });

  it('invites nobody during play when the options refuse late joins', () => {
    const options = {
      allowLateJoins: false,
      friendlyNames: false,
      streakBonus: false,
      scoring: 'speed',
      autoAdvanceSeconds: null,
      extraTime: 1,
      questionsOnDevices: false,
    } as const;
    showGame([player('u1', 1, 'Ada')], hostInfo(HostStatus.QuizIntro, {}, { options }));
    expect(screen.queryByText(/Join at/)).not.toBeInTheDocument();
    expect(padlock()).toBeInTheDocument();
  });

  it('is gone once the game has ended, and the foot no longer invites anyone to join', () => {
    const last = hostInfo(HostStatus.Results, { results: { questionNumber: 0, answered: 1, correct: 1 } });
    showGame([player('u1', 1, 'Ada')], last);
    expect(screen.getByRole('heading', { name: 'Which city is the capital of Canada?' })).toBeInTheDocument();
    expect(screen.queryByText(/Join at/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ASD-FJK-LAS/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the game$/ })).not.toBeInTheDocument();
    // The game's end: the final leaderboard keeps the foot as quiet.
    sendHostInfo({ ...last, endedAt: 20_000, locked: true });
    expect(screen.queryByText('The game is locked: nobody new can join.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the game$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /music/i })).toBeInTheDocument();
  });

  it('says so when the lock does not reach the server', async () => {
    vi.mocked(setGameLock).mockRejectedValue(new Error('unavailable'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    showGame([player('u1', 1, 'Ada')]);

    await userEvent.click(padlock());

    expect(await screen.findByRole('alert')).toHaveTextContent(actionFailed);
    warn.mockRestore();
  });
});

describe('removing many players from the lobby', () => {
  const lobby = [player('u1', 100, 'Ada'), player('u2', 300, 'Grace'), player('u3', 200, 'Linus')];

  it('selects players with checkboxes, and removes them after one confirmation that counts them', async () => {
    showGame(lobby);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select players' }));

    const list = screen.getByRole('list', { name: 'Players, newest first' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Grace', 'Linus', 'Ada']);
    expect(screen.getByRole('button', { name: 'Remove selected' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Grace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ada' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Players' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove 2 players from the lobby?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Never mind' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(kickPlayers).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove Players' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(kickPlayers).toHaveBeenCalledTimes(1);
    expect(vi.mocked(kickPlayers).mock.calls[0]?.[0]).toBe('game1');
    expect([...(vi.mocked(kickPlayers).mock.calls[0]?.[1] ?? [])].sort()).toEqual(['u1', 'u2']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('forgets a selected player who has left, and leaves selection with Done', async () => {
    showGame(lobby);
    await userEvent.click(screen.getByRole('button', { name: 'Select players' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Grace' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Linus' }));
    act(() => listeners.roster({ u1: lobby[0] as Player, u3: lobby[2] as Player }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Linus' })).toBeInTheDocument();
  });

  it('removes everyone who joined in the last minute by the server’s clock, shown in the list or not', async () => {
    const now = serverNow();
    const early = Array.from({ length: 30 }, (_, index) =>
      player(`e${index}`, now - 5 * 60_000, `Early ${index}`),
    );
    const flood = Array.from({ length: 150 }, (_, index) =>
      player(`b${index}`, now - 20_000, `Bot ${index}`),
    );
    showGame([...early, ...flood]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove everyone who joined in the last minute' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Players' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove the 150 players who joined in the last minute?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect([...(vi.mocked(kickPlayers).mock.calls[0]?.[1] ?? [])].sort()).toEqual(
      flood.map((bot) => bot.userID).sort(),
    );
  });

  it('says when nobody joined in the last minute, removing nobody', async () => {
    showGame([player('u1', serverNow() - 2 * 60_000, 'Ada')]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove everyone who joined in the last minute' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Players' });
    expect(dialog).toHaveTextContent('Nobody has joined in the last minute.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(kickPlayers).not.toHaveBeenCalled();
  });

  it('offers no bulk removal in an empty lobby', () => {
    showGame([]);
    expect(screen.queryByRole('button', { name: 'Select players' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove everyone who joined in the last minute' }),
    ).not.toBeInTheDocument();
  });
});
