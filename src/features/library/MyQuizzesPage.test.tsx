import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ImageUrlContext } from '@/common/useImageUrl';
import { newEditedQuiz, newQuestion, type QuizContent, type QuizSummary } from '@/domain';
import { useAuthStore } from '@/features/auth';
import type { ImportPreview } from '@/domain/quizFiles/quizFile';
import { openImportedQuiz } from '@/features/editor';
import {
  addQuiz,
  readQuiz,
  readQuizSummary,
  requestDeletion,
  watchCreatedQuizzes,
} from '@/features/quizData';
import { MyQuizzesPage } from './MyQuizzesPage';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');

vi.mock('@/features/quizData/quizDataGateway');
// The editor opens what /my hands it; its side has tests of its own.
vi.mock('@/features/editor', () => ({ openImportedQuiz: vi.fn() }));
// Reading files has tests of its own; the import dialog loads it with import(). Mocked by path, with the
// stand-ins kept here.
const quizFiles = vi.hoisted(() => ({
  previewQuizFile: vi.fn<(file: File) => Promise<ImportPreview>>(),
  downloadTemplate: vi.fn(),
}));
vi.mock('@/features/quizFiles/quizFileActions', () => quizFiles);

const quizSummary = (
  title: string,
  image: QuizSummary['image'] = null,
  { visibility = 1, questionCount = 3 }: Partial<Pick<QuizSummary, 'visibility' | 'questionCount'>> = {},
): QuizSummary => ({ title, image, visibility, questionCount });

const titles: Record<string, string> = { q1: 'Fractions', q2: 'Capitals of Europe', q3: 'Spanish verbs' };

/** The created-list listener's callback, to send new values as the database would. */
let emitCreated: (created: unknown) => void = () => undefined;
let stopWatching = vi.fn();

