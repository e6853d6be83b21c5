// Saving a file the page made (a report's export) as a download, without a server round trip.

/**
 * How long a download's object URL is kept: the browser may read it after the click has returned, so it is
 * not revoked at once, nor kept for the page's lifetime.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Offers `blob` as a download named `fileName`, as a click on a link with the download attribute. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Some browsers follow only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
