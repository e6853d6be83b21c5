import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SETTINGS, type UserRecord } from '@/domain';
import { sendPasswordReset, useAuthStore } from '@/features/auth';
import { SettingsPage } from './SettingsPage';
import {
  changeDefaultQuestion,
  requestUsernameChange,
  saveQuizTemplate,
  setUserTheme,
} from './settingsGateway';

vi.mock('@/features/auth/authGateway', () => ({
  watchAuthUser: () => () => undefined,
  watchUserRecord: () => () => undefined,
  sendPasswordReset: vi.fn(),
  logIn: vi.fn(),
  signUp: vi.fn(),
  signOutIfSignedIn: vi.fn(),
}));

vi.mock('./settingsGateway', () => ({
  requestUsernameChange: vi.fn(),
  setUserTheme: vi.fn(),
  changeDefaultQuestion: vi.fn(),
  saveQuizTemplate: vi.fn(),
}));

const record = {
  info: { username: 'demo', email: 'demo@loqi.app', uid: 'u1' },
  settings: DEFAULT_SETTINGS,
  lastUpdated: 1,
} as unknown as UserRecord;

function signIn() {
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'u1', email: 'demo@loqi.app' }, record });
}

function renderSettings() {
  const router = createMemoryRouter(
    [
      { path: '/settings', Component: SettingsPage },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, record: null });
  vi.mocked(requestUsernameChange).mockReset();
  vi.mocked(setUserTheme).mockReset().mockResolvedValue(undefined);
  vi.mocked(changeDefaultQuestion).mockReset().mockResolvedValue(undefined);
  vi.mocked(saveQuizTemplate).mockReset().mockResolvedValue(undefined);
  vi.mocked(sendPasswordReset).mockReset().mockResolvedValue(undefined);
});

describe('access', () => {
  it('shows Loading... while the auth state is unknown', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(document.title).toBe('Account | Loqi');
  });

  it('sends a signed-out visitor to log in, coming back afterwards', async () => {
    useAuthStore.setState({ status: 'signedOut' });
    const router = renderSettings();
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/?login=true&redirect=/settings',
    );
  });
});

describe('tabs', () => {
  it('has Account, Nameplate and Options tabs', async () => {
    signIn();
    renderSettings();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Account', 'Nameplate', 'Options']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Nameplate' }));
    expect(screen.getByRole('tabpanel', { name: 'Nameplate' })).toHaveTextContent('Coming soon');
  });
});

describe('Account tab', () => {
  beforeEach(signIn);

  it('shows the username and the masked email, revealed on request', async () => {
    renderSettings();
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    expect(within(panel).getByText('demo', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('d***@loqi.app')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show email' }));
    expect(within(panel).getByText('demo@loqi.app')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide email' }));
    expect(within(panel).getByText('d***@loqi.app')).toBeInTheDocument();
  });

  it.each([
    ['', false],
    ['abc', false],
    ['_abcd', false],
    ['ab__cd', false],
    ['demo', false],
    ['demo2', true],
    ['new.name_1', true],
  ])('with %j shows Change: %s', async (candidate, shown) => {
    renderSettings();
    if (candidate) await userEvent.type(screen.getByLabelText('New username'), candidate);
    expect(screen.queryByRole('button', { name: 'Change' }) !== null).toBe(shown);
  });

  it('marks each username rule met or unmet as the candidate changes', async () => {
    renderSettings();
    await userEvent.type(screen.getByLabelText('New username'), '_a');
    const rules = within(screen.getByRole('list', { name: 'Username requirements' })).getAllByRole(
      'listitem',
    );
    expect(rules.map((rule) => rule.className)).toEqual([
      'requirement-unmet',
      'requirement-met',
      'requirement-unmet',
      'requirement-met',
    ]);
    expect(rules[0]).toHaveTextContent('4-20 characters (not met)');
  });

  it('changes the username: Working..., then Username changed. and an empty input', async () => {
    let answer: (status: 0) => void = () => undefined;
    vi.mocked(requestUsernameChange).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSettings();
    await userEvent.type(screen.getByLabelText('New username'), 'demo2');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(requestUsernameChange).toHaveBeenCalledWith('demo2');
    expect(screen.getByRole('status')).toHaveTextContent('Working...');
    answer(0);
    expect(await screen.findByText('Username changed.')).toHaveRole('status');
    expect(screen.getByLabelText('New username')).toHaveValue('');
  });

  it.each([
    [1, 'That username is already taken.'],
    [-1, 'Your username does not fit the given requirements.'],
    [-9, 'You are not allowed to change your username.'],
  ] as const)('shows status %i as "%s"', async (status, text) => {
    vi.mocked(requestUsernameChange).mockResolvedValue(status);
    renderSettings();
    await userEvent.type(screen.getByLabelText('New username'), 'demo2');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('New username')).toHaveValue('demo2');
  });

  it('sends a password reset mail to the account address', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('demo@loqi.app');
    expect(await screen.findByText('A password reset email has been sent to demo@loqi.app.')).toHaveRole(
      'status',
    );
  });
});

describe('Options tab', () => {
  beforeEach(signIn);

  async function openOptions() {
    renderSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
  }

  it('sets the theme and applies it at once', async () => {
    await openOptions();
    const select = screen.getByLabelText('Theme');
    expect(select).toHaveValue('dark');
    await userEvent.selectOptions(select, 'light');
    expect(setUserTheme).toHaveBeenCalledWith('light');
    expect(useAuthStore.getState().record?.settings.theme).toBe('light');
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Dark', 'Light', 'Red', 'Navy']));
  });

  it('saves the question template within its limits', async () => {
    await openOptions();
    await userEvent.clear(screen.getByLabelText('Question title'));
    await userEvent.clear(screen.getByLabelText('Time limit (seconds)'));
    await userEvent.type(screen.getByLabelText('Time limit (seconds)'), '9999');
    await userEvent.clear(screen.getByLabelText('Base points'));
    await userEvent.type(screen.getByLabelText('Base points'), '500');
    await userEvent.click(screen.getByLabelText('Randomise answer order'));
    await userEvent.click(screen.getByLabelText('Show title with image'));
    await userEvent.click(screen.getByRole('button', { name: 'Save question template' }));
    expect(changeDefaultQuestion).toHaveBeenCalledWith({
      ...DEFAULT_SETTINGS.newQuestion,
      title: 'Untitled question',
      timeLimit: 600,
      customPointsOptions: { basePoints: 500, timeBonus: 250 },
      randomizeOrder: true,
      titlePlusImg: false,
    });
    expect(await screen.findByText('Saved.')).toHaveRole('status');
  });

  it('saves the quiz template', async () => {
    await openOptions();
    await userEvent.clear(screen.getByLabelText('Quiz title'));
    await userEvent.type(screen.getByLabelText('Quiz title'), 'Friday quiz');
    await userEvent.type(screen.getByLabelText('Quiz description'), 'Fun');
    await userEvent.selectOptions(screen.getByLabelText('Visibility'), 'Private');
    await userEvent.click(screen.getByLabelText('Randomise question order'));
    await userEvent.click(screen.getByRole('button', { name: 'Save quiz template' }));
    expect(saveQuizTemplate).toHaveBeenCalledWith('u1', {
      title: 'Friday quiz',
      desc: 'Fun',
      visibility: 2,
      randomizeQuestionOrder: true,
    });
    await waitFor(() => expect(screen.getByText('Saved.')).toHaveRole('status'));
  });
});
