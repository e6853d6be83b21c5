import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  DEFAULT_GAME_OPTIONS,
  type UserRecord,
  HostStatus,
  PlayerMode,
  type HostInfo,
  type LeaderboardEntry,
  type ViewedQuiz,
  type SharedInfo,
  type Submission,
  emailAccountMessages,
  quotaMessages,
} from '@/domain';
import { useAuthStore } from '@/features/auth';
import { LEADERBOARD_UPDATE_DELAY_MS, STEP_RETRY_MS, type HostView } from './hostFlow';
import { PODIUM_REVEAL_MS } from './podium';
import {
  kickPlayer,
  readQuizToHost,
  sendHostStep,
  startGame,
  watchGame,
  type GameListeners,
} from './hostGateway';
import { hostLoader } from './hostLoader';
import { HostPage } from './HostPage';
import { fadeOut, play, preload } from './music';
import { gameQuestion, hostView, player, worldCapitalsQuiz } from './test/games';

vi.mock('@/features/auth/authGateway');
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

const questions = [
  gameQuestion(
    {
      title: 'Which city is the capital of Canada?',
      desc: 'Think of Parliament Hill.',
      questionType: 0,
      answers: [
        { name: 'Toronto', type: 0, isCorrect: false },
        { name: 'Ottawa', type: 0, isCorrect: true },
        { name: 'Vancouver', type: 0, isCorrect: false },
      ],
      typeSpecificSettings: { randomizeOrder: true },
      timeLimit: 20,
    },
    [2, 1, 0],
  ),
  gameQuestion(
    {
      title: 'Name the capital of Japan.',
      questionType: 2,
      answers: ['Tokyo', ''],
      typeSpecificSettings: { caseSensitive: false },
    },
    [],
  ),
];

const quiz = worldCapitalsQuiz(questions, 'Two questions.');
const { data } = quiz;
const record: ViewedQuiz = { owner: 'host1', opened: 1, content: { data, questions }, keysWithheld: null };

const lobbyPlayers = [player('u1', 100, 'Ada'), player('u2', 300, 'Grace'), player('u3', 200, 'Linus')];

/** What the host knows of the game on this screen: its phase starting now, the lobby's players in it. */
const gameInfo = (
  status: HostStatus,
  gameStatus: Partial<HostInfo['gameStatus']> = {},
  players = lobbyPlayers,
  submitted: Record<string, Submission> = {},
) => hostView(status, { time: Date.now(), ...gameStatus }, players, submitted);

const sharedInfo = (leaderboard?: LeaderboardEntry[]): SharedInfo => ({
  ...(leaderboard && { leaderboard }),
  gameStatus: {
    mode: PlayerMode.Waiting,
    info: { questionNumber: 0, time: 0, duration: 0, questionType: 0, options: 3 },
  },
  totalQuestions: questions.length,
});

let listeners: GameListeners;

/** /host?s={gameId} once its screen listens to the game. */
async function renderGame(gameId = 'game1') {
  const router = renderAt(`/host?s=${gameId}`);
  expect(watchGame).toHaveBeenCalledWith(gameId, expect.anything());
  return router;
}

/** The game as the database would send it now. */
function sendGame(view: HostView, shared: SharedInfo = sharedInfo()) {
  act(() => {
    listeners.serverOffset(0);
    listeners.quiz(quiz);
    listeners.sharedInfo(shared);
    listeners.roster({ ...view.roster });
    listeners.submitted({ ...view.submitted });
    listeners.hostInfo(view.hostInfo);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/host', Component: HostPage },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = () =>
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'host1', email: 'host@b.co' }, record: null });

