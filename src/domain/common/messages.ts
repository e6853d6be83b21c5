// Every fixed text of SPEC §2 and §8, with {product} filled. Screens and callables take their words
// from here so that the spec's texts live in one place and are pinned by one test.
import { PLAYER_NAME_MAX_LENGTH } from './constants';
import { PRODUCT_NAME } from './product';
import type { UsernameChangeStatus } from '../account/user';

/** Texts of the screens (SPEC §2). */
export const screenTexts = {
  notFound: 'The page you are looking for does not exist.',
  comingSoon: 'Coming soon!',
  unexpectedError: 'Unexpected Application Error!',
  viewerEmpty: "There aren't any questions here...",
  searchLoading: 'Loading results...',
  searchEmpty: "There doesn't seem to be anything here...",
  exploreTitle: 'Explore',
  myQuizzesTitle: 'View Quizzes',
  yourQuizzes: 'Your quizzes',
  createNew: 'Create New',
  settingsTitle: 'Account',
  nameplateComingSoon: 'Coming soon',
  hostLoading: 'Loading...',
  leaderboard: 'Leaderboard',
  finalLeaderboard: 'Final Leaderboard',
  showMedia: 'Show media',
  showAnswers: 'Show answers',
  typeOnDevice: 'Type your answer on your device',
  joinConnecting: `Connecting to ${PRODUCT_NAME}...`,
  joinWaiting: "You're in! Waiting for the host to start the game...",
  removedFromGame: 'The host removed you from the game.',
  submittedWaiting: 'Waiting for everyone to submit their answers...',
  /** What every phone, and the host's screen, show while the host has paused the game. */
  paused: 'Paused',
  correct: 'Correct!',
  incorrect: 'Incorrect',
  untitledQuestion: 'Untitled question',
  untitledQuiz: `Untitled ${PRODUCT_NAME}`,
  loading: 'Loading...',
  uploadWorking: 'Working...',
  saveFirstHint: 'This quiz must be saved at least once before it can be shared or played.',
} as const;

/** "Question N of M", with N counted from 1. */
export const questionOfTotal = (questionNumber: number, total: number) =>
  `Question ${questionNumber} of ${total}`;

/** "1 play", "N plays": how often a quiz has been hosted. */
export const playCount = (plays: number) => `${plays} ${plays === 1 ? 'play' : 'plays'}`;

/** "1 question", "N questions". */
export const questionCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** "+N points" after a question. */
export const pointsGained = (points: number) => `+${points} points`;

/** Under the phone's waiting screen: the name the player plays under, which the server may have given. */
export const playingAs = (name: string) => `You play as ${name}`;

/** The host's lobby kick prompt. */
export const lobbyKickPrompt = (name: string) => `Are you sure you want to remove ${name} from the lobby?`;

/** The host's confirmation after kicking from the leaderboard. */
export const playerKickedNotice = (name: string) =>
  `Player Kicked: ${name} has been kicked from the game. The leaderboard will be updated next round.`;

/** Page title of a quiz viewer: "{quiz title} by {author}". */
export const quizByAuthor = (title: string, author: string) => `${title} by ${author}`;

/** uploadQuizMedia's failure codes (SPEC §8). */
export const UploadErrorCode = {
  TooLarge: 1,
  NotLoggedIn: 2,
  Blocked: 3,
  NotAnImage: 4,
} as const;
export type UploadErrorCode = (typeof UploadErrorCode)[keyof typeof UploadErrorCode];

const uploadErrors: Record<UploadErrorCode, string> = {
  1: 'Error: Your file size exceeds the 5MB limit.',
  2: 'Error: You are not logged in.',
  3: 'Error: You are currently blocked from uploading images.',
  4: 'Error: The file you uploaded is not an image.',
};

/** The text shown for an upload that failed with `code`. */
export function uploadErrorMessage(code: number): string {
  return uploadErrors[code as UploadErrorCode] ?? `An error occurred (Code ${code})`;
}

