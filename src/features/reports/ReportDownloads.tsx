import { useState } from 'react';
import type { ReportView } from '@/domain';
import { downloadFile } from '@/common/downloadFile';
import type { ReportFileFormat } from './reportFiles';

const FORMATS: Array<{ format: ReportFileFormat; label: string }> = [
  { format: 'xlsx', label: 'Download XLSX' },
  { format: 'csv', label: 'Download CSV' },
];

/**
 * The report as a spreadsheet or a CSV file, made in the browser from what the page shows. The code that
 * writes the files loads only when one is asked for.
 */
export function ReportDownloads({ view }: { view: ReportView }) {
  const [making, setMaking] = useState<ReportFileFormat | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (format: ReportFileFormat) => {
    setMaking(format);
    setFailed(false);
    try {
      const { reportFile, reportFileName } = await import('./reportFiles');
      downloadFile(await reportFile(view, format), reportFileName(view, format));
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setMaking(null);
    }
  };

  return (
    <div className="report-downloads">
      <div className="button-row">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button-secondary button-compact"
            disabled={making !== null}
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
