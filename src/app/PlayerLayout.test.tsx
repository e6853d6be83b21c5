import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { watchAuthUser } from '@/features/auth/authGateway';
import { routes } from './routes';

// A file of its own, so that nothing else has loaded the app shell or started Auth before /join renders.
const { appShellLoaded } = vi.hoisted(() => ({ appShellLoaded: vi.fn() }));
vi.mock('./RootLayout', async (importOriginal) => {
  appShellLoaded();
  return importOriginal();
});
vi.mock('@/features/auth/authGateway', async () =>
  (await import('@/test/signedOutAuthGateway')).signedOutAuthGateway(),
);

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the player shell (/join)', () => {
  it('frames the player screen with a footer to home, Terms, Privacy and Contact, and no header or Auth', async () => {
    document.documentElement.dataset.theme = 'light';
    renderAt('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a game' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Contact', expect.stringMatching(/^mailto:\S+@\S+$/)],
    ]);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // Whoever used this browser before, the player sees the default theme.
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(appShellLoaded).not.toHaveBeenCalled();
    expect(watchAuthUser).not.toHaveBeenCalled();
  });

  it('leads home into the app shell, which loads then and starts Auth', async () => {
    renderAt('/join');
    await screen.findByRole('heading', { level: 1, name: 'Join a game' });
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Live quizzes/ })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(appShellLoaded).toHaveBeenCalled();
    expect(watchAuthUser).toHaveBeenCalled();
  });

  it('answers only /join itself: a deeper path is not found, in the app shell', async () => {
    renderAt('/join/extra');
    expect(
      await screen.findByRole('heading', { name: 'The page you are looking for does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
