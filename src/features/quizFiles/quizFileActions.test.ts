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
import { downloadQuiz, downloadTemplate, quizFileName } from './quizFileActions';
import { readQuizFile, xlsxBlob } from './quizFileIO';
import { readQuizFilePreview } from './quizFilePreview';

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

/** A stand-in for the quiz file worker: records what it is sent, answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

describe('previewQuizFile: in a worker, off the page', () => {
  // The module keeps the last worker for the next file: each test starts from a fresh module.
  let previewQuizFile: typeof import('./quizFileActions').previewQuizFile;
  let readQuizFile: typeof import('./quizFileIO').readQuizFile;
  beforeEach(async () => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.resetModules();
    ({ previewQuizFile } = await import('./quizFileActions'));
    ({ readQuizFile } = await import('./quizFileIO'));
  });
  afterEach(() => vi.unstubAllGlobals());

  const refusedPreview = { ok: false, refusal: importRefusals.oldExcel } as const;

  it('sends the file to a module worker of the same site, answers its preview, and keeps the worker for the next', async () => {
    const previewed = previewQuizFile(file);
    const [worker] = FakeWorker.started;
    expect(worker?.url.pathname).toMatch(/\/quizFilePreviewWorker\.ts$/);
    expect(worker?.options.type).toBe('module');
    expect(worker?.sent).toEqual([file]);
    worker?.answer({ preview: refusedPreview });
    expect(await previewed).toEqual(refusedPreview);
    expect(readQuizFile).not.toHaveBeenCalled();

    const next = new File(['y'], 'next.xlsx');
    const again = previewQuizFile(next);
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.sent).toEqual([file, next]);
    worker?.answer({ preview: refusedPreview });
    expect(await again).toEqual(refusedPreview);
    expect(worker?.terminated).toBe(false);
  });

  it('ends a worker left without a file for two minutes', async () => {
    vi.useFakeTimers();
    try {
      const previewed = previewQuizFile(file);
      const worker = FakeWorker.started[0];
      worker?.answer({ preview: refusedPreview });
      await previewed;
      vi.advanceTimersByTime(2 * 60 * 1000 - 1);
      expect(worker?.terminated).toBe(false);
      vi.advanceTimersByTime(1);
      expect(worker?.terminated).toBe(true);
      void previewQuizFile(file);
      expect(FakeWorker.started).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the preview of a file when a newer one is chosen', async () => {
    const older = previewQuizFile(file);
    const first = FakeWorker.started.at(-1);
    const newer = previewQuizFile(new File(['y'], 'newer.xlsx'));
    const second = FakeWorker.started.at(-1);
    expect(first?.terminated).toBe(true);
    expect(second).not.toBe(first);
    await expect(older).rejects.toThrow('A newer file is being previewed.');
    second?.answer({ preview: refusedPreview });
    expect(await newer).toEqual(refusedPreview);
  });

  it('rejects when the worker fails, and starts a new one for the next file', async () => {
    const failing = previewQuizFile(file);
    const first = FakeWorker.started.at(-1);
    first?.answer({ failure: 'TypeError: x' });
    await expect(failing).rejects.toThrow('The quiz file worker failed: TypeError: x');
    expect(first?.terminated).toBe(true);
    const stopped = previewQuizFile(file);
    const second = FakeWorker.started.at(-1);
    expect(second).not.toBe(first);
    second?.onerror?.({ message: 'out of memory' } as ErrorEvent);
    await expect(stopped).rejects.toThrow('The quiz file worker failed: out of memory');
    expect(second?.terminated).toBe(true);
  });
});

describe('readQuizFilePreview (what the worker runs)', () => {
  it("previews a spreadsheet's workbook", async () => {
    vi.mocked(readQuizFile).mockResolvedValue({
      kind: 'workbook',
      workbook: quizWorkbook(quizOfEveryType()),
    });
    const preview = await readQuizFilePreview(file);
    expect(preview).toMatchObject({ ok: true, layout: 'loqi', problems: [] });
    expect(preview.ok && preview.questions).toHaveLength(quizOfEveryType().questions.length);
  });

  it("previews a quiz file's text", async () => {
    vi.mocked(readQuizFile).mockResolvedValue({ kind: 'json', text: quizJson(quizOfEveryType()) });
    expect(await readQuizFilePreview(file)).toMatchObject({
      ok: true,
      layout: 'json',
      quizData: quizOfEveryType().data,
    });
  });

  it('passes on why a file cannot be read', async () => {
    vi.mocked(readQuizFile).mockResolvedValue({ kind: 'refused', refusal: importRefusals.oldExcel });
    expect(await readQuizFilePreview(file)).toEqual({ ok: false, refusal: importRefusals.oldExcel });
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
