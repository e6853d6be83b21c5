// Every database and storage path Loqi reads or writes, named once (SPEC §3 and §7).
// The main database holds users and quizzes; the live-game database (a second instance) holds games.
import { databaseKey } from './databaseKeys';

/** Paths in the main Realtime Database instance. */
export const mainPaths = {
  user: (uid: string) => `users/${uid}`,
  userInfo: (uid: string) => `users/${uid}/info`,
  username: (uid: string) => `users/${uid}/info/username`,
  userModerationRestrictions: (uid: string) => `users/${uid}/info/moderation/restrictions`,
  userSettings: (uid: string) => `users/${uid}/settings`,
  userTheme: (uid: string) => `users/${uid}/settings/theme`,
  userNewQuestionTemplate: (uid: string) => `users/${uid}/settings/newQuestion`,
  userNewQuizTemplate: (uid: string) => `users/${uid}/settings/newQuiz`,
  userGameOptions: (uid: string) => `users/${uid}/settings/gameOptions`,
  userLastUpdated: (uid: string) => `users/${uid}/lastUpdated`,
  userUploadedImages: (uid: string) => `users/${uid}/images/uploaded`,
  userUploadedImage: (uid: string, pushedID: string) => `users/${uid}/images/uploaded/${pushedID}`,
  /** The user's quizzes: quizId → the quiz's last-modified time (ms), kept by the server with the quiz. */
  userCreatedQuizzes: (uid: string) => `users/${uid}/quizzes/created`,
  userCreatedQuiz: (uid: string, quizId: string) => `users/${uid}/quizzes/created/${quizId}`,
  userLikedQuizzes: (uid: string) => `users/${uid}/quizzes/liked`,
  /** The username index: who holds a username, by its usernameIndexKey. Server-only. */
  usernameOwner: (indexKey: string) => `usernames/${indexKey}`,
  quizzes: () => 'quiz/loqs',
  quiz: (quizId: string) => `quiz/loqs/${quizId}`,
  quizOwner: (quizId: string) => `quiz/loqs/${quizId}/owner`,
  quizOpened: (quizId: string) => `quiz/loqs/${quizId}/opened`,
  quizContent: (quizId: string) => `quiz/loqs/${quizId}/content`,
  quizData: (quizId: string) => `quiz/loqs/${quizId}/content/data`,
  // The search index (server-only; see searchIndex.ts): one SearchEntry per quiz, and for public quizzes
  // the sort keys of each quiz under every word prefix of its title and description, and under `listed`.
  searchEntry: (quizId: string) => `search/quizzes/${quizId}`,
  // A term is a word prefix as searchIndex.ts makes it; its key is its databaseKey ("constructor" is a word).
  searchTermEntries: (term: string) => `search/terms/${databaseKey(term)}`,
  searchTermEntry: (term: string, quizId: string) => `search/terms/${databaseKey(term)}/${quizId}`,
  searchListedEntries: () => 'search/listed',
  searchListedEntry: (quizId: string) => `search/listed/${quizId}`,
  /** Server-only: a game whose play is counted (quizPlays.ts), so that a retried startPlaying counts none. */
  countedPlay: (gameId: string) => `countedPlays/${gameId}`,
  /** Server-only: the user's upload quota (quotas.ts UploadUsage), changed by transactions alone. */
  uploadQuota: (uid: string) => `uploadQuotas/${uid}`,
  /** Server-only: the bytes of each upload, given back to the quota when it is deleted. */
  uploadSizes: (uid: string) => `uploadSizes/${uid}`,
  uploadSize: (uid: string, pushedID: string) => `uploadSizes/${uid}/${pushedID}`,
  // Server-only leases that let one change at a time at a quiz or an account (functions/src/serialized.ts).
  // Game reports (report.ts): written by the server, read by the game's host.
  report: (gameId: string) => `reports/${gameId}`,
  reportHost: (gameId: string) => `reports/${gameId}/host`,
  reportGame: (gameId: string) => `reports/${gameId}/game`,
  reportQuestion: (gameId: string, questionNumber: number) => `reports/${gameId}/questions/${questionNumber}`,
  reportAnswers: (gameId: string, questionNumber: number) => `reports/${gameId}/answers/${questionNumber}`,
  reportPlayer: (gameId: string, userId: string) => `reports/${gameId}/players/${userId}`,
  reportKicked: (gameId: string, userId: string) => `reports/${gameId}/kicked/${userId}`,
  reportListings: (uid: string) => `reportListings/${uid}`,
  reportListing: (uid: string, gameId: string) => `reportListings/${uid}/${gameId}`,
  quizLock: (quizId: string) => `locks/quizzes/${quizId}`,
  userLock: (uid: string) => `locks/users/${uid}`,
} as const;