beforeEach(() => {
  signIn();
  vi.mocked(readQuizToHost).mockReset().mockResolvedValue(record);
  vi.mocked(startGame).mockReset().mockResolvedValue('game1');
  vi.mocked(sendHostStep).mockReset().mockResolvedValue(undefined);
  vi.mocked(kickPlayer).mockReset().mockResolvedValue(undefined);
  vi.mocked(play).mockClear();
  vi.mocked(fadeOut).mockClear();
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

describe('before the game', () => {
  it('sends a signed-out visitor to log in, coming back here after (SPEC §6)', async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, record: null });
    const router = renderAt('/host?q=quiz1');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ login: 'true', redirect: '/host?q=quiz1' })}`,
    );
  });

  it('sends a visit without a quiz or a game to Explore to pick one (SPEC §2)', () => {
    const load = (url: string) => hostLoader({ request: new Request(url), params: {}, context: {} } as never);
    const redirect = load('http://loqi.test/host') as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('/search?q=');
    expect(load('http://loqi.test/host?q=quiz1')).toBeNull();
    expect(load('http://loqi.test/host?s=game1')).toBeNull();
  });

  it('shows "Loading..." on the Play button until the quiz is read, then opens the game in place of the quiz', async () => {
    let answer: (value: ViewedQuiz) => void = () => undefined;
    vi.mocked(readQuizToHost).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const router = renderAt('/host?q=quiz1');
    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    await act(async () => answer(record));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(preload).toHaveBeenCalled();
    expect(startGame).toHaveBeenCalledWith('quiz1', DEFAULT_GAME_OPTIONS);
    // The game's screen starts watching in an effect, which a busy machine runs after the status shows.
    await waitFor(() => expect(watchGame).toHaveBeenCalledWith('game1', expect.anything()));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?s=game1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['resource-exhausted', quotaMessages.liveGames(5)],
    ['permission-denied', emailAccountMessages.hostGame],
  ])("says the server's refusal (%s) in its words, and the connection otherwise", async (code, text) => {
    renderAt('/host?q=quiz1');
    vi.mocked(startGame).mockRejectedValueOnce(Object.assign(new Error(text), { code: `functions/${code}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);

    vi.mocked(startGame).mockRejectedValueOnce(
      Object.assign(new Error('INTERNAL'), { code: 'functions/internal' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game could not be started. Check the connection and try again.',
    );
  });

  it("offers the Game options, starting from the options of the host's last game, and opens the game with them", async () => {
    useAuthStore.setState({
      record: {
        settings: {
          gameOptions: { ...DEFAULT_GAME_OPTIONS, allowLateJoins: false, autoAdvanceSeconds: 20 },
        },
      } as UserRecord,
    });
    renderAt('/host?q=quiz1');
    const panel = await screen.findByRole('region', { name: 'Game options' });
    const box = (name: string) => within(panel).getByRole('checkbox', { name });
    expect(box('Allow late joins')).not.toBeChecked();
    expect(box('Friendly names')).not.toBeChecked();
    expect(box('Auto-advance')).toBeChecked();
    expect(within(panel).getByRole('spinbutton', { name: 'Seconds before continuing' })).toHaveValue(20);

    await userEvent.click(box('Friendly names'));
    await userEvent.click(box('Answer streak bonus'));
    await userEvent.click(box('Accuracy only'));
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));

    expect(startGame).toHaveBeenCalledWith('quiz1', {
      allowLateJoins: false,
      friendlyNames: true,
      streakBonus: true,
      scoring: 'accuracy',
      autoAdvanceSeconds: 20,
      extraTime: 1,
      questionsOnDevices: false,
    });
  });

  it('offers Extra time (None, × 1.5, × 2) and Show questions on devices, from the last game, and opens the game with them', async () => {
    useAuthStore.setState({
      record: { settings: { gameOptions: { ...DEFAULT_GAME_OPTIONS, extraTime: 1.5 } } } as UserRecord,
    });
    renderAt('/host?q=quiz1');
    const panel = await screen.findByRole('region', { name: 'Game options' });
    const extraTime = within(panel).getByRole('group', { name: 'Extra time' });
    expect(extraTime).toHaveAccessibleDescription('Every question’s time limit, longer for the whole game.');
    expect(
      within(extraTime)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '1.5', '2']);
    expect(within(extraTime).getByRole('radio', { name: 'None' })).not.toBeChecked();
    expect(within(extraTime).getByRole('radio', { name: '× 1.5' })).toBeChecked();
    const onDevices = within(panel).getByRole('checkbox', { name: 'Show questions on devices' });
    expect(onDevices).not.toBeChecked();
    expect(onDevices).toHaveAccessibleDescription(
      'Phones show the question and the answers’ texts too, for players who cannot see this screen.',
    );

    await userEvent.click(within(extraTime).getByRole('radio', { name: '× 2' }));
    await userEvent.click(onDevices);
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));

    expect(startGame).toHaveBeenCalledWith('quiz1', {
      ...DEFAULT_GAME_OPTIONS,
      extraTime: 2,
      questionsOnDevices: true,
    });
  });

  it('asks for 5 to 60 seconds before continuing, and offers Play only then', async () => {
    renderAt('/host?q=quiz1');
    const panel = await screen.findByRole('region', { name: 'Game options' });
    expect(within(panel).queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Auto-advance' }));
    const seconds = within(panel).getByRole('spinbutton', { name: 'Seconds before continuing' });
    // Auto-advance's default when first turned on.
    expect(seconds).toHaveValue(10);

    for (const wrong of ['4', '61', '7.5']) {
      await userEvent.clear(seconds);
      await userEvent.type(seconds, wrong);
      expect(seconds).toHaveAccessibleDescription('Choose between 5 and 60 seconds.');
      expect(seconds).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    }
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(startGame).toHaveBeenCalledWith('quiz1', { ...DEFAULT_GAME_OPTIONS, autoAdvanceSeconds: 60 });
  });

  it('says so when the quiz cannot be hosted', async () => {
    vi.mocked(readQuizToHost).mockResolvedValue(null);
    renderAt('/host?q=gone');
    expect(
      await screen.findByRole('heading', {
        name: 'This Loqi quiz could not be found. It may be private, removed, or deleted.',
      }),
    ).toBeInTheDocument();
  });
});

