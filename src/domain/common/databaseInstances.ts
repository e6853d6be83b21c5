// Where the two Realtime Database instances of a project are (SPEC §7: main data; live games).

/** The deploy setting (functions/.env) that names the games instance when it cannot be derived. */
export const GAMES_DATABASE_URL_SETTING = 'LOQI_GAMES_DATABASE_URL';

/**
 * The games instance of a project whose main instance is "{project}-default-rtdb" is "{project}-games",
 * in the same region. The SPA and the functions both derive it, so a deploy needs no extra setting.
 */
export function gamesDatabaseUrlFor(mainDatabaseURL: string, projectId: string): string {
  const url = new URL(mainDatabaseURL);
  url.hostname = url.hostname.replace(`${projectId}-default-rtdb`, `${projectId}-games`);
  return url.origin;
}

/**
 * The games instance's URL: the configured one, else the derived one. Older projects' default instance is
 * "{project}.firebaseio.com", from which nothing can be derived: live games would then share the main
 * database (its rules would refuse every game write), so this refuses to answer rather than return it.
 */
export function resolveGamesDatabaseUrl(
  mainDatabaseURL: string,
  projectId: string,
  configured: string | null | undefined,
): string {
  const main = new URL(mainDatabaseURL).origin;
  const games = configured ? new URL(configured).origin : gamesDatabaseUrlFor(mainDatabaseURL, projectId);
  if (games !== main) return games;
  throw new Error(
    `The live-game database would be the main database (${main}). ` +
      (configured
        ? `${GAMES_DATABASE_URL_SETTING} names the main database; `
        : `This project's default database is not named "${projectId}-default-rtdb", so its games instance cannot be derived; `) +
      `create the games instance (firebase database:instances:create) and set ${GAMES_DATABASE_URL_SETTING} ` +
      `to its URL in functions/.env.${projectId}, then build and deploy again.`,
  );
}
