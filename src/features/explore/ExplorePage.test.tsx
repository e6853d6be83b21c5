import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SearchResultItem } from '@/domain';
import { ExplorePage } from './ExplorePage';
import { searchQuizzes } from './exploreGateway';

vi.mock('./exploreGateway', () => ({ searchQuizzes: vi.fn() }));

const now = Date.now();
const item = (id: string, title: string, plays = 0): SearchResultItem => ({
  id,
  title,
  description: `About ${title}`,
  lastModified: now - 3 * 60 * 60_000,
  plays,
});

function renderAt(path = '/search?q=') {
  const router = createMemoryRouter([{ path: '/search', Component: ExplorePage }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const locationOf = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

/** A search answer the test releases when it chooses. */
function deferred() {
  let resolve: (items: SearchResultItem[]) => void = () => undefined;
  const promise = new Promise<SearchResultItem[]>((done) => (resolve = done));
  return { promise, resolve };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search quizzes' });
const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Results' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

beforeEach(() => {
  vi.mocked(searchQuizzes).mockReset().mockResolvedValue([]);
});

it('is titled Explore', () => {
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
  expect(document.title).toBe('Explore | Loqi');
});

it('searches ?q, most recent first, showing "Loading results..." until the answer', async () => {
  const answer = deferred();
  vi.mocked(searchQuizzes).mockReturnValue(answer.promise);
  renderAt('/search?q=capit');
  expect(searchQuizzes).toHaveBeenCalledWith({
    search: 'capit',
    sort: 'recent',
    range: { start: 0, end: 25 },
  });
  expect(searchBox()).toHaveValue('capit');
  expect(screen.getByRole('status')).toHaveTextContent('Loading results...');
  await act(async () => answer.resolve([item('q1', 'Capitals of Europe', 12)]));
  expect(screen.queryByText('Loading results...')).not.toBeInTheDocument();
  expect(resultTitles()).toEqual(['Capitals of Europe']);
});

it('shows each result as a card linking to its viewer, with plays and last change', async () => {
  vi.mocked(searchQuizzes).mockResolvedValue([
    item('q1', 'Capitals of Europe', 12),
    item('q2', 'Capital letters', 1),
  ]);
  renderAt('/search?q=capit');
  const card = await screen.findByRole('link', { name: /Capitals of Europe/ });
  expect(card).toHaveAttribute('href', '/view?q=q1');
  expect(card).toHaveTextContent('About Capitals of Europe');
  expect(card).toHaveTextContent('12 plays');
  expect(card).toHaveTextContent('3 hours ago');
  expect(screen.getByRole('link', { name: /Capital letters/ })).toHaveTextContent('1 play');
});

it('says "There doesn\'t seem to be anything here..." when nothing matches', async () => {
  renderAt('/search?q=zzz');
  expect(await screen.findByText("There doesn't seem to be anything here...")).toBeInTheDocument();
});

it('puts a search into ?q on Enter and on the Search button', async () => {
  const router = renderAt();
  await userEvent.type(searchBox(), '  capit {Enter}');
  expect(locationOf(router)).toBe('/search?q=capit');
  expect(searchQuizzes).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'capit' }));
  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'science');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(locationOf(router)).toBe('/search?q=science');
});

it('keeps the box in step with back and forward', async () => {
  const router = renderAt('/search?q=first');
  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'second{Enter}');
  await act(() => router.navigate(-1));
  expect(locationOf(router)).toBe('/search?q=first');
  expect(searchBox()).toHaveValue('first');
  expect(searchQuizzes).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'first' }));
  await act(() => router.navigate(1));
  expect(searchBox()).toHaveValue('second');
});

it('sorts by most played on request, keeping the search', async () => {
  const router = renderAt('/search?q=capit');
  const mostPlayed = screen.getByRole('radio', { name: 'Most played' });
  expect(screen.getByRole('radio', { name: 'Recent' })).toBeChecked();
  await userEvent.click(mostPlayed);
  expect(mostPlayed).toBeChecked();
  expect(locationOf(router)).toBe('/search?q=capit&sort=plays');
  expect(searchQuizzes).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'capit', sort: 'plays' }));
});

it('never lets a slow answer to an older search replace a newer one', async () => {
  const older = deferred();
  const newer = deferred();
  vi.mocked(searchQuizzes).mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
  renderAt('/search?q=c');
  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'capit{Enter}');
  await act(async () => newer.resolve([item('q1', 'Capitals of Europe')]));
  await act(async () => older.resolve([item('q9', 'Cats'), item('q8', 'Cars')]));
  expect(resultTitles()).toEqual(['Capitals of Europe']);
});

it('reports a failed search and tries again on request', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(searchQuizzes).mockRejectedValueOnce(new Error('offline'));
  renderAt('/search?q=capit');
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(searchQuizzes).toHaveBeenCalledTimes(2);
  expect(await screen.findByText("There doesn't seem to be anything here...")).toBeInTheDocument();
  vi.restoreAllMocks();
});
