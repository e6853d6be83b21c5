// A quiz as a file to download: Loqi's template (XLSX) or Loqi's JSON quiz file, either of which
// imports back as the same quiz. The code that writes them loads only when one is asked for.
import type { QuizContent } from '@/domain';
import { DownloadButtons, type DownloadChoice } from '@/common/components/DownloadButtons';
import type { QuizFileFormat } from './quizFileActions';
import './quizFiles.css';

const CHOICES: DownloadChoice<QuizFileFormat>[] = [
  { format: 'xlsx', label: 'Download XLSX' },
  { format: 'json', label: 'Download JSON' },
];

interface QuizFileDownloadsProps {
  /** The quiz with its answer keys, as it is when a button is pressed. */
  content: () => QuizContent;
}

export function QuizFileDownloads({ content }: QuizFileDownloadsProps) {
  return (
    <DownloadButtons
      className="quiz-downloads"
      choices={CHOICES}
      download={async (format) => {
        const { downloadQuiz } = await import('./quizFileActions');
        await downloadQuiz(content(), format);
      }}
    />
  );
}
