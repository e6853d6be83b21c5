// Saving a file the page made (a report, a quiz file) as a download, without a server round trip.

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

/** Characters Windows refuses in a file name, and control characters. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

/** How much of a title a file name keeps, in characters. */
const FILE_NAME_TITLE_LENGTH = 80;

/**
 * A title made safe for every file system as part of a file name: no character Windows refuses, spaces
 * collapsed, at most 80 characters, no trailing dot or space (which Windows drops). Empty when nothing is left.
 */
export function fileNameTitle(title: string): string {
  return [...title.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, FILE_NAME_TITLE_LENGTH)
    .join('')
    .replace(/[. ]+$/, '');
}
