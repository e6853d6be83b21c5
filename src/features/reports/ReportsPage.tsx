import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoqiMark } from '@/common/components/LoqiMark';
import { fullDateTime } from '@/common/relativeTime';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, listingAccuracy, percentText, screenTexts } from '@/domain';
import { useAuthStatus, useAuthUser } from '@/features/auth';
import { DeleteReportDialog } from './DeleteReportDialog';
import { readReportListings, type ListedReport } from './reportsGateway';
import { playerCount } from './reportTexts';
import './reports.css';

/** The signed-in host's reports of past games, newest first (/reports). */
export function ReportsPage() {
  useDocumentTitle(documentTitle('Reports'));
  const status = useAuthStatus();
  const user = useAuthUser();
  const { pathname, search } = useLocation();

  if (status === 'signedOut') return <Navigate to={pageUrls.logIn(pathname + search)} replace />;

  return (
    <article className="page reports-page">
      <div className="page-header">
        <h1>Reports</h1>
        <p className="page-lead">
          Every game you have hosted, newest first. Open one to see how each player answered each question.
        </p>
      </div>
      {status === 'signedIn' && user ? <ReportList uid={user.uid} /> : <Loading />}
    </article>
  );
}

function Loading() {
  return (
    <p className="reports-loading" role="status">
      {screenTexts.loading}
    </p>
  );
}

function NoReportsYet() {
  return (
    <section className="intro-panel reports-empty" aria-labelledby="reports-empty-heading">
      <LoqiMark size={56} />
      <h2 id="reports-empty-heading">No reports yet</h2>
      <p>When you host a game, its report appears here: every player&apos;s answers, question by question.</p>
      <Link className="button button-primary" to={pageUrls.myQuizzes}>
        {screenTexts.yourQuizzes}
      </Link>
    </section>
  );
}

function ReportList({ uid }: { uid: string }) {
  const [reports, setReports] = useState<ListedReport[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<ListedReport | null>(null);

  useEffect(() => {
    let current = true;
    readReportListings(uid).then(
      // The database gives them oldest first.
      (listed) => current && setReports([...listed].reverse()),
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [uid]);

  if (failed) {
    return (
      <p className="form-error" role="alert">
        Your reports could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!reports) return <Loading />;
  if (reports.length === 0) return <NoReportsYet />;

  return (
    <>
      <ul className="report-lines">
        {reports.map((report) => (
          <ReportLine key={report.gameId} report={report} onDelete={() => setDeleting(report)} />
        ))}
      </ul>
      {deleting && (
        <DeleteReportDialog
          gameId={deleting.gameId}
          listing={deleting.listing}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            setReports((previous) => previous && previous.filter((report) => report !== deleting));
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}

function ReportLine({ report, onDelete }: { report: ListedReport; onDelete: () => void }) {
  const { gameId, listing } = report;
  const titleId = useId();
  return (
    <li className="report-line">
      <div className="report-line-text">
        <h2 className="report-line-title" id={titleId}>
          <Link to={pageUrls.report(gameId)}>{listing.quizTitle}</Link>
        </h2>
        <p className="report-line-meta">
          <time dateTime={new Date(listing.startedAt).toISOString()}>{fullDateTime(listing.startedAt)}</time>
          <span>{playerCount(listing.players ?? 0)}</span>
          <span>{percentText(listingAccuracy(listing.tally))} accuracy</span>
        </p>
      </div>
      <button
        type="button"
        className="button button-secondary button-compact button-danger-outline"
        aria-describedby={titleId}
        onClick={onDelete}
      >
        Delete
      </button>
    </li>
  );
}
