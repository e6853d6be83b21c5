// What the import dialog and the download buttons do with files: reading a chosen file into an
// import preview (in a worker), and writing a quiz or a template as a download. Loaded with import() only,
// by the dialog and the buttons when they are used, so that the spreadsheet libraries stay out of every
// page's first load.
import { downloadFile, fileNameTitle } from '@/common/downloadFile';
import { PRODUCT_NAME, screenTexts, type QuizContent } from '@/domain';
import {
  kahootTemplateWorkbook,
  loqiTemplateWorkbook,
  quizJson,
  quizWorkbook,
  type ImportPreview,
  type Workbook,
} from '@/domain/quizFiles';
import { xlsxBlob } from './quizFileIO';
import type { QuizFileWorkerAnswer } from './quizFileWorkerAnswer';

/** The preview under way, which a newer one stops (the dialog shows only the latest file's). */
let running: { worker: Worker; reject: (reason: Error) => void } | null = null;
/** The last preview's worker, kept a while for the next file: a new one loads and runs its code anew. */
let idle: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** How long a worker is kept without a file, before it is ended to free its memory. */
const IDLE_WORKER_MS = 2 * 60 * 1000;

const startWorker = () =>
  new Worker(new URL('./quizFilePreviewWorker.ts', import.meta.url), {
    type: 'module',
    name: 'Quiz file preview',
  });

/**
 * What importing `file` would do; nothing changes yet. A file that cannot be read gives its refusal. The
 * file is read in a worker (quizFilePreviewWorker.ts), so that the page stays responsive however long a
 * file takes; it rejects when the worker fails, or when a newer file is previewed before it is done.
 */
export function previewQuizFile(file: File): Promise<ImportPreview> {
  if (running) {
    running.worker.terminate();
    running.reject(new Error('A newer file is being previewed.'));
  }
  clearTimeout(idleTimer);
  const worker = idle ?? startWorker();
  idle = null;
  return new Promise((resolve, reject) => {
    const preview = { worker, reject };
    running = preview;
    const stop = (reason: string) => {
      worker.terminate();
      if (running === preview) running = null;
      reject(new Error(reason));
    };
    worker.onmessage = ({ data }: MessageEvent<QuizFileWorkerAnswer>) => {
      if ('failure' in data) return stop(`The quiz file worker failed: ${data.failure}`);
      if (running === preview) running = null;
      idle = worker;
      idleTimer = setTimeout(() => {
        idle?.terminate();
        idle = null;
      }, IDLE_WORKER_MS);
      resolve(data.preview);
    };
    worker.onerror = (event) => stop(`The quiz file worker failed: ${event.message || 'it stopped'}`);
    worker.onmessageerror = () => stop("The quiz file worker's answer could not be read.");
    worker.postMessage(file);
  });
}

export type QuizFileFormat = 'xlsx' | 'json';

/** "Capitals.xlsx": the quiz's title made safe for every file system. */
export function quizFileName(title: string, format: QuizFileFormat): string {
  return `${fileNameTitle(title) || screenTexts.untitledQuiz}.${format}`;
}

/** The quiz as Loqi's template (XLSX) or Loqi's JSON quiz file, offered as a download. */
export async function downloadQuiz(content: QuizContent, format: QuizFileFormat): Promise<void> {
  const blob =
    format === 'xlsx'
      ? await xlsxBlob(quizWorkbook(content))
      : new Blob([quizJson(content)], { type: 'application/json' });
  downloadFile(blob, quizFileName(content.data.title, format));
}

export type TemplateLayout = 'loqi' | 'kahoot';

const templates: { [L in TemplateLayout]: { workbook: () => Workbook; fileName: string } } = {
  loqi: { workbook: loqiTemplateWorkbook, fileName: `${PRODUCT_NAME} quiz template.xlsx` },
  kahoot: { workbook: kahootTemplateWorkbook, fileName: 'Kahoot quiz template.xlsx' },
};

/** Loqi's or Kahoot's template, as a spreadsheet to fill in and import. */
export async function downloadTemplate(layout: TemplateLayout): Promise<void> {
  const { workbook, fileName } = templates[layout];
  downloadFile(await xlsxBlob(workbook()), fileName);
}
