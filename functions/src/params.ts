// The functions' settings a deployer may change without a code change (firebase-functions parameters,
// read from functions/.env at deploy and in the emulator). Each has Loqi's default in the domain, used
// when the environment does not set it (the functions' unit tests run without one).
import {
  DEFAULT_ANSWER_GRACE_MS,
  DEFAULT_FUNCTIONS_REGION,
  DEFAULT_MAX_LIVE_GAMES_PER_HOST,
  DEFAULT_MAX_PLAYERS_PER_GAME,
  DEFAULT_MAX_UPLOAD_BYTES_PER_USER,
  DEFAULT_MAX_UPLOADS_PER_HOUR,
} from '@/domain';
import { defineBoolean, defineInt, defineString, type IntParam } from 'firebase-functions/params';

export const MAX_PLAYERS_PER_GAME = defineInt('MAX_PLAYERS_PER_GAME', {
  default: DEFAULT_MAX_PLAYERS_PER_GAME,
  description: 'The most players one live game holds; joinGame answers "This game is full." past it.',
});

export const ANSWER_GRACE_MS = defineInt('ANSWER_GRACE_MS', {
  default: DEFAULT_ANSWER_GRACE_MS,
  description: 'How long after a question’s time limit (ms) an answer may still reach the server.',
});

export const MAX_LIVE_GAMES_PER_HOST = defineInt('MAX_LIVE_GAMES_PER_HOST', {
  default: DEFAULT_MAX_LIVE_GAMES_PER_HOST,
  description:
    'The most live games (neither ended nor expired) one host holds at once; startGame refuses more.',
});

export const MAX_UPLOADS_PER_HOUR = defineInt('MAX_UPLOADS_PER_HOUR', {
  default: DEFAULT_MAX_UPLOADS_PER_HOUR,
  description: 'The most images one user uploads in any hour; uploadQuizMedia refuses more.',
});

export const MAX_UPLOAD_BYTES_PER_USER = defineInt('MAX_UPLOAD_BYTES_PER_USER', {
  default: DEFAULT_MAX_UPLOAD_BYTES_PER_USER,
  description: 'The most bytes of images one user keeps stored; deleteQuizMedia gives an image’s bytes back.',
});

// Deploy settings, read by the deploy itself (region, minimum instances) or by each callable as it loads (App
// Check). The local stack's clients read LOQI_REGION from the same files (stack/deploySettings.ts).

export const LOQI_REGION = defineString('LOQI_REGION', {
  default: DEFAULT_FUNCTIONS_REGION,
  description: 'The region every function deploys to; the SPA calls its callables there.',
});

export const LOQI_LIVE_GAME_MIN_INSTANCES = defineInt('LOQI_LIVE_GAME_MIN_INSTANCES', {
  default: 0,
  description:
    'Instances kept warm for each live-game callable (startGame, joinGame and the host steps), billed while idle.',
});

export const LOQI_ENFORCE_APP_CHECK = defineBoolean('LOQI_ENFORCE_APP_CHECK', {
  default: false,
  description: 'Whether every callable refuses a request without a valid App Check token.',
});

/**
 * Whether the callables enforce App Check: LOQI_ENFORCE_APP_CHECK as the SDK reads a boolean parameter
 * (exactly "true"). Read from the environment rather than with `.value()`, which warns when the deploy loads
 * the code to list its functions (enforcement is no part of that list: each callable applies it as it loads).
 */
export const appCheckEnforced = () => process.env[LOQI_ENFORCE_APP_CHECK.name] === 'true';

/** A parameter's value, or its default where the environment has none (IntParam.value() would give 0). */
export function valueOf(param: IntParam, fallback: number): number {
  return process.env[param.name] === undefined ? fallback : param.value();
}

export const maxPlayersPerGame = () => valueOf(MAX_PLAYERS_PER_GAME, DEFAULT_MAX_PLAYERS_PER_GAME);
export const answerGraceMs = () => valueOf(ANSWER_GRACE_MS, DEFAULT_ANSWER_GRACE_MS);
export const maxLiveGamesPerHost = () => valueOf(MAX_LIVE_GAMES_PER_HOST, DEFAULT_MAX_LIVE_GAMES_PER_HOST);
export const maxUploadsPerHour = () => valueOf(MAX_UPLOADS_PER_HOUR, DEFAULT_MAX_UPLOADS_PER_HOUR);
export const maxUploadBytesPerUser = () =>
  valueOf(MAX_UPLOAD_BYTES_PER_USER, DEFAULT_MAX_UPLOAD_BYTES_PER_USER);
