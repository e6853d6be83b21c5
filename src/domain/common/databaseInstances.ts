// Where the two Realtime Database instances of a project are (SPEC §7: main data; live games).

/**
 * The games instance of a project whose main instance is "{project}-default-rtdb" is "{project}-games",
 * in the same region. The SPA and the functions both derive it, so a deploy needs no extra setting.
 */
export function gamesDatabaseUrlFor(mainDatabaseURL: string, projectId: string): string {
  const url = new URL(mainDatabaseURL);
  url.hostname = url.hostname.replace(`${projectId}-default-rtdb`, `${projectId}-games`);
  return url.origin;
}
