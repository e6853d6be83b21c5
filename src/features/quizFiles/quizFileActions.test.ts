import { downloadFile } from '@/common/downloadFile';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  importRefusals,
  kahootTemplateWorkbook,
  loqiTemplateWorkbook,
  quizJson,
  quizWorkbook,
  type Workbook,
} from '@/domain/quizFiles';
import { downloadQuiz, downloadTemplate, previewQuizFile, quizFileName } from './quizFileActions';
import { readQuizFile, xlsxBlob } from './quizFileIO';

// The bytes are the IO module's, with tests of its own; here it is a stand-in, and nothing is downloaded.
vi.mock('./quizFileIO', () => ({
  readQuizFile: vi.fn(),
  xlsxBlob: vi.fn(async (_workbook: Workbook) => new Blob(['xlsx'])),
}));
vi.mock('@/common/downloadFile', async (original) => ({
  ...(await original<typeof import('@/common/downloadFile')>()),
  downloadFile: vi.fn(),
}));

const file = new File(['x'], 'quiz.xlsx');

/** A blob's text: jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  vi.mocked(downloadFile).mockReset();
  vi.mocked(xlsxBlob).mockClear();
});

describe('previewQuizFile', () => {
  it("previews a spreadsheet's workbook", async () => {
    vi.mocked(readQuizFile).mockResolvedValue({
      kind: 'workbook',
      workbook: quizWorkbook(quizOfEveryType()),
    });
    const preview = await previewQuizFile(file);
    expect(preview).toMatchObject({ ok: true, layout: 'loqi', problems: [] });
    expect(preview.ok && preview.questions).toHaveLength(quizOfEveryType().questions.length);
  });

  it("previews a quiz file's text", async () => {
    vi.mocked(readQuizFile).mockResolvedValue({ kind: 'json', text: quizJson(quizOfEveryType()) });
    expect(await previewQuizFile(file)).toMatchObject({
      ok: true,
      layout: 'json',
      quizData: quizOfEveryType().data,
    });
  });

  it('passes on why a file cannot be read', async () => {
    vi.mocked(readQuizFile).mockResolvedValue({ kind: 'refused', refusal: importRefusals.oldExcel });
    expect(await previewQuizFile(file)).toEqual({ ok: false, refusal: importRefusals.oldExcel });
  });
});

describe('downloads', () => {
  it.each([
    ['Capitals', 'xlsx', 'Capitals.xlsx'],
    ['Maths: 7/8?', 'json', 'Maths 7 8.json'],
    ['???', 'xlsx', 'Untitled Loqi.xlsx'],
  ] as const)('names the file of %j as %s: %j', (title, format, name) => {
    expect(quizFileName(title, format)).toBe(name);
  });

  it("downloads the quiz in Loqi's template and as Loqi's quiz file", async () => {
    const quiz = quizOfEveryType();
    await downloadQuiz(quiz, 'xlsx');
    expect(xlsxBlob).toHaveBeenCalledWith(quizWorkbook(quiz));
    await downloadQuiz(quiz, 'json');
    const [[, xlsxName], [json, jsonName]] = vi.mocked(downloadFile).mock.calls as [
      [Blob, string],
      [Blob, string],
    ];
    expect([xlsxName, jsonName]).toEqual(['Capitals and more.xlsx', 'Capitals and more.json']);
    expect(await blobText(json)).toBe(quizJson(quiz));
    expect(json.type).toBe('application/json');
  });

  it("downloads Loqi's and Kahoot's templates", async () => {
    await downloadTemplate('loqi');
    await downloadTemplate('kahoot');
    expect(vi.mocked(xlsxBlob).mock.calls).toEqual([[loqiTemplateWorkbook()], [kahootTemplateWorkbook()]]);
    expect(vi.mocked(downloadFile).mock.calls.map(([, name]) => name)).toEqual([
      'Loqi quiz template.xlsx',
      'Kahoot quiz template.xlsx',
    ]);
  });
});
