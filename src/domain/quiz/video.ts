// Video links (SPEC §5): a link is valid when an 11-character video id can be extracted from it.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path prefixes whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

/** The video id of a link, or null when the link is not a video link with a well-formed id. */
export function extractVideoId(link: string): string | null {
  let url: URL;
  try {
    const trimmed = link.trim();
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  let id: string | null | undefined = null;
  if (SHORT_LINK_HOSTS.has(host)) {
    id = segments[0];
  } else if (VIDEO_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] !== undefined && ID_PATH_PREFIXES.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
