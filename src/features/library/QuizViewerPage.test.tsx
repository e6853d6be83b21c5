import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  DEFAULT_NEW_QUESTION,
  keysWithheldNotices,
  withoutAnswerKeys,
  type KeysWithheldReason,
  type Question,
  type QuizContent,
  type ViewedQuiz,
  type Visibility,
} from '@/domain';
import { useAuthStore } from '@/features/auth';
import { readQuiz, readUsername, requestDeletion } from '@/features/quizData';
import { QuizViewerPage } from './QuizViewerPage';

// No Firebase: the auth state is set on the store by each test.
vi.mock('@/features/auth/authGateway');

vi.mock('@/features/quizData/quizDataGateway');
// Writing files has tests of its own; the download buttons load it with import(). Mocked by path, with the
// stand-in kept here.
const quizFiles = vi.hoisted(() => ({
  downloadQuiz: vi.fn(async (_content: QuizContent, _format: 'xlsx' | 'json') => undefined),
}));
vi.mock('@/features/quizFiles/quizFileActions', () => quizFiles);

const base = {
  desc: '',
  mediaMode: 0,
  mediaURL: '',
  timeLimit: DEFAULT_NEW_QUESTION.timeLimit,
  customPointsOptions: DEFAULT_NEW_QUESTION.customPointsOptions,
  titlePlusDesc: true,
  titlePlusImg: true,
} as const;

const questions: Question[] = [
  {
    ...base,
    title: 'What is the capital of Australia?',
    desc: 'Not the biggest city.',
    explanation: 'Canberra was built as the capital, between Sydney and Melbourne.',
    questionType: 0,
    answers: [
      { name: 'Sydney', type: 0, isCorrect: false },
      { name: 'Canberra', type: 0, isCorrect: true },
    ],
    typeSpecificSettings: { randomizeOrder: false },
  },
  {
    ...base,
    title: 'Name the capital of Japan.',
    questionType: 2,
    answers: ['Tokyo', 'Tōkyō', ''],
    typeSpecificSettings: { caseSensitive: false },
  },
  {
    ...base,
    title: 'Order these capitals from west to east.',
    questionType: 4,
    answers: [
      { name: 'Lisbon', type: 0 },
      { name: 'Berlin', type: 0 },
      { name: 'Warsaw', type: 0 },
    ],
    typeSpecificSettings: {},
  },
];

function quizRecord(visibility: Visibility = 0, quizQuestions: Question[] = questions): ViewedQuiz {
  return {
    owner: 'owner1',
    opened: 1,
    keysWithheld: null,
    content: {
      data: {
        title: 'World capitals',
        desc: 'Five questions, one of each type.',
        image: null,
        randomizeQuestionOrder: false,
        visibility,
        version: 0,
        copyProtect: false,
      },
      questions: quizQuestions,
    },
  };
}

