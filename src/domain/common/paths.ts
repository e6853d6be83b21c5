// Every database and storage path Loqi reads or writes, named once (SPEC §3 and §7).
// The main database holds users and quizzes; the live-game database (a second instance) holds games.
//
// A database path is a DbPath<T>: its text, typed with what is stored there, so that a read gives a T
// with no cast where it is made (src/firebase/reads.ts in the SPA, functions/src/reads.ts on the server).
// What players write, and what the database gives back in another shape than it was written in (it
// drops empty lists and objects), is an Untrusted<T>: nothing in it can be read until its decoder
// (decodeRoster, storedGameQuiz, storedQuizContent, …) has checked it. A new path read is named here:
// the read helpers take no path built by hand.
import type { GameOptions } from '../game/gameOptions';
import type {
  AnswerEntry,
  GameExpiry,
  GameProgress,
  GameQuestion,
  GameQuiz,
  GameState,
  HostInfo,
  OngoingRoom,
  Player,
  PlayerView,
  SharedInfo,
  Submission,
} from '../game/game';
import type { HostedGames, UploadUsage } from '../account/quotas';
import type {
  ModerationRestrictions,
  NewQuestionTemplate,
  NewQuizTemplate,
  Theme,
  UploadedImage,
  UserInfo,
  UserRecord,
  UserSettings,
} from '../account/user';
import type { QuizContent, QuizData, QuizRecord, SearchEntry, SearchSortKeys } from '../quiz/quiz';
import type {
  GameReport,
  KickedPlayer,
  ReportGame,
  ReportListing,
  ReportPlayer,
  ReportQuestion,
} from '../report/reportRecords';
import { databaseKey } from './databaseKeys';

declare const storedValue: unique symbol;
declare const unchecked: unique symbol;

/** A database path, typed with the value stored there. */
export type DbPath<T> = string & { readonly [storedValue]: T };

/** A value as the database gives it back, unchecked: only its decoder makes it a T (see above). */
export interface Untrusted<T> {
  readonly [unchecked]: T;
}

/** `path`, typed with the value stored there: the one place a path takes its type. */
const dbPath = <T>(path: string) => path as DbPath<T>;

/** A quiz as stored: its content is read through storedQuizContent. */
type StoredQuiz = Omit<QuizRecord, 'content'> & { content: Untrusted<QuizContent> };

/** locks/…: who holds the lease on a quiz or an account, and until when (ms, the functions' clock). */
export interface LockLease {
  holder: string;
  until: number;
}

/** The scores or streaks after a question: by batch (gameEngine.scoresUpdate), each by userID. */
type ScoreBatches = Record<string, Record<string, number>>;

