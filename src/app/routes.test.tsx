import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { pageUrls } from '@/common/urls';
import { routes, screenRoutes, withAppShell } from './routes';

// No Firebase in these tests: nobody is signed in, and signing out succeeds at once.
vi.mock('@/features/auth/authGateway', async () =>
  (await import('@/test/signedOutAuthGateway')).signedOutAuthGateway(),
);

// No quiz exists and no search finds anything.
vi.mock('@/features/quizData/quizDataGateway', () => ({
  watchCreatedQuizzes: () => () => undefined,
  readQuizSummary: () => Promise.resolve(null),
  readQuiz: () => Promise.resolve(null),
  readUsername: () => Promise.resolve(null),
  requestDeletion: () => Promise.resolve(),
}));
vi.mock('@/firebase/imageUrls', () => ({
  uploadedImageUrl: () => Promise.reject(new Error('no images here')),
}));
vi.mock('@/features/explore/exploreGateway', () => ({ searchQuizzes: () => Promise.resolve([]) }));

function renderAt(path: string, appRoutes: RouteObject[] = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function locationOf(router: ReturnType<typeof renderAt>) {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

// The app shell is a lazy chunk: transforming it and its imports (Auth, the domain core) on first use would
// eat into the first screen's wait, so it is loaded once before the tests.
beforeAll(async () => {
  await import('./RootLayout');
});

beforeEach(() => {
  document.title = '';
});

describe('screens', () => {
  it.each([
    ['/', /Live quizzes for the whole room/],
    ['/view?q=quiz1', 'This Loqi quiz could not be found. It may be private, removed, or deleted.'],
    ['/editor', 'Quiz editor'],
    ['/usermgmt', 'Account management'],
    ['/forgot', 'Forgot your password?'],
    ['/search?q=', 'Explore'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/about', 'About Loqi'],
    ['/test', 'Open-ended answer test'],
  ])('%s shows its screen', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('moves between screens through links', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: /Live quizzes/ });
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows the not-found text and a link home for an unknown path', async () => {
    renderAt('/nope/deeper');
    expect(
      await screen.findByRole('heading', { name: 'The page you are looking for does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Loqi');
  });
});

describe('/help/*', () => {
  it.each(['/help/anything', '/help/editor/media'])(
    '%s shows only "Coming soon!" and a link home',
    async (path) => {
      renderAt(path);
      // The heading first: until the shell has loaded, the loading placeholder has a <main> of its own.
      expect(await screen.findByRole('heading', { name: 'Coming soon!' })).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getAllByRole('heading')).toHaveLength(1);
      expect(within(main).getAllByRole('link')).toHaveLength(1);
      expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );
});

describe('redirects', () => {
  it('sends /host without ?q or ?s to /search?q=', async () => {
    const router = renderAt('/host');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/search?q=');
  });

  it.each(['/host?q=abc', '/host?s=abc'])(
    'sends a signed-out visitor from %s to log in, coming back afterwards',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
      expect(locationOf(router)).toBe(`/?${new URLSearchParams({ login: 'true', redirect: path })}`);
    },
  );

  it('sends a signed-out visitor from /settings to log in, coming back afterwards', async () => {
    const router = renderAt('/settings');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/?login=true&redirect=/settings');
  });

  it('sends a signed-out visitor from /my to log in, coming back afterwards', async () => {
    const router = renderAt('/my');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/?login=true&redirect=%2Fmy');
  });

  it.each(['/reports', '/reports/game1'])(
    'sends a signed-out visitor from %s to log in, coming back afterwards',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
      expect(locationOf(router)).toBe(`/?${new URLSearchParams({ login: 'true', redirect: path })}`);
    },
  );

  it('sends /logout to the home page', async () => {
    const router = renderAt('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: /Live quizzes/ })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
  });
});

describe('unexpected errors', () => {
  function ExplodingScreen(): never {
    throw new Error('Screen exploded');
  }

  function failingLoader(): never {
    throw new Error('Loader failed');
  }

  function ScreenAfterLoader() {
    return <h1>Loaded</h1>;
  }

  const failingRoutes: [string, RouteObject][] = [
    ['a screen that throws while rendering', { path: 'explode', Component: ExplodingScreen }],
    ['a loader that throws', { path: 'explode', loader: failingLoader, Component: ScreenAfterLoader }],
  ];

  beforeEach(() => {
    // The failures below are on purpose; keep React's and the error screen's reports out of the output.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(failingRoutes)(
    'shows "Unexpected Application Error!" inside the shell for %s',
    async (_case, failingRoute) => {
      renderAt('/explode', [withAppShell([...screenRoutes, failingRoute])]);
      expect(
        await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
      // The error screen reports the error from an effect, which may run after the heading is drawn.
      await waitFor(() => expect(console.error).toHaveBeenCalled());
    },
  );
});

describe('shell', () => {
  it('has a home link with the wordmark and a Log In link to ?login=true of the current page', async () => {
    renderAt('/search?q=cats');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Loqi' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/search?q=cats&login=true',
    );
  });

  it('links Log In to /?login=true on the home page', async () => {
    renderAt('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/?login=true');
  });

  it('has Terms, Privacy and a Contact mail link in the footer', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\S+@\S+$/),
    );
  });
});

describe('document titles', () => {
  it.each([
    ['/view?q=quiz1', 'Quiz not found | Loqi'],
    ['/search?q=', 'Explore | Loqi'],
    ['/', 'Loqi'],
    ['/editor', 'Untitled Loqi | Loqi'],
  ])('%s is titled "%s"', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('pageUrls', () => {
  /** An address of each page the router serves; /join is a page of its own (join.html), without the router. */
  const routedPageUrls: Record<Exclude<keyof typeof pageUrls, 'join' | 'joinWithCode'>, string> = {
    home: pageUrls.home,
    myQuizzes: pageUrls.myQuizzes,
    quizViewer: pageUrls.quizViewer('quiz1'),
    hostQuiz: pageUrls.hostQuiz('quiz1'),
    hostGame: pageUrls.hostGame('game1'),
    newQuiz: pageUrls.newQuiz,
    editQuiz: pageUrls.editQuiz('quiz1'),
    settings: pageUrls.settings,
    reports: pageUrls.reports,
    report: pageUrls.report('game1'),
    forgotPassword: pageUrls.forgotPassword,
    explore: pageUrls.explore('cats'),
    terms: pageUrls.terms,
    privacy: pageUrls.privacy,
    about: pageUrls.about,
    help: pageUrls.help('visibility'),
    logIn: pageUrls.logIn('/my'),
    logInToSettings: pageUrls.logInToSettings,
  };

  it.each(Object.entries(routedPageUrls))(
    '%s (%s) is a screen of the router, not the not-found page',
    (_, url) => {
      const { pathname } = new URL(url, 'https://loqi.invalid');
      expect(matchRoutes(routes, pathname)?.at(-1)?.route.path).not.toBe('*');
    },
  );
});
