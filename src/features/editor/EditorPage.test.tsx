import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  DEFAULT_SETTINGS,
  editorMessages,
  newEditedQuiz,
  newQuestion,
  QUESTION_COUNT_MAX,
  withoutAnswerKeys,
  type Question,
  type QuizContent,
  type KeysWithheldReason,
  type ViewedQuiz,
  type StoragePath,
  type UserRecord,
} from '@/domain';
import { ImageUrlContext } from '@/common/useImageUrl';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import type { ImportPreview } from '@/domain/quizFiles/quizFile';
import { useAuthStore } from '@/features/auth';
import { EDITOR_DRAFT_STORAGE_KEY } from './editorDraft';
import { addQuiz, readQuiz, readUsername, setQuiz } from './editorGateway';
import { SAVED_STATUS_MS } from './EditorDialogs';
import { EditorPage } from './EditorPage';
import { resetEditor } from './editorStore';
import { openImportedQuiz } from './importedQuiz';
import { scaledMs } from '../../../stack/timeScale';

// No Firebase: the auth state is set on the store by each test, and the gateways are stand-ins.
vi.mock('@/features/auth/authGateway');
// The quizzes' gateway (deletion) is reached through the quizData feature's index, so it is mocked
// by path and its stand-ins are kept here.
const quizData = vi.hoisted(() => ({
  requestDeletion: vi.fn(async () => undefined),
  readQuiz: vi.fn(),
  readUsername: vi.fn(),
}));
vi.mock('@/features/quizData/quizDataGateway', () => quizData);
vi.mock('./editorGateway');
// Reading and writing files have tests of their own; the quiz files' dialog and buttons load them with
// import(). Mocked by path, like the quizzes' gateway, with the stand-ins kept here.
const quizFiles = vi.hoisted(() => ({
  previewQuizFile: vi.fn<(file: File) => Promise<ImportPreview>>(),
  downloadQuiz: vi.fn(async (_content: QuizContent, _format: 'xlsx' | 'json') => undefined),
  downloadTemplate: vi.fn(),
}));
vi.mock('@/features/quizFiles/quizFileActions', () => quizFiles);

// The question editor and image manager are other branches' components with tests of their own; these
// stand-ins expose what the page hands them.
vi.mock('./editorParts', () => ({
  QuestionEditor: ({
    question,
    onChange,
    pickImage,
    focusTitle,
    onTitleFocused,
  }: {
    question: Question;
    onChange: (next: Question) => void;
    pickImage: () => Promise<StoragePath | null>;
    focusTitle?: boolean;
    onTitleFocused?: () => void;
  }) => (
    <div>
      <label>
        Question title
        <input
          ref={(input) => {
            if (!focusTitle || !input) return;
            input.focus();
            onTitleFocused?.();
          }}
          value={question.title}
          onChange={(event) => onChange({ ...question, title: event.target.value })}
        />
      </label>
      <button type="button" onClick={() => void pickImage()}>
        Add question image
      </button>
    </div>
  ),
  QuestionProperties: ({ question }: { question: Question }) => (
    <p>Properties of {question.title || '(no title)'}</p>
  ),
  ImageManager: ({ onPick, onClose }: { onPick: (path: StoragePath) => void; onClose: () => void }) => (
    <div role="dialog" aria-label="Image manager">
      <button type="button" onClick={() => onPick(['uploads', 'cover.png'])}>
        Use cover.png
      </button>
      <button type="button" onClick={onClose}>
        Close image manager
      </button>
    </div>
  ),
}));

const imageUrl = vi.fn(async ([folder, file]: StoragePath) => `https://images.test/${folder}/${file}`);

const OWNER = { uid: 'owner1', email: 'ada@loqi.app' };
const READER = { uid: 'reader1', email: 'bob@loqi.app' };

function userRecord(username: string): UserRecord {
  return {
    info: { username },
    settings: {
      ...DEFAULT_SETTINGS,
      newQuiz: { title: 'Friday quiz', desc: 'For 7B', randomizeQuestionOrder: false, visibility: 0 },
      newQuestion: { ...DEFAULT_SETTINGS.newQuestion, title: 'My question', timeLimit: 45 },
    },
  } as unknown as UserRecord;
}

