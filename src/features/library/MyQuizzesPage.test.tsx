import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ImageUrlContext } from '@/common/useImageUrl';
import type { QuizSummary } from '@/domain';
import { useAuthStore } from '@/features/auth';
import { readQuizSummary, requestDeletion, watchCreatedQuizzes } from './libraryGateway';
import { MyQuizzesPage } from './MyQuizzesPage';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');

vi.mock('./libraryGateway');

const quizSummary = (title: string, image: QuizSummary['image'] = null): QuizSummary => ({ title, image });

const titles: Record<string, string> = { q1: 'Fractions', q2: 'Capitals of Europe', q3: 'Spanish verbs' };

/** The created-list listener's callback, to send new values as the database would. */
let emitCreated: (created: unknown) => void = () => undefined;
let stopWatching = vi.fn();

function renderAt(path = '/my') {
  const router = createMemoryRouter(
    [
      { path: '/my', Component: MyQuizzesPage },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = () =>
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'u1', email: 'a@b.co' }, record: null });

const cardTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => title !== 'No quizzes yet');

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null, record: null });
  stopWatching = vi.fn();
  vi.mocked(watchCreatedQuizzes)
    .mockReset()
    .mockImplementation((_uid, onChange) => {
      emitCreated = onChange;
      return stopWatching;
    });
  vi.mocked(readQuizSummary)
    .mockReset()
    .mockImplementation((id) => Promise.resolve(titles[id] ? quizSummary(titles[id]) : null));
  vi.mocked(requestDeletion).mockReset();
});

describe('access', () => {
  it('waits for the auth state, showing the page title and placeholders', () => {
    renderAt();
    expect(document.title).toBe('View Quizzes | Loqi');
    expect(screen.getByRole('heading', { level: 1, name: 'Your quizzes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(watchCreatedQuizzes).not.toHaveBeenCalled();
  });

  it.each([
    ['/my', '/?login=true&redirect=%2Fmy'],
    ['/my?tab=recent', '/?login=true&redirect=%2Fmy%3Ftab%3Drecent'],
  ])('sends a signed-out visitor of %s to log in and back', async (path, target) => {
    useAuthStore.setState({ status: 'signedOut' });
    const router = renderAt(path);
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname + router.state.location.search).toBe(target);
  });

  it('stops listening when the page closes', () => {
    signIn();
    const { unmount } = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/my', Component: MyQuizzesPage }], { initialEntries: ['/my'] })}
      />,
    );
    expect(watchCreatedQuizzes).toHaveBeenCalledWith('u1', expect.any(Function), expect.any(Function));
    unmount();
    expect(stopWatching).toHaveBeenCalled();
  });
});

describe('the list', () => {
  beforeEach(signIn);

  it('shows the quizzes newest-modified first, after a Create New card linking to /editor', async () => {
    renderAt();
    act(() => emitCreated({ q1: 1_000, q2: 3_000, q3: 2_000 }));
    await screen.findByText('Spanish verbs');
    expect(cardTitles()).toEqual(['Capitals of Europe', 'Spanish verbs', 'Fractions']);
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    const createNew = within(first as HTMLElement).getByRole('link');
    expect(createNew).toHaveTextContent('Create New');
    expect(createNew).toHaveAttribute('href', '/editor');
  });

  it('follows the list live: a quiz saved elsewhere moves up, a deleted one disappears', async () => {
    renderAt();
    act(() => emitCreated({ q1: 1_000, q2: 3_000, q3: 2_000 }));
    await screen.findByText('Fractions');
    act(() => emitCreated({ q1: 9_000, q3: 2_000 }));
    expect(await screen.findByRole('heading', { name: 'Fractions' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Fractions', 'Spanish verbs']);
    // The changed quiz is read again, since its title may have changed too.
    expect(vi.mocked(readQuizSummary).mock.calls.filter(([id]) => id === 'q1')).toHaveLength(2);
  });

  it('keeps the card of a quiz changed elsewhere while its new title is read', async () => {
    renderAt();
    act(() => emitCreated({ q1: 1_000, q3: 2_000 }));
    await screen.findByText('Fractions');
    let answer: (summary: QuizSummary) => void = () => undefined;
    vi.mocked(readQuizSummary).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => emitCreated({ q1: 9_000, q3: 2_000 }));
    expect(cardTitles()).toEqual(['Fractions', 'Spanish verbs']);
    await act(async () => answer(quizSummary('Fractions, revised')));
    expect(cardTitles()).toEqual(['Fractions, revised', 'Spanish verbs']);
  });

  it('names every button after its quiz and opens Host in a new tab', async () => {
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    const view = await screen.findByRole('link', { name: 'View Capitals of Europe' });
    expect(view).toHaveAttribute('href', '/view?q=q2');
    const host = screen.getByRole('link', { name: 'Host Capitals of Europe' });
    expect(host).toHaveAttribute('href', '/host?q=q2');
    expect(host).toHaveAttribute('target', '_blank');
    expect(host).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Edit Capitals of Europe' })).toHaveAttribute(
      'href',
      '/editor?q=q2',
    );
    expect(screen.getByRole('button', { name: 'Delete Capitals of Europe' })).toBeInTheDocument();
  });

  it('hides host, edit and delete on a phone, never view', async () => {
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    const view = await screen.findByRole('link', { name: 'View Capitals of Europe' });
    const phoneHidden = (element: HTMLElement) => element.closest('.hide-on-phone') !== null;
    expect(phoneHidden(view)).toBe(false);
    expect(phoneHidden(screen.getByRole('link', { name: 'Host Capitals of Europe' }))).toBe(true);
    expect(phoneHidden(screen.getByRole('link', { name: 'Edit Capitals of Europe' }))).toBe(true);
    expect(phoneHidden(screen.getByRole('button', { name: 'Delete Capitals of Europe' }))).toBe(true);
  });

  it("shows the quiz's image when it has one", async () => {
    vi.mocked(readQuizSummary).mockResolvedValue(quizSummary('Maps', ['folder1', 'map.png']));
    const imageUrl = vi.fn().mockResolvedValue('https://files.example/map.png');
    const { container } = render(
      <ImageUrlContext value={imageUrl}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/my', Component: MyQuizzesPage }], {
            initialEntries: ['/my'],
          })}
        />
      </ImageUrlContext>,
    );
    act(() => emitCreated({ q9: 1 }));
    await screen.findByText('Maps');
    await vi.waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', 'https://files.example/map.png'),
    );
    expect(imageUrl).toHaveBeenCalledWith(['folder1', 'map.png']);
  });

  it('leaves out a listed quiz that no longer exists', async () => {
    renderAt();
    act(() => emitCreated({ q1: 1_000, gone: 5_000 }));
    await screen.findByText('Fractions');
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Fractions']));
  });

  it('says so when there are no quizzes yet, keeping Create New', async () => {
    renderAt();
    act(() => emitCreated(null));
    expect(await screen.findByRole('heading', { name: 'No quizzes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/editor');
  });

  it('deletes a quiz once its exact title is typed', async () => {
    vi.mocked(requestDeletion).mockResolvedValue(undefined);
    renderAt();
    act(() => emitCreated({ q1: 1_000, q2: 3_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Capitals of Europe' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete quiz' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.type(within(dialog).getByLabelText('Quiz title'), 'Capitals of europe');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Quiz title'));
    await userEvent.type(within(dialog).getByLabelText('Quiz title'), 'Capitals of Europe');
    await userEvent.click(confirm);
    expect(requestDeletion).toHaveBeenCalledWith('q2');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Fractions']);
  });
});