/** Paths in the live-game Realtime Database instance (what each holds: see game.ts). */
export const gamePaths = {
  games: () => 'games',
  game: (gameId: string) => `games/${gameId}`,
  /** The engine's progress: the one node a host step transacts on. */
  progress: (gameId: string) => `games/${gameId}/progress`,
  hostInfo: (gameId: string) => `games/${gameId}/hostInfo`,
  /** Who is in the game, by userID: the host reads it. */
  roster: (gameId: string) => `games/${gameId}/roster`,
  rosterPlayer: (gameId: string, userId: string) => `games/${gameId}/roster/${userId}`,
  gameStatus: (gameId: string) => `games/${gameId}/hostInfo/gameStatus`,
  closedQuestion: (gameId: string) => `games/${gameId}/hostInfo/gameStatus/closedQuestion`,
  /** Who has answered the open question, by userID: the host reads it. */
  submissions: (gameId: string) => `games/${gameId}/submitted`,
  submission: (gameId: string, userId: string) => `games/${gameId}/submitted/${userId}`,
  sharedInfo: (gameId: string) => `games/${gameId}/sharedInfo`,
  /** A player's own record, keyed by the player's secret (the key is what lets only them read it). */
  player: (gameId: string, userSecret: string) => `games/${gameId}/players/${userSecret}`,
  /** The answers to the open question, by secret: only the server reads them. */
  answers: (gameId: string) => `games/${gameId}/answers`,
  /** A player's answer, keyed by their secret like their record. */
  answer: (gameId: string, userSecret: string) => `games/${gameId}/answers/${userSecret}`,
  /** Every player's total after question `questionNumber`, by userID: server-only. */
  scores: (gameId: string, questionNumber: number) => `games/${gameId}/scores/${questionNumber}`,
  /** With the streak bonus on, each player's streak after question `questionNumber`, by userID: server-only. */
  streaks: (gameId: string, questionNumber: number) => `games/${gameId}/streaks/${questionNumber}`,
  secrets: (gameId: string) => `games/${gameId}/secrets`,
  secret: (gameId: string, userId: string) => `games/${gameId}/secrets/${userId}`,
  /** The secret of each player the host removed, by userID: server-only. */
  kickedPlayers: (gameId: string) => `games/${gameId}/kicked`,
  kickedPlayer: (gameId: string, userId: string) => `games/${gameId}/kicked/${userId}`,
  playerName: (gameId: string, nameKey: string) => `games/${gameId}/names/${nameKey}`,
  ongoingRoom: (roomCode: string) => `ongoing/${roomCode}/id`,
  ongoingRoomEntry: (roomCode: string) => `ongoing/${roomCode}`,
  /** One of the game's seat counters (seats.ts). */
  ongoingRoomSeats: (roomCode: string, shardKey: string) => `ongoing/${roomCode}/seats/${shardKey}`,
  ongoingRoomEnded: (roomCode: string) => `ongoing/${roomCode}/ended`,
  ongoingRoomLocked: (roomCode: string) => `ongoing/${roomCode}/locked`,
  /** The host's copy of the lock (HostInfo.locked), beside the room's. */
  hostInfoLocked: (gameId: string) => `games/${gameId}/hostInfo/locked`,
  gameQuiz: (gameId: string) => `gameQuizzes/${gameId}`,
  gameQuizQuestion: (gameId: string, questionNumber: number) =>
    `gameQuizzes/${gameId}/questions/${questionNumber}`,
  /** Server-only: the game's questions with their answer keys (the host's gameQuizzes has each key from its results on). */
  gameAnswerKeys: (gameId: string) => `gameAnswerKeys/${gameId}`,
  gameAnswerKey: (gameId: string, questionNumber: number) => `gameAnswerKeys/${gameId}/${questionNumber}`,
  /** The games of a quiz that may still be running, by game id (server-only): viewQuiz withholds its answer keys. */
  quizGames: (quizId: string) => `quizGames/${quizId}`,
  quizGame: (quizId: string, gameId: string) => `quizGames/${quizId}/${gameId}`,
  gameExpiries: () => 'gameExpiries',
  gameExpiry: (gameId: string) => `gameExpiries/${gameId}`,
  /** Server-only: the host's live games and when each expires (quotas.ts HostedGames). */
  hostedGames: (uid: string) => `hostedGames/${uid}`,
  hostedGame: (uid: string, gameId: string) => `hostedGames/${uid}/${gameId}`,
} as const;

/** Paths in Cloud Storage. */
export const storagePaths = {
  quizUpload: (folder: string, file: string) => `quizUploads/${folder}/${file}`,
} as const;
