import { Link } from 'react-router-dom';
import { CopyIcon, EditIcon, TrashIcon } from '@/common/components/Icons';
import { QuizCover } from '@/common/components/QuizCover';
import { fullDateTime, relativeTime } from '@/common/relativeTime';
import { pageUrls } from '@/common/urls';
import { questionCount, visibilityNames, type QuizSummary } from '@/domain';
import { useImageUrl } from '@/common/useImageUrl';

interface QuizCardProps {
  quizId: string;
  summary: QuizSummary;
  lastModified: number;
  now: number;
  onDelete: () => void;
  onDuplicate: () => void;
  /** While this quiz is being duplicated: its Duplicate button waits. */
  duplicating: boolean;
}

/**
 * One of the user's quizzes on /my: cover, title, how many questions it holds and who may see it, when it
 * was last changed, and its buttons (SPEC §2).
 * Host, edit and delete are for a big screen and a keyboard; on a phone View and Duplicate are shown.
 */
export function QuizCard({
  quizId,
  summary,
  lastModified,
  now,
  onDelete,
  onDuplicate,
  duplicating,
}: QuizCardProps) {
  const imageUrl = useImageUrl(summary.image);

  return (
    <li className="library-card">
      <QuizCover title={summary.title} imageUrl={imageUrl} className="library-card-cover" />
      <div className="library-card-body">
        <h2 className="library-card-title clamp-2">{summary.title}</h2>
        <p className="library-card-facts">
          {summary.questionCount !== null && <span>{questionCount(summary.questionCount)}</span>}
          <span className="library-card-visibility" data-visibility={summary.visibility}>
            {visibilityNames[summary.visibility]}
          </span>
        </p>
        <p className="library-card-meta">
          Edited{' '}
          <time dateTime={new Date(lastModified).toISOString()} title={fullDateTime(lastModified)}>
            {relativeTime(lastModified, now)}
          </time>
        </p>
        <div className="library-card-actions">
          <Link
            className="button button-primary button-compact"
            to={pageUrls.quizViewer(quizId)}
            aria-label={`View ${summary.title}`}
          >
            View
          </Link>
          <a
            className="button button-secondary button-compact hide-on-phone"
            href={pageUrls.hostQuiz(quizId)}
            target="_blank"
            rel="noopener"
            aria-label={`Host ${summary.title}`}
          >
            Host
          </a>
          <span className="library-card-tools">
            <button
              type="button"
              className="icon-button"
              aria-label={`Duplicate ${summary.title}`}
              title="Duplicate"
              disabled={duplicating}
              aria-busy={duplicating || undefined}
              onClick={onDuplicate}
            >
              <CopyIcon />
            </button>
            <Link
              className="icon-button hide-on-phone"
              to={pageUrls.editQuiz(quizId)}
              aria-label={`Edit ${summary.title}`}
              title="Edit"
            >
              <EditIcon />
            </Link>
            <button
              type="button"
              className="icon-button icon-button-danger hide-on-phone"
              aria-label={`Delete ${summary.title}`}
              title="Delete"
              onClick={onDelete}
            >
              <TrashIcon />
            </button>
          </span>
        </div>
      </div>
    </li>
  );
}