function signIn(user = OWNER, username = 'ada') {
  useAuthStore.setState({ status: 'signedIn', user, record: userRecord(username) });
}

function signOut() {
  useAuthStore.setState({ status: 'signedOut', user: null, record: null });
}

function quiz(
  title: string,
  questionTitles: string[],
  changes: Partial<QuizContent['data']> = {},
): QuizContent {
  const base = newEditedQuiz();
  return {
    data: { ...base.data, title, desc: 'Capitals of the world.', ...changes },
    questions: questionTitles.map((questionTitle) => ({ ...newQuestion(), title: questionTitle })),
  };
}

function record(
  owner: string,
  content: QuizContent,
  keysWithheld: KeysWithheldReason | null = null,
): ViewedQuiz {
  return { owner, opened: 1, content, keysWithheld };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/editor', Component: EditorPage },
      { path: '/my', Component: () => <h1>My quizzes</h1> },
      { path: '/settings', Component: () => <h1>Account</h1> },
      { path: '/view', Component: () => <h1>Viewer</h1> },
      { path: '/', Component: () => <h1>Home</h1> },
      { path: '/help/*', Component: () => <h1>Help</h1> },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <ImageUrlContext value={imageUrl}>
      <RouterProvider router={router} />
    </ImageUrlContext>,
  );
  return Object.assign(router, { unmount });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Quiz outline' });
const questionButtons = () =>
  within(sidebar())
    .getAllByRole('button', { name: /^Question \d+:/ })
    .map((button) => button.textContent?.replace(/^\d+Question \d+: /, '').replace(/ \([^)]+\)$/, ''));
const saveButton = () => within(sidebar()).getByRole('button', { name: /^Save/ });
const openSettings = () => userEvent.click(within(sidebar()).getByRole('button', { name: 'Quiz settings' }));

/** The "Saved" status after a save, found by its text: a brief message in a polite live region. */
async function savedStatus(title: string) {
  const message = await screen.findByText(`Your quiz "${title}" has been saved.`);
  const status = message.closest('[role="status"]') as HTMLElement;
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Saved');
  return status;
}

