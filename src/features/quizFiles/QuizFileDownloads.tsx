// A quiz as a file to download (issue 20): Loqi's template (XLSX) or Loqi's JSON quiz file, either of which
// imports back as the same quiz. The code that writes them loads only when one is asked for.
import { useState } from 'react';
import type { QuizContent } from '@/domain';
import type { QuizFileFormat } from './quizFileActions';
import './quizFiles.css';

const FORMATS: { format: QuizFileFormat; label: string }[] = [
  { format: 'xlsx', label: 'Download XLSX' },
  { format: 'json', label: 'Download JSON' },
];

interface QuizFileDownloadsProps {
  /** The quiz with its answer keys, as it is when a button is pressed. */
  content: () => QuizContent;
}

export function QuizFileDownloads({ content }: QuizFileDownloadsProps) {
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async (format: QuizFileFormat) => {
    setMaking(true);
    setFailed(false);
    try {
      const { downloadQuiz } = await import('./quizFileActions');
      await downloadQuiz(content(), format);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="quiz-downloads">
      <div className="button-row">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button-secondary button-compact"
            disabled={making}
            onClick={() => void download(format)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="form-message" role="status">
        {making ? 'Preparing the file...' : ''}
      </p>
      {failed && (
        <p className="form-error" role="alert">
          The file could not be made. Try again.
        </p>
      )}
    </div>
  );
}
