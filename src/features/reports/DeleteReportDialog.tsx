import { useState } from 'react';
import { callRefusal } from '@/common/callRefusal';
import { ModalDialog } from '@/common/components/ModalDialog';
import { fullDateTime } from '@/common/relativeTime';
import type { ReportListing } from '@/domain';
import { deleteReport } from './reportsGateway';

interface DeleteReportDialogProps {
  gameId: string;
  listing: ReportListing;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a report, which cannot be undone: the game's own data is gone by then, so the report
 * is the last record of what the players answered. Cancel has the focus, so Enter keeps the report.
 */
export function DeleteReportDialog({ gameId, listing, onCancel, onDeleted }: DeleteReportDialogProps) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      await deleteReport(gameId);
    } catch (failure) {
      setWorking(false);
      // The server words its refusals (gone already, not this host's); anything else is the connection.
      setError(
        callRefusal(failure, ['not-found', 'permission-denied']) ??
          'The report could not be deleted. Check your connection and try again.',
      );
      return;
    }
    onDeleted();
  };

  return (
    <ModalDialog
      title="Delete this report?"
      onClose={working ? undefined : onCancel}
      busy={working}
      className="report-delete-dialog"
      bodyClassName="form"
      closeButton={false}
    >
      <p className="report-delete-text">
        This deletes the report of <strong className="report-delete-title">{listing.quizTitle}</strong>,
        played {fullDateTime(listing.startedAt)}, for good: every player&apos;s answers in it. The quiz itself
        stays.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="form-message" role="status">
        {working ? 'Deleting...' : ''}
      </p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          disabled={working}
          data-autofocus
        >
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={confirm} disabled={working}>
          Delete report
        </button>
      </div>
    </ModalDialog>
  );
}
