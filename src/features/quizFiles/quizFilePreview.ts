// What importing a chosen file would do, worked out where it runs: in the quiz file worker
// (quizFilePreviewWorker.ts) for the import dialog, directly in the unit tests.
import {
  previewQuizJson,
  previewWorkbook,
  type ImportPreview,
  type QuizFileContents,
} from '@/domain/quizFiles';
import { readQuizFile } from './quizFileIO';

/** What importing `file` would do; nothing changes yet. A file that cannot be read gives its refusal. */
export async function readQuizFilePreview(file: File): Promise<ImportPreview> {
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
