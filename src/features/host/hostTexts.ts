// The host screen's own words and addresses, beside the spec's texts in @/domain (messages.ts).
import { absoluteUrl, pageUrls } from '@/common/urls';
import { PRODUCT_NAME, screenTexts } from '@/domain';

/** A button's step or kick that did not reach the server. */
export const actionFailed = `${PRODUCT_NAME} could not be reached. Check the connection and try again.`;

/** "1 player", "N players". */
export const playersCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'player' : 'players'}`;

/** The lobby's note for the names it does not show: "+ 9,900 more". */
export const morePlayers = (count: number) => `+ ${count.toLocaleString('en-US')} more`;

/** "N answers" received. */
export const answersCount = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`;

/** "3 of 5 correct". */
export const correctOfAnswered = (correct: number, answered: number) => `${correct} of ${answered} correct`;

/** The heading of what players typed to an open-ended question, on its results. */
export const typedAnswersHeading = 'What players typed';

/** The heading of a question's explanation, under its correct answer on the results. */
export const explanationHeading = 'Explanation';

/** The results of a question nobody answered. */
export const noAnswers = 'No answers';

/** The play site: this site's join page. */
export const joinPageUrl = () => absoluteUrl(pageUrls.join);

/** The play site as people type it: the join page's address without its scheme. */
export const joinSiteLabel = () => joinPageUrl().replace(/^https?:\/\//, '');

/** The join page with the room code filled in (the /join page reads ?code=). */
export const joinUrlWithCode = (roomCode: string) => absoluteUrl(pageUrls.joinWithCode(roomCode));

/** Titles longer than this are set smaller, so that the screen keeps room for the rest. */
const LONG_TITLE = 90;

/** The extra class of a title set smaller for its length ('' for most titles). */
export const titleSizeClass = (title: string) =>
  Array.from(title).length > LONG_TITLE ? ' host-title-long' : '';

/** Which players a bulk removal takes: those the host ticked, or those who joined in the last minute. */
export type RemovalKind = 'selected' | 'recent';

/** The one confirmation of a bulk removal, saying how many players it removes. */
export const removePlayersPrompt: Record<RemovalKind, (count: number) => string> = {
  selected: (count) => `Are you sure you want to remove ${playersCount(count)} from the lobby?`,
  recent: (count) =>
    `Are you sure you want to remove the ${playersCount(count)} who joined in the last minute?`,
};

/** "Remove everyone who joined in the last minute" when nobody has. */
export const nobodyJoinedRecently = 'Nobody has joined in the last minute.';

/** The lock's tooltip and the lobby's line while it is locked. */
export const lockedNotice = 'The game is locked: nobody new can join.';
/** The pause toggle's names. */
export const pauseLabels = { pause: 'Pause', resume: 'Resume' } as const;

/** Over a paused phase. */
export const pausedSign = screenTexts.paused;

/** Timed results' countdown (auto-advance): "Next question in 7". */
export const autoAdvanceIn = (seconds: number) => `Next question in ${seconds}`;
