// When a quiz was last modified, said the way people say it: "5 minutes ago", "yesterday", "12 Mar".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this, a date says more than "n days ago". */
const RELATIVE_LIMIT_MS = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const otherYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** A short, relative time for recent moments and a short date for older ones. */
export function relativeTime(time: number, now: number): string {
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < RELATIVE_LIMIT_MS) return relative.format(-Math.floor(ago / DAY), 'day');
  const date = new Date(time);
  return (date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear).format(date);
}

/** The full date and time, for a tooltip beside the short form. */
export function fullDateTime(time: number): string {
  return full.format(new Date(time));
}
