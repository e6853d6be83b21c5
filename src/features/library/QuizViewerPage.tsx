import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EditIcon, PlayIcon, ShareIcon, TrashIcon } from '@/common/components/Icons';
import { QuizCover } from '@/common/components/QuizCover';
import { StatusScreen } from '@/common/components/StatusScreen';
import { absoluteUrl, pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import {
  documentTitle,
  editorMessages,
  keysWithheldNotices,
  questionCount,
  quizByAuthor,
  Visibility,
  visibilityNames,
  type KeysWithheldReason,
  type ViewedQuiz,
} from '@/domain';
import { useImageUrl } from '@/common/useImageUrl';
import { useAuthStatus, useAuthUser } from '@/features/auth';
import { DeleteQuizDialog, readQuiz, readUsername } from '@/features/quizData';
import { QuizFileDownloads } from '@/features/quizFiles';
import { QuestionList } from './QuestionList';
import './library.css';

/** Why a quiz read without its answer keys cannot be downloaded: a file without them would not import back. */
const exportWithheldNotices: Record<KeysWithheldReason, string> = {
  liveGame:
    'It can be downloaded once the game being played ends: its correct answers are hidden until then.',
  copyProtected: 'This quiz is copy-protected: only its author can download it.',
};

type Viewed =
  | { state: 'loading' }
  | { state: 'missing' }
  /** author: undefined while it is being read, null when it cannot be read. */
  | { state: 'ready'; quiz: ViewedQuiz; author: string | null | undefined };

/**
 * The quiz of ?q=, as its reader may see it. Read once the auth state is known and again when the reader
 * changes, since who is signed in decides whether a private quiz is visible (SPEC §6).
 */
function useViewedQuiz(quizId: string): Viewed {
  const status = useAuthStatus();
  const readerUid = useAuthUser()?.uid ?? null;
  const [viewed, setViewed] = useState<{ key: string; viewed: Viewed } | null>(null);
  const key = `${quizId}|${readerUid ?? ''}`;
  const known = status !== 'unknown';

  useEffect(() => {
    if (!known || !quizId) return;
    let current = true;
    void (async () => {
      const quiz = await readQuiz(quizId);
      if (!current) return;
      if (!quiz) return setViewed({ key, viewed: { state: 'missing' } });
      setViewed({ key, viewed: { state: 'ready', quiz, author: undefined } });
      const author = await readUsername(quiz.owner).catch(() => null);
      if (current) setViewed({ key, viewed: { state: 'ready', quiz, author } });
    })().catch((error: unknown) => {
      console.error(error);
      if (current) setViewed({ key, viewed: { state: 'missing' } });
    });
    return () => {
      current = false;
    };
  }, [key, known, quizId]);

  if (!quizId) return { state: 'missing' };
  return viewed?.key === key ? viewed.viewed : { state: 'loading' };
}

/** One quiz's cover, title, author, description and questions, with its buttons (SPEC §2, /view). */
export function QuizViewerPage() {
  const quizId = useSearchParams()[0].get('q') ?? '';
  const viewed = useViewedQuiz(quizId);

  if (viewed.state === 'missing') return <QuizNotFound />;
  if (viewed.state === 'loading') return <ViewerSkeleton />;
  return <QuizView quizId={quizId} quiz={viewed.quiz} author={viewed.author} />;
}

function QuizNotFound() {
  useDocumentTitle(documentTitle('Quiz not found'));
  return <StatusScreen message={editorMessages.notFound} />;
}

function ViewerSkeleton() {
  useDocumentTitle(documentTitle());
  return (
    <article className="page viewer" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading quiz...
      </p>
      <div className="viewer-hero" aria-hidden="true">
        <div className="quiz-cover viewer-cover skeleton" />
        <div className="viewer-summary">
          <span className="skeleton skeleton-line skeleton-line-short" />
          <span className="skeleton skeleton-heading" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </div>
      </div>
    </article>
  );
}

interface QuizViewProps {
  quizId: string;
  quiz: ViewedQuiz;
  author: string | null | undefined;
}

function QuizView({ quizId, quiz, author }: QuizViewProps) {
  const { data, questions } = quiz.content;
  useDocumentTitle(documentTitle(author ? quizByAuthor(data.title, author) : data.title));
  const navigate = useNavigate();
  const isOwner = useAuthUser()?.uid === quiz.owner;
  const imageUrl = useImageUrl(data.image);
  const [deleting, setDeleting] = useState(false);
  const canShare = typeof navigator.share === 'function' && data.visibility !== Visibility.Private;

  const share = () => {
    const url = absoluteUrl(pageUrls.quizViewer(quizId));
    navigator.share({ title: data.title, url }).catch((error: unknown) => {
      // Closing the share sheet rejects with AbortError: the person changed their mind.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    });
  };

  return (
    <article className="page viewer">
      <header className="viewer-hero">
        <QuizCover title={data.title} imageUrl={imageUrl} className="viewer-cover" />
        <div className="viewer-summary">
          <p className="viewer-facts">
            <span className="viewer-badge">{visibilityNames[data.visibility]}</span>
            <span>{questionCount(questions.length)}</span>
          </p>
          <h1 className="viewer-title">{data.title}</h1>
          <p className="viewer-author">
            {author === undefined ? (
              <span className="skeleton skeleton-line skeleton-line-short" />
            ) : (
              <>
                by <span className="viewer-author-name">{author ?? 'an unknown author'}</span>
              </>
            )}
          </p>
          {data.desc && <p className="viewer-description">{data.desc}</p>}
          <div className="button-row viewer-actions">
            <Link className="button button-primary" to={pageUrls.hostQuiz(quizId)}>
              <PlayIcon />
              Host
            </Link>
            {canShare && (
              <button type="button" className="button button-secondary" onClick={share}>
                <ShareIcon />
                Share
              </button>
            )}
            {isOwner && (
              <>
                <Link className="button button-secondary" to={pageUrls.editQuiz(quizId)}>
                  <EditIcon />
                  Edit
                </Link>
                <button
                  type="button"
                  className="button button-secondary button-danger-outline"
                  onClick={() => setDeleting(true)}
                >
                  <TrashIcon />
                  Delete
                </button>
              </>
            )}
          </div>
        </div>
      </header>
      <section className="viewer-questions" aria-labelledby="viewer-questions-heading">
        <h2 id="viewer-questions-heading">Questions</h2>
        {quiz.keysWithheld !== null && (
          <p className="viewer-keys-withheld" role="note">
            {keysWithheldNotices[quiz.keysWithheld]}
          </p>
        )}
        <QuestionList questions={questions} keysShown={quiz.keysWithheld === null} />
      </section>
      <section className="viewer-export" aria-labelledby="viewer-export-heading">
        <h2 id="viewer-export-heading">Download</h2>
        {quiz.keysWithheld === null ? (
          <>
            <p className="viewer-export-lead">
              The quiz as a spreadsheet in Loqi&apos;s template, or as a Loqi quiz file: either imports back
              as this quiz.
            </p>
            <QuizFileDownloads content={() => quiz.content} />
          </>
        ) : (
          <p className="viewer-export-lead">{exportWithheldNotices[quiz.keysWithheld]}</p>
        )}
      </section>
      {deleting && (
        <DeleteQuizDialog
          quizId={quizId}
          title={data.title}
          onCancel={() => setDeleting(false)}
          onDeleted={() => navigate(pageUrls.myQuizzes, { replace: true })}
        />
      )}
    </article>
  );
}