describe('the lobby', () => {
  it('shows the room code, the join site, a QR code of /join with the code, and the players newest first', async () => {
    await renderGame();
    sendGame(gameInfo(HostStatus.Lobby));
    expect(screen.getByText('ASD-FJK-LAS')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.host}/join`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scan to join room ASD-FJK-LAS' })).toHaveAttribute(
      'href',
      `${window.location.origin}/join?code=asdfjklas`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'World capitals' })).toBeInTheDocument();
    expect(screen.getByText('3 players')).toBeInTheDocument();
    expect(play).toHaveBeenLastCalledWith('lobby');
    expect(screen.getByRole('button', { name: 'Mute music' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Players, newest first' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Grace', 'Linus', 'Ada']);
  });

  it('shows the newest 100 names of a crowd and counts the others: “+ 9,900 more”', async () => {
    await renderGame();
    const crowd = Array.from({ length: 10_000 }, (_, index) => player(`u${index}`, index, `Player ${index}`));
    sendGame(gameInfo(HostStatus.Lobby, {}, crowd));
    expect(screen.getByText('10,000 players')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Players, newest first' });
    const names = within(list).getAllByRole('button');
    expect(names).toHaveLength(100);
    expect(names[0]).toHaveTextContent('Player 9999');
    expect(within(list).getByText('+ 9,900 more')).toBeInTheDocument();
  });

  it('shows Start only once someone has joined', async () => {
    await renderGame();
    sendGame(gameInfo(HostStatus.Lobby, {}, []));
    expect(screen.getByText('0 players')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('starts the game', async () => {
    await renderGame();
    sendGame(gameInfo(HostStatus.Lobby));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'startPlaying' });
  });

  it('asks before removing a player, and removes them on Kick', async () => {
    await renderGame();
    sendGame(gameInfo(HostStatus.Lobby));
    await userEvent.click(screen.getByRole('button', { name: 'Linus' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Kick Player' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Linus from the lobby?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Never mind' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(kickPlayer).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Linus' }));
    dialog = screen.getByRole('alertdialog', { name: 'Kick Player' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kick' }));
    expect(kickPlayer).toHaveBeenCalledWith('game1', 'u3');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the timed phases', () => {
  it('opens the question when its intro ends by the server clock, and again a few seconds later if nothing moved', async () => {
    vi.useFakeTimers();
    await renderGame();
    act(() => vi.advanceTimersByTime(0));
    sendGame(gameInfo(HostStatus.QuestionIntro, { time: Date.now(), duration: 3000 }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Multiple Choice')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'The question opens' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(sendHostStep).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'startQuestion', questionNumber: 0 });
    await act(() => vi.advanceTimersByTimeAsync(STEP_RETRY_MS));
    expect(sendHostStep).toHaveBeenCalledTimes(2);
  });

  it('asks again only once the request on its way has answered or failed', async () => {
    vi.useFakeTimers();
    const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
    vi.mocked(sendHostStep).mockImplementation(
      () => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })),
    );
    await renderGame();
    act(() => vi.advanceTimersByTime(0));
    sendGame(gameInfo(HostStatus.QuestionIntro, { time: Date.now(), duration: 3000 }));
    await act(() => vi.advanceTimersByTimeAsync(3000 + 5 * STEP_RETRY_MS));
    expect(sendHostStep).toHaveBeenCalledTimes(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => answers[0]?.reject(new Error('deadline-exceeded')));
    expect(warn).toHaveBeenCalledWith('startQuestion of question 1 failed; trying again.', expect.any(Error));
    warn.mockRestore();
    await act(() => vi.advanceTimersByTimeAsync(STEP_RETRY_MS - 1));
    expect(sendHostStep).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sendHostStep).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]?.resolve());
    await act(() => vi.advanceTimersByTimeAsync(STEP_RETRY_MS));
    expect(sendHostStep).toHaveBeenCalledTimes(3);
    // The game moved on: nothing more is sent for the intro.
    sendGame(gameInfo(HostStatus.QuestionOpen, { duration: 0 }));
    await act(async () => answers[2]?.resolve());
    await act(() => vi.advanceTimersByTimeAsync(10 * STEP_RETRY_MS));
    expect(sendHostStep).toHaveBeenCalledTimes(3);
  });

  it('shows the question with its options in display order, the answers received and the countdown; Skip ends it', async () => {
    await renderGame();
    sendGame(
      gameInfo(HostStatus.QuestionOpen, { duration: 20_000 }, lobbyPlayers, {
        u1: { user: 'u1', submittedAt: 1, questionNumber: 0 },
      }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Which city is the capital of Canada?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Think of Parliament Hill.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vancouver'),
      expect.stringContaining('Ottawa'),
      expect.stringContaining('Toronto'),
    ]);
    expect(screen.getByText('1', { selector: '.host-answer-count-value' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(20|19)/);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'endQuestion', questionNumber: 0 });
  });

  it('announces neither the countdown’s ticks nor each answer: neither is in a live region', async () => {
    await renderGame();
    sendGame(
      gameInfo(HostStatus.QuestionOpen, { duration: 20_000 }, lobbyPlayers, {
        u1: { user: 'u1', submittedAt: 1, questionNumber: 0 },
      }),
    );
    const live =
      '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]';
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(/^(20|19)\s*seconds left$/);
    expect(timer.closest(live)).toBeNull();
    expect(timer.querySelector(live)).toBeNull();
    expect(screen.getByText('1', { selector: '.host-answer-count-value' }).closest(live)).toBeNull();
  });

  it('ends the question at once when every player has answered', async () => {
    await renderGame();
    const submitted = Object.fromEntries(
      lobbyPlayers.map(({ userID }) => [userID, { user: userID, submittedAt: 1, questionNumber: 0 }]),
    );
    sendGame(gameInfo(HostStatus.QuestionOpen, { duration: 20_000 }, lobbyPlayers, submitted));
    return vi.waitFor(() =>
      expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'endQuestion', questionNumber: 0 }),
    );
  });

  it('asks open-ended answers on the players’ devices', async () => {
    await renderGame();
    sendGame(gameInfo(HostStatus.QuestionOpen, { questionNumber: 1, duration: 20_000 }));
    expect(screen.getByText('Type your answer on your device')).toBeInTheDocument();
  });
});

describe('results and leaderboard', () => {
  const afterFirst: LeaderboardEntry[] = [
    { userID: 'u1', username: 'Ada', score: 900, rank: 1 },
    { userID: 'u2', username: 'Grace', score: 0, rank: 2 },
  ];
  const afterSecond: LeaderboardEntry[] = [
    { userID: 'u2', username: 'Grace', score: 1000, rank: 1 },
    { userID: 'u1', username: 'Ada', score: 900, rank: 2 },
  ];
  const names = () =>
    screen.getAllByRole('listitem').map((item) => item.querySelector('.host-leaderboard-name')?.textContent);

  it('marks the correct option, dims the others, counts the answers, and goes on to the leaderboard', async () => {
    await renderGame();
    sendGame(
      gameInfo(HostStatus.Results, {
        results: { questionNumber: 0, answered: 3, correct: 1, optionCounts: [2, 1, 0] },
      }),
      sharedInfo(afterFirst),
    );
    expect(screen.getByText('1 of 3 correct')).toBeInTheDocument();
    const options = screen.getByRole('list', { name: 'Answers per option' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 chose 1, incorrect', '1 chose 2, correct', '0 chose 3, incorrect']);
    expect(document.querySelectorAll('.host-answer-correct')).toHaveLength(1);
    expect(document.querySelector('.host-answer-correct')).toHaveTextContent('Ottawa');
    expect(document.querySelectorAll('.host-answer-incorrect')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    expect(names()).toEqual(['Ada', 'Grace']);
    expect(screen.queryByRole('link', { name: 'Open the report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the podium' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(sendHostStep).toHaveBeenCalledWith('game1', { kind: 'introQuestion', questionNumber: 1 });
  });

  it('shows the old order first and the new one 1500 ms later, on the final leaderboard without Continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderGame();
    sendGame(
      gameInfo(HostStatus.QuestionIntro, { questionNumber: 1, duration: 60_000 }),
      sharedInfo(afterFirst),
    );
    expect(play).toHaveBeenLastCalledWith('play');
    sendGame(
      gameInfo(HostStatus.Results, {
        questionNumber: 1,
        results: { questionNumber: 1, answered: 2, correct: 1 },
      }),
      sharedInfo(afterSecond),
    );
    expect(screen.getByText('Tokyo')).toBeInTheDocument();
    // SPEC §4: the music fades when a question ends; the end music comes with the final leaderboard.
    expect(fadeOut).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(play).toHaveBeenLastCalledWith('end');
    expect(screen.getByRole('heading', { level: 1, name: 'Final Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Open the report' });
    expect(report).toHaveAttribute('href', '/reports/game1');
    // A new tab: the projector keeps the final screen.
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', 'noopener');
    expect(names()).toEqual(['Ada', 'Grace']);
    act(() => vi.advanceTimersByTime(LEADERBOARD_UPDATE_DELAY_MS));
    expect(names()).toEqual(['Grace', 'Ada']);

    // Then the podium, from the final top five: second place first with two players.
    await userEvent.click(screen.getByRole('button', { name: 'Show the podium' }));
    const podium = screen.getByRole('region', { name: 'Podium' });
    act(() => vi.advanceTimersByTime(PODIUM_REVEAL_MS));
    expect(within(podium).getByRole('listitem', { name: '2nd place' })).toHaveTextContent('Ada');
    expect(podium).not.toHaveTextContent('Grace');
    act(() => vi.advanceTimersByTime(PODIUM_REVEAL_MS));
    expect(within(podium).getByRole('listitem', { name: '1st place' })).toHaveTextContent('Grace');
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/reports/game1');
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('target', '_blank');
  });

  it('kicks a player from the leaderboard and says the leaderboard changes next round', async () => {
    await renderGame();
    sendGame(
      gameInfo(HostStatus.Results, { results: { questionNumber: 0, answered: 2, correct: 1 } }),
      sharedInfo(afterFirst),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: /Grace/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kick Player' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kick' }));
    expect(kickPlayer).toHaveBeenCalledWith('game1', 'u2');
    const notice = await screen.findByRole('alertdialog', { name: 'Player Kicked' });
    expect(notice).toHaveTextContent(
      'Grace has been kicked from the game. The leaderboard will be updated next round.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('a game that cannot be read', () => {
  it('says it does not exist or has ended', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderGame('other');
    act(() => listeners.refused(new Error('permission_denied')));
    expect(
      screen.getByRole('heading', { name: 'This game does not exist or has ended.' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