/** Paths in the main Realtime Database instance. */
export const mainPaths = {
  user: (uid: string) => dbPath<UserRecord>(`users/${uid}`),
  userInfo: (uid: string) => dbPath<UserInfo>(`users/${uid}/info`),
  username: (uid: string) => dbPath<string>(`users/${uid}/info/username`),
  userModerationRestrictions: (uid: string) =>
    dbPath<ModerationRestrictions>(`users/${uid}/info/moderation/restrictions`),
  userSettings: (uid: string) => dbPath<UserSettings>(`users/${uid}/settings`),
  userTheme: (uid: string) => dbPath<Theme>(`users/${uid}/settings/theme`),
  userNewQuestionTemplate: (uid: string) => dbPath<NewQuestionTemplate>(`users/${uid}/settings/newQuestion`),
  userNewQuizTemplate: (uid: string) => dbPath<NewQuizTemplate>(`users/${uid}/settings/newQuiz`),
  userGameOptions: (uid: string) => dbPath<Untrusted<GameOptions>>(`users/${uid}/settings/gameOptions`),
  userLastUpdated: (uid: string) => dbPath<number>(`users/${uid}/lastUpdated`),
  userUploadedImages: (uid: string) => dbPath<Record<string, UploadedImage>>(`users/${uid}/images/uploaded`),
  userUploadedImage: (uid: string, pushedID: string) =>
    dbPath<UploadedImage>(`users/${uid}/images/uploaded/${pushedID}`),
  /** The user's quizzes: quizId → the quiz's last-modified time (ms), kept by the server with the quiz. */
  userCreatedQuizzes: (uid: string) => dbPath<Record<string, number>>(`users/${uid}/quizzes/created`),
  userCreatedQuiz: (uid: string, quizId: string) => dbPath<number>(`users/${uid}/quizzes/created/${quizId}`),
  userLikedQuizzes: (uid: string) => dbPath<string[]>(`users/${uid}/quizzes/liked`),
  /** The username index: who holds a username, by its usernameIndexKey. Server-only. */
  usernameOwner: (indexKey: string) => dbPath<string>(`usernames/${indexKey}`),
  quizzes: () => dbPath<Record<string, StoredQuiz>>('quiz/loqs'),
  quiz: (quizId: string) => dbPath<StoredQuiz>(`quiz/loqs/${quizId}`),
  quizOwner: (quizId: string) => dbPath<string>(`quiz/loqs/${quizId}/owner`),
  quizOpened: (quizId: string) => dbPath<number>(`quiz/loqs/${quizId}/opened`),
  quizContent: (quizId: string) => dbPath<Untrusted<QuizContent>>(`quiz/loqs/${quizId}/content`),
  quizData: (quizId: string) => dbPath<Untrusted<QuizData>>(`quiz/loqs/${quizId}/content/data`),
  // The search index (server-only; see searchIndex.ts): one SearchEntry per quiz, and for public quizzes
  // the sort keys of each quiz under every word prefix of its title and description, and under `listed`.
  searchEntry: (quizId: string) => dbPath<SearchEntry>(`search/quizzes/${quizId}`),
  // A term is a word prefix as searchIndex.ts makes it; its key is its databaseKey ("constructor" is a word).
  searchTermEntries: (term: string) =>
    dbPath<Record<string, SearchSortKeys>>(`search/terms/${databaseKey(term)}`),
  searchTermEntry: (term: string, quizId: string) =>
    dbPath<SearchSortKeys>(`search/terms/${databaseKey(term)}/${quizId}`),
  searchListedEntries: () => dbPath<Record<string, SearchSortKeys>>('search/listed'),
  searchListedEntry: (quizId: string) => dbPath<SearchSortKeys>(`search/listed/${quizId}`),
  /** Server-only: a game whose play is counted (quizPlays.ts), so that a retried startPlaying counts none. */
  countedPlay: (gameId: string) => dbPath<string>(`countedPlays/${gameId}`),
  /** Server-only: the user's upload quota (quotas.ts UploadUsage), changed by transactions alone. */
  uploadQuota: (uid: string) => dbPath<UploadUsage>(`uploadQuotas/${uid}`),
  /** Server-only: the bytes of each upload, given back to the quota when it is deleted. */
  uploadSizes: (uid: string) => dbPath<Record<string, number>>(`uploadSizes/${uid}`),
  uploadSize: (uid: string, pushedID: string) => dbPath<number>(`uploadSizes/${uid}/${pushedID}`),
  // Game reports (report.ts): written by the server, read by the game's host.
  report: (gameId: string) => dbPath<Untrusted<GameReport>>(`reports/${gameId}`),
  reportHost: (gameId: string) => dbPath<string>(`reports/${gameId}/host`),
  reportGame: (gameId: string) => dbPath<ReportGame>(`reports/${gameId}/game`),
  reportQuestion: (gameId: string, questionNumber: number) =>
    dbPath<Untrusted<ReportQuestion>>(`reports/${gameId}/questions/${questionNumber}`),
  reportAnswers: (gameId: string, questionNumber: number) =>
    dbPath<Record<string, string>>(`reports/${gameId}/answers/${questionNumber}`),
  reportPlayer: (gameId: string, userId: string) =>
    dbPath<ReportPlayer>(`reports/${gameId}/players/${userId}`),
  reportKicked: (gameId: string, userId: string) =>
    dbPath<KickedPlayer>(`reports/${gameId}/kicked/${userId}`),
  reportListings: (uid: string) => dbPath<Record<string, ReportListing>>(`reportListings/${uid}`),
  reportListing: (uid: string, gameId: string) => dbPath<ReportListing>(`reportListings/${uid}/${gameId}`),
  // Server-only leases that let one change at a time at a quiz or an account (functions/src/serialized.ts).
  quizLock: (quizId: string) => dbPath<LockLease>(`locks/quizzes/${quizId}`),
  userLock: (uid: string) => dbPath<LockLease>(`locks/users/${uid}`),
} as const;