function renderAt(path = '/view?q=quiz1') {
  const router = createMemoryRouter(
    [
      { path: '/view', Component: QuizViewerPage },
      { path: '/my', Component: () => <h1>My quizzes</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signInAs = (uid: string) =>
  useAuthStore.setState({ status: 'signedIn', user: { uid, email: 'a@b.co' }, record: null });

const share = vi.fn();

/** The details panel a question's toggle controls. */
function detailsOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The toggle controls no panel');
  return panel;
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedOut', user: null, record: null });
  vi.mocked(readQuiz).mockReset().mockResolvedValue(quizRecord());
  vi.mocked(readUsername).mockReset().mockResolvedValue('geo_teacher');
  vi.mocked(requestDeletion).mockReset();
  share.mockReset().mockResolvedValue(undefined);
  Reflect.deleteProperty(navigator, 'share');
});

describe('loading', () => {
  it('waits for the auth state before reading, since it decides what is visible', async () => {
    useAuthStore.setState({ status: 'unknown' });
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading quiz...');
    expect(readQuiz).not.toHaveBeenCalled();
    signInAs('owner1');
    expect(await screen.findByRole('heading', { level: 1, name: 'World capitals' })).toBeInTheDocument();
    expect(readQuiz).toHaveBeenCalledWith('quiz1');
  });
});

describe('the quiz', () => {
  it('shows title, author, description and questions, titled "{title} by {author}"', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'World capitals' })).toBeInTheDocument();
    expect(await screen.findByText('geo_teacher')).toBeInTheDocument();
    expect(screen.getByText('Five questions, one of each type.')).toBeInTheDocument();
    expect(readUsername).toHaveBeenCalledWith('owner1');
    expect(document.title).toBe('World capitals by geo_teacher | Loqi');
    const toggles = within(screen.getByRole('list')).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      expect.stringContaining('What is the capital of Australia?'),
      expect.stringContaining('Name the capital of Japan.'),
      expect.stringContaining('Order these capitals from west to east.'),
    ]);
  });

  it('expands and collapses a question when clicked', async () => {
    renderAt();
    const toggle = await screen.findByRole('button', { name: /What is the capital of Australia\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Not the biggest city.')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = detailsOf(toggle);
    expect(panel).toBeVisible();
    const details = within(panel);
    expect(details.getByText('Multiple Choice')).toBeInTheDocument();
    expect(details.getByText('Not the biggest city.')).toBeInTheDocument();
    const answers = details.getAllByRole('listitem');
    expect(answers.map((answer) => answer.textContent)).toEqual(['Sydney', 'Canberra(correct)']);
    expect(
      details.getByText('Canberra was built as the capital, between Sydney and Melbourne.'),
    ).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Not the biggest city.')).not.toBeInTheDocument();
  });

  it('lists the accepted open answers and the correct order of an arrange question', async () => {
    renderAt();
    const expand = async (name: RegExp) => {
      const toggle = await screen.findByRole('button', { name });
      await userEvent.click(toggle);
      return within(detailsOf(toggle));
    };
    const open = await expand(/capital of Japan/);
    expect(open.getByText('Open-ended')).toBeInTheDocument();
    expect(open.getAllByRole('listitem').map((answer) => answer.textContent)).toEqual([
      'Tokyo(correct)',
      'Tōkyō(correct)',
    ]);
    const arrange = await expand(/from west to east/);
    expect(arrange.getByText('Arrange')).toBeInTheDocument();
    expect(arrange.getByText('Correct order')).toBeInTheDocument();
    expect(arrange.getAllByRole('listitem').map((answer) => answer.textContent)).toEqual([
      '1Lisbon',
      '2Berlin',
      '3Warsaw',
    ]);
  });

  it.each(['liveGame', 'copyProtected'] as const)(
    'with its answer keys withheld (%s), says why and shows nothing as correct, accepted or in order',
    async (reason: KeysWithheldReason) => {
      const quiz = quizRecord();
      vi.mocked(readQuiz).mockResolvedValue({
        ...quiz,
        content: withoutAnswerKeys(quiz.content),
        keysWithheld: reason,
      });
      renderAt();
      expect(await screen.findByRole('note')).toHaveTextContent(keysWithheldNotices[reason]);
      const expand = async (name: RegExp) => {
        const toggle = await screen.findByRole('button', { name });
        await userEvent.click(toggle);
        return within(detailsOf(toggle));
      };
      const choice = await expand(/capital of Australia/);
      expect(choice.getAllByRole('listitem').map((answer) => answer.textContent)).toEqual([
        'Sydney',
        'Canberra',
      ]);
      const open = await expand(/capital of Japan/);
      expect(open.getByText('Open-ended')).toBeInTheDocument();
      expect(open.queryByRole('listitem')).not.toBeInTheDocument();
      expect(open.queryByText(/Accepted answers/)).not.toBeInTheDocument();
      const arrange = await expand(/from west to east/);
      expect(arrange.queryByText('Correct order')).not.toBeInTheDocument();
      expect(arrange.getAllByRole('listitem').map((answer) => answer.textContent)).toEqual([
        'Berlin',
        'Lisbon',
        'Warsaw',
      ]);
    },
  );

  it('says nothing of withheld keys when it has them', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'World capitals' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so when the quiz has no questions', async () => {
    vi.mocked(readQuiz).mockResolvedValue(quizRecord(0, []));
    renderAt();
    expect(await screen.findByText("There aren't any questions here...")).toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each([
    ['a missing or private quiz', '/view?q=quiz1', () => vi.mocked(readQuiz).mockResolvedValue(null)],
    ['a failed read', '/view?q=quiz1', () => vi.mocked(readQuiz).mockRejectedValue(new Error('offline'))],
    ['no ?q', '/view', () => undefined],
  ])('shows the not-found text for %s', async (_case, path, arrange) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    arrange();
    renderAt(path);
    expect(
      await screen.findByRole('heading', {
        name: 'This Loqi quiz could not be found. It may be private, removed, or deleted.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    vi.restoreAllMocks();
  });
});

describe('buttons', () => {
  it('offers Host to everyone, Edit and Delete only to the owner', async () => {
    signInAs('someone-else');
    renderAt();
    expect(await screen.findByRole('link', { name: 'Host' })).toHaveAttribute('href', '/host?q=quiz1');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete to the owner', async () => {
    signInAs('owner1');
    renderAt();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editor?q=quiz1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it.each([
    [true, 0, true],
    [true, 1, true],
    [true, 2, false],
    [false, 0, false],
    [false, 2, false],
  ] as const)(
    'with navigator.share %s and visibility %i, Share is shown: %s',
    async (canShare, visibility, shown) => {
      if (canShare) Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      vi.mocked(readQuiz).mockResolvedValue(quizRecord(visibility));
      renderAt();
      await screen.findByRole('heading', { level: 1, name: 'World capitals' });
      expect(screen.queryByRole('button', { name: 'Share' }) !== null).toBe(shown);
    },
  );

  it('shares the /view address of the quiz', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderAt('/view?q=quiz1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'World capitals',
      url: `${window.location.origin}/view?q=quiz1`,
    });
  });

  it('deletes after the exact title is typed, then goes to /my', async () => {
    signInAs('owner1');
    vi.mocked(requestDeletion).mockResolvedValue(undefined);
    const router = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Quiz title'), 'World capitals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My quizzes' })).toBeInTheDocument();
    expect(requestDeletion).toHaveBeenCalledWith('quiz1');
    expect(router.state.location.pathname).toBe('/my');
  });
});

describe('downloads', () => {
  beforeEach(() => quizFiles.downloadQuiz.mockClear());

  it('downloads a quiz read with its answer keys as XLSX and as JSON', async () => {
    signInAs('someone-else');
    renderAt();
    const downloads = await screen.findByRole('region', { name: 'Download' });
    await userEvent.click(within(downloads).getByRole('button', { name: 'Download XLSX' }));
    await userEvent.click(within(downloads).getByRole('button', { name: 'Download JSON' }));
    expect(quizFiles.downloadQuiz.mock.calls).toEqual([
      [quizRecord().content, 'xlsx'],
      [quizRecord().content, 'json'],
    ]);
  });

  it.each([
    ['copyProtected', 'This quiz is copy-protected: only its author can download it.'],
    [
      'liveGame',
      'It can be downloaded once the game being played ends: its correct answers are hidden until then.',
    ],
  ] as const)('is not offered when the keys were withheld (%s), and says why', async (reason, why) => {
    vi.mocked(readQuiz).mockResolvedValue({
      ...quizRecord(),
      content: withoutAnswerKeys(quizRecord().content),
      keysWithheld: reason,
    });
    renderAt();
    const downloads = await screen.findByRole('region', { name: 'Download' });
    expect(downloads).toHaveTextContent(why);
    expect(within(downloads).queryByRole('button')).toBeNull();
  });
});