/** The text shown for a username-change status, or null where the status has none (success, working). */
export function usernameChangeMessage(status: UsernameChangeStatus): string | null {
  switch (status) {
    case -9:
      return 'You are not allowed to change your username.';
    case -1:
      return 'Your username does not fit the given requirements.';
    case 1:
      return 'That username is already taken.';
    default:
      return null;
  }
}

/** Forgot-password outcomes (SPEC §8). */
export const passwordResetMessages = {
  sent: (email: string) => `A link to reset your password has been sent to ${email}.`,
  failed: (email: string, authMessage: string) =>
    `An error occurred while sending a password reset email to ${email}. ${authMessage}`,
} as const;

/** The most characters of a caller's own text (a key they sent) that a message repeats. */
const ECHOED_TEXT_MAX_LENGTH = 40;

/**
 * A caller's text as an error message repeats it: cut after ECHOED_TEXT_MAX_LENGTH characters (code points)
 * with an ellipsis, so that a 10,000-character key does not come back 10,000 characters long.
 */
export function echoedText(text: string): string {
  const characters = Array.from(text);
  return characters.length <= ECHOED_TEXT_MAX_LENGTH
    ? text
    : `${characters.slice(0, ECHOED_TEXT_MAX_LENGTH).join('')}…`;
}

/**
 * The alert text for a failed log-in or sign-up: the auth service's message without its first
 * 10 characters, which are the SDK's "Firebase: " prefix (SPEC §5).
 */
export function authErrorAlert(authMessage: string): string {
  return authMessage.slice(10);
}

/** Live-game texts (SPEC §8). */
export const gameMessages = {
  unknownRoom: 'That room code does not exist.',
  invalidRoomCode: 'A room code is 9 letters from A, S, D, F, J, K and L.',
  nameMissing: 'Enter a name to join.',
  nameTooLong: `A name can be at most ${PLAYER_NAME_MAX_LENGTH} characters.`,
  nameHasControlCharacters: 'A name cannot contain line breaks or other control characters.',
  nameInvisible: 'A name needs at least one visible character.',
  nameTaken: 'That name is already taken in this game. Try another one.',
  /** A name the profanity check refuses: it says no more, to teach no workaround. */
  nameRefused: 'Please choose another name.',
  gameEnded: 'This game has ended.',
  gameFull: 'This game is full.',
  /** joinGame while the host has locked the game. */
  gameLocked: 'This game is locked by the host.',
  /** joinGame once the game has left its lobby, when the host's options refuse late joins. */
  gameStarted: 'This game has already started.',
  /** A host step that stopped before its writes were all made; the host asks again. */
  stepInterrupted: 'The game could not move on in time. Try again.',
  gameNotFound: 'This game does not exist or has ended.',
  notHost: "Only this game's host can do that.",
  reportNotFound: 'This report does not exist.',
  nobodyJoined: 'Wait until at least one player has joined.',
  /** pauseGame once the final leaderboard shows: there is nothing left to pause. */
  gameOver: 'This game is over.',
  noSuchQuestion: (questionNumber: number, totalQuestions: number) =>
    `This game has ${totalQuestions} question${totalQuestions === 1 ? '' : 's'}; there is no question ${questionNumber + 1}.`,
  /** A host step asked for out of turn: "Question 3 cannot open now: question 2 is still open." */
  outOfTurn: (step: string, now: string) => `${step} cannot happen now: ${now}.`,
  /** A game whose data an update's code no longer reads (GAME_LAYOUT), on the host's screen and the phones. */
  endedByUpdate: 'This game was ended by an update. Start it again from your library.',
} as const;

/** What an anonymous account (no email) is told when it tries what only email accounts may do (SPEC §5). */
export const emailAccountMessages = {
  saveQuiz: 'Saving a quiz requires an account with an email address.',
  hostGame: 'Hosting a game requires an account with an email address.',
} as const;

const MIB = 1024 * 1024;