/** Paths in the live-game Realtime Database instance (what each holds: see game.ts). */
export const gamePaths = {
  games: () => dbPath<Untrusted<Record<string, GameState>>>('games'),
  game: (gameId: string) => dbPath<Untrusted<GameState>>(`games/${gameId}`),
  /** The engine's progress: the one node a host step transacts on. */
  progress: (gameId: string) => dbPath<GameProgress>(`games/${gameId}/progress`),
  hostInfo: (gameId: string) => dbPath<HostInfo>(`games/${gameId}/hostInfo`),
  /** Who is in the game, by userID: the host reads it. */
  roster: (gameId: string) => dbPath<Untrusted<Record<string, Player>>>(`games/${gameId}/roster`),
  rosterPlayer: (gameId: string, userId: string) =>
    dbPath<Untrusted<Player>>(`games/${gameId}/roster/${userId}`),
  gameStatus: (gameId: string) => dbPath<HostInfo['gameStatus']>(`games/${gameId}/hostInfo/gameStatus`),
  /** When the current phase began (server time, ms). */
  gameStatusTime: (gameId: string) => dbPath<number>(`games/${gameId}/hostInfo/gameStatus/time`),
  closedQuestion: (gameId: string) => dbPath<number>(`games/${gameId}/hostInfo/gameStatus/closedQuestion`),
  /** Who has answered the open question, by userID: the host reads it. */
  submissions: (gameId: string) => dbPath<Untrusted<Record<string, Submission>>>(`games/${gameId}/submitted`),
  submission: (gameId: string, userId: string) =>
    dbPath<Untrusted<Submission>>(`games/${gameId}/submitted/${userId}`),
  sharedInfo: (gameId: string) => dbPath<SharedInfo>(`games/${gameId}/sharedInfo`),
  /** Set once the last question's results are shown (SharedInfo's gameStatus.final): the game is over. */
  sharedFinal: (gameId: string) => dbPath<true>(`games/${gameId}/sharedInfo/gameStatus/final`),
  /** A player's own record, keyed by the player's secret (the key is what lets only them read it). */
  player: (gameId: string, userSecret: string) => dbPath<PlayerView>(`games/${gameId}/players/${userSecret}`),
  /** The answers to the open question, by secret: only the server reads them. */
  answers: (gameId: string) => dbPath<Untrusted<Record<string, AnswerEntry>>>(`games/${gameId}/answers`),
  /** A player's answer, keyed by their secret like their record. */
  answer: (gameId: string, userSecret: string) =>
    dbPath<Untrusted<AnswerEntry>>(`games/${gameId}/answers/${userSecret}`),
  /** Every player's total after question `questionNumber`, in batches by userID: server-only. */
  scores: (gameId: string, questionNumber: number) =>
    dbPath<ScoreBatches>(`games/${gameId}/scores/${questionNumber}`),
  /** With the streak bonus on, each player's streak after question `questionNumber`, as scores: server-only. */
  streaks: (gameId: string, questionNumber: number) =>
    dbPath<ScoreBatches>(`games/${gameId}/streaks/${questionNumber}`),
  secrets: (gameId: string) => dbPath<Record<string, string>>(`games/${gameId}/secrets`),
  secret: (gameId: string, userId: string) => dbPath<string>(`games/${gameId}/secrets/${userId}`),
  /** The secret of each player the host removed, by userID: server-only. */
  kickedPlayers: (gameId: string) => dbPath<Record<string, string>>(`games/${gameId}/kicked`),
  kickedPlayer: (gameId: string, userId: string) => dbPath<string>(`games/${gameId}/kicked/${userId}`),
  playerName: (gameId: string, nameKey: string) => dbPath<string>(`games/${gameId}/names/${nameKey}`),
  ongoingRoom: (roomCode: string) => dbPath<string>(`ongoing/${roomCode}/id`),
  ongoingRoomEntry: (roomCode: string) => dbPath<OngoingRoom>(`ongoing/${roomCode}`),
  /** One of the game's seat counters (seats.ts). */
  ongoingRoomSeats: (roomCode: string, shardKey: string) =>
    dbPath<number>(`ongoing/${roomCode}/seats/${shardKey}`),
  ongoingRoomEnded: (roomCode: string) => dbPath<true>(`ongoing/${roomCode}/ended`),
  ongoingRoomLocked: (roomCode: string) => dbPath<true>(`ongoing/${roomCode}/locked`),
  /** The host's copy of the lock (HostInfo.locked), beside the room's. */
  hostInfoLocked: (gameId: string) => dbPath<boolean>(`games/${gameId}/hostInfo/locked`),
  gameQuiz: (gameId: string) => dbPath<Untrusted<GameQuiz>>(`gameQuizzes/${gameId}`),
  /** The id of the quiz the game plays. */
  gameQuizId: (gameId: string) => dbPath<string>(`gameQuizzes/${gameId}/quizID`),
  gameQuizQuestion: (gameId: string, questionNumber: number) =>
    dbPath<Untrusted<GameQuestion>>(`gameQuizzes/${gameId}/questions/${questionNumber}`),
  /** Server-only: the game's questions with their answer keys (the host's gameQuizzes has each key from its results on). */
  gameAnswerKeys: (gameId: string) => dbPath<Untrusted<GameQuestion[]>>(`gameAnswerKeys/${gameId}`),
  gameAnswerKey: (gameId: string, questionNumber: number) =>
    dbPath<Untrusted<GameQuestion>>(`gameAnswerKeys/${gameId}/${questionNumber}`),
  /** The games of a quiz that may still be running, by game id (server-only): viewQuiz withholds its answer keys. */
  quizGames: (quizId: string) => dbPath<Record<string, true>>(`quizGames/${quizId}`),
  quizGame: (quizId: string, gameId: string) => dbPath<true>(`quizGames/${quizId}/${gameId}`),
  gameExpiries: () => dbPath<Record<string, GameExpiry>>('gameExpiries'),
  gameExpiry: (gameId: string) => dbPath<GameExpiry>(`gameExpiries/${gameId}`),
  /** Server-only: the host's live games and when each expires (quotas.ts HostedGames). */
  hostedGames: (uid: string) => dbPath<HostedGames>(`hostedGames/${uid}`),
  hostedGame: (uid: string, gameId: string) => dbPath<number>(`hostedGames/${uid}/${gameId}`),
  /** Not stored: the SDK's estimate of the database's clock minus this device's (ms). */
  serverTimeOffset: () => dbPath<number>('.info/serverTimeOffset'),
} as const;

/** Paths in Cloud Storage. */
export const storagePaths = {
  quizUpload: (folder: string, file: string) => `quizUploads/${folder}/${file}`,
} as const;
