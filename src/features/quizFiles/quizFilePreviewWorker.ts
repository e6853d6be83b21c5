// The quiz file worker: reads a chosen file and previews its import off the page's thread, so that a
// spreadsheet that is slow to read (or a forged one) never freezes the editor, where unsaved edits live.
// One file a message; the answer is a QuizFileWorkerAnswer. Started by previewQuizFile (quizFileActions.ts).
import { readQuizFilePreview } from './quizFilePreview';
import type { QuizFileWorkerAnswer } from './quizFileWorkerAnswer';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (answer: QuizFileWorkerAnswer) => void;
};

scope.onmessage = (event) => {
  readQuizFilePreview(event.data).then(
    (preview) => scope.postMessage({ preview }),
    (error: unknown) => scope.postMessage({ failure: String(error) }),
  );
};
