import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerMode, type PlayerView, type SavedJoin, type SharedInfo, QuestionType } from '@/domain';
import { JoinPage, useInGame } from './JoinPage';
import {
  type GameListener,
  joinGame,
  readGameEnded,
  readRoomGame,
  sendAnswer,
  watchGame,
} from './playGateway';
import { page } from './playStore';
import { ANSWERED_KEY, PLAYING_KEY, SAVED_JOIN_KEY } from './savedJoin';

vi.mock('./playGateway');
// jsdom draws no canvas: the final screen's confetti is the result screen's tests' to check.
vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve(undefined)) }));

const NOW = Date.now();
const CODE = 'asdfjklas';
const join = {
  userSecret: 'secret1',
  userID: 'user1',
  gameID: 'game1',
  roomCode: CODE,
  joinedAt: NOW,
  username: 'Ada',
} satisfies SavedJoin;

let listener: GameListener;
let stopWatching = vi.fn();

/** The page as join.html shows it at `path`: it reads the code from the address, as a browser has it. */
function renderAt(path = '/join') {
  window.history.replaceState(null, '', path);
  return render(<JoinPage />);
}

const codeInput = () => screen.getByRole('textbox', { name: 'Room code' });
const nameInput = () => screen.getByRole('textbox', { name: 'Your name' });

async function fillForm(code = CODE, name = 'Ada') {
  await userEvent.type(codeInput(), code);
  await userEvent.type(nameInput(), name);
}

const sharedInfo = (mode: PlayerMode, info: Partial<SharedInfo['gameStatus']['info']> = {}): SharedInfo => ({
  gameStatus: {
    mode,
    info: {
      questionNumber: 0,
      time: Date.now(),
      duration: 0,
      questionType: QuestionType.SingleChoice,
      options: 4,
      ...info,
    },
  },
  totalQuestions: 5,
});

const record: PlayerView = { userID: 'user1', username: 'Ada', joinedAt: NOW, score: 0, lastChange: 0 };

/** The game as the database would send it to the listener. */
function emit(shared: SharedInfo | null, view: PlayerView | null = record) {
  act(() => {
    listener.onShared(shared);
    listener.onRecord(view);
  });
}

