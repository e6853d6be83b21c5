// The import dialog: choose a spreadsheet or a Loqi quiz file, see what it would import and every
// problem by row and column, then import the valid questions or cancel. Nothing changes until Import; the
// code that reads files loads (import()) only once a file is chosen or a template asked for; this module takes
// only the contract (quizFile.ts) from the domain's quiz files, not their mapping and its zod schemas.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UploadIcon } from '@/common/components/Icons';
import { ModalDialog } from '@/common/components/ModalDialog';
import { QUESTION_COUNT_MAX, questionCount, type Question, type QuizData } from '@/domain';
import { importRefusals, type ImportPreview } from '@/domain/quizFiles/quizFile';
import { ImportPreviewList } from './ImportPreviewList';
import type { TemplateLayout } from './quizFileActions';
import './quizFiles.css';

/** What the author chose to import. */
export interface ImportedQuiz {
  questions: Question[];
  /** The quiz's own settings when the file carries them (Loqi's template and quiz file), else null. */
  quizData: QuizData | null;
  /** The chosen file's name, for a new quiz's title when the file has none. */
  fileName: string;
}

interface ImportQuizDialogProps {
  /** How many questions the quiz being added to already holds (0 for a new quiz). */
  existingCount: number;
  onImport: (imported: ImportedQuiz) => void;
  onCancel: () => void;
}

/** The file types the file picker offers: spreadsheets and Loqi's JSON quiz file. */
const ACCEPTED_FILES = [
  '.xlsx',
  '.csv',
  '.json',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/json',
].join(',');

const TEMPLATE_BUTTONS: { layout: TemplateLayout; label: string }[] = [
  { layout: 'loqi', label: "Download Loqi's template" },
  { layout: 'kahoot', label: "Download Kahoot's template" },
];

type Reading =
  | { state: 'none' }
  | { state: 'reading'; fileName: string }
  | { state: 'read'; fileName: string; preview: ImportPreview };

export function ImportQuizDialog({ existingCount, onImport, onCancel }: ImportQuizDialogProps) {
  const inputId = useId();
  const chosenId = useId();
  const [reading, setReading] = useState<Reading>({ state: 'none' });
  const [templateState, setTemplateState] = useState<'idle' | 'making' | 'failed'>('idle');
  /** The latest file chosen: the preview of one chosen before it must not replace its own. */
  const latest = useRef<File | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Emptied, so that the same file, fixed after its preview, can be chosen again; its name shows below.
    event.target.value = '';
    latest.current = file;
    setReading({ state: 'reading', fileName: file.name });
    let preview: ImportPreview;
    try {
      const { previewQuizFile } = await import('./quizFileActions');
      preview = await previewQuizFile(file);
    } catch (error) {
      console.error(error);
      preview = { ok: false, refusal: importRefusals.notReadable };
    }
    if (latest.current === file) setReading({ state: 'read', fileName: file.name, preview });
  };

  const downloadTemplate = async (layout: TemplateLayout) => {
    setTemplateState('making');
    try {
      await (await import('./quizFileActions')).downloadTemplate(layout);
      setTemplateState('idle');
    } catch (error) {
      console.error(error);
      setTemplateState('failed');
    }
  };

  const preview = reading.state === 'read' && reading.preview.ok ? reading.preview : null;
  const count = preview?.questions.length ?? 0;
  const tooLong = existingCount + count > QUESTION_COUNT_MAX;
  const canImport = preview !== null && count > 0 && !tooLong;

  const importQuestions = () => {
    if (!canImport || reading.state !== 'read') return;
    onImport({
      questions: preview.questions.map(({ question }) => question),
      quizData: preview.quizData,
      fileName: reading.fileName,
    });
  };

  return (
    <ModalDialog
      title="Import questions"
      onClose={onCancel}
      className="import-dialog"
      bodyClassName="import-dialog-body"
      describedByBody={false}
    >
      <p className="import-dialog-lead">
        Choose an XLSX or CSV file in Loqi&apos;s or Kahoot&apos;s template, or a Loqi quiz file (.json). You
        will see what it holds before anything changes.
      </p>
      {/* The native input stays for the keyboard and screen readers, hidden behind a button and the chosen
          file's name: emptied after each choice, it would otherwise say "No file chosen" beside its preview. */}
      <div className="import-file">
        <input
          id={inputId}
          className="visually-hidden import-file-input"
          type="file"
          accept={ACCEPTED_FILES}
          aria-describedby={chosenId}
          onChange={(event) => void choose(event)}
          data-autofocus
        />
        <label className="button button-secondary import-file-button" htmlFor={inputId}>
          <UploadIcon />
          Choose a file
        </label>
        <span id={chosenId} className="import-file-name" data-chosen={reading.state !== 'none'}>
          {reading.state === 'none' ? 'No file chosen yet' : reading.fileName}
        </span>
      </div>
      <p className="import-templates">
        {TEMPLATE_BUTTONS.map(({ layout, label }) => (
          <button
            key={layout}
            type="button"
            className="import-template-button"
            disabled={templateState === 'making'}
            onClick={() => void downloadTemplate(layout)}
          >
            {label}
          </button>
        ))}
      </p>
      {templateState === 'failed' && (
        <p className="form-error" role="alert">
          The template could not be made. Try again.
        </p>
      )}
      <p className="form-message" role="status">
        {reading.state === 'reading' ? `Reading ${reading.fileName}...` : ''}
        {templateState === 'making' ? 'Preparing the template...' : ''}
      </p>
      {reading.state === 'read' && !reading.preview.ok && (
        <p className="form-error" role="alert">
          {reading.preview.refusal}
        </p>
      )}
      {preview && (
        <PreviewSection
          preview={preview}
          tooLongText={tooLong ? importRefusals.quizWouldBeTooLong(existingCount, count) : null}
        />
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!canImport}
          onClick={importQuestions}
        >
          Import {questionCount(count)}
        </button>
      </div>
    </ModalDialog>
  );
}

function PreviewSection({
  preview,
  tooLongText,
}: {
  preview: Extract<ImportPreview, { ok: true }>;
  tooLongText: string | null;
}) {
  const problemsId = useId();
  const { questions, problems } = preview;
  return (
    <div className="import-preview">
      <h3 className="import-preview-count">{questionCount(questions.length)} ready to import</h3>
      {tooLongText && (
        <p className="form-error" role="alert">
          {tooLongText}
        </p>
      )}
      {problems.length > 0 && (
        <section className="import-problems" aria-labelledby={problemsId}>
          <h3 id={problemsId}>Problems</h3>
          <p className="import-problems-lead">
            What is listed here is left out. Fix it in the file and choose the file again to import it too.
          </p>
          <ul className="import-problem-list">
            {problems.map((problem, index) => (
              <li key={index}>{problem.text}</li>
            ))}
          </ul>
        </section>
      )}
      {questions.length > 0 && <ImportPreviewList questions={questions} />}
    </div>
  );
}
