import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PlusIcon, UploadIcon } from '@/common/components/Icons';
import { callRefusal } from '@/common/callRefusal';
import { LoqiMark } from '@/common/components/LoqiMark';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { useNow } from '@/common/useNow';
import {
  contentForSave,
  createdQuizzesNewestFirst,
  documentTitle,
  duplicateTitle,
  newEditedQuiz,
  screenTexts,
  type CreatedQuiz,
  type QuizSummary,
} from '@/domain';
import { useAuthStatus, useAuthUser, useUserRecord } from '@/features/auth';
import { openImportedQuiz } from '@/features/editor';
import {
  addQuiz,
  DeleteQuizDialog,
  readQuiz,
  readQuizSummary,
  watchCreatedQuizzes,
} from '@/features/quizData';
import { ImportQuizDialog, importedQuizContent, type ImportedQuiz } from '@/features/quizFiles';
import { QuizCard } from './QuizCard';
import './library.css';

/** Placeholder cards while the list loads: enough to fill a row, so the grid does not jump when it arrives. */
const SKELETON_CARDS = 3;

const NEW_FROM_FILE = 'New from file';

/** The signed-in user's quizzes, newest-modified first (SPEC §2, /my). */
export function MyQuizzesPage() {
  useDocumentTitle(documentTitle(screenTexts.myQuizzesTitle));
  const status = useAuthStatus();
  const user = useAuthUser();
  const { pathname, search } = useLocation();
  // The page holds the dialog: the list replacing its placeholders must not close it.
  const newFromFile = useNewFromFile();

  if (status === 'signedOut') return <Navigate to={pageUrls.logIn(pathname + search)} replace />;

  return (
    <article className="page library-page">
      <div className="page-header">
        <h1>{screenTexts.yourQuizzes}</h1>
        <p className="page-lead">Newest first. View a quiz, host it live or keep editing it.</p>
      </div>
      {status === 'signedIn' && user ? (
        <QuizGrid uid={user.uid} onNewFromFile={newFromFile.open} />
      ) : (
        <LoadingGrid onNewFromFile={newFromFile.open} />
      )}
      {newFromFile.dialog}
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

/** Opens the import dialog; the editor then opens the file's quiz as a new, unsaved quiz. */
function NewFromFileCard({ onChoose }: { onChoose: () => void }) {
  return (
    <li className="library-card library-create">
      <button type="button" className="library-create-link" onClick={onChoose}>
        <span className="library-create-icon">
          <UploadIcon size={32} />
        </span>
        {NEW_FROM_FILE}
      </button>
    </li>
  );
}

/**
 * The import dialog of "New from file": the imported quiz goes to the editor, which shows it unsaved (saved
 * only by Save), with the file's quiz settings or else the user's new-quiz template titled after the file.
 */
function useNewFromFile() {
  const [importing, setImporting] = useState(false);
  const navigate = useNavigate();
  const templates = useUserRecord()?.settings;

  const openImported = (imported: ImportedQuiz) => {
    const defaults = newEditedQuiz(templates?.newQuiz, templates?.newQuestion).data;
    openImportedQuiz(importedQuizContent(imported, defaults));
    navigate(pageUrls.newQuiz);
  };

  const dialog = importing ? (
    <ImportQuizDialog existingCount={0} onImport={openImported} onCancel={() => setImporting(false)} />
  ) : null;
  return { open: () => setImporting(true), dialog };
}

function NoQuizzesYet({ onNewFromFile }: { onNewFromFile: () => void }) {
  return (
    <section className="intro-panel library-empty" aria-labelledby="library-empty-heading">
      <LoqiMark size={56} />
      <h2 id="library-empty-heading">No quizzes yet</h2>
      <p>Quizzes you save in the editor appear here, newest first, ready to host in front of your class.</p>
      <div className="button-row">
        <Link className="button button-primary" to={pageUrls.newQuiz}>
          <PlusIcon size={32} />
          {screenTexts.createNew}
        </Link>
        <button type="button" className="button button-secondary" onClick={onNewFromFile}>
          <UploadIcon size={32} />
          {NEW_FROM_FILE}
        </button>
      </div>
    </section>
  );
}

/** Why a duplicate could not be saved: the server's words for a refusal, else the screen's own. */
function duplicationError(error: unknown): string {
  return (
    callRefusal(error, ['permission-denied', 'resource-exhausted', 'invalid-argument']) ??
    'The quiz could not be duplicated. Check your connection and try again.'
  );
}

/**
 * "Duplicate": the whole quiz, read with its answer keys (its owner gets them from viewQuiz),
 * saved as a new quiz titled "{title} (Copy)". The list watches the user's quizzes, so the copy appears.
 */
function useDuplicate() {
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const duplicate = async (quizId: string) => {
    setDuplicating(quizId);
    setError(null);
    try {
      const quiz = await readQuiz(quizId);
      if (!quiz) throw new Error(`Quiz ${quizId} could not be read to duplicate it.`);
      const { data, questions } = quiz.content;
      await addQuiz(contentForSave({ data: { ...data, title: duplicateTitle(data.title) }, questions }));
    } catch (failure) {
      console.error(failure);
      setError(duplicationError(failure));
    } finally {
      setDuplicating(null);
    }
  };
  return { duplicating, error, duplicate };
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

function LoadingGrid({ onNewFromFile }: { onNewFromFile: () => void }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {screenTexts.loading}
      </p>
      <ul className="card-grid library-grid">
        <CreateNewCard />
        <NewFromFileCard onChoose={onNewFromFile} />
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

function QuizGrid({ uid, onNewFromFile }: { uid: string; onNewFromFile: () => void }) {
  const [quizzes, setQuizzes] = useState<CreatedQuiz[] | null>(null);
  const [refused, setRefused] = useState(false);
  const [summaries, setSummaries] = useState<SummaryCache>({});
  const requested = useRef(new Set<string>());
  const now = useNow();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const { duplicating, error: duplicateError, duplicate } = useDuplicate();

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
  if (!quizzes) return <LoadingGrid onNewFromFile={onNewFromFile} />;

  const shown = quizzes.filter((quiz) => !deleted.has(quiz.id) && !isGone(quiz, summaries));

  if (shown.length === 0 && !deleting) return <NoQuizzesYet onNewFromFile={onNewFromFile} />;

  return (
    <>
      <p className="form-message" role="status">
        {duplicating ? 'Duplicating...' : ''}
      </p>
      {duplicateError && (
        <p className="form-error library-duplicate-error" role="alert">
          {duplicateError}
        </p>
      )}
      <ul className="card-grid library-grid">
        <CreateNewCard />
        <NewFromFileCard onChoose={onNewFromFile} />
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
              onDuplicate={() => void duplicate(quiz.id)}
              duplicating={duplicating === quiz.id}
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