/** Joins through the form and lands in the lobby. */
async function joinAndWait() {
  const rendered = renderAt();
  await fillForm();
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  await screen.findByText('Connecting to Loqi...');
  emit(sharedInfo(PlayerMode.Waiting));
  await screen.findByRole('heading', { name: "You're in! Waiting for the host to start the game..." });
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  stopWatching = vi.fn();
  vi.mocked(joinGame)
    .mockReset()
    .mockResolvedValue({ success: true, ...join });
  vi.mocked(readRoomGame).mockReset().mockResolvedValue(join.gameID);
  vi.mocked(readGameEnded).mockReset().mockResolvedValue(false);
  vi.mocked(sendAnswer).mockReset().mockResolvedValue(undefined);
  vi.mocked(watchGame)
    .mockReset()
    .mockImplementation((_join, watching) => {
      listener = watching;
      return stopWatching;
    });
  vi.spyOn(page, 'alert').mockImplementation(() => undefined);
  vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  vi.spyOn(page, 'reloaded').mockReturnValue(false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the join form', () => {
  it('keeps only the code letters, lower-cased, at most 9, shown upper-case in groups with dashes', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Join a game' })).toBeInTheDocument();
    await userEvent.type(codeInput(), 'aSd1f');
    expect(codeInput()).toHaveValue('ASD-F');
    await userEvent.type(codeInput(), 'qJkLaSdF');
    expect(codeInput()).toHaveValue('ASD-FJK-LAS');
    await userEvent.clear(codeInput());
    await userEvent.click(codeInput());
    await userEvent.paste('asd-fjk-las');
    expect(codeInput()).toHaveValue('ASD-FJK-LAS');
  });

  it('hints at the room code in words, never in the shape of a code', () => {
    renderAt();
    const placeholder = codeInput().getAttribute('placeholder') ?? '';
    expect(placeholder).toBe('Code from the big screen');
    expect(placeholder).not.toMatch(/^[a-z]{3}-?[a-z]{3}-?[a-z]{3}$/i);
  });

  it('fills the code from ?code=', () => {
    renderAt('/join?code=ASDFJKLAS');
    expect(codeInput()).toHaveValue('ASD-FJK-LAS');
  });

  it('shows Join only with 9 letters and a name, and cuts the name at 20 characters', async () => {
    renderAt();
    await userEvent.type(codeInput(), 'asdfjkla');
    await userEvent.type(nameInput(), 'Ada');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await userEvent.type(codeInput(), 's');
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), '   ');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Abcdefghijklmnopqrstuvwxyz');
    expect(nameInput()).toHaveValue('Abcdefghijklmnopqrst');
  });

  it('joins with joinGame, reading "Connecting to Loqi..." meanwhile, and saves the join', async () => {
    let answer: (value: Awaited<ReturnType<typeof joinGame>>) => void = () => undefined;
    vi.mocked(joinGame).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt();
    await fillForm(CODE, '  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('button', { name: 'Connecting to Loqi...' })).toBeDisabled();
    expect(joinGame).toHaveBeenCalledWith(CODE, 'Ada');
    await act(async () => answer({ success: true, ...join }));
    expect(watchGame).toHaveBeenCalledWith(
      expect.objectContaining({ ...join, joinedAt: expect.any(Number) }),
      expect.anything(),
    );
    const saved = JSON.parse(localStorage.getItem(SAVED_JOIN_KEY) ?? '') as SavedJoin;
    expect(saved).toMatchObject({ userSecret: 'secret1', userID: 'user1', gameID: 'game1', roomCode: CODE });
    expect(readRoomGame).not.toHaveBeenCalled();
  });

  it('offers Rejoin for a recent join of the same code, and rejoins without joinGame', async () => {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify(join));
    localStorage.setItem('loqi.playerName', JSON.stringify('Ada'));
    renderAt();
    // Back at the page, the form has the code of the saved join, and the name played under, once the
    // game is known to be still running.
    expect(screen.getByRole('heading', { name: 'Connecting to Loqi...' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Room code' })).toHaveValue('ASD-FJK-LAS');
    expect(readGameEnded).toHaveBeenCalledWith(join.gameID);
    expect(nameInput()).toHaveValue('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoin' }));
    expect(readRoomGame).toHaveBeenCalledWith(CODE);
    expect(watchGame).toHaveBeenCalledWith(join, expect.anything());
    expect(joinGame).not.toHaveBeenCalled();
  });

  it('reads Join for another code or an old join', async () => {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify({ ...join, joinedAt: NOW - 7 * 60 * 60 * 1000 }));
    renderAt('/join?code=asdfjklas');
    await userEvent.type(nameInput(), 'Ada');
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('joins afresh when the code has come to lead to another game since the page opened', async () => {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify(join));
    vi.mocked(readRoomGame).mockResolvedValueOnce(join.gameID).mockResolvedValue('game2');
    vi.mocked(joinGame).mockResolvedValue({ success: true, ...join, gameID: 'game2' });
    renderAt();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoin' }));
    expect(joinGame).toHaveBeenCalledWith(CODE, 'Ada');
    expect(watchGame).toHaveBeenCalledWith(expect.objectContaining({ gameID: 'game2' }), expect.anything());
  });

  it('alerts an unknown room code, then reloads (SPEC §8)', async () => {
    vi.mocked(joinGame).mockRejectedValue(
      Object.assign(new Error('That room code does not exist.'), { code: 'functions/not-found' }),
    );
    renderAt();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(page.alert).toHaveBeenCalledWith('That room code does not exist.');
    expect(page.reload).toHaveBeenCalled();
  });

  it.each([
    ['functions/already-exists', 'That name is already taken in this game. Try another one.'],
    ['functions/failed-precondition', 'This game has ended.'],
    ['functions/failed-precondition', 'This game is locked by the host.'],
    ['functions/failed-precondition', 'This game has already started.'],
    ['functions/invalid-argument', 'A name cannot contain line breaks or other control characters.'],
    // A name the server's profanity check refuses.
    ['functions/invalid-argument', 'Please choose another name.'],
  ])("shows the server's %s message %j under the form", async (code, message) => {
    // As the functions SDK words it: the server's message, then the HTTP status.
    vi.mocked(joinGame).mockRejectedValue(Object.assign(new Error(`${message} [409]`), { code }));
    renderAt();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(page.reload).not.toHaveBeenCalled();
    // Editing the form clears it.
    await userEvent.type(nameInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the name a game with friendly names gave, and keeps it in the saved join', async () => {
    vi.mocked(joinGame).mockResolvedValue({ success: true, ...join, username: 'Brave Otter' });
    renderAt();
    await fillForm(CODE, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    emit(sharedInfo(PlayerMode.Waiting), { ...record, username: 'Brave Otter' });

    const waiting = await screen.findByRole('heading', {
      name: "You're in! Waiting for the host to start the game...",
    });
    expect(waiting.parentElement).toHaveTextContent('You play as Brave Otter');
    expect(screen.getByRole('region', { name: 'Your game' })).toHaveTextContent('Name: Brave Otter');
    expect(JSON.parse(localStorage.getItem(SAVED_JOIN_KEY) ?? '')).toMatchObject({ username: 'Brave Otter' });
    // The form offers the player's own name next time.
    expect(JSON.parse(localStorage.getItem('loqi.playerName') ?? '')).toBe('Ada');
  });

  it('says when Loqi cannot be reached', async () => {
    vi.mocked(joinGame).mockRejectedValue(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    renderAt();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach Loqi. Check your connection and try again.',
    );
  });
});

describe('coming back to the page', () => {
  /** The page as a tab that was showing the game of `join` opens it again. */
  function reopen({ reloaded, showedGame = true }: { reloaded: boolean; showedGame?: boolean }) {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify(join));
    localStorage.setItem('loqi.playerName', JSON.stringify('Ada'));
    if (showedGame) sessionStorage.setItem(PLAYING_KEY, JSON.stringify(join.gameID));
    vi.mocked(page.reloaded).mockReturnValue(reloaded);
    return renderAt();
  }

  it('goes back into the game with no tap when the tab is reloaded mid-game', async () => {
    reopen({ reloaded: true });
    expect(screen.getByRole('heading', { name: 'Connecting to Loqi...' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Room code' })).not.toBeInTheDocument();
    await waitFor(() => expect(watchGame).toHaveBeenCalledWith(join, expect.anything()));
    expect(readRoomGame).toHaveBeenCalledWith(CODE);
    expect(readGameEnded).toHaveBeenCalledWith(join.gameID);
    expect(joinGame).not.toHaveBeenCalled();
    emit(sharedInfo(PlayerMode.Waiting));
    expect(
      screen.getByRole('heading', { name: "You're in! Waiting for the host to start the game..." }),
    ).toBeInTheDocument();
  });

  it('offers Rejoin to a player who went elsewhere and came back, or who reloads the form', async () => {
    reopen({ reloaded: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoin' }));
    expect(watchGame).toHaveBeenCalledWith(join, expect.anything());

    // The tab showed the game when it left; the form it reloads now showed no game.
    cleanup();
    vi.mocked(watchGame).mockClear();
    sessionStorage.clear();
    reopen({ reloaded: true, showedGame: false });
    expect(await screen.findByRole('button', { name: 'Rejoin' })).toBeInTheDocument();
    expect(watchGame).not.toHaveBeenCalled();
  });

  it('never offers an ended game: the form starts empty, and the join is forgotten', async () => {
    vi.mocked(readGameEnded).mockResolvedValue(true);
    reopen({ reloaded: true });
    expect(await screen.findByRole('textbox', { name: 'Room code' })).toHaveValue('');
    expect(nameInput()).toHaveValue('Ada');
    expect(localStorage.getItem(SAVED_JOIN_KEY)).toBeNull();
    expect(watchGame).not.toHaveBeenCalled();
    await userEvent.type(codeInput(), CODE);
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();

    // A game whose code has gone, or leads to another game, is over just as much.
    cleanup();
    vi.mocked(readGameEnded).mockResolvedValue(false);
    vi.mocked(readRoomGame).mockResolvedValue(null);
    reopen({ reloaded: false });
    expect(await screen.findByRole('textbox', { name: 'Room code' })).toHaveValue('');
    expect(localStorage.getItem(SAVED_JOIN_KEY)).toBeNull();
  });

  it('joins afresh on Rejoin when the game has ended since the page opened', async () => {
    vi.mocked(readGameEnded).mockResolvedValueOnce(false).mockResolvedValue(true);
    vi.mocked(joinGame).mockRejectedValue(
      Object.assign(new Error('This game has ended. [400]'), { code: 'functions/failed-precondition' }),
    );
    reopen({ reloaded: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game has ended.');
    expect(joinGame).toHaveBeenCalledWith(CODE, 'Ada');
    expect(watchGame).not.toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_JOIN_KEY)).toBeNull();
  });

  it('leaves the join of another code alone: the address’s code is the one to join', async () => {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify(join));
    sessionStorage.setItem(PLAYING_KEY, JSON.stringify(join.gameID));
    vi.mocked(page.reloaded).mockReturnValue(true);
    renderAt('/join?code=kkkkkkkkk');
    expect(codeInput()).toHaveValue('KKK-KKK-KKK');
    expect(readRoomGame).not.toHaveBeenCalled();
    expect(watchGame).not.toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_JOIN_KEY)).not.toBeNull();
  });
});

describe('the frame during a game (useInGame)', () => {
  /** Says what the player's frame is told: whether to leave its site footer out. */
  function InGameProbe() {
    return <p data-testid="in-game">{useInGame() ? 'in a game' : 'not in a game'}</p>;
  }
  const inGame = () => screen.getByTestId('in-game').textContent;

  it('is in a game from the join to the final results, and while a reload goes back into one', async () => {
    render(<InGameProbe />);
    const { unmount } = await joinAndWait();
    expect(inGame()).toBe('in a game');
    emit(sharedInfo(PlayerMode.Answering, { duration: 20_000 }));
    expect(inGame()).toBe('in a game');
    const last = sharedInfo(PlayerMode.Result, { questionNumber: 4 });
    last.gameStatus.final = true;
    emit(last, {
      ...record,
      standing: { questionNumber: 4, correct: true, points: 900, rank: 1, playerCount: 2 },
    });
    // The game is over: the footer may lead away again.
    expect(inGame()).toBe('not in a game');
    unmount();
    expect(inGame()).toBe('not in a game');

    sessionStorage.setItem(PLAYING_KEY, JSON.stringify(join.gameID));
    vi.mocked(page.reloaded).mockReturnValue(true);
    renderAt();
    expect(inGame()).toBe('in a game');
  });

  it('is not in a game on the join form', async () => {
    render(<InGameProbe />);
    renderAt();
    await fillForm();
    expect(inGame()).toBe('not in a game');
  });
});

describe('the game', () => {
  it('shows the question intro with its bar', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.QuestionIntro, { questionNumber: 1, duration: 3000 }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Time until the question opens' })).toBeInTheDocument();
  });

  it('says "Paused" instead of the answer cells while the host has paused, and brings them back on resume', async () => {
    await joinAndWait();
    const open = { questionNumber: 2, time: Date.now(), duration: 20_000, options: 4 };
    emit(sharedInfo(PlayerMode.Answering, { ...open, pausedAt: Date.now(), pausedMs: 0 }));
    expect(screen.getByRole('heading', { name: 'Paused' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Answer \d/ })).toHaveLength(0);
    emit(sharedInfo(PlayerMode.Answering, { ...open, pausedMs: 4000 }));
    expect(screen.queryByRole('heading', { name: 'Paused' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Answer \d/ })).toHaveLength(4);
  });

  it('keeps what the player typed, chose or ordered through a pause, and only for that question', async () => {
    await joinAndWait();
    const pause = { pausedAt: Date.now(), pausedMs: 0 };
    const resume = { pausedMs: 4000 };
    const openEnded = { questionNumber: 1, questionType: QuestionType.OpenEnded, options: 0 };
    emit(sharedInfo(PlayerMode.Answering, openEnded));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Toky');
    emit(sharedInfo(PlayerMode.Answering, { ...openEnded, ...pause }));
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    emit(sharedInfo(PlayerMode.Answering, { ...openEnded, ...resume }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Toky');

    const multi = { questionNumber: 2, questionType: QuestionType.MultiSelect, options: 4 };
    emit(sharedInfo(PlayerMode.Answering, multi));
    await userEvent.click(screen.getByRole('button', { name: 'Answer 2 (Blue diamond)' }));
    emit(sharedInfo(PlayerMode.Answering, { ...multi, ...pause }));
    emit(sharedInfo(PlayerMode.Answering, { ...multi, ...resume }));
    expect(screen.getByRole('button', { name: 'Answer 2 (Blue diamond)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const arrange = { questionNumber: 3, questionType: QuestionType.Arrange, options: 3 };
    emit(sharedInfo(PlayerMode.Answering, arrange));
    await userEvent.click(screen.getByRole('button', { name: 'Move answer 3 up' }));
    emit(sharedInfo(PlayerMode.Answering, { ...arrange, ...pause }));
    emit(sharedInfo(PlayerMode.Answering, { ...arrange, ...resume }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 3, [0, 2, 1]);

    emit(sharedInfo(PlayerMode.Answering, { ...openEnded, questionNumber: 4 }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('answers a single-choice question with a tap, in shown positions, and then waits', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionNumber: 2, duration: 20_000, options: 4 }));
    const cells = screen.getAllByRole('button', { name: /^Answer \d/ });
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Answer 1 (Red triangle)',
      'Answer 2 (Blue diamond)',
      'Answer 3 (Yellow circle)',
      'Answer 4 (Green square)',
    ]);
    expect(cells[0]?.querySelector('[data-shape="triangle"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answer 3 (Yellow circle)' }));
    expect(sendAnswer).toHaveBeenCalledWith(expect.objectContaining({ userSecret: 'secret1' }), 2, 2);
    expect(
      screen.getByRole('heading', { name: 'Waiting for everyone to submit their answers...' }),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? '')).toEqual({
      gameID: 'game1',
      questionNumber: 2,
    });
  });

  it('names the true/false cells', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionType: QuestionType.TrueFalse, options: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'False (Blue diamond)' }));
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 0, 1);
  });

  it('toggles multi-select cells and submits the chosen ones', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionType: QuestionType.MultiSelect, options: 5 }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const fifth = screen.getByRole('button', { name: 'Answer 5 (Purple star)' });
    await userEvent.click(fifth);
    await userEvent.click(screen.getByRole('button', { name: 'Answer 2 (Blue diamond)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer 3 (Yellow circle)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer 3 (Yellow circle)' }));
    expect(fifth).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Answer 3 (Yellow circle)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(submit);
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 0, [1, 4]);
  });

  it('submits an open-ended answer with Enter, at most 200 characters', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionType: QuestionType.OpenEnded, options: 0 }));
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(box, ' Tokyo {Enter}');
    expect(sendAnswer).toHaveBeenCalledTimes(1);
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 0, ' Tokyo ');
  });

  it('orders arrange items with the arrows and submits the shown positions in that order', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionType: QuestionType.Arrange, options: 3 }));
    expect(screen.getByRole('button', { name: 'Move answer 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move answer 3 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move answer 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move answer 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move answer 1 down' }));
    const items = within(screen.getByRole('list', { name: 'Your order, first to last' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Answer 3'),
      expect.stringContaining('Answer 2'),
      expect.stringContaining('Answer 1'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 0, [2, 1, 0]);
  });

  it("says time's up when the answer is refused", async () => {
    vi.mocked(sendAnswer).mockRejectedValue(new Error('PERMISSION_DENIED'));
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { duration: 20_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer 1 (Red triangle)' }));
    expect(await screen.findByRole('heading', { name: "Time's up!" })).toBeInTheDocument();
  });

  it("says time's up when the time limit passes without an answer", async () => {
    await joinAndWait();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      emit(sharedInfo(PlayerMode.Answering, { time: Date.now(), duration: 10_000 }));
      expect(screen.getByRole('button', { name: 'Answer 1 (Red triangle)' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(10_005));
      expect(screen.getByRole('heading', { name: "Time's up!" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "Waiting…" instead of the cells after a reload during an answered question', async () => {
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify({ gameID: 'game1', questionNumber: 3 }));
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { questionNumber: 3, duration: 20_000 }));
    expect(
      screen.getByRole('heading', { name: 'Waiting for everyone to submit their answers...' }),
    ).toBeInTheDocument();
  });

  it("shows the result from the player's record, the rank view and the footer", async () => {
    await joinAndWait();
    const footer = screen.getByRole('region', { name: 'Your game' });
    expect(footer).toHaveTextContent('Ada');
    expect(footer).toHaveTextContent('ASD-FJK-LAS');
    expect(footer).toHaveTextContent('Score: 0');
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 1 }), {
      ...record,
      score: 1975,
      lastChange: 975,
      standing: {
        questionNumber: 1,
        correct: true,
        points: 975,
        rank: 2,
        playerCount: 3,
        above: { username: 'Bo', score: 2000, rank: 1 },
        below: { username: 'Cy', score: 0, rank: 3 },
      },
    });
    expect(screen.getByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText('+975 points')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Your place in the ranking' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual(['1stBo2,000', '2ndAda1,975', '3rdCy0']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(footer).toHaveTextContent('Score: 1,975');
  });

  it('shows "Incorrect" with +0 points, and the final place after the last question', async () => {
    await joinAndWait();
    const last = sharedInfo(PlayerMode.Result, { questionNumber: 4 });
    last.gameStatus.final = true;
    emit(last, {
      ...record,
      standing: { questionNumber: 4, correct: false, points: 0, rank: 2, playerCount: 214 },
    });
    expect(screen.getByRole('heading', { name: 'Incorrect' })).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    expect(screen.getByText('You finished 2nd of 214!')).toBeInTheDocument();
  });

  it('shows the answer streak from two right answers in a row: "🔥 3 in a row"', async () => {
    await joinAndWait();
    const standing = { questionNumber: 2, correct: true, points: 1150, rank: 1, playerCount: 2 };
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 2 }), {
      ...record,
      standing: { ...standing, streak: 3 },
    });
    // The bonus of a third right answer in a row (+200) is told apart from the answer's points.
    expect(screen.getByText('+950 points')).toBeInTheDocument();
    expect(screen.getByText('+200 streak bonus')).toBeInTheDocument();
    expect(screen.getByText('🔥 3 in a row')).toBeInTheDocument();
    expect(screen.queryByText(/You finished/)).not.toBeInTheDocument();

    // A first right answer is no streak yet; without the bonus there is none at all.
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 2 }), {
      ...record,
      standing: { ...standing, streak: 1 },
    });
    expect(screen.queryByText(/in a row/)).not.toBeInTheDocument();
    expect(screen.queryByText('+200 streak bonus')).not.toBeInTheDocument();
    expect(screen.getByText('+1150 points')).toBeInTheDocument();
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 2 }), { ...record, standing });
    expect(screen.queryByText(/in a row/)).not.toBeInTheDocument();
    expect(screen.getByText('+1150 points')).toBeInTheDocument();
  });

  it('says "Time\'s up! No answer", never "Incorrect", for a question the player let run out', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 1 }), {
      ...record,
      standing: { questionNumber: 1, correct: false, points: 0, rank: 3, playerCount: 3, noAnswer: true },
    });
    expect(screen.getByRole('heading', { level: 1, name: "Time's up! No answer" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Incorrect' })).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toHaveTextContent(
      "Time's up! No answer. +0 points. You are 3rd of 3.",
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Incorrect');
  });

  it('forgets the saved join and reloads when the record disappears (kicked), and the form says why once', async () => {
    await joinAndWait();
    expect(localStorage.getItem(SAVED_JOIN_KEY)).not.toBeNull();
    act(() => listener.onRecord(null));
    expect(localStorage.getItem(SAVED_JOIN_KEY)).toBeNull();
    expect(page.reload).toHaveBeenCalled();
    expect(stopWatching).toHaveBeenCalled();

    // The page the reload brings: the form, saying what happened; the one after that, only the form.
    cleanup();
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('The host removed you from the game.');
    cleanup();
    renderAt();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('forgets the saved join and reloads when the listen is refused', async () => {
    localStorage.setItem(SAVED_JOIN_KEY, JSON.stringify(join));
    renderAt();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoin' }));
    act(() => listener.onRefused(new Error('permission_denied')));
    expect(localStorage.getItem(SAVED_JOIN_KEY)).toBeNull();
    expect(page.reload).toHaveBeenCalled();
  });

  it('keeps the saved join when the database cannot be reached, and says so', async () => {
    await joinAndWait();
    act(() => listener.onUnreachable(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach Loqi. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Rejoin' })).toBeInTheDocument();
    expect(localStorage.getItem(SAVED_JOIN_KEY)).not.toBeNull();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('stops listening when the page closes', async () => {
    const { unmount } = await joinAndWait();
    unmount();
    expect(stopWatching).toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_JOIN_KEY)).not.toBeNull();
  });
});

describe('the game for a player who cannot see the big screen', () => {
  const question = {
    title: 'Which is the capital of Australia?',
    desc: 'Think it over.',
    options: ['Canberra', 'Image 2', 'Sydney'],
  };
  /** The phone's one live region. */
  const announcer = () => {
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    return regions[0] as HTMLElement;
  };
  /** Every text the live region is given from now on (the observer goes with the region). */
  function said(): string[] {
    const texts: string[] = [];
    const region = announcer();
    new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    return texts;
  }
  /** Lets the MutationObserver report. */
  const settle = () => act(() => Promise.resolve());

  it('shows the title and description from the intro, and each option’s text in its cell once open', async () => {
    await joinAndWait();
    const { title, desc } = question;
    emit(
      sharedInfo(PlayerMode.QuestionIntro, { questionNumber: 1, duration: 3000, question: { title, desc } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Question 2 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(desc)).toBeInTheDocument();

    emit(sharedInfo(PlayerMode.Answering, { questionNumber: 1, duration: 20_000, options: 3, question }));
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const cells = screen.getAllByRole('button', { name: /^Answer \d/ });
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Answer 1: Canberra (Red triangle)',
      'Answer 2: Image 2 (Blue diamond)',
      'Answer 3: Sydney (Yellow circle)',
    ]);
    // Inside the cell, beside the shape and the number.
    expect(cells.map((cell) => cell.textContent)).toEqual(['1Canberra', '2Image 2', '3Sydney']);
    await userEvent.click(cells[0] as HTMLElement);
    expect(sendAnswer).toHaveBeenCalledWith(expect.anything(), 1, 0);
  });

  it('shows arrange items’ texts as displayed, multi-select’s in its cells, an open-ended question’s title alone', async () => {
    await joinAndWait();
    const items = { title: 'Order these from west to east.', options: ['Berlin', 'Warsaw', 'Lisbon'] };
    emit(
      sharedInfo(PlayerMode.Answering, { questionType: QuestionType.Arrange, options: 3, question: items }),
    );
    const list = screen.getByRole('list', { name: 'Your order, first to last' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1BerlinAnswer 1: Berlin (Red triangle)',
      '2WarsawAnswer 2: Warsaw (Blue diamond)',
      '3LisbonAnswer 3: Lisbon (Yellow circle)',
    ]);

    const multi = { title: 'Which of these are in Europe?', options: ['Lisbon', 'Lima', 'Image 3'] };
    emit(
      sharedInfo(PlayerMode.Answering, {
        questionNumber: 1,
        questionType: QuestionType.MultiSelect,
        options: 3,
        question: multi,
      }),
    );
    expect(screen.getByRole('button', { name: 'Answer 2: Lima (Blue diamond)' })).toHaveTextContent('2Lima');

    const open = { title: 'Name the capital of Japan.', desc: 'One word.' };
    emit(
      sharedInfo(PlayerMode.Answering, {
        questionNumber: 2,
        questionType: QuestionType.OpenEnded,
        options: 0,
        question: open,
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: open.title })).toBeInTheDocument();
    expect(screen.getByText('One word.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });

  it('shows numbers alone, and no question, when the game does not show questions on devices', async () => {
    await joinAndWait();
    emit(sharedInfo(PlayerMode.Answering, { duration: 20_000, options: 3 }));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Answer \d/ }).map((cell) => cell.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('announces the opening with the title, the answer sent and the result, each once, through one polite region', async () => {
    await joinAndWait();
    const texts = said();
    expect(announcer()).toHaveTextContent('');

    const open = sharedInfo(PlayerMode.Answering, {
      questionNumber: 1,
      duration: 20_000,
      options: 3,
      question,
    });
    emit(open);
    emit(structuredClone(open));
    await settle();
    expect(announcer()).toHaveTextContent('Question 2 of 5 is open: Which is the capital of Australia?');

    await userEvent.click(screen.getByRole('button', { name: /^Answer 2/ }));
    await settle();
    expect(announcer()).toHaveTextContent('Answer sent. Waiting for everyone to submit their answers...');

    const standing = { questionNumber: 1, correct: true, points: 975, rank: 2, playerCount: 3 };
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 1 }), { ...record, standing });
    emit(sharedInfo(PlayerMode.Result, { questionNumber: 1 }), { ...record, standing, score: 975 });
    await settle();
    expect(announcer()).toHaveTextContent('Correct! +975 points. You are 2nd of 3.');
    expect(texts).toEqual([
      'Question 2 of 5 is open: Which is the capital of Australia?',
      'Answer sent. Waiting for everyone to submit their answers...',
      'Correct! +975 points. You are 2nd of 3.',
    ]);
  });

  it("announces time's up, and the opening by its number alone without the option", async () => {
    vi.mocked(sendAnswer).mockRejectedValue(new Error('PERMISSION_DENIED'));
    await joinAndWait();
    const texts = said();
    emit(sharedInfo(PlayerMode.Answering, { questionNumber: 3, duration: 20_000, options: 4 }));
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Answer 1 (Red triangle)' }));
    await settle();
    expect(texts).toEqual(['Question 4 of 5 is open', expect.stringMatching(/^Answer sent/), "Time's up!"]);
    expect(announcer()).toHaveTextContent("Time's up!");
  });

  it('says nothing again after a reconnect or a reload that lands on the moment already said', async () => {
    await joinAndWait();
    const open = sharedInfo(PlayerMode.Answering, {
      questionNumber: 1,
      duration: 20_000,
      options: 3,
      question,
    });
    emit(open);
    await settle();
    expect(announcer()).toHaveTextContent('Question 2 of 5 is open');

    // The connection drops; Rejoin listens again and the same open question comes back.
    act(() => listener.onUnreachable(new Error('offline')));
    await userEvent.click(await screen.findByRole('button', { name: 'Rejoin' }));
    emit(open);
    await screen.findByRole('button', { name: /^Answer 1/ });
    await settle();
    expect(announcer()).toHaveTextContent('');

    // A reload: a new page, the same tab, back in the game with no tap.
    cleanup();
    vi.mocked(page.reloaded).mockReturnValue(true);
    const listens = vi.mocked(watchGame).mock.calls.length;
    renderAt();
    await waitFor(() => expect(watchGame).toHaveBeenCalledTimes(listens + 1));
    emit(open);
    await screen.findByRole('button', { name: /^Answer 1/ });
    await settle();
    expect(announcer()).toHaveTextContent('');

    // The next moment is said.
    emit(sharedInfo(PlayerMode.Answering, { questionNumber: 2, duration: 20_000, options: 3 }));
    await settle();
    expect(announcer()).toHaveTextContent('Question 3 of 5 is open');
  });
});
