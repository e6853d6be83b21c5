// The business constants and limits of SPEC §9 (and the limits of §5 they come with). Those that one
// feature alone uses live in that feature: the host's leaderboard delay and music fade, the phone's
// open-answer input.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Largest accepted upload: 5 MB, counted in binary megabytes as browsers report file sizes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Images per page of the image manager, ordered by lastUsed, newest first. */
export const IMAGE_MANAGER_PAGE_SIZE = 24;

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;
export const PLAYER_NAME_MAX_LENGTH = 20;

/** Room codes are typed on the home row of a keyboard: 9 of these letters, shown in groups of 3. */
export const ROOM_CODE_LETTERS = 'asdfjkl';
export const ROOM_CODE_LENGTH = 9;
export const ROOM_CODE_GROUP_SIZE = 3;

/** A saved join can be used to rejoin for this long after joining. */
export const REJOIN_VALIDITY_MS = 6 * HOUR;

/** A game nobody has moved on for this long is abandoned, and cleanUpGames deletes it. */
export const GAME_IDLE_EXPIRY_MS = 6 * HOUR;
/** A finished game keeps its final leaderboard this long, then cleanUpGames deletes it. */
export const ENDED_GAME_EXPIRY_MS = 1 * HOUR;
/** The longest answer text the rules accept (JSON of an open-ended answer of 200 characters, escaped). */
export const SUBMITTED_ANSWER_MAX_LENGTH = 2000;

export const QUIZ_INTRO_MS = 5000;
export const QUESTION_INTRO_BASE_MS = 3000;
export const QUESTION_INTRO_MS_PER_TITLE_CHARACTER = 20;

/** Players one game holds, unless the functions parameter MAX_PLAYERS_PER_GAME says otherwise. */
export const DEFAULT_MAX_PLAYERS_PER_GAME = 10_000;
/**
 * Players one kickPlayers call removes: a flood of bots is cleared in a few calls, and one call
 * stays well inside its timeout (each removal is a few small writes, all made at once). The host's screen
 * sends a longer list in calls of this size.
 */
export const KICK_PLAYERS_MAX = 500;
/**
 * How long after a question's time limit an answer may still reach the server (unless the functions
 * parameter ANSWER_GRACE_MS says otherwise): a tap made as the bar ended is on its way.
 */
export const DEFAULT_ANSWER_GRACE_MS = 1000;

/**
 * Where the functions run and the SPA calls them, unless the functions parameter LOQI_REGION (functions/.env)
 * says otherwise.
 */
export const DEFAULT_FUNCTIONS_REGION = 'us-central1';

// Quotas (functions parameters of the same names without DEFAULT_): free and unlimited is for people, not scripts.
/** Live games (neither ended nor expired) one host may hold at once. */
export const DEFAULT_MAX_LIVE_GAMES_PER_HOST = 5;
/** Images one user may upload in any hour. */
export const DEFAULT_MAX_UPLOADS_PER_HOUR = 60;
/** Bytes of images one user may keep stored (100 MiB); deleting an image gives its bytes back. */
export const DEFAULT_MAX_UPLOAD_BYTES_PER_USER = 100 * 1024 * 1024;
/** The sliding window of MAX_UPLOADS_PER_HOUR. */
export const UPLOAD_RATE_WINDOW_MS = HOUR;

export const LEADERBOARD_SIZE = 5;

export const DEFAULT_BASE_POINTS = 750;
export const DEFAULT_TIME_BONUS = 250;
export const DEFAULT_TIME_LIMIT_SECONDS = 30;

export const TIME_LIMIT_MIN_SECONDS = 0;
export const TIME_LIMIT_MAX_SECONDS = 600;

/** A question's total points (base plus time bonus). */
export const TOTAL_POINTS_MAX = 100000;
/** Share of the total that setting a total gives to base points; the rest is time bonus. */
export const BASE_POINTS_SHARE = 0.75;
export const BASE_POINTS_MAX = 75000;
export const TIME_BONUS_MAX = 25000;
/** The settings' question template allows each part up to this on its own. */
export const TEMPLATE_POINTS_MAX = 100000;

export const QUESTION_COUNT_MAX = 500;
export const QUESTION_COUNT_MIN = 1;

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 400;
/** A question's optional explanation, shown with its results on the host's screen and every phone. */
export const EXPLANATION_MAX_LENGTH = 400;
export const ANSWER_MAX_LENGTH = 200;
/** Longest video link kept: far beyond any real link, so a huge string is refused rather than stored. */
export const VIDEO_LINK_MAX_LENGTH = 2048;

/** Answer options take their colour from a cycle of this many colours. */
export const ANSWER_COLOUR_COUNT = 12;

/** Explore's default result range: results 0 to 25. */
export const SEARCH_DEFAULT_RANGE = { start: 0, end: 25 } as const;
