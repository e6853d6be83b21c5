// What the import dialog and the download buttons do with files (issue 20): reading a chosen file into an
// import preview, and writing a quiz or a template as a download. Loaded with import() only, by the dialog
// and the buttons when they are used, so that the spreadsheet libraries stay out of every page's first load.
import { downloadFile, fileNameTitle } from '@/common/downloadFile';
import { PRODUCT_NAME, screenTexts, type QuizContent } from '@/domain';
import {
  kahootTemplateWorkbook,
  loqiTemplateWorkbook,
  previewQuizJson,
  previewWorkbook,
  quizJson,
  quizWorkbook,
  type ImportPreview,
  type QuizFileContents,
  type Workbook,
} from '@/domain/quizFiles';
import { readQuizFile, xlsxBlob } from './quizFileIO';

/** What importing `file` would do; nothing changes yet. A file that cannot be read gives its refusal. */
export async function previewQuizFile(file: File): Promise<ImportPreview> {
  const contents: QuizFileContents = await readQuizFile(file);
  switch (contents.kind) {
    case 'workbook':
      return previewWorkbook(contents.workbook);
    case 'json':
      return previewQuizJson(contents.text);
    case 'refused':
      return { ok: false, refusal: contents.refusal };
  }
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
