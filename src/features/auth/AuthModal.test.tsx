import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { AuthModals } from './AuthModal';
import { logIn, signUp } from './authGateway';
import { resetAuth, useAuthStore } from './authStore';

vi.mock('./authGateway', () => ({
  logIn: vi.fn(),
  signUp: vi.fn(),
  watchAuthUser: () => () => undefined,
  watchUserRecord: () => () => undefined,
}));

const user = { uid: 'u1', email: 'me@loqi.app' };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Screen() {
  return (
    <>
      <Where />
      <AuthModals />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return () => router.state.location.pathname + router.state.location.search;
}

beforeEach(() => {
  resetAuth();
  vi.mocked(logIn).mockReset().mockResolvedValue(user);
  vi.mocked(signUp).mockReset().mockResolvedValue(user);
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('AuthModals', () => {
  it('shows nothing without a flag', () => {
    renderAt('/search?q=x');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['/?login=true', 'Log In'],
    ['/join?signup=true', 'Sign Up'],
  ])('%s opens the %s dialog on any route', (path, title) => {
    renderAt(path);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: title })).toHaveAttribute('type', 'submit');
  });

  it('switches between log-in and sign-up, keeping the rest of the query', async () => {
    const where = renderAt('/my?login=true&redirect=%2Fmy');
    await userEvent.click(screen.getByRole('link', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    expect(where()).toBe('/my?redirect=%2Fmy&signup=true');
    await userEvent.click(screen.getByRole('link', { name: 'Already have an account? Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(where()).toBe('/my?redirect=%2Fmy&login=true');
  });

  it('links to /forgot from the log-in dialog', () => {
    renderAt('/?login=true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
  });

  it('closes through the Close button, removing the flag', async () => {
    const where = renderAt('/search?q=cats&login=true');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/search?q=cats');
  });

  it('keeps the keyboard inside while open and gives focus back to the link that opened it', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Link to="/?login=true">Log In</Link>
              <AuthModals />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const keys = userEvent.setup();
    const opener = screen.getByRole('link', { name: 'Log In' });
    await keys.tab();
    expect(opener).toHaveFocus();
    await keys.keyboard('{Enter}');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    // From the last link Tab comes back to the first control, Close; Shift+Tab goes round the other way.
    for (const next of ['Password', 'Log In', "Don't have an account? Sign up", 'Forgot password?']) {
      await keys.tab();
      expect(document.activeElement).toHaveAccessibleName(next);
    }
    await keys.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await keys.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();

    await keys.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['', ''],
    ['me@loqi.app', ''],
    ['', 'secret'],
  ])('requires email and password (email %j, password %j)', async (email, password) => {
    renderAt('/?login=true');
    await fillIn(email, password);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(logIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('logs in, closes and stays on the page without a redirect', async () => {
    const where = renderAt('/search?q=cats&login=true');
    await fillIn('me@loqi.app', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(logIn).toHaveBeenCalledWith('me@loqi.app', 'secret');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/search?q=cats');
  });

  it('signs up and follows a same-site redirect', async () => {
    const where = renderAt('/?signup=true&redirect=%2Fhost%3Fq%3Dabc');
    await fillIn('new@loqi.app', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(signUp).toHaveBeenCalledWith('new@loqi.app', 'secret1');
    await waitFor(() => expect(where()).toBe('/host?q=abc'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Signed in before the redirect lands, so a screen that requires it does not bounce back to log in.
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', user });
  });

  it('closes for good when the redirect is a page opened with ?login=true itself', async () => {
    // /my sends a signed-out visitor of /my?login=true to /?login=true&redirect=/my?login=true.
    const where = renderAt('/?login=true&redirect=%2Fmy%3Flogin%3Dtrue');
    await fillIn('me@loqi.app', 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(where()).toBe('/my'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])(
    'refuses the redirect %j and just closes',
    async (target) => {
      const where = renderAt(`/view?q=1&login=true&redirect=${encodeURIComponent(target)}`);
      await fillIn('me@loqi.app', 'secret');
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(where()).toBe('/view?q=1');
    },
  );

  it('alerts the auth service text without its first 10 characters on failure', async () => {
    vi.mocked(logIn).mockRejectedValue(new Error('Firebase: Error (auth/invalid-credential).'));
    renderAt('/?login=true');
    await fillIn('me@loqi.app', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error (auth/invalid-credential).'));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('disables the submit button while working', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(signUp).mockReturnValue(new Promise((resolve) => (finish = () => resolve(user))));
    renderAt('/?signup=true');
    await fillIn('new@loqi.app', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
