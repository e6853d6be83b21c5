import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PlusIcon } from '@/common/components/Icons';
import { LoqiMark } from '@/common/components/LoqiMark';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { useNow } from '@/common/useNow';
import {
  createdQuizzesNewestFirst,
  documentTitle,
  screenTexts,
  type CreatedQuiz,
  type QuizSummary,
} from '@/domain';
import { useAuthStatus, useAuthUser } from '@/features/auth';
import { DeleteQuizDialog } from './DeleteQuizDialog';
import { readQuizSummary, watchCreatedQuizzes } from './libraryGateway';
import { QuizCard } from './QuizCard';
import './library.css';

/** Placeholder cards while the list loads: enough to fill a row, so the grid does not jump when it arrives. */
const SKELETON_CARDS = 3;

/** The signed-in user's quizzes, newest-modified first (SPEC §2, /my). */
export function MyQuizzesPage() {
  useDocumentTitle(documentTitle(screenTexts.myQuizzesTitle));
  const status = useAuthStatus();
  const user = useAuthUser();
  const { pathname, search } = useLocation();

  if (status === 'signedOut') return <Navigate to={pageUrls.logIn(pathname + search)} replace />;

  return (
    <article className="page library-page">
      <div className="page-header">
        <h1>{screenTexts.yourQuizzes}</h1>
        <p className="page-lead">Newest first. View a quiz, host it live or keep editing it.</p>
      </div>
      {status === 'signedIn' && user ? <QuizGrid uid={user.uid} /> : <LoadingGrid />}
    </article>
  );
}

function CreateNewCard() {
  return (
    <li className="library-card library-create">
      <Link className="library-create-link" to={pageUrls.newQuiz}>
        <span className="library-create-icon">
          <PlusIcon size={32} />
        </span>
        {screenTexts.createNew}
      </Link>
    </li>
  );
}

function NoQuizzesYet() {
  return (
    <section className="intro-panel library-empty" aria-labelledby="library-empty-heading">
      <LoqiMark size={56} />
      <h2 id="library-empty-heading">No quizzes yet</h2>
      <p>Quizzes you save in the editor appear here, newest first, ready to host in front of your class.</p>
      <Link className="button button-primary" to={pageUrls.newQuiz}>
        <PlusIcon size={32} />
        {screenTexts.createNew}
      </Link>
    </section>
  );
}

function SkeletonCard() {
  return (
    <li className="library-card library-card-skeleton" aria-hidden="true">
      <div className="quiz-cover skeleton" />
      <div className="library-card-body">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-line-short" />
      </div>
    </li>
  );
}

function LoadingGrid() {
  return (
    <>
      <p className="visually-hidden" role="status">
        {screenTexts.loading}
      </p>
      <ul className="card-grid library-grid">
        <CreateNewCard />
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    </>
  );
}

/**
 * The latest summary read of each quiz, by id, with the modification it was read for: a quiz changed
 * elsewhere is read again and keeps its card meanwhile. A null summary is a quiz that is gone (deleted
 * between the list and the read).
 */
type SummaryCache = Record<string, { lastModified: number; summary: QuizSummary | null }>;
const readKey = (quiz: CreatedQuiz) => `${quiz.id}@${quiz.lastModified}`;
const isGone = (quiz: CreatedQuiz, cache: SummaryCache) =>
  cache[quiz.id]?.summary === null && cache[quiz.id]?.lastModified === quiz.lastModified;

function QuizGrid({ uid }: { uid: string }) {
  const [quizzes, setQuizzes] = useState<CreatedQuiz[] | null>(null);
  const [refused, setRefused] = useState(false);
  const [summaries, setSummaries] = useState<SummaryCache>({});
  const requested = useRef(new Set<string>());
  const now = useNow();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());

  useEffect(
    () =>
      watchCreatedQuizzes(
        uid,
        (created) => setQuizzes(createdQuizzesNewestFirst(created)),
        () => setRefused(true),
      ),
    [uid],
  );

  useEffect(() => {
    for (const { id, lastModified } of quizzes ?? []) {
      const key = readKey({ id, lastModified });
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      readQuizSummary(id).then(
        (summary) =>
          setSummaries((previous) =>
            // An answer to an older read must not replace a newer one.
            (previous[id]?.lastModified ?? -Infinity) > lastModified
              ? previous
              : { ...previous, [id]: { lastModified, summary } },
          ),
        (error: unknown) => console.error(error),
      );
    }
  }, [quizzes]);

  if (refused) {
    return (
      <p className="form-error" role="alert">
        Your quizzes could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!quizzes) return <LoadingGrid />;

  const shown = quizzes.filter((quiz) => !deleted.has(quiz.id) && !isGone(quiz, summaries));

  if (shown.length === 0 && !deleting) return <NoQuizzesYet />;

  return (
    <>
      <ul className="card-grid library-grid">
        <CreateNewCard />
        {shown.map((quiz) => {
          const summary = summaries[quiz.id]?.summary;
          if (!summary) return <SkeletonCard key={quiz.id} />;
          return (
            <QuizCard
              key={quiz.id}
              quizId={quiz.id}
              summary={summary}
              lastModified={quiz.lastModified}
              now={now}
              onDelete={() => setDeleting({ id: quiz.id, title: summary.title })}
            />
          );
        })}
      </ul>
      {deleting && (
        <DeleteQuizDialog
          quizId={deleting.id}
          title={deleting.title}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            setDeleted((previous) => new Set(previous).add(deleting.id));
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