/** "100 MiB", or "1,500 bytes" for a size that is no whole number of MiB. */
export const storageSize = (bytes: number) =>
  bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes.toLocaleString('en-US')} bytes`;

/**
 * The quotas' refusals (resource-exhausted): live games a host holds at once, uploads an hour, bytes stored.
 * Each says what the limit is and what frees it.
 */
export const quotaMessages = {
  liveGames: (max: number) =>
    `You already have ${max} live game${max === 1 ? '' : 's'}, the most one host may run at once. End one, or wait for one to expire, before you start another.`,
  uploadsPerHour: (max: number) =>
    `You have uploaded ${max} image${max === 1 ? '' : 's'} in the last hour, the most allowed. Try again later.`,
  uploadBytes: (maxBytes: number) =>
    `Your images would take more than ${storageSize(maxBytes)}, the most one account may store. Delete images you no longer use to make room.`,
} as const;

/** Editor texts (SPEC §8). */
export const editorMessages = {
  notFound: `This ${PRODUCT_NAME} quiz could not be found. It may be private, removed, or deleted.`,
  notAllowed: `You are not allowed to edit this ${PRODUCT_NAME} quiz.`,
  /** An edited copy asked for while a game of the quiz runs: viewQuiz withholds its answer keys then. */
  copyWhilePlayed:
    'This quiz is being played right now. You can make an edited copy of it once the game is over.',
  savedTitle: 'Saved',
  saved: (title: string) => `Your quiz "${title}" has been saved.`,
  errorTitle: 'Error',
  saveFailed: (title: string) => `An error occurred when saving "${title}".`,
  saveYourWorkTitle: 'Save your work',
  saveYourWork:
    'Create a free account to save your quiz, add images and share it. Nothing you wrote is lost.',
  signUpFree: 'Sign up for free',
  logInInstead: 'I already have an account',
  loading: 'Loading...',
  /** The Save button's accessible name while changes are pending. */
  saveUnsaved: 'Save (unsaved changes)',
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to this quiz have not been saved. If you leave now, they are lost.',
  stay: 'Stay',
  leave: 'Leave',
  cannotSaveTitle: 'Not saved yet',
  /** Why a question would be refused by the server: "Question 3, Answers: has no correct answer…". */
  questionProblem: (questionNumber: number, field: string | null, problem: string) =>
    `Question ${questionNumber}${field ? `, ${field}` : ''}: ${problem}.`,
  settingsProblem: (problem: string) => `Quiz settings: ${problem}.`,
  linkCopied: 'Link copied',
  copyThisLink: (link: string) => `Copy this link to share the quiz: ${link}`,
  /** The quiz's title field, at the top of the editor and in the dialog of a new quiz's first save. */
  quizTitle: 'Quiz title',
  nameQuizTitle: 'Name your quiz',
  nameQuizHint: 'Give your quiz a title before saving it. You can change it at any time.',
} as const;

/** The question editor's hints and warnings. */
export const questionEditorTexts = {
  videoLinkInvalid:
    'That link has no video in it. Paste a YouTube link, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ.',
  videoLinkHint: 'Paste the link of a YouTube video.',
  noCorrectOption: 'Mark at least one option correct.',
  noAcceptedAnswer: 'Add at least one accepted answer.',
  arrangeHint: 'List the items in the correct order. Alt+↑ and Alt+↓ move the item you are typing in.',
  trueFalseHint: 'Choose the correct answer.',
  openEndedSlot: 'Type another accepted answer',
  /** How players' answers are matched (SPEC §5: trimmed, case-insensitive unless caseSensitive). */
  openEndedMatching: (caseSensitive: boolean) =>
    caseSensitive
      ? "A player's answer counts when it matches one of these, ignoring spaces at either end; capitals must match."
      : "A player's answer counts when it matches one of these, ignoring spaces at either end and capitals.",
  /** "4 of 12 options": how many answers there are of the most the type takes. */
  answerCount: (count: number, max: number, noun: string) => `${count} of ${max} ${noun}`,
  /** Said to screen readers after an item is moved. */
  itemMoved: (position: number, count: number) => `Moved to position ${position} of ${count}.`,
  /** An arrange question saved before the minimum was 3 items. */
  arrangeTooFewItems: (min: number) => `Add an item: an arrange question needs at least ${min}.`,
  pointsSplit: (basePercent: number) =>
    `A total is split ${basePercent} % to base points and ${100 - basePercent} % to the time bonus, which falls as the time runs out.`,
} as const;
