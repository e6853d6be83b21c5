import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { StatusScreen } from '@/common/components/StatusScreen';
import { fullDateTime } from '@/common/relativeTime';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import {
  documentTitle,
  gameMessages,
  reportView,
  screenTexts,
  type GameReport,
  type ReportView,
} from '@/domain';
import { useAuthStatus } from '@/features/auth';
import { PlayerTables } from './PlayerTables';
import { QuestionsTable } from './QuestionsTable';
import { ReportDownloads } from './ReportDownloads';
import { REPORT_MARKS } from './reportMarks';
import { prepareReportRead, readReport } from './reportsGateway';
import { AccuracyChart, ReportSummary } from './ReportSummary';
import './reports.css';

type ReportState =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; report: GameReport };

/** The report of `gameId`, read once the reader is signed in: a finished game's report no longer changes. */
function useReport(gameId: string, signedIn: boolean): ReportState {
  const [read, setRead] = useState<{ gameId: string; state: ReportState } | null>(null);
  useEffect(prepareReportRead, []);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    const settle = (state: ReportState) => current && setRead({ gameId, state });
    readReport(gameId).then(
      (report) => {
        performance.mark(REPORT_MARKS.data);
        settle(report ? { kind: 'ready', report } : { kind: 'missing' });
      },
      (error: unknown) => {
        console.error(error);
        settle({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, signedIn]);
  return read?.gameId === gameId ? read.state : { kind: 'loading' };
}

/** One game's report for its host (/reports/:gameId). */
export function ReportPage() {
  const { gameId = '' } = useParams();
  const status = useAuthStatus();
  const { pathname, search } = useLocation();
  const state = useReport(gameId, status === 'signedIn');
  // Built once per report: a game of 2,000 players is 40,000 answers put in words.
  const view = useMemo(() => (state.kind === 'ready' ? reportView(state.report) : null), [state]);
  useDocumentTitle(documentTitle(view ? `Report: ${view.quizTitle}` : 'Report'));

  if (status === 'signedOut') return <Navigate to={pageUrls.logIn(pathname + search)} replace />;
  if (state.kind === 'missing') return <StatusScreen message={gameMessages.reportNotFound} />;
  if (state.kind === 'failed') {
    return (
      <p className="form-error" role="alert">
        The report could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (!view) {
    return (
      <div className="report-loading">
        <div className="spinner" aria-hidden="true" />
        <p role="status">{screenTexts.loading}</p>
      </div>
    );
  }
  return <ReportContent view={view} />;
}

function ReportContent({ view }: { view: ReportView }) {
  useEffect(() => {
    // The frame after the commit is the one that paints it.
    const frame = requestAnimationFrame(() => performance.mark(REPORT_MARKS.shown));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <article className="page report-page">
      <header className="report-header">
        <div className="page-header">
          <Link className="report-back" to={pageUrls.reports}>
            <span aria-hidden="true">←</span>
            All reports
          </Link>
          <h1 className="report-title">{view.quizTitle}</h1>
          <p className="page-lead">
            <time dateTime={new Date(view.startedAt).toISOString()}>{fullDateTime(view.startedAt)}</time>
          </p>
        </div>
        <ReportDownloads view={view} />
      </header>
      <div className="report-overview">
        <ReportSummary view={view} />
        <AccuracyChart questions={view.questions} />
      </div>
      <PlayerTables view={view} />
      <QuestionsTable questions={view.questions} />
    </article>
  );
}
