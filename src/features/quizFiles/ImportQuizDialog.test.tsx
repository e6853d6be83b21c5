import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionType, type Question } from '@/domain';
import { questionsOfEveryType, quizOfEveryType } from '@/domain/fixtures/quizzes';
import { importProblemText, importRefusals, type ImportPreview } from '@/domain/quizFiles/quizFile';
import { ImportQuizDialog } from './ImportQuizDialog';
import { downloadTemplate, previewQuizFile } from './quizFileActions';

// The file reading and writing have tests of their own; here they are stand-ins.
vi.mock('./quizFileActions', () => ({ previewQuizFile: vi.fn(), downloadTemplate: vi.fn() }));

const every = questionsOfEveryType();
const importedQuestions: Question[] = [
  every[QuestionType.SingleChoice],
  every[QuestionType.OpenEnded],
  every[QuestionType.Arrange],
];

const previewWithProblems: ImportPreview = {
  ok: true,
  layout: 'kahoot',
  quizData: null,
  questions: importedQuestions.map((question, index) => ({ row: 9 + index, question })),
  problems: [
    {
      row: 12,
      column: null,
      text: importProblemText(12, null, 'a single-choice question needs one correct answer'),
    },
    { row: 14, column: 'time limit', text: importProblemText(14, 'time limit', '900 is over 600') },
  ],
};

const file = (name: string) => new File(['data'], name);

