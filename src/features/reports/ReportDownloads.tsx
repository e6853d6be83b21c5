import type { ReportView } from '@/domain';
import { DownloadButtons, type DownloadChoice } from '@/common/components/DownloadButtons';
import { downloadFile } from '@/common/downloadFile';
import type { ReportFileFormat } from './reportFiles';

const CHOICES: DownloadChoice<ReportFileFormat>[] = [
  { format: 'xlsx', label: 'Download XLSX' },
  { format: 'csv', label: 'Download CSV' },
];

/**
 * The report as a spreadsheet or a CSV file, made in the browser from what the page shows. The code that
 * writes the files loads only when one is asked for.
 */
export function ReportDownloads({ view }: { view: ReportView }) {
  return (
    <DownloadButtons
      className="report-downloads"
      choices={CHOICES}
      download={async (format) => {
        const { reportFile, reportFileName } = await import('./reportFiles');
        downloadFile(await reportFile(view, format), reportFileName(view, format));
      }}
    />
  );
}
