import type { ImportPreview } from '@/domain/quizFiles/quizFile';

/** What the quiz file worker answers for a file: its preview, or why previewing it failed (a bug). */
export type QuizFileWorkerAnswer = { preview: ImportPreview } | { failure: string };