function renderDialog(existingCount = 1) {
  const onImport = vi.fn();
  const onCancel = vi.fn();
  render(<ImportQuizDialog existingCount={existingCount} onImport={onImport} onCancel={onCancel} />);
  return { onImport, onCancel, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, chosen: File) {
  await user.upload(screen.getByLabelText('Choose a file'), chosen);
}

beforeEach(() => {
  vi.mocked(previewQuizFile).mockReset().mockResolvedValue(previewWithProblems);
  vi.mocked(downloadTemplate).mockReset().mockResolvedValue();
});

describe('ImportQuizDialog', () => {
  it('is a modal dialog titled "Import questions" offering spreadsheets and quiz files', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Import questions' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // A preview of hundreds of questions is not read out as the dialog's description.
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Choose a file')).toHaveAttribute(
      'accept',
      expect.stringMatching(/^\.xlsx,\.csv,\.json,/),
    );
    expect(screen.getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
  });

  it('names the chosen file beside its button, never "No file chosen" once one is chosen', async () => {
    const { user } = renderDialog();
    const input = screen.getByLabelText('Choose a file');
    expect(input).toHaveAccessibleDescription('No file chosen yet');
    // The native input is hidden behind a button that opens it.
    expect(input).toHaveClass('visually-hidden');
    expect(screen.getByText('Choose a file').closest('label')).toHaveAttribute('for', input.id);
    await choose(user, file('Capitals of Europe.xlsx'));
    await screen.findByRole('heading', { name: '3 questions ready to import' });
    expect(input).toHaveAccessibleDescription('Capitals of Europe.xlsx');
    expect(screen.queryByText(/No file chosen/)).toBeNull();
    // Emptied so that the same file can be chosen again, the input still names the file through its description.
    expect((input as HTMLInputElement).value).toBe('');
    await choose(user, file('Second try.csv'));
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription('Second try.csv'));
  });

  it('previews the questions as they will be imported and every problem, then imports the valid ones', async () => {
    const { user, onImport } = renderDialog();
    const chosen = file('Capitals.xlsx');
    await choose(user, chosen);

    expect(previewQuizFile).toHaveBeenCalledWith(chosen);
    expect(await screen.findByRole('heading', { name: '3 questions ready to import' })).toBeVisible();
    expect(screen.getByText('Capitals.xlsx')).toBeVisible();
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 12: a single-choice question needs one correct answer',
      'Row 14, time limit: 900 is over 600',
    ]);

    const [single, open, arrange, ...more] = screen
      .getByRole('list', { name: 'Questions to import' })
      .querySelectorAll(':scope > li');
    expect(more).toEqual([]);
    expect(single).toHaveTextContent('1Multiple Choice30 sWhich is the capital of Australia?');
    const singleAnswers = within(single as HTMLElement).getByRole('list', { name: 'Answers' });
    expect(
      within(singleAnswers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sydney', 'Canberra ✓ correct', 'folder-1/opera.png']);
    const accepted = within(open as HTMLElement).getByRole('list', { name: 'Accepted answers' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tokyo ✓ correct', 'Tōkyō ✓ correct']);
    expect(open).toHaveTextContent('0 s');
    const order = within(arrange as HTMLElement).getByRole('list', { name: 'Correct order' });
    expect(order.tagName).toBe('OL');
    expect(arrange).toHaveTextContent('600 s');

    await user.click(screen.getByRole('button', { name: 'Import 3 questions' }));
    expect(onImport).toHaveBeenCalledWith({
      questions: importedQuestions,
      quizData: null,
      fileName: 'Capitals.xlsx',
    });
  });

  it("passes on the file's quiz settings when it carries them", async () => {
    const { data, questions } = quizOfEveryType();
    vi.mocked(previewQuizFile).mockResolvedValue({
      ok: true,
      layout: 'json',
      quizData: data,
      questions: [{ row: 1, question: questions[0] as Question }],
      problems: [],
    });
    const { user, onImport } = renderDialog();
    await choose(user, file('capitals.json'));
    expect(await screen.findByRole('heading', { name: '1 question ready to import' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Problems' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import 1 question' }));
    expect(onImport).toHaveBeenCalledWith({
      questions: [questions[0]],
      quizData: data,
      fileName: 'capitals.json',
    });
  });

  it('shows a refusal of the whole file as an alert, and imports nothing', async () => {
    vi.mocked(previewQuizFile).mockResolvedValue({
      ok: false,
      refusal: importRefusals.tooLarge(20 * 1024 * 1024),
    });
    const { user } = renderDialog();
    await choose(user, file('huge.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 20 MB; files up to 10 MB can be imported.',
    );
    expect(screen.getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
  });

  it('says a file could not be read when reading it fails unexpectedly', async () => {
    vi.mocked(previewQuizFile).mockRejectedValue(new Error('chunk failed to load'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderDialog();
    await choose(user, file('quiz.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(importRefusals.notReadable);
    expect(error).toHaveBeenCalled();
  });

  it('says "Reading ..." while the file is read', async () => {
    let finish: (preview: ImportPreview) => void = () => undefined;
    vi.mocked(previewQuizFile).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderDialog();
    await choose(user, file('Capitals.xlsx'));
    expect(screen.getByRole('status')).toHaveTextContent('Reading Capitals.xlsx...');
    finish(previewWithProblems);
    expect(await screen.findByRole('heading', { name: '3 questions ready to import' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses an import that would make the quiz longer than 500 questions', async () => {
    const { user } = renderDialog(499);
    await choose(user, file('Capitals.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The quiz has 499 questions and the file 3; a quiz can have at most 500.',
    );
    expect(screen.getByRole('button', { name: 'Import 3 questions' })).toBeDisabled();
  });

  it('cannot import a file whose every row has a problem', async () => {
    vi.mocked(previewQuizFile).mockResolvedValue({ ...previewWithProblems, questions: [] });
    const { user } = renderDialog();
    await choose(user, file('Capitals.xlsx'));
    expect(await screen.findByRole('heading', { name: '0 questions ready to import' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Problems' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
  });

  it('shows HTML and scripts in cells as text', async () => {
    const script = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    vi.mocked(previewQuizFile).mockResolvedValue({
      ...previewWithProblems,
      questions: [{ row: 9, question: { ...every[QuestionType.SingleChoice], title: script } }],
    });
    const { user } = renderDialog();
    await choose(user, file('Capitals.xlsx'));
    expect(await screen.findByText(script)).toBeVisible();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('reads the same file again when it is chosen again, fixed', async () => {
    const { user } = renderDialog();
    await choose(user, file('Capitals.xlsx'));
    await screen.findByRole('heading', { name: '3 questions ready to import' });
    vi.mocked(previewQuizFile).mockResolvedValue({ ...previewWithProblems, problems: [] });
    await choose(user, file('Capitals.xlsx'));
    expect(previewQuizFile).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Problems' })).toBeNull());
  });

  it('changes nothing on Cancel', async () => {
    const { user, onImport, onCancel } = renderDialog();
    await choose(user, file('Capitals.xlsx'));
    await screen.findByRole('heading', { name: '3 questions ready to import' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onImport).not.toHaveBeenCalled();
  });

  it("offers Loqi's and Kahoot's templates", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: "Download Loqi's template" }));
    await user.click(screen.getByRole('button', { name: "Download Kahoot's template" }));
    expect(vi.mocked(downloadTemplate).mock.calls).toEqual([['loqi'], ['kahoot']]);
  });

  it('says so when a template cannot be made', async () => {
    vi.mocked(downloadTemplate).mockRejectedValue(new Error('no'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: "Download Kahoot's template" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The template could not be made. Try again.');
  });
});