/** A new quiz's first save: Save, then the title dialog's Save, its field typed over when `typed` is given. */
async function saveNewQuiz(typed?: string) {
  await userEvent.click(saveButton());
  const dialog = await screen.findByRole('dialog', { name: 'Name your quiz' });
  if (typed !== undefined) {
    const field = within(dialog).getByLabelText('Quiz title');
    await userEvent.clear(field);
    if (typed) await userEvent.type(field, typed);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

beforeEach(() => {
  localStorage.clear();
  resetEditor();
  vi.mocked(readQuiz).mockReset();
  vi.mocked(readUsername).mockReset().mockResolvedValue('ada');
  vi.mocked(addQuiz).mockReset();
  vi.mocked(setQuiz).mockReset();
  quizData.requestDeletion.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('EditorPage: opening', () => {
  it("starts a new quiz from the signed-in user's templates", async () => {
    signIn();
    renderAt('/editor');
    await screen.findByText('Properties of My question');
    expect(questionButtons()).toEqual(['My question']);
    expect(within(sidebar()).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/settings');
    expect(saveButton()).toHaveAccessibleName('Save');
    await openSettings();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Friday quiz');
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(screen.getByText(/must be saved at least once/)).toBeInTheDocument();
    expect(document.title).toBe('Friday quiz | Loqi');
  });

  it('starts a visitor from the defaults, with a Log In link that comes back to the editor', async () => {
    signOut();
    renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    const logIn = within(sidebar()).getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/editor?login=true&redirect=%2Feditor');
    expect(document.title).toBe('Untitled Loqi | Loqi');
  });

  it("opens the user's own quiz to edit, with its share, play, preview and delete", async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one', 'Q two'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    expect(readQuiz).toHaveBeenCalledWith('quiz1');
    expect(questionButtons()).toEqual(['Q one', 'Q two']);
    await openSettings();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Capitals');
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/host?q=quiz1');
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/view?q=quiz1');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText(/must be saved at least once/)).not.toBeInTheDocument();
  });

  it('copies the share link where the device cannot share, and says so', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await user.click(within(sidebar()).getByRole('button', { name: 'Quiz settings' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/view?q=quiz1`);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it("makes an edited copy of another user's quiz, credited to its owner", async () => {
    signIn(READER, 'bob');
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    expect(readUsername).toHaveBeenCalledWith(OWNER.uid);
    await openSettings();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Capitals (Edited)');
    expect(screen.getByLabelText('Description')).toHaveValue('Capitals of the world. (Originally by ada)');
    expect(screen.getByText(/must be saved at least once/)).toBeInTheDocument();
  });

  it('an owner who opened their quiz signed out edits the quiz itself once signed in, not a copy', async () => {
    signOut();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await openSettings();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Capitals (Edited)');
    act(() => signIn());
    await waitFor(() => expect(readQuiz).toHaveBeenCalledTimes(2));
    // Read anew, on the part that was shown.
    expect(await screen.findByLabelText('Quiz title')).toHaveValue('Capitals');
    expect(screen.queryByText(/must be saved at least once/)).not.toBeInTheDocument();
  });

  it('keeps a copy with changes when its reader signs in, even as the owner', async () => {
    signOut();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.type(screen.getByLabelText('Question title'), ' changed');
    act(() => signIn());
    await openSettings();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Capitals (Edited)');
    expect(questionButtons()).toEqual(['Q one changed']);
    expect(readQuiz).toHaveBeenCalledTimes(1);
  });

  it('credits ??? when the owner cannot be read', async () => {
    signIn(READER, 'bob');
    vi.mocked(readUsername).mockRejectedValue(new Error('offline'));
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'], { desc: '' })));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await openSettings();
    expect(screen.getByLabelText('Description')).toHaveValue('(Originally by ???)');
  });

  it('refuses a copy-protected quiz of another user', async () => {
    signIn(READER, 'bob');
    vi.mocked(readQuiz).mockResolvedValue(
      record(OWNER.uid, quiz('Capitals', ['Q one'], { copyProtect: true })),
    );
    renderAt('/editor?q=quiz1');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'You are not allowed to edit this Loqi quiz.',
    });
    expect(within(dialog).getByRole('link', { name: 'View the quiz' })).toHaveAttribute(
      'href',
      '/view?q=quiz1',
    );
    expect(screen.queryByText('Properties of Q one')).not.toBeInTheDocument();
    expect(document.title).toBe('Quiz editor | Loqi');
  });

  it('makes no edited copy of a quiz whose answer keys viewQuiz withheld while a game of it runs', async () => {
    signIn(READER, 'bob');
    const content = quiz('Capitals', ['Q one']);
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, withoutAnswerKeys(content), 'liveGame'));
    renderAt('/editor?q=quiz1');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This quiz is being played right now. You can make an edited copy of it once the game is over.',
    });
    expect(within(dialog).getByRole('link', { name: 'View the quiz' })).toHaveAttribute(
      'href',
      '/view?q=quiz1',
    );
    expect(screen.queryByText('Properties of Q one')).not.toBeInTheDocument();
  });

  it('shows a missing quiz as not found, in a dialog that cannot be closed', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(null);
    renderAt('/editor?q=gone');
    const name = 'This Loqi quiz could not be found. It may be private, removed, or deleted.';
    const dialog = await screen.findByRole('alertdialog', { name });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows a quiz that fails to load as not found', async () => {
    signIn();
    vi.mocked(readQuiz).mockRejectedValue(new Error('The stored quiz is not a valid quiz'));
    renderAt('/editor?q=broken');
    expect(await screen.findByRole('alertdialog', { name: /could not be found/ })).toBeInTheDocument();
  });
});

describe('EditorPage: questions', () => {
  it('adds questions from the template after the one shown and deletes them down to one', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one', 'Q two'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Add question' }));
    expect(questionButtons()).toEqual(['Q one', 'My question', 'Q two']);
    expect(screen.getByText('Properties of My question')).toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Delete question 3' }));
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Delete question 1' }));
    expect(questionButtons()).toEqual(['My question']);
    expect(within(sidebar()).queryByRole('button', { name: /^Delete question/ })).not.toBeInTheDocument();
  });

  it("shows each question's type icon and type, and the shown question's title in full", async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quizOfEveryType()));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Which is the capital of Australia?');
    const buttons = within(sidebar()).getAllByRole('button', { name: /^Question \d+:/ });
    expect(buttons.map((button) => button.querySelector('svg')?.getAttribute('data-question-type'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(
      buttons.map((button) => button.querySelector('.editor-question-type')?.getAttribute('title')),
    ).toEqual(['Multiple Choice', 'True/False', 'Open-ended', 'Multi-select', 'Arrange']);
    expect(buttons[1]).toHaveAccessibleName(/^Question 2: ?Sound .+ ?\(True\/False\)$/);
    // The shown question's row is the one whose title wraps in full (editor.css), above its buttons.
    const rows = buttons.map((button) => button.closest('li'));
    expect(rows.map((row) => row?.getAttribute('data-current'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await userEvent.click(buttons[3] as HTMLElement);
    expect(rows.map((row) => row?.getAttribute('data-current'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
  });

  it('adds a question with an empty title, listed as "Untitled question" until it has one', async () => {
    signOut();
    renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    expect(screen.getByLabelText('Question title')).toHaveValue('');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Add question' }));
    expect(screen.getByLabelText('Question title')).toHaveValue('');
    expect(questionButtons()).toEqual(['Untitled question', 'Untitled question']);
    const titles = sidebar().querySelectorAll('.editor-question-title');
    expect([...titles].map((title) => title.hasAttribute('data-untitled'))).toEqual([true, true]);
    await userEvent.type(screen.getByLabelText('Question title'), 'Rivers');
    expect(questionButtons()).toEqual(['Untitled question', 'Rivers']);
    expect(sidebar().querySelectorAll('.editor-question-title')[1]).not.toHaveAttribute('data-untitled');
  });

  it('moves the shown question and keeps showing it', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one', 'Q two'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    expect(within(sidebar()).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Move question 1 down' }));
    expect(questionButtons()).toEqual(['Q two', 'Q one']);
    expect(screen.getByText('Properties of Q one')).toBeInTheDocument();
  });

  it('moves focus to the title of a question added, or chosen from the open drawer, and not otherwise', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one', 'Q two'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const title = () => screen.getByLabelText('Question title');

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Add question' }));
    expect(title()).toHaveValue('My question');
    expect(title()).toHaveFocus();

    // From the list beside the question (a wide screen), focus stays in the list.
    const questionOne = within(sidebar()).getByRole('button', { name: /^Question 1:/ });
    await userEvent.click(questionOne);
    expect(title()).toHaveValue('Q one');
    expect(questionOne).toHaveFocus();

    // From the phone's drawer, which closes, focus goes to the question chosen.
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Question 1 of 3' }));
    await userEvent.click(within(sidebar()).getByRole('button', { name: /^Question 3:/ }));
    expect(title()).toHaveValue('Q two');
    expect(title()).toHaveFocus();
  });

  it('offers no Add question at 500 questions', async () => {
    signIn();
    const titles = Array.from({ length: QUESTION_COUNT_MAX }, (_, at) => `Q${at + 1}`);
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Big', titles)));
    renderAt('/editor?q=big');
    await screen.findByText('Properties of Q1', {}, { timeout: scaledMs(10_000) });
    // Found by text: role queries over 1500 buttons take jsdom seconds.
    expect(screen.getByText('Add question', { selector: 'button' })).toBeDisabled();
  });
});

describe('EditorPage: saving', () => {
  it('saves a new quiz with addQuiz, then puts its id into the address', async () => {
    signIn();
    vi.mocked(addQuiz).mockResolvedValue('newId');
    const router = renderAt('/editor');
    await screen.findByText('Properties of My question');
    await userEvent.type(screen.getByLabelText('Question title'), '!');
    await saveNewQuiz();

    await savedStatus('Friday quiz');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(addQuiz).toHaveBeenCalledTimes(1);
    const [sent] = vi.mocked(addQuiz).mock.calls[0] as [QuizContent];
    expect(sent.data.title).toBe('Friday quiz');
    expect(sent.questions.map((question) => question.title)).toEqual(['My question!']);
    expect(router.state.location.search).toBe('?q=newId');
    expect(saveButton()).toHaveAccessibleName('Save');
    expect(localStorage.getItem(EDITOR_DRAFT_STORAGE_KEY)).toBeNull();
    // The saved quiz stays open: the address change reads nothing again.
    expect(readQuiz).not.toHaveBeenCalled();

    // Saved once, it is named: the next save asks nothing.
    vi.mocked(setQuiz).mockResolvedValue(undefined);
    await userEvent.type(screen.getByLabelText('Question title'), '?');
    await userEvent.click(saveButton());
    await waitFor(() => expect(setQuiz).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Name your quiz' })).toBeNull();
    expect(setQuiz).toHaveBeenCalledWith('newId', expect.objectContaining({ data: sent.data }));
    expect(addQuiz).toHaveBeenCalledTimes(1);
  });

  it('shows "Loading..." while saving an existing quiz with setQuiz', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    let finish: () => void = () => undefined;
    vi.mocked(setQuiz).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('dialog', { name: 'Loading...' })).toBeInTheDocument();
    expect(setQuiz).toHaveBeenCalledWith('quiz1', quiz('Capitals', ['Q one']));
    await act(async () => finish());
    await savedStatus('Capitals');
    expect(screen.queryByRole('dialog', { name: 'Loading...' })).toBeNull();
    // Focus is back on Save, where it was: the status takes none.
    expect(saveButton()).toHaveFocus();
    expect(addQuiz).not.toHaveBeenCalled();
  });

  it('saves an edited copy as a new quiz, never over the original', async () => {
    signIn(READER, 'bob');
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    vi.mocked(addQuiz).mockResolvedValue('copyId');
    const router = renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const dialog = await saveNewQuiz();
    // The copy's title is offered as it stands.
    expect(within(dialog).getByLabelText('Quiz title')).toHaveValue('Capitals (Edited)');
    await savedStatus('Capitals (Edited)');
    expect(vi.mocked(addQuiz).mock.calls[0]?.[0].data.title).toBe('Capitals (Edited)');
    expect(setQuiz).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?q=copyId');
    expect(readQuiz).toHaveBeenCalledTimes(1);
  });

  it('shows the quiz title at the top of the editor, over a question and over the settings alike', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const title = screen.getByRole('textbox', { name: 'Quiz title' });
    expect(title).toHaveValue('Capitals');
    expect(title).toHaveAttribute('placeholder', 'Untitled Loqi');
    // Above the question being edited, not inside the outline.
    expect(sidebar()).not.toContainElement(title);
    expect(
      title.compareDocumentPosition(screen.getByRole('region', { name: 'Question 1' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.clear(title);
    await userEvent.type(title, 'World capitals');
    expect(document.title).toBe('*World capitals | Loqi');
    await openSettings();
    // The settings hold no second title field.
    expect(screen.getAllByRole('textbox', { name: /title/i })).toEqual([
      screen.getByRole('textbox', { name: 'Quiz title' }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Quiz title' })).toHaveValue('World capitals');
    // Left blank, it is the default title.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quiz title' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Quiz title' })).toHaveValue('Untitled Loqi');
  });

  it('asks a new quiz for its title at its first save, with "Untitled Loqi" as the default', async () => {
    // Signed in, with the default templates.
    const record = { info: { username: 'cy' }, settings: DEFAULT_SETTINGS } as unknown as UserRecord;
    useAuthStore.setState({ status: 'signedIn', user: { uid: 'u9', email: 'cy@loqi.app' }, record });
    vi.mocked(addQuiz).mockResolvedValue('newId');
    renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Name your quiz' });
    const field = within(dialog).getByLabelText('Quiz title');
    // The default title is the placeholder, not text to delete.
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Untitled Loqi');
    expect(field).toHaveFocus();
    // Cancel saves nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(addQuiz).not.toHaveBeenCalled();
    expect(saveButton()).toHaveFocus();

    // Left empty, the quiz is saved as "Untitled Loqi", and its empty question as "Untitled question".
    await saveNewQuiz('');
    await savedStatus('Untitled Loqi');
    const [sent] = vi.mocked(addQuiz).mock.calls[0] as [QuizContent];
    expect(sent.data.title).toBe('Untitled Loqi');
    expect(sent.questions.map((question) => question.title)).toEqual(['Untitled question']);
    expect(screen.getByRole('textbox', { name: 'Quiz title' })).toHaveValue('Untitled Loqi');
  });

  it('saves a new quiz under the title typed in the first-save dialog, Enter submitting it', async () => {
    signIn();
    vi.mocked(addQuiz).mockResolvedValue('newId');
    renderAt('/editor');
    await screen.findByText('Properties of My question');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Name your quiz' });
    // A title of the author's own template is offered as it stands, selected to type over.
    const field = within(dialog).getByLabelText('Quiz title') as HTMLInputElement;
    expect(field).toHaveValue('Friday quiz');
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe('Friday quiz');
    await userEvent.keyboard('  Rivers of Europe  {Enter}');
    await savedStatus('Rivers of Europe');
    expect(vi.mocked(addQuiz).mock.calls[0]?.[0].data.title).toBe('Rivers of Europe');
    expect(screen.getByRole('textbox', { name: 'Quiz title' })).toHaveValue('Rivers of Europe');
    expect(document.title).toBe('Rivers of Europe | Loqi');
  });

  it('says "Saved" in a status that fades after a few seconds, with nothing to dismiss', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn();
      vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
      vi.mocked(setQuiz).mockResolvedValue(undefined);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/editor?q=quiz1');
      await screen.findByText('Properties of Q one');
      await user.click(saveButton());
      const status = await savedStatus('Capitals');
      expect(within(status).queryByRole('button')).toBeNull();
      act(() => vi.advanceTimersByTime(SAVED_STATUS_MS - 100));
      expect(status).toHaveTextContent('Your quiz "Capitals" has been saved.');
      act(() => vi.advanceTimersByTime(200));
      expect(status).toHaveAttribute('data-phase', 'fading');
      act(() => vi.advanceTimersByTime(1000));
      expect(status).toBeEmptyDOMElement();
      // The region stays, so that the next save is announced again.
      await user.click(saveButton());
      expect(await savedStatus('Capitals')).toBe(status);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when saving failed', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    vi.mocked(setQuiz).mockRejectedValue(new Error('deadline-exceeded'));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.type(screen.getByLabelText('Question title'), '!');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('An error occurred when saving "Capitals".');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(saveButton()).toHaveAccessibleName('Save (unsaved changes)');
  });

  it('sends nothing the server would refuse, and shows the question at fault', async () => {
    signIn();
    const content = quiz('Capitals', ['Q one', 'Q two']);
    const noneCorrect = content.questions[1] as Extract<Question, { questionType: 0 }>;
    content.questions[1] = {
      ...noneCorrect,
      answers: noneCorrect.answers.map((a) => ({ ...a, isCorrect: false })),
    };
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, content));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Not saved yet' });
    expect(dialog).toHaveTextContent('Question 2, Answers: has no correct answer');
    expect(setQuiz).not.toHaveBeenCalled();
    expect(screen.getByText('Properties of Q two')).toBeInTheDocument();
  });

  it('prompts a visitor to create a free account, with links that come back to this editor', async () => {
    signOut();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.click(saveButton());
    const dialog = screen.getByRole('dialog', { name: 'Save your work' });
    expect(dialog).toHaveTextContent('Create a free account');
    expect(within(dialog).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/editor?q=quiz1&signup=true&redirect=%2Feditor%3Fq%3Dquiz1',
    );
    expect(within(dialog).getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/editor?q=quiz1&login=true&redirect=%2Feditor%3Fq%3Dquiz1',
    );
    expect(addQuiz).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Save your work' })).not.toBeInTheDocument();
  });

  it('prompts a signed-in user without an email account too', async () => {
    signIn({ uid: 'anon1', email: '' });
    renderAt('/editor');
    await screen.findByText('Properties of My question');
    await userEvent.click(saveButton());
    expect(screen.getByRole('dialog', { name: 'Save your work' })).toBeInTheDocument();
  });
});

describe('EditorPage: images', () => {
  it('prompts a visitor who adds an image', async () => {
    signOut();
    renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    await userEvent.click(screen.getByRole('button', { name: 'Add question image' }));
    expect(screen.getByRole('dialog', { name: 'Save your work' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Image manager' })).not.toBeInTheDocument();
  });

  it('sets the cover from the image manager, and removes it', async () => {
    signIn();
    renderAt('/editor');
    await screen.findByText('Properties of My question');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Add cover image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use cover.png' }));
    expect(screen.queryByRole('dialog', { name: 'Image manager' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.editor-cover img')).toHaveAttribute(
        'src',
        'https://images.test/uploads/cover.png',
      ),
    );
    expect(imageUrl).toHaveBeenCalledWith(['uploads', 'cover.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Add cover image' })).toBeInTheDocument();
  });
});

describe('EditorPage: unsaved changes', () => {
  it('marks them in the title and on Save, and keeps a new quiz as a draft', async () => {
    signOut();
    renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    expect(saveButton()).toHaveAccessibleName('Save');
    await openSettings();
    const title = screen.getByLabelText('Quiz title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Capitals');
    expect(document.title).toBe('*Capitals | Loqi');
    expect(saveButton()).toHaveAccessibleName('Save (unsaved changes)');
    expect(JSON.parse(localStorage.getItem(EDITOR_DRAFT_STORAGE_KEY) ?? 'null')).toMatchObject({
      copiedFrom: null,
      content: { data: { title: 'Capitals' } },
    });
  });

  it('restores the draft of a new quiz', async () => {
    signOut();
    const draft = quiz('My draft', ['Draft question one', 'Draft question two']);
    localStorage.setItem(EDITOR_DRAFT_STORAGE_KEY, JSON.stringify({ copiedFrom: null, content: draft }));
    renderAt('/editor');
    await screen.findByText('Properties of Draft question one');
    expect(questionButtons()).toEqual(['Draft question one', 'Draft question two']);
    expect(saveButton()).toHaveAccessibleName('Save (unsaved changes)');
    expect(document.title).toBe('*My draft | Loqi');
  });

  it('ignores a draft that is not a quiz', async () => {
    signOut();
    localStorage.setItem(
      EDITOR_DRAFT_STORAGE_KEY,
      JSON.stringify({ copiedFrom: null, content: { questions: [] } }),
    );
    renderAt('/editor');
    expect(await screen.findByText('Properties of (no title)')).toBeInTheDocument();
  });

  it('restores the draft of an edited copy only for that quiz', async () => {
    signIn(READER, 'bob');
    const draft = quiz('Capitals (Edited)', ['Edited question']);
    localStorage.setItem(EDITOR_DRAFT_STORAGE_KEY, JSON.stringify({ copiedFrom: 'quiz1', content: draft }));
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    const first = renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Edited question');
    first.unmount();
    renderAt('/editor?q=quiz2');
    expect(await screen.findByText('Properties of Q one')).toBeInTheDocument();
  });

  it('asks before an in-app navigation: Stay keeps the edit, Leave goes and drops the draft', async () => {
    signIn();
    const router = renderAt('/editor');
    await screen.findByText('Properties of My question');
    await userEvent.type(screen.getByLabelText('Question title'), '!');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'ada' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByLabelText('Question title')).toHaveValue('My question!');

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(localStorage.getItem(EDITOR_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('lets the log-in modal open over the editor without asking', async () => {
    signOut();
    const router = renderAt('/editor');
    await screen.findByText('Properties of (no title)');
    await userEvent.type(screen.getByLabelText('Question title'), '!');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Log In' }));
    expect(router.state.location.search).toBe('?login=true&redirect=%2Feditor');
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('does not ask when nothing changed', async () => {
    signIn();
    renderAt('/editor');
    await screen.findByText('Properties of My question');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'ada' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('warns on unload only while changes are unsaved', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    vi.mocked(setQuiz).mockResolvedValue(undefined);
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Question title'), '!');
    expect(unload()).toBe(true);
    await userEvent.click(saveButton());
    await savedStatus('Capitals');
    expect(unload()).toBe(false);
  });

  it('goes to /my after deleting the quiz, without asking', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await openSettings();
    await userEvent.type(screen.getByLabelText('Description'), ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete quiz' });
    await userEvent.type(within(dialog).getByLabelText('Quiz title'), 'Capitals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My quizzes' })).toBeInTheDocument();
    expect(quizData.requestDeletion).toHaveBeenCalledWith('quiz1');
  });
});

describe('EditorPage: quiz files', () => {
  const imported = quiz('From the file', ['Imported one', 'Imported two']).questions;

  async function importFile(fileTitles = imported) {
    quizFiles.previewQuizFile.mockResolvedValue({
      ok: true,
      layout: 'kahoot',
      quizData: quiz('Ignored here', []).data,
      questions: fileTitles.map((question, index) => ({ row: 9 + index, question })),
      problems: [],
    });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import questions' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), new File(['x'], 'capitals.xlsx'));
    await within(dialog).findByRole('heading', { name: `${fileTitles.length} questions ready to import` });
    return dialog;
  }

  it("appends the file's questions, shows the first of them, and leaves the quiz unsaved until Save", async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    vi.mocked(setQuiz).mockResolvedValue(undefined);
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const dialog = await importFile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 questions' }));

    expect(screen.queryByRole('dialog', { name: 'Import questions' })).toBeNull();
    expect(questionButtons()).toEqual(['Q one', 'Imported one', 'Imported two']);
    expect(screen.getByText('Properties of Imported one')).toBeInTheDocument();
    expect(saveButton()).toHaveAccessibleName(editorMessages.saveUnsaved);
    expect(setQuiz).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Capitals');

    await userEvent.click(saveButton());
    await savedStatus('Capitals');
    const [, saved] = vi.mocked(setQuiz).mock.calls[0] as [string, QuizContent];
    expect(saved.questions.map((question) => question.title)).toEqual([
      'Q one',
      'Imported one',
      'Imported two',
    ]);
  });

  it('changes nothing when the import is cancelled', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    const dialog = await importFile();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(questionButtons()).toEqual(['Q one']);
    expect(saveButton()).toHaveAccessibleName('Save');
  });

  it('downloads the quiz as it stands from its settings', async () => {
    signIn();
    vi.mocked(readQuiz).mockResolvedValue(record(OWNER.uid, quiz('Capitals', ['Q one'])));
    renderAt('/editor?q=quiz1');
    await screen.findByText('Properties of Q one');
    await userEvent.type(screen.getByLabelText('Question title'), ' changed');
    await openSettings();
    const exportGroup = screen.getByRole('group', { name: 'Export' });
    await userEvent.click(within(exportGroup).getByRole('button', { name: 'Download XLSX' }));
    await userEvent.click(within(exportGroup).getByRole('button', { name: 'Download JSON' }));
    const calls = quizFiles.downloadQuiz.mock.calls;
    expect(calls.map(([, format]) => format)).toEqual(['xlsx', 'json']);
    expect(calls[0]?.[0].questions.map((question) => question.title)).toEqual(['Q one changed']);
  });

  it('opens a quiz made from a file even when another new quiz was open in the editor before', async () => {
    signIn();
    const router = renderAt('/editor');
    await screen.findByText('Properties of My question');
    await act(() => router.navigate('/my'));
    openImportedQuiz(quiz('Capitals', ['Imported one']));
    await act(() => router.navigate('/editor'));
    await screen.findByText('Properties of Imported one');
    expect(questionButtons()).toEqual(['Imported one']);
  });

  it('opens a quiz made from a file on /my as a new, unsaved quiz', async () => {
    signIn();
    const fromFile = quiz('Capitals', ['Imported one', 'Imported two']);
    openImportedQuiz(fromFile);
    renderAt('/editor');
    await screen.findByText('Properties of Imported one');
    expect(questionButtons()).toEqual(['Imported one', 'Imported two']);
    expect(saveButton()).toHaveAccessibleName(editorMessages.saveUnsaved);
    vi.mocked(addQuiz).mockResolvedValue('newId');
    await saveNewQuiz();
    await savedStatus('Capitals');
    expect(vi.mocked(addQuiz).mock.calls[0]?.[0].data.title).toBe('Capitals');
  });
});