function renderAt(path = '/my') {
  const router = createMemoryRouter(
    [
      { path: '/my', Component: MyQuizzesPage },
      { path: '/', Component: () => <h1>Home</h1> },
      { path: '/editor', Component: () => <h1>Editor</h1> },
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

  it('hides host, edit and delete on a phone, never view or duplicate', async () => {
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    const view = await screen.findByRole('link', { name: 'View Capitals of Europe' });
    const phoneHidden = (element: HTMLElement) => element.closest('.hide-on-phone') !== null;
    expect(phoneHidden(view)).toBe(false);
    expect(phoneHidden(screen.getByRole('button', { name: 'Duplicate Capitals of Europe' }))).toBe(false);
    expect(phoneHidden(screen.getByRole('link', { name: 'Host Capitals of Europe' }))).toBe(true);
    expect(phoneHidden(screen.getByRole('link', { name: 'Edit Capitals of Europe' }))).toBe(true);
    expect(phoneHidden(screen.getByRole('button', { name: 'Delete Capitals of Europe' }))).toBe(true);
  });

  it('shows on each card how many questions the quiz holds and who may see it', async () => {
    const summaries: Record<string, QuizSummary> = {
      q1: quizSummary('Fractions', null, { visibility: 0, questionCount: 1 }),
      q2: quizSummary('Capitals of Europe', null, { visibility: 1, questionCount: 12 }),
      q3: quizSummary('Spanish verbs', null, { visibility: 2, questionCount: null }),
    };
    vi.mocked(readQuizSummary).mockImplementation((id) => Promise.resolve(summaries[id] ?? null));
    renderAt();
    act(() => emitCreated({ q1: 3_000, q2: 2_000, q3: 1_000 }));
    await screen.findByText('Spanish verbs');
    const facts = screen
      .getAllByRole('listitem')
      .filter((card) => within(card).queryByRole('heading', { level: 2 }))
      .map((card) => (card.querySelector('.library-card-facts') as HTMLElement).textContent);
    // A count that could not be read is left out; the card still shows.
    expect(facts).toEqual(['1 questionPublic', '12 questionsUnlisted', 'Private']);
    expect(screen.getByText('12 questions')).toBeVisible();
    expect(screen.getByText('Unlisted')).toBeVisible();
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

describe('New from file', () => {
  beforeEach(signIn);

  const content = (title: string): QuizContent => ({
    data: { ...newEditedQuiz().data, title },
    questions: [{ ...newQuestion(), title: 'Imported one' }],
  });

  async function importThrough(quizData: QuizContent['data'] | null, fileName: string) {
    quizFiles.previewQuizFile.mockResolvedValue({
      ok: true,
      layout: quizData ? 'loqi' : 'kahoot',
      quizData,
      questions: [{ row: 9, question: { ...newQuestion(), title: 'Imported one' } }],
      problems: [],
    });
    const router = renderAt();
    act(() => emitCreated({ q1: 1_000 }));
    await screen.findByText('Fractions');
    await userEvent.click(screen.getByRole('button', { name: 'New from file' }));
    const dialog = screen.getByRole('dialog', { name: 'Import questions' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), new File(['x'], fileName));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 question' }));
    return router;
  }

  beforeEach(() => vi.mocked(openImportedQuiz).mockReset());

  it('opens the editor on a new quiz titled after a file without quiz settings', async () => {
    const router = await importThrough(null, 'Capitals.xlsx');
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
    expect(router.state.location.search).toBe('');
    expect(openImportedQuiz).toHaveBeenCalledWith(content('Capitals'));
  });

  it('keeps the quiz settings a file carries', async () => {
    const { data } = content('Capitals of the world');
    await importThrough(data, 'export.json');
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    expect(openImportedQuiz).toHaveBeenCalledWith(content('Capitals of the world'));
  });

  it('stays open when the list arrives after it was opened', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'New from file' }));
    act(() => emitCreated({ q1: 1_000 }));
    await screen.findByText('Fractions');
    expect(screen.getByRole('dialog', { name: 'Import questions' })).toBeInTheDocument();
  });

  it('is offered beside Create New when there are no quizzes yet', async () => {
    renderAt();
    act(() => emitCreated(null));
    await screen.findByRole('heading', { name: 'No quizzes yet' });
    await userEvent.click(screen.getByRole('button', { name: 'New from file' }));
    expect(screen.getByRole('dialog', { name: 'Import questions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openImportedQuiz).not.toHaveBeenCalled();
  });
});

describe('Duplicate', () => {
  beforeEach(signIn);

  const original: QuizContent = {
    data: { ...newEditedQuiz().data, title: 'Capitals of Europe', desc: 'Twenty capitals.' },
    questions: [{ ...newQuestion(), title: 'Where is Lisbon?' }],
  };

  beforeEach(() => {
    vi.mocked(readQuiz)
      .mockReset()
      .mockResolvedValue({ owner: 'u1', opened: 1, content: original, keysWithheld: null });
    vi.mocked(addQuiz).mockReset();
  });

  it('saves the whole quiz as "{title} (Copy)" with addQuiz, busy meanwhile', async () => {
    let finish: (id: string) => void = () => undefined;
    vi.mocked(addQuiz).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    const duplicate = await screen.findByRole('button', { name: 'Duplicate Capitals of Europe' });
    await userEvent.click(duplicate);
    expect(duplicate).toBeDisabled();
    expect(screen.getByText('Duplicating...')).toHaveAttribute('role', 'status');
    expect(readQuiz).toHaveBeenCalledWith('q2');
    expect(addQuiz).toHaveBeenCalledWith({
      data: { ...original.data, title: 'Capitals of Europe (Copy)' },
      questions: original.questions,
    });
    await act(async () => finish('q4'));
    expect(duplicate).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says so when the copy cannot be saved, in the server's words for a refusal", async () => {
    vi.mocked(addQuiz).mockRejectedValue(
      Object.assign(new Error('Only an email account can save quizzes.'), {
        code: 'functions/permission-denied',
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Capitals of Europe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an email account can save quizzes.');
  });

  it('says so when the quiz cannot be read', async () => {
    vi.mocked(readQuiz).mockResolvedValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt();
    act(() => emitCreated({ q2: 3_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Capitals of Europe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The quiz could not be duplicated. Check your connection and try again.',
    );
    expect(addQuiz).not.toHaveBeenCalled();
  });
});
