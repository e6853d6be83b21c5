import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerPage } from './PlayerLayout';

// The player's page is join.html: no router and no app shell, whose loading would start Auth.
const { appShellLoaded, joinPageRenders, inGame } = vi.hoisted(() => ({
  appShellLoaded: vi.fn(),
  joinPageRenders: vi.fn(() => <h1>Join a game</h1>),
  inGame: vi.fn(() => false),
}));
vi.mock('./RootLayout', async (importOriginal) => {
  appShellLoaded();
  return importOriginal();
});
vi.mock('@/features/play', () => ({ JoinPage: joinPageRenders, useInGame: inGame }));

afterEach(() => {
  joinPageRenders.mockImplementation(() => <h1>Join a game</h1>);
  inGame.mockReturnValue(false);
});

describe("the player's page (join.html)", () => {
  it('frames the player screen with a footer to home, Terms, Privacy and Contact, and no header or Auth', async () => {
    document.documentElement.dataset.theme = 'light';
    render(<PlayerPage />);
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
  });

  it('shows an unexpected failure in the frame, with a reload that leads back into the game', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    // React reports the error it caught; the test needs only the screen.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    joinPageRenders.mockImplementation(() => {
      throw new Error('the screen broke');
    });
    render(<PlayerPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the footer out during a game, so that no tap leaves it by mistake', () => {
    inGame.mockReturnValue(true);
    joinPageRenders.mockImplementation(() => <h1>Question 1 of 5</h1>);
    render(<PlayerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Question 1 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});
